"""Which components a game uses: the base game's box (`terra_mystica`) or the base game with
Merchants of the Seas (`merchants_seas`), and the base game's league options.

One engine plays both; the state records its box (`State.box`) and the options in effect
(`State.options`). The tables themselves are in tables.py (one entry per tile of either box);
this module says which of them each box puts on the table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection

from skywidgets.core.memo import memo

from . import tables

SEAS = "seas"
BASE = "base"


@dataclasses.dataclass(frozen=True)
class Box:
    """The components of one box: the tiles its decks and supplies hold."""

    name: str
    round_tiles: tuple[int, ...]  # the round scoring tiles drawn from
    bonus_cards: tuple[str, ...]  # the Bonus cards drawn from (players + 3 of them)
    favors: tuple[str, ...]
    towns: tuple[str, ...]
    power_actions: tuple[str, ...]
    structures: tuple[str, ...]


_SEAS = Box(
    SEAS,
    round_tiles=tuple(range(10, 22)),
    bonus_cards=tuple(
        sorted(f"BON{n}" for n in ("1", "2", "3", "4", "5", "6X", "7", "8", "9", "11", "12", "13"))
    ),
    favors=tuple(f"FAV{n}" for n in range(1, 17)),
    towns=("TW1", "TW2", "TW3", "TW4", "TW5", "TW7", "TW9"),
    power_actions=tuple(f"ACT{n}" for n in range(1, 10)),
    structures=tables.STRUCTURES,
)

# League options of the base game (snellman's names; `drop-faction` is snellman's command for
# a player who left, an option here: leaving.py; `cult-step-back` is snellman's TW5 workaround,
# an option here: step_back.py; `offers-wait` is snellman's flow, where an offer may be
# answered after other turns: waiting.py). The first eight change what is played;
# the last four are the way this engine always plays (a game may name them, not turn them off).
TILE_OPTIONS = ("mini-expansion-1", "shipping-bonus", "temple-scoring-tile")
RULE_OPTIONS = (
    "variable-turn-order",
    "errata-cultist-power",
    "drop-faction",
    "cult-step-back",
    "offers-wait",
)
ALWAYS = ("strict-leech", "strict-darkling-sh", "strict-chaosmagician-sh", "maintain-player-order")
OPTIONS = TILE_OPTIONS + RULE_OPTIONS + ALWAYS
# What each ALWAYS option means here, for the message refusing to turn it off.
ALWAYS_MEANS = {
    "strict-leech": "a power offer is answered before the offered faction's own next turn",
    "strict-darkling-sh": "the Darklings convert workers to priests when the Stronghold is built",
    "strict-chaosmagician-sh": "a pass ends the Chaos Magicians' double turn",
    "maintain-player-order": "players sit in the order they are listed",
}


def base_box(options: Collection[str] = ()) -> Box:
    """The base game's components with the tile options in `options`."""
    rounds = tuple(range(1, 9)) + ((9,) if "temple-scoring-tile" in options else ())
    bonus: tuple[str, ...] = tuple(f"BON{n}" for n in range(1, 10))
    if "shipping-bonus" in options:
        bonus += ("BON10",)
    towns: tuple[str, ...] = ("TW1", "TW2", "TW3", "TW4", "TW5")
    if "mini-expansion-1" in options:
        towns += ("TW6", "TW7", "TW8")
    return Box(
        BASE,
        round_tiles=rounds,
        bonus_cards=bonus,
        favors=tuple(f"FAV{n}" for n in range(1, 13)),
        towns=towns,
        power_actions=tuple(f"ACT{n}" for n in range(1, 7)),
        structures=tuple(s for s in tables.STRUCTURES if s != "SY"),
    )


# Merchants of the Seas with the mini expansion's other Town tiles (its +1 Shipping tiles, TW7,
# are in the box already, 2 of them: Merchants of the Seas — Preparation).
_SEAS_MINI = dataclasses.replace(_SEAS, towns=tuple(sorted(_SEAS.towns + ("TW6", "TW8"))))
SEAS_OPTIONS = ("mini-expansion-1",)


def box_of(box: str, options: frozenset[str]) -> Box:
    """The components of a game of `box` with `options`."""
    if box == SEAS:
        return _SEAS_MINI if "mini-expansion-1" in options else _SEAS
    return _base_box(options)


_base_box = memo(64)(base_box)  # the base box's components, remembered per option set


def spade_tile_ok(box: str, tiles: tuple[int, ...]) -> bool:
    """Whether a drawn sequence of round tiles respects the box's placement limits."""
    if box == SEAS:
        return tables.round_tile_ok(tiles)
    return all(t != 1 or pos < 4 for pos, t in enumerate(tiles))  # SCORE1 not in rounds 5–6
