"""skywidgets: board-game rulebooks you can play, as Python rule models and Jupyter widgets."""

from .core import Game, IllegalAction, RecordError, ScoreSheet, available, get

__version__ = "0.1.0"

__all__ = [
    "Game",
    "IllegalAction",
    "RecordError",
    "ScoreSheet",
    "__version__",
    "available",
    "get",
]
