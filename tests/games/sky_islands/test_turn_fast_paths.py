"""The one-state-per-decision paths of ② and ⑤ agree with the rules' steps taken one by one.

`apply` builds a placement's or a keep's whole automatic follow-up (③, ④ skipped, ⑤, ⑥ and
the next player's ① and ②) as one new state, and checks a placement with a table lookup.
Here the same moves are worked out step by step with the public step functions and the
placement rules' own check, over random positions of seeded games.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from skywidgets.core import IllegalAction
from skywidgets.games.sky_islands import apply, legal_actions
from skywidgets.games.sky_islands.actions import Keep, PlaceTile
from skywidgets.games.sky_islands.data import STEPS
from skywidgets.games.sky_islands.gains import gained, placement_line
from skywidgets.games.sky_islands.placing import placement_problem, without
from skywidgets.games.sky_islands.state import Board, Placed, State
from skywidgets.games.sky_islands.stock_disposal import keep
from skywidgets.games.sky_islands.tiles import SHIP
from skywidgets.games.sky_islands.turn import end_turn, enter_building

from .randomplay import random_states

STATES = [s for players in (2, 3, 4) for seed in (21, 22) for s in random_states(players, seed)]
PLACING = [s for s in STATES if s.phase_id == "place" and s.revealed_hand is None]


def stepwise_place(state: State, action: PlaceTile) -> State:
    """② then ③ by the rulebook, then the generic ④/⑤/⑥ steps, one state per step."""
    seat = state.active
    board = Board(state.board.tiles + (Placed(action.tile, action.x, action.y, action.rotation),))
    at = {(p.x, p.y): p for p in state.board.tiles}
    ships = [SHIP[action.tile]] + [
        SHIP[at[(action.x + dx, action.y + dy)].tile]
        for dx, dy in STEPS
        if (action.x + dx, action.y + dy) in at
    ]
    player = state.seats[seat]
    supply, changes, text = gained(state.supply, player, ships, "vp_gains")
    seats = list(state.seats)
    seats[seat] = dataclasses.replace(player, hand=without(player.hand, action.tile), **changes)
    state = dataclasses.replace(
        state, seats=tuple(seats), board=board, placed=(action.x, action.y), supply=supply
    )
    return enter_building(state, [placement_line(state.players[seat], text, len(ships))])


def test_a_placement_equals_its_steps_taken_one_by_one() -> None:
    rnd = random.Random(3)
    for state in PLACING:
        for action in rnd.sample(legal_actions(state), min(4, len(legal_actions(state)))):
            assert isinstance(action, PlaceTile)
            fast, slow = apply(state, action), stepwise_place(state, action)
            assert fast == slow
            assert fast.events == slow.events


def test_a_placement_is_refused_exactly_when_a_placement_rule_forbids_it() -> None:
    rnd = random.Random(4)
    for state in PLACING[::2]:
        hand = state.seats[state.active].hand
        cells = sorted({(p.x + dx, p.y + dy) for p in state.board.tiles for dx, dy in STEPS})
        for x, y in rnd.sample(cells, min(12, len(cells))):
            for rotation in (0, 1, 2, 3, 4, -1):
                action = PlaceTile(hand[0], x, y, rotation)
                problem = placement_problem(state.board, hand[0], x, y, rotation)
                if problem is None:
                    assert apply(state, action).board.tiles[-1] == Placed(hand[0], x, y, rotation)
                else:
                    with pytest.raises(IllegalAction) as err:
                        apply(state, action)
                    assert (err.value.rule, err.value.reason) == problem


def test_a_keep_equals_keeping_then_ending_the_turn() -> None:
    seen = 0
    for state in STATES:
        if state.phase_id != "disposal":
            continue
        for action in legal_actions(state):
            if isinstance(action, Keep):
                kept, text = keep(state, action)
                slow = end_turn(kept, [text] if text else [])
                fast = apply(state, action)
                assert fast == slow
                assert fast.events == slow.events
                seen += 1
    assert seen > 20
