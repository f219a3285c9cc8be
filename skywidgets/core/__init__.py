"""Game-agnostic machinery: actions, errors, sessions, scores, records, registry."""

from .actions import Action, ActionCodec
from .chance import rng
from .errors import ActionFormatError, IllegalAction, PositionError, RecordError, SkywidgetsError
from .flow import Flow
from .game import Game
from .record import FORMAT as RECORD_FORMAT
from .record import load_record, make_record
from .registry import (
    Checks,
    Coach,
    Ruleset,
    Seats,
    Teaching,
    UnknownGame,
    Variant,
    available,
    get,
    register,
)
from .scoring import ScoreItem, ScoreSheet
from .state import GameState, evolve, with_seat

__all__ = [
    "RECORD_FORMAT",
    "Action",
    "ActionCodec",
    "ActionFormatError",
    "Checks",
    "Coach",
    "Flow",
    "Game",
    "GameState",
    "IllegalAction",
    "PositionError",
    "RecordError",
    "Ruleset",
    "ScoreItem",
    "ScoreSheet",
    "Seats",
    "SkywidgetsError",
    "Teaching",
    "UnknownGame",
    "Variant",
    "available",
    "evolve",
    "get",
    "load_record",
    "make_record",
    "register",
    "rng",
    "with_seat",
]
