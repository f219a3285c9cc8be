"""The decisions Merchants of the Seas adds to a turn: placing an obtained ship (Obtaining
Ships), a Move Ships action under way and the trades it made (Using Ships to Trade)."""

from __future__ import annotations

import dataclasses

from skywidgets.games.terra_mystica.state import LayerDecision


@dataclasses.dataclass(frozen=True)
class ShipPlacement(LayerDecision):
    """Place an obtained ship (merchant); the Shipyard's one-time ship goes next to it."""

    kind = "ship"
    label = "ship placement"
    seat: int
    shipyard_only: bool = False


@dataclasses.dataclass(frozen=True)
class ShipMoves(LayerDecision):
    """A Move Ships action under way: the ships at `unmoved` may still move once."""

    kind = "move"
    label = "Move Ships"
    seat: int
    unmoved: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class TradesWaiting(LayerDecision):
    """Trades to resolve (in the mover's order) at the structures `hexes`."""

    kind = "trade"
    label = "trade resolution"
    seat: int
    hexes: tuple[int, ...] = ()


DECISIONS = (ShipPlacement, ShipMoves, TradesWaiting)
