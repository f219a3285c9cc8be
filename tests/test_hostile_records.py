"""Nothing wrong accepted (issue 31): a record's result has exact types, and a start position
holds only what play can reach (points no more than their sources, money and rounds within
the game's totals, whole numbers of sane size)."""

from __future__ import annotations

import json
import pathlib

import pytest

from skywidgets.core import Game, RecordError, load_record

ROOT = pathlib.Path(__file__).resolve().parent


def _golden(name: str) -> dict:
    return json.loads((ROOT / "records" / f"{name}.json").read_text("utf-8"))


def _start(name: str, steps: int) -> dict:
    """A record starting from the position after `steps` actions of a golden record."""
    game = load_record(_golden(name))
    game.replay_to(steps)
    return Game.from_state(game.ruleset, game.state, **game.options).record()


@pytest.mark.parametrize(
    "change",
    [
        lambda r: r["result"]["scores"].update(yellow=15.0),
        lambda r: r["result"]["scores"].update(yellow=True),
        lambda r: r["result"]["scores"].update(yellow="15"),
        lambda r: r["result"].update(winners="blue"),
        lambda r: r["result"].update(winners=[["blue"]]),
        lambda r: r["result"]["sheet"]["totals"].update(yellow=15.0),
        lambda r: r.update(result=[]),
    ],
    ids=["float", "bool", "text", "winners-text", "winners-nested", "sheet-float", "list"],
)
def test_a_result_has_exact_types(change):
    record = _golden("sky_islands-seed7")
    assert record["result"]["scores"]["yellow"] == 15
    change(record)
    with pytest.raises(RecordError, match="result"):
        load_record(record)


def test_the_golden_result_is_still_accepted():
    assert load_record(_golden("sky_islands-seed7")).is_over()


@pytest.mark.parametrize(
    ("field", "extra"),
    [("vp_gains", 50), ("vp_income", 3), ("vp_towers", 1)],
)
def test_sky_islands_points_beyond_their_sources_are_refused(field, extra):
    record = _start("sky_islands-seed7", 30)
    load_record(record)  # as played: accepted
    record["start"]["seats"][0][field] += extra
    with pytest.raises(RecordError, match=rf"start: .*(gains|{field})"):
        load_record(record)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s.update(round=10**9), "round"),
        (lambda s: s.update(round=6000), "round: 6000 rounds"),
        (lambda s: s["seats"][0].update(money=10**30), "money"),
        (lambda s: s["seats"][0].update(money=500), "money: 500 sky dollars"),
    ],
)
def test_traders_money_and_rounds_within_the_game(change, message):
    record = _start("traders_air-seed6", 40)
    load_record(record)
    change(record["start"])
    record["start"]["bank"] = -sum(s["money"] for s in record["start"]["seats"])
    with pytest.raises(RecordError, match=message):
        load_record(record)


def test_every_whole_number_of_a_position_has_at_most_nine_digits():
    record = _start("sky_towers_multiplayer-seed3", 10)
    record["start"]["chance"] = 10**12
    with pytest.raises(RecordError, match="out of range"):
        load_record(record)
    record = _start("sky_towers_multiplayer-seed3", 10)
    record["start"]["seed"] = 2**62  # a seed may have 19 digits
    assert load_record(record).state.seed == 2**62
    record["start"]["seed"] = 2**64
    with pytest.raises(RecordError, match="seed is out of range"):
        load_record(record)


def test_hand_built_positions_replay_from_their_records():
    from skywidgets.games.sky_islands import examples as si
    from skywidgets.games.traders_air.examples import final_scoring_state

    for state, game in [
        (si.two_towers_before_join(), "sky_islands"),
        (final_scoring_state(), "traders_air"),
    ]:
        record = Game.from_state(game, state).record()
        assert load_record(json.loads(json.dumps(record))).state == state
