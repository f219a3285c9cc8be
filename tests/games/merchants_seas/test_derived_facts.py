"""What the engine derives from a state (board facts, reach, upgrade options, transform
candidates, income and option tables, remembered by value) agrees with straightforward
computations over many random positions: each fact is worked out again here from the state's
fields alone."""

from __future__ import annotations

import random

import pytest

from skywidgets.core import IllegalAction, evolve
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas.fleet import ships
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import (
    board,
    building,
    decisions,
    facts,
    income,
    legal,
    reach,
    upgrading,
)
from skywidgets.games.terra_mystica import (
    tables as data,
)
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.facts import BoardFacts
from skywidgets.games.terra_mystica.state import SpadeUse
from skywidgets.games.terra_mystica.transform_list import transform_moves

from .helpers import forget_memos

COMBOS = [
    "witches,nomads,engineers,darklings",
    "fakirs,dwarves,darklings,witches",
    "engineers,fakirs",
    "dwarves,nomads,witches",
    None,  # the factions the seed draws (merchant factions among them)
]


def _positions(factions, seed, players=4):
    """Positions of one random game (more building than passing), as play reaches them."""
    names = [f"P{k}" for k in range(factions.count(",") + 1 if factions else players)]
    options = {"factions": factions} if factions else {}
    s = rs.start(names, seed=seed, **options)
    rnd = random.Random(seed)
    while not rs.is_over(s):
        yield s
        legal_now = rs.legal_actions(s)
        busy = [a for a in legal_now if a.kind not in ("pass", "convert", "finish")]
        s = rs.apply(s, rnd.choice(busy if busy and rnd.random() < 0.85 else legal_now))


def _all_positions():
    for k, factions in enumerate(COMBOS):
        for seed in (1, 2):
            yield from _positions(factions, seed=seed * 7 + k)


def _naive_counts(s, i):
    out = {}
    for h, o in enumerate(s.owner):
        if o == i:
            out[s.building[h]] = out.get(s.building[h], 0) + 1
    return out


def _naive_neighbours(s, h):
    out = set(board.ADJ[h])
    for a, b, _seat in s.bridges:
        if h == a:
            out.add(b)
        if h == b:
            out.add(a)
    return out


def _naive_reach(s, i):
    """{hex: how}: land next to a structure, a bridge end or a ship, within shipping, or by
    carpet / tunnel (rulebook: Transform and Build, indirect adjacency)."""
    seat = s.seats[i]
    head = s.pending[0] if s.pending else None
    built = head.built if isinstance(head, SpadeUse) and head.seat == i else -1
    own = [h for h in range(board.N_HEXES) if s.owner[h] == i and h != built]  # see SpadeUse
    bon4 = seat.bonus == "BON4" and s.step == "actions"  # Phase II only
    n = 0 if FACTIONS[seat.faction].merchants else seat.shipping + bon4
    out = {}
    for h in board.LAND:
        near_own = any(h in _naive_neighbours(s, o) for o in own)
        shipped = n > 0 and any(h in board.shores(o, n) for o in own)
        near_ship = any(h in board.ADJ[x] for x in ships(s, i))
        if near_own or shipped or near_ship:
            out[h] = "direct"
        elif own and seat.faction in ("fakirs", "dwarves"):
            tw7 = seat.towns.count("TW7") if s.box == "base" else 0
            carpet = min(4, 1 + ("SH" in _naive_counts(s, i)) + tw7)
            limit = 1 + (carpet if seat.faction == "fakirs" else 1)
            if any(board.hex_distance(h, o) <= limit for o in own):
                out[h] = "carpet" if seat.faction == "fakirs" else "tunnel"
    if isinstance(head, SpadeUse) and head.seat == i and head.flown >= 0:
        # one flight / tunnel per action: what is left is direct, and the hex flown to
        out = {h: "direct" for h, how in out.items() if how == "direct" or h == head.flown}
    return out


def _tried_transforms(s, i):
    """Every Transform and Build `building.plan` accepts, in the listing order: hexes of the
    reach, the wheel's terrains, the Dwelling, then the Dwellings paid by a ship."""
    home = FACTIONS[s.seats[i].faction].home
    out = []
    for h in sorted(_naive_reach(s, i)):
        tries = [A.TransformAndBuild(h, t, False, -1) for t in data.WHEEL]
        tries.append(A.TransformAndBuild(h, home, True, -1))
        tries += [A.TransformAndBuild(h, home, True, x) for x in sorted(set(ships(s, i)))]
        for a in tries:
            try:
                building.plan(s, i, a.hex, a.terrain, a.build, a.ship)
            except IllegalAction:
                continue
            out.append(a)
    return out


def _tried_upgrades(s, i):
    out = []
    for h in range(board.N_HEXES):
        if s.owner[h] != i:
            continue
        for to in data.STRUCTURES:
            try:
                upgrading.upgrade_cost(s, i, h, to)
            except IllegalAction:
                continue
            out.append(A.Upgrade(h, to))
    return out


@pytest.mark.parametrize("seed", [3, 4])
def test_board_facts_derived_move_by_move_equal_facts_from_scratch(seed):
    seen = 0
    for s in _positions(None, seed=seed):
        for i in range(len(s.seats)):
            assert dict(facts.counts_of(s, i)) == _naive_counts(s, i)
            assert facts.hexes_of(s, i) == tuple(h for h, o in enumerate(s.owner) if o == i)
            seen += 1
    assert seen > 100


def test_derived_facts_agree_with_straightforward_computations():
    spade_lists = 0
    for n, s in enumerate(_all_positions()):
        seat_on_turn = s.current_player
        for i in range(len(s.seats)):
            assert dict(reach.reach_entry(s, i).map) == _naive_reach(s, i)
            seat = s.seats[i]
            structures = tuple(_naive_counts(s, i).items())
            assert income.income_of(s, i) == income.income(
                seat.faction, structures, seat.favors, seat.bonus
            )
            favors = [
                t
                for t, left in s.favor_pool
                if left > 0
                and t not in s.seats[i].favors
                and not (
                    sum(data.FAVORS[t][0].values()) == 1
                    and any(
                        data.FAVORS[f][0].keys() == data.FAVORS[t][0].keys()
                        and sum(data.FAVORS[f][0].values()) == 1
                        for f in s.seats[i].favors
                    )
                )
            ]
            assert decisions.favor_options(s, i) == favors
            spots = [
                (a, b)
                for a, b in board.BRIDGE_SPOTS
                if i in (s.owner[a], s.owner[b])
                and all((a, b) != (x, y) for x, y, _seat in s.bridges)
            ]
            if s.seats[i].bridges >= data.BRIDGES_PER_FACTION:
                spots = []
            assert decisions.bridge_options(s, i) == spots
        head = s.pending[0].kind if s.pending else s.step
        if head in ("actions", "spades") and n % 2 == 0:
            assert transform_moves(s, seat_on_turn) == _tried_transforms(s, seat_on_turn)
            spade_lists += head == "spades"
        if head == "actions" and n % 2 == 0:
            assert legal.upgrades(s, seat_on_turn) == _tried_upgrades(s, seat_on_turn)
    assert spade_lists > 0


def test_lists_are_the_same_with_every_memo_emptied():
    for s in _positions("fakirs,dwarves,darklings,witches", seed=9):
        warm = rs.legal_actions(s)
        assert forget_memos() > 10
        assert rs.legal_actions(evolve(s)) == warm  # a copy: nothing derived yet


def test_board_facts_are_the_boards_and_stay_bounded():
    """A state's facts are those of its own board (a copy works them out again), and the
    boards remembered by value never exceed their bound over many games."""
    seen = 0
    for seed in range(6):
        for n, s in enumerate(_positions(None, seed=seed + 20)):
            if n % 3:
                continue
            assert s.facts == BoardFacts(s.owner, s.building, s.bridges)
            assert evolve(s).facts.counts == BoardFacts(s.owner, s.building, s.bridges).counts
            assert facts.board_facts.cache_info().currsize <= facts.BOARDS
            for i in range(len(s.seats)):
                assert dict(reach.reach_entry(s, i).map) == _naive_reach(s, i)
            seen += 1
    assert seen > 300
