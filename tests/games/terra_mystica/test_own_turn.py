"""Free actions belong to one's own turn (issue 29, rules 1–2): Terra Mystica — Phase II, free
actions at any time in your turn; snellman's engine takes them only from the active faction."""

from __future__ import annotations

from skywidgets.core import with_seat
from skywidgets.games.merchants_seas import RULESET, apply, legal_actions
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.free_actions import free_actions_now
from skywidgets.games.terra_mystica.state import CultChoice, TurnEnd
from tests.rules import assert_illegal

from ..merchants_seas.helpers import H
from .test_snellman_moves import base_table, cultists_built

R_FREE = "free conversions and burning power"


def test_the_cultists_take_their_reward_after_their_turn_without_converting():
    s = apply(cultists_built(options=()), A.Leech(True, 2))
    assert s.pending == (CultChoice(seat=0, steps=1),) and s.turn == 0 and s.acted
    assert not free_actions_now(s, 0)  # the turn was ended before the offers
    assert all(isinstance(a, A.ChooseCult) for a in legal_actions(s))
    assert_illegal(RULESET, s, A.Convert("PW>C"), R_FREE)
    assert_illegal(RULESET, s, A.Convert("BURN"), R_FREE)


def test_the_cultists_power_reward_after_their_turn_is_not_converted_either():
    s = apply(cultists_built(options=()), A.Leech(False, 2))
    assert s.seats[0].bowls == (1, 4, 3) and not s.pending  # the reward's power, no step
    assert s.current_player == 1 and not free_actions_now(s, 0)


def test_the_seat_on_turn_converts_in_its_finish_step_and_the_offered_seat_does_not():
    t = base_table(("cultists", "witches"), [("A3", 0, "D"), ("A5", 1, "TP")], ())
    t = with_seat(with_seat(t, 0, workers=9, coins=5, bowls=(0, 2, 4)), 1, bowls=(0, 4, 2))
    after = apply(t, A.TransformAndBuild(H["A4"], "U", True))
    assert isinstance(after.pending[0], TurnEnd) and free_actions_now(after, 0)
    assert A.Convert("PW>C") in legal_actions(after)
    offered = apply(after, A.EndTurn())
    assert offered.pending[0].kind == "leech" and offered.current_player == 1
    assert not free_actions_now(offered, 1) and not free_actions_now(offered, 0)
    assert_illegal(RULESET, offered, A.Convert("BURN"), R_FREE)
