"""SkyTowersTable: the Sky Towers card table (towers, hands, Taroma's row, deck, bonus cards)."""

from __future__ import annotations

from typing import Any

import traitlets as t

from ..core import Game
from ..games.sky_towers.data import COPIES, EFFECTS, FLAGS, KITES, VALUES
from .base import STATIC, BoardWidget

#: What every card value shows: kites, flags, copies and its effect (from the component table).
CARD_FACES: dict[str, dict[str, Any]] = {
    str(v): {"kites": KITES[v], "flags": FLAGS[v], "copies": COPIES[v], "effect": EFFECTS[v]}
    for v in VALUES
}

#: What a score counts, in the rulebook's word (Game End: kites; Light Game End: points).
SCORE_UNITS: dict[str, str] = {"multiplayer": "kite", "light": "point", "taroma": "kite"}


class SkyTowersTable(BoardWidget):
    """Play Sky Towers in a notebook: `SkyTowersTable(players=["Ann", "Bob"], seed=0)`.

    Light and Taroma solitaire: `SkyTowersTable(players=["Sol"], mode="light")`,
    `SkyTowersTable(players=["Kim"], mode="taroma")`. Or show an existing session:
    `SkyTowersTable(game=g, seat=1)` (seat None = teacher), or a hand-built position such as
    `examples.effect_5().state`: `SkyTowersTable.at(state)`.

    One trait more than every board: `card_faces` (kites, flags and effect of each value).
    Why a card in the acting hand cannot be played comes with the view (`view["blocked"]`).
    The phase bar lists only the game mode's steps, and `scores["unit"]` names what a score
    counts ("kite", or "point" in Light), as the table and the rulebook say.
    """

    GAME = "sky_towers"
    _esm = STATIC / "sky_towers.js"

    card_faces = t.Dict(CARD_FACES).tag(sync=True)

    def _values(self, game: Game, seat: int, locked: bool) -> dict[str, Any]:
        """Every board's traits, with the score unit of the mode."""
        mode = str(getattr(game.state, "mode", ""))
        values = super()._values(game, seat, locked)
        values["scores"] = {**values["scores"], "unit": SCORE_UNITS.get(mode, "point")}
        return values
