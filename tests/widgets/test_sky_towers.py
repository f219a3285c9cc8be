"""SkyTowersTable through the real ipywidgets message path, on the real rule model."""

import json
import random
import re

import pytest

from skywidgets.core import Game
from skywidgets.games.sky_towers import examples
from skywidgets.games.sky_towers.positions import build
from skywidgets.games.sky_towers.state import MODE_PHASES, PHASE_LABELS
from skywidgets.widgets import SkyTowersTable, board

from ..core.toy import RULESET as NIM
from .helpers import send, traits


def blocked_position():
    """Ann (seat 0) holds a 7 blocked by Bob's top 7 and a 10 with both spaces taken."""
    return build(
        players=("Ann", "Bob"),
        hands={0: [3, 4, 7, 8, 10], 1: [2, 5]},
        towers={0: [[10, 2], [10, 5]], 1: [[7], [2]]},
        deck=[3, 3, 2],
    )


def test_construction_repr_and_registry():
    w = SkyTowersTable(players=["Ann", "Bob"], seed=3)
    assert w.game_name == "sky_towers" and w.players == ["Ann", "Bob"]
    assert repr(w) == (
        "<SkyTowersTable sky_towers step 0 phase 'How to Play — your turn: "
        "2 actions (Play, Draw, Return)'>"
    )
    assert [p["id"] for p in w.phases] == ["turn", "effect_5", "effect_6", "last_turn", "over"]
    assert w.card_faces["1"] == {
        "kites": 2,
        "flags": 0,
        "copies": 5,
        "effect": "only another 1 can cover a 1",
    }
    assert w.card_faces["7"]["flags"] == 1 and w.card_faces["10"]["kites"] == 0
    same = SkyTowersTable(game=w.game, seat=1)
    assert same.game is w.game and repr(same).endswith("seat 'Bob'>")
    assert isinstance(board("sky_towers", players=["Ann", "Bob"]), SkyTowersTable)
    with pytest.raises(ValueError):
        SkyTowersTable(game=Game(NIM, players=["a", "b"]))
    with pytest.raises(TypeError):
        SkyTowersTable(players=["Ann", "Bob"], game=w.game)


def test_taroma_table_names_taroma_in_players_and_log():
    w = SkyTowersTable(players=["Kim"], seed=2, mode="taroma")
    assert w.game.players == ["Kim"] and w.players == ["Kim", "Taroma"]
    assert w.current_player == 1 and w.has_automaton
    send(w, {"type": "step"})
    assert w.error == {} and w.history[1]["player"] == "Taroma"
    assert set(w.scores["totals"]) == {"Kim", "Taroma"}
    send(w, {"type": "seat", "seat": 1})  # the table as Taroma's seat sees it
    assert w.error == {} and w.seat == 1 and isinstance(w.view["seats"][0]["hand"], dict)
    send(w, {"type": "seat", "seat": 2})
    assert w.error["rule"] == "widget message" and w.seat == 1
    send(w, {"type": "seat", "seat": 0})
    assert w.error == {} and w.seat == 0 and w.view["seat"] == 0


def test_legal_play_message_changes_game_and_traits():
    w = SkyTowersTable(players=["Ann", "Bob"], seed=3)
    hand = w.view["seats"][0]["hand"]
    entry = next(e for e in w.legal if e["type"] == "play" and e["action"]["tower"] == 0)
    card = entry["action"]["card"]
    send(w, {"type": "play", "action": entry["action"]})
    assert w.error == {} and w.step == 1 and w.game.step == 1
    seat = w.view["seats"][0]
    assert seat["towers"][0] == [card] and seat["tower_totals"][0] == card
    assert len(seat["hand"]) == len(hand) - 1 and w.view["actions_left"] == 1
    assert w.history[1]["label"] == entry["label"] and w.history[1]["player"] == "Ann"


def test_illegal_play_names_the_rule_and_changes_nothing():
    w = SkyTowersTable.at(blocked_position())
    state, before = w.game.state, traits(w)
    send(
        w,
        {"type": "play", "action": {"type": "play", "card": 7, "count": 1, "owner": 0, "tower": 0}},
    )
    assert w.error["rule"] == "Sky Towers — Actions: Play"
    assert "blocks you" in w.error["reason"]
    assert w.game.state is state and traits(w) == before
    send(
        w,
        {
            "type": "play",
            "action": {"type": "play", "card": 10, "count": 1, "owner": 0, "tower": 1},
        },
    )
    assert w.error["rule"] == "Sky Towers — Effects: 10" and w.game.state is state
    send(
        w,
        {"type": "play", "action": {"type": "play", "card": 3, "count": 1, "owner": 1, "tower": 0}},
    )
    assert w.error["rule"] == "Sky Towers — Effects: 8, 9" and w.game.state is state
    send(
        w,
        {
            "type": "play",
            "action": {"type": "play", "card": "3", "count": 1, "owner": 0, "tower": 0},
        },
    )
    assert w.error["rule"] == "action format" and w.game.state is state
    assert traits(w) == before


def test_blocked_cards_come_with_the_reason_for_the_acting_hand_only():
    w = SkyTowersTable.at(blocked_position())
    assert set(w.view["blocked"]) == {"7", "10"}
    assert w.view["blocked"]["7"].startswith("blocked: a 7 is on top of Bob's tower 1")
    assert "Sky Towers — Actions: Play" in w.view["blocked"]["7"]
    assert w.view["blocked"]["10"] == (
        "towers 1, 2: a 10 can only be a tower's first card (Sky Towers — Effects: 10)"
    )
    playable = {e["action"]["card"] for e in w.legal if e["type"] == "play"}
    assert playable == {3, 4, 8}
    assert SkyTowersTable(game=w.game, seat=1).view["blocked"] == {}
    assert SkyTowersTable(game=w.game, seat=0).view["blocked"] == w.view["blocked"]
    w.play({"type": "draw"})
    w.play({"type": "draw"})
    assert w.current_player == 1 and "7" not in w.view["blocked"]


def test_seat_views_hide_the_other_hand_and_the_deck_order():
    w = SkyTowersTable(players=["Ann", "Bob"], seed=3)
    ann_hand = w.game.state.seats[0].hand
    deck = list(w.game.state.deck)
    bob = SkyTowersTable(game=w.game, seat=1)
    assert bob.view["seats"][0]["hand"] == {"count": len(ann_hand)}
    assert bob.view["seats"][1]["hand"] == list(w.game.state.seats[1].hand)
    assert "cards" not in bob.view["deck"] and bob.view["deck"]["count"] == len(deck)
    assert bob.legal == [] and bob.view["blocked"] == {}
    ann = SkyTowersTable(game=w.game, seat=0)
    assert ann.legal and ann.view["seats"][1]["hand"] == {"count": 5}
    assert "cards" not in ann.view["deck"]
    assert w.view["deck"]["cards"] == deck  # the teacher sees everything
    send(bob, {"type": "play", "action": ann.legal[0]["action"]})
    assert bob.error["rule"] == "seat view" and w.game.step == 0


def test_taroma_face_down_cards_stay_hidden_from_the_human_seat():
    w = SkyTowersTable(players=["Kim"], seed=2, mode="taroma")
    row = w.game.state.seats[1].row
    assert row and not any(up for _, up in row)
    kim = SkyTowersTable(game=w.game, seat=0)
    assert [c["value"] for c in kim.view["seats"][1]["row"]] == [None] * len(row)
    assert [c["value"] for c in w.view["seats"][1]["row"]] == [v for v, _ in row]
    assert kim.legal == []  # Taroma's turn: nothing for Kim
    for _ in range(40):  # until Kim's turn
        if w.game.state.current_player == 0:
            break
        w.play_bot()
    assert kim.legal and kim.current_player == 0
    hidden = [v for v, up in w.game.state.seats[1].row if not up]
    shown = kim.view["seats"][1]["row"]
    assert sum(c["value"] is None for c in shown) == len(hidden)
    assert all(c["value"] is not None for c in shown if c["face_up"])
    text = json.dumps(kim.legal)
    assert "taroma" not in text


def test_step_makes_taroma_act_and_the_label_names_its_step():
    w = SkyTowersTable(players=["Kim"], seed=2, mode="taroma")
    expected = w.view["automaton_next"]
    send(w, {"type": "step"})
    assert w.error == {} and w.game.step == 1
    # before the step: the step alone (cards face down); after: the same step, worded after
    # the flip with what Taroma did
    logged = w.history[1]["label"]
    assert logged.split(":")[0] == expected.split(":")[0] and w.history[1]["player"] == "Taroma"
    if expected.startswith("1D"):
        assert "Taroma flipped" in logged and logged != expected
    labels = []
    for _ in range(20):
        if w.game.state.current_player != 1:
            break
        send(w, {"type": "step"})
        assert w.error == {}
        labels.append(w.history[w.step]["label"])
    assert labels and all(re.match(r"(1[A-E]|5 \(Taroma variance\)):", label) for label in labels)
    assert w.current_player == 0
    assert w.game.history[-1].kind.startswith("taroma")


def test_effect_5_cards_are_put_back_through_messages():
    ex = examples.effect_5()
    w = SkyTowersTable.at(ex.state)
    send(w, {"type": "play", "action": ex.moves[0].to_json()})
    assert w.view["pending"] == {"kind": "put_back", "seats": [0, 1, 2], "down_to": 5}
    assert w.current_player == 0 and {e["type"] for e in w.legal} == {"put_back"}
    for move in ex.moves[1:]:
        send(w, {"type": "play", "action": move.to_json()})
        assert w.error == {}
    assert w.view["pending"] is None
    assert [len(s["hand"]) for s in w.view["seats"]] == [5, 5, 5]


def test_four_4s_in_one_play_and_undo_returns_to_the_position():
    w = SkyTowersTable.at(examples.effect_4().state)
    send(
        w,
        {"type": "play", "action": {"type": "play", "card": 4, "count": 4, "owner": 0, "tower": 0}},
    )
    assert w.error == {} and w.view["seats"][0]["completed"] == [[5, 4, 4, 4, 4]]
    assert next(b for b in w.view["bonuses"] if b["name"] == "Fours")["owner"] == 0
    send(w, {"type": "undo"})
    assert w.step == 0 and w.view["seats"][0]["towers"][0] == [5]


def test_light_and_bot_steps_run_to_the_end():
    w = SkyTowersTable(players=["Sol"], seed=5, mode="light")
    assert w.view["light"]["hand_limit"] == 4 and w.view["actions_left"] is None
    for _ in range(300):
        if w.over:
            break
        send(w, {"type": "step"})
        assert w.error == {}
    assert w.over and w.legal == [] and w.view["blocked"] == {}
    send(w, {"type": "step"})
    assert w.error["rule"] == "game over"


@pytest.mark.parametrize(
    ("mode", "players"),
    [
        ("multiplayer", ["Ann", "Bob"]),
        ("multiplayer", ["A", "B", "C"]),
        ("light", ["Sol"]),
        ("taroma", ["Kim"]),
    ],
)
def test_phase_bar_lists_the_steps_of_the_mode_and_every_step_reached(mode, players):
    options = {} if mode == "multiplayer" else {"mode": mode}
    w = SkyTowersTable(players=players, seed=1, **options)
    listed = [p["id"] for p in w.phases]
    assert listed == list(MODE_PHASES[mode])
    assert all(p["label"] == PHASE_LABELS[p["id"]] for p in w.phases)
    chooser = random.Random(1)
    seen = {w.phase_id}
    with w.batch():
        while not w.game.is_over():
            if w.game.play_automaton() is None:
                w.game.play(chooser.choice(w.game.legal()))
            seen.add(w.game.state.phase_id)
    assert seen <= set(listed), f"{mode} reached {seen - set(listed)}"
    assert "over" in seen


def test_score_unit_is_the_word_the_table_uses():
    assert SkyTowersTable(players=["Ann", "Bob"], seed=3).scores["unit"] == "kite"
    assert SkyTowersTable(players=["Kim"], seed=3, mode="taroma").scores["unit"] == "kite"
    light = SkyTowersTable(players=["Sol"], seed=3, mode="light")
    assert light.scores["unit"] == "point"
    assert set(light.scores) >= {"totals", "winners", "items"}
