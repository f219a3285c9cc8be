"""Which components a game uses and which named rules it always plays: the base game's box
(`terra_mystica`), the boxes expansions add (Merchants of the Seas registers its own through
layers.py), and the base game's league options.

One engine plays every box; the state records its box (`State.box`) and the options in
effect (`State.options`). The tiles' data is in tables.py (one entry per tile the engine
knows, as snellman's engine keeps every expansion's); a box says which of them it puts on the
table and which of the engine's named rules it always plays (jsnell's way: the rules an
expansion changes are options the engine already has, switched on by the box).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Mapping

from skywidgets.core.memo import memo

BASE = "base"


R_POWER_BASE = "Terra Mystica — Phase II: Power actions"


@dataclasses.dataclass(frozen=True)
class Box:
    """The components of one box (the tiles its decks and supplies hold) and the named rules
    it always plays."""

    name: str
    round_tiles: tuple[int, ...]  # the round scoring tiles drawn from
    bonus_cards: tuple[str, ...]  # the Bonus cards drawn from (players + 3 of them)
    favors: tuple[str, ...]
    towns: tuple[str, ...]
    power_actions: tuple[str, ...]
    structures: tuple[str, ...]
    # rule options of the base game this box always plays (e.g. "variable-turn-order")
    rules: frozenset[str] = frozenset()
    range_top: int = 0  # the top of the merchant factions' Range track (0: they have none)
    power_rule: str = R_POWER_BASE  # the rule a refused power action cites
    source_rules: Mapping[str, str] = dataclasses.field(default_factory=dict)  # VP source -> rule
    options: tuple[str, ...] = ()  # the options a game of this box may take
    round_tiles_ok: Callable[[tuple[int, ...]], bool] | None = None  # placement limits


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
        options=OPTIONS,
        round_tiles=rounds,
        bonus_cards=bonus,
        favors=tuple(f"FAV{n}" for n in range(1, 13)),
        towns=towns,
        power_actions=tuple(f"ACT{n}" for n in range(1, 7)),
        structures=("D", "TP", "TE", "SH", "SA"),
    )


def box_of(box: str, options: frozenset[str]) -> Box:
    """The components of a game of `box` with `options`."""
    if box != BASE:
        return BOXES[box](options)
    return _base_box(options)


_base_box = memo(64)(base_box)  # the base box's components, remembered per option set

# The boxes an expansion adds, by name: options -> its components (filled by layers.py).
BOXES: dict[str, Callable[[frozenset[str]], Box]] = {}


def box_names() -> tuple[str, ...]:
    """The boxes a game may be of: the base game's and every expansion's registered."""
    return (BASE, *BOXES)


def rules_in_play(box: str, options: frozenset[str]) -> frozenset[str]:
    """The named rule options a game plays: its own options and those its box always plays."""
    return options | box_of(box, options).rules


def spade_tile_ok(box: str, tiles: tuple[int, ...]) -> bool:
    """Whether a drawn sequence of round tiles respects the box's placement limits."""
    check = box_of(box, frozenset()).round_tiles_ok
    if check is not None:
        return check(tiles)
    return all(t != 1 or pos < 4 for pos, t in enumerate(tiles))  # SCORE1 not in rounds 5–6
