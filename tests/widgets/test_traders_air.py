"""TradersBoard through the real ipywidgets message path, on the real rule model."""

import pytest

from skywidgets.core import Game
from skywidgets.games.traders_air import CollectIncome
from skywidgets.games.traders_air.examples import EXAMPLES, final_scoring_state
from skywidgets.widgets import TradersBoard, board

from ..core.toy import RULESET as NIM
from .helpers import send, traits

PLAYERS = ["Ann", "Michael", "Marianne"]


def at_actions(seed=0, **options):
    """A board whose start player has taken income: actions phase at New Copenhagen."""
    w = TradersBoard(players=PLAYERS, seed=seed, **options)
    w.play(CollectIncome())
    return w


def marker_ids(value):
    """Ids of every marker-shaped dict anywhere inside a view."""
    if isinstance(value, dict):
        found = {value["id"]} if {"id", "colour", "value"} <= set(value) else set()
        return found.union(*(marker_ids(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(marker_ids(v) for v in value))
    return set()


def test_construction_and_a_stable_repr():
    w = TradersBoard(players=PLAYERS, seed=0)
    assert w.game_name == "traders_air" and w.players == PLAYERS
    assert repr(w) == "<TradersBoard traders_air step 0 phase '4.1 Income'>"
    assert [p["id"] for p in w.phases] == [
        "income",
        "replenish",
        "actions",
        "losses",
        "taxes",
        "over",
    ]
    assert [e["type"] for e in w.legal] == ["collect_income"]
    same = TradersBoard(game=w.game, seat=1)
    assert same.game is w.game and repr(same).endswith("seat 'Michael'>")
    assert isinstance(board("traders_air", players=PLAYERS), TradersBoard)
    with pytest.raises(ValueError):
        TradersBoard(game=Game(NIM, players=["a", "b"]))
    with pytest.raises(TypeError):
        TradersBoard(players=PLAYERS, game=w.game)


def test_a_legal_move_changes_game_and_traits():
    w = at_actions()
    assert w.phase_id == "actions" and w.view["ship"] == "New Copenhagen"
    assert {e["action"]["city"] for e in w.legal if e["type"] == "move"} == {
        "Thespian",
        "Aleborg",
        "Downington",
    }
    send(w, {"type": "play", "action": {"type": "move", "city": "Thespian"}})
    assert w.error == {} and w.step == 2 and w.game.step == 2
    assert w.view["ship"] == "Thespian" and w.view["seats"][0]["money"] == 3
    assert (
        w.history[2]["label"] == "move the steamship to Thespian"
        and w.history[2]["player"] == "Ann"
    )
    assert {e["action"]["space"] for e in w.legal if e["type"] == "purchase"} == {0, 1}
    bought = w.view["spaces"][0]["marker"]
    send(w, {"type": "play", "action": {"type": "purchase", "space": 0}})
    assert w.error == {} and w.game.step == 3
    assert w.view["spaces"][0]["marker"] is None
    assert w.view["seats"][0]["goods"] == [bought] and w.view["seats"][0]["money"] == 2
    assert not any(e["type"] == "purchase" for e in w.legal)  # one action per visit


@pytest.mark.parametrize(
    "action, rule",
    [
        ({"type": "move", "city": "Brightwater"}, "Traders 4.3.2 — Moving the steamship"),
        ({"type": "purchase", "space": 0}, "Traders 4.3"),
        ({"type": "collect_income"}, "Traders 4 — Sequence of play"),
        ({"type": "move", "city": "Atlantis"}, "Traders 2.1 — The game boards"),
    ],
)
def test_an_illegal_move_sets_the_rule_and_changes_nothing(action, rule):
    w = at_actions()
    state, before = w.game.state, traits(w)
    send(w, {"type": "play", "action": action})
    assert w.error["rule"].startswith(rule) and w.error["reason"], w.error
    assert w.game.state is state and w.game.step == 1 and traits(w) == before


def test_malformed_actions_are_refused_without_a_crash():
    w = at_actions()
    state = w.game.state
    for content in (
        {"type": "play", "action": {"type": "move", "city": 3}},
        {"type": "play", "action": {"type": "purchase", "space": 10**40}},
        {"type": "play", "action": {"type": "sell", "markers": [-1, 200]}},
        {"type": "play", "action": {"type": "fly"}},
        {"type": "play", "action": {"type": "lose", "marker": 200}},
        {"type": "play", "action": {"type": "pay_taxes", "keep": [999, -1]}},
    ):
        send(w, content)
        assert w.error and w.error["rule"] != "widget", w.error
        assert w.game.state is state


def test_a_seat_view_hides_the_supply_stacks_contents():
    w = at_actions()
    stacks = {m for stack in w.game.state.stacks for m in stack}
    assert stacks and all("markers" in entry for entry in w.view["supply"])  # the teacher
    for seat in range(3):
        send(w, {"type": "seat", "seat": seat})
        assert w.error == {} and w.seat == seat
        assert [set(entry) for entry in w.view["supply"]] == [{"count"}] * 5
        assert [e["count"] for e in w.view["supply"]] == [len(s) for s in w.game.state.stacks]
        assert not marker_ids(w.view) & stacks
        assert not {e["action"].get("marker") for e in w.legal} & stacks
        assert (w.legal != []) == (seat == 0)
    send(w, {"type": "play", "action": {"type": "move", "city": "Thespian"}})  # seat 2's view
    assert w.error["rule"] == "seat view" and w.game.step == 1


def test_examples_on_boards_losses_out_of_turn():
    sale = EXAMPLES["michael_sale"]()
    w = TradersBoard.at(sale.start)
    assert w.current_player == 1 and w.view["ship"] == "Downington"
    send(w, {"type": "play", "action": sale.moves[0].to_json()})
    assert w.error == {} and w.phase_id == "losses" and w.current_player == 2
    assert [e["type"] for e in w.legal] == ["lose", "lose"]
    send(w, {"type": "undo"})
    assert w.step == 0 and w.game.state is sale.start
    over = TradersBoard.at(final_scoring_state())
    assert over.over and over.current_player == -1 and over.legal == []
    assert over.scores["totals"] == {"Ann": 29, "Michael": 27, "Marianne": 32}
    assert over.scores["winners"] == ["Marianne"]


def test_undo_redo_and_bot_steps():
    w = TradersBoard(players=PLAYERS, seed=2)
    for _ in range(8):
        send(w, {"type": "step"})
        assert w.error == {}
    assert w.step == 8 and len(w.history) == 9
    send(w, {"type": "undo"})
    assert w.step == 7 and w.can_redo
    send(w, {"type": "redo"})
    assert w.step == 8
    send(w, {"type": "hint"})
    assert w.hint


def test_a_whole_game_by_bot_ends_with_explained_scores():
    w = TradersBoard(players=["Ann", "Michael"], seed=9)
    with w.batch():
        for _ in range(w.game.ruleset.checks.max_steps):
            if w.game.is_over():
                break
            w.play_bot()
    assert w.over and w.phase_id == "over" and w.legal == [] and w.current_player == -1
    assert w.scores["winners"] and all(i["why"] and i["rule"] for i in w.scores["items"])


def test_labels_and_errors_name_the_space_numbers_the_board_draws():
    w = at_actions()
    assert w.view["ship"] == "New Copenhagen"
    send(w, {"type": "play", "action": {"type": "purchase", "space": 0}})
    assert w.error["reason"] == (
        "warehouse space 1 (Thespian, first of 2) is not in New Copenhagen, where the steamship is"
    )
    buys = [e["label"] for e in w.legal if e["type"] == "purchase"]
    assert buys == [
        "buy yellow 1 (Y1) from warehouse space 3 (New Copenhagen, first of 2)",
        "buy green 1 (G1) from warehouse space 3 (New Copenhagen, second of 2)",
    ]
    send(w, {"type": "play", "action": {"type": "purchase", "space": 3}})
    assert w.error == {} and w.history[-1]["label"] == (
        "buy yellow 1 (Y1) from warehouse space 3 (New Copenhagen, first of 2)"
    )
    # the rulebook's numbers (2.1: a space carries its city's number), never the API's index
    assert not any("space 0" in e["label"] or "space #" in e["label"] for e in w.history)
