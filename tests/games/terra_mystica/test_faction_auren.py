"""Auren's cult action at 9 and 10 (Terra Mystica — Auren: Stronghold special action; Cult
tracks; snellman `Game/Constants.pm` ACTA: CULT 2 with CULTS_ON_SAME_TRACK, `resources.pm`
maybe_gain_power_from_cult): both steps go on one track; the top space needs a key of one's
own for each track topped (a key is used up by the track it takes to 10) and a free space 10
(any faction there keeps the others at 9); power comes at 3, 5, 7 and 10 as for every cult
step. Base-game positions (the `terra_mystica` box)."""

from __future__ import annotations

from skywidgets.games.terra_mystica.decisions import R_CULT
from skywidgets.games.terra_mystica.state import CultChoice
from tests.rules import assert_illegal

from .faction_positions import RULES, A, apply, done, invariants, legal_actions, tm

ACTA = A.Special("auren_cult")


def auren(cults, keys=0, towns=(), bowls=(6, 6, 0), other=None):
    """The Auren (A) with their Stronghold on A3, at `cults`; the Nomads (B)
    with the fields `other`."""
    s = tm(
        ("auren", "nomads"),
        [("A3", 0, "SH"), ("I7", 1, "D")],
        seat_kw={
            0: {"cults": cults, "keys": keys, "towns": towns, "bowls": bowls},
            1: other or {},
        },
    )
    assert invariants(s) == [], invariants(s)
    return s


def choices(state):
    return [a.cult for a in legal_actions(state) if isinstance(a, A.ChooseCult)]


def test_two_steps_from_8_with_a_key_reach_10_with_its_3_power():
    s = auren((8, 4, 1, 0), keys=1, towns=("TW1",))
    s1 = apply(s, ACTA)
    assert s1.pending[0] == CultChoice(0, steps=2)
    s2 = apply(s1, A.ChooseCult("FIRE"))
    assert s2.seats[0].cults == (10, 4, 1, 0)
    assert s2.seats[0].bowls == (3, 9, 0)  # 3 power for space 10 (bowl I first)
    assert invariants(done(s2)) == []


def test_a_step_from_9_with_a_key_takes_the_top_and_loses_the_second_step():
    s = auren((9, 4, 1, 0), keys=1, towns=("TW1",))
    s2 = apply(apply(s, ACTA), A.ChooseCult("FIRE"))
    assert s2.seats[0].cults == (10, 4, 1, 0) and s2.seats[0].bowls == (3, 9, 0)


def test_both_steps_on_one_track_with_its_power_on_the_way():
    s = auren((0, 4, 1, 6), bowls=(6, 6, 0))
    s1 = apply(s, ACTA)
    assert set(choices(s1)) == {"FIRE", "WATER", "EARTH", "AIR"}
    s2 = apply(s1, A.ChooseCult("WATER"))
    assert s2.seats[0].cults == (0, 6, 1, 6) and s2.seats[0].bowls == (4, 8, 0)  # 2 at 5
    s3 = apply(apply(s, ACTA), A.ChooseCult("AIR"))
    assert s3.seats[0].cults == (0, 4, 1, 8) and s3.seats[0].bowls == (4, 8, 0)  # 2 at 7


def test_one_key_tops_one_track_only():
    # the key took Fire to 10: Water stops at 9 with no power (no space of 3, 5, 7 passed)
    s = auren((10, 8, 1, 0), keys=1, towns=("TW1",))
    assert "FIRE" not in choices(apply(s, ACTA))  # nothing above 10
    s2 = apply(apply(s, ACTA), A.ChooseCult("WATER"))
    assert s2.seats[0].cults == (10, 9, 1, 0) and s2.seats[0].bowls == s.seats[0].bowls
    two = auren((10, 8, 1, 0), keys=2, towns=("TW1", "TW2"))
    s3 = apply(apply(two, ACTA), A.ChooseCult("WATER"))
    assert s3.seats[0].cults == (10, 10, 1, 0)


def test_a_track_another_faction_tops_is_closed_at_9_even_with_a_key():
    nomads = {"cults": (1, 0, 1, 10), "keys": 1, "towns": ("TW2",)}
    s = auren((9, 9, 9, 9), keys=1, towns=("TW1",), other=nomads)
    s1 = apply(s, ACTA)
    assert choices(s1) == ["FIRE", "WATER", "EARTH"]  # Air's 10 is the Nomads'
    assert_illegal(RULES, s1, A.ChooseCult("AIR"), R_CULT)


def test_at_9_everywhere_without_a_key_the_action_is_not_open():
    s = auren((9, 9, 9, 9))
    assert ACTA not in legal_actions(s)
    keyed = auren((9, 9, 9, 9), keys=1, towns=("TW1",))
    assert ACTA in legal_actions(keyed)
