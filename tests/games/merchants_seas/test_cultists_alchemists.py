"""Cultists (a cult step when an opponent takes their power, 1 power when all decline, 7 VP
with the Stronghold) and Alchemists (Philosopher's Stone, 12 power with the Stronghold, then
2 power per spade gained) in the core."""

from __future__ import annotations

import pytest

from skywidgets.core import IllegalAction, evolve
from skywidgets.games.merchants_seas import apply, explain, legal_actions, new_game
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.income import income_of
from skywidgets.games.terra_mystica.resources import gain
from skywidgets.games.terra_mystica.scoring import scores
from skywidgets.games.terra_mystica.state import CultChoice, PowerOffer

from .helpers import H, end_turn, finishing, leech, table

RICH = {"coins": 20, "workers": 12, "priests": 3}


def _act(state, action):
    """`state` after `action` and the end of the turn it leaves the seat in (the offers it
    made come after the finish step)."""
    after = apply(state, action)
    return end_turn(after) if finishing(after) else after


def _abilities(seat):
    return dict(seat.vp_by).get("faction abilities", 0)


# -- Cultists ------------------------------------------------------------------------------


def cultists(*others):
    """Cultists (A) with a Dwelling at B3; each other faction a Dwelling next to it."""
    spots = ("C2", "B2")
    builds = [("B3", 0, "D")] + [(spots[k], k + 1, "D") for k in range(len(others))]
    return table(factions=("cultists", *others), builds=builds, seat_kw={0: RICH})


def test_cultists_board_comes_from_the_snellman_data():
    f = FACTIONS["cultists"]
    assert (f.home, f.bowl1, f.bowl2, f.cults) == ("U", 5, 7, (1, 0, 1, 0))
    assert dict(f.cost["SH"]) == {"W": 4, "C": 8} and dict(f.cost["SA"]) == {"W": 4, "C": 8}
    assert dict(f.sh_gain) == {"VP": 7}
    assert dict(f.cost["SY"]) == {"W": 4, "C": 6}  # [project-defined] standard Shipyard


def test_a_cult_step_when_an_opponent_takes_the_power():
    s = cultists("witches")
    s2 = _act(s, A.Upgrade(H["B3"], "TP"))
    assert isinstance(s2.pending[0], PowerOffer) and s2.pending[0].seat == 1
    s3 = apply(s2, leech(s2, True))
    head = s3.pending[0]
    assert isinstance(head, CultChoice) and head.seat == 0 and head.steps == 1
    assert "(Cultists) gain a cult step" in explain(s2, leech(s2, True), s3, 1)
    s4 = apply(s3, A.ChooseCult("AIR"))
    assert s4.seats[0].cults[3] == s.seats[0].cults[3] + 1
    assert s4.seats[0].bowls == s2.seats[0].bowls  # no power besides the step


def test_one_power_when_every_opponent_declines():
    s = cultists("witches")
    s2 = _act(s, A.Upgrade(H["B3"], "TP"))
    s3 = apply(s2, leech(s2, False))
    b1, b2, _b3 = s2.seats[0].bowls
    assert s3.seats[0].bowls[:2] == (b1 - 1, b2 + 1)  # errata-cultist-power
    assert not any(isinstance(p, CultChoice) for p in s3.pending)
    assert "every opponent declined" in explain(s2, leech(s2, False), s3, 1)


def test_one_taker_of_two_is_enough_for_the_cult_step_and_no_power():
    s = cultists("witches", "alchemists")
    s2 = _act(s, A.Upgrade(H["B3"], "TP"))
    s3 = apply(s2, leech(s2, False))
    assert isinstance(s3.pending[0], PowerOffer)  # still waiting for the second answer
    s4 = apply(s3, leech(s3, True))
    assert isinstance(s4.pending[0], CultChoice) and s4.pending[0].seat == 0
    assert s4.seats[0].bowls == s2.seats[0].bowls


def test_other_factions_gain_nothing_from_their_offers():
    s = table(
        factions=("halflings", "witches"),
        builds=[("B3", 0, "D"), ("C2", 1, "D")],
        seat_kw={0: RICH},
    )
    s2 = _act(s, A.Upgrade(H["B3"], "TP"))
    s3 = apply(s2, leech(s2, False))
    assert s3.seats[0].bowls == s2.seats[0].bowls and not s3.pending
    s4 = apply(s2, leech(s2, True))
    assert s4.seats[0].cults == s2.seats[0].cults and not s4.pending


def test_no_offer_no_reward():
    s = table(factions=("cultists", "witches"), builds=[("B3", 0, "D"), ("I6", 1, "D")])
    s = evolve(s, seats=(evolve(s.seats[0], **RICH), s.seats[1]))
    after = _act(s, A.Upgrade(H["B3"], "TP"))
    assert not after.pending and after.seats[0].bowls == s.seats[0].bowls


def test_cultists_stronghold_scores_seven_vp_at_once():
    s = cultists("witches")
    s = evolve(s, building=tuple("TP" if h == H["B3"] else b for h, b in enumerate(s.building)))
    action = A.Upgrade(H["B3"], "SH")
    after = apply(s, action)
    assert _abilities(after.seats[0]) - _abilities(s.seats[0]) == 7
    assert s.seats[0].coins - after.seats[0].coins == 8
    assert "+7 VP from faction abilities" in explain(s, action, after, 0)
    assert ("faction abilities", 7) in [(i.source, i.points) for i in scores(after).for_player("A")]
    assert not [a for a in legal_actions(evolve(after, pending=())) if a.kind == "special"]


# -- Alchemists ----------------------------------------------------------------------------


def alchemists(struct="D", **kw):
    """Alchemists (A) at B2 (swamp, their home) beside A4 (lakes)."""
    return table(
        factions=("alchemists", "witches"),
        builds=[("B2", 0, struct), ("I6", 1, "D")],
        seat_kw={0: {**RICH, **kw}},
    )


def test_alchemists_board_comes_from_the_snellman_data():
    f = FACTIONS["alchemists"]
    assert (f.home, f.cults, f.coins_per_vp) == ("K", (1, 1, 0, 0), 2)
    assert f.income["SH"]["C"] == (0, 6) and f.income["TP"]["C"] == (0, 2, 4, 7, 11)
    with_sh, without = income_of(alchemists("SH"), 0), income_of(alchemists("D"), 0)
    assert with_sh.get("C", 0) - without.get("C", 0) == 6  # the Stronghold's 6 coins


def test_philosophers_stone_converts_vp_and_coins_both_ways():
    s = alchemists()
    legal = legal_actions(s)
    assert A.Convert("VP>C") in legal and A.Convert("C>VP") in legal
    s2 = apply(s, A.Convert("VP>C"))
    assert (s2.seats[0].vp, s2.seats[0].coins) == (s.seats[0].vp - 1, s.seats[0].coins + 1)
    s3 = apply(s, A.Convert("C>VP"))
    assert (s3.seats[0].vp, s3.seats[0].coins) == (s.seats[0].vp + 1, s.seats[0].coins - 2)
    assert "2 coins into 1 VP (Philosopher's Stone)" in explain(s, A.Convert("C>VP"), s3, 0)
    assert not s3.acted  # a free action
    poor = alchemists(coins=1)
    assert A.Convert("C>VP") not in legal_actions(poor)


def test_only_the_alchemists_have_the_stone():
    s = table(factions=("witches", "alchemists"), seat_kw={0: RICH})
    assert A.Convert("VP>C") not in legal_actions(s)
    with pytest.raises(IllegalAction, match="Alchemists: Philosopher's Stone"):
        apply(s, A.Convert("VP>C"))


def test_alchemists_stronghold_gives_twelve_power():
    s = alchemists("TP", bowls=(5, 7, 0))
    after = apply(s, A.Upgrade(H["B2"], "SH"))
    assert after.seats[0].bowls == (0, 5, 7)  # 12 power: 5 to bowl II, then 7 to bowl III
    assert s.seats[0].coins - after.seats[0].coins == 6


def test_two_power_per_paid_spade_after_the_stronghold():
    s = alchemists("SH", bowls=(12, 0, 0))
    after = apply(s, A.TransformAndBuild(H["A4"], "S", False))  # lakes -> mountains: 2 spades
    assert after.seats[0].bowls == (8, 4, 0)
    before_sh = alchemists("TP", bowls=(12, 0, 0))
    same = apply(before_sh, A.TransformAndBuild(H["A4"], "S", False))
    assert same.seats[0].bowls == (12, 0, 0)


def test_spades_gained_count_even_when_not_used():
    # snellman counts spades gained: a Phase III cult spade gives its power at once
    s = alchemists("SH", bowls=(12, 0, 0))
    after = gain(s, 0, {"SPADE": 1}, "cult bonus")
    assert after.seats[0].bowls == (10, 2, 0)
    act6 = alchemists("SH", bowls=(0, 6, 6))
    s2 = apply(act6, A.PowerAction("ACT6"))  # pay 6 power, gain 2 free spades
    assert s2.seats[0].bowls == (2, 10, 0)  # 6 back to bowl I, then 4 power for the spades


def test_alchemists_leftover_coins_score_at_two_per_vp():
    s = alchemists()
    left = {"coins": 9, "workers": 0, "priests": 0, "bowls": (12, 0, 0)}
    s = evolve(s, step="over", seats=tuple(evolve(seat, **left) for seat in s.seats))
    sheet = scores(s)
    mine = {i.source: i.points for i in sheet.for_player("A")}
    theirs = {i.source: i.points for i in sheet.for_player("B")}
    assert mine["final: resources"] == 4 and theirs["final: resources"] == 3


def test_the_picker_refuses_two_factions_of_one_home_terrain():
    for pair in ("alchemists,darklings", "cultists,halflings", "mermaids,swarmlings"):
        with pytest.raises(IllegalAction, match="share a home terrain"):
            new_game(["A", "B"], factions=pair)
