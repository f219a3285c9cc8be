"""Hand-built positions for examples, tests and tutorials, with every marker accounted for.

Markers are written as a colour letter and a number, e.g. "O3" (orange 3) or "B1" (brown 1).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .actions import space_name
from .data import (
    CITIES,
    CITY_INDEX,
    COLOUR_LETTER,
    COLOURS,
    CONTRACTS_PER_PLAYER,
    MARKERS,
    city_spaces,
    space_cities,
)
from .setup import split_stacks
from .state import Seat, State

_LETTER_COLOUR = {letter: COLOURS.index(name) for name, letter in COLOUR_LETTER.items()}


class _Pool:
    """Hands out the lowest unused marker id of a written kind."""

    def __init__(self, removed: Sequence[str]) -> None:
        self.removed = {COLOURS.index(c) for c in removed}
        self.free = [m for m in range(len(MARKERS)) if MARKERS[m][0] not in self.removed]

    def take(self, spec: str) -> int:
        """Take the lowest unused marker of kind `spec` ("O3")."""
        colour, value = _LETTER_COLOUR[spec[0]], int(spec[1:])
        if colour in self.removed:
            raise ValueError(f"{spec}: that colour is out of the game")
        for m in self.free:
            if MARKERS[m] == (colour, value):
                self.free.remove(m)
                return m
        raise ValueError(f"no {spec} marker left")


def build_position(
    players: Sequence[str],
    *,
    side: str = "A",
    turn_player: str | None = None,
    step: str = "actions",
    ship: str = "New Copenhagen",
    money: Mapping[str, int] | None = None,
    goods: Mapping[str, Sequence[str]] | None = None,
    sold: Mapping[str, Sequence[str]] | None = None,
    contracts: Mapping[str, Mapping[str, int]] | None = None,
    spaces: Mapping[str, Sequence[str | None]] | None = None,
    supply: Sequence[Sequence[str]] | None = None,
    supply_tops: Sequence[Sequence[str]] | None = None,
    removed_colours: Sequence[str] = (),
    mats: Mapping[str, str] | None = None,
    reversed_arrows: bool = False,
    compass: bool = False,
    round: int = 5,
    acted: bool = False,
    moves: int = 0,
    ending: bool = False,
    first_to_last: str | None = None,
) -> State:
    """A legal-looking table: unnamed spaces stay empty; unused markers go to the supply.

    `supply` gives the exact stacks (top first; the unused markers then go to the box);
    `supply_tops` puts markers on top of the stacks and spreads the unused ones below them.
    """
    players = tuple(players)
    seat_of = {p: i for i, p in enumerate(players)}
    pool = _Pool(removed_colours)
    board: list[int | None] = [None] * len(space_cities(side))
    for city, specs in (spaces or {}).items():
        slots = city_spaces(side)[CITY_INDEX[city]]
        for slot, spec in zip(slots, specs):
            board[slot] = None if spec is None else pool.take(spec)
    rows = [[0] * len(players) for _ in CITIES]
    for city, row in (contracts or {}).items():
        for p, n in row.items():
            rows[CITY_INDEX[city]][seat_of[p]] = n
    seats = []
    for i, p in enumerate(players):
        on_board = sum(r[i] for r in rows)
        seats.append(
            Seat(
                money=(money or {}).get(p, 0),
                goods=tuple(sorted(pool.take(s) for s in (goods or {}).get(p, ()))),
                sold=tuple(sorted(pool.take(s) for s in (sold or {}).get(p, ()))),
                contracts_left=CONTRACTS_PER_PLAYER - on_board,
                mat=(mats or {}).get(p),
            )
        )
    removed = tuple(m for m in range(len(MARKERS)) if MARKERS[m][0] in pool.removed)
    if supply is not None:
        stacks = tuple(tuple(pool.take(s) for s in stack) for stack in supply)
        stacks += ((),) * (5 - len(stacks))
        box = tuple(sorted(removed + tuple(pool.free)))
    else:
        tops = [[pool.take(s) for s in stack] for stack in (supply_tops or ())]
        tops += [[] for _ in range(5 - len(tops))]
        # once the end is triggered, stacks 1-4 are spent and the rest lies on stack 5
        below = ((),) * 4 + (tuple(pool.free),) if ending else split_stacks(pool.free)
        stacks = tuple(tuple(t + list(b)) for t, b in zip(tops, below))
        box = removed
    return State(
        players=players,
        seed=0,
        chance=3,
        side=side,
        compass=compass or reversed_arrows,
        reversed_arrows=reversed_arrows,
        guild_mats=bool(mats),
        spaces=tuple(board),
        stacks=stacks,
        box=box,
        seats=tuple(seats),
        contracts=tuple(tuple(r) for r in rows),
        ship=CITY_INDEX[ship],
        bank=-sum(s.money for s in seats),
        turn_player=seat_of[turn_player] if turn_player else 0,
        round=round,
        step=step,
        acted=acted,
        moves=moves,
        ending=ending,
        first_to_last=None if first_to_last is None else seat_of[first_to_last],
    )


def find_marker(markers: Sequence[int], spec: str) -> int:
    """The first marker id of a written kind ("O3") among `markers`."""
    want = (_LETTER_COLOUR[spec[0]], int(spec[1:]))
    for m in markers:
        if MARKERS[m] == want:
            return m
    raise ValueError(f"no {spec} among the markers")


def on_space(state: State, space: int) -> int:
    """The marker on a warehouse space (ValueError when the space is empty)."""
    marker = state.spaces[space]
    if marker is None:
        raise ValueError(f"{space_name(space, state.side)} is empty")
    return marker


def goods_of(state: State, player: str) -> list[str]:
    """A player's unsold goods written as "O3"-style kinds."""
    seat = state.players.index(player)
    return [
        f"{COLOUR_LETTER[COLOURS[MARKERS[m][0]]]}{MARKERS[m][1]}" for m in state.seats[seat].goods
    ]
