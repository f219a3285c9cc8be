"""Founding a Town: 4 structures with power 7 (3 with a Sanctuary; 6 with FAV5), tiles."""

from skywidgets.core import evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.terra_mystica import actions as A

from .helpers import H, table

# A row of Witches' structures along row A: A1 A2 A3 (+ A4 built in the test).
ROW = [("A1", 0, "TP"), ("A2", 0, "TP"), ("A3", 0, "D"), ("I7", 1, "D")]


def test_fourth_structure_founds_a_town_and_takes_a_tile():
    s = with_seat(table(builds=ROW), 0, workers=5, coins=5)
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))  # power 2+2+1+1 = 6: no town
    assert not s2.town_hexes
    s = with_seat(table(builds=ROW[:2] + [("A3", 0, "TP"), ROW[3]]), 0, workers=5, coins=5)
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))  # 2+2+2+1 = 7
    assert s2.pending[0].kind == "town"
    assert s2.town_hexes >= {H["A1"], H["A2"], H["A3"], H["A4"]}
    # Witches score 5 VP for every town they found
    assert dict(s2.seats[0].vp_by)["Witches' town bonus"] == 5
    s3 = apply(s2, A.TakeTown("TW1"))
    seat = s3.seats[0]
    assert seat.keys == 1 and seat.towns == ("TW1",)
    assert seat.coins == 5 - 2 + 6 and dict(seat.vp_by)["town tiles"] == 5


def test_sanctuary_town_needs_only_three_structures():
    s = table(
        builds=[("A1", 0, "SA"), ("A2", 0, "TP"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 5, "coins": 5}},
    )
    s2 = apply(s, A.TransformAndBuild(H["A3"], "G", True))  # 3+2+1 = 6
    assert not s2.town_hexes
    s = table(
        builds=[("A1", 0, "SA"), ("A2", 0, "SH"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 5, "coins": 5}},
    )
    s2 = apply(s, A.TransformAndBuild(H["A3"], "G", True))  # 3+3+1 = 7, 3 structures
    assert s2.pending[0].kind == "town"


def test_fav5_lowers_the_town_power_to_six():
    s = with_seat(table(builds=ROW), 0, workers=5, coins=5, favors=("FAV5",))
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert s2.pending[0].kind == "town"


def test_shipping_town_tile_advances_the_track():
    s = with_seat(table(builds=ROW[:2] + [("A3", 0, "TP"), ROW[3]]), 0, workers=5, coins=5)
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    s3 = apply(s2, A.TakeTown("TW7"))
    assert s3.seats[0].shipping == 1 and dict(s3.town_pool)["TW7"] == 1


def test_structure_joining_a_town_does_not_found_another():
    s = table(
        builds=ROW[:2] + [("A3", 0, "TP"), ("A4", 0, "D"), ROW[3]],
        seat_kw={0: {"workers": 12, "coins": 5}},
    )
    s = evolve(s, town_hexes=frozenset(H[x] for x in ("A1", "A2", "A3", "A4")))
    s2 = apply(s, A.TransformAndBuild(H["A5"], "G", True))
    assert H["A5"] in s2.town_hexes and not any(p.kind == "town" for p in s2.pending)
    assert legal_actions(s2)


def test_the_mini_expansion_adds_its_other_town_tiles():
    """Merchants of the Seas — Preparation: the mini expansion's +1 Shipping tiles stay at two
    (the box has them); its other tiles may join (option `mini-expansion-1`)."""
    import pytest

    from skywidgets.core import Game, IllegalAction
    from skywidgets.games.terra_mystica.checks import invariants

    plain = dict(Game("merchants_seas", ["A", "B"], seed=1).state.town_pool)
    mini = Game("merchants_seas", ["A", "B"], seed=1, **{"mini-expansion-1": True}).state
    assert "TW6" not in plain and "TW8" not in plain and plain["TW7"] == 2
    assert dict(mini.town_pool) == {**plain, "TW6": 1, "TW8": 1}
    assert not invariants(mini)
    with pytest.raises(IllegalAction, match="unknown option"):
        Game("merchants_seas", ["A", "B"], seed=1, final_scoring=True)
    with pytest.raises(IllegalAction, match="true or false"):
        Game("merchants_seas", ["A", "B"], seed=1, **{"mini-expansion-1": "maybe"})
    # a town founded in that game may take TW8: 11 VP
    s = with_seat(table(builds=ROW[:2] + [("A3", 0, "TP"), ROW[3]]), 0, workers=5, coins=5)
    s = evolve(s, options=mini.options, town_pool=mini.town_pool)
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert {A.TakeTown("TW6"), A.TakeTown("TW8")} <= set(legal_actions(s2))
    s3 = apply(s2, A.TakeTown("TW8"))
    assert dict(s3.seats[0].vp_by)["town tiles"] == 11 and dict(s3.town_pool)["TW8"] == 0
    assert not invariants(s3)
