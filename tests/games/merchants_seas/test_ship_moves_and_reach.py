"""Over random positions: `can_move` (one step looked at from each ship) is whether any ship
has a destination, a seat's reach (remembered by what decides it) equals the reach worked out
from the state's fields, and the Fakirs' Stronghold lengthens their carpet flight."""

from __future__ import annotations

from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas import fleet, ships
from skywidgets.games.merchants_seas.fleet import with_fleet
from skywidgets.games.merchants_seas.positions import H, table
from skywidgets.games.terra_mystica import board, reach
from skywidgets.games.terra_mystica.actions import Upgrade
from skywidgets.games.terra_mystica.state import SpadeUse

from .helpers import game_moves
from .test_derived_facts import _naive_reach

# the merchant factions (Fakirs, Dwarves) in most games; None: the factions the seed draws
COMBOS = [
    "fakirs,dwarves,witches,mermaids",
    "fakirs,engineers,darklings",
    None,
    "dwarves,giants,auren",
]


NAMES = {v: k for k, v in H.items()}


def _states(seed, factions=None, players=4):
    """The states of one seeded random game (`helpers.game_moves`), as play reaches them."""
    return (s for s, _action in game_moves(factions, seed, players))


def test_can_move_is_whether_any_ship_has_a_destination():
    moves = stuck = 0
    for seed in range(40):
        for s in _states(seed, COMBOS[seed % 4], players=2 + seed % 4):
            for i in range(len(s.seats)):
                if not fleet.ships(s, i):
                    continue
                own = set(fleet.ships(s, i))
                direct = any(ships.destinations(s, i, src, 0) for src in own)
                assert ships.can_move(s, i) == direct
                moves += direct
                stuck += not direct
    assert moves > 100 and stuck > 0


def test_a_merchant_hemmed_in_by_structures_moves_only_to_trade():
    """The Fakirs' merchant on E5, every land neighbour built by the Witches: it may still
    move, and every destination is a structure to trade with."""
    x = H["E5"]
    land = [y for y in board.ADJ[x] if not board.IS_RIVER[y]]
    s = table(factions=("fakirs", "witches"), builds=[(NAMES[y], 1, "D") for y in land])
    s = with_fleet(s, 0, ships=(x,))
    assert ships.can_move(s, 0)
    assert set(ships.destinations(s, 0, x, 0)) == set(land)
    assert all(s.owner[y] == 1 for y in land)


def test_a_remembered_reach_equals_one_worked_out_again():
    checked = 0
    for seed in range(24):
        for s in _states(seed + 100, COMBOS[seed % 4], players=2 + seed % 3):
            head = s.pending[0] if s.pending else None
            if type(head) is SpadeUse and head.flown >= 0:
                continue  # a flight already taken leaves only part of the reach
            for i in range(len(s.seats)):
                assert dict(reach.reach_entry(s, i).map) == _naive_reach(s, i)
                checked += 1
    assert checked > 1000


def test_a_stronghold_gives_the_fakirs_a_reach_worked_out_anew():
    """The Fakirs' carpet flight grows with their Stronghold: the reach kept across other
    upgrades must not survive that one (Terra Mystica — Fakirs)."""
    checked = 0
    for seed in range(30):
        for s in _states(seed + 300, COMBOS[seed % 2], players=3 + seed % 2):
            i = s.turn
            if s.seats[i].faction != "fakirs":
                continue
            for a in rs.legal_actions(s):
                if isinstance(a, Upgrade) and a.to == "SH":
                    before = reach.reach_entry(s, i).map
                    after = rs.apply(s, a)
                    assert dict(reach.reach_entry(after, i).map) == _naive_reach(after, i)
                    assert dict(before) != _naive_reach(after, i)
                    checked += 1
    assert checked > 10
