"""Jupyter boards: one AnyWidget per rulebook over a shared base (see docs/frontend.md)."""

from .base import BOARDS, STATIC, GameWidget, board
from .sky_islands import SkyIslandsBoard
from .traders_air import TradersBoard

__all__ = ["BOARDS", "STATIC", "GameWidget", "SkyIslandsBoard", "TradersBoard", "board"]
