"""Giants (every transform 2 spades, ACTG) and Swarmlings (dearer boards, 3 workers per town,
ACTS) in the Terra Mystica core, with their values read from the core's faction data."""

from __future__ import annotations

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply, explain, legal_actions
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.data.factions import FACTIONS as CORE
from skywidgets.games.terra_mystica.factions import FACTIONS, from_core
from skywidgets.games.terra_mystica.income import income_of
from skywidgets.games.terra_mystica.state import FreeTradingHouse, SpadeUse
from skywidgets.games.terra_mystica.tables import spade_distance

from .helpers import H, end_turn, finishing, leech, table, turn_of

RICH = {"coins": 20, "workers": 12, "priests": 3}


def test_the_board_values_come_from_the_core_data_and_match_the_hand_written_boards():
    for name in ("witches", "nomads", "engineers", "fakirs", "dwarves"):  # Darklings: priests
        derived, written = from_core(name), FACTIONS[name]
        assert derived.cost == {**written.cost, "SY": derived.cost["SY"]}
        assert {k: dict(v) for k, v in derived.income.items()} == {
            k: dict(v) for k, v in written.income.items()
        }
        assert (derived.coins, derived.workers, derived.cults) == (
            written.coins,
            written.workers,
            written.cults,
        )
    giants = FACTIONS["giants"]
    assert giants.home == "W" and giants.income["SH"]["PW"] == (0, 4)
    assert giants.cost["SH"] == {"W": 4, "C": 6} and giants.transform_spades == 2
    swarm = FACTIONS["swarmlings"]
    assert (swarm.coins, swarm.workers, swarm.bowl1, swarm.bowl2) == (20, 8, 3, 9)
    assert swarm.cost["D"] == {"W": 2, "C": 3} and swarm.cost["SA"] == {"W": 5, "C": 8}
    assert swarm.income["TP"]["C"] == CORE["swarmlings"].buildings["TP"].income["C"]
    assert swarm.cost["SY"] == {"W": 5, "C": 8}  # [fan hint]
    assert FACTIONS["giants"].cost["SY"] == {"W": 4, "C": 6}  # [project-defined]


# -- Giants --------------------------------------------------------------------------------


def giants(**kw):
    """Giants (A) at D4 (wasteland) beside E7 (mountains, 1 step) and D5 (lakes, 3 steps)."""
    return table(
        factions=("giants", "witches"),
        builds=[("D4", 0, "D"), ("I6", 1, "D")],
        seat_kw={0: RICH, 1: RICH},
        **kw,
    )


def test_giants_pay_two_spades_one_step_from_home():
    s = giants()
    after = apply(s, A.TransformAndBuild(H["E7"], "W", True))
    assert s.seats[0].workers - after.seats[0].workers == 2 * 3 + 1  # 2 spades + Dwelling
    assert after.owner[H["E7"]] == 0


def test_giants_pay_two_spades_three_steps_from_home_and_for_any_terrain():
    s = giants()
    far = apply(s, A.TransformAndBuild(H["D5"], "W", True))
    assert s.seats[0].workers - far.seats[0].workers == 2 * 3 + 1
    other = apply(s, A.TransformAndBuild(H["D5"], "G", False))  # lakes -> forest: 1 step
    assert s.seats[0].workers - other.seats[0].workers == 2 * 3


def test_a_witch_pays_the_wheel_distance_where_the_giants_pay_two():
    s = table(factions=("witches", "giants"), builds=[("A3", 0, "D")], seat_kw={0: RICH, 1: RICH})
    after = apply(s, A.TransformAndBuild(H["A4"], "G", False))  # lakes -> forest: 1 step
    assert s.seats[0].workers - after.seats[0].workers == 3


def test_giants_cannot_build_with_too_few_workers_for_two_spades():
    s = with_seat(giants(), 0, workers=6)
    moves = legal_actions(s)
    assert A.TransformAndBuild(H["E7"], "W", True) not in moves
    assert A.TransformAndBuild(H["E7"], "W", False) in moves
    with pytest.raises(IllegalAction, match="cannot pay"):
        apply(s, A.TransformAndBuild(H["E7"], "W", True))


def test_one_free_spade_leaves_the_giants_one_spade_to_pay():
    s = evolve(giants(), pending=(SpadeUse(0, spades=1, may_build=True),))
    after = apply(s, A.TransformAndBuild(H["E7"], "W", True))
    assert s.seats[0].workers - after.seats[0].workers == 3 + 1


def test_a_single_cult_spade_cannot_reach_the_giants_home():
    s = evolve(giants(), step="cult_bonus", pending=(SpadeUse(0, spades=1, may_build=False),))
    assert [a.kind for a in legal_actions(s)] == ["finish"]
    with pytest.raises(IllegalAction, match="Phase III"):
        apply(s, A.TransformAndBuild(H["E7"], "W", False))
    s2 = evolve(s, pending=(SpadeUse(0, spades=2, may_build=False),))
    assert A.TransformAndBuild(H["E7"], "W", False) in legal_actions(s2)


def test_giants_stronghold_action_two_free_spades_once_a_round():
    s = table(
        factions=("giants", "witches"),
        builds=[("D4", 0, "SH"), ("I6", 1, "D")],
        seat_kw={0: RICH},
    )
    assert A.Special("giants_spades") in legal_actions(s)
    s2 = apply(s, A.Special("giants_spades"))
    assert "Giants: Stronghold special action" in explain(s, A.Special("giants_spades"), s2, 0)
    head = s2.pending[0]
    assert isinstance(head, SpadeUse) and head.spades == 2 and head.may_build
    s3 = apply(s2, A.TransformAndBuild(H["D5"], "W", True))
    assert s.seats[0].workers - s3.seats[0].workers == 1  # the Dwelling only
    assert s3.owner[H["D5"]] == 0
    again = evolve(turn_of(s3, 0), acted=False)
    assert A.Special("giants_spades") not in legal_actions(again)
    with pytest.raises(IllegalAction, match="Giants: Stronghold special action"):
        apply(again, A.Special("giants_spades"))


def test_giants_stronghold_action_needs_the_stronghold_and_the_giants():
    s = giants()
    assert A.Special("giants_spades") not in legal_actions(s)
    with pytest.raises(IllegalAction, match="needs your Stronghold"):
        apply(s, A.Special("giants_spades"))
    w = table(factions=("witches", "giants"), builds=[("A3", 0, "SH")])
    with pytest.raises(IllegalAction, match="not the witches' Stronghold action"):
        apply(w, A.Special("giants_spades"))


def test_giants_stronghold_brings_four_power_income():
    kw = {"seat_kw": {0: {"bonus": ""}}}
    g = table(factions=("giants", "witches"), builds=[("D4", 0, "SH")], **kw)
    w = table(factions=("witches", "giants"), builds=[("A3", 0, "SH")], **kw)
    assert income_of(g, 0)["PW"] == 4 and income_of(w, 0)["PW"] == 2


def test_explain_names_two_spades_for_the_giants():
    s = giants()
    action = A.TransformAndBuild(H["E7"], "W", True)
    text = explain(s, action, apply(s, action), 0)
    assert "with 2 spades" in text and "E7" in text


# -- Swarmlings ----------------------------------------------------------------------------


def swarm(**kw):
    """Swarmlings (A) at E4 (lakes) with rich supplies; Witches (B) far away."""
    return table(
        factions=("swarmlings", "witches"),
        builds=[("E4", 0, "D"), ("I6", 1, "D")],
        seat_kw={0: RICH},
        **kw,
    )


def test_swarmlings_start_and_pay_their_own_board():
    s0 = table(factions=("swarmlings", "witches"))
    assert (s0.seats[0].coins, s0.seats[0].workers, s0.seats[0].bowls) == (20, 8, (3, 9, 0))
    s = swarm()
    after = apply(s, A.TransformAndBuild(H["E5"], "L", True))
    spades = spade_distance(s.terrain[H["E5"]], "L")
    assert s.seats[0].coins - after.seats[0].coins == 3  # Dwelling: 2 workers, 3 coins
    assert s.seats[0].workers - after.seats[0].workers == 3 * spades + 2
    up = apply(evolve(turn_of(after, 0), acted=False), A.Upgrade(H["E5"], "TP"))
    assert after.seats[0].workers - up.seats[0].workers == 3  # Trading house: 3 workers
    assert after.seats[0].coins - up.seats[0].coins in (4, 8)  # 4 coins, doubled alone


def test_swarmlings_income_from_their_tracks():
    s = table(
        factions=("swarmlings", "witches"),
        builds=[("E4", 0, "D"), ("E5", 0, "TP"), ("E6", 0, "SA"), ("I6", 1, "D")],
        seat_kw={0: {"bonus": ""}},
    )
    got = income_of(s, 0)
    assert got["W"] == 3  # 2 base + 1 Dwelling
    assert got["C"] == 2 and got["PW"] == 2 + 0  # one Trading house: 2 coins, 2 power
    assert got["P"] == 2  # Sanctuary: 2 priests


def test_swarmlings_gain_three_workers_with_every_town():
    builds = [("D4", 0, "TP"), ("E7", 0, "TP"), ("C3", 0, "D"), ("E6", 0, "D"), ("I6", 1, "D")]
    s = table(factions=("swarmlings", "witches"), builds=builds, seat_kw={0: RICH})
    s = apply(s, A.Upgrade(H["E6"], "TP"))  # 4 structures, power 2 + 2 + 1 + 2 = 7: a town
    assert s.pending[0].kind == "town"
    cost = FACTIONS["swarmlings"].cost["TP"]["W"]
    assert s.seats[0].workers == RICH["workers"] - cost + 3
    w = table(
        factions=("witches", "giants"),
        builds=[(h, 0, b) for h, _s, b in builds[:4]],
        seat_kw={0: RICH},
    )
    w = apply(w, A.Upgrade(H["E6"], "TP"))
    assert w.seats[0].workers == RICH["workers"] - FACTIONS["witches"].cost["TP"]["W"]


def test_swarmlings_free_trading_house_once_a_round_with_power_offers():
    s = table(
        factions=("swarmlings", "witches"),
        builds=[("E4", 0, "SH"), ("E5", 0, "D"), ("E6", 1, "D")],
    )
    assert A.Special("swarmlings_tp") in legal_actions(s)
    s2 = apply(s, A.Special("swarmlings_tp"))
    assert isinstance(s2.pending[0], FreeTradingHouse)
    assert legal_actions(s2) == [A.Upgrade(H["E5"], "TP")]
    with pytest.raises(IllegalAction, match="Swarmlings: Stronghold special action"):
        apply(s2, A.Upgrade(H["E4"], "TP"))
    s3 = apply(s2, A.Upgrade(H["E5"], "TP"))
    assert s3.building[H["E5"]] == "TP"
    seat, before = s3.seats[0], s.seats[0]
    assert (seat.coins, seat.workers) == (before.coins, before.workers)
    assert finishing(s3)  # the seat may still convert; the offers follow its turn
    s3 = end_turn(s3)
    assert s3.pending[0].kind == "leech" and s3.pending[0].seat == 1
    s4 = apply(s3, leech(s3, False))
    assert A.Special("swarmlings_tp") not in legal_actions(evolve(turn_of(s4, 0), acted=False))
    text = explain(s2, A.Upgrade(H["E5"], "TP"), s3, 0)
    assert "for free" in text and "Swarmlings" in text


def test_swarmlings_free_trading_house_needs_stronghold_and_a_dwelling():
    s = swarm()
    assert A.Special("swarmlings_tp") not in legal_actions(s)
    with pytest.raises(IllegalAction, match="needs your Stronghold"):
        apply(s, A.Special("swarmlings_tp"))
    only_sh = table(factions=("swarmlings", "witches"), builds=[("E4", 0, "SH")])
    assert A.Special("swarmlings_tp") not in legal_actions(only_sh)
    with pytest.raises(IllegalAction, match="no Dwelling"):
        apply(only_sh, A.Special("swarmlings_tp"))
