"""The engine's copies (`core.evolve`, `with_seat`, `with_pending`: through the constructor)
equal `dataclasses.replace`, leave the original alone, refuse unknown fields and carry nothing
derived over."""

from __future__ import annotations

import dataclasses

import pytest

from skywidgets.games.terra_mystica.facts import BoardFacts
from skywidgets.games.terra_mystica.state import (
    STATE_CLASSES,
    PowerOffer,
    TurnEnd,
    evolve,
    with_pending,
    with_seat,
)

from .helpers import game_moves

COMBOS = ["fakirs,dwarves,witches,mermaids", None, "engineers,darklings,nomads", None]


def test_copies_equal_dataclasses_replace_and_leave_the_original_alone():
    checked = 0
    for seed in range(12):
        for n, (s, _action) in enumerate(game_moves(COMBOS[seed % 4], seed + 700, 2 + seed % 4)):
            if n % 5:
                continue
            i = n % len(s.seats)
            before = dataclasses.replace(s)
            new = evolve(s, round=s.round + 1, acted=not s.acted)
            assert new == dataclasses.replace(s, round=s.round + 1, acted=not s.acted)
            assert s == before and new is not s and type(new) is type(s)
            seat = s.seats[i]
            moved = with_seat(s, i, coins=seat.coins + 3, used=seat.used | {"x"})
            direct = list(s.seats)
            direct[i] = dataclasses.replace(seat, coins=seat.coins + 3, used=seat.used | {"x"})
            assert moved == dataclasses.replace(s, seats=tuple(direct))
            assert s == before and moved.seats[i] is not seat
            rest = s.pending[1:] if s.pending else (TurnEnd(i),)
            assert with_pending(s, rest) == dataclasses.replace(s, pending=rest) and s == before
            for p in s.pending:
                assert evolve(p) == p and evolve(p) is not p
            checked += 1
    assert checked > 300


def test_every_state_class_is_copied_field_by_field():
    offer = PowerOffer(1, power=3, actor=0)
    assert evolve(offer, power=2) == PowerOffer(1, power=2, actor=0)
    for cls in STATE_CLASSES:
        assert [f.name for f in dataclasses.fields(cls)]  # a dataclass with fields


def test_unknown_fields_are_refused():
    s, _action = next(iter(game_moves(None, 1)))
    with pytest.raises(TypeError):
        evolve(s, no_such_field=1)
    with pytest.raises(TypeError):
        with_seat(s, 0, no_such_field=1)


def test_a_copy_works_its_board_facts_out_anew():
    for s, _action in game_moves(None, 5):
        if any(o >= 0 for o in s.owner):
            break
    assert s.facts.own  # worked out on the original
    owner = (-1,) * len(s.owner)
    emptied = evolve(s, owner=owner)
    assert emptied.facts == BoardFacts(owner, s.building, s.bridges) and not emptied.facts.own
