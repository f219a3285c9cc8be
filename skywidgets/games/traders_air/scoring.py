"""Rulebook 6, Scoring, as pure functions over plain tables (names, numbers, contract counts)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from skywidgets.core import ScoreItem, ScoreSheet

from .data import CITIES, marker_value

if TYPE_CHECKING:  # the state keeps its sheet (State.score_sheet), so it imports this module
    from .state import State

Contracts = Mapping[str, Mapping[str, int]]  # city -> player -> contracts there

R_UNSOLD = "Traders 6 — unsold goods, 1 point each"
R_SOLD = "Traders 6 — sold goods, 1 point plus the marker's number"
R_CITY = "Traders 6 — 2 points per city with a contract, 4 for a monopoly"
R_FIRST = "Traders 6 — first to take from the last supply space, 2 points"
R_TALLEST = "Traders 6 — most guild contracts in a city, 3 points (ties all score)"
R_CITIES = "Traders 6 — contracts in the most cities, 4 points (ties all score)"
R_ONES = "Traders 6 — most sold goods with number 1, 5 points (ties all score)"
R_TIE = "Traders 6 — tie: most guild contracts on the board, then a shared win"


def unsold_points(values: Sequence[int]) -> int:
    """Unsold goods markers: 1 point each, whatever their number."""
    return len(values)


def sold_marker_points(value: int) -> int:
    """One sold marker: 1 point plus its number (a '1' is worth 2, a '3' is worth 4)."""
    return 1 + value


def city_points(row: Mapping[str, int]) -> dict[str, int]:
    """One city: 2 points for each player with a contract there, 4 for a sole holder."""
    holders = [p for p, n in row.items() if n > 0]
    return {p: (4 if len(holders) == 1 else 2) for p in holders}


def _best(counts: Mapping[str, int]) -> list[str]:
    """Everyone sharing the highest count, provided it is at least 1."""
    top = max(counts.values(), default=0)
    return [p for p, n in counts.items() if n == top] if top > 0 else []


def tallest_stack_holders(players: Sequence[str], contracts: Contracts) -> list[str]:
    """Players owning the tallest single stack of contracts in any city."""
    return _best(
        {p: max((row.get(p, 0) for row in contracts.values()), default=0) for p in players}
    )


def most_cities_holders(players: Sequence[str], contracts: Contracts) -> list[str]:
    """Players with contracts in the most cities."""
    return _best({p: sum(1 for row in contracts.values() if row.get(p, 0) > 0) for p in players})


def most_sold_ones_holders(sold: Mapping[str, Sequence[int]]) -> list[str]:
    """Players who sold the most markers with number 1."""
    return _best({p: list(vals).count(1) for p, vals in sold.items()})


def contracts_on_board(player: str, contracts: Contracts) -> int:
    """A player's guild contracts on the board (the tie-break)."""
    return sum(row.get(player, 0) for row in contracts.values())


def _plural(n: int, word: str) -> str:
    if n == 1:
        return f"{n} {word}"
    return f"{n} {word[:-1]}ies" if word.endswith("y") else f"{n} {word}s"


def final_items(
    players: Sequence[str],
    unsold: Mapping[str, Sequence[int]],
    sold: Mapping[str, Sequence[int]],
    contracts: Contracts,
    first_to_last: str | None,
) -> list[ScoreItem]:
    """Every scoring line of section 6, in the rulebook's order."""
    items: list[ScoreItem] = []
    for p in players:
        if unsold.get(p):
            n = len(unsold[p])
            items.append(
                ScoreItem(
                    p,
                    "unsold goods",
                    unsold_points(unsold[p]),
                    f"{_plural(n, 'unsold goods marker')}, 1 point each",
                    R_UNSOLD,
                )
            )
        for v in (1, 2, 3):
            n = list(sold.get(p, ())).count(v)
            if n:
                items.append(
                    ScoreItem(
                        p,
                        f"sold goods ({v})",
                        n * sold_marker_points(v),
                        f"{_plural(n, 'sold marker')} with number {v}, "
                        f"{sold_marker_points(v)} points each",
                        R_SOLD,
                    )
                )
    for city, row in contracts.items():
        for p, pts in city_points(row).items():
            why = (
                f"the only player with contracts in {city} (monopoly)"
                if pts == 4
                else f"{_plural(row[p], 'contract')} in {city}"
            )
            items.append(ScoreItem(p, f"city {city}", pts, why, R_CITY))
    if first_to_last is not None:
        items.append(
            ScoreItem(
                first_to_last,
                "first to the last supply space",
                2,
                "first to take goods markers from supply stack 5",
                R_FIRST,
            )
        )
    tallest = tallest_stack_holders(players, contracts)
    height = max((row.get(p, 0) for row in contracts.values() for p in tallest), default=0)
    for p in tallest:
        items.append(
            ScoreItem(
                p,
                "most contracts in a city",
                3,
                f"the tallest stack of contracts in a city ({height})",
                R_TALLEST,
            )
        )
    widest = most_cities_holders(players, contracts)
    for p in widest:
        n = sum(1 for row in contracts.values() if row.get(p, 0) > 0)
        items.append(
            ScoreItem(
                p,
                "contracts in the most cities",
                4,
                f"contracts in {_plural(n, 'city')}, the most",
                R_CITIES,
            )
        )
    ones = most_sold_ones_holders({p: sold.get(p, ()) for p in players})
    for p in ones:
        n = list(sold.get(p, ())).count(1)
        items.append(
            ScoreItem(
                p, "most sold 1s", 5, f"{_plural(n, 'sold marker')} with number 1, the most", R_ONES
            )
        )
    return items


def final_winners(
    players: Sequence[str], totals: Mapping[str, int], contracts: Contracts
) -> tuple[list[str], str]:
    """The winners: most points; then most contracts on the board; then shared."""
    best = max(totals[p] for p in players)
    tied = [p for p in players if totals[p] == best]
    if len(tied) == 1:
        return tied, ""
    on_board = {p: contracts_on_board(p, contracts) for p in tied}
    top = max(on_board.values())
    winners = [p for p in tied if on_board[p] == top]
    text = ", ".join(f"{p} {on_board[p]}" for p in tied)
    verdict = "shared win" if len(winners) > 1 else f"{winners[0]} wins"
    return winners, (f"tied on {best} points; contracts on the board: {text} — {verdict} [{R_TIE}]")


def score_table(
    players: Sequence[str],
    unsold: Mapping[str, Sequence[int]],
    sold: Mapping[str, Sequence[int]],
    contracts: Contracts,
    first_to_last: str | None,
    final: bool = True,
) -> ScoreSheet:
    """The explained score sheet of an end-of-game table (winners only when final)."""
    items = final_items(players, unsold, sold, contracts, first_to_last)
    sheet = ScoreSheet.build(players, items, winners=())
    if not final:
        return sheet
    winners, tiebreak = final_winners(players, sheet.totals(), contracts)
    return ScoreSheet.build(players, items, winners=winners, tiebreak=tiebreak)


def state_tables(
    state: State,
) -> tuple[dict[str, list[int]], dict[str, list[int]], dict[str, dict[str, int]]]:
    """(unsold, sold, contracts) of a game state as plain name-keyed tables."""
    names = state.players
    unsold = {p: [marker_value(m) for m in s.goods] for p, s in zip(names, state.seats)}
    sold = {p: [marker_value(m) for m in s.sold] for p, s in zip(names, state.seats)}
    contracts = {
        CITIES[c]: {p: n for p, n in zip(names, row) if n} for c, row in enumerate(state.contracts)
    }
    return unsold, sold, contracts


def state_sheet(state: State) -> ScoreSheet:
    """Section 6 applied to a game state; winners once the game is over."""
    unsold, sold, contracts = state_tables(state)
    first = None if state.first_to_last is None else state.players[state.first_to_last]
    return score_table(state.players, unsold, sold, contracts, first, final=state.step == "over")


def scores(state: State) -> ScoreSheet:
    """Section 6 applied to the table now (worked out once per state: see State.score_sheet)."""
    return state.score_sheet
