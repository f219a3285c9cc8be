"""Conformance of every registered game: random games to the end, checked at every step.

Scale with SOAK=N (games per configuration; default 2).
"""

from __future__ import annotations

import json
import os
import random

import pytest

from skywidgets.bots import RandomBot
from skywidgets.core import ActionFormatError, Game, IllegalAction, available, get, load_record

SOAK = int(os.environ.get("SOAK", "2"))


def _configs():
    for name in available():
        rs = get(name)
        for variant in rs.variants:
            opts = dict(variant.options)
            for n in variant.players or rs.counts(opts):
                label = ",".join(f"{k}={v}" for k, v in opts.items())
                yield pytest.param(name, n, opts, id=f"{name}-{n}p-{label or 'default'}")


CONFIGS = list(_configs())


def test_every_rulebook_is_registered():
    assert {p.values[0] for p in CONFIGS} == {
        "sky_islands",
        "sky_towers",
        "traders_air",
        "merchants_seas",
        "terra_mystica",
    }


def _mutations(action):
    """Nearby actions built by changing one field of a legal action."""
    data = action.to_json()
    for key, value in data.items():
        if key == "type":
            continue
        if isinstance(value, bool):
            yield {**data, key: not value}
        elif isinstance(value, int):
            for delta in (-1, 1, 7, -100):
                yield {**data, key: value + delta}
        elif isinstance(value, str):
            yield {**data, key: value + "x"}


def _play_random_game(name, n, options, seed):
    rs = get(name)
    players = [f"P{i + 1}" for i in range(n)]
    game = Game(rs, players=players, seed=seed, **options)
    bot = RandomBot(seed)
    rnd = random.Random(seed)
    steps = 0
    while not rs.is_over(game.state):
        state = game.state
        legal = rs.legal_actions(state)
        assert legal, f"no legal action in phase {state.phase_id} at step {steps}"
        legal_json = {json.dumps(a.to_json(), sort_keys=True) for a in legal}
        assert len(legal_json) == len(legal), "duplicate legal actions"
        # every listed action applies (a sample when there are many)
        for action in rnd.sample(legal, min(len(legal), 6)):
            assert rs.action_from_json(json.loads(json.dumps(action.to_json()))) == action
            rs.apply(state, action)
            assert isinstance(action.label, str) and action.label
        # nearby unlisted actions raise and change nothing
        snapshot = rs.state_to_json(state)
        for action in rnd.sample(legal, min(len(legal), 3)):
            for data in _mutations(action):
                if json.dumps(data, sort_keys=True) in legal_json:
                    continue
                with pytest.raises(IllegalAction):
                    rs.apply(state, rs.action_from_json(data))
        assert rs.state_to_json(state) == snapshot, "a rejected action changed the state"
        # JSON round trip of the state, views and invariants
        if steps % 5 == 0:
            data = json.loads(json.dumps(rs.state_to_json(state)))
            assert rs.state_from_json(data) == state
        for seat in [None, *range(n)]:
            view = rs.view(state, seat)
            json.dumps(view)
            if seat is not None and rs.checks.hidden_check is not None:
                assert rs.checks.hidden_check(state, seat, view) == [], (
                    f"seat {seat} sees hidden info"
                )
        if rs.checks.invariants is not None:
            assert rs.checks.invariants(state) == []
        assert isinstance(state.phase, str) and isinstance(state.phase_id, str)
        if rs.teaching.phases:  # a declared phase bar lists every phase the game reaches
            assert state.phase_id in dict(rs.phases_of(state)), f"{state.phase_id} not listed"
            assert rs.phases_of(state) == rs.phases_of(game.states[0])
        game.play(bot.choose(rs, state))
        steps += 1
        assert steps <= rs.checks.max_steps, "game did not end within the bound"
    assert rs.legal_actions(game.state) == []
    sheet = rs.scores(game.state)
    seats = set(game.state.players)  # may add seats the rules create (Sky Towers' Taroma)
    assert set(sheet.totals()) == seats
    assert sheet.winners and set(sheet.winners) <= seats
    return game


@pytest.mark.parametrize("name, n, options", CONFIGS)
def test_random_games_follow_the_contract(name, n, options):
    for g in range(SOAK):
        game = _play_random_game(name, n, options, seed=1000 * g + n)
        record = json.loads(json.dumps(game.record()))
        again = load_record(record)
        assert again.state == game.state, "replaying the record gave another state"


@pytest.mark.parametrize("name, n, options", CONFIGS)
def test_same_seed_same_game(name, n, options):
    rs = get(name)
    players = [f"P{i + 1}" for i in range(n)]
    assert rs.new_game(players=players, seed=5, **options) == rs.new_game(
        players=players, seed=5, **options
    )


@pytest.mark.parametrize("name", sorted({p.values[0] for p in CONFIGS}))
def test_garbage_actions_are_rejected(name):
    rs = get(name)
    game = Game(
        rs,
        players=[
            f"P{i + 1}" for i in range(rs.seats.min_players if rs.seats.min_players > 1 else 2)
        ],
    )
    for bad in [{}, {"type": "no-such-move"}, {"type": rs.action_classes[0].kind, "zzz": 1}, "", 3]:
        with pytest.raises(ActionFormatError):
            game.play(bad)
    assert game.step == 0
