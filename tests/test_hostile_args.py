"""Hostile command lines and API calls (issue 31): options, bot specs, seeds, game counts and
file sizes are refused in one line (exit 2) or through the project's own errors."""

from __future__ import annotations

import itertools
import json
import time

import pytest

from skywidgets import Game
from skywidgets import sim as sim_module
from skywidgets.bots import BotSpecError, check_spec, make_bot
from skywidgets.cli import main
from skywidgets.core import IllegalAction, RecordError, available, get, load_record
from skywidgets.core.files import TooBig, read_text
from skywidgets.core.limits import LARGEST_SEED, MAX_FILE_BYTES
from skywidgets.core.options import check_options, declared

GAMES = available()
BAD_OPTIONS = ["bogus=1", "=1", "players=3", "seed=3", "undo_policy=strict", "Mode=light"]
BAD_VALUES = ["[1, 2]", '{"a": 1}', "1.5", "1" * 12, "x" * 201]


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(code, out, err):
    assert code == 2, (out, err)
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err, err


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("option", BAD_OPTIONS)
def test_simulate_refuses_an_option_the_game_does_not_take(capsys, game, option):
    one_line(*run(capsys, "simulate", game, "--games", "1", "--option", option))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("value", BAD_VALUES)
def test_simulate_refuses_an_option_value_that_is_not_plain_data(capsys, game, value):
    name = {"traders_air": "side", "merchants_seas": "factions"}.get(game, "mode")
    one_line(*run(capsys, "simulate", game, "--games", "1", "--option", f"{name}={value}"))


@pytest.mark.cpython_only("`play` sets up Voila, which Pyodide has not got")
@pytest.mark.parametrize("option", ["bogus=1", "seed=3", "players=3", "=1"])
def test_play_refuses_the_same_options(capsys, tmp_path, monkeypatch, option):
    monkeypatch.chdir(tmp_path)
    one_line(*run(capsys, "play", "sky_towers", "--dry-run", "--option", option))


@pytest.mark.cpython_only("`play` sets up Voila, which Pyodide has not got")
def test_play_takes_a_terra_mystica_option_with_hyphens(capsys, tmp_path):
    code, _, err = run(
        capsys, "play", "terra_mystica", "--dry-run", "--dir", tmp_path, "--option",
        "variable-turn-order=true",
    )  # fmt: skip
    assert code == 0, err
    source = json.loads((tmp_path / "terra_mystica.ipynb").read_text("utf-8"))
    assert "**{'variable-turn-order': True}" in source["cells"][0]["source"]


@pytest.mark.parametrize(
    "options",
    [{"bogus": 1}, {"": 1}, {"mode": [1]}, {"mode": {"a": 1}}, {"mode": 1.5}, {"mode": 10**30}],
)
def test_the_python_api_uses_the_same_check(options):
    with pytest.raises(IllegalAction, match="option"):
        Game("sky_towers", **options)
    with pytest.raises(IllegalAction, match="option"):
        get("sky_towers").start(["a", "b"], **options)


def test_a_value_a_game_cannot_use_is_refused_not_a_crash():
    with pytest.raises(IllegalAction, match="cannot be set up"):
        Game("terra_mystica", players=["a", "b"], **{"errata-cultist-power": ["x"]})
    record = Game("sky_islands").record()
    record["options"] = {"seed": 1}
    with pytest.raises(RecordError, match="options"):
        load_record(record)


def test_options_the_games_take_pass_unchanged():
    assert check_options(get("sky_towers"), {"mode": "light", "difficulty": 3}) == {
        "mode": "light",
        "difficulty": 3,
    }
    assert declared(get("sky_islands")) is None  # checks its own (**options)
    assert set(declared(get("traders_air")) or ()) == {"side", "compass", "guild_mats"}


@pytest.mark.parametrize(
    "spec",
    ["mcts:²", "mcts:٣", "mcts:", "mcts:1e3", "MCTS", "mcts: 5", "mcts:5\n", "mcts:-1",
     "mcts:0", "mcts:1000001", "mcts:99999999", "random:3", "greedy:", "", "mcts:5:5"],
)  # fmt: skip
def test_bot_specs_follow_the_grammar(capsys, spec):
    with pytest.raises(BotSpecError):
        check_spec(spec)
    one_line(*run(capsys, "simulate", "sky_islands", "--games", "1", "--bot", spec))


def test_good_bot_specs():
    assert check_spec("mcts:0000050") == "mcts:0000050"
    assert make_bot("mcts:1000000").iterations == 1_000_000
    assert {check_spec(s) for s in ("random", "greedy", "mcts")} == {"random", "greedy", "mcts"}


@pytest.mark.parametrize(
    "argv",
    [
        ["--seed", str(LARGEST_SEED + 1)],
        ["--seed", str(-LARGEST_SEED - 1)],
        ["--seed", str(LARGEST_SEED), "--games", "2"],
        ["--games", "0"],
    ],
)
def test_simulate_writes_no_seed_replay_would_refuse(capsys, argv):
    one_line(*run(capsys, "simulate", "sky_islands", *argv))


def test_review_takes_the_same_seed_range(capsys):
    record = "tests/records/sky_islands-seed7.json"
    one_line(*run(capsys, "review", record, "--seed", LARGEST_SEED + 1, "--iterations", 1))


def test_the_last_seed_plays_and_replays(capsys, tmp_path):
    code, _, err = run(
        capsys, "simulate", "sky_islands", "--seed", LARGEST_SEED, "--games", "1",
        "--records", tmp_path,
    )  # fmt: skip
    assert code == 0, err
    (record,) = tmp_path.glob("*.json")
    assert load_record(str(record)).seed == LARGEST_SEED


def test_huge_game_counts_are_streamed(monkeypatch, capsys):
    """`--games 10**12` starts at once and stops cleanly when interrupted."""
    jobs = sim_module.jobs_for(get("sky_islands"), ["a", "b"], 10**12, 0, ["random"], {})
    assert [j.seed for j in itertools.islice(jobs, 3)] == [0, 1, 2]
    played = []
    real = sim_module.play_job

    def fake(job):
        played.append(job.index)
        if len(played) == 3:
            raise KeyboardInterrupt
        return real(job)

    monkeypatch.setattr(sim_module, "play_job", fake)
    start = time.perf_counter()
    code, _, _ = run(capsys, "simulate", "sky_islands", "--games", 10**12, "--quiet")
    assert code == 130 and played == [0, 1, 2]
    assert time.perf_counter() - start < 30


def test_file_reads_are_capped(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(TooBig):
        read_text(path)
    path.write_bytes(b" " * MAX_FILE_BYTES)
    assert len(read_text(path)) == MAX_FILE_BYTES


@pytest.mark.cpython_only("Pyodide's file system has no /dev/zero")
@pytest.mark.parametrize("command", [["replay"], ["review"], ["score", "sky_islands"]])
def test_dev_zero_is_refused_quickly(capsys, command):
    start = time.perf_counter()
    code, out, err = run(capsys, *command, "/dev/zero")
    one_line(code, out, err)
    assert "MB" in err and time.perf_counter() - start < 10


@pytest.mark.parametrize("content", ['"tests/records/sky_islands-seed7.json"', "[]", "7", "null"])
def test_a_record_is_an_object_never_a_path(capsys, tmp_path, content):
    path = tmp_path / "r.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "replay", path)
    one_line(code, out, err)
    assert "a record must be a JSON object" in err
