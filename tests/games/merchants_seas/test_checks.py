"""checks.invariants on tampered positions (issue 11): each refused, the field named; reveals."""

from __future__ import annotations

import json
import pathlib
import random
from collections.abc import Callable

import pytest

from skywidgets.core import Game, RecordError, evolve, get, load_record, with_seat
from skywidgets.games.merchants_seas.decisions import ShipMoves, ShipPlacement, TradesWaiting
from skywidgets.games.merchants_seas.fleet import with_fleet, with_traded
from skywidgets.games.merchants_seas.positions import table, trading_position
from skywidgets.games.merchants_seas.setup import new_game
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.checks import invariants, reveals
from skywidgets.games.terra_mystica.state import (
    CultChoice,
    FavorChoice,
    PowerOffer,
    SpadeUse,
    State,
)

RECORD = pathlib.Path(__file__).resolve().parents[2] / "records" / "merchants_seas-seed8.json"
ROUND_TWO = 25  # a step of the golden game: round 2, seat 2 on turn, nothing pending


def _golden() -> Game:
    return load_record(json.loads(RECORD.read_text("utf-8")))


def _at(step: int) -> State:
    game = _golden()
    game.replay_to(step)
    return game.state


def _seat(i: int, **fields) -> Callable[[State], State]:
    return lambda s: with_seat(s, i, **fields)


def _set(**fields) -> Callable[[State], State]:
    return lambda s: evolve(s, **fields)


def _fleet(i: int, **fields) -> Callable[[State], State]:
    return lambda s: with_fleet(s, i, **fields)


def _traded(markers) -> Callable[[State], State]:
    return lambda s: with_traded(s, frozenset(markers))


def _hex(s: State, seat: int) -> int:
    """The first hex holding one of `seat`'s structures."""
    return s.owner.index(seat)


def _at_hex(field: str, value: object, seat: int = 0) -> Callable[[State], State]:
    def tamper(s: State) -> State:
        row = list(getattr(s, field))
        row[_hex(s, seat)] = value
        return evolve(s, **{field: tuple(row)})

    return tamper


RIVER = board.RIVERS[0]
LAND = board.LAND[0]

# (how the round-2 position is tampered with, the field the first problem names)
TAMPERED = [
    (_set(factions=("yetis", "nomads", "engineers")), "factions[0]"),
    (_set(factions=("witches", "witches", "engineers")), "seats[1].faction"),
    (_set(step="bidding"), "step"),
    (_set(round=7), "round"),
    (_set(turn=3), "turn"),
    (_set(order=(0, 0, 1)), "order"),
    (_set(chance=5), "chance"),
    (_set(acted=True), "acted"),
    (_set(queue=(1,)), "queue"),
    (_set(step="over"), "round"),
    (_at_hex("owner", 7), "owner["),
    (_at_hex("building", "XX"), "building["),
    (_at_hex("building", ""), "owner["),
    (_at_hex("terrain", "W"), "building["),
    (_at_hex("terrain", "~"), "terrain["),
    (_seat(0, coins=-1), "seats[0].coins"),
    (_seat(0, coins=10**12), "seats[0].coins"),
    (_seat(1, priests=8), "seats[1].priests"),
    (_seat(0, bowls=(12, 12, 0)), "seats[0].bowls"),
    (_seat(0, bowls=(-1, 2, 0)), "seats[0].bowls"),
    (_seat(0, cults=(0, 0, 0, 11)), "seats[0].cults"),
    (_seat(0, cults=(10, 0, 0, 2)), "seats[0].cults"),
    (_seat(0, shipping=4), "seats[0].shipping"),
    (_seat(2, dig=3), "seats[2].dig"),
    (_seat(0, keys=1), "seats[0].keys"),
    (_seat(0, favors=("FAV99",)), "seats[0].favors"),
    (_seat(0, favors=("FAV9", "FAV13")), "seats[0].favors"),
    (_seat(0, towns=("TW0",), keys=1), "seats[0].towns"),
    (_seat(0, bonus="BON99"), "seats[0].bonus"),
    (_seat(0, used=frozenset({"fly"})), "seats[0].used"),
    (_fleet(0, trades=1), "expansion.fleets[0].trades"),
    (_seat(0, bridges=1), "seats[0].bridges"),
    (_seat(0, vp=24, vp_by=(("starting VP", 20),)), "seats[0].vp_by"),
    (_fleet(0, ships=(RIVER,) * 4), "expansion.fleets[0].ships"),
    (_fleet(0, ships=(LAND,)), "expansion.fleets[0].ships"),
    (_fleet(0, ships=(999,)), "expansion.fleets[0].ships"),
    (_fleet(0, ships=("B2",)), "expansion.fleets[0]: ships"),
    (_fleet(0, dock=RIVER), "expansion.fleets[0].dock"),
    (_set(expansion=None), "expansion: a game of Merchants of the Seas"),
    (_seat(0, priests_sent=1), "cult_order"),
    (_set(cult_order=(5, 0, 0, 0)), "cult_order"),
    (_set(round_tiles=(10, 10, 11, 12, 13, 14)), "round_tiles"),
    (_set(favor_pool=()), "favor_pool"),
    (_set(town_pool=(("TW1", 3),)), "town_pool"),
    (_set(bonus_pool=(("BON1", 0),)), "bonus_pool"),
    (_set(power_used=frozenset({"ACT0"})), "power_used"),
    (_set(bridges=((0, 1, 0),)), "bridges[0]"),
    (_traded({(LAND, 0)}), "expansion.traded"),
    (_traded({(LAND,)}), "expansion.traded: trade markers are (hex, seat) pairs"),
    (_set(town_hexes=frozenset({LAND})), "town_hexes"),
    (_set(pending=(ShipPlacement(9),)), "pending[0].seat"),
    (_set(pending=(PowerOffer(2, power=2, actor=2),), acted=True), "pending[0].actor"),
    (_set(pending=(PowerOffer(2, power=40, actor=1),), acted=True), "pending[0].power"),
    (_set(pending=(SpadeUse(1, spades=0, may_build=True),), acted=True), "pending[0].spades"),
    (_set(pending=(CultChoice(2, steps=9),), acted=True), "pending[0].steps"),
    (_set(pending=(ShipMoves(1, unmoved=()),), acted=True), "pending[0]"),
    (_set(pending=(TradesWaiting(1, hexes=(LAND,)),), acted=True), "pending[0].hexes"),
    (_set(pending=(PowerOffer(0, power=1, actor=1),), acted=True), "pending[0]"),
]


def test_every_state_of_the_golden_record_keeps_the_invariants():
    game = _golden()
    assert all(invariants(s) == [] for s in game.states)


def test_random_games_keep_the_invariants():
    ruleset = get("merchants_seas")
    for seed, factions in ((1, "fakirs,dwarves,darklings,witches"), (2, "engineers,nomads")):
        game = Game(ruleset, players=["a", "b", "c", "d"][: factions.count(",") + 1], seed=seed)
        game = Game(ruleset, players=game.players, seed=seed, factions=factions)
        chooser = random.Random(seed)
        while not game.is_over():
            game.play(chooser.choice(game.legal()))
            assert invariants(game.state) == []


def test_hand_built_positions_keep_the_invariants():
    assert invariants(trading_position()) == []
    assert invariants(table()) == []
    assert invariants(new_game(["a", "b", "c"], seed=3)) == []


@pytest.mark.parametrize("tamper, field", TAMPERED, ids=[f for _t, f in TAMPERED])
def test_a_tampered_position_is_refused_naming_the_field(tamper, field):
    state = _at(ROUND_TWO)
    assert state.step == "actions" and not state.pending and state.turn == 2
    problems = invariants(tamper(state))
    assert problems and problems[0].startswith(field), problems


@pytest.mark.parametrize(
    "tamper, field",
    [
        (_set(round=1), "round"),
        (_set(turn=0), "queue"),
        (_set(queue=()), "queue"),
        (_seat(0, coins=99), "seats[0]"),
        (_fleet(0, dock=0), "expansion.fleets[0].dock"),
        (_fleet(1, ships=(RIVER,)), "expansion: no ship or trade marker during setup"),
        (_set(pending=(ShipPlacement(0),)), "pending"),
    ],
)
def test_a_tampered_setup_position_is_refused(tamper, field):
    state = _at(3)
    assert state.step == "setup_dwellings"
    problems = invariants(tamper(state))
    assert problems and problems[0].startswith(field), problems


def test_phase_three_holds_only_cult_bonus_decisions():
    state = _at(ROUND_TWO)
    passed = tuple(evolve(s, passed=True) for s in state.seats)
    phase3 = evolve(
        state, step="cult_bonus", seats=passed, next_order=(0, 1, 2), pending=(FavorChoice(1),)
    )
    problems = invariants(phase3)
    assert problems and problems[0].startswith("pending"), problems


def test_a_tampered_start_is_refused_by_load_record():
    game = _golden()
    game.replay_to(ROUND_TWO)
    record = Game.from_state(game.ruleset, game.state).record()
    record["start"]["seats"][1]["priests"] = 9
    with pytest.raises(RecordError) as err:
        load_record(record)
    assert err.value.field == "start" and "seats[1].priests" in str(err.value)


def test_nothing_is_ever_revealed_so_strict_undo_goes_back_to_the_start():
    game = _golden()
    assert not any(reveals(a, b) for a, b in zip(game.states, game.states[1:]))
    strict = Game(game.ruleset, players=game.players, seed=game.seed, undo_policy="strict")
    for action in game.actions[:40]:
        strict.play(action)
    while strict.step:
        assert strict.can_undo()
        strict.undo()
    assert strict.state == game.states[0]
