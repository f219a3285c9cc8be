"""Base rules the independent audit found missing or wrong (issue 10): Sandstorm only on a
directly adjacent space, one Carpet flight / Tunnel per action, BON4 shipping only in Phase
II, Move Ships only when a ship can move."""

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.ship_actions import MoveShip
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica import tables as data
from skywidgets.games.terra_mystica.building import sandstorm_spots
from skywidgets.games.terra_mystica.consistency import decision_problems
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.reach import reachable
from skywidgets.games.terra_mystica.state import SpadeUse

from .helpers import H, finishing, river, table

# --- Terra Mystica — Nomads: Sandstorm -------------------------------------------------


def _nomads_by_a_bridge():
    """Nomads (seat 0) with their Stronghold on one end of a bridge over the river."""
    a, b = next(
        (a, b) for a, b in board.BRIDGE_SPOTS if not board.IS_RIVER[b] and board.NAMES[a] == "A3"
    )
    s = table(
        factions=("nomads", "witches"),
        builds=[("A3", 0, "SH")],
        seat_kw={0: {"coins": 9, "workers": 9, "bridges": 1}},
        bridges=((a, b, 0),),
    )
    return s, b


def test_sandstorm_rulebook_nomads_not_across_a_bridge():
    s, far = _nomads_by_a_bridge()
    assert reachable(s, 0)[far] == "direct"  # the bridge counts for Transform and Build
    assert far not in sandstorm_spots(s, 0)
    assert A.Sandstorm(far, False) not in legal_actions(s)
    with pytest.raises(IllegalAction, match="directly adjacent") as err:
        apply(s, A.Sandstorm(far, True))
    assert "Nomads: Sandstorm" in err.value.rule


def test_sandstorm_rulebook_nomads_not_by_shipping_but_next_door():
    s, far = _nomads_by_a_bridge()
    s = with_seat(evolve(s, bridges=()), 0, shipping=2)
    assert reachable(s, 0)[far] == "direct"  # shipping reaches it
    spots = sandstorm_spots(s, 0)
    assert far not in spots and spots == sorted(
        h for h in board.LAND_ADJ[H["A3"]] if s.owner[h] < 0 and s.terrain[h] != "D"
    )
    s2 = apply(s, A.Sandstorm(spots[0], True))
    assert s2.terrain[spots[0]] == "D" and s2.building[spots[0]] == "D"


# --- Terra Mystica — Fakirs: Carpet flight / Dwarves: Tunnelling (once per action) -----


def _one_spade_terrain(s, h):
    return next(t for t in data.WHEEL if data.spade_distance(s.terrain[h], t) == 1)


def _with_terrain(s, h, t):
    terrain = list(s.terrain)
    terrain[h] = t
    return evolve(s, terrain=tuple(terrain))


def _toward_home(s, h, home):
    """The terrain one spade from hex `h`'s on the short way to `home`."""
    cur = s.terrain[h]
    return next(
        t
        for t in data.WHEEL
        if data.spade_distance(cur, t) == 1
        and data.spade_distance(t, home) == data.spade_distance(cur, home) - 1
    )


@pytest.mark.parametrize(
    ("faction", "home", "kw"),
    [
        ("fakirs", "A5", {"priests": 3, "workers": 0, "coins": 9}),
        ("dwarves", "I3", {"priests": 0, "workers": 6, "coins": 9}),
    ],
)
def test_carpet_flight_and_tunnelling_rulebook_once_per_action_with_act6(faction, home, kw):
    s = table(
        factions=(faction, "witches"),
        builds=[(home, 0, "D")],
        seat_kw={0: {**kw, "bowls": (0, 0, 6)}},
    )
    far = sorted(h for h, how in reachable(s, 0).items() if how != "direct")
    assert len(far) >= 2
    first, second = far[0], far[1]
    home_terrain = FACTIONS[faction].home
    two_away = next(t for t in data.WHEEL if data.spade_distance(t, home_terrain) == 2)
    s = _with_terrain(s, first, two_away)  # 2 spades from home: one on the way, one there
    s = apply(s, A.PowerAction("ACT6"))  # 2 free spades
    s1 = apply(s, A.TransformAndBuild(first, _toward_home(s, first, home_terrain), False))
    abilities = dict(s1.seats[0].vp_by).get("faction abilities", 0)
    assert abilities == 4  # one flight / tunnel: +4 VP
    listed = {a.hex for a in legal_actions(s1) if isinstance(a, A.TransformAndBuild)}
    assert second not in listed and first in listed
    assert s1.pending[0].flown == first and s1.pending[0].spades == 1
    with pytest.raises(IllegalAction, match="one carpet flight / tunnel per action") as err:
        apply(s1, A.TransformAndBuild(second, _one_spade_terrain(s1, second), False))
    assert "once per action" in err.value.rule
    # the flight already paid covers the same hex: no second priest / workers, no second VP
    s2 = apply(s1, A.TransformAndBuild(first, home_terrain, False))  # the way on, home
    assert s2.seats[0].priests == s1.seats[0].priests
    assert s2.seats[0].workers == s1.seats[0].workers
    assert dict(s2.seats[0].vp_by)["faction abilities"] == 4
    assert finishing(s2) and len(s2.pending) == 1  # both spades used: the action is over


def test_carpet_flight_rulebook_second_spade_may_still_go_to_a_direct_hex():
    s = table(
        factions=("fakirs", "witches"),
        builds=[("A5", 0, "D")],
        seat_kw={0: {"priests": 3, "workers": 0, "coins": 9, "bowls": (0, 0, 6)}},
    )
    near = next(h for h, how in reachable(s, 0).items() if how == "direct")
    far = next(h for h, how in reachable(s, 0).items() if how == "carpet")
    s = _with_terrain(s, far, "U")  # plains: one spade from the Fakirs' desert
    s = apply(s, A.PowerAction("ACT6"))
    s1 = apply(s, A.TransformAndBuild(far, "D", False))  # home first, then another hex
    s2 = apply(s1, A.TransformAndBuild(near, _one_spade_terrain(s1, near), False))
    assert s2.terrain[near] != s1.terrain[near] and finishing(s2) and len(s2.pending) == 1


# --- Terra Mystica — Bonus cards: BON4 shipping only in Phase II ----------------------


def _witches_with_bon4(step):
    s = table(builds=[("A3", 0, "D")], bonus=("BON4", "BON5"), step=step)
    if step == "cult_bonus":
        seats = tuple(evolve(seat, passed=True) for seat in s.seats)
        s = evolve(s, seats=seats, next_order=(0, 1))
        s = evolve(s, pending=(SpadeUse(0, spades=1, may_build=False),))
    return s


def test_bon4_rulebook_shipping_counts_in_phase_two():
    s = _witches_with_bon4("actions")
    assert reachable(s, 0)[H["C1"]] == "direct"  # across the river with shipping 0 + 1


def test_bon4_rulebook_no_shipping_for_phase_three_cult_spades():
    s = _witches_with_bon4("cult_bonus")
    assert H["C1"] not in reachable(s, 0) and H["A4"] in reachable(s, 0)
    listed = {a.hex for a in legal_actions(s) if isinstance(a, A.TransformAndBuild)}
    assert H["C1"] not in listed and H["A4"] in listed
    with pytest.raises(IllegalAction, match="adjacent") as err:
        apply(s, A.TransformAndBuild(H["C1"], "U", False))
    assert "Transform and Build" in err.value.rule
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", False))
    assert s2.terrain[H["A4"]] == "G"


# --- Merchants of the Seas — Moving Ships: only when a ship can move ------------------


def _stuck_ship(bowl3):
    """Witches with a ship, shipping 0 and `bowl3` power: it moves only with 1 power."""
    return table(
        builds=[("A3", 0, "D")],
        seat_kw={0: {"ships": (river("B", 2),), "shipping": 0, "bowls": (5, 7 - bowl3, bowl3)}},
    )


def test_move_ships_rulebook_not_offered_when_no_ship_can_move():
    s = _stuck_ship(0)
    assert A.Special("move_ships") not in legal_actions(s)
    with pytest.raises(IllegalAction, match="none of your ships can move") as err:
        apply(s, A.Special("move_ships"))
    assert "Moving Ships" in err.value.rule
    assert A.Special("move_ships") in legal_actions(_stuck_ship(1))  # 1 power: 1 space


def test_move_ships_rulebook_power_action_needs_power_left_after_paying():
    s = _stuck_ship(4)  # ACT7 costs 4: nothing left for the extra space
    assert A.PowerAction("ACT7") not in legal_actions(s)
    with pytest.raises(IllegalAction, match="none of your ships can move"):
        apply(s, A.PowerAction("ACT7"))
    s5 = _stuck_ship(5)
    assert A.PowerAction("ACT7") in legal_actions(s5)
    moving = apply(s5, A.PowerAction("ACT7"))
    assert moving.seats[0].bowls[2] == 1
    assert any(isinstance(a, MoveShip) for a in legal_actions(moving))


def test_carpet_flight_rulebook_a_flight_to_a_river_space_is_an_inconsistent_position():
    s = table(
        factions=("fakirs", "witches"),
        builds=[("A5", 0, "D")],
        seat_kw={0: {"priests": 3, "bowls": (0, 0, 6)}},
    )
    s = apply(s, A.PowerAction("ACT6"))
    assert decision_problems(s) == []
    bad = evolve(s, pending=(evolve(s.pending[0], flown=river("B", 2)),))
    assert any(".flown" in p for p in decision_problems(bad))
