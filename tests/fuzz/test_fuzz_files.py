"""Mutated records, start positions and score files: refused with the field or rule named,
or accepted and then replayable to the end with every invariant holding (issue 11)."""

from __future__ import annotations

import json
import pathlib
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skywidgets.core import Game, PositionError, RecordError, SkywidgetsError, get, load_record

from .mutate import mutated
from .tally import count

ROOT = pathlib.Path(__file__).resolve().parents[2]
RECORDS = sorted((ROOT / "tests" / "records").glob("*.json"))
POSITIONS = sorted((ROOT / "docs" / "examples").glob("*_position.json"))


def _load(path: pathlib.Path):
    return json.loads(path.read_text("utf-8"))


def _check_game(game: Game) -> None:
    """Every state of an accepted game keeps the invariants, and its record replays."""
    invariants = game.ruleset.checks.invariants
    for state in game.states[: game.step + 1]:
        assert invariants is None or invariants(state) == []
    again = load_record(json.loads(json.dumps(game.record())))
    assert again.ruleset.state_to_json(again.state) == game.ruleset.state_to_json(game.state)


def _play_on(game: Game, seed: int, limit: int = 300) -> None:
    """Random legal moves until the end (or `limit`), checking invariants at every step."""
    chooser = random.Random(seed)
    invariants = game.ruleset.checks.invariants
    for _ in range(limit):
        if game.is_over():
            return
        legal = game.legal()
        assert legal, f"no legal move in phase {game.state.phase!r} and the game is not over"
        game.play(chooser.choice(legal))
        assert invariants is None or invariants(game.state) == []
        game.scores()
        game.view(None)


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
@given(data=st.data())
def test_a_mutated_record_is_refused_or_replays(path, data):
    record = data.draw(mutated(_load(path)))
    try:
        game = load_record(record)
    except RecordError as exc:
        assert exc.field and str(exc)
        count("record", path.stem, "refused")
        return
    _check_game(game)
    count("record", path.stem, "accepted")


def _start_record(path: pathlib.Path, steps: int) -> dict:
    """A record that starts from the position after `steps` actions of a golden record."""
    game = load_record(_load(path))
    game.replay_to(min(steps, len(game.actions)))
    start = Game.from_state(game.ruleset, game.state, **game.options)
    return start.record()


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
@given(data=st.data())
def test_a_tampered_start_position_is_refused_or_plays_to_the_end(path, data):
    base = _start_record(path, data.draw(st.integers(0, 40)))
    start = data.draw(mutated(base["start"], max_changes=2))
    record = {**base, "start": start}
    try:
        game = load_record(record)
    except RecordError as exc:
        assert exc.field == "start" or exc.field, str(exc)
        count("start position", path.stem, "refused")
        return
    count("start position", path.stem, "accepted")
    try:
        _play_on(game, data.draw(st.integers(0, 10**6)))
    except SkywidgetsError as exc:  # a refused move is fine; a crash is not
        pytest.fail(f"an accepted start position broke the game: {exc}")


@pytest.mark.parametrize("path", POSITIONS, ids=[p.stem for p in POSITIONS])
@given(data=st.data())
def test_a_mutated_score_file_is_refused_or_scored(path, data):
    ruleset = get(path.stem.removesuffix("_position"))
    assert ruleset.teaching.score_position is not None
    position = data.draw(mutated(_load(path)))
    try:
        sheet = ruleset.score_file(position)
    except PositionError as exc:
        assert exc.field and exc.reason
        count("score file", ruleset.name, "refused")
        return
    count("score file", ruleset.name, "accepted")
    json.dumps(sheet.to_json())
    assert sheet.totals()
