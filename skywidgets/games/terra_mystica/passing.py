"""Phase II: Passing — pass VP, returning and taking Bonus cards, next round's order."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from skywidgets.core import IllegalAction

from . import tables
from .factions import ENGINEERS_BRIDGE_PASS_VP
from .reach import structure_counts
from .resources import seats_with, vp_fields
from .rounds import turn_over
from .state import State

R_PASS = "Terra Mystica — Phase II: Passing"


def pass_vp(state: State, i: int) -> list[tuple[str, int]]:
    """The VP seat `i` scores when passing: bonus card, favor tiles, Engineers' bridges."""
    seat = state.seats[i]
    out = []
    rule = tables.BONUS_CARDS[seat.bonus][2] if seat.bonus else None
    if rule and rule[0] in PASS_RULES:
        out.append(("bonus cards", PASS_RULES[rule[0]](state, i, rule)))
    for tile, vp in FAVOR_PASS_VP.items():
        if tile in seat.favors:
            out.append(("favor tiles", vp(state, i)))
    if seat.faction == "engineers" and structure_counts(state, i).get("SH"):
        n = sum(
            1 for a, b, s in state.bridges if s == i and state.owner[a] == i and state.owner[b] == i
        )
        out.append(("Engineers' bridges", n * ENGINEERS_BRIDGE_PASS_VP))
    return [(s, v) for s, v in out if v]


def _per_structure(state: State, i: int, rule: tuple[Any, ...]) -> int:
    """VP per structure of the kinds the card names."""
    counts = structure_counts(state, i)
    return int(sum(counts.get(s, 0) for s in rule[1]) * rule[2])


# VP for passing by a Bonus card's pass rule: (state, seat, rule) -> VP ("per": structures,
# "per_shipping": BON10, by the Shipping track; an expansion adds its own through layers.py).
PASS_RULES: dict[str, Callable[[State, int, tuple[Any, ...]], int]] = {
    "per": _per_structure,
    "per_shipping": lambda state, i, rule: state.seats[i].shipping * rule[2],
}
# VP for passing by Favor tile, in this order (an expansion adds its own through layers.py).
FAVOR_PASS_VP: dict[str, Callable[[State, int], int]] = {
    "FAV12": lambda state, i: tables.FAV12_PASS_VP[min(structure_counts(state, i).get("TP", 0), 4)],
}


def pass_options(state: State) -> list[str]:
    """Bonus cards one may take when passing ("" only in the last round)."""
    if state.round >= tables.ROUNDS:
        return [""]
    return [c for c, _n in state.bonus_pool]


def pass_turn(state: State, i: int, card: str) -> State:
    """Pass: score pass VP, return your card, take another (not in round 6)."""
    if card not in pass_options(state):
        raise IllegalAction(R_PASS, "take one of the Bonus cards on display (none in round 6)")
    seat = state.seats[i]
    vp = vp_fields(seat, pass_vp(state, i))
    pool = dict(state.bonus_pool)
    coins = pool.pop(card, 0) if card else 0
    if seat.bonus:
        pool[seat.bonus] = 0
    return turn_over(
        state,
        seats=seats_with(state, i, bonus=card, passed=True, coins=seat.coins + coins, **vp),
        bonus_pool=tuple(sorted(pool.items())),
        next_order=state.next_order + (i,),
    )
