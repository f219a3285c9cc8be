"""Bots that play any registered game through the common protocol.

A spec string names each one: `random`, `greedy`, `mcts` or `mcts:ITERATIONS`. A rulebook's
own automaton (Sky Towers' Taroma) lives in its rule model, not here.
"""

from .coach import Advice, CoachError, Hint, hint
from .greedy import GreedyBot
from .mcts import MCTSBot, MoveStats
from .random_bot import RandomBot
from .review import Decision, Review, review
from .spec import Bot, BotSpecError, check_spec, make_bot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}

__all__ = [
    "BOTS",
    "Advice",
    "Bot",
    "BotSpecError",
    "CoachError",
    "Decision",
    "GreedyBot",
    "Hint",
    "MCTSBot",
    "MoveStats",
    "RandomBot",
    "Review",
    "check_spec",
    "hint",
    "make_bot",
    "review",
]
