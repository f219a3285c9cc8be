"""Rulebook 4.3.3, selling goods and the other players' losses."""

from skywidgets.games.traders_air import RULESET
from skywidgets.games.traders_air.actions import (
    EndActions,
    Lose,
    Move,
    PayTaxes,
    Sell,
    SetUpContracts,
)
from skywidgets.games.traders_air.rules import legal_actions
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position, find_marker, goods_of, play


def _seller(goods, others=None, contracts=1, **kw):
    table = {"Michael": goods, **(others or {})}
    return build_position(
        PLAYERS,
        turn_player="Michael",
        ship="Downington",
        money={"Michael": 2},
        goods=table,
        contracts={"Downington": {"Michael": contracts}},
        **kw,
    )


def _ids(state, player, specs):
    seat = state.players.index(player)
    pool, out = list(state.seats[seat].goods), []
    for spec in specs:
        m = find_marker(pool, spec)
        pool.remove(m)
        out.append(m)
    return tuple(sorted(out))


def test_selling_needs_a_contract_in_the_city():
    state = _seller(["O1", "O2"], contracts=0)
    assert not any(isinstance(a, Sell) for a in legal_actions(state))
    assert_illegal(
        RULESET, state, Sell(_ids(state, "Michael", ["O1", "O2"])), "Traders 4.3.3 — Selling"
    )


def test_at_least_two_markers_of_a_colour():
    state = _seller(["O1", "B2"])
    assert not any(isinstance(a, Sell) for a in legal_actions(state))
    assert_illegal(RULESET, state, Sell(_ids(state, "Michael", ["O1"])), "Traders 4.3.3 — Selling")
    assert_illegal(
        RULESET, state, Sell(_ids(state, "Michael", ["O1", "B2"])), "Traders 4.3.3 — Selling"
    )


def test_several_colours_at_once_each_with_two():
    state = _seller(["O1", "O2", "B2", "B3", "W1"])
    both = Sell(_ids(state, "Michael", ["O1", "O2", "B2", "B3"]))
    assert both in legal_actions(state)
    assert_illegal(
        RULESET, state, Sell(_ids(state, "Michael", ["O1", "O2", "W1"])), "Traders 4.3.3 — Selling"
    )


def test_the_seller_chooses_which_markers():
    state = _seller(["O1", "O2", "O3"])
    sales = {a.markers for a in legal_actions(state) if isinstance(a, Sell)}
    assert len(sales) == 4  # any two of three, or all three


def test_one_contract_comes_back_whatever_is_sold():
    state = _seller(["O1", "O2", "B1", "B3"], contracts=2)
    after = play(state, Sell(tuple(state.seats[1].goods)))
    assert after.contracts[5][1] == 1 and after.seats[1].contracts_left == 14


def test_sold_markers_are_flipped_out_of_play_and_earn_no_money():
    state = _seller(["O1", "O2", "B1"])
    sale = _ids(state, "Michael", ["O1", "O2"])
    after = play(state, Sell(sale))
    assert after.seats[1].sold == sale and goods_of(after, "Michael") == ["B1"]
    assert after.seats[1].money == 2 and after.bank == state.bank


def test_markers_listed_once_in_increasing_order():
    state = _seller(["O1", "O2"])
    a, b = state.seats[1].goods
    assert_illegal(RULESET, state, Sell((b, a)), "Traders 4.3.3 — Selling")
    assert_illegal(RULESET, state, Sell((a, a)), "Traders 4.3.3 — Selling")
    assert_illegal(RULESET, state, Sell(()), "Traders 4.3.3 — Selling")


def test_others_lose_one_marker_of_each_sold_colour():
    state = _seller(["O1", "O2", "B1", "B2"], {"Ann": ["O2", "O2", "B3", "W1"], "Marianne": ["W2"]})
    after = play(state, Sell(tuple(state.seats[1].goods)))
    assert goods_of(after, "Ann") == ["O2", "W1"]  # all alike: nothing to choose
    assert goods_of(after, "Marianne") == ["W2"]
    assert after.phase_id == "actions" and after.current_player == 1


def test_a_real_choice_makes_the_losing_seat_decide_out_of_turn():
    state = _seller(["O1", "O2"], {"Ann": ["O1", "O3"], "Marianne": ["O2", "O3"]})
    after = play(state, Sell(tuple(state.seats[1].goods)))
    assert after.phase_id == "losses" and after.current_player == 2  # clockwise: Marianne
    assert after.phase == "4.3.3 Selling goods: losses"
    assert set(legal_actions(after)) == {Lose(m) for m in after.seats[2].goods}
    ann_o3 = find_marker(after.seats[0].goods, "O3")
    assert_illegal(RULESET, after, Lose(ann_o3), "Traders 4.3.3 — Selling goods (losses)")
    next_ = play(after, Lose(find_marker(after.seats[2].goods, "O3")))
    assert next_.current_player == 0 and goods_of(next_, "Marianne") == ["O2"]
    done = play(next_, Lose(find_marker(next_.seats[0].goods, "O1")))
    assert done.current_player == 1 and done.phase_id == "actions"
    assert goods_of(done, "Ann") == ["O3"] and done.acted


def test_a_loss_must_be_of_the_sold_colour():
    state = _seller(["O1", "O2"], {"Marianne": ["O1", "O3", "B1"]})
    after = play(state, Sell(tuple(state.seats[1].goods)))
    assert_illegal(RULESET, after, Lose(find_marker(after.seats[2].goods, "B1")), "losses")
    assert_illegal(RULESET, after, Lose(0), "losses")


def test_no_other_action_while_losses_are_pending():
    state = _seller(["O1", "O2"], {"Marianne": ["O1", "O3"]})
    after = play(state, Sell(tuple(state.seats[1].goods)))
    assert_illegal(RULESET, after, EndActions(), "Traders 4 — Sequence of play")


def test_sold_markers_cannot_be_used_for_anything_again():
    state = _seller([], {"Ann": []}, sold={"Michael": ["O1", "O2", "O3"], "Ann": ["B1", "B2"]})
    flipped = state.seats[1].sold
    assert not [a for a in legal_actions(state) if not isinstance(a, (Move, EndActions))]
    assert_illegal(RULESET, state, Sell(flipped), "Traders 4.3.3 — Selling")
    assert_illegal(RULESET, state, SetUpContracts(flipped[0]), "Traders 4.3.3 — Setting up")


def test_sold_markers_are_not_lost_and_do_not_count_at_taxes():
    state = _seller(["B1", "B3"], sold={"Ann": ["B2", "B2"]})
    after = play(state, Sell(tuple(state.seats[1].goods)))
    assert after.phase_id == "actions" and len(after.seats[0].sold) == 2
    taxes = build_position(
        PLAYERS,
        step="taxes",
        goods={"Ann": ["O1", "O2", "O3"]},
        sold={"Ann": ["B1", "B2", "B3", "W1"]},
    )
    assert legal_actions(taxes) == [PayTaxes(taxes.seats[0].goods)]
