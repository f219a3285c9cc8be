"""The finish step on the Merchants map: after a build the seat converts, then ends its turn;
the power offer follows; a second action is refused naming the rule (issue 10)."""

from __future__ import annotations

from skywidgets.core import with_seat
from skywidgets.games.merchants_seas import positions
from skywidgets.games.terra_mystica.turn_end import R_TURN_END
from skywidgets.widgets import MerchantsSeasMap

from .helpers import send, traits

H = positions.H
BUILD = {"type": "transform_and_build", "hex": H["A4"], "terrain": "G", "build": True, "ship": -1}


def built_board() -> MerchantsSeasMap:
    """ann (Witches) has built on A4, next to bob's (Nomads) Trading house on A5."""
    state = positions.table(builds=[("A3", 0, "D"), ("A5", 1, "TP")])
    w = MerchantsSeasMap.at(with_seat(state, 0, workers=5, coins=5, bowls=(0, 4, 2)))
    send(w, {"type": "play", "action": BUILD})
    assert w.error == {}, w.error
    return w


def test_after_a_build_the_seat_converts_then_ends_the_turn() -> None:
    w = built_board()
    assert w.current_player == 0 and w.view["pending"][0] == {"kind": "finish_turn", "seat": 0}
    assert w.legal[0] == {
        "id": 0,
        "type": "end_turn",
        "label": "end the turn",
        "action": {"type": "end_turn"},
    }
    assert {e["action"]["what"] for e in w.legal[1:]} == {"PW>C", "W>C", "BURN"}
    coins = w.view["seats"][0]["coins"]
    send(w, {"type": "play", "action": {"type": "convert", "what": "PW>C"}})
    assert w.error == {} and w.view["seats"][0]["coins"] == coins + 1 and w.current_player == 0
    send(w, {"type": "play", "action": {"type": "end_turn"}})
    assert w.error == {} and w.history[-1]["label"] == "end the turn"
    assert w.current_player == 1 and w.view["pending"][0]["kind"] == "leech"


def test_a_second_action_in_the_finish_step_names_the_rule() -> None:
    w = built_board()
    before = traits(w)
    send(w, {"type": "play", "action": {"type": "power_action", "id": "ACT4"}})
    assert w.error["rule"] == R_TURN_END and "taken your action" in w.error["reason"]
    assert traits(w) == before


def test_end_turn_before_the_action_names_the_rule() -> None:
    w = MerchantsSeasMap.at(positions.table(builds=[("A3", 0, "D"), ("A5", 1, "TP")]))
    before = traits(w)
    send(w, {"type": "play", "action": {"type": "end_turn"}})
    assert w.error["rule"] == R_TURN_END and "after your main action" in w.error["reason"]
    assert traits(w) == before


def test_the_other_seat_cannot_end_the_builders_turn() -> None:
    w = built_board()
    bob = MerchantsSeasMap(game=w.game, seat=1)
    assert bob.legal == []
    state = w.game.state
    send(bob, {"type": "play", "action": {"type": "end_turn"}})
    assert bob.error["rule"] == "seat view" and w.game.state is state
