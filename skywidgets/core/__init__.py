"""Game-agnostic machinery: actions, errors, sessions, scores, records, registry."""

from .actions import Action, ActionCodec
from .chance import rng
from .errors import (ActionFormatError, IllegalAction, PositionError, RecordError,
                     SkywidgetsError)
from .game import Game
from .record import FORMAT as RECORD_FORMAT, load_record, make_record
from .flow import Flow
from .registry import Ruleset, UnknownGame, Variant, available, get, register
from .state import GameState, evolve, with_seat
from .scoring import ScoreItem, ScoreSheet

__all__ = [
    "Action", "ActionCodec", "ActionFormatError", "Flow", "Game", "GameState", "IllegalAction",
    "PositionError", "RECORD_FORMAT", "RecordError", "Ruleset", "ScoreItem", "ScoreSheet",
    "SkywidgetsError", "UnknownGame", "available", "get", "load_record", "make_record",
    "Variant", "evolve", "register", "rng", "with_seat",
]
