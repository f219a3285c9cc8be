"""Chaos Magicians in the core: their board from the core data, one start Dwelling placed
last, 2 Favor tiles per Temple and Sanctuary, and the Stronghold's double turn (ACTC)."""

from __future__ import annotations

import json
import random

import pytest

from skywidgets.core import IllegalAction, PositionError, evolve
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas import apply, explain, legal_actions, new_game
from skywidgets.games.merchants_seas.score_file import score_position
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.data.factions import FACTIONS as CORE
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.income import income_of
from skywidgets.games.terra_mystica.playout import rollout
from skywidgets.games.terra_mystica.rounds import start_round
from skywidgets.games.terra_mystica.state import DoubleTurn, FavorChoice, PowerOffer, TurnEnd

from .helpers import H, end_turn, finishing, leech, table, turn_of

RICH = {"coins": 30, "workers": 20, "priests": 3}
ACTC = A.Special("chaos_double")
R_ACTC = "Chaos Magicians: Stronghold special action"


def _plain(pending):
    """The pending decisions without the builds their power offers come from."""
    return tuple(
        evolve(p, hex=-1, structure="") if isinstance(p, PowerOffer) else p for p in pending
    )


def chaos(sh=True, seat0=None, **kw):
    """Chaos Magicians (A): Stronghold at D4, Dwellings at E7 and D5; Witches (B): a
    Dwelling at E8 (next to E7 and D5) and a Trading house at C3 (next to D4 and D5)."""
    builds = [("D4", 0, "SH" if sh else "TP"), ("E7", 0, "D"), ("D5", 0, "D")]
    builds += [("E8", 1, "D"), ("C3", 1, "TP")]
    seat_kw = {0: {**RICH, **(seat0 or {})}}
    return table(factions=("chaosmagicians", "witches"), builds=builds, seat_kw=seat_kw, **kw)


# -- the board -----------------------------------------------------------------------------


def test_board_values_come_from_the_core_data():
    cm = FACTIONS["chaosmagicians"]
    core = CORE["chaosmagicians"]
    assert (cm.home, cm.coins, cm.workers, cm.bowl1, cm.bowl2) == ("W", 15, 4, 5, 7)
    assert cm.cults == (2, 0, 0, 0) == core.cults
    assert cm.cost["SH"] == {"W": 4, "C": 4} and cm.cost["SA"] == {"W": 4, "C": 8}
    assert cm.income["SH"] == {"W": (0, 2)} and cm.start_dwellings == 1
    assert cm.build_favors == 2 and FACTIONS["witches"].build_favors == 1
    assert cm.sh_action == "ACTC"
    # [project-defined] Shipyard board: the standard one of the other ship factions
    assert cm.cost["SY"] == {"W": 4, "C": 6} and dict(cm.build_ship_cost) == {"W": 1, "C": 2}
    assert cm.shipyard_ship and cm.shipyard_step and cm.income["SY"]["SHIP"] == (0, 1)


def test_the_stronghold_pays_two_workers_instead_of_power():
    kw = {"seat_kw": {0: {"bonus": ""}}}
    with_sh = table(factions=("chaosmagicians", "witches"), builds=[("D4", 0, "SH")], **kw)
    without = table(factions=("chaosmagicians", "witches"), builds=[("D4", 0, "TP")], **kw)
    got, base = income_of(with_sh, 0), income_of(without, 0)
    assert got["W"] - base["W"] == 2 and got.get("PW", 0) == 0
    w = table(factions=("witches", "giants"), builds=[("A3", 0, "SH")], **kw)
    assert income_of(w, 0)["PW"] == 2


def test_cheaper_stronghold_than_the_witches():
    s = chaos(sh=False)
    after = apply(s, A.Upgrade(H["D4"], "SH"))
    assert (
        s.seats[0].workers - after.seats[0].workers,
        s.seats[0].coins - after.seats[0].coins,
    ) == (
        4,
        4,
    )


def test_the_picker_refuses_the_giants_beside_the_chaos_magicians():
    with pytest.raises(IllegalAction, match="share a home terrain"):
        new_game(["A", "B"], factions="chaosmagicians,giants")
    with pytest.raises(IllegalAction, match="share a home terrain"):
        new_game(["A", "B", "C"], factions="giants,witches,chaosmagicians")


def test_a_score_file_takes_the_chaos_magicians_but_not_beside_the_giants():
    row = {"vp": 80, "network": 7, "cults": [9, 2, 0, 1]}
    pos = {
        "players": [
            {"name": "Ann", "faction": "chaosmagicians", **row},
            {"name": "Bo", "faction": "witches", **row, "vp": 70},
        ]
    }
    sheet = score_position(pos)
    assert tuple(sheet.winners) == ("Ann",)
    pos["players"][1]["faction"] = "giants"
    with pytest.raises(PositionError, match="share a home terrain"):
        score_position(pos)


# -- setup: one Dwelling, placed last ------------------------------------------------------


def _placements(factions: str) -> list[int]:
    """The seats in the order they place initial Dwellings (every state checked)."""
    s = new_game([f"P{k}" for k in range(factions.count(",") + 1)], seed=1, factions=factions)
    seats = []
    while s.step == "setup_dwellings":
        assert rs.checks.invariants(s) == []
        seats.append(s.turn)
        s = apply(s, legal_actions(s)[0])
    assert rs.checks.invariants(s) == []
    return seats


def test_one_start_dwelling_placed_after_everyone_else_and_the_nomads_third():
    assert _placements("chaosmagicians,witches") == [1, 1, 0]
    order = _placements("witches,chaosmagicians,nomads,engineers")
    assert order == [0, 2, 3, 3, 2, 0, 2, 1]
    assert _placements("witches,engineers") == [0, 1, 1, 0]  # unchanged for the others


def test_a_setup_out_of_order_is_flagged():
    s = new_game(["A", "B"], seed=1, factions="chaosmagicians,witches")
    assert s.turn == 1 and rs.checks.invariants(s) == []
    assert rs.checks.invariants(evolve(s, turn=0, queue=(1, 1))) != []


# -- two Favor tiles per Temple and Sanctuary ----------------------------------------------


def test_a_temple_brings_two_favor_tiles():
    s = chaos(sh=False)
    s = evolve(s, building=tuple("TP" if h == H["E7"] else b for h, b in enumerate(s.building)))
    up = A.Upgrade(H["E7"], "TE")
    s2 = apply(s, up)
    assert [type(p) for p in s2.pending[:2]] == [FavorChoice, FavorChoice]
    s3 = apply(apply(s2, A.TakeFavor("FAV9")), A.TakeFavor("FAV10"))
    assert {"FAV9", "FAV10"} <= set(s3.seats[0].favors)
    text = explain(s, up, s2, 0)
    assert "earns 2 Favor tiles" in text and "2 Favor tiles per Temple and Sanctuary" in text


def test_a_sanctuary_brings_two_favor_tiles_and_the_same_tile_only_once():
    s = chaos(sh=False)  # no town: 2 + 3 + 1 power
    s = evolve(s, building=tuple("TE" if h == H["E7"] else b for h, b in enumerate(s.building)))
    s2 = apply(s, A.Upgrade(H["E7"], "SA"))
    assert sum(type(p) is FavorChoice for p in s2.pending) == 2
    s3 = apply(s2, A.TakeFavor("FAV9"))
    assert A.TakeFavor("FAV9") not in legal_actions(s3)
    assert A.TakeFavor("FAV10") in legal_actions(s3)


def test_other_factions_take_one_favor_tile_per_temple():
    w = table(factions=("witches", "giants"), builds=[("A3", 0, "TP")], seat_kw={0: RICH})
    s2 = apply(w, A.Upgrade(H["A3"], "TE"))
    assert sum(type(p) is FavorChoice for p in s2.pending) == 1


def test_the_favor_power_action_brings_one_tile_only():
    s = chaos(seat0={"bowls": (0, 0, 12)})
    s2 = apply(s, A.PowerAction("ACT9"))
    assert sum(type(p) is FavorChoice for p in s2.pending) == 1


# -- Stronghold action ACTC: the double turn -----------------------------------------------


def test_actc_needs_the_stronghold_and_the_chaos_magicians():
    s = chaos(sh=False)
    assert ACTC not in legal_actions(s)
    with pytest.raises(IllegalAction, match=f"needs your Stronghold.*{R_ACTC}"):
        apply(s, ACTC)
    w = table(factions=("witches", "chaosmagicians"), builds=[("A3", 0, "SH")])
    with pytest.raises(IllegalAction, match="not the witches' Stronghold action"):
        apply(w, ACTC)


def test_two_actions_each_with_its_follow_ups_then_the_finish_step_then_the_offers():
    s = chaos()
    assert ACTC in legal_actions(s)
    s1 = apply(s, ACTC)
    assert s1.pending == (DoubleTurn(0, 2), TurnEnd(0))
    assert "double turn" in explain(s, ACTC, s1, 0) and R_ACTC in explain(s, ACTC, s1, 0)
    s2 = apply(s1, A.Upgrade(H["E7"], "TP"))  # next to the Witches' E8 Dwelling: 1 power
    assert _plain(s2.pending) == (DoubleTurn(0, 1), TurnEnd(0), PowerOffer(1, 1, 0))
    assert s2.current_player == 0
    s3 = apply(s2, A.Upgrade(H["D5"], "TP"))  # E8 Dwelling + C3 Trading house: 3 power
    assert _plain(s3.pending) == (TurnEnd(0), PowerOffer(1, 1, 0), PowerOffer(1, 3, 0))
    assert s.seats[0].workers - s3.seats[0].workers == 4  # two Trading houses, 2 W each
    s4 = end_turn(s3)
    assert s4.current_player == 1 and s4.pending[0].power == 1
    s5 = apply(s4, leech(s4, True))
    assert _plain(s5.pending) == (PowerOffer(1, 3, 0),)
    s6 = apply(s5, leech(s5, False))
    assert s6.turn == 1 and not s6.pending and rs.checks.invariants(s6) == []


def test_follow_ups_of_the_first_action_come_before_the_second():
    s = chaos()
    s = evolve(s, building=tuple("TP" if h == H["E7"] else b for h, b in enumerate(s.building)))
    s1 = apply(apply(s, ACTC), A.Upgrade(H["E7"], "TE"))
    kinds = [type(p) for p in s1.pending]
    assert kinds[:4] == [FavorChoice, FavorChoice, DoubleTurn, TurnEnd]
    with pytest.raises(IllegalAction):  # the favor tiles first
        apply(s1, A.Upgrade(H["D5"], "TP"))
    s2 = apply(apply(s1, A.TakeFavor("FAV9")), A.TakeFavor("FAV11"))
    assert s2.pending[0] == DoubleTurn(0, 1)
    assert A.Upgrade(H["D5"], "TP") in legal_actions(s2)


def test_conversions_stay_open_between_the_two_actions():
    s = chaos(seat0={"bowls": (0, 0, 12)})
    s1 = apply(s, ACTC)
    assert A.Convert("PW>W") in legal_actions(s1)
    s2 = apply(s1, A.Convert("PW>W"))
    assert s2.seats[0].workers == s1.seats[0].workers + 1 and s2.pending[0] == DoubleTurn(0, 2)


def test_a_third_action_and_an_early_end_are_refused_naming_the_rule():
    s1 = apply(chaos(), ACTC)
    assert A.EndTurn() not in legal_actions(s1)
    with pytest.raises(IllegalAction, match=f"both actions.*{R_ACTC}"):
        apply(s1, A.EndTurn())
    s2 = apply(s1, A.Upgrade(H["E7"], "TP"))
    with pytest.raises(IllegalAction, match=f"the second action.*{R_ACTC}"):
        apply(s2, A.EndTurn())
    s3 = apply(s2, A.Upgrade(H["D5"], "TP"))
    assert finishing(s3)
    with pytest.raises(IllegalAction, match="one action per turn"):
        apply(s3, A.Advance("dig"))


def test_a_plain_turn_still_has_one_action():
    s = chaos(sh=False)
    s1 = apply(s, A.Upgrade(H["E7"], "TP"))
    assert finishing(s1)
    with pytest.raises(IllegalAction, match="one action per turn"):
        apply(s1, A.Upgrade(H["D5"], "TP"))


def test_actc_once_a_round_and_again_next_round():
    s = apply(apply(apply(chaos(), ACTC), A.Advance("dig")), A.Advance("shipping"))
    again = evolve(turn_of(s, 0), acted=False, pending=())
    assert ACTC not in legal_actions(again)
    with pytest.raises(IllegalAction, match=f"once per round.*{R_ACTC}"):
        apply(again, ACTC)
    nxt = start_round(evolve(again, next_order=(0, 1)), 2)
    assert nxt.turn == 0 and ACTC in legal_actions(nxt)


def _pass_move(state):
    return next(a for a in legal_actions(state) if a.kind == "pass")


def test_passing_as_the_second_action_ends_the_turn():
    s2 = apply(apply(chaos(), ACTC), A.Advance("dig"))
    s3 = apply(s2, _pass_move(s2))
    assert s3.seats[0].passed and s3.turn == 1 and not s3.pending
    assert rs.checks.invariants(s3) == []


def test_passing_after_an_action_with_power_offers_leaves_them_to_answer():
    s2 = apply(apply(chaos(), ACTC), A.Upgrade(H["E7"], "TP"))
    s3 = apply(s2, _pass_move(s2))
    assert s3.seats[0].passed and _plain(s3.pending) == (PowerOffer(1, 1, 0),)
    assert s3.current_player == 1 and rs.checks.invariants(s3) == []
    assert rs.checks.invariants(
        evolve(s3, seats=(evolve(s3.seats[0], used=frozenset()), s3.seats[1]))
    )
    s4 = apply(s3, leech(s3, True))
    assert s4.turn == 1 and not s4.pending and rs.checks.invariants(s4) == []


def test_passing_as_the_first_action_forfeits_the_second():
    s1 = apply(chaos(), ACTC)
    s2 = apply(s1, _pass_move(s1))
    assert s2.seats[0].passed and s2.turn == 1 and not s2.pending
    assert not any(type(p) is DoubleTurn for p in s2.pending)


def test_double_turn_states_are_checked_and_round_trip():
    s1 = apply(chaos(), ACTC)
    assert rs.checks.invariants(s1) == []
    assert rs.checks.invariants(evolve(s1, pending=(DoubleTurn(0, 3), TurnEnd(0)))) != []
    s0 = chaos()
    assert (
        rs.checks.invariants(evolve(s0, pending=(DoubleTurn(0, 2), TurnEnd(0)), acted=True)) != []
    )
    data = json.loads(json.dumps(rs.state_to_json(s1)))
    assert rs.state_from_json(data) == s1
    view = rs.view(s1, 1)
    assert view["pending"][0] == {"kind": "double_turn", "seat": 0, "left": 2}


def test_the_playout_policy_takes_actions_in_the_double_turn():
    s1 = apply(chaos(), ACTC)
    rnd = random.Random(0)
    move = rollout(s1, rnd)
    assert move in legal_actions(s1) and not isinstance(move, A.EndTurn)
