"""SkyIslandsBoard through the real ipywidgets message path, on the real rule model."""

import json
import random

import pytest

from skywidgets.core import Game
from skywidgets.widgets import SkyIslandsBoard, board

from ..core.toy import RULESET as NIM
from .helpers import send, traits

PLAYERS = ["yellow", "red", "blue"]


def hand_ids(game, seat):
    return {t["id"] for t in game.view(None)["hands"][seat]}


def tiles_in(value):
    """Ids of every tile-shaped dict (one with "edges") anywhere inside a view."""
    if isinstance(value, dict):
        found = {value["id"]} if "edges" in value else set()
        return found.union(*(tiles_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(tiles_in(v) for v in value))
    return set()


def test_construction_and_a_stable_repr():
    w = SkyIslandsBoard(players=PLAYERS, seed=3)
    assert w.game_name == "sky_islands" and w.players == PLAYERS
    assert repr(w) == "<SkyIslandsBoard sky_islands step 0 phase '② Placing a sky island tile'>"
    assert [p["id"] for p in w.phases] == [
        "income",
        "place",
        "gains",
        "build",
        "disposal",
        "refill",
        "over",
    ]
    assert w.phase_id == "place" and w.legal and all(e["type"] == "place_tile" for e in w.legal)
    same = SkyIslandsBoard(game=w.game, seat=1)
    assert same.game is w.game and same.seat == 1
    assert isinstance(board("sky_islands", players=PLAYERS), SkyIslandsBoard)
    with pytest.raises(ValueError):
        SkyIslandsBoard(game=Game(NIM, players=["a", "b"]))
    with pytest.raises(TypeError):
        SkyIslandsBoard(players=PLAYERS, game=w.game)


def test_legal_place_tile_message_changes_game_and_traits():
    w = SkyIslandsBoard(players=PLAYERS, seed=1)
    entry = w.legal[0]
    send(w, {"type": "play", "action": entry["action"]})
    assert w.error == {} and w.step == 1 and w.game.step == 1
    placed = [t for t in w.view["tiles"] if t["id"] == entry["action"]["tile"]]
    assert placed and (placed[0]["x"], placed[0]["y"]) == (
        entry["action"]["x"],
        entry["action"]["y"],
    )
    assert w.history[1]["label"] == entry["label"] and w.history[1]["player"] == "yellow"
    assert w.history[1]["phase"] == "② Placing a sky island tile"


def test_illegal_place_tile_names_the_rule_and_changes_nothing():
    w = SkyIslandsBoard(players=PLAYERS, seed=1)
    tile = w.legal[0]["action"]["tile"]
    state, before = w.game.state, traits(w)
    send(
        w,
        {
            "type": "play",
            "action": {"type": "place_tile", "tile": tile, "x": 0, "y": 0, "rotation": 0},
        },
    )
    assert w.error["rule"].startswith("Sky Islands") and w.error["reason"]
    assert w.game.state is state and traits(w) == before
    send(
        w,
        {
            "type": "play",
            "action": {"type": "place_tile", "tile": tile, "x": 0, "y": 0, "rotation": "0"},
        },
    )
    assert w.error["rule"] == "action format" and w.game.state is state


@pytest.mark.parametrize(
    "content",
    [
        {
            "type": "play",
            "action": {
                "type": "place_tile",
                "tile": 10**40,
                "x": 10**40,
                "y": -(10**40),
                "rotation": 10**40,
            },
        },
        {
            "type": "play",
            "action": {"type": "build", "building": "castle", "x": 0, "y": 0, "region": 0},
        },
        {"type": "play", "action": {"type": "keep", "red": -1, "white": 0, "blue": 0}},
        {"type": "play", "action": {"type": "exchange", "give": "gold", "take": "red"}},
    ],
)
def test_out_of_range_actions_are_refused_without_a_crash(content):
    w = SkyIslandsBoard(players=PLAYERS, seed=2)
    state = w.game.state
    send(w, content)
    assert w.error and w.error["rule"] != "widget", w.error
    assert w.game.state is state


def test_seat_views_hide_other_hands_in_view_and_legal():
    w = SkyIslandsBoard(players=PLAYERS, seed=5)
    game = w.game
    for seat in range(3):
        send(w, {"type": "seat", "seat": seat})
        others = set().union(*(hand_ids(game, s) for s in range(3) if s != seat))
        hands = w.view["hands"]
        assert isinstance(hands[seat], list)
        for other in range(3):
            if other != seat:
                assert hands[other] == {"count": len(hand_ids(game, other))}
        shown = tiles_in(w.view) | {e["action"].get("tile") for e in w.legal}
        assert not shown & others, f"seat {seat} sees tiles {shown & others}"
        assert hand_ids(game, seat) <= shown
        if seat == game.state.current_player:
            assert w.legal and {e["action"]["tile"] for e in w.legal} <= hand_ids(game, seat)
        else:
            assert w.legal == []
    send(w, {"type": "seat", "seat": -1})
    assert all(isinstance(h, list) for h in w.view["hands"])


def test_undo_redo_goto_step_and_hint_on_sky_islands():
    w = SkyIslandsBoard(players=PLAYERS, seed=4)
    for _ in range(6):
        send(w, {"type": "step"})
        assert w.error == {}
    assert w.step == 6 and len(w.history) == 7
    send(w, {"type": "undo"})
    assert w.step == 5 and w.can_redo
    send(w, {"type": "redo"})
    assert w.step == 6
    send(w, {"type": "goto", "step": 2})
    assert w.step == 2 and w.history[3]["future"]
    send(w, {"type": "hint"})
    assert any(e["label"] in w.hint for e in w.legal)


def test_a_whole_game_by_bot_steps_ends_with_explained_scores():
    w = SkyIslandsBoard(players=["yellow", "red"], seed=9)
    with w.batch():
        for _ in range(w.game.ruleset.checks.max_steps):
            if w.game.is_over():
                break
            w.play_bot()
    assert w.over and w.phase_id == "over" and w.legal == [] and w.current_player == -1
    assert w.scores["winners"] and w.scores["items"]
    assert all(item["why"] and item["rule"] for item in w.scores["items"])
    assert repr(w).endswith("phase 'Final scoring'>")


def test_random_clicks_never_break_the_board():
    """Messages a confused front end might send: each either plays or sets an error."""
    w = SkyIslandsBoard(players=PLAYERS, seed=11)
    chooser = random.Random(0)
    for _ in range(60):
        legal = w.legal
        if legal and chooser.random() < 0.6:
            send(w, {"type": "play", "id": chooser.randrange(len(legal))})
            assert w.error == {}
        else:
            before = w.game.step
            send(
                w,
                {
                    "type": "play",
                    "action": {
                        "type": "place_tile",
                        "tile": chooser.randrange(-2, 50),
                        "x": chooser.randrange(-9, 9),
                        "y": chooser.randrange(-9, 9),
                        "rotation": chooser.randrange(-1, 5),
                    },
                },
            )
            assert w.error or w.game.step == before + 1


def test_after_an_undo_a_seat_log_does_not_name_the_tile_back_in_hand():
    w = SkyIslandsBoard(players=PLAYERS, seed=3)
    placed = w.game.legal()[0]
    w.play(placed)
    w.undo()
    assert placed.tile in hand_ids(w.game, 0)
    teacher_labels = [e["label"] for e in w.history]
    assert any(e["future"] for e in w.history) and placed.label in teacher_labels
    send(w, {"type": "seat", "seat": 1})
    assert w.error == {} and w.can_redo
    assert [e["step"] for e in w.history] == [0]
    assert placed.label not in json.dumps(w.history)
