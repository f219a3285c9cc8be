"""One spec string names a bot everywhere: `random`, `greedy`, `mcts`, `mcts:ITERATIONS`."""

from __future__ import annotations

from typing import Any, Protocol

from ..core.actions import Action
from ..core.errors import SkywidgetsError
from ..core.registry import Ruleset
from .greedy import GreedyBot
from .mcts import MCTSBot
from .random_bot import RandomBot

NAMES = ("random", "greedy", "mcts")


class Bot(Protocol):
    """Anything that picks a legal action for the player to move."""

    def choose(self, ruleset: Ruleset, state: Any) -> Action:
        """The action to play in `state`."""


class BotSpecError(SkywidgetsError):
    """A bot spec string that names no bot."""


def check_spec(spec: str) -> str:
    """The spec itself when it names a bot, else BotSpecError saying which spellings exist."""
    name, _, arg = str(spec).partition(":")
    if name not in NAMES or (arg and name != "mcts"):
        raise BotSpecError(f"unknown bot {spec!r} (known: random, greedy, mcts, mcts:ITERATIONS)")
    if arg and (not arg.isdigit() or not 1 <= int(arg) <= 1_000_000):
        raise BotSpecError(f"bot {spec!r}: ITERATIONS must be a whole number from 1 to 1000000")
    return str(spec)


def make_bot(spec: str, seed: int = 0) -> Bot:
    """A fresh bot from its spec string, seeded."""
    name, _, arg = check_spec(spec).partition(":")
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    return MCTSBot(seed, iterations=int(arg)) if arg else MCTSBot(seed)
