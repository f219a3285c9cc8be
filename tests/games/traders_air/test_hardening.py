"""Issue 11: tampered states are refused with the field named; strict undo stops at reveals."""

import dataclasses
import json
import random

import pytest

from skywidgets.core import Game, IllegalAction, RecordError, load_record
from skywidgets.games.traders_air import RULESET, invariants, new_game, reveals
from skywidgets.games.traders_air.actions import Replenish

from .helpers import PLAYERS, build_position


def _seat(state, i, **changes):
    seats = list(state.seats)
    seats[i] = dataclasses.replace(seats[i], **changes)
    return dataclasses.replace(state, seats=tuple(seats))


def _refused(state, field):
    problems = invariants(state)
    assert problems, "the tampered state was accepted"
    assert problems[0].startswith(field), problems
    return problems[0]


START = new_game(list(PLAYERS), seed=4)


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"side": "C"}, "side"),
        ({"spaces": START.spaces[:-1]}, "spaces"),
        ({"spaces": (99, *START.spaces[1:])}, "spaces[0]"),
        ({"stacks": START.stacks[:4]}, "stacks"),
        ({"stacks": ((-1, *START.stacks[0]), *START.stacks[1:])}, "stacks[0]"),
        ({"box": tuple(reversed(START.box))}, "box"),
        ({"contracts": START.contracts[:8]}, "contracts"),
        ({"contracts": ((0, 0), *START.contracts[1:])}, "contracts[0]"),
        ({"ship": 9}, "ship"),
        ({"turn_player": 3}, "turn_player"),
        ({"step": "dancing"}, "step"),
        ({"round": 0}, "round"),
        ({"moves": -1}, "moves"),
        ({"chance": 4}, "chance"),
        ({"reversed_arrows": True}, "reversed_arrows"),
        ({"first_to_last": 5}, "first_to_last"),
        ({"pending": ((7, 0),)}, "pending[0]"),
        ({"players": ("Ann", "Ann", "Marianne")}, "players"),
    ],
)
def test_a_field_out_of_range_is_refused_by_name(changes, field):
    _refused(dataclasses.replace(START, **changes), field)


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"goods": (200,)}, "seats[1].goods"),
        ({"sold": (3, 1)}, "seats[1].sold"),
        ({"money": -2}, "seats[1].money"),
        ({"contracts_left": 16}, "seats[1].contracts_left"),
        ({"mat": "Pirates"}, "seats[1].mat"),
    ],
)
def test_a_broken_seat_is_refused_by_name(changes, field):
    _refused(_seat(START, 1, **changes), field)


def test_a_special_mat_without_the_variant_is_refused():
    _refused(_seat(START, 0, mat="Hoarders"), "guild_mats")


def test_the_extra_contract_is_the_contractors_only():
    state = build_position(PLAYERS, acted=True)
    _refused(dataclasses.replace(state, extra_used=True), "extra_used")


def test_a_single_sold_marker_of_a_colour_cannot_come_from_a_sale():
    state = build_position(PLAYERS, sold={"Ann": ["O1", "O2", "B3"]})
    assert "brown" in _refused(state, "seats[0].sold")


def test_goods_above_the_taxes_limit_are_refused():
    idle = build_position(PLAYERS, turn_player="Ann", goods={"Michael": ["O1", "O2", "B1", "B2"]})
    _refused(idle, "seats[1].goods")
    busy = build_position(PLAYERS, turn_player="Ann", goods={"Ann": ["O1", "O2", "B1", "B2", "W1"]})
    _refused(busy, "seats[0].goods")  # 3 kept + 1 purchase on the only visit so far
    assert invariants(dataclasses.replace(busy, moves=1)) == []


def test_phase_consistency():
    state = build_position(PLAYERS, step="income")
    _refused(dataclasses.replace(state, acted=True), "step")
    full = build_position(
        PLAYERS, step="replenish", money={"Ann": 2}, spaces={"Thespian": ["O1", "O2"]}
    )
    assert invariants(full) == []
    spent = tuple(sorted((*full.box, *(m for stack in full.stacks for m in stack))))
    dry = dataclasses.replace(full, stacks=((),) * 5, box=spent)
    _refused(dry, "step")  # nothing to replenish from
    _refused(dataclasses.replace(state, step="losses"), "step")
    _refused(dataclasses.replace(state, pending=((1, 0),)), "pending")
    _refused(dataclasses.replace(state, ending=True), "first_to_last")
    over = build_position(
        PLAYERS, step="over", turn_player="Michael", ending=True, first_to_last="Ann"
    )
    _refused(over, "step")  # the last seat of the round has not played yet
    early = dataclasses.replace(over, turn_player=2, stacks=(over.stacks[4], *over.stacks[:4]))
    _refused(early, "ending")  # stacks 1-4 must be spent before stack 5 is reached


def test_a_pending_loss_needs_a_choice():
    state = build_position(
        PLAYERS,
        step="losses",
        acted=True,
        goods={"Michael": ["O1", "O2"], "Marianne": ["B1", "B1"]},
    )
    ok = dataclasses.replace(state, pending=((1, 0),))
    assert invariants(ok) == []
    _refused(dataclasses.replace(state, pending=((2, 1),)), "pending[0]")  # both alike
    _refused(dataclasses.replace(state, pending=((0, 0),)), "pending[0]")  # the seller
    _refused(dataclasses.replace(ok, acted=False), "acted")


def _start_record(state):
    return Game.from_state(RULESET, state).record()


def test_a_tampered_start_position_is_refused_naming_the_field():
    record = _start_record(build_position(PLAYERS, mats={"Ann": "Bankers"}))
    record["start"]["seats"][0]["mat"] = "Pirates"
    with pytest.raises(RecordError) as err:
        load_record(json.loads(json.dumps(record)))
    assert err.value.field == "start" and "seats[0].mat" in str(err.value)
    record = _start_record(build_position(PLAYERS))
    record["start"]["stacks"] = record["start"]["stacks"][:3]
    with pytest.raises(RecordError) as err:
        load_record(record)
    assert "stacks" in str(err.value)


def test_every_state_of_random_games_keeps_the_invariants():
    for seed in range(3):
        game = Game(RULESET, list(PLAYERS), seed=seed, side="AB"[seed % 2], guild_mats=True)
        chooser = random.Random(seed)
        for _ in range(400):
            if game.is_over():
                break
            game.play(chooser.choice(game.legal()))
            assert invariants(game.state) == []


def _to_replenish(seed):
    """A strict game played on with random moves until a replenish has just happened."""
    game = Game(RULESET, list(PLAYERS), seed=seed, undo_policy="strict")
    chooser = random.Random(seed)
    while True:
        legal = game.legal()
        if Replenish() in legal:
            game.play(Replenish())
            return game
        game.play(chooser.choice(legal))


def test_strict_undo_refuses_to_step_back_over_a_replenish():
    game = _to_replenish(1)
    assert reveals(game.states[game.step - 1], game.state)
    assert not game.can_undo()
    with pytest.raises(IllegalAction):
        game.undo()
    with pytest.raises(IllegalAction):
        game.replay_to(0)
    move = next(a for a in game.legal() if a.kind in ("move", "end_actions"))
    game.play(move)
    assert game.can_undo()  # a move shows nothing hidden
    game.undo()
    assert not game.can_undo()


def test_reveals_flags_exactly_the_steps_that_turn_supply_markers_face_up():
    game = Game(RULESET, list(PLAYERS), seed=3, undo_policy="strict")
    chooser = random.Random(3)
    flagged = 0
    for _ in range(300):
        if game.is_over():
            break
        before = game.state
        action = chooser.choice(game.legal())
        game.play(action)
        hidden = {m for stack in before.stacks for m in stack}
        still = {m for stack in game.state.stacks for m in stack}
        shown = bool(hidden - still)
        assert reveals(before, game.state) == shown == (action == Replenish())
        assert game.can_undo() == (not shown)
        flagged += shown
    assert flagged
