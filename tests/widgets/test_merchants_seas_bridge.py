"""Placing a Bridge on the Merchants map: the bridge spot's click message plays that bridge."""

from __future__ import annotations

import random

from skywidgets.games.terra_mystica import board as hexmap
from skywidgets.widgets import MerchantsSeasMap

from .helpers import send, traits


def bridge_board() -> MerchantsSeasMap:
    """A board whose current seat has just taken the Bridge power action (ACT1)."""
    w = MerchantsSeasMap(players=["ann", "bob"], seed=1)
    chooser = random.Random(1)
    with w.batch():
        for _ in range(400):
            act1 = [
                a
                for a in w.game.legal()
                if a.kind == "power_action" and getattr(a, "id", "") == "ACT1"
            ]
            if act1:
                w.game.play(act1[0])
                break
            legal = w.game.legal()
            busy = [a for a in legal if a.kind not in ("pass", "convert", "finish")]
            w.game.play(chooser.choice(busy or legal))
    assert w.view["pending"][0]["kind"] == "bridge"
    return w


def test_a_click_on_a_bridge_spot_plays_that_bridge() -> None:
    w = bridge_board()
    spots = [e for e in w.legal if e["type"] == "place_bridge"]
    assert len(spots) >= 2  # and conversions: free during one's own follow-ups
    assert {e["type"] for e in w.legal} - {"place_bridge"} <= {"convert"}
    seat = w.current_player
    entry = spots[-1]
    a, b = entry["action"]["a"], entry["action"]["b"]
    step = w.step
    # what the spot's click sends (js/merchants_seas/links.js drawBridgeSpot)
    send(w, {"type": "play", "action": {"type": "place_bridge", "a": a, "b": b}})
    assert w.error == {} and w.step == step + 1
    assert [a, b, seat] in w.view["bridges"]
    assert w.view["seats"][seat]["bridges"] == 1
    assert w.history[-1]["label"] == f"bridge {hexmap.NAMES[a]} and {hexmap.NAMES[b]}"
    assert not any(e["type"] == "place_bridge" for e in w.legal)


def test_a_bridge_that_is_not_a_legal_spot_names_the_rule_and_changes_nothing() -> None:
    w = bridge_board()
    legal = {(e["action"]["a"], e["action"]["b"]) for e in w.legal if e["type"] == "place_bridge"}
    wrong = next(ab for ab in hexmap.BRIDGE_SPOTS if ab not in legal)
    state, before = w.game.state, traits(w)
    send(w, {"type": "play", "action": {"type": "place_bridge", "a": wrong[0], "b": wrong[1]}})
    assert w.error["rule"] == "Terra Mystica — Bridges", w.error
    assert w.game.state is state and traits(w) == before
