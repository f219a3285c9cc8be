"""Over random games: the upgrade options remembered per board equal options worked out again,
a reach's ships next to each hex are the ships next to it, start seats are the factions'
boards, and the bonus choices and finish steps are the ones the rules name."""

from __future__ import annotations

import pytest

from skywidgets.core import evolve
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas.box import SEAS
from skywidgets.games.merchants_seas.fleet import ships
from skywidgets.games.terra_mystica import board, legal, reach, setup
from skywidgets.games.terra_mystica import tables as data
from skywidgets.games.terra_mystica.actions import ChooseBonus
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.state import SpadeUse, TurnEnd

from .helpers import forget_memos, game_moves
from .test_derived_facts import _tried_upgrades

COMBOS = ["fakirs,dwarves,witches,mermaids", None, "engineers,darklings,nomads", None]


def _states(seed, factions=None, players=4):
    """The states of one seeded random game (`helpers.game_moves`), as play reaches them."""
    return (s for s, _action in game_moves(factions, seed, players))


def test_remembered_upgrades_equal_options_worked_out_again():
    checked = listed = 0
    for seed in range(16):
        for n, s in enumerate(_states(seed + 900, COMBOS[seed % 4], players=2 + seed % 4)):
            if n % 3 or s.step != "actions":
                continue
            for i in range(len(s.seats)):
                remembered = legal.upgrades(s, i)
                if n % 9 == 0:
                    forget_memos()
                assert legal.upgrades(evolve(s), i) == remembered
                if n % 2 == 0:
                    assert remembered == _tried_upgrades(s, i)
                checked += 1
                listed += len(remembered)
    assert checked > 1000 and listed > 500


def _near_ships(s, i, hexes):
    """For each hex of `hexes`, seat `i`'s ships next to it (distinct, in board order)."""
    own = sorted(set(ships(s, i)))
    return tuple(tuple(x for x in own if h in board.ADJ[x]) for h in hexes)


def test_a_reachs_near_ships_are_the_ships_next_to_each_hex():
    checked = shared = 0
    for seed in range(30):
        for s in _states(seed + 1000, COMBOS[seed % 2], players=3 + seed % 3):
            head = s.pending[0] if s.pending else None
            if type(head) is SpadeUse and head.flown >= 0:
                continue
            for i in range(len(s.seats)):
                if not ships(s, i):
                    continue
                entry = reach.reach_entry(s, i)
                direct = _near_ships(s, i, entry.hexes)
                if any(direct):
                    assert entry.near_ships == direct
                    shared += sum(len(t) == 1 for t in direct)
                else:
                    assert entry.near_ships == ()
                checked += 1
    assert checked > 300 and shared > 100


@pytest.mark.parametrize("box", [SEAS, "base"])
def test_start_seats_are_the_faction_boards(box):
    for faction, f in FACTIONS.items():
        seat = setup.new_seat(faction, box)
        assert (seat.faction, seat.coins, seat.workers, seat.priests) == (
            faction,
            f.coins,
            f.workers,
            f.priests,
        )
        assert seat.bowls == (f.bowl1, f.bowl2, 0) and seat.cults == f.cults
        assert seat.vp == data.STARTING_VP and seat == setup.new_seat(faction, box)
        assert seat.shipping == (1 if f.merchants and box == SEAS else f.start_shipping)


def test_bonus_choices_and_finish_steps_are_the_ones_the_rules_name():
    choices = steps = 0
    for seed in range(20):
        for s in _states(seed + 1200, COMBOS[seed % 4], players=2 + seed % 4):
            if s.step == "setup_bonus" and not s.pending:
                assert rs.legal_actions(s) == [ChooseBonus(c) for c, _n in s.bonus_pool]
                choices += 1
            for p in s.pending:
                if type(p) is TurnEnd:
                    assert p == TurnEnd(s.turn)  # the seat on turn, behind its follow-ups
                    steps += 1
    assert choices > 50 and steps > 500
