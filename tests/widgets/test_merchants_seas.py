"""MerchantsSeasMap through the real ipywidgets message path, on the real rule model."""

import json

import pytest

from skywidgets.core import Game
from skywidgets.games.merchants_seas import positions
from skywidgets.games.terra_mystica import board as hexmap
from skywidgets.games.terra_mystica import tables as data
from skywidgets.widgets import MerchantsSeasMap, board

from ..core.toy import RULESET as NIM
from .helpers import send, traits

PLAYERS = ["ann", "bob"]
H = hexmap.BY_NAME


def trading_board(seat=None):
    """Witches (ann) may move a ship onto the Nomads' (bob) Trading house at C1."""
    return MerchantsSeasMap.at(positions.trading_position(), seat=seat)


def test_construction_and_a_stable_repr():
    w = MerchantsSeasMap(players=PLAYERS, seed=3)
    assert w.game_name == "merchants_seas" and w.players == PLAYERS
    assert repr(w) == (
        "<MerchantsSeasMap merchants_seas step 0 phase 'Setup — place initial Dwellings'>"
    )
    assert [p["id"] for p in w.phases] == [
        "setup_dwellings",
        "setup_dock",
        "setup_bonus",
        "income",
        "actions",
        "cult_bonus",
        "over",
    ]
    assert w.legal and all(e["type"] == "place_dwelling" for e in w.legal)
    assert [s["faction"] for s in w.view["seats"]] == ["witches", "nomads"]
    same = MerchantsSeasMap(game=w.game, seat=1)
    assert same.game is w.game and repr(same).endswith("seat 'bob'>")
    other = MerchantsSeasMap(players=PLAYERS, factions="fakirs,darklings")
    assert [s["faction"] for s in other.view["seats"]] == ["fakirs", "darklings"]
    assert isinstance(board("merchants_seas", players=PLAYERS), MerchantsSeasMap)
    with pytest.raises(ValueError):
        MerchantsSeasMap(game=Game(NIM, players=["a", "b"]))
    with pytest.raises(TypeError):
        MerchantsSeasMap(players=PLAYERS, game=w.game)


def test_the_rule_tables_are_a_trait_of_their_own_sent_once():
    w = MerchantsSeasMap(players=PLAYERS, seed=3)
    assert "tables" in w.synced_traits()
    tables = w.tables
    assert tables["trade_rewards"]["TP"] == [3, [{"C": 3}, {"W": 1, "C": 1}]]
    assert tables["round_tiles"]["18"] == ["TRADE", 2, "FIRE", 4, {"P": 1}]
    assert tables["homes"]["witches"] == "G" and tables["merchants"] == ["dwarves", "fakirs"]
    assert tables["cults"] == list(data.CULTS) and tables["ships"] == data.SHIPS
    # what the board names in words: power actions, cards and tiles, conversions
    assert tables["power_actions"]["ACT7"] == [4, {"MOVE": 1}, "move any number of Ships"]
    assert tables["bonus_cards"]["BON4"] == [{"PW": 3}, "SHIPPING", None]
    assert tables["bonus_cards"]["BON7"] == [{"W": 1}, None, ["per", ["TP"], 2]]
    assert tables["favors"]["FAV9"] == [{"FIRE": 1}, {"C": 3}, ""]
    assert tables["towns"]["TW1"] == {"VP": 5, "C": 6}
    assert tables["conversions"]["PW>W"] == ["PW", 3, "W", 1]
    assert set(tables["power_actions"]) == set(data.POWER_ACTIONS)
    assert set(tables["bonus_cards"]) == set(data.BONUS_CARDS)
    json.dumps(tables)  # JSON-safe
    send(w, {"type": "step"})
    assert w.step == 1 and w.tables is tables  # positions change the view, not the tables


def test_a_legal_hex_click_places_a_dwelling():
    w = MerchantsSeasMap(players=PLAYERS, seed=1)
    entry = w.legal[0]
    send(w, {"type": "play", "action": {"type": "place_dwelling", "hex": entry["action"]["hex"]}})
    assert w.error == {} and w.step == 1 and w.game.step == 1
    hx = w.view["hexes"][entry["action"]["hex"]]
    assert hx["owner"] == 0 and hx["building"] == "D"
    assert w.history[1]["label"] == entry["label"] and w.history[1]["player"] == "ann"


def test_an_illegal_hex_click_names_the_rule_and_changes_nothing():
    w = MerchantsSeasMap(players=PLAYERS, seed=1)
    legal = {e["action"]["hex"] for e in w.legal}
    wrong = next(h for h in range(hexmap.N_HEXES) if h not in legal)
    state, before = w.game.state, traits(w)
    send(w, {"type": "play", "action": {"type": "place_dwelling", "hex": wrong}})
    assert w.error["rule"].startswith("Terra Mystica") and w.error["reason"], w.error
    assert w.game.state is state and traits(w) == before
    send(w, {"type": "play", "action": {"type": "place_dwelling", "hex": "A1"}})
    assert w.error["rule"] == "action format" and w.game.state is state


@pytest.mark.parametrize(
    "content",
    [
        "place_dwelling",
        {"type": "play"},
        {"type": "play", "action": {"type": "place_dwelling"}},
        {"type": "play", "action": {"type": "place_dwelling", "hex": 10**40}},
        {"type": "play", "action": {"type": "place_dwelling", "hex": -1}},
        {"type": "play", "action": {"type": "move_ship", "src": 1, "dst": 2, "extra": 1}},
        {
            "type": "play",
            "action": {
                "type": "transform_and_build",
                "hex": 5,
                "terrain": "X",
                "build": True,
                "ship": -1,
            },
        },
        {"type": "play", "action": {"type": "upgrade", "hex": 200, "to": "XX"}},
        {"type": "fly"},
        {"type": "seat", "seat": 9},
    ],
)
def test_malformed_messages_are_refused_without_a_crash(content):
    w = MerchantsSeasMap(players=PLAYERS, seed=2)
    state = w.game.state
    send(w, content)
    assert w.error and w.error["rule"] != "widget", w.error
    assert w.game.state is state


def test_move_a_ship_trade_and_the_owner_decides_on_the_power_offer():
    w = trading_board()
    c1 = H["C1"]
    vp_ann, vp_bob = (s["vp"] for s in w.view["seats"])
    send(w, {"type": "play", "action": {"type": "special", "what": "move_ships"}})
    assert w.error == {}
    moves = [e["action"] for e in w.legal if e["type"] == "move_ship"]
    ship = w.view["seats"][0]["ships"][0]
    assert {"type": "move_ship", "src": ship, "dst": c1} in moves
    send(w, {"type": "play", "action": {"type": "move_ship", "src": ship, "dst": c1}})
    assert w.error == {} and w.view["seats"][0]["ships"] == [c1]
    # the only ship has moved, so the moving ends by itself: the trade waits
    trades = [e["action"] for e in w.legal if e["type"] == "resolve_trade"]
    assert trades == [
        {"type": "resolve_trade", "hex": c1, "option": 0, "structure": "TP", "vp": 3},
        {"type": "resolve_trade", "hex": c1, "option": 1, "structure": "TP", "vp": 3},
    ]
    assert [e["label"] for e in w.legal] == [
        "trade with the Trading house at C1: gain 3 VP + 3 coins",
        "trade with the Trading house at C1: gain 3 VP + 1 worker + 1 coin",
    ]
    coins = w.view["seats"][0]["coins"]
    send(w, {"type": "play", "action": trades[0]})
    ann = w.view["seats"][0]
    assert ann["vp"] == vp_ann + 3 and ann["coins"] == coins + 3 and ann["trades"] == 1
    assert w.view["hexes"][c1]["traded_by"] == [0]
    # the owner's power offer: bob must decide, and only bob
    pend = w.view["pending"][0]
    assert pend == {
        "kind": "leech",
        "seat": 1,
        "power": 2,
        "actor": 0,
        "trade": True,
        "vp_cost": 1,
        "waited": False,
        "hex": -1,  # a trade, not a build
        "structure": "",
    }
    assert w.current_player == 1
    ann_view = MerchantsSeasMap(game=w.game, seat=0)
    assert ann_view.legal == []
    state = w.game.state
    send(ann_view, {"type": "play", "action": {"type": "leech", "accept": True, "power": 2}})
    assert ann_view.error["rule"] == "seat view" and w.game.state is state
    bob_view = MerchantsSeasMap(game=w.game, seat=1)
    answers = [e for e in bob_view.legal if e["type"] == "leech"]  # conversions may come first
    assert [e["action"] for e in answers] == [
        {"type": "leech", "accept": True, "power": 2},
        {"type": "leech", "accept": False, "power": 2},
    ]
    assert [e["label"] for e in answers] == [
        "accept the offer: gain 2 power for 1 VP",
        "decline the offer of 2 power (keep your VP)",
    ]
    bowls = bob_view.view["seats"][1]["bowls"]
    send(bob_view, {"type": "play", "action": {"type": "leech", "accept": True, "power": 2}})
    assert bob_view.error == {}
    bob = w.view["seats"][1]
    assert bob["vp"] == vp_bob - 1 and bob["bowls"] != bowls
    assert sum(bob["bowls"]) == sum(bowls)


def test_declining_the_power_offer_keeps_the_owners_vp():
    w = trading_board()
    send(w, {"type": "play", "action": {"type": "special", "what": "move_ships"}})
    ship = w.view["seats"][0]["ships"][0]
    for action in (
        {"type": "move_ship", "src": ship, "dst": H["C1"]},
        {"type": "resolve_trade", "hex": H["C1"], "option": 1, "structure": "TP", "vp": 3},
    ):
        send(w, {"type": "play", "action": action})
        assert w.error == {}, w.error
    before = w.view["seats"][1]
    send(w, {"type": "play", "action": {"type": "leech", "accept": False, "power": 2}})
    after = w.view["seats"][1]
    assert w.error == {} and (after["vp"], after["bowls"]) == (before["vp"], before["bowls"])


def test_an_unreachable_ship_move_names_the_rule():
    w = trading_board()
    send(w, {"type": "play", "action": {"type": "special", "what": "move_ships"}})
    ship = w.view["seats"][0]["ships"][0]
    far = max(hexmap.RIVERS, key=lambda r: hexmap.hex_distance(ship, r))
    state, before = w.game.state, traits(w)
    send(w, {"type": "play", "action": {"type": "move_ship", "src": ship, "dst": far}})
    assert w.error["rule"] == "Merchants of the Seas — Moving Ships (Special action)"
    assert w.game.state is state and traits(w) == before


def test_undo_redo_and_bot_steps():
    w = MerchantsSeasMap(players=PLAYERS, seed=4)
    for _ in range(8):
        send(w, {"type": "step"})
        assert w.error == {}
    assert w.step == 8 and len(w.history) == 9
    send(w, {"type": "undo"})
    assert w.step == 7 and w.can_redo
    send(w, {"type": "redo"})
    assert w.step == 8
    send(w, {"type": "hint"})
    assert any(e["label"] in w.hint for e in w.legal)


def test_base_terra_mystica_board_sends_only_the_base_tables():
    """Issue 32: the base game's board has its six power actions and no ships or trades."""
    from skywidgets.widgets import TerraMysticaMap

    b = TerraMysticaMap(players=["ann", "bob"], seed=0)
    assert b.tables["base"] is True
    assert sorted(b.tables["power_actions"]) == [f"ACT{k}" for k in range(1, 7)]
    assert b.tables["ships"] == 0 and b.tables["trade_markers"] == 0
    legal_power = {e["action"]["id"] for e in b.legal if e["type"] == "power_action"}
    assert legal_power <= set(b.tables["power_actions"])
    m = MerchantsSeasMap(players=["ann", "bob"], seed=0)
    assert "base" not in m.tables and "ACT7" in m.tables["power_actions"]
