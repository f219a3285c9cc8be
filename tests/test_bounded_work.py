"""Bounded work (issue 31): a record holds at most its game's `max_steps` actions, a session
plays no further, and a review searches within a budget; each refusal is one line."""

from __future__ import annotations

import dataclasses
import json
import random
import time

import pytest

from skywidgets.cli import main
from skywidgets.cli_commands import REVIEW_BUDGET, REVIEW_MOVES
from skywidgets.core import Game, IllegalAction, RecordError, get, load_record


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(code, out, err):
    assert code == 2 and out == "" and err.count("\n") == 1, err


def towers_loop(actions: int) -> dict:
    """A Sky Towers record that plays a card and returns the tower, over and over (legal)."""
    game = Game("sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    chooser = random.Random(1)
    while len(game.actions) < actions:
        legal = game.legal()
        back = [a for a in legal if a.kind == "return_tower"]
        plays = [a for a in legal if a.kind == "play"]
        game.play(back[0] if back else chooser.choice(plays) if plays else legal[0])
    assert not game.is_over()
    return game.record()


@pytest.fixture(scope="module")
def longest() -> dict:
    return towers_loop(get("sky_towers").checks.max_steps)


def test_the_longest_accepted_record_replays_in_seconds(capsys, tmp_path, longest):
    path = tmp_path / "long.json"
    path.write_text(json.dumps(longest), encoding="utf-8")
    start = time.perf_counter()
    code, out, err = run(capsys, "replay", path)
    assert code == 0, err
    assert f"Stopped after {get('sky_towers').checks.max_steps} actions." in out
    assert time.perf_counter() - start < 60  # about 3 s on a 2-core machine


def test_one_action_more_is_refused_in_one_line(capsys, tmp_path, longest):
    record = dict(longest, actions=[*longest["actions"], longest["actions"][-2]])
    path = tmp_path / "longer.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    start = time.perf_counter()
    code, out, err = run(capsys, "replay", path)
    one_line(code, out, err)
    assert "holds at most 20000" in err and time.perf_counter() - start < 5


@pytest.mark.parametrize("name", ["sky_islands", "traders_air", "merchants_seas"])
def test_every_game_has_a_record_limit(name):
    record = Game(name).record()
    record["actions"] = [{"type": "x"}] * (get(name).checks.max_steps + 1)
    with pytest.raises(RecordError, match="holds at most"):
        load_record(record)


def test_a_session_plays_no_further_than_a_record_holds():
    towers = get("sky_towers")
    short = dataclasses.replace(towers, checks=dataclasses.replace(towers.checks, max_steps=4))
    game = Game(short, players=["ann", "bob"], mode="multiplayer")
    for _ in range(4):
        game.play(game.legal()[0])
    with pytest.raises(IllegalAction, match="the most a sky_towers record holds"):
        game.play(game.legal()[0])
    assert game.step == 4


def test_a_review_beyond_its_budget_is_refused_at_once(capsys, tmp_path, longest):
    path = tmp_path / "long.json"
    path.write_text(json.dumps(longest), encoding="utf-8")
    for extra in ([], ["--seat", "0"], ["--iterations", "1"]):
        start = time.perf_counter()
        one_line(*run(capsys, "review", path, *extra))
        assert time.perf_counter() - start < 30
    assert REVIEW_MOVES * 30 == REVIEW_BUDGET


def test_a_review_within_the_budget_runs(capsys, tmp_path):
    record = towers_loop(60)
    path = tmp_path / "short.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = run(capsys, "review", path, "--iterations", "2")
    assert code == 0 and "decisions reviewed" in out, err
