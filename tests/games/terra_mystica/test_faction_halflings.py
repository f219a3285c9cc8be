"""Halflings' spades, also beside the Alchemists' power (Terra Mystica — Halflings;
Alchemists: Stronghold; Phase III cult bonuses; snellman `Game/Factions/Halflings.pm` special
SPADE VP 1 and `Alchemists.pm` special SPADE PW 2 with the Stronghold, both `mode => 'gain'`;
`Game/Constants.pm` SCORE1 `vp_mode => 'gain'`): every spade *gained* — from the Halflings'
Stronghold (3 at once), a power action, or a Phase III cult bonus — brings the Halflings 1 VP
and the Alchemists with their Stronghold 2 power at once, whether it is then used or thrown
away; a round tile paying for spades pays for them when gained too. Base-game positions."""

from __future__ import annotations

from skywidgets.games.terra_mystica.state import SpadeUse

from .faction_positions import A, H, apply, done, invariants, legal_actions, tm, vp_from

RICH = {"coins": 20, "workers": 12, "priests": 3}
# SCORE6 in round 1: 4 steps on Water bring 1 spade in Phase III
WATER_SPADE_FIRST = (6, 3, 4, 5, 7, 8)


def test_the_halflings_stronghold_spades_score_the_round_tile_and_their_vp_at_once():
    s = tm(
        ("halflings", "witches"),
        [("B2", 0, "TP"), ("I6", 1, "D")],
        tiles=(1, 3, 4, 5, 6, 7),  # SCORE1: 2 VP per spade
        seat_kw={0: RICH},
    )
    s1 = apply(s, A.Upgrade(H["B2"], "SH"))
    assert s1.pending[0] == SpadeUse(0, spades=3, may_build=True)
    assert vp_from(s1, 0, "faction abilities") == 3
    assert vp_from(s1, 0, "round scoring tiles") == 6  # before any spade is used
    s2 = apply(s1, A.Finish())  # all three thrown away: the VP stay
    assert s2.seats[0].vp == s1.seats[0].vp
    assert invariants(done(s2)) == []


def cult_spades(alchemists_sh="SH"):
    """The Halflings (A, on B2) and the Alchemists (B, `alchemists_sh` on A8), both at 4 on
    Water in a SCORE6 round: when both have passed each gains 1 cult bonus spade."""
    s = tm(
        ("halflings", "alchemists"),
        [("B2", 0, "D"), ("A8", 1, alchemists_sh)],
        tiles=WATER_SPADE_FIRST,
        seat_kw={
            0: {"cults": (0, 4, 1, 1)},
            1: {"cults": (1, 4, 0, 0), "bowls": (12, 0, 0)},
        },
    )
    assert invariants(s) == []
    return apply(apply(s, A.Pass("BON1")), A.Pass("BON2"))


def test_one_cult_bonus_spade_each_the_halflings_vp_and_the_alchemists_power_at_once():
    s = cult_spades()
    assert s.step == "cult_bonus"
    assert s.pending == (SpadeUse(0, spades=1, may_build=False), SpadeUse(1, 1, False))
    assert vp_from(s, 0, "faction abilities") == 1
    assert s.seats[1].bowls == (10, 2, 0)  # 2 power for the spade, before it is used
    assert invariants(s) == []
    s1 = apply(s, A.TransformAndBuild(H["A5"], "U", False))  # the Halflings use it: desert
    assert s1.terrain[H["A5"]] == "U" and vp_from(s1, 0, "faction abilities") == 1  # no more
    assert s1.pending == (SpadeUse(1, 1, False),)
    s2 = apply(s1, A.Finish())  # the Alchemists throw theirs away: the power stays
    assert s2.round == 2 and s2.step == "actions"
    assert s2.seats[1].bowls == (10, 2, 0)  # round 2: the Stronghold pays coins, no power
    assert vp_from(s2, 0, "faction abilities") == 1
    assert invariants(s2) == []


def test_a_cult_bonus_spade_brings_the_alchemists_no_power_before_their_stronghold():
    s = cult_spades("TP")
    assert s.seats[1].bowls == (12, 0, 0)
    assert vp_from(s, 0, "faction abilities") == 1  # the Halflings' VP need no Stronghold


def test_a_cult_bonus_spade_cannot_be_topped_up_or_build():
    s = cult_spades()
    moves = [a for a in legal_actions(s) if isinstance(a, A.TransformAndBuild)]
    assert moves and all(not a.build for a in moves)
    assert A.TransformAndBuild(H["A4"], "U", False) not in moves  # lakes: 2 spades to plains
    assert A.TransformAndBuild(H["A4"], "K", False) in moves  # lakes -> swamp: 1 spade
