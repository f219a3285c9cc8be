"""Mermaids with bridges (Terra Mystica — Mermaids; Bridges): a bridge makes its two ends
directly adjacent for every faction (snellman `commands.pm` command_bridge adds the pair to
the map's `adjacent`, which `map.pm` compute_leech and the Trading house price read), so the
Engineers' bridge carries power offers to the Mermaids' structure at its far end; the
Mermaids' own bridge joining two groups founds an ordinary town (`towns.pm`
detect_towns_from), while a town across a river space is their `connect`, whose river space
then links the hexes around it for good (`commands.pm` command_connect sets `skip`,
`map.pm` adjacent_own_buildings reads it for the Mermaids). Base-game positions."""

from __future__ import annotations

from skywidgets.core import evolve
from skywidgets.games.terra_mystica.board import river
from skywidgets.games.terra_mystica.state import PowerOffer, RiverTown, TownChoice

from .faction_positions import (
    A,
    H,
    again,
    apply,
    done,
    invariants,
    legal_actions,
    terrain,
    tm,
    vp_from,
)

RICH = {"coins": 20, "workers": 12, "priests": 3}
# B3 (TP) and C2 (TE) face C3 (TP) and D4 (D) across the river: 7 power in 4 structures
SPLIT = [("B3", 0, "TP"), ("C2", 0, "TE"), ("C3", 0, "TP"), ("D4", 0, "D"), ("I6", 1, "D")]


def pair(a: str, b: str) -> tuple[int, int]:
    x, y = sorted((H[a], H[b]))
    return x, y


def test_the_mermaids_own_bridge_joining_their_two_groups_founds_an_ordinary_town():
    s = tm(("mermaids", "witches"), SPLIT, seat_kw={0: {**RICH, "bowls": (0, 0, 12)}})
    s1 = apply(s, A.PowerAction("ACT1"))
    s2 = apply(s1, A.PlaceBridge(*pair("B3", "C3")))
    assert isinstance(s2.pending[0], TownChoice)  # no river-town question: the bridge joins
    assert not any(isinstance(p, RiverTown) for p in s2.pending)
    assert s2.town_hexes == {H[x] for x in ("B3", "C2", "C3", "D4")}
    s3 = apply(s2, A.TakeTown("TW2"))
    assert vp_from(s3, 0, "town tiles") == 7 and s3.seats[0].keys == 1
    assert invariants(done(s3)) == []


def engineers_bridge():
    """The Engineers (B) on C2 with their bridge to E5 (swamp); the Mermaids (A) on E4,
    directly beside E5, which is not directly beside C2."""
    s = tm(
        ("mermaids", "engineers"),
        [("E4", 0, "D"), ("C2", 1, "TP"), ("I3", 1, "D")],
        seat_kw={0: RICH, 1: {"bridges": 1}},
    )
    return evolve(s, bridges=((*pair("C2", "E5"), 1),))


def test_a_dwelling_at_the_far_end_of_the_engineers_bridge_offers_them_power():
    s = engineers_bridge()
    assert invariants(s) == []
    s1 = done(apply(s, A.TransformAndBuild(H["E5"], "L", True)))  # swamp -> lakes: 1 spade
    offer = s1.pending[0]
    assert isinstance(offer, PowerOffer) and (offer.seat, offer.power) == (1, 2)  # the TP
    s2 = apply(s1, A.Leech(True, 2))
    assert s2.seats[1].vp == s1.seats[1].vp - 1


def test_the_engineers_bridge_makes_the_mermaids_trading_house_there_cheap():
    s = engineers_bridge()
    s = evolve(
        s,
        owner=tuple(0 if h == H["E5"] else o for h, o in enumerate(s.owner)),
        building=tuple("D" if h == H["E5"] else b for h, b in enumerate(s.building)),
        terrain=tuple("L" if h == H["E5"] else t for h, t in enumerate(s.terrain)),
    )
    s1 = apply(s, A.Upgrade(H["E5"], "TP"))
    assert s.seats[0].coins - s1.seats[0].coins == 3  # a neighbour over the bridge: 3 C
    alone = evolve(s, bridges=(), seats=(s.seats[0], evolve(s.seats[1], bridges=0)))
    s2 = apply(alone, A.Upgrade(H["E5"], "TP"))
    assert alone.seats[0].coins - s2.seats[0].coins == 6  # no neighbour: doubled


def test_the_mermaids_river_town_is_still_founded_where_a_bridge_spans_the_river():
    """The Engineers' bridge A7–C3 crosses the river space B:6 (A7 and C3 share B:6 and B:7);
    the Mermaids may still found their town across B:6 (snellman's connect looks at the
    river space alone)."""
    builds = [*SPLIT[:4], ("A7", 1, "D"), ("A6", 1, "TP")]  # Engineers beside B3's river
    s = tm(("mermaids", "engineers"), builds, seat_kw={0: RICH, 1: {"bridges": 1}})
    s = evolve(s, bridges=((*pair("A7", "C3"), 1),))
    s = evolve(s, building=tuple("D" if h == H["D4"] else b for h, b in enumerate(s.building)))
    assert invariants(s) == []
    s1 = apply(s, A.Upgrade(H["D4"], "TP"))  # 8 power across B:6, C:6 or D:5
    assert isinstance(s1.pending[0], RiverTown)
    rivers = {a.river for a in legal_actions(s1) if isinstance(a, A.ConnectRiver)}
    assert rivers == {river("B", 6), river("C", 6), river("D", 5)}
    s2 = apply(s1, A.ConnectRiver(river("B", 6)))
    assert isinstance(s2.pending[0], TownChoice)
    assert s2.town_hexes == {H[x] for x in ("B3", "C2", "C3", "D4")}


def test_a_later_dwelling_beside_the_connected_river_space_joins_the_town():
    s = tm(("mermaids", "witches"), SPLIT, seat_kw={0: RICH})
    s = evolve(s, building=tuple("D" if h == H["D4"] else b for h, b in enumerate(s.building)))
    s1 = apply(s, A.Upgrade(H["D4"], "TP"))
    s2 = apply(apply(s1, A.ConnectRiver(river("B", 6))), A.TakeTown("TW1"))
    s3 = terrain(again(s2), A7="L")  # A7 touches the river space B:6, not B3 or C3
    s4 = apply(s3, A.TransformAndBuild(H["A7"], "L", True))
    assert H["A7"] in s4.town_hexes
