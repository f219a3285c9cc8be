"""Halflings (1 VP per spade, cheap exchange track, 3 spades with the Stronghold) and Auren
(a Favor tile with the Stronghold, ACTA: 2 steps on one cult track) in the core."""

from __future__ import annotations

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply, explain, legal_actions, new_game
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.scoring import scores
from skywidgets.games.terra_mystica.state import CultChoice, FavorChoice, SpadeUse

from .helpers import H, finishing, table, turn_of

RICH = {"coins": 20, "workers": 12, "priests": 3}


def _abilities(seat):
    return dict(seat.vp_by).get("faction abilities", 0)


# -- Halflings -----------------------------------------------------------------------------


def halflings(struct="D", **kw):
    """Halflings (A) at B2 (plains) beside A4 (lakes, 2 spades) and B3 (swamp, 1 spade)."""
    return table(
        factions=("halflings", "witches"),
        builds=[("B2", 0, struct), ("I6", 1, "D")],
        seat_kw={0: RICH},
        **kw,
    )


def test_halflings_score_one_vp_per_spade_used():
    s = halflings()
    action = A.TransformAndBuild(H["A4"], "U", True)
    after = apply(s, action)
    assert _abilities(after.seats[0]) - _abilities(s.seats[0]) == 2
    assert "+2 VP from faction abilities" in explain(s, action, after, 0)
    sheet = [(i.source, i.points) for i in scores(after).for_player("A")]
    assert ("faction abilities", 2) in sheet
    w = table(factions=("witches", "giants"), builds=[("A3", 0, "D")], seat_kw={0: RICH})
    w2 = apply(w, A.TransformAndBuild(H["A4"], "G", False))
    assert _abilities(w2.seats[0]) == 0


def test_halflings_score_the_spades_they_gain_even_unused():
    # the league ledgers: the VP come with the spades (snellman: per spade gained)
    s = halflings("TP")
    s2 = apply(s, A.Upgrade(H["B2"], "SH"))
    assert _abilities(s2.seats[0]) - _abilities(s.seats[0]) == 3  # before any is used
    s3 = apply(s2, A.Finish())  # all three forfeited
    assert _abilities(s3.seats[0]) - _abilities(s.seats[0]) == 3


def test_halflings_exchange_track_step_costs_one_coin():
    assert dict(FACTIONS["halflings"].dig_cost) == {"W": 2, "C": 1, "P": 1}
    poor = {"coins": 1, "workers": 2, "priests": 1}
    s = table(factions=("halflings", "witches"), seat_kw={0: poor, 1: poor})
    assert A.Advance("dig") in legal_actions(s)
    after = apply(s, A.Advance("dig"))
    seat = after.seats[0]
    assert (seat.dig, seat.coins, seat.workers, seat.priests) == (1, 0, 0, 0)
    other = evolve(s, turn=1)
    assert A.Advance("dig") not in legal_actions(other)
    with pytest.raises(IllegalAction, match="Shipping and Exchange"):
        apply(other, A.Advance("dig"))


def test_halflings_stronghold_gives_three_spades_at_once():
    s = halflings("TP")
    s2 = apply(s, A.Upgrade(H["B2"], "SH"))
    head = s2.pending[0]
    assert isinstance(head, SpadeUse) and head.spades == 3 and head.may_build
    assert s.seats[0].coins - s2.seats[0].coins == 8  # Halflings' Stronghold: 4 W, 8 C
    s3 = apply(s2, A.TransformAndBuild(H["A4"], "U", True))  # 2 spades and a Dwelling
    assert s3.pending[0].spades == 1 and not s3.pending[0].may_build
    s4 = apply(s3, A.TransformAndBuild(H["B3"], "U", False))
    assert finishing(s4) and len(s4.pending) == 1  # only the finish step is left
    assert s2.seats[0].workers - s4.seats[0].workers == 1  # the Dwelling, no spade paid
    assert _abilities(s4.seats[0]) - _abilities(s.seats[0]) == 3
    text = explain(s, A.Upgrade(H["B2"], "SH"), s2, 0)
    assert "takes 3 spades at once" in text and "Halflings: Stronghold" in text


def test_other_strongholds_bring_no_spades():
    w = table(factions=("witches", "giants"), builds=[("A3", 0, "TP")], seat_kw={0: RICH})
    assert _no_decision(apply(w, A.Upgrade(H["A3"], "SH")))


# -- Auren ---------------------------------------------------------------------------------


def auren(struct="D", **kw):
    """Auren (A) at A3 (forest); Giants (B) far away."""
    return table(factions=("auren", "giants"), builds=[("A3", 0, struct)], seat_kw={0: RICH}, **kw)


def test_auren_stronghold_brings_a_favor_tile_at_once():
    s = auren("TP")
    s2 = apply(s, A.Upgrade(H["A3"], "SH"))
    assert isinstance(s2.pending[0], FavorChoice) and s2.pending[0].seat == 0
    assert s.seats[0].coins - s2.seats[0].coins == 6
    text = explain(s, A.Upgrade(H["A3"], "SH"), s2, 0)
    assert "Favor tile at once" in text and "Auren: Stronghold" in text
    s3 = apply(s2, A.TakeFavor("FAV9"))
    assert "FAV9" in s3.seats[0].favors
    w = table(factions=("witches", "giants"), builds=[("A3", 0, "TP")], seat_kw={0: RICH})
    assert _no_decision(apply(w, A.Upgrade(H["A3"], "SH")))


def test_auren_sanctuary_costs_eight_coins():
    s = auren("TE")
    s2 = apply(s, A.Upgrade(H["A3"], "SA"))
    assert (s.seats[0].coins - s2.seats[0].coins, s.seats[0].workers - s2.seats[0].workers) == (
        8,
        4,
    )


def test_auren_cult_action_two_steps_on_one_track_once_a_round():
    s = auren("SH")
    assert A.Special("auren_cult") in legal_actions(s)
    s2 = apply(s, A.Special("auren_cult"))
    assert isinstance(s2.pending[0], CultChoice) and s2.pending[0].steps == 2
    s3 = apply(s2, A.ChooseCult("FIRE"))
    assert s3.seats[0].cults[0] == s.seats[0].cults[0] + 2
    again = evolve(turn_of(s3, 0), acted=False)
    assert A.Special("auren_cult") not in legal_actions(again)
    with pytest.raises(IllegalAction, match="Auren: Stronghold special action"):
        apply(again, A.Special("auren_cult"))


def test_auren_cult_action_needs_the_stronghold():
    s = auren("TP")
    assert A.Special("auren_cult") not in legal_actions(s)
    with pytest.raises(IllegalAction, match="needs your Stronghold"):
        apply(s, A.Special("auren_cult"))


def test_auren_cult_action_stops_below_the_top_without_a_key():
    s = with_seat(auren("SH"), 0, cults=(8, 9, 9, 9), keys=0)
    s2 = apply(apply(s, A.Special("auren_cult")), A.ChooseCult("FIRE"))
    assert s2.seats[0].cults[0] == 9
    top = with_seat(s, 0, cults=(9, 9, 9, 9))
    assert A.Special("auren_cult") not in legal_actions(top)
    with pytest.raises(IllegalAction, match="needs a key"):
        apply(top, A.Special("auren_cult"))
    keyed = with_seat(top, 0, keys=1)
    s3 = apply(apply(keyed, A.Special("auren_cult")), A.ChooseCult("AIR"))
    assert s3.seats[0].cults[3] == 10


# -- the faction picker --------------------------------------------------------------------


def test_the_picker_refuses_two_factions_of_one_home_terrain():
    with pytest.raises(IllegalAction, match="share a home terrain"):
        new_game(["A", "B"], factions="auren,witches")
    s = new_game(["A", "B", "C", "D"], factions="giants,swarmlings,halflings,auren")
    assert s.factions == ("giants", "swarmlings", "halflings", "auren")
    with pytest.raises(IllegalAction, match="unknown faction"):
        new_game(["A", "B"], factions="giants,yetis")


def _no_decision(state: object) -> bool:
    """Whether nothing but (at most) the seat's finish step is pending."""
    return not state.pending or (finishing(state) and len(state.pending) == 1)  # type: ignore[attr-defined]
