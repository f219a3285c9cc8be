"""Hidden information in views, conservation invariants, JSON, phases."""

import dataclasses
import json

from skywidgets.games.sky_towers.actions import Draw, Play
from skywidgets.games.sky_towers.checks import hidden_check, invariants, reveals
from skywidgets.games.sky_towers.state import PHASES

from .helpers import RS, build, play


def test_a_seat_sees_its_hand_and_only_counts_of_the_others():
    s = RS.new_game(["A", "B", "C"], seed=1)
    v = RS.view(s, 1)
    assert v["seats"][1]["hand"] == list(s.seats[1].hand)
    assert v["seats"][0]["hand"] == {"count": 5} and v["seats"][2]["hand"] == {"count": 5}
    assert v["deck"] == {"count": 35}
    assert hidden_check(s, 1, v) == []
    json.dumps(v)


def test_the_teacher_sees_everything():
    s = RS.new_game(["A", "B"], seed=1)
    v = RS.view(s, None)
    assert v["deck"]["cards"] == list(s.deck)
    assert [x["hand"] for x in v["seats"]] == [list(x.hand) for x in s.seats]


def test_hidden_check_catches_a_leak():
    s = RS.new_game(["A", "B"], seed=1)
    assert hidden_check(s, 0, RS.view(s, None)) != []


def test_taromas_face_down_cards_are_hidden_from_both_seats():
    s = RS.new_game(["Kim"], seed=1, mode="taroma")
    for seat in (0, 1):
        v = RS.view(s, seat)
        assert [c["value"] for c in v["seats"][1]["row"]] == [None] * 5
        assert hidden_check(s, seat, v) == []
    assert [c["value"] for c in RS.view(s, None)["seats"][1]["row"]] == [
        v for v, _ in s.seats[1].row
    ]
    assert RS.view(s, 1)["seats"][0]["hand"] == {"count": 5}


def test_taromas_next_action_is_public_in_the_view():
    s = RS.new_game(["Kim"], seed=1, mode="taroma")
    assert RS.view(s, 0)["automaton_next"].startswith("1D")


def test_light_set_aside_cards_are_hidden():
    s = RS.new_game(["Sol"], seed=1, mode="light")
    v = RS.view(s, 0)
    assert v["set_aside"] == {"count": 4} and v["light"]["hand_limit"] == 4
    assert "not yet" in v["light"]["verdict"] and v["actions_left"] is None
    # never shown, not even in the teacher's view: they are out of this game, unseen
    assert RS.view(s, None)["set_aside"] == {"count": 4}
    assert "cards" in RS.view(s, None)["deck"]


def test_draw_events_never_name_the_card():
    s = build(hands={0: [2]}, deck=[9, 6])
    s = play(s, Draw())
    assert s.events == ("Ann draws a card (1 left in the deck)",)


def test_invariants_catch_a_lost_card_and_a_stolen_bonus():
    s = build(hands={0: [2]}, deck=[9])
    assert invariants(s) == []
    lost = dataclasses.replace(s, deck=())
    assert invariants(lost) == ["cards: 0 cards of value 9 on the table, the box holds 1"]
    bad = dataclasses.replace(s, bonus_owner=(None, None, 7, None))
    assert invariants(bad) != []


def test_state_json_round_trip():
    s = play(RS.new_game(["A", "B"], seed=2), Draw())
    data = json.loads(json.dumps(RS.state_to_json(s)))
    assert RS.state_from_json(data) == s


def test_phases_are_listed_in_rulebook_order():
    assert [p for p, _ in PHASES] == [
        "turn",
        "effect_5",
        "effect_6",
        "last_turn",
        "light",
        "taroma",
        "over",
    ]
    s = RS.new_game(["A", "B"])
    assert s.phase == dict(PHASES)["turn"]


def test_reveals_marks_draws_for_strict_undo():
    s = build(hands={0: [2]}, deck=[9, 6])
    assert reveals(s, play(s, Draw()))
    assert not reveals(s, play(s, Play(2, 1, 0, 0)))


def test_the_deciding_hand_shows_why_a_card_cannot_be_played():
    s = build(
        hands={0: [3, 7, 10], 1: [2, 5]},
        towers={0: [[10, 2], [10, 5]], 1: [[7], [2]]},
        deck=[3, 3, 2],
    )
    why = RS.view(s, 0)["blocked"]
    assert set(why) == {"7", "10"} and RS.view(s, None)["blocked"] == why
    assert why["7"].startswith("blocked: a 7 is on top of Bob's tower 1")
    assert "Sky Towers — Effects: 10" in why["10"]
    assert RS.view(s, 1)["blocked"] == {}  # not Bob's decision
    assert RS.view(play(s, Draw(), Draw()), 0)["blocked"] == {}
