"""Terra Mystica — Phase II: conversions and burning are free actions at any time in your own
turn, also after the main action (issue 10): the finish step, "end turn", the power offers
after it, no step when nothing can be converted, none after passing, in Phase III or in
another seat's decision (a seat answering a power offer may convert first:
tests/games/terra_mystica/test_snellman_moves.py)."""

from skywidgets.core import evolve, with_seat
from skywidgets.games.merchants_seas import RULESET, apply, legal_actions, scores
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.checks import invariants
from skywidgets.games.terra_mystica.explain import explain
from skywidgets.games.terra_mystica.state import PowerOffer, SpadeUse, TurnEnd
from skywidgets.games.terra_mystica.turn_end import R_TURN_END
from skywidgets.games.terra_mystica.view import view
from tests.rules import assert_illegal

from .helpers import H, end_turn, finishing, leech, table

BUILD = A.TransformAndBuild(H["A4"], "G", True)  # lakes -> forest (1 spade) and a Dwelling


def witches(**seat):
    """Witches (A) on A3 next to the Nomads' (B) Trading house on A5; A4 is free lakes."""
    s = table(builds=[("A3", 0, "D"), ("A5", 1, "TP")])
    return with_seat(s, 0, **{"workers": 5, "coins": 5, **seat})


def test_convert_after_a_build_in_the_same_turn():
    s = apply(witches(bowls=(0, 4, 2)), BUILD)
    assert s.current_player == 0 and finishing(s)
    assert set(legal_actions(s)) == {
        A.EndTurn(),
        A.Convert("PW>C"),
        A.Convert("W>C"),
        A.Convert("BURN"),
    }
    coins, b_coins = s.seats[0].coins, s.seats[1].coins
    s2 = apply(s, A.Convert("PW>C"))
    assert s2.seats[0].coins == coins + 1 and s2.seats[0].bowls == (1, 4, 1)
    assert s2.seats[1].coins == b_coins and s2.current_player == 0 and finishing(s2)


def test_burn_after_an_action_for_next_turns_power():
    s = apply(witches(bowls=(0, 5, 4)), A.PowerAction("ACT4"))  # 4 power: 7 coins
    assert s.seats[0].bowls == (4, 5, 0) and finishing(s)
    s = apply(s, A.Convert("BURN"))
    s = apply(s, A.Convert("BURN"))
    assert s.seats[0].bowls == (4, 1, 2) and s.current_player == 0
    s = end_turn(s)
    assert s.current_player == 1 and s.turn == 1 and s.seats[0].bowls == (4, 1, 2)


def test_end_turn_hands_over_offers_first_then_the_next_seat():
    s = apply(witches(), BUILD)
    assert [type(p) for p in s.pending] == [TurnEnd, PowerOffer]  # offers wait behind
    s = end_turn(s)
    assert s.pending[0].kind == "leech" and s.current_player == 1 and s.turn == 0
    s = apply(s, leech(s, False))
    assert not s.pending and s.turn == 1 and not s.acted


def test_end_turn_of_the_last_seat_ends_the_round():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], seat_kw={1: {"bowls": (0, 6, 6)}})
    s = apply(s, A.Pass("BON1"))
    s = apply(s, A.PowerAction("ACT4"))  # B is alone: its turns follow each other
    assert s.current_player == 1 and finishing(s)
    s = end_turn(s)
    assert s.turn == 1 and not s.pending and s.step == "actions"
    s = apply(s, A.Pass("BON2"))
    assert s.round == 2 and s.step == "actions"


def test_no_finish_step_when_nothing_can_be_converted():
    # no power in bowl III, 1 in bowl II, no priests, the last worker spent on the spade
    s = witches(workers=4, coins=2, priests=0, bowls=(11, 1, 0))
    s = apply(s, BUILD)
    assert not any(isinstance(p, TurnEnd) for p in s.pending)
    assert s.pending[0].kind == "leech"  # straight to the offer: the turn is over
    assert apply(s, leech(s, False)).turn == 1


def test_converting_the_last_free_action_away_ends_the_turn():
    s = witches(workers=4, coins=2, priests=0, bowls=(10, 1, 1))
    s = apply(s, BUILD)
    assert finishing(s) and A.Convert("PW>C") in legal_actions(s)
    s = apply(s, A.Convert("PW>C"))  # nothing but "end turn" would be left: no step
    assert s.seats[0].bowls == (11, 1, 0) and s.pending[0].kind == "leech"


def test_no_finish_step_after_passing():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], seat_kw={0: {"bowls": (0, 6, 6)}})
    s = apply(s, A.Pass("BON1"))
    assert s.seats[0].passed and s.turn == 1 and not s.pending


def test_a_main_action_in_the_finish_step_is_refused_naming_the_rule():
    s = apply(witches(), BUILD)
    err = assert_illegal(RULESET, s, A.PowerAction("ACT4"), R_TURN_END, "taken your action")
    assert "convert, burn or end the turn" in err.reason
    assert_illegal(RULESET, s, A.Pass("BON1"), R_TURN_END, "taken your action")


def test_end_turn_before_the_action_is_refused_naming_the_rule():
    s = witches(bowls=(0, 6, 6))
    err = assert_illegal(RULESET, s, A.EndTurn(), R_TURN_END)
    assert "after your main action" in err.reason
    spade = apply(s, A.PowerAction("ACT5"))  # the spade is a follow-up decision of the action
    assert_illegal(RULESET, spade, A.EndTurn(), R_TURN_END)


def test_not_offered_in_another_seats_decision():
    s = end_turn(apply(witches(), BUILD))
    assert s.current_player == 1 and s.pending[0].kind == "leech"
    assert A.EndTurn() not in legal_actions(s)  # nor conversions: not its turn
    assert not any(isinstance(a, A.Convert) for a in legal_actions(s))
    assert_illegal(RULESET, s, A.EndTurn(), R_TURN_END)


def test_not_offered_in_phase_three():
    s = table(builds=[("A3", 0, "D")], step="cult_bonus", seat_kw={0: {"bowls": (0, 6, 6)}})
    seats = tuple(evolve(seat, passed=True) for seat in s.seats)
    s = evolve(s, seats=seats, next_order=(0, 1), pending=(SpadeUse(0, 1, False),))
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", False))  # the cult-bonus spade
    assert (s2.step, s2.round, s2.pending, s2.acted) == ("actions", 2, (), False)  # no step
    assert_illegal(RULESET, s, A.EndTurn(), R_TURN_END)


def test_view_explain_and_score_sheet_of_the_finish_step():
    s = apply(witches(), BUILD)
    shown = view(s, 1)
    assert shown["pending"][0] == {"kind": "finish_turn", "seat": 0}
    assert shown["current_player"] == 0 and shown["phase_id"] == "actions"
    assert RULESET.checks.hidden_check(s, 1, shown) == []
    after = apply(s, A.EndTurn())
    words = explain(s, A.EndTurn(), after, 0)
    assert words.startswith("ends the turn") and R_TURN_END in words and "no VP now" in words
    assert scores(after).to_json() == scores(s).to_json()  # ending scores nothing


def test_end_turn_json_and_label():
    codec = RULESET.codec
    assert A.EndTurn().to_json() == {"type": "end_turn"}
    assert codec.from_json({"type": "end_turn"}) == A.EndTurn()
    assert A.EndTurn().label == "end the turn"


def test_invariants_place_the_finish_step_before_the_offers_only():
    s = apply(witches(), BUILD)
    assert invariants(s) == []
    offer, step = s.pending[1], s.pending[0]
    assert invariants(evolve(s, pending=(step, step, offer)))
    problems = invariants(evolve(s, pending=(step, SpadeUse(0, 1, True))))
    assert problems and problems[0].startswith("pending[0]")
    assert invariants(evolve(s, pending=(TurnEnd(1), offer)))  # another seat's step


def test_a_town_tile_opens_the_finish_step_when_it_brings_something_to_convert():
    row = [("A1", 0, "TP"), ("A2", 0, "TP"), ("A3", 0, "TP"), ("I7", 1, "D")]
    s = table(builds=row, seat_kw={0: {"workers": 4, "coins": 2, "bowls": (12, 0, 0)}})
    s = apply(s, BUILD)  # the fourth structure founds a town; nothing to convert yet
    assert [type(p).__name__ for p in s.pending] == ["TownChoice", "TurnEnd"]
    power = apply(s, A.TakeTown("TW4"))  # 8 power: bowl I -> II, so burning is open
    assert finishing(power) and A.Convert("BURN") in legal_actions(power)
    coins = apply(s, A.TakeTown("TW1"))  # 6 coins convert into nothing: no step
    assert not coins.pending and coins.turn == 1
