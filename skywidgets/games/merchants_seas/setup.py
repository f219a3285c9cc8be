"""Merchants of the Seas — Preparation: a new game of the expansion's box (its round tiles,
Bonus cards, tiles and the Dock step), on the base game's setup steps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skywidgets.core import IllegalAction
from skywidgets.games.terra_mystica.boxes import SEAS, box_of
from skywidgets.games.terra_mystica.setup import (
    draw_bonus_cards,
    draw_round_tiles,
    parse_factions,
    start_game,
)
from skywidgets.games.terra_mystica.state import State

R_SETUP = "Merchants of the Seas — Preparation"
# The factions of a game started without the `factions` option, first N for N players: one
# per home terrain, the first four as in every earlier version (seeded games unchanged).
DEFAULT_FACTIONS = ("witches", "nomads", "engineers", "darklings", "swarmlings")
SEAS_BOX = box_of(SEAS, frozenset())


def new_game(players: Sequence[str], seed: int = 0, factions: Any = None, **options: Any) -> State:
    """A game ready for the first initial Dwelling (seats pick factions through the option).

    The players are checked by the core (`Ruleset.start`): 2 to 5 different names."""
    if options:
        raise IllegalAction(R_SETUP, f"unknown option(s): {', '.join(sorted(options))}")
    n = len(players)
    if factions is None:
        chosen = DEFAULT_FACTIONS[:n]
    else:
        chosen = parse_factions(n, factions, R_SETUP)
    return start_game(
        players,
        seed,
        chosen,
        SEAS_BOX,
        draw_round_tiles(seed, SEAS_BOX),
        draw_bonus_cards(seed, n, SEAS_BOX),
    )
