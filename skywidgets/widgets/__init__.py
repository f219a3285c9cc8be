"""Jupyter boards: one AnyWidget per rulebook over a shared base (see docs/frontend.md)."""

from .base import BOARDS, STATIC, GameWidget, board
from .sky_islands import SkyIslandsBoard
from .traders_air import TradersBoard
from .merchants_seas import MerchantsSeasMap  # noqa: F401 (registers the board)
from .sky_towers import SkyTowersTable

__all__ = ["BOARDS", "STATIC", "GameWidget", "SkyIslandsBoard", "TradersBoard", "board"]
__all__ += ["SkyTowersTable"]
__all__ += ["MerchantsSeasMap"]
