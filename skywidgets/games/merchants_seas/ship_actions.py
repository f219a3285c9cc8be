"""The expansion's ship moves (Merchants of the Seas: obtaining ships, Move Ships, trading)."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action
from skywidgets.games.terra_mystica import tables
from skywidgets.games.terra_mystica.hexnames import hex_name as _h

from .trading import reward_words


@dataclasses.dataclass(frozen=True)
class PlaceShip(Action):
    """Place an obtained ship (merchant) next to your Dock/Storehouse or Shipyard."""

    kind = "place_ship"
    hex: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"place a ship at {_h(self.hex)}"


@dataclasses.dataclass(frozen=True)
class MoveShip(Action):
    """During a Move Ships action: move one ship from `src` to `dst`."""

    kind = "move_ship"
    src: int
    dst: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"move the ship at {_h(self.src)} to {_h(self.dst)}"


@dataclasses.dataclass(frozen=True)
class ResolveTrade(Action):
    """Resolve the trade at `hex`, taking reward `option` (index of the "/" choices).

    structure and vp: what is traded with and the VP it brings, so that the move (and its
    label) says what you get; they must match the position."""

    kind = "resolve_trade"
    hex: int
    option: int
    structure: str
    vp: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        rewards = tables.TRADE_REWARDS.get(self.structure)
        if rewards is None or not 0 <= self.option < len(rewards[1]) or self.vp < 0:
            return f"trade at {_h(self.hex)} (reward {self.option + 1})"
        name = tables.STRUCTURE_NAMES[self.structure]
        goods = reward_words(rewards[1][self.option])
        return f"trade with the {name} at {_h(self.hex)}: gain {self.vp} VP + {goods}"
