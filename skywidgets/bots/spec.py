"""One spec string names a bot everywhere: `random`, `greedy`, `mcts`, `mcts:ITERATIONS`.

The grammar, in full: NAME or `mcts:` ITERATIONS, where NAME is `random`, `greedy` or `mcts`
and ITERATIONS is 1 to 7 ASCII digits giving a number from 1 to MAX_ITERATIONS.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

from ..core.actions import Action, echo
from ..core.errors import SkywidgetsError
from ..core.registry import Ruleset
from .greedy import GreedyBot
from .mcts import MCTSBot
from .random_bot import RandomBot

NAMES = ("random", "greedy", "mcts")
MAX_ITERATIONS = 1_000_000
SPEC = re.compile(r"(?P<name>[a-z]+)(?::(?P<arg>[0-9]{1,7}))?")
SPELLINGS = "random, greedy, mcts, mcts:ITERATIONS"


class Bot(Protocol):
    """Anything that picks a legal action for the player to move."""

    def choose(self, ruleset: Ruleset, state: Any) -> Action:
        """The action to play in `state`."""


class BotSpecError(SkywidgetsError):
    """A bot spec string that names no bot."""


def parse_spec(spec: Any) -> tuple[str, int | None]:
    """The bot's name and its iterations (None: the bot's default), or BotSpecError."""
    text = spec if isinstance(spec, str) else ""
    name, colon, _ = text.partition(":")
    if name not in NAMES or (colon and name != "mcts"):
        raise BotSpecError(f"unknown bot {echo(spec)} (known: {SPELLINGS})")
    match = SPEC.fullmatch(text)
    if match is None or (match["arg"] is not None and not 1 <= int(match["arg"]) <= MAX_ITERATIONS):
        raise BotSpecError(
            f"bot {echo(spec)}: ITERATIONS must be a whole number from 1 to {MAX_ITERATIONS} "
            "in ASCII digits"
        )
    return name, None if match["arg"] is None else int(match["arg"])


def check_spec(spec: Any) -> str:
    """The spec itself when it names a bot, else BotSpecError saying which spellings exist."""
    parse_spec(spec)
    return str(spec)


def make_bot(spec: str, seed: int = 0) -> Bot:
    """A fresh bot from its spec string, seeded."""
    name, iterations = parse_spec(spec)
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    return MCTSBot(seed, iterations=iterations) if iterations else MCTSBot(seed)
