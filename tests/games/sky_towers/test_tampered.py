"""Tampered start positions (issue 11): refused by the invariants, one sentence naming the field."""

import dataclasses
import json

import pytest

from skywidgets.core import Game, RecordError, load_record
from skywidgets.games.sky_towers.checks import invariants
from skywidgets.games.sky_towers.state import Seat

from .helpers import RS, build


def _mp():
    return RS.new_game(["A", "B"], seed=3)


def _seat(state, i, **changes):
    seats = list(state.seats)
    seats[i] = dataclasses.replace(seats[i], **changes)
    return dataclasses.replace(state, seats=tuple(seats))


def _swap_card(state):
    """Seat 0's first hand card replaced by another value (one too many, one missing)."""
    hand = state.seats[0].hand
    other = 2 if hand[0] != 2 else 3
    return _seat(state, 0, hand=tuple(sorted((other, *hand[1:]))))


CASES = [
    ("mode", lambda s: dataclasses.replace(s, mode="chess")),
    ("difficulty", lambda s: dataclasses.replace(s, difficulty=3)),
    ("players", lambda s: dataclasses.replace(s, players=("A",), seats=s.seats[:1])),
    ("seats", lambda s: dataclasses.replace(s, seats=(*s.seats, Seat()))),
    ("active", lambda s: dataclasses.replace(s, active=2)),
    ("bonus_owner", lambda s: dataclasses.replace(s, bonus_owner=(None,) * 3)),
    ("seats[1].towers", lambda s: _seat(s, 1, towers=((),))),
    ("seats[0].hand: card 57", lambda s: _seat(s, 0, hand=(*s.seats[0].hand, 57))),
    ("cards: ", _swap_card),
    ("seats[0].hand: not sorted", lambda s: _seat(s, 0, hand=tuple(reversed(s.seats[0].hand)))),
    ("seats[0].row", lambda s: _seat(s, 0, row=((s.deck[0], True),), hand=s.seats[0].hand)),
    ("discard", lambda s: dataclasses.replace(s, discard=s.deck[:1], deck=s.deck[1:])),
    ("actions_left", lambda s: dataclasses.replace(s, actions_left=7)),
    ("actions_left", lambda s: dataclasses.replace(s, actions_left=0)),
    ("optional_actions", lambda s: dataclasses.replace(s, optional_actions=-1)),
    ("six_pending", lambda s: dataclasses.replace(s, six_pending=True, put_back_queue=(0,))),
    ("put_back_queue", lambda s: dataclasses.replace(s, put_back_queue=(5,))),
    ("put_back_queue: seat 1 holds 5", lambda s: dataclasses.replace(s, put_back_queue=(1,))),
    ("final_turns_left", lambda s: dataclasses.replace(s, final_turns_left=2)),
    ("final_cancelled", lambda s: dataclasses.replace(s, final_cancelled=True)),
    ("final_round", lambda s: dataclasses.replace(s, final_round=True, final_turns_left=1)),
    ("over", lambda s: dataclasses.replace(s, over=True)),
    ("turn", lambda s: dataclasses.replace(s, turn=0)),
    ("chance", lambda s: dataclasses.replace(s, chance=-4)),
]


@pytest.mark.parametrize(("field", "tamper"), CASES, ids=[c[0] for c in CASES])
def test_a_tampered_multiplayer_state_is_refused_naming_the_field(field, tamper):
    s = _mp()
    assert invariants(s) == []
    problems = invariants(tamper(s))
    assert problems and any(p.startswith(field) for p in problems), problems


def test_towers_break_no_tower_rule():
    s = build(towers={0: [[10, 6]]}, deck=[2])
    assert invariants(_seat(s, 0, towers=((10, 6, 5), ()))) == [
        "cards: 6 cards of value 5 on the table, the box holds 5",
        "seats[0].towers[0]: an incomplete tower of 21",
    ]
    bad = _seat(s, 0, towers=((6, 10), ()))
    assert "seats[0].towers[0]: a 10 above the first card" in invariants(bad)
    done = _seat(s, 0, completed=((10, 1, 5, 5),))
    assert "seats[0].completed[0]: a 1 covered by another card" in invariants(done)
    # a 10 on a 1 breaks the 10's rule first, as a Play of it would be refused
    both = invariants(_seat(s, 0, completed=((10, 1, 10),)))
    assert "seats[0].completed[0]: a 10 above the first card" in both


def test_a_bonus_card_lies_with_a_tower_that_earned_it():
    s = build(completed={0: [[7, 7, 7]]}, bonuses={"Lucky": 0})
    assert invariants(s) == []
    assert invariants(dataclasses.replace(s, bonus_owner=(1, None, None, None))) == [
        "bonus_owner[0]: seat 1 holds Lucky without a completed tower of only 7s"
    ]
    assert invariants(dataclasses.replace(s, bonus_owner=(None,) * 4)) == [
        "bonus_owner[0]: Lucky is on the table though a tower earned it"
    ]


def test_a_pending_5_names_exactly_the_seats_over_5_cards():
    s = build(hands={0: [2], 1: [2, 3, 3, 4, 4, 7]}, deck=[9])
    ok = dataclasses.replace(s, put_back_queue=(1,), actions_left=1)
    assert invariants(ok) == []
    crowded = build(hands={0: [2, 2, 3, 3, 4, 4], 1: [2, 3, 3, 4, 4, 7]}, deck=[9])
    assert invariants(dataclasses.replace(crowded, put_back_queue=(1,), actions_left=1)) == [
        "put_back_queue: seat 0 holds 6 but is not in the queue",
    ]


def test_light_states_keep_their_limits_and_end_when_stuck():
    s = build("light", ("Sol",), hands={0: [2, 3]}, deck=[7])
    assert invariants(s) == []
    assert "seats[0].hand: over the Light hand limit of 4" in invariants(
        _seat(s, 0, hand=(2, 3, 4, 5, 6))
    )
    assert invariants(dataclasses.replace(s, over=True)) == [
        "over: the game is over though an action is still possible"
    ]
    assert "six_pending: Light solitaire has no effect of the 6" in invariants(
        dataclasses.replace(s, six_pending=True)
    )
    assert invariants(dataclasses.replace(s, difficulty=7)) == [
        "difficulty: 7 is not a light difficulty"
    ]


def test_taroma_states_keep_the_automaton_and_its_row():
    s = RS.new_game(["Kim"], seed=5, mode="taroma", difficulty="hard")
    assert invariants(s) == []
    assert invariants(dataclasses.replace(s, players=("Kim", "Bob"))) == [
        "players[1]: the automaton is named Taroma"
    ]
    assert "six_pending: against Taroma a 6 resolves by itself" in invariants(
        dataclasses.replace(s, six_pending=True)
    )
    row = s.seats[1].row
    moved = _seat(s, 1, row=row[1:], hand=(row[0][0],))
    assert "seats[1].hand: Taroma holds its cards in its row, not a hand" in invariants(moved)


def test_a_record_with_a_tampered_start_is_refused_naming_start():
    game = Game.from_state(RS, _mp())
    record = game.record()
    json.dumps(record)
    record["start"] = json.loads(json.dumps(record["start"]))
    record["start"]["actions_left"] = 0
    with pytest.raises(RecordError) as info:
        load_record(record)
    assert info.value.field == "start"
    assert "actions_left" in str(info.value)
