"""Engineers (Terra Mystica — Engineers; snellman `Game/Factions/Engineers.pm`,
`Game/Constants.pm` ACTE, `commands.pm` command_bridge, `scoring.pm` do_pass_vp): cheaper
buildings (D 1W 1C, TP 1W 2C, TE 1W 4C, SH and SA 3W 6C), their own income tracks (workers
0, 1, 2, 2, 3, 4, 4, 5, 6 by Dwellings built, none without one; a priest for the 1st and 3rd
Temple and 5 power for the 2nd), a bridge for 2 workers as an action that blocks no action
space (`dont_block`: again and again in one round, at most 3 bridges in all), and with the
Stronghold 3 VP when passing for each of their bridges joining two of their structures.
Base-game positions (the `terra_mystica` box)."""

from __future__ import annotations

import pytest

from skywidgets.core import evolve
from skywidgets.games.terra_mystica.decisions import R_BRIDGE
from skywidgets.games.terra_mystica.power_actions import R_SPECIAL
from skywidgets.games.terra_mystica.state import BridgePlacement, TownChoice
from tests.rules import assert_illegal

from .faction_positions import (
    RULES,
    A,
    H,
    again,
    apply,
    done,
    income_of,
    invariants,
    legal_actions,
    terrain,
    tm,
    vp_from,
)

BRIDGE = A.Special("engineers_bridge")


def bridge(a: str, b: str) -> A.PlaceBridge:
    x, y = sorted((H[a], H[b]))
    return A.PlaceBridge(x, y)


def spent(before, after, seat=0):
    """(workers, coins) seat `seat` paid between two states."""
    b, a = before.seats[seat], after.seats[seat]
    return b.workers - a.workers, b.coins - a.coins


# -- building costs ---------------------------------------------------------------------------


def test_every_engineers_building_costs_less_than_the_standard_board():
    s = tm(
        ("engineers", "witches"),
        [("C2", 0, "D"), ("B2", 1, "D"), ("A2", 0, "D"), ("I6", 1, "D")],
        seat_kw={0: {"workers": 20, "coins": 40}},
    )
    s = terrain(s, A1="S")  # A1 (beside A2) is mountains: a Dwelling needs no spade
    s1 = apply(s, A.TransformAndBuild(H["A1"], "S", True))
    assert spent(s, s1) == (1, 1)  # Dwelling: 1 worker, 1 coin (others: 1 W, 2 C)
    s2 = apply(again(s1), A.Upgrade(H["C2"], "TP"))
    assert spent(s1, s2) == (1, 2)  # beside the Witches' B2 (others: 2 W, 3 C)
    s3 = apply(again(s2), A.Upgrade(H["A2"], "TP"))
    assert spent(s2, s3) == (1, 4)  # no neighbour: the coins doubled
    s4 = apply(again(s3), A.Upgrade(H["C2"], "TE"))
    assert spent(s3, s4) == (1, 4)  # Temple (others: 2 W, 5 C)
    s5 = again(apply(s4, A.TakeFavor("FAV9")))
    s6 = apply(s5, A.Upgrade(H["A2"], "SH"))
    assert spent(s5, s6) == (3, 6)  # Stronghold (others: 4 W, 6 C)
    s7 = apply(again(s6), A.Upgrade(H["C2"], "SA"))
    assert spent(s6, s7) == (3, 6)  # Sanctuary (others: 4 W, 6 C)
    assert invariants(s7) == []


# -- income -------------------------------------------------------------------------------------

MOUNTAINS = ("A2", "C2", "E7", "F1", "G1", "F6", "H6", "H8", "I3")


@pytest.mark.parametrize(
    "dwellings, workers",
    [(0, 0), (1, 1), (2, 2), (3, 2), (4, 3), (5, 4), (6, 4), (7, 5), (8, 6)],
)
def test_dwellings_bring_the_engineers_0_1_2_2_3_4_4_5_6_workers(dwellings, workers):
    builds = [(h, 0, "D") for h in MOUNTAINS[:dwellings]] + [("I6", 1, "D")]
    s = tm(("engineers", "witches"), builds)
    assert income_of(s, 0).get("W", 0) == workers
    witches = tm(("witches", "engineers"), [("I6", 0, "D"), ("A2", 1, "D")])
    assert income_of(witches, 0)["W"] == 2  # the standard board: 1 with none, +1 each


@pytest.mark.parametrize("temples, priests, power", [(1, 1, 0), (2, 1, 5), (3, 2, 5)])
def test_temples_bring_the_engineers_a_priest_5_power_then_a_priest(temples, priests, power):
    builds = [(h, 0, "TE") for h in MOUNTAINS[:temples]] + [("I6", 1, "D")]
    s = tm(("engineers", "witches"), builds, bonus=("BON3", "BON7"))
    income = income_of(s, 0)
    assert (income.get("P", 0), income.get("PW", 0)) == (priests, power)


# -- the bridge action ------------------------------------------------------------------------


def engineers(structure="D", **seat):
    """The Engineers (A) on C2, which three bridge spots touch (to D3, D4 and E5)."""
    fields = {"workers": 8, "coins": 10, **seat}
    return tm(
        ("engineers", "witches"),
        [("C2", 0, structure), ("I6", 1, "D")],
        seat_kw={0: fields},
    )


def test_the_bridge_action_costs_2_workers_and_repeats_within_a_round_up_to_3_bridges():
    s = engineers()
    assert BRIDGE in legal_actions(s)
    s1 = apply(s, BRIDGE)
    assert isinstance(s1.pending[0], BridgePlacement) and spent(s, s1) == (2, 0)
    assert set(legal_actions(s1)) >= {bridge("C2", "D3"), bridge("C2", "D4"), bridge("C2", "E5")}
    s2 = apply(again(apply(s1, bridge("C2", "D3"))), BRIDGE)  # the same round: no block
    s3 = apply(again(apply(s2, bridge("C2", "D4"))), BRIDGE)
    s4 = again(apply(s3, bridge("C2", "E5")))
    assert s4.seats[0].bridges == 3 and s4.seats[0].workers == 2 and s4.round == 1
    assert {(a, b) for a, b, _ in s4.bridges} == {
        (x.a, x.b) for x in (bridge("C2", "D3"), bridge("C2", "D4"), bridge("C2", "E5"))
    }
    assert_illegal(RULES, s4, BRIDGE, R_BRIDGE, "no place for one of your bridges")
    assert invariants(s4) == []


def test_the_bridge_action_leaves_the_bridge_power_action_open_and_needs_2_workers():
    s = engineers(bowls=(0, 0, 12))
    s1 = apply(apply(s, BRIDGE), bridge("C2", "D3"))
    assert "ACT1" not in s1.power_used  # ACTE blocks no action space
    assert A.PowerAction("ACT1") in legal_actions(again(s1))
    poor = engineers(workers=1)
    assert_illegal(RULES, poor, BRIDGE, R_SPECIAL, "cannot pay 2 W")
    witches = tm(("witches", "engineers"), [("C2", 0, "D"), ("I6", 1, "D")])
    assert_illegal(RULES, witches, BRIDGE, R_SPECIAL, "only the Engineers")


def test_a_bridge_joining_two_groups_founds_a_town():
    # C2 (Stronghold) + B2 (Trading house) and D3 (Temple) + D2 (Dwelling): 8 power, 4 pieces
    builds = [("C2", 0, "SH"), ("B2", 0, "TP"), ("D3", 0, "TE"), ("D2", 0, "D"), ("I6", 1, "D")]
    s = tm(("engineers", "witches"), builds, seat_kw={0: {"workers": 2}})
    s1 = apply(apply(s, BRIDGE), bridge("C2", "D3"))
    assert isinstance(s1.pending[0], TownChoice) and s1.pending[0].seat == 0
    assert s1.town_hexes == {H[x] for x in ("C2", "B2", "D3", "D2")}
    s2 = apply(s1, A.TakeTown("TW1"))
    assert vp_from(s2, 0, "town tiles") == 5 and s2.seats[0].keys == 1
    assert invariants(done(s2)) == []


# -- 3 VP per bridge when passing, with the Stronghold -------------------------------------------


def bridged(structure):
    """The Engineers' `structure` on C2 with two bridges: to their Dwelling on D3 and to the
    Witches' Dwelling on D4; a third bridge to the empty E5."""
    builds = [("C2", 0, structure), ("D3", 0, "D"), ("D4", 1, "D"), ("I6", 1, "D")]
    s = tm(("engineers", "witches"), builds, seat_kw={0: {"bridges": 3}})
    spots = [bridge("C2", x) for x in ("D3", "D4", "E5")]
    return evolve(s, bridges=tuple((b.a, b.b, 0) for b in spots))


def test_passing_with_the_stronghold_scores_3_vp_per_bridge_joining_two_own_structures():
    s = bridged("SH")
    assert invariants(s) == []
    after = apply(s, A.Pass("BON1"))
    assert vp_from(after, 0, "Engineers' bridges") == 3  # only C2–D3: both ends theirs
    without = apply(bridged("TP"), A.Pass("BON1"))
    assert vp_from(without, 0, "Engineers' bridges") == 0  # no Stronghold, no VP
    witches = tm(
        ("witches", "engineers"),
        [("C2", 0, "SH"), ("D3", 0, "D"), ("I6", 1, "D")],
        seat_kw={0: {"bridges": 1}},
    )
    witches = evolve(witches, bridges=((*sorted((H["C2"], H["D3"])), 0),))
    assert vp_from(apply(witches, A.Pass("BON1")), 0, "Engineers' bridges") == 0
