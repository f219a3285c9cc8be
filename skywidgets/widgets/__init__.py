"""Jupyter boards: one AnyWidget per rulebook over a shared base (see docs/frontend.md)."""

from .base import BOARDS, STATIC, GameWidget, board
from .merchants_seas import MerchantsSeasMap, TerraMysticaMap
from .sky_islands import SkyIslandsBoard
from .sky_towers import SkyTowersTable
from .traders_air import TradersBoard

__all__ = ["BOARDS", "STATIC", "GameWidget", "SkyIslandsBoard", "TradersBoard", "board"]
__all__ += ["SkyTowersTable"]
__all__ += ["MerchantsSeasMap", "TerraMysticaMap"]
