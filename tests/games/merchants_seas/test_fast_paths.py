"""The third speed pass's fast paths agree with direct computations over many random
positions: the Transform and Build list a plan remembers, income paid in one update per seat
at the start of a round, power offers kept as they are, and the flattened move table."""

from __future__ import annotations

import random

import pytest

from skywidgets.core import IllegalAction
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas import actions as A
from skywidgets.games.merchants_seas import facts, rounds, rules, transform_list, turn_end
from skywidgets.games.merchants_seas.resources import gain
from skywidgets.games.merchants_seas.state import PowerOffer, ShipPlacement, evolve

from .test_caches import _tried_transforms

COMBOS = [
    "witches,nomads,engineers,darklings",
    "fakirs,dwarves,darklings,witches",
    "engineers,fakirs",
    None,  # the factions the seed draws (merchant factions among them)
]


def _game(factions, seed, players=4):
    """(state, action) pairs of one seeded random game, in the order play reaches them."""
    names = [f"P{k}" for k in range(factions.count(",") + 1 if factions else players)]
    options = {"factions": factions} if factions else {}
    s = rs.start(names, seed=seed, **options)
    rnd = random.Random(seed)
    while not rs.is_over(s):
        action = rnd.choice(rs.legal_actions(s))
        yield s, action
        s = rs.apply(s, action)


def _fresh_transforms(s, i):
    """The Transform and Build list made again, the plan's remembered list forgotten."""
    reach = transform_list.reach_entry(s, i)
    plan = reach.plan
    if plan is not None:
        plan.last = (0, (), (), [])
    return list(transform_list.transform_moves(s, i))


@pytest.mark.parametrize("factions", COMBOS)
def test_remembered_transform_lists_equal_lists_made_again(factions):
    reused = checked = 0
    for n, (s, _action) in enumerate(_game(factions, seed=11)):
        head = s.pending[0].kind if s.pending else s.step
        if head not in ("actions", "spades"):
            continue
        i = s.current_player
        first = transform_list.transforms(s, i)
        again = transform_list.transform_moves(s, i)
        reused += again is transform_list.transform_moves(s, i)  # the same list, remembered
        assert list(again) == first
        assert _fresh_transforms(s, i) == first
        if n % 5 == 0:
            assert first == _tried_transforms(s, i)
        checked += 1
    assert checked > 20 and reused > 0


def test_transform_lists_carry_over_a_conversion_and_stay_right():
    """After a free conversion the board is the same: the list is reused when the affordable
    classes are, and made again (correctly) when they changed."""
    checked = 0
    for seed in range(3):
        for s, action in _game(None, seed=seed):
            if s.pending or s.step != "actions" or not isinstance(action, A.Convert):
                continue
            i = s.turn
            before = transform_list.transforms(s, i)
            after = rs.apply(s, action)
            if after.pending or after.turn != i:
                continue
            assert transform_list.transforms(after, i) == _fresh_transforms(after, i)
            assert _fresh_transforms(s, i) == before
            checked += 1
    assert checked > 10


def _income_by_gain(state, rnd):
    """Phase I as it was written before: markers reset, then each seat's income by `gain`."""
    seats = tuple(evolve(x, passed=False, used=frozenset()) for x in state.seats)
    state = evolve(
        state,
        step="income",
        round=rnd,
        power_used=frozenset(),
        seats=seats,
        acted=False,
        pending=(),
        queue=(),
        turn=state.order[0],
        next_order=(),
    )
    for i in state.order:
        inc = rounds.income_of(state, i)
        ships = inc.pop("SHIP", 0)
        state = gain(state, i, inc, "income")
        if ships:
            state = evolve(
                state, pending=state.pending + tuple(ShipPlacement(i) for _ in range(ships))
            )
    return rounds.settle(state)


@pytest.mark.parametrize("factions", COMBOS)
def test_income_in_one_update_per_seat_equals_income_by_gain(factions):
    checked = 0
    for n, (s, _action) in enumerate(_game(factions, seed=5)):
        if n % 2 or s.step == "over":
            continue
        # any position stands in for the end of a round: seats, board and favors vary
        rnd = min(max(s.round, 1), 6)
        expected = _income_by_gain(s, rnd)
        assert rounds.start_round(s, rnd) == expected
        # the general path (taken when an income holds more than resources and ships)
        started = evolve(expected, seats=s.seats, pending=(), step="income")
        assert rounds.settle(rounds._income_by_gain(started)) == expected
        checked += 1
    assert checked > 20


def test_power_offers_are_kept_or_cut_to_what_can_be_taken():
    for s, _action in _game("witches,nomads,engineers,darklings", seed=3):
        if s.step != "actions" or s.pending:
            continue
        seat = s.seats[1]
        room = 2 * seat.bowls[0] + seat.bowls[1]
        fits = PowerOffer(1, power=min(room, seat.vp + 1), actor=0)
        if fits.power <= 0:
            continue
        kept = rounds.normalize(evolve(s, pending=(fits,)))
        assert kept.pending[0] is fits  # nothing to cut: the very same offer
        big = PowerOffer(1, power=fits.power + 3, actor=0)
        cut = rounds.normalize(evolve(s, pending=(big,)))
        assert cut.pending == (fits,)
        return
    pytest.fail("no position to offer power in")


def test_flattened_move_table_refuses_like_the_flow():
    """Moves of another phase are refused by the flow's shared errors, word for word; a main
    action in the finish step and "end turn" before it, by the turn's own rule."""
    refused = own = 0
    for n, (s, _action) in enumerate(_game(None, seed=8)):
        if n % 7:
            continue
        finishing = bool(s.pending) and s.pending[0].kind == "finish_turn"
        for wrong in (A.PlaceDwelling(0), A.Leech(True, 1), A.Pass(""), A.ChooseBonus("BON1")):
            try:
                rules.FLOW.apply(s, wrong)
            except IllegalAction as flow_error:
                with pytest.raises(IllegalAction) as fast_error:
                    rules.apply(s, wrong)
                if finishing and isinstance(wrong, A.Pass):
                    assert fast_error.value.rule == turn_end.R_TURN_END
                    own += 1
                else:
                    assert fast_error.value.to_json() == flow_error.to_json()
                refused += 1
        if not finishing and s.phase_id != "over":
            with pytest.raises(IllegalAction) as early:
                rules.apply(s, A.EndTurn())
            assert early.value.rule == turn_end.R_TURN_END
            own += 1
    assert refused > 30 and own > 10
    facts.clear_caches()
