"""Merchants of the Seas — Preparation: a new game of the expansion's box (its round tiles,
Bonus cards, tiles and the Dock step), on the base game's setup steps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skywidgets.core import IllegalAction
from skywidgets.games.terra_mystica.setup import (
    draw_bonus_cards,
    draw_round_tiles,
    parse_factions,
    start_game,
)
from skywidgets.games.terra_mystica.state import State, evolve

from . import box, fleet

R_SETUP = "Merchants of the Seas — Preparation"
# The factions of a game started without the `factions` option, first N for N players: one
# per home terrain, the first four as in every earlier version (seeded games unchanged).
DEFAULT_FACTIONS = ("witches", "nomads", "engineers", "darklings", "swarmlings")
SEAS_BOX = box.COMPONENTS


def new_game(players: Sequence[str], seed: int = 0, factions: Any = None, **options: Any) -> State:
    """A game ready for the first initial Dwelling (seats pick factions through the option;
    `mini-expansion-1` adds the mini expansion's other Town tiles, TW6 and TW8).

    The players are checked by the core (`Ruleset.start`): 2 to 5 different names."""
    unknown = sorted(set(options) - set(box.OPTIONS))
    if unknown:
        raise IllegalAction(
            R_SETUP, f"unknown option(s): {', '.join(unknown)} (options: {', '.join(box.OPTIONS)})"
        )
    on = frozenset(name for name, value in options.items() if _flag(name, value))
    components = box.components(on)
    n = len(players)
    if factions is None:
        chosen = DEFAULT_FACTIONS[:n]
    else:
        chosen = parse_factions(n, factions, R_SETUP)
    state = start_game(
        players,
        seed,
        chosen,
        components,
        draw_round_tiles(seed, components),
        draw_bonus_cards(seed, n, components),
        on,
    )
    return evolve(state, expansion=fleet.start(n))


def _flag(name: str, value: Any) -> bool:
    """An option's value as on or off (true/false, yes/no, 1/0, on/off)."""
    flag = value.lower() if isinstance(value, str) else value
    if flag in (True, "1", "true", "yes", "on"):
        return True
    if flag in (False, "0", "false", "no", "off"):
        return False
    raise IllegalAction(R_SETUP, f"option {name} is true or false, not {value!r}")
