"""The decisions of Merchants of Sky Islands: steps ②, ④ and ⑤ (labels are public)."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action

from .tiles import tile_name

BUILDING_NAMES = {"house": "a trading house", "tower": "a tower", "harbour": "a harbour"}


@dataclasses.dataclass(frozen=True, slots=True)
class PlaceTile(Action):
    """② Place a hand tile on an empty cell, turned `rotation` quarter turns clockwise."""

    kind = "place_tile"
    tile: int
    x: int
    y: int
    rotation: int

    @property
    def label(self) -> str:
        """Plain words for the log: the placed tile is public from now on."""
        turn = f", turned {90 * self.rotation}°" if self.rotation else ""
        return f"place {tile_name(self.tile)} at ({self.x}, {self.y}){turn}"


@dataclasses.dataclass(frozen=True)
class DiscardTile(Action):
    """② Discard a hand tile when none fits (the hand is revealed first)."""

    kind = "discard_tile"
    tile: int

    @property
    def label(self) -> str:
        """Plain words for the log: the discarded tile was revealed first."""
        return f"discard {tile_name(self.tile)} from the revealed hand"


@dataclasses.dataclass(frozen=True)
class Build(Action):
    """④ Build a house, tower or harbour on region `region` of the tile at (x, y)."""

    kind = "build"
    building: str
    x: int
    y: int
    region: int

    @property
    def label(self) -> str:
        """Plain words for the log: what is built where."""
        what = BUILDING_NAMES.get(self.building, self.building)
        where = f"island {self.region + 1} of the tile at ({self.x}, {self.y})"
        if self.building == "house":
            return f"build {what} on {where}"
        return f"build {what} at the trading house on {where}"


@dataclasses.dataclass(frozen=True)
class EndBuilding(Action):
    """④ Stop building and go on to stock disposal."""

    kind = "end_building"

    @property
    def label(self) -> str:
        """Plain words for the log."""
        return "finish building"


@dataclasses.dataclass(frozen=True)
class Exchange(Action):
    """⑤ Pay 3 cubes of one colour for 1 cube of any colour from the supply."""

    kind = "exchange"
    give: str
    take: str

    @property
    def label(self) -> str:
        """Plain words for the log: the colours paid and taken."""
        return f"exchange 3 {self.give} cubes for 1 {self.take} cube"


@dataclasses.dataclass(frozen=True)
class Keep(Action):
    """⑤ Keep these cubes (at most 3 in all) and return the rest; ends stock disposal."""

    kind = "keep"
    red: int
    white: int
    blue: int

    @property
    def label(self) -> str:
        """Plain words for the log: the cubes kept."""
        parts = [
            f"{n} {c}"
            for n, c in ((self.red, "red"), (self.white, "white"), (self.blue, "blue"))
            if n
        ]
        return "keep " + (", ".join(parts) if parts else "no cubes")


ACTION_CLASSES = (PlaceTile, DiscardTile, Build, EndBuilding, Exchange, Keep)
