"""The Chaos Magicians' double turn with a pass (Terra Mystica — Chaos Magicians: Stronghold
special action; Phase II: Passing; snellman `Game/Constants.pm` ACTC GAIN_ACTION 2,
`commands.pm` command_pass with `strict-chaosmagician-sh` and do_pass_vp): passing may be
the second action; it scores the returned Bonus card's pass VP on the board as the first
action left it, makes them the first to pass (who starts the next round when
`variable-turn-order` is off), and when they are the last to pass the round ends once the
first action's power offers are answered. Base-game positions (the `terra_mystica` box)."""

from __future__ import annotations

from skywidgets.games.terra_mystica.state import DoubleTurn, PowerOffer, TurnEnd

from .faction_positions import A, H, apply, invariants, legal_actions, terrain, tm, vp_from

ACTC = A.Special("chaos_double")
FACTIONS = ("witches", "chaosmagicians", "nomads")


def chaos(passed=(), bonus=("BON3", "BON9", "BON5")):
    """The Chaos Magicians (B, on turn, holding `bonus[1]`) with their Stronghold on D4 and
    a Dwelling on E7; D5 beside both is wasteland, their home; the Witches' (A) Dwelling on
    E8 touches D5; the seats `passed` have passed, in that order."""
    builds = [("D4", 1, "SH"), ("E7", 1, "D"), ("E8", 0, "D"), ("I11", 2, "D")]
    seat_kw = {1: {"workers": 5, "coins": 9}}
    seat_kw.update({k: {"passed": True} for k in passed})
    s = tm(FACTIONS, builds, bonus=bonus, seat_kw=seat_kw, turn=1, next_order=tuple(passed))
    s = terrain(s, D5="W")
    assert invariants(s) == []
    return s


def test_pass_as_the_second_action_scores_the_card_with_the_first_actions_dwelling():
    s = chaos()
    s1 = apply(s, ACTC)
    s2 = apply(s1, A.TransformAndBuild(H["D5"], "W", True))
    assert s2.pending[0] == DoubleTurn(1, 1) and vp_from(s2, 1, "round scoring tiles") == 2
    assert A.Pass("BON1") in legal_actions(s2)
    s3 = apply(s2, A.Pass("BON1"))
    seat = s3.seats[1]
    assert seat.passed and seat.bonus == "BON1" and s3.next_order == (1,)
    assert vp_from(s3, 1, "bonus cards") == 2  # BON9: 1 VP per Dwelling, D5's included
    assert not any(isinstance(p, (DoubleTurn, TurnEnd)) for p in s3.pending)
    offers = [p for p in s3.pending if isinstance(p, PowerOffer)]
    assert [(p.seat, p.power) for p in offers] == [(0, 1)]  # D5's offer to the Witches
    s4 = apply(s3, A.Leech(False, 1))
    assert s4.turn == 2 and not s4.pending  # the Nomads play next; the magicians are done
    s5 = apply(apply(s4, A.Pass("BON2")), A.Pass("BON4"))
    assert s5.round == 2 and s5.order == (1, 2, 0)  # the first to pass starts
    assert invariants(s5) == []


def test_the_last_to_pass_ends_the_round_after_the_first_actions_offer_is_answered():
    s = chaos(passed=(0, 2), bonus=("BON1", "BON9", "BON2"))
    s1 = apply(apply(s, ACTC), A.TransformAndBuild(H["D5"], "W", True))
    s2 = apply(s1, A.Pass("BON3"))
    assert s2.round == 1 and s2.step == "actions" and s2.current_player == 0
    assert isinstance(s2.pending[0], PowerOffer) and s2.pending[0].power == 1
    assert invariants(s2) == []
    bowls = s2.seats[0].bowls
    s3 = apply(s2, A.Leech(True, 1))
    assert s3.round == 2 and s3.step == "actions" and s3.order == (0, 1, 2)
    assert s3.seats[0].bowls == (bowls[0] - 1, bowls[1] + 1, bowls[2])  # BON1 pays no power
    assert invariants(s3) == []


def test_pass_as_the_first_action_scores_the_card_on_the_board_as_it_was():
    s = chaos()
    s1 = apply(s, ACTC)
    s2 = apply(s1, A.Pass("BON1"))
    assert vp_from(s2, 1, "bonus cards") == 1  # E7 only: the second action is forfeited
    assert s2.turn == 2 and not s2.pending
