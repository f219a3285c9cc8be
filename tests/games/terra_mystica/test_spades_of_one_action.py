"""The spades of one action (issue 29, rules 4, 5, 6 and 9; Terra Mystica — Transform and
Build; snellman `commands.pm` transform, dig and build): split over several hexes only when
every hex but the last becomes the home terrain; extra spades paid only for the first hex;
every transform comes before the build; spades score when gained; dug spades are all used.

The Witches (forest) on A3: A2 (mountains) and A4 (lakes) are next to it, each one spade from
forest; B2 (plains) is next to A4 only."""

from __future__ import annotations

import pytest

from skywidgets.core import evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.building import NOT_REACHED, R_SPADES
from skywidgets.games.terra_mystica.checks import invariants
from skywidgets.games.terra_mystica.state import SpadeUse
from tests.rules import assert_illegal

from ..merchants_seas.helpers import H, finishing, table
from .test_snellman_moves import RULES, alchemists

SPADE_TILE = (16, 13, 15, 10, 11, 17)  # round 1 scores 2 VP per spade


def witches(power_action="ACT6", workers=9, tiles=None):
    """The Witches after a spade power action (ACT6: 2 spades, ACT5: 1)."""
    kw = {"tiles": tiles} if tiles else {}
    s = table(builds=[("A3", 0, "D")], **kw)
    s = with_seat(s, 0, workers=workers, coins=9, bowls=(0, 0, 6))
    return apply(s, A.PowerAction(power_action))


def transforms(s):
    """{hex: terrains} of the transforms listed (no Dwelling)."""
    out = {}
    for a in legal_actions(s):
        if isinstance(a, A.TransformAndBuild) and not a.build:
            out.setdefault(a.hex, set()).add(a.terrain)
    return out


# -- rule 4: split only when each hex but the last reaches the home terrain --------------------


def test_a_hex_left_short_of_home_binds_the_next_spade_to_the_home_terrain():
    s = apply(witches(), A.TransformAndBuild(H["A4"], "K", False))  # lakes → swamp: not home
    assert s.pending[0].home_only and s.pending[0].spades == 1
    assert transforms(s) == {H["A2"]: {"G"}}  # only to forest (A4 would need 2 spades)
    assert_illegal(RULES, s, A.TransformAndBuild(H["A2"], "W", False), R_SPADES, "home terrain")
    after = apply(s, A.TransformAndBuild(H["A2"], "G", False))
    assert after.terrain[H["A2"]] == "G" and finishing(after)


def test_a_hex_turned_home_first_lets_the_next_spade_go_anywhere():
    s = apply(witches(), A.TransformAndBuild(H["A4"], "G", False))
    assert not s.pending[0].home_only
    after = apply(s, A.TransformAndBuild(H["A2"], "W", False))  # mountains → wasteland
    assert after.terrain[H["A2"]] == "W" and invariants(after) == []


def test_extra_spades_are_paid_only_for_the_first_hex():
    s = apply(witches(), A.TransformAndBuild(H["A4"], "G", False))
    two = A.TransformAndBuild(H["A2"], "D", False)  # mountains → desert: 2 spades, 1 paid
    assert two not in legal_actions(s)
    assert_illegal(RULES, s, two, R_SPADES, "first hex")
    first = witches("ACT5")  # 1 free spade, the second one paid on the first hex
    after = apply(first, A.TransformAndBuild(H["A4"], "U", False))  # lakes → plains: 2
    assert after.terrain[H["A4"]] == "U" and after.seats[0].workers == 9 - 3


def test_the_halflings_stronghold_spades_follow_the_same_rule():
    s = table(factions=("halflings", "witches"), builds=[("A3", 0, "D")])
    s = evolve(s, pending=(SpadeUse(0, spades=3, may_build=True),), acted=True)
    s = apply(s, A.TransformAndBuild(H["A4"], "K", False))  # lakes → swamp, not plains
    assert s.pending[0].home_only
    assert transforms(s) == {H["A4"]: {"U"}}  # swamp → plains: home, 1 spade


def test_cult_bonus_spades_in_phase_three_split_freely():
    s = table(builds=[("A3", 0, "D")], step="cult_bonus")
    s = evolve(s, seats=tuple(evolve(x, passed=True) for x in s.seats), next_order=(0, 1))
    s = evolve(s, pending=(SpadeUse(0, spades=2, may_build=False),))
    s = apply(s, A.TransformAndBuild(H["A4"], "K", False))
    after = apply(s, A.TransformAndBuild(H["A2"], "W", False))  # both short of forest
    assert (after.terrain[H["A4"]], after.terrain[H["A2"]]) == ("K", "W")


# -- rule 5: every transform comes before the build -------------------------------------------


def test_spades_left_after_the_build_use_the_reach_without_that_dwelling():
    s = apply(witches(), A.TransformAndBuild(H["A4"], "G", True))  # Dwelling, 1 spade left
    head = s.pending[0]
    assert head.built == H["A4"] and head.spades == 1 and not head.may_build
    assert H["B2"] not in transforms(s) and H["A2"] in transforms(s)
    err = assert_illegal(RULES, s, A.TransformAndBuild(H["B2"], "K", False), "Transform")
    assert err.reason == NOT_REACHED
    after = apply(s, A.TransformAndBuild(H["A2"], "W", False))
    assert after.terrain[H["A2"]] == "W" and invariants(after) == []


# -- rule 6: the round tile scores spades when they are gained --------------------------------


def test_spades_score_when_gained_even_when_thrown_away():
    before = table(builds=[("A3", 0, "D")], tiles=SPADE_TILE).seats[0].vp
    s = witches(tiles=SPADE_TILE)
    assert s.seats[0].vp == before + 4  # 2 spades gained: 4 VP at once
    used = apply(s, A.TransformAndBuild(H["A4"], "G", False))
    assert used.seats[0].vp == before + 4  # nothing more for using one
    thrown = apply(used, A.Finish())
    assert dict(thrown.seats[0].vp_by)["round scoring tiles"] == 4


def test_paid_spades_score_when_paid():
    s = witches("ACT5", tiles=SPADE_TILE)
    vp = s.seats[0].vp
    after = apply(s, A.TransformAndBuild(H["A4"], "U", False))  # 1 free + 1 paid
    assert after.seats[0].vp == vp + 2


# -- rule 9: the Alchemists' dug spades must all be used ---------------------------------------


@pytest.fixture
def dug():
    """The Alchemists (swamp, Stronghold on A3) dug 2 spades: A4 is lakes."""
    s = with_seat(alchemists(), 0, workers=9)
    s = apply(s, A.Dig(2))
    assert s.pending[0] == SpadeUse(0, spades=2, may_build=True, dug=True)
    return s


def test_dug_spades_cannot_be_thrown_away(dug):
    assert A.Finish() not in legal_actions(dug)
    assert_illegal(RULES, dug, A.Finish(), R_SPADES, "must be used")


def test_dug_spades_are_all_used_on_one_hex(dug):
    one = A.TransformAndBuild(H["A4"], "K", True)  # lakes → swamp takes 1 of the 2
    assert one not in legal_actions(dug)
    assert_illegal(RULES, dug, one, R_SPADES, "must all be used")
    after = apply(dug, A.TransformAndBuild(H["A4"], "S", False))  # lakes → mountains: 2
    assert after.terrain[H["A4"]] == "S" and not any(isinstance(p, SpadeUse) for p in after.pending)
