"""Golden records: seeded games that must replay to the same end and the same score sheet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skywidgets.bots import RandomBot
from skywidgets.cli import main
from skywidgets.core import RecordError, get, load_record
from skywidgets.sim import play_one

RECORDS = sorted((Path(__file__).parent / "records").glob("*.json"))
#: Each golden record's last state as JSON (scripts/make_golden_records.py writes both).
FINAL_STATES = Path(__file__).parent / "final_states.json"


def test_there_is_a_golden_record_for_every_game():
    names = {json.loads(p.read_text())["game"] for p in RECORDS}
    assert names == {"sky_islands", "sky_towers", "traders_air", "merchants_seas", "terra_mystica"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_record_replays_to_its_score_sheet(path):
    record = json.loads(path.read_text(encoding="utf-8"))
    game = load_record(record)  # also checks result.scores against the replay
    assert game.is_over()
    assert game.scores().to_json() == record["result"]["sheet"]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_record_replays_to_its_final_state(path):
    """The same last state on every Python (CPython here, Pyodide in scripts/test-pyodide)."""
    finals = json.loads(FINAL_STATES.read_text(encoding="utf-8"))
    game = load_record(json.loads(path.read_text(encoding="utf-8")))
    assert game.ruleset.state_to_json(game.state) == finals[path.name]


@pytest.mark.parametrize(
    "path", [p for p in RECORDS if "snellman" not in p.name], ids=lambda p: p.stem
)
def test_seeded_random_play_makes_the_same_record(path):
    """The record's seed and bots play the same moves again: seeded play is one on every Python."""
    record = json.loads(path.read_text(encoding="utf-8"))
    game, _ = play_one(
        get(record["game"]), record["players"], record["seed"], RandomBot, record["options"]
    )
    assert game.record()["actions"] == record["actions"]


@pytest.mark.parametrize("path", RECORDS[:2], ids=lambda p: p.stem)
def test_replay_command_and_a_tampered_copy(path, tmp_path, capsys):
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert out["totals"] == record["result"]["scores"] and len(out["steps"]) == len(
        record["actions"]
    )
    # repeat an action where the rules forbid it: the replay names that index and the rule
    index = _first_illegal_repeat(record)
    record["actions"][index] = record["actions"][index - 1]
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(record))
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert f"actions[{index}]" in err and "(" in err and "Traceback" not in err


def _first_illegal_repeat(record):
    for k in range(1, len(record["actions"])):
        copy = json.loads(json.dumps(record))
        copy["actions"][k] = copy["actions"][k - 1]
        try:
            load_record(copy)
        except RecordError as exc:
            if exc.index == k:
                return k
    raise AssertionError("no action could be made illegal by repeating the one before")
