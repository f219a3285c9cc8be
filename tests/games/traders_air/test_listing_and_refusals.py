"""Each move's rule is written once: a move is listed exactly when its check accepts it, and a
refused move is explained by that same check."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

import pytest

from skywidgets.core import IllegalAction, get
from skywidgets.games.traders_air.actions import (
    Lose,
    Move,
    PayTaxes,
    Purchase,
    Sell,
    SetUpContracts,
)
from skywidgets.games.traders_air.data import CITIES
from skywidgets.games.traders_air.guild_contracts import contract_problem, legal_contracts
from skywidgets.games.traders_air.moving import legal_moves, move_problem
from skywidgets.games.traders_air.purchasing import legal_purchases, purchase_problem
from skywidgets.games.traders_air.rules import legal_actions
from skywidgets.games.traders_air.selling import legal_sales, sale_problem
from skywidgets.games.traders_air.state import State

RS = get("traders_air")


def tables(games: int = 4, **options: object) -> Iterator[State]:
    """Every table of a few uniformly random games."""
    for seed in range(games):
        state = RS.start(["A", "B", "C"], seed=seed, **options)
        rng = random.Random(seed)
        while not RS.is_over(state):
            yield state
            state = RS.apply(state, rng.choice(RS.legal_actions(state)))


def subsets(items: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every subset of `items`, each in increasing order."""
    for r in range(len(items) + 1):
        yield from combinations(items, r)


def accepted(state: State, action: object) -> bool:
    """Whether `apply` accepts the move."""
    try:
        RS.apply(state, action)
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("options", [{}, {"side": "B", "compass": True, "guild_mats": True}])
def test_city_actions_are_listed_exactly_when_their_check_accepts_them(options) -> None:
    checked = 0
    for state in tables(**options):
        if state.step != "actions":
            continue
        moves = {Move(city) for city in CITIES if move_problem(state, city) is None}
        assert set(legal_moves(state)) == moves
        spaces = range(-1, len(state.spaces) + 1)
        purchases = {Purchase(s) for s in spaces if purchase_problem(state, s) is None}
        assert set(legal_purchases(state)) == purchases
        goods = state.seats[state.turn_player].goods
        contracts = {
            SetUpContracts(m, extra)
            for m in (*goods, 77)
            for extra in (False, True)
            if contract_problem(state, SetUpContracts(m, extra)) is None
        }
        assert set(legal_contracts(state)) == contracts
        if len(goods) <= 8:
            sales = {Sell(ms) for ms in subsets(goods) if sale_problem(state, ms) is None}
            assert set(legal_sales(state)) == sales
        checked += 1
    assert checked > 200


def test_taxes_and_losses_listed_are_exactly_the_ones_accepted() -> None:
    checked = 0
    for state in tables():
        if state.step == "taxes":
            goods = state.seats[state.turn_player].goods
            listed = set(legal_actions(state))
            assert {PayTaxes(k) for k in subsets(goods) if accepted(state, PayTaxes(k))} == listed
            checked += 1
        if state.step == "losses":
            seat = state.pending[0][0]
            every = {Lose(m) for m in state.seats[seat].goods}
            assert {a for a in every if accepted(state, a)} == set(legal_actions(state))
            checked += 1
    assert checked > 50


def test_a_refused_move_names_the_rule_of_its_check() -> None:
    for state in tables(games=2):
        if state.step != "actions":
            continue
        refusals = [
            *((Move(c), move_problem(state, c)) for c in (*CITIES, "Atlantis")),
            *((Purchase(s), purchase_problem(state, s)) for s in range(len(state.spaces))),
            *((SetUpContracts(m), contract_problem(state, SetUpContracts(m))) for m in (0, 40)),
            *((Sell(ms), sale_problem(state, ms)) for ms in ((), (3,), (1, 0), (0, 1))),
        ]
        for action, problem in refusals:
            if problem is None:
                continue
            with pytest.raises(IllegalAction) as refused:
                RS.apply(state, action)
            assert (refused.value.rule, refused.value.reason) == problem
