"""`skywidgets review`: a record's decisions against the coach's, and one-line errors."""

from __future__ import annotations

import json

import pytest

from skywidgets.cli import main
from tests.test_golden_records import RECORDS

TRADERS = next(p for p in RECORDS if p.stem.startswith("traders_air"))


def run(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_review_prints_the_costliest_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "review", TRADERS, "--seat", "0", "--iterations", "4")
    assert code == 0
    assert "decisions reviewed" in out and "The costliest decisions (win share ± " in out
    assert " samples); better: " in out


def test_review_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "review", TRADERS, "--seat", "1", "--iterations", "4", "--json")
    data = json.loads(out)
    assert code == 0 and data["iterations"] == 4
    assert {d["seat"] for d in data["decisions"]} == {1}
    steps = {d["step"] for d in data["decisions"]}
    for d in data["decisions"]:
        assert d["played_samples"] > 0 and d["best_samples"] > 0
        assert 2 * d["played_samples"] >= d["best_samples"] or d["played_samples"] >= 30
        assert {"played_error", "best_error", "about_as_good"} <= set(d)
    assert set(data["costliest"]) <= steps and len(data["costliest"]) <= 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seat", "5"], "--seat must be 0 to"),
        (["--iterations", "0"], "--iterations must be"),
    ],
)
def test_bad_arguments(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, _, err = run(capsys, "review", TRADERS, *args)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_broken_files_are_one_line(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    missing = tmp_path / "nope.json"
    code, _, err = run(capsys, "review", missing)
    assert code == 2 and len(err.strip().splitlines()) == 1
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    code, _, err = run(capsys, "review", broken)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    record = json.loads(TRADERS.read_text())
    record["actions"][5] = {"type": ["list"]}
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(record))
    code, _, err = run(capsys, "review", tampered)
    assert code == 2 and "actions[5]" in err and len(err.strip().splitlines()) == 1
