"""Terra Mystica — free actions (conversions, burning power) at any time in your own turn:
also while paying the follow-up costs of your action (spades of a spade decision, power for
ship moves), never in Phase III nor in another seat's decision (issue 10)."""

import pytest

from skywidgets.core import IllegalAction, evolve
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.ship_actions import MoveShip
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.state import SpadeUse

from .helpers import H, river, table


def _spade_decision(workers):
    """Witches after the 1-spade power action, 3 power left in bowl III."""
    s = table(builds=[("A3", 0, "D")], seat_kw={0: {"workers": workers, "bowls": (0, 0, 7)}})
    return apply(s, A.PowerAction("ACT5"))


def test_free_actions_rulebook_convert_while_paying_extra_spades():
    s = _spade_decision(workers=2)  # lakes -> plains: 1 free spade + 3 workers
    plains = A.TransformAndBuild(H["A4"], "U", False)
    assert s.pending[0].kind == "spades" and plains not in legal_actions(s)
    assert A.Convert("PW>W") in legal_actions(s)
    s2 = apply(s, A.Convert("PW>W"))
    assert s2.pending == s.pending and s2.seats[0].workers == 3
    assert plains in legal_actions(s2)
    s3 = apply(s2, plains)
    assert s3.terrain[H["A4"]] == "U" and s3.seats[0].workers == 0 and not s3.pending


def test_free_actions_rulebook_burn_while_moving_ships():
    s = table(
        builds=[("A3", 0, "D")],
        seat_kw={0: {"ships": (river("B", 2),), "shipping": 1, "bowls": (0, 2, 0)}},
    )
    s = apply(s, A.Special("move_ships"))
    before = {a for a in legal_actions(s) if isinstance(a, MoveShip)}
    assert A.Convert("BURN") in legal_actions(s)
    s2 = apply(s, A.Convert("BURN"))
    assert s2.seats[0].bowls == (0, 0, 1) and s2.pending == s.pending
    after = {a for a in legal_actions(s2) if isinstance(a, MoveShip)}
    assert before < after  # the burnt power buys one more space


def test_free_actions_rulebook_not_in_phase_three_cult_spades():
    s = table(builds=[("A3", 0, "D")], step="cult_bonus", seat_kw={0: {"bowls": (0, 0, 7)}})
    seats = tuple(evolve(seat, passed=True) for seat in s.seats)
    s = evolve(s, seats=seats, next_order=(0, 1), pending=(SpadeUse(0, 1, False),))
    assert not any(isinstance(a, A.Convert) for a in legal_actions(s))
    with pytest.raises(IllegalAction, match="own turn") as err:
        apply(s, A.Convert("PW>C"))
    assert "free conversions" in err.value.rule


def test_free_actions_rulebook_not_in_another_seats_turn():
    s = _spade_decision(workers=2)
    s = evolve(s, turn=1)  # a decision of seat 0 while seat 1 is on turn
    assert not any(isinstance(a, A.Convert) for a in legal_actions(s))
    with pytest.raises(IllegalAction, match="own turn"):
        apply(s, A.Convert("PW>W"))
