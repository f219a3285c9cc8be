"""Positions of the base game (the `terra_mystica` box) for the faction rule tests
(tests/games/terra_mystica/test_faction_*.py): a Phase II position built like
`merchants_seas.positions.table`, but from a base-game setup (base tiles, Bonus cards, Favor
and Town tiles, league options, no Dock and no ships)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from skywidgets.core import evolve
from skywidgets.games.merchants_seas import RULESET, apply, legal_actions
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.base_game import new_game
from skywidgets.games.terra_mystica.checks import invariants
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.income import income_of
from skywidgets.games.terra_mystica.positions import H
from skywidgets.games.terra_mystica.state import PowerOffer, State, TurnEnd

__all__ = [
    "RULES",
    "A",
    "H",
    "again",
    "apply",
    "done",
    "income_of",
    "invariants",
    "legal_actions",
    "terrain",
    "tm",
    "vp_from",
]

RULES = RULESET
# SCORE3 (Dwelling 2 VP) in round 1, then SCORE4, 5, 6, 7, 8: a legal base-game sequence
TILES = (3, 4, 5, 6, 7, 8)
CARDS = ("BON3", "BON5", "BON7", "BON8", "BON9")  # the seats' Bonus cards, in seat order
# on display: the first 3 of these the seats do not hold (players + 3 cards in all)
POOL = ("BON1", "BON2", "BON4", "BON6", "BON3", "BON5", "BON7", "BON8", "BON9")


def tm(
    factions: Sequence[str],
    builds: Iterable[tuple[str, int, str]] = (),
    *,
    tiles: tuple[int, ...] = TILES,
    bonus: Sequence[str] | None = None,
    pool: Sequence[str] | None = None,
    seat_kw: Mapping[int, Mapping[str, Any]] | None = None,
    options: Iterable[str] = (),
    rnd: int = 1,
    turn: int = 0,
    **extra: Any,
) -> State:
    """A base-game Phase II position, round `rnd`, seat `turn` on turn: `builds` = [(hex
    name, seat, structure)] (each hex turned into its owner's home terrain), `bonus` = each
    seat's Bonus card, `pool` = the cards on display (3 of them by default), `seat_kw` =
    {seat: {field: value}} (the Town and Favor tiles they hold are taken from the supply),
    `options` = league options; `extra` sets other State fields."""
    n = len(factions)
    s = new_game(
        [chr(65 + k) for k in range(n)],
        0,
        factions=",".join(factions),
        round_tiles=[f"SCORE{t}" for t in tiles],
        **dict.fromkeys(options, True),
    )
    owner, building, terrain = list(s.owner), list(s.building), list(s.terrain)
    for name, seat, struct in builds:
        owner[H[name]], building[H[name]] = seat, struct
        terrain[H[name]] = FACTIONS[s.factions[seat]].home
    cards = tuple(bonus or CARDS[:n])
    shown = tuple(pool or [c for c in POOL if c not in cards][:3])
    seats = [evolve(seat, bonus=cards[k]) for k, seat in enumerate(s.seats)]
    for k, fields in (seat_kw or {}).items():
        seats[k] = evolve(seats[k], **fields)
    held_towns = [t for seat in seats for t in seat.towns]
    held_favors = [f for seat in seats for f in seat.favors]
    return evolve(
        s,
        town_pool=tuple((t, n - held_towns.count(t)) for t, n in s.town_pool),
        favor_pool=tuple((f, n - held_favors.count(f)) for f, n in s.favor_pool),
        owner=tuple(owner),
        building=tuple(building),
        terrain=tuple(terrain),
        step="actions",
        round=rnd,
        turn=turn,
        order=tuple(range(n)),
        queue=(),
        seats=tuple(seats),
        bonus_pool=tuple((c, 0) for c in shown),
        **extra,
    )


def done(state: State) -> State:
    """`state` after the seat on turn ends its turn, when the finish step is due."""
    if state.pending and isinstance(state.pending[0], TurnEnd):
        return apply(state, A.EndTurn())
    return state


def again(state: State, seat: int = 0) -> State:
    """A later turn of `seat` in the same round: the turn ended (finish step included) and
    power offers declined (a shortcut past the other seats' turns)."""
    state = done(state)
    while state.pending and isinstance(state.pending[0], PowerOffer):
        state = apply(state, A.Leech(False, state.pending[0].power))
    assert not state.pending, state.pending
    return evolve(state, turn=seat, acted=False)


def terrain(state: State, **hexes: str) -> State:
    """`state` with the named hexes turned into the given terrains (`E7="S"`)."""
    terr = list(state.terrain)
    for name, letter in hexes.items():
        terr[H[name]] = letter
    return evolve(state, terrain=tuple(terr))


def vp_from(state: State, seat: int, source: str) -> int:
    """The VP seat `seat` has scored from `source` (0 when none)."""
    return dict(state.seats[seat].vp_by).get(source, 0)
