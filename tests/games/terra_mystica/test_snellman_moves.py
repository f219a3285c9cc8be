"""Moves the last four league ledgers needed (docs/rulings/merchants_seas.md, 2026-12-04):
a burn before answering a power offer in one's own turn, the Alchemists digging first, a
cult step given back before a Town tile (option cult-step-back), power offers that wait
(option offers-wait)."""

from __future__ import annotations

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import RULESET, apply, legal_actions
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.base_game import new_game
from skywidgets.games.terra_mystica.checks import invariants
from skywidgets.games.terra_mystica.digging import R_DIG
from skywidgets.games.terra_mystica.free_actions import free_actions_now
from skywidgets.games.terra_mystica.state import CultistsTally, PowerOffer, SpadeUse, TownChoice
from skywidgets.games.terra_mystica.step_back import R_STEP_BACK
from skywidgets.games.terra_mystica.view import view
from skywidgets.games.terra_mystica.waiting import LET_WAIT, R_WAIT
from tests.rules import assert_illegal

from ..merchants_seas.helpers import H, end_turn, table

RULES = RULESET


def offered(bowls):
    """The Nomads (B, bowls `bowls`) offered 2 power after the Witches built next to them."""
    s = table(builds=[("A3", 0, "D"), ("A5", 1, "TP")])
    s = with_seat(with_seat(s, 0, workers=5, coins=5), 1, bowls=bowls)
    s = end_turn(apply(s, A.TransformAndBuild(H["A4"], "G", True)))
    assert isinstance(s.pending[0], PowerOffer) and s.pending[0].power == 2
    return s


# -- free actions belong to your own turn (issue 29 rule 1; ledger S63_D1L1_G7 line 404) -----


def test_a_faction_answering_an_offer_off_turn_may_not_burn_or_convert():
    s = offered((0, 3, 3))
    assert s.current_player == 1 and s.turn == 0 and not free_actions_now(s, 1)
    assert not any(isinstance(a, A.Convert) for a in legal_actions(s))
    assert_illegal(RULES, s, A.Convert("BURN"), "free conversions and burning power")
    after = apply(s, A.Leech(True, 2))  # it answers with the bowls it has
    assert after.seats[1].bowls == (0, 1, 5)


def test_an_offer_answered_in_the_offered_factions_own_turn_may_follow_a_burn():
    """S63_D1L1_G7: the Cultists let the Engineers' offer wait, and on their own turn burn
    first; the offer is then what the bowls can take (1 power, which costs no VP)."""
    s = cultists_built()
    s = with_seat(s, 3, bowls=(0, 3, 3))
    s = apply(apply(s, LET_WAIT), A.Pass("BON6"))  # the Witches pass; the offer is back
    s = apply(apply(s, LET_WAIT), A.Pass("BON8"))  # the Giants pass: the Nomads' own turn
    assert s.turn == 3 and s.current_player == 3 and free_actions_now(s, 3)
    assert A.Convert("BURN") in legal_actions(s)
    s2 = apply(s, A.Convert("BURN"))
    assert s2.seats[3].bowls == (0, 1, 4)
    assert (s2.pending[0].seat, s2.pending[0].power) == (3, 1)  # room for 1 power only
    vp = s2.seats[3].vp
    s3 = apply(s2, A.Leech(True, 1))
    assert s3.seats[3].bowls == (0, 0, 5) and s3.seats[3].vp == vp  # 1 power costs no VP
    with pytest.raises(IllegalAction):
        apply(s2, A.Leech(True, 2))  # the offer is 1 now


def test_an_offer_with_no_room_left_after_burning_in_ones_turn_is_over():
    s = with_seat(cultists_built(), 3, bowls=(0, 2, 3))
    s = apply(apply(s, LET_WAIT), A.Pass("BON6"))
    s = apply(apply(s, LET_WAIT), A.Pass("BON8"))
    s2 = apply(s, A.Convert("BURN"))
    assert s2.seats[3].bowls == (0, 0, 4)
    assert not any(isinstance(p, PowerOffer) for p in s2.pending)
    assert s2.current_player == 3 and s2.turn == 3  # the Nomads' own turn goes on
    assert invariants(s2) == []


# -- the Alchemists dig first (ledger S63_D1L1_G1 line 402) ----------------------------------


def alchemists(structure="SH", bowls=(0, 2, 4)):
    """The Alchemists (A) with `structure` on A3; A4 is lakes, one spade from their swamp."""
    s = table(factions=("alchemists", "nomads"), builds=[("A3", 0, structure), ("A5", 0, "D")])
    return with_seat(s, 0, workers=4, coins=0, bowls=bowls)


def test_the_alchemists_with_their_stronghold_dig_first_and_take_the_power_at_once():
    s = alchemists()
    assert A.Dig(1) in legal_actions(s) and A.Dig(2) not in legal_actions(s)  # 3 W a spade
    s2 = apply(s, A.Dig(1))
    seat = s2.seats[0]
    assert seat.workers == 1 and seat.bowls == (0, 0, 6)  # 2 power per spade, before building
    assert s2.pending[0] == SpadeUse(0, spades=1, may_build=True, dug=True)
    s3 = apply(apply(s2, A.Convert("PW>C")), A.Convert("PW>C"))  # the dug power, converted
    assert s3.seats[0].coins == 2 and s3.seats[0].bowls == (2, 0, 4)
    s4 = apply(s3, A.TransformAndBuild(H["A4"], "K", True))  # paid with those coins
    assert s4.owner[H["A4"]] == 0 and s4.building[H["A4"]] == "D"
    assert s4.seats[0].coins == 0 and s4.seats[0].workers == 0  # no second spade payment
    assert s4.seats[0].bowls == (2, 0, 4)  # and no second power for the same spade


def test_only_spades_that_bring_power_are_dug_first():
    assert not any(a.kind == "dig" for a in legal_actions(alchemists(structure="TP")))
    s = table(factions=("nomads", "alchemists"), builds=[("A3", 0, "SH")])
    s = with_seat(s, 0, workers=9)
    assert not any(a.kind == "dig" for a in legal_actions(s))
    assert_illegal(RULES, s, A.Dig(1), R_DIG)
    assert_illegal(RULES, alchemists(), A.Dig(2), R_DIG)  # 6 workers needed


# -- a cult step given back before a Town tile (ledger S63_D1L1_G2 line 294) ----------------


def choosing_town(options=("cult-step-back",), cults=(6, 9, 4, 9)):
    """The Witches (A) choose a Town tile with Water and Air at 9 and no key yet."""
    s = with_seat(table(), 0, cults=cults)
    return evolve(s, pending=(TownChoice(0),), options=frozenset(options))


def test_tw5_takes_the_first_track_at_nine_to_ten_unless_a_step_is_given_back():
    plain = apply(choosing_town(), A.TakeTown("TW5"))
    assert plain.seats[0].cults == (7, 10, 5, 9)  # Water first: one key, one track at 10
    s = choosing_town()
    backs = [a for a in legal_actions(s) if a.kind == "step_back"]
    assert backs == [A.StepBack("WATER"), A.StepBack("AIR")]  # from 8 or 9 only
    s2 = apply(s, A.StepBack("WATER"))
    assert s2.seats[0].cults == (6, 8, 4, 9) and s2.pending == s.pending
    after = apply(s2, A.TakeTown("TW5"))
    assert after.seats[0].cults == (7, 9, 5, 10) and after.seats[0].keys == 1


def test_giving_back_a_step_needs_the_option_and_a_track_at_8_or_9():
    s = choosing_town(options=())
    assert not any(a.kind == "step_back" for a in legal_actions(s))
    assert_illegal(RULES, s, A.StepBack("WATER"), R_STEP_BACK)
    top = choosing_town(cults=(10, 7, 0, 0))
    assert_illegal(RULES, top, A.StepBack("FIRE"), R_STEP_BACK)  # never from 10
    assert_illegal(RULES, top, A.StepBack("WATER"), R_STEP_BACK)  # never below 7
    turn = evolve(choosing_town(), pending=())
    with pytest.raises(IllegalAction):  # only before a Town tile
        apply(turn, A.StepBack("WATER"))


# -- power offers that wait (option offers-wait; ledger S65_D1L1_G6 line 313) ---------------


def base_table(factions, builds, options):
    """A `terra_mystica` Phase II position: `table`'s pieces with the base box's tiles."""
    base = new_game(factions, 0, **dict.fromkeys(options, True))
    cards = [c for c, _n in base.bonus_pool]
    s = table(factions=factions, builds=builds, bonus=cards[: len(factions)])
    return evolve(
        s,
        box="base",
        expansion=None,  # no ships, trade markers or Docks in the base game
        options=base.options,
        favor_pool=base.favor_pool,
        town_pool=base.town_pool,
        round_tiles=base.round_tiles,
        bonus_pool=tuple((c, 0) for c in cards[len(factions) :]),
    )


def cultists_built(options=("offers-wait",)):
    """The Cultists (A) built next to the Nomads (D); the Witches (B) and Giants (C) play
    before the Nomads. Bonus cards left to pass for: BON6, BON8, BON9."""
    factions = ("cultists", "witches", "giants", "nomads")
    s = base_table(factions, [("A3", 0, "D"), ("A5", 3, "TP")], options)
    s = with_seat(with_seat(s, 0, workers=9, coins=5, bowls=(2, 3, 3)), 3, bowls=(2, 4, 0))
    assert invariants(s) == []
    s = end_turn(apply(s, A.TransformAndBuild(H["A4"], "U", True)))
    offer, reward = s.pending
    assert (offer.seat, offer.power, offer.actor, offer.hex) == (3, 2, 0, H["A4"])
    assert reward == CultistsTally(0, hex=H["A4"], structure="D")
    return s


def test_an_offer_waits_while_others_play_and_the_cultists_reward_waits_with_it():
    s = cultists_built()
    assert LET_WAIT in legal_actions(s)
    s = apply(s, LET_WAIT)
    assert s.current_player == 1 and s.pending == ()  # the Witches play on
    assert [type(p) for p in s.waiting] == [PowerOffer, CultistsTally]
    assert s.seats[0].bowls == (2, 3, 3) and invariants(s) == []  # no reward yet
    shown = view(s, 1)["waiting"]  # every seat sees what waits (nothing here is hidden)
    assert [(p["kind"], p["seat"]) for p in shown] == [("leech", 3), ("cultists", 0)]
    s = apply(s, A.Pass("BON6"))  # at the hand-over to the Giants the offer is back
    assert s.turn == 2 and s.current_player == 3 and s.pending[0].waited
    assert LET_WAIT in legal_actions(s) and invariants(s) == []
    s = apply(s, LET_WAIT)  # and waits again
    assert s.current_player == 2 and s.pending == () and len(s.waiting) == 2
    s = apply(s, A.Pass("BON8"))  # the Nomads' own turn comes next: they answer now
    assert s.turn == 3 and s.current_player == 3 and LET_WAIT not in legal_actions(s)
    assert_illegal(RULES, s, LET_WAIT, R_WAIT)
    assert invariants(s) == []
    s = apply(s, A.Leech(False, 2))
    assert s.seats[0].bowls == (1, 4, 3)  # all declined: the Cultists' power, only now
    assert s.waiting == () and s.pending == () and s.current_player == 3
    assert invariants(s) == []


def test_an_accepted_waiting_offer_gives_the_cultists_their_cult_step_then():
    s = apply(apply(cultists_built(), LET_WAIT), A.Pass("BON6"))
    s = apply(s, A.Leech(True, 2))  # answered at the first hand-over
    assert s.seats[3].bowls == (0, 6, 0)
    assert s.pending and s.pending[0].kind == "cult" and s.pending[0].seat == 0
    assert s.waiting == () and invariants(s) == []


def test_without_the_option_every_offer_is_answered_at_once():
    s = cultists_built(options=())
    assert LET_WAIT not in legal_actions(s)
    assert_illegal(RULES, s, LET_WAIT, R_WAIT)


def test_an_offer_never_waits_past_the_offered_seats_turn_or_the_end_of_the_phase():
    s = cultists_built()
    seats = tuple(evolve(x, passed=k in (1, 2)) for k, x in enumerate(s.seats))
    assert LET_WAIT not in legal_actions(evolve(s, seats=seats, next_order=(1, 2)))
    # the Nomads have passed: the offer waits while the others play, then must be answered
    seats = tuple(evolve(x, passed=k == 3) for k, x in enumerate(s.seats))
    s = apply(evolve(s, seats=seats, next_order=(3,)), LET_WAIT)
    s = apply(s, A.Pass("BON6"))  # the Witches; at each hand-over after it the offer is back
    assert s.current_player == 3 and s.turn == 2 and LET_WAIT in legal_actions(s)
    s = apply(apply(s, LET_WAIT), A.Pass("BON8"))  # waits again; the Giants pass
    assert s.current_player == 3 and s.turn == 0 and LET_WAIT in legal_actions(s)
    s = apply(apply(s, LET_WAIT), A.Pass("BON9"))  # the Cultists pass last: answer now
    assert s.current_player == 3 and s.step == "actions" and LET_WAIT not in legal_actions(s)
    assert invariants(s) == []
    s = apply(s, A.Leech(True, 2))
    assert s.waiting == () and s.seats[3].bowls == (0, 6, 0)


def test_an_offer_that_waited_is_answered_before_converting_but_may_follow_a_burn():
    """snellman's strict-leech: a conversion before answering an open offer is refused
    ("leech should happen before convert"); a burn is not (S63_D1L1_G7 line 404)."""
    from skywidgets.games.terra_mystica.free_actions import R_ANSWER_FIRST

    s = with_seat(cultists_built(), 3, bowls=(0, 3, 3))
    s = apply(apply(s, LET_WAIT), A.Pass("BON6"))
    s = apply(apply(s, LET_WAIT), A.Pass("BON8"))  # the Nomads' own turn, the offer in front
    assert s.turn == 3 and isinstance(s.pending[0], PowerOffer)
    converts = [a for a in legal_actions(s) if isinstance(a, A.Convert)]
    assert converts == [A.Convert("BURN")]
    assert_illegal(RULES, s, A.Convert("PW>C"), R_ANSWER_FIRST)
    answered = apply(apply(s, A.Leech(True, 2)), A.ChooseCult("FIRE"))  # the Cultists' step
    assert answered.current_player == 3 and A.Convert("PW>C") in legal_actions(answered)


def test_an_offer_never_waits_past_the_offered_seats_turn_even_behind_a_newer_one():
    """Seed 7 of the snellman check: the Nomads let the Cultists' offer wait; the Giants'
    upgrade makes a new offer to the Witches, who let it wait too; at the hand-over to the
    Nomads their offer comes back (the newer one sits out that hand-over)."""
    factions = ("cultists", "witches", "giants", "nomads")
    builds = [("A3", 0, "D"), ("A5", 3, "TP"), ("B3", 1, "D"), ("C2", 2, "D")]
    s = base_table(factions, builds, ("offers-wait",))
    s = with_seat(with_seat(s, 0, workers=9, coins=5, bowls=(2, 3, 3)), 3, bowls=(2, 4, 0))
    s = with_seat(with_seat(s, 2, workers=9, coins=9), 1, bowls=(2, 4, 0))
    s = end_turn(apply(s, A.TransformAndBuild(H["A4"], "U", True)))
    assert s.pending[0].seat == 3
    s = apply(apply(s, LET_WAIT), A.Pass("BON6"))  # the Nomads wait; the Witches pass
    s = apply(s, LET_WAIT)  # back at the hand-over to the Giants: it waits again
    assert s.turn == 2 and any(p.seat == 3 for p in s.waiting if isinstance(p, PowerOffer))
    s = end_turn(apply(s, A.Upgrade(H["C2"], "TP")))  # an offer to the Witches
    assert isinstance(s.pending[0], PowerOffer) and s.pending[0].seat == 1
    s = apply(s, LET_WAIT)  # the Witches wait: the Nomads' turn begins
    assert s.turn == 3 and s.current_player == 3
    assert isinstance(s.pending[0], PowerOffer) and s.pending[0].seat == 3  # theirs is back
    assert LET_WAIT not in legal_actions(s)
    assert any(p.seat == 1 for p in s.waiting if isinstance(p, PowerOffer))  # the new one waits
    assert invariants(s) == []
