"""Mermaids in the core: shipping from 1 to 5, a free shipping step with the Stronghold, and
a town founded across one river space (a decision when a build would complete it)."""

from __future__ import annotations

import pytest

from skywidgets.core import IllegalAction, evolve
from skywidgets.games.merchants_seas import apply, explain, legal_actions, new_game
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.income import income_of
from skywidgets.games.terra_mystica.scoring import scores
from skywidgets.games.terra_mystica.state import FavorChoice, RiverTown, TownChoice

from .helpers import H, river, table, turn_of

RICH = {"coins": 20, "workers": 12, "priests": 3}
# B3 and C2 (directly adjacent) face C3 across the river spaces B:6 and C:6; D4 touches C3.
SPLIT = [("B3", 0, "TP"), ("C2", 0, "TE"), ("C3", 0, "TP"), ("D4", 0, "D"), ("I6", 1, "D")]


def split(faction="mermaids", **seat):
    """`faction` (A) with two groups across the river, 7 power in 4 structures together."""
    return table(factions=(faction, "witches"), builds=SPLIT, seat_kw={0: {**RICH, **seat}})


def test_mermaids_board_comes_from_the_snellman_data():
    f = FACTIONS["mermaids"]
    assert (f.home, f.bowl1, f.bowl2, f.cults) == ("L", 3, 9, (0, 2, 0, 0))
    assert dict(f.cost["SA"]) == {"W": 4, "C": 8} and dict(f.cost["SH"]) == {"W": 4, "C": 6}
    assert f.income["SH"]["PW"] == (0, 4)
    assert (f.start_shipping, f.shipping_top) == (1, 5)
    seat = new_game(["A", "B"], factions="mermaids,witches").seats[0]
    assert (seat.shipping, seat.coins, seat.workers) == (1, 15, 3)
    s = table(factions=("mermaids", "witches"), builds=[("B3", 0, "SH"), ("I6", 1, "D")])
    assert income_of(s, 0)["PW"] == 4  # the Stronghold's 4 power


def test_mermaids_shipping_track_goes_to_five_with_its_vp():
    s = table(factions=("mermaids", "witches"), seat_kw={0: {**RICH, "shipping": 3}})
    assert A.Advance("shipping") in legal_actions(s)
    s4 = apply(s, A.Advance("shipping"))
    assert s4.seats[0].shipping == 4 and s4.seats[0].vp - s.seats[0].vp == 4
    s5 = apply(evolve(turn_of(s4, 0), acted=False), A.Advance("shipping"))
    assert s5.seats[0].shipping == 5 and s5.seats[0].vp - s4.seats[0].vp == 5
    top = evolve(turn_of(s5, 0), acted=False)
    assert A.Advance("shipping") not in legal_actions(top)
    with pytest.raises(IllegalAction, match="Shipping and Exchange"):
        apply(top, A.Advance("shipping"))
    w = table(factions=("witches", "mermaids"), seat_kw={0: {**RICH, "shipping": 3}})
    assert A.Advance("shipping") not in legal_actions(w)  # the others stop at 3


def test_mermaids_stronghold_gives_a_free_shipping_step_at_once():
    s = table(factions=("mermaids", "witches"), builds=[("B3", 0, "TP"), ("I6", 1, "D")])
    s = evolve(s, seats=(evolve(s.seats[0], **RICH), s.seats[1]))
    action = A.Upgrade(H["B3"], "SH")
    after = apply(s, action)
    a, b = after.seats[0], s.seats[0]
    assert a.shipping == 2 and (b.coins - a.coins, b.workers - a.workers) == (6, 4)
    assert dict(a.vp_by)["shipping track"] - dict(b.vp_by).get("shipping track", 0) == 2
    assert "+2 VP from shipping track" in explain(s, action, after, 0)
    sheet = [(i.source, i.points) for i in scores(after).for_player("A")]
    assert ("shipping track", 2) in sheet
    other = table(factions=("swarmlings", "witches"), builds=[("B3", 0, "TP"), ("I6", 1, "D")])
    other = evolve(other, seats=(evolve(other.seats[0], **RICH), other.seats[1]))
    assert apply(other, action).seats[0].shipping == 0


def test_a_river_town_is_offered_when_a_build_would_complete_it():
    s = split()
    s2 = apply(s, A.Upgrade(H["D4"], "TP"))
    head = s2.pending[0]
    assert isinstance(head, RiverTown) and head.hex == H["D4"]
    answers = legal_actions(s2)
    rivers = [a.river for a in answers if isinstance(a, A.ConnectRiver)]
    assert river("B", 6) in rivers and river("C", 6) in rivers and A.Finish() in answers
    action = A.ConnectRiver(river("C", 6))
    s3 = apply(s2, action)
    assert s3.town_hexes == {H[x] for x in ("B3", "C2", "C3", "D4")}
    assert isinstance(s3.pending[0], TownChoice)
    text = explain(s2, action, s3, 0)
    assert "across the river space" in text and "founds a town" in text
    assert "Mermaids: a town across one river space" in text


def test_the_mermaids_may_decline_the_river_town():
    s2 = apply(split(), A.Upgrade(H["D4"], "TP"))
    s3 = apply(s2, A.Finish())
    assert not s3.town_hexes and not any(isinstance(p, RiverTown) for p in s3.pending)
    assert "founds no town across a river" in explain(s2, A.Finish(), s3, 0)


def test_a_wrong_river_space_is_refused_naming_the_rule():
    s2 = apply(split(), A.Upgrade(H["D4"], "TP"))
    with pytest.raises(IllegalAction, match="Mermaids: a town across one river space"):
        apply(s2, A.ConnectRiver(river("B", 2)))


def test_other_factions_found_no_town_across_a_river():
    s = split("swarmlings")
    s2 = apply(s, A.Upgrade(H["D4"], "TP"))
    assert not any(isinstance(p, RiverTown) for p in s2.pending) and not s2.town_hexes


def test_no_river_town_when_the_far_side_is_already_a_town():
    s = evolve(split(), town_hexes=frozenset({H["B3"], H["C2"]}))
    s2 = apply(s, A.Upgrade(H["D4"], "TP"))
    assert not any(isinstance(p, RiverTown) for p in s2.pending)


def test_no_river_town_offer_without_enough_power():
    s = table(
        factions=("mermaids", "witches"),
        builds=[("B3", 0, "D"), ("C2", 0, "D"), ("C3", 0, "D"), ("D4", 0, "D"), ("I6", 1, "D")],
        seat_kw={0: RICH},
    )
    s2 = apply(s, A.Upgrade(H["D4"], "TP"))  # 1 + 1 + 1 + 2 = 5 power: no town
    assert not any(isinstance(p, RiverTown) for p in s2.pending)


def test_mermaids_shipyard_board_is_the_standard_one():
    f = FACTIONS["mermaids"]
    assert dict(f.cost["SY"]) == {"W": 4, "C": 6} and dict(f.build_ship_cost) == {"W": 1, "C": 2}
    assert f.shipyard_ship and f.shipyard_step and f.income["SY"]["SHIP"] == (0, 1)
    s = table(
        factions=("mermaids", "witches"),
        builds=[("B3", 0, "TP"), ("I6", 1, "D")],
        seat_kw={0: {**RICH, "shipping": 4}},
    )
    after = apply(s, A.Upgrade(H["B3"], "SY"))
    assert after.seats[0].shipping == 5  # the Shipyard's step, up to the Mermaids' 5


def test_one_river_town_decision_for_one_possible_town():
    s = table(
        factions=("mermaids", "witches"),
        builds=[("B3", 0, "TP"), ("C2", 0, "D"), ("C3", 0, "TP"), ("D4", 0, "D"), ("I6", 1, "D")],
        seat_kw={0: RICH},
    )
    s = evolve(s, pending=(FavorChoice(0),))
    s2 = apply(s, A.TakeFavor("FAV5"))  # towns of 6 power: both groups could ask
    assert [type(p) for p in s2.pending] == [RiverTown]
    s3 = apply(s2, A.Finish())
    assert not s3.pending and not s3.town_hexes
