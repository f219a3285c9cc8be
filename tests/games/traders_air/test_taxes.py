"""Rulebook 4.4, taxes and tolls, and passing the turn to the left."""

from skywidgets.games.traders_air import RULESET
from skywidgets.games.traders_air.actions import CollectIncome, EndActions, Move, PayTaxes, Purchase
from skywidgets.games.traders_air.rules import legal_actions
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position, goods_of, play


def _taxes(money, goods, player="Ann", **kw):
    return build_position(
        PLAYERS,
        turn_player=player,
        step="taxes",
        money={player: money},
        goods={player: goods},
        **kw,
    )


def test_end_actions_leads_to_taxes():
    state = build_position(PLAYERS, money={"Ann": 5})
    assert play(state, EndActions()).phase == "4.4 Taxes and tolls"


def test_keep_three_dollars_the_rest_to_the_bank():
    state = _taxes(7, [])
    after = play(state, PayTaxes(()))
    assert after.seats[0].money == 3 and after.bank == state.bank + 4


def test_keep_three_goods_the_player_chooses_which():
    state = _taxes(1, ["O1", "O2", "B3", "W3", "G1"])
    options = legal_actions(state)
    assert len(options) == 10 and all(len(a.keep) == 3 for a in options)
    keep = tuple(state.seats[0].goods[2:])
    after = play(state, PayTaxes(keep))
    assert goods_of(after, "Ann") == ["B3", "W3", "G1"]
    assert set(state.seats[0].goods[:2]) <= set(after.box)


def test_only_the_surplus_goes():
    state = _taxes(1, ["O1", "O2", "B3", "W3"])
    assert_illegal(RULESET, state, PayTaxes(state.seats[0].goods[:2]), "Traders 4.4")
    assert_illegal(RULESET, state, PayTaxes(state.seats[0].goods), "Traders 4.4")
    small = _taxes(1, ["O1", "O2"])
    assert_illegal(RULESET, small, PayTaxes(small.seats[0].goods[:1]), "Traders 4.4")
    assert legal_actions(small) == [PayTaxes(small.seats[0].goods)]


def test_kept_markers_must_be_own_and_in_order():
    state = _taxes(1, ["O1", "O2", "B3", "W3"])
    g = state.seats[0].goods
    assert_illegal(RULESET, state, PayTaxes((g[1], g[0], g[2])), "Traders 4.4")
    assert_illegal(RULESET, state, PayTaxes((g[0], g[1], 77)), "Traders 4.4")


def test_nothing_to_pay_at_or_under_the_limits():
    state = _taxes(3, ["O1", "O2", "B3"])
    after = play(state, PayTaxes(state.seats[0].goods))
    assert after.seats[0].money == 3 and len(after.seats[0].goods) == 3
    assert "nothing to pay" in after.events[0]


def test_hoarders_keep_four_goods_and_bankers_five_dollars():
    hoard = _taxes(9, ["O1", "O2", "B3", "W3", "G1"], mats={"Ann": "Hoarders"})
    assert all(len(a.keep) == 4 for a in legal_actions(hoard))
    after = play(hoard, legal_actions(hoard)[0])
    assert after.seats[0].money == 3
    bank = _taxes(9, [], mats={"Ann": "Bankers"})
    assert play(bank, PayTaxes(())).seats[0].money == 5


def test_play_passes_to_the_left_and_rounds_count():
    state = _taxes(0, [], player="Michael", round=4)
    after = play(state, PayTaxes(()))
    assert after.current_player == 2 and after.phase_id == "income" and after.round == 4
    last = _taxes(0, [], player="Marianne", round=4)
    wrapped = play(last, PayTaxes(()))
    assert wrapped.current_player == 0 and wrapped.round == 5
    assert legal_actions(wrapped) == [CollectIncome()]


def test_turn_flags_reset_for_the_next_player():
    state = build_position(PLAYERS, turn_player="Ann", step="taxes", acted=True, moves=3)
    after = play(state, PayTaxes(()))
    assert not after.acted and after.moves == 0 and not after.extra_used


def test_more_than_three_dollars_and_goods_are_fine_until_taxes():
    state = build_position(
        PLAYERS,
        money={"Ann": 7},
        goods={"Ann": ["O1", "O2", "B3", "W3"]},
        spaces={"New Copenhagen": ["G1"]},
        moves=1,  # 3 kept at the last taxes, one bought before this move: 4 on the mat
    )
    bought = play(state, Purchase(3))
    assert bought.seats[0].money == 6 and len(bought.seats[0].goods) == 5
    moved = play(bought, Move("Thespian"))
    assert moved.seats[0].money == 5 and len(moved.seats[0].goods) == 5
    taxes = play(moved, EndActions())
    assert taxes.seats[0] == moved.seats[0] and taxes.phase_id == "taxes"
    done = play(taxes, PayTaxes(taxes.seats[0].goods[:3]))
    assert done.seats[0].money == 3 and len(done.seats[0].goods) == 3
