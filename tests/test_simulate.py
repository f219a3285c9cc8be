"""`skywidgets simulate`: bots per seat that rotate, and the same results on any executor."""

from __future__ import annotations

import json

import pytest

from skywidgets.cli import main
from skywidgets.core import get
from skywidgets.sim import expand_bots, simulate, slots_for

PLAYERS = ["P1", "P2"]


def _without_speed(summary) -> dict:
    data = summary.to_json()
    del data["moves_per_s"]
    return data


def test_bots_rotate_over_the_seats() -> None:
    assert slots_for(0, 3) == (0, 1, 2)
    assert slots_for(1, 3) == (1, 2, 0)
    assert expand_bots(["mcts", "random"], 4) == ["mcts", "random", "random", "random"]
    summary = simulate(get("traders_air"), PLAYERS, 4, 7, ["greedy", "random"], {})
    seats_of_greedy = [r.slots.index(0) for r in summary.results]
    assert sorted(seats_of_greedy) == [0, 0, 1, 1]
    rows = summary.by_bot()
    assert [r["bot"] for r in rows] == ["greedy", "random"]
    assert all(r["games"] == 4 for r in rows)
    assert sum(r["win_share"] for r in rows) == pytest.approx(1.0)


@pytest.mark.cpython_only("runs games in worker processes and on Dask (no processes in Pyodide)")
def test_the_same_results_in_one_process_two_processes_and_on_dask() -> None:
    rs = get("traders_air")
    one = simulate(rs, PLAYERS, 4, 3, ["greedy", "random"], {}, jobs=1)
    two = simulate(rs, PLAYERS, 4, 3, ["greedy", "random"], {}, jobs=2)
    dask = simulate(rs, PLAYERS, 4, 3, ["greedy", "random"], {}, jobs=2, executor="dask")
    assert one.results == two.results == dask.results
    assert _without_speed(one) == _without_speed(two) == _without_speed(dask)


def test_json_output_and_shared_wins(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "sky_towers", "--games", "4", "--bot", "greedy", "--bot", "random", "--json"]
    )
    out, err = capsys.readouterr()
    assert code == 0 and err == ""  # no progress bar when stderr is not a terminal
    data = json.loads(out)
    assert set(data) == {"game", "games", "players", "bots", "seats", "moves_per_s"}
    assert data["games"] == 4 and data["players"] == 2
    assert [b["bot"] for b in data["bots"]] == ["greedy", "random"]
    assert {"bot", "games", "win_share", "mean_score"} == set(data["bots"][0])
    assert {"seat", "mean_score", "win_share"} == set(data["seats"][0])
    assert sum(s["win_share"] for s in data["seats"]) == pytest.approx(1.0)


def test_solitaire_against_the_automaton_reports_its_seat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(
        ["simulate", "sky_towers", "--players", "1", "--option", "mode=taroma", "--games", "2"]
        + ["--json"]
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and len(data["bots"]) == 1 and len(data["seats"]) == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bot", "mcts", "--bot", "random", "--bot", "greedy"], "3 --bot given for 2 players"),
        (["--scheduler", "tcp://127.0.0.1:1"], "--scheduler needs --executor dask"),
        (["--jobs", "0"], "--jobs must be"),
        (["--bot", "mcts:0"], "ITERATIONS"),
    ],
)
def test_bad_arguments_are_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code = main(["simulate", "traders_air", "--games", "1", *args])
    err = capsys.readouterr().err
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1
