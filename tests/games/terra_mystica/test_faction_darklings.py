"""Darklings (Terra Mystica — Darklings; snellman `Game/Factions/Darklings.pm`,
`commands.pm` command_dig / command_convert, `acting.pm` strict-darkling-sh): every spade
they pay for costs a priest and scores 2 VP (`dig` cost P 1, gain SPADE 1 + VP 2; free
spades score nothing of the kind), they have no exchange track to advance (`max_level` 0);
the Stronghold lets them turn up to 3 workers into priests once, when it is built (never
beyond 7 priests in play); the Sanctuary costs 4 workers and 10 coins and pays 2 priests.
Base-game positions (the `terra_mystica` box)."""

from __future__ import annotations

from skywidgets.games.terra_mystica.building import R_BUILD
from skywidgets.games.terra_mystica.decisions import R_DARK
from skywidgets.games.terra_mystica.power_actions import R_ADVANCE
from skywidgets.games.terra_mystica.state import DarklingsPriests, SpadeUse
from tests.rules import assert_illegal

from .faction_positions import (
    RULES,
    A,
    H,
    apply,
    done,
    income_of,
    invariants,
    legal_actions,
    tm,
    vp_from,
)

SCORE1_FIRST = (1, 3, 4, 5, 6, 7)  # SCORE1: 2 VP per spade gained, in round 1


def darklings(priests=1, tiles=(3, 4, 5, 6, 7, 8), structure="D", cult_order=(0, 0, 0, 0), **seat):
    """The Darklings (A) on A8 (swamp), beside A7 (plains, 1 spade), B4 (desert, 2) and A9
    (wasteland, 3)."""
    fields = {"priests": priests, "workers": 2, "coins": 6, "bowls": (0, 0, 6), **seat}
    return tm(
        ("darklings", "witches"),
        [("A8", 0, structure), ("I6", 1, "D")],
        tiles=tiles,
        seat_kw={0: fields},
        cult_order=cult_order,
    )


def test_a_free_spade_short_of_home_is_topped_up_with_a_priest_for_2_vp():
    s = darklings()
    s1 = apply(s, A.PowerAction("ACT5"))
    assert s1.pending[0] == SpadeUse(0, spades=1, may_build=True)
    s2 = apply(s1, A.TransformAndBuild(H["B4"], "K", True))  # desert -> swamp: 2 spades
    a, b = s2.seats[0], s.seats[0]
    assert (b.priests - a.priests, b.workers - a.workers, b.coins - a.coins) == (1, 1, 2)
    assert vp_from(s2, 0, "faction abilities") == 2  # the paid spade only
    assert invariants(done(s2)) == []


def test_the_free_and_the_priest_paid_spades_both_score_a_spade_round_tile():
    s = darklings(tiles=SCORE1_FIRST)
    s1 = apply(apply(s, A.PowerAction("ACT6")), A.TransformAndBuild(H["A9"], "K", True))
    assert s.seats[0].priests - s1.seats[0].priests == 1  # 3 spades: 2 free, 1 paid
    assert vp_from(s1, 0, "faction abilities") == 2
    assert vp_from(s1, 0, "round scoring tiles") == 3 * 2  # SCORE1: every spade gained


def test_without_a_priest_the_darklings_cannot_pay_a_spade():
    s = darklings(priests=0, workers=9)
    builds = [a for a in legal_actions(s) if isinstance(a, A.TransformAndBuild)]
    assert builds == []  # every transform needs a spade, every spade a priest
    action = A.TransformAndBuild(H["A7"], "K", True)
    assert_illegal(RULES, s, action, R_BUILD, "cannot pay")
    with_one = apply(darklings(priests=1, workers=9), action)
    assert (with_one.seats[0].priests, with_one.seats[0].workers) == (0, 8)  # no worker spade


def test_the_darklings_have_no_exchange_track_to_advance():
    s = darklings(priests=3, workers=9, coins=20)
    assert A.Advance("dig") not in legal_actions(s)
    assert_illegal(RULES, s, A.Advance("dig"), R_ADVANCE, "exchange track")


def test_the_stronghold_turns_up_to_3_workers_into_priests_once_when_built():
    s = darklings(priests=0, structure="TP", workers=9, coins=6)
    s1 = apply(s, A.Upgrade(H["A8"], "SH"))
    assert s1.pending[0] == DarklingsPriests(0)
    assert [a.n for a in legal_actions(s1)] == [0, 1, 2, 3]  # 5 workers left: 3 at most
    assert_illegal(RULES, s1, A.DarklingsConvert(4), R_DARK)
    s2 = apply(s1, A.DarklingsConvert(3))
    assert (s2.seats[0].workers, s2.seats[0].priests) == (2, 3)
    s3 = done(s2)
    assert not any(isinstance(a, A.DarklingsConvert) for a in legal_actions(s3))


def test_the_stronghold_conversion_stops_at_seven_priests_in_play():
    sent = {"priests_sent": 1, "cults": (3, 1, 1, 0), "cult_order": (1, 0, 0, 0)}
    s = darklings(priests=5, structure="TP", workers=9, coins=6, **sent)
    assert invariants(s) == []
    s1 = apply(s, A.Upgrade(H["A8"], "SH"))
    assert [a.n for a in legal_actions(s1)] == [0, 1]  # 5 in hand + 1 on a cult: room for 1
    full = darklings(priests=6, structure="TP", workers=9, coins=6, **sent)
    s2 = apply(full, A.Upgrade(H["A8"], "SH"))
    assert not any(isinstance(p, DarklingsPriests) for p in s2.pending)  # nothing to choose


def test_the_sanctuary_costs_4_workers_and_10_coins_and_pays_2_priests():
    s = darklings(structure="TE", workers=4, coins=10)
    s1 = apply(s, A.Upgrade(H["A8"], "SA"))
    assert (s1.seats[0].workers, s1.seats[0].coins) == (0, 0)
    assert income_of(s1, 0)["P"] == 2
    poor = darklings(structure="TE", workers=4, coins=9)
    assert A.Upgrade(H["A8"], "SA") not in legal_actions(poor)
