"""Every worked example of the rulebook, replayed with its documented result."""

import itertools

from skywidgets.games.traders_air import RULESET, scores
from skywidgets.games.traders_air import examples as E
from skywidgets.games.traders_air.actions import SetUpContracts
from skywidgets.games.traders_air.checks import invariants
from skywidgets.games.traders_air.data import CITY_INDEX
from skywidgets.games.traders_air.rules import legal_actions
from tests.rules import assert_illegal

from .helpers import find_marker, goods_of, play


def _contracts(state, city):
    row = state.contracts[CITY_INDEX[city]]
    return {p: n for p, n in zip(state.players, row) if n}


def _replay(example):
    states = [example.start]
    for move in example.moves:
        states.append(play(states[-1], move))
    return states


def test_marianne_route_one_action_per_city_three_moves_with_the_wind():
    ex = E.marianne_route()
    states = _replay(ex)
    moves = [(a, b) for a, b in itertools.pairwise(states) if b.ship != a.ship]
    assert [b.ship_city for _, b in moves] == ["Aleborg", "New Copenhagen", "Downington"]
    assert all(a.seats[2].money - b.seats[2].money == 1 for a, b in moves)
    end = states[-1]
    want = E.EXPECTED["marianne_route"]
    assert _contracts(end, "Downington") == want["Downington"]
    assert end.seats[2].money == want["money"] and goods_of(end, "Marianne") == want["goods"]
    # at New Copenhagen she chose no action: she could have, but moved on
    assert not states[4].acted


def test_marianne_contracts_tie_michael_and_the_second_marker_is_a_second_action():
    ex = E.marianne_contracts()
    end = _replay(ex)[-1]
    want = E.EXPECTED["marianne_contracts"]
    assert _contracts(end, "Downington") == want["Downington"]
    assert goods_of(end, "Marianne") == want["goods"]
    one = find_marker(end.seats[2].goods, "W1")
    err = assert_illegal(RULESET, end, SetUpContracts(one), "Traders 4.3.1")
    assert "move the steamship first" in err.reason


def test_michael_whole_turn():
    ex = E.michael_turn()
    states = _replay(ex)
    income, replenish, buy_nc, _, buy_free = states[1:6]
    assert income.seats[1].money == 5
    assert replenish.seats[1].money == 4 and None not in replenish.spaces
    assert buy_nc.seats[0].money == 2 and "to Ann" in buy_nc.events[0]
    assert buy_free.seats[1].money == buy_nc.seats[1].money - 1  # only the move was paid
    assert "free" in buy_free.events[0]
    assert not states[7].acted and states[7].ship_city == "Rev'all"
    end = states[-1]
    want = E.EXPECTED["michael_turn"]
    assert end.seats[0].money == want["Ann money"] and end.seats[1].money == want["Michael money"]
    assert _contracts(states[8], "Rev'all") == want["Rev'all"]
    assert goods_of(end, "Michael") == want["goods"] and end.events[0] == want["events"]
    assert end.current_player == 2 and end.phase_id == "income"


def test_michael_sale_and_marianne_losses():
    ex = E.michael_sale()
    sale, done = _replay(ex)[1:]
    assert sale.current_player == 2 and sale.phase_id == "losses"
    assert "Marianne loses brown 3 (B3)" in sale.events
    want = E.EXPECTED["michael_sale"]
    assert len(done.seats[1].sold) == want["Michael sold"]
    assert _contracts(done, "Downington") == want["Downington"]
    assert goods_of(done, "Marianne") == want["Marianne goods"]
    assert goods_of(done, "Ann") == ["W2"]
    assert done.current_player == 1


def test_marker_values_a_one_is_worth_two_a_three_four():
    from skywidgets.games.traders_air.score_file import score_position

    sheet = score_position(E.MARKER_VALUES_POSITION)
    got = {i.source: i.points for i in sheet.for_player("Ann") if i.source.startswith("sold")}
    assert got == E.EXPECTED["marker_values"]


def test_full_final_scoring_with_every_bonus():
    state = E.final_scoring_state()
    assert invariants(state) == []
    sheet = scores(state)
    want = E.EXPECTED["final_scoring"]
    assert sheet.totals() == {p: want[p] for p in state.players}
    assert list(sheet.winners) == want["winners"]
    sources = {i.source for i in sheet.items}
    for bonus in (
        "first to the last supply space",
        "most contracts in a city",
        "contracts in the most cities",
        "most sold 1s",
        "unsold goods",
    ):
        assert bonus in sources
    assert any(i.points == 4 and i.source.startswith("city") for i in sheet.items)
    from skywidgets.games.traders_air.score_file import score_position

    assert score_position(E.FINAL_SCORING_POSITION).totals() == sheet.totals()


def test_tie_break_and_shared_win_positions():
    from skywidgets.games.traders_air.score_file import score_position

    tie = score_position(E.TIE_BREAK_POSITION)
    want = E.EXPECTED["tie_break"]
    assert tie.totals() == {"Ann": want["Ann"], "Michael": want["Michael"]}
    assert list(tie.winners) == want["winners"]
    assert (
        list(score_position(E.SHARED_WIN_POSITION).winners) == E.EXPECTED["shared_win"]["winners"]
    )


def test_compass_reversed_example():
    ex = E.compass_reversed()
    assert ex.start.reversed_arrows
    income, aleborg, back = _replay(ex)[1:]
    assert income.seats[0].money - aleborg.seats[0].money == 1
    assert aleborg.seats[0].money - back.seats[0].money == 2
    assert back.seats[0].money == E.EXPECTED["compass_reversed"]["Ann money"]


def test_every_named_example_replays():
    for name, make in E.EXAMPLES.items():
        ex = make()
        assert ex.name == name and ex.section and ex.states()[-1] == ex.end
        assert ex.moves and all(m in legal_actions(s) for s, m in zip(ex.states(), ex.moves))
