"""Game End and Final Scoring: influence per connected island, and the explained score sheet."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from skywidgets.core import ScoreItem, ScoreSheet

from .building import RULE_TOWER_GAIN
from .data import GAME
from .gains import RULE_GAINS
from .income import RULE_INCOME
from .islands import geometry, influence
from .state import State

P = TypeVar("P")  # how a player is named: a seat's name, or its index (position_value)

RULE_ISLAND = f"{GAME} — Final Scoring: scoring for each connected island"
RULE_TIES = f"{GAME} — Final Scoring: ties and special cases"
RULE_CLOSED = f"{GAME} — Final Scoring: closed islands"
RULE_WIN = f"{GAME} — Winning the game"


def island_points(tiles: int, closed: bool, influence: Mapping[P, int]) -> dict[P, int]:
    """Points of every player named in `influence` for one connected island (0s included):
    a sole first takes the island's value, a sole second half of it, tied firsts half each."""
    if tiles < 0 or any(v < 0 for v in influence.values()):
        raise ValueError("tiles and influence must not be negative")
    out = dict.fromkeys(influence, 0)
    ranked = sorted({v for v in influence.values() if v > 0}, reverse=True)
    if not ranked:
        return out
    base = tiles * (2 if closed else 1)
    firsts = [p for p, v in influence.items() if v == ranked[0]]
    if len(firsts) > 1:
        for p in firsts:
            out[p] = base // 2
        return out
    out[firsts[0]] = base
    if len(ranked) > 1:
        seconds = [p for p, v in influence.items() if v == ranked[1]]
        if len(seconds) == 1:
            out[seconds[0]] = base // 2
    return out


def _why(player: str, tiles: int, closed: bool, influence: Mapping[str, int]) -> str:
    """Why `player` scores what it scores on one island, in plain words."""
    base = tiles * (2 if closed else 1)
    count = f"{tiles} tile{'s' if tiles != 1 else ''}"
    size = f"{count}, doubled to {base} because the island is closed" if closed else count
    mine = influence[player]
    others = [p for p, v in influence.items() if v > 0]
    shares = ", ".join(f"{p} {influence[p]}" for p in sorted(others, key=lambda p: -influence[p]))
    firsts = [p for p in others if influence[p] == max(influence.values())]
    if player in firsts and len(firsts) > 1:
        return f"tied first with influence {mine} ({shares}): half of {base} ({size}), rounded down"
    if player in firsts:
        return f"sole first with influence {mine} ({shares}): {size}"
    return f"sole second with influence {mine} ({shares}): half of {base} ({size}), rounded down"


def island_items(
    source: str, tiles: int, closed: bool, influence: Mapping[str, int]
) -> list[ScoreItem]:
    """One score item per player who scores on this island (nobody else gets an item)."""
    points = island_points(tiles, closed, influence)
    tied = sum(1 for p in points if points[p] and influence[p] == max(influence.values())) > 1
    rule = RULE_TIES if tied else (RULE_CLOSED if closed else RULE_ISLAND)
    return [
        ScoreItem(p, source, pts, _why(p, tiles, closed, influence), rule)
        for p, pts in points.items()
        if pts
    ]


def island_influence(state: State) -> list[dict[str, int]]:
    """Influence of every player on each connected island, in island order."""
    geo = geometry(state.board)
    n = len(state.players)
    return [dict(zip(state.players, influence(isl, state.houses, n))) for isl in geo.islands]


def final_scoring(state: State) -> list[ScoreItem]:
    """The final-scoring items of every connected island as the board stands."""
    items: list[ScoreItem] = []
    geo = geometry(state.board)
    for island, infl in zip(geo.islands, island_influence(state)):
        kind = "closed island" if island.closed else "island"
        source = f"{kind} {island.id + 1} ({island.tiles} tile{'s' if island.tiles > 1 else ''})"
        items += island_items(source, island.tiles, island.closed, infl)
    return items


def game_point_items(state: State) -> list[ScoreItem]:
    """Victory points gained during the game, one item per player and source."""
    items = []
    for name, seat in zip(state.players, state.seats):
        if seat.vp_income:
            items.append(
                ScoreItem(
                    name,
                    "income",
                    seat.vp_income,
                    "green flying ships under harbour-equipped trading houses",
                    RULE_INCOME,
                )
            )
        if seat.vp_gains:
            items.append(
                ScoreItem(
                    name,
                    "gains",
                    seat.vp_gains,
                    "green flying ships on placed, neighbouring or discarded tiles",
                    RULE_GAINS,
                )
            )
        if seat.vp_towers:
            items.append(
                ScoreItem(
                    name,
                    "towers",
                    seat.vp_towers,
                    "trading houses on the connected island of each tower built",
                    RULE_TOWER_GAIN,
                )
            )
    return items


def scores(state: State) -> ScoreSheet:
    """Points so far; once over, the final scoring too and the (shared) winners."""
    items = game_point_items(state)
    if state.phase_id != "over":
        return ScoreSheet.build(state.players, items, winners=())
    items += final_scoring(state)
    return sheet_with_winners(state.players, items)


def sheet_with_winners(players: Sequence[str], items: list[ScoreItem]) -> ScoreSheet:
    """A final sheet: the highest total wins; players tied for it share the victory."""
    sheet = ScoreSheet.build(players, items)
    if len(sheet.winners) > 1:
        return ScoreSheet.build(
            players,
            items,
            winners=sheet.winners,
            tiebreak=f"tied totals share the victory ({RULE_WIN})",
        )
    return sheet
