"""Views: the face-down supply stays hidden; conservation checks catch broken states."""

import dataclasses
import json

from skywidgets.games.traders_air import hidden_check, invariants, new_game, view
from skywidgets.games.traders_air.state import Seat

from .helpers import PLAYERS


def test_seats_see_stack_heights_only():
    state = new_game(list(PLAYERS), seed=2)
    for seat in range(3):
        shown = view(state, seat)
        json.dumps(shown)
        assert all(set(s) == {"count"} for s in shown["supply"])
        assert [s["count"] for s in shown["supply"]] == [len(s) for s in state.stacks]
        assert hidden_check(state, seat, shown) == []


def test_the_teacher_sees_the_stacks():
    state = new_game(list(PLAYERS), seed=2)
    shown = view(state, None)
    assert [m["id"] for m in shown["supply"][0]["markers"]] == list(state.stacks[0])


def test_hidden_check_catches_a_leak():
    state = new_game(list(PLAYERS), seed=2)
    assert hidden_check(state, 0, view(state, None))
    leaky = view(state, 0)
    leaky["extra"] = {"id": state.stacks[3][0], "colour": "x", "value": 1}
    assert hidden_check(state, 0, leaky)


def test_view_shape():
    shown = view(new_game(list(PLAYERS)), 1)
    assert shown["ship"] == "New Copenhagen" and shown["phase_id"] == "income"
    assert len(shown["cities"]) == 9 and len(shown["spaces"]) == 14
    assert shown["seats"][1]["contracts_left"] == 15
    assert shown["seats"][0]["mat"] == {"name": "generic", "ability": None}
    assert ["New Copenhagen", "Thespian"] in shown["arrows"]


def test_invariants_catch_lost_markers_contracts_and_money():
    state = new_game(list(PLAYERS))
    assert invariants(state) == []
    assert invariants(dataclasses.replace(state, box=state.box[1:]))
    seats = (dataclasses.replace(state.seats[0], contracts_left=14), *state.seats[1:])
    assert invariants(dataclasses.replace(state, seats=seats))
    assert invariants(dataclasses.replace(state, bank=state.bank + 1))
    extra = (Seat(money=0, goods=(state.spaces[0],)), *state.seats[1:])
    assert any("two places" in p for p in invariants(dataclasses.replace(state, seats=extra)))
