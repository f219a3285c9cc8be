"""Core's mechanics for immutable states: one way to change, one derived cache, one memo."""

from __future__ import annotations

import dataclasses
import json
import pickle

import pytest

from skywidgets.core import evolve
from skywidgets.core.derived import Derived, derived
from skywidgets.core.memo import Memo, memo
from skywidgets.core.serial import encode

CALLS: list[str] = []


@dataclasses.dataclass(frozen=True)
class Seat(Derived):
    name: str
    coins: tuple[int, ...]

    @derived
    def total(self) -> int:
        CALLS.append(self.name)
        return sum(self.coins)


def test_evolve_changes_fields_runs_the_constructor_and_refuses_unknown_names():
    seen = []

    @dataclasses.dataclass(frozen=True)
    class Checked:
        n: int

        def __post_init__(self):
            seen.append(self.n)

    assert evolve(Checked(1), n=2) == Checked(2) and seen == [1, 2, 2]
    with pytest.raises(TypeError):
        evolve(Checked(1), m=3)


def test_a_derived_value_is_made_once_per_object_and_not_carried_to_a_copy():
    CALLS.clear()
    seat = Seat("ann", (1, 2, 3))
    assert seat.total == 6 and seat.total == 6 and CALLS == ["ann"]
    richer = evolve(seat, coins=(10,))
    assert richer.total == 10


def test_equality_hash_json_and_pickle_ignore_derived_values():
    plain, used = Seat("ann", (1, 2)), Seat("ann", (1, 2))
    assert used.total == 3
    assert plain == used and hash(plain) == hash(used)
    assert encode(plain) == encode(used) and "total" not in json.dumps(encode(used))
    assert pickle.dumps(plain) == pickle.dumps(used)
    back = pickle.loads(pickle.dumps(used))
    assert back == used and "total" not in vars(back) and back.total == 3


def test_memo_keeps_at_most_maxsize_values():
    calls = []

    @memo(2)
    def square(n: int) -> int:
        calls.append(n)
        return n * n

    assert [square(2), square(2), square(3), square(4), square(2)] == [4, 4, 9, 16, 4]
    assert calls == [2, 3, 4, 2]  # 2 was forgotten when 4 came in
    with pytest.raises(ValueError):
        memo(0)


def test_a_memo_mapping_forgets_the_least_recently_used():
    box: Memo[str, int] = Memo(2)
    box.put("a", 1)
    box.put("b", 2)
    assert box.get("a") == 1  # a is now the most recent
    box.put("c", 3)
    assert box.get("b") is None and box.get("a") == 1 and len(box) == 2
    assert box.get_or_make("d", lambda: 4) == 4 and box.get_or_make("d", lambda: 5) == 4


def test_evolve_equals_dataclasses_replace_with_init_vars_and_non_init_fields():
    @dataclasses.dataclass(frozen=True)
    class Mixed:
        a: int
        hint: dataclasses.InitVar[int | None] = None
        b: str = "x"
        c: int = dataclasses.field(default=0, init=False)

    made = Mixed(1, 7, "y")
    assert evolve(made, b="z") == dataclasses.replace(made, b="z") == Mixed(1, None, "z")
    assert evolve(made, a=2).a == 2 and evolve(made, a=2).b == "y"
    with pytest.raises(TypeError):
        evolve(made, c=3)  # not a constructor field, as dataclasses.replace refuses it
