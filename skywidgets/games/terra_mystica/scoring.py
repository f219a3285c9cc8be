"""Scoring as pure functions: trades, power offers, pass bonuses, round tiles, final scoring."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from skywidgets.core import ScoreItem, ScoreSheet

from . import tables
from .boxes import box_of
from .factions import FACTIONS
from .reach import network_size
from .state import State

R_FINAL = "Terra Mystica — Final scoring"
R_INGAME = "Terra Mystica — Victory points during the game"
# Every source of in-game VP the rules name, with its rule: a position or record with any
# other source is refused (consistency.py); a box adds and overrides its own (boxes.py).
SOURCE_RULES = {
    "starting VP": "Terra Mystica — Setup (20 VP)",
    "power from neighbours": "Terra Mystica — gaining power (VP = power − 1)",
    "round scoring tiles": "Terra Mystica — Round scoring tiles",
    "bonus cards": "Terra Mystica — Bonus cards",
    "favor tiles": "Terra Mystica — Favor tiles",
    "town tiles": "Terra Mystica — Towns",
    "town bonus": "Terra Mystica — Towns (faction abilities)",
    "exchange track": "Terra Mystica — advancing on the Exchange track",
    "shipping track": "Terra Mystica — advancing on the Shipping track",
    "faction abilities": "Terra Mystica — faction abilities",
    "power actions": "Terra Mystica — Phase II: Power actions",
    "income": "Terra Mystica — Phase I: Income",
    "Philosopher's Stone": "Terra Mystica — Alchemists: Philosopher's Stone",
    "Witches' town bonus": "Terra Mystica — Witches: 5 VP for each town",
    "Engineers' bridges": "Terra Mystica — Engineers: 3 VP per bridge when passing",
}


def round_bonus(tile: int, event: str, count: int = 1) -> int:
    """VP a round scoring tile gives for `count` events of kind `event` in Phase II."""
    what, vp = tables.ROUND_TILES[tile][:2]
    return vp * count if what == event else 0


def rank_points(values: Sequence[int], table: Sequence[int]) -> list[int]:
    """Points by rank (ties share the places' points, rounded down); 0 scores nothing."""
    out = [0] * len(values)
    ranked = sorted({v for v in values if v > 0}, reverse=True)
    place = 0
    for v in ranked:
        tied = [k for k, x in enumerate(values) if x == v]
        pts = sum(table[place + j] for j in range(len(tied)) if place + j < len(table))
        for k in tied:
            out[k] = pts // len(tied)
        place += len(tied)
    return out


def leftover_vp(
    coins: int, workers: int, priests: int, bowls: Sequence[int], per_vp: int = tables.COINS_PER_VP
) -> int:
    """Leftover resources: everything to coins (bowl II burnt), 3 coins per VP (the
    Alchemists: 2, their Philosopher's Stone)."""
    return (coins + workers + priests + bowls[2] + bowls[1] // 2) // per_vp


def final_items(
    names: Sequence[str],
    networks: Sequence[int],
    cults: Sequence[Sequence[int]],
    leftovers: Sequence[int],
) -> list[ScoreItem]:
    """Final scoring items: largest network, each cult track, leftover resources."""
    items = []
    for k, pts in enumerate(rank_points(list(networks), tables.NETWORK_VP)):
        if pts:
            items.append(
                ScoreItem(
                    names[k],
                    "final: network",
                    pts,
                    f"largest network of {networks[k]} structures",
                    R_FINAL,
                )
            )
    for c, cult in enumerate(tables.CULTS):
        pos = [row[c] for row in cults]
        for k, pts in enumerate(rank_points(pos, tables.CULT_VP)):
            if pts:
                items.append(
                    ScoreItem(
                        names[k],
                        f"final: {cult.title()} cult",
                        pts,
                        f"space {pos[k]} on {cult.title()}",
                        R_FINAL,
                    )
                )
    for k, vp in enumerate(leftovers):
        if vp:
            items.append(
                ScoreItem(
                    names[k], "final: resources", vp, "leftover resources, 3 coins per VP", R_FINAL
                )
            )
    return items


def in_game_items(
    name: str, vp_by: Sequence[tuple[str, int]], box_rules: Mapping[str, str] | None = None
) -> list[ScoreItem]:
    """One item per source of in-game VP, citing its rule (the box's own where it has one:
    `box_rules`, by source)."""
    rules = {**SOURCE_RULES, **(box_rules or {})}
    return [
        ScoreItem(name, src, pts, f"{pts} VP from {src} during play", rules.get(src, R_INGAME))
        for src, pts in vp_by
        if pts
    ]


def scores(state: State) -> ScoreSheet:
    """The score sheet: in-game VP by source; final scoring once the game is over."""
    items: list[ScoreItem] = []
    box = box_of(state.box, state.options)
    for name, seat in zip(state.players, state.seats):
        items += in_game_items(name, seat.vp_by, box.source_rules)
    if state.step != "over":
        return ScoreSheet.build(state.players, items, winners=())
    n = len(state.players)
    items += final_items(
        state.players,
        [network_size(state, i) for i in range(n)],
        [s.cults for s in state.seats],
        [
            leftover_vp(s.coins, s.workers, s.priests, s.bowls, FACTIONS[s.faction].coins_per_vp)
            for s in state.seats
        ],
    )
    return ScoreSheet.build(
        state.players, items, tiebreak="Terra Mystica has no tie-break: tied players share."
    )
