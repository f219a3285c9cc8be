"""The seventh speed pass's fast paths agree with direct computations over random games:
state copies with combined `__dict__`s (`evolve`, `with_seat`, `with_pending`), the upgrade
options filed under shared keys, the near-ship tuples of a transform plan, the smaller
identity table of boards (its facts still those worked out from scratch), and the start
seats, bonus choices and finish steps made once."""

from __future__ import annotations

import dataclasses
import sys

import pytest

from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas import board, facts, legal, setup, transform_list
from skywidgets.games.merchants_seas.actions import ChooseBonus
from skywidgets.games.merchants_seas.facts import BoardFacts
from skywidgets.games.merchants_seas.state import (
    SpadeUse,
    TurnEnd,
    evolve,
    with_pending,
    with_seat,
)

from .test_fast_paths import _game

COMBOS = ["fakirs,dwarves,witches,mermaids", None, "engineers,darklings,nomads", None]


def _states(seed, factions=None, players=4):
    """The states of one seeded random game (`test_fast_paths._game`), as play reaches them."""
    return (s for s, _action in _game(factions, seed, players))


def _combined(obj):
    """Whether `obj.__dict__` owns its keys (CPython: a split dict's size leaves them out)."""
    fields = vars(obj)
    return sys.getsizeof(fields) == sys.getsizeof(dict(fields))


def test_copies_equal_dataclasses_replace_and_leave_the_original_alone():
    checked = 0
    for seed in range(12):
        for n, s in enumerate(_states(seed + 700, COMBOS[seed % 4], players=2 + seed % 4)):
            if n % 5:
                continue
            i = n % len(s.seats)
            before = dataclasses.replace(s)
            new = evolve(s, round=s.round + 1, acted=not s.acted)
            assert new == dataclasses.replace(s, round=s.round + 1, acted=not s.acted)
            assert s == before and new is not s and vars(new) is not vars(s)
            seat = s.seats[i]
            moved = with_seat(s, i, coins=seat.coins + 3, used=seat.used | {"x"})
            direct = list(s.seats)
            direct[i] = dataclasses.replace(seat, coins=seat.coins + 3, used=seat.used | {"x"})
            assert moved == dataclasses.replace(s, seats=tuple(direct))
            assert s == before and moved.seats[i] is not seat
            rest = s.pending[1:] if s.pending else (TurnEnd(i),)
            popped = with_pending(s, rest)
            assert popped == dataclasses.replace(s, pending=rest) and s == before
            checked += 1
    assert checked > 300
    s = next(iter(_states(1)))
    with pytest.raises(TypeError):
        evolve(s, no_such_field=1)
    with pytest.raises(TypeError):
        with_seat(s, 0, no_such_field=1)


@pytest.mark.skipif(sys.implementation.name != "cpython", reason="CPython's dict layout")
def test_states_and_seats_in_play_have_combined_dicts():
    """A split `__dict__` (a copy of one the constructor made) would put every attribute
    read of states and seats on CPython's slow path again: see `state.evolve`."""
    checked = 0
    for seed in range(6):
        for n, s in enumerate(_states(seed + 800, COMBOS[seed % 4])):
            if n == 0:
                continue  # the constructor's state: its first copy is combined
            assert _combined(s)
            assert _combined(with_seat(s, 0)) and _combined(with_seat(s, 0).seats[0])
            assert _combined(evolve(s.seats[0])) and _combined(with_pending(s, ()))
            checked += 1
    assert checked > 500


def test_upgrades_under_shared_keys_equal_options_worked_out_again():
    checked = listed = filed = 0
    for seed in range(16):
        for n, s in enumerate(_states(seed + 900, COMBOS[seed % 4], players=2 + seed % 4)):
            if n % 3 or s.step != "actions":
                continue
            for i in range(len(s.seats)):
                fast = legal.upgrades(s, i)
                key = (i, s.seats[i].faction, s.box)
                known = facts.board_facts(s).upgrades
                if key in known:  # filed (a seat short of the cheapest upgrade files nothing)
                    assert next(k for k in known if k == key) is legal._KEYS[key]
                    filed += 1
                facts.clear_caches()  # the options worked out from scratch
                assert legal.upgrades(s, i) == fast
                checked += 1
                listed += len(fast)
    assert checked > 1000 and listed > 500 and filed > 500


def _near_ships(s, i, hexes):
    """For each hex of `hexes`, seat `i`'s ships next to it (distinct, in board order)."""
    ships = sorted(set(s.seats[i].ships))
    return tuple(tuple(x for x in ships if h in board.ADJ[x]) for h in hexes)


def test_a_plans_near_ships_are_the_ships_next_to_each_hex():
    checked = shared = 0
    for seed in range(30):
        for s in _states(seed + 1000, COMBOS[seed % 2], players=3 + seed % 3):
            head = s.pending[0] if s.pending else None
            if type(head) is SpadeUse and head.flown >= 0:
                continue
            for i, seat in enumerate(s.seats):
                if not seat.ships:
                    continue
                entry = transform_list.reach_entry(s, i)
                plan = transform_list._Plan(s, i, entry)
                direct = _near_ships(s, i, plan.hexes)
                if any(direct):
                    assert plan.near_ships == direct
                    shared += sum(len(t) == 1 for t in direct)
                else:
                    assert plan.near_ships == ()
                checked += 1
    assert checked > 300 and shared > 100


def test_boards_filed_by_identity_have_the_facts_worked_out_from_scratch():
    """Many games roll the (smaller) identity table over; the facts found for every state
    still match its board, and both generations stay within their bound."""
    facts.clear_caches()
    checked = 0
    for seed in range(40):
        for n, s in enumerate(_states(seed + 1100, players=2 + seed % 4)):
            if n % 4:
                continue
            found = facts.board_facts(s)
            direct = BoardFacts.of(s.owner, s.building)
            assert found.counts == direct.counts and found.own == direct.own
            assert len(facts._BY_ID) <= facts.BOARD_IDS >= len(facts._OLD_IDS)
            checked += 1
    assert checked > 1200
    facts.clear_caches()


def test_start_seats_made_once_equal_seats_made_again():
    from skywidgets.games.merchants_seas.boxes import SEAS
    from skywidgets.games.merchants_seas.factions import FACTIONS

    for box in (SEAS, "base"):
        for faction in FACTIONS:
            seat = setup.new_seat(faction, box)
            assert seat == setup._new_seat(faction, box)
            assert setup.new_seat(faction, box) is seat  # shared: seats are immutable
            if sys.implementation.name == "cpython":
                assert _combined(seat)


def test_bonus_choices_and_finish_steps_made_once_equal_ones_made_again():
    choices = steps = 0
    for seed in range(20):
        for s in _states(seed + 1200, COMBOS[seed % 4], players=2 + seed % 4):
            if s.step == "setup_bonus" and not s.pending:
                assert rs.legal_actions(s) == [ChooseBonus(c) for c, _n in s.bonus_pool]
                choices += 1
            for p in s.pending:
                if type(p) is TurnEnd:
                    assert p == TurnEnd(s.turn)  # the seat on turn, behind its follow-ups
                    steps += 1
    assert choices > 50 and steps > 500
