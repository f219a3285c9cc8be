"""Over many random positions: Phase I income paid in one update per seat equals income paid
seat by seat through `gain`, power offers are kept or cut to what can be taken, and the
flattened move table refuses like the flow."""

from __future__ import annotations

import pytest

from skywidgets.core import IllegalAction, evolve
from skywidgets.games.merchants_seas.decisions import ShipPlacement
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import rounds, rules, turn_end
from skywidgets.games.terra_mystica.resources import gain
from skywidgets.games.terra_mystica.state import PowerOffer

from .helpers import game_moves

COMBOS = [
    "witches,nomads,engineers,darklings",
    "fakirs,dwarves,darklings,witches",
    "engineers,fakirs",
    None,  # the factions the seed draws (merchant factions among them)
]


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
    for n, (s, _action) in enumerate(game_moves(factions, seed=5)):
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
    for s, _action in game_moves("witches,nomads,engineers,darklings", seed=3):
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
    for n, (s, _action) in enumerate(game_moves(None, seed=8)):
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
