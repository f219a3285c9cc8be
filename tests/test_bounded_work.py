"""Bounded work (issue 31): a record holds at most its game's `max_steps` actions, a session
plays no further, and a review searches within a budget; each refusal is one line."""

from __future__ import annotations

import dataclasses
import json
import random
import time

import pytest

from skywidgets import cli_commands
from skywidgets.cli import main
from skywidgets.cli_commands import REVIEW_BUDGET, REVIEW_MOVES
from skywidgets.core import Game, IllegalAction, RecordError, get, load_record


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(code, out, err):
    assert code == 2 and out == "" and err.count("\n") == 1, err


#: The longest record these tests build. Sky Towers' own `max_steps` (20,000) is a guard a legal
#: game no longer reaches: a table whose deck stops running lower ends after 30 rounds (the
#: stalled-table ruling), so the loop below draws a card just before that, and the tests lower
#: the limit to this many actions (`short_limit`); such a game lasts about 2,600 actions.
LIMIT = 2400


def towers_loop(actions: int) -> dict:
    """A Sky Towers record that plays a card and returns the tower, over and over (legal),
    drawing a card before the table would count as stalled."""
    game = Game("sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    chooser = random.Random(1)
    while len(game.actions) < actions:
        legal = game.legal()
        if game.state.still_turns >= 57:  # of the 60 turns (30 rounds) that end it
            draw = [a for a in legal if a.kind == "draw"]
            if draw:
                game.play(draw[0])
                continue
        back = [a for a in legal if a.kind == "return_tower"]
        plays = [a for a in legal if a.kind == "play"]
        plays = [a for a in plays if a.card != 5] or plays  # a 5 refills the deck
        game.play(back[0] if back else chooser.choice(plays) if plays else legal[0])
    assert not game.is_over()
    return game.record()


@pytest.fixture(scope="module")
def short_limit():
    """Sky Towers registered with `max_steps` lowered to LIMIT while this module's tests run."""
    from skywidgets.core import registry

    towers = get("sky_towers")
    short = dataclasses.replace(towers, checks=dataclasses.replace(towers.checks, max_steps=LIMIT))
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(registry._REGISTRY, "sky_towers", short)
        yield short


@pytest.fixture(scope="module")
def longest(short_limit) -> dict:
    return towers_loop(short_limit.checks.max_steps)


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
    assert f"holds at most {LIMIT}" in err and time.perf_counter() - start < 5


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


def test_a_review_beyond_its_budget_is_refused_at_once(capsys, tmp_path, longest, monkeypatch):
    assert REVIEW_MOVES * 30 == REVIEW_BUDGET
    # a legal record no longer holds REVIEW_MOVES moves of one seat: the limits scaled down
    monkeypatch.setattr(cli_commands, "REVIEW_MOVES", 500)
    monkeypatch.setattr(cli_commands, "REVIEW_BUDGET", 500 * 30)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(longest), encoding="utf-8")
    for extra in ([], ["--seat", "0"], ["--iterations", "1"]):
        start = time.perf_counter()
        one_line(*run(capsys, "review", path, *extra))
        assert time.perf_counter() - start < 30


def test_a_review_within_the_budget_runs(capsys, tmp_path):
    record = towers_loop(60)
    path = tmp_path / "short.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = run(capsys, "review", path, "--iterations", "2")
    assert code == 0 and "decisions reviewed" in out, err
