"""Rules the snellman league ledgers settled (docs/rulings/merchants_seas.md, 2026-12-04)."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.decisions import take_town
from skywidgets.games.terra_mystica.resources import cult_steps
from skywidgets.games.terra_mystica.state import FavorChoice, TownChoice, TurnEnd
from skywidgets.snellman import commands as C
from skywidgets.snellman.translate import expand

from ..merchants_seas.helpers import table


def test_a_step_to_ten_without_a_key_waits_at_nine_for_the_key():
    s = table(factions=("witches", "nomads"))
    s = with_seat(s, 0, cults=(8, 0, 0, 0))
    held = cult_steps(s, 0, 0, 2)  # FAV5's two Fire steps, no key yet
    assert held.seats[0].cults[0] == 9 and held.seats[0].blocked == (0,)
    bowls = held.seats[0].bowls
    town = evolve(held, pending=(TownChoice(0),))
    after = take_town(town, A.TakeTown("TW1"))  # the same action's town brings the key
    assert after.seats[0].cults[0] == 10 and after.seats[0].blocked == ()
    assert sum(after.seats[0].bowls[1:]) > sum(bowls[1:])  # space 10 gives 3 power


def test_a_step_held_at_nine_is_lost_when_the_seats_next_turn_begins():
    """Issue 29, rule 7 (snellman clears `cult_blocked` when the faction's next move
    starts): the held step lasts through other seats' turns, not into one's own next turn;
    a key from a town then leaves the track at 9."""
    s = table(factions=("witches", "nomads"))
    s = with_seat(s, 0, cults=(8, 0, 0, 0), workers=5, coins=5)
    held = cult_steps(s, 0, 0, 2)
    assert held.seats[0].blocked == (0,)
    ended = apply(evolve(held, pending=(TurnEnd(0),), acted=True), A.EndTurn())
    assert ended.turn == 1 and ended.seats[0].blocked == (0,)  # others' turns: still held
    back = apply(ended, A.Pass("BON1"))  # the Nomads pass: the Witches' turn again
    assert back.turn == 0 and back.seats[0].blocked == ()
    town = evolve(back, pending=(TownChoice(0),))
    after = take_town(town, A.TakeTown("TW1"))
    assert after.seats[0].keys == 1 and after.seats[0].cults[0] == 9  # the step was lost


def test_a_held_step_does_not_outlast_the_round():
    s = table(factions=("witches", "nomads"))
    s = with_seat(s, 0, cults=(9, 0, 0, 0), blocked=(0,), passed=True)
    s = with_seat(s, 1, passed=False)
    s = evolve(s, turn=1, next_order=(0,))
    after = apply(s, A.Pass("BON1"))  # the last pass: Phase III, then round 2
    assert after.round == 2 and all(seat.blocked == () for seat in after.seats)


def test_no_wait_when_another_faction_holds_ten():
    s = table(factions=("witches", "nomads"))
    s = with_seat(with_seat(s, 0, cults=(8, 0, 0, 0)), 1, cults=(10, 0, 0, 0), keys=1)
    held = cult_steps(s, 0, 0, 2)
    assert held.seats[0].cults[0] == 9 and held.seats[0].blocked == ()


def test_conversions_are_open_during_ones_own_favor_choice_only():
    s = table(factions=("witches", "nomads"))
    s = with_seat(s, 0, bowls=(0, 0, 5))
    own = evolve(s, pending=(FavorChoice(0),))
    assert A.Convert("PW>C") in legal_actions(own)
    after = apply(own, A.Convert("PW>C"))
    assert after.seats[0].coins == s.seats[0].coins + 1 and isinstance(
        after.pending[0], FavorChoice
    )
    other = evolve(with_seat(s, 1, bowls=(0, 0, 5)), pending=(FavorChoice(1),))
    assert not any(isinstance(a, A.Convert) for a in legal_actions(other))


def test_two_towns_in_one_command_are_two_tiles():
    assert expand([C.Adjust(2, "TW3", None)]) == [C.Adjust(1, "TW3", None)] * 2
    assert expand([C.Adjust(2, "AIR", None)]) == [C.Adjust(2, "AIR", None)]  # 2 steps, once
