"""`skywidgets score traders_air`: the position format and its validation."""

import json

import pytest

from skywidgets.core import PositionError, get
from skywidgets.games.traders_air.examples import FINAL_SCORING_POSITION

GOOD = {
    "players": {
        "ann": {"unsold": [2, 3], "sold": [1, 1, 3]},
        "bob": {"unsold": [], "sold": [2, 2]},
    },
    "contracts": {"Thespian": {"ann": 2, "bob": 1}, "Aleborg": {"bob": 1}},
    "first_to_last_stack": "bob",
}


def _score(data):
    return get("traders_air").teaching.score_position(json.loads(json.dumps(data)))


def test_scores_a_table_with_totals_winners_and_items():
    sheet = _score(GOOD)
    # ann: 2 unsold + 2+2+4 sold + Thespian 2 + tallest 3 + most 1s 5 = 20
    # bob: 3+3 sold + Thespian 2 + Aleborg 4 + first 2 + most cities 4 = 18
    assert sheet.totals() == {"ann": 20, "bob": 18} and sheet.winners == ("ann",)
    assert sum(i.points for i in sheet.items) == 38


def test_the_example_position_scores():
    assert _score(FINAL_SCORING_POSITION).totals() == {"Ann": 29, "Michael": 27, "Marianne": 32}


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d["contracts"]["Thespian"].update(ann=-1), "contracts.Thespian.ann"),
        (lambda d: d["contracts"]["Thespian"].update(ann="2"), "contracts.Thespian.ann"),
        (lambda d: d["contracts"]["Thespian"].update(zed=1), "contracts.Thespian.zed"),
        (lambda d: d["contracts"].update(Atlantis={"ann": 1}), "contracts.Atlantis"),
        (lambda d: d["contracts"].update(Aleborg={"ann": 16}), "contracts.Aleborg.ann"),
        (lambda d: d["players"]["ann"].update(sold=[1, 4]), "players.ann.sold[1]"),
        (lambda d: d["players"]["ann"].update(unsold="3"), "players.ann.unsold"),
        (lambda d: d["players"]["ann"].update(extra=[]), "players.ann.extra"),
        (lambda d: d["players"]["ann"].update(unsold=[1, 2, 3, 1, 2]), "players.ann.unsold"),
        (lambda d: d["players"]["ann"].update(sold=None), "players.ann.sold"),
        (lambda d: d["players"]["ann"].update(unsold=[2.0]), "players.ann.unsold[0]"),
        (lambda d: d["contracts"].update(Thespian=[2]), "contracts.Thespian"),
        (lambda d: d["contracts"]["Thespian"].update(ann=True), "contracts.Thespian.ann"),
        (lambda d: d.update(contracts=[]), "contracts"),
        (lambda d: d.update(players={"ann": 3, "bob": {}}), "players.ann"),
        (lambda d: d.update(players=["ann", "bob"]), "players"),
        (lambda d: d["players"]["bob"].update(sold=[1] * 16), "players"),
        (lambda d: d.update(first_to_last_stack="zed"), "first_to_last_stack"),
        (lambda d: d.update(board="A"), "board"),
        (lambda d: d.update(players={"solo": {}}), "players"),
        (lambda d: d.pop("players"), "players"),
    ],
)
def test_bad_fields_are_named(change, field):
    data = json.loads(json.dumps(GOOD))
    change(data)
    with pytest.raises(PositionError) as err:
        _score(data)
    assert err.value.field == field


def test_not_an_object():
    with pytest.raises(PositionError) as err:
        _score([1, 2])
    assert err.value.field == "position"


def test_optional_fields_default_to_nothing():
    sheet = _score({"players": {"a": {"sold": [3, 3]}, "b": {}}})
    assert sheet.totals() == {"a": 8, "b": 0}


def test_four_unsold_markers_are_possible_with_the_hoarders():
    sheet = _score({"players": {"a": {"unsold": [1, 2, 3, 3]}, "b": {}}})
    assert sheet.totals()["a"] == 4


def test_the_command_prints_one_line_naming_the_field_and_exits_2(tmp_path, capsys):
    from skywidgets.cli import main

    bad = json.loads(json.dumps(GOOD))
    bad["players"]["ann"]["sold"] = [1, 4]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    assert main(["score", "traders_air", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "players.ann.sold[1]" in err[0]


def _field(data):
    with pytest.raises(PositionError) as err:
        _score(data)
    return err.value.field


def test_only_one_player_can_keep_four_unsold_markers():
    four = {"unsold": [1, 2, 3, 3]}
    assert _field({"players": {"a": four, "b": four}}) == "players.b.unsold"


def test_a_single_sold_marker_cannot_come_from_a_sale():
    assert _field({"players": {"a": {"sold": [2]}, "b": {}}}) == "players.a.sold"


def test_contracts_need_markers_that_were_spent_on_them():
    # 2 players, 4 colours: 16 "1"s, 20 "2"s, 16 "3"s; nearly all of them sold here
    sold_a = [1] * 16 + [2] * 20 + [3] * 14
    table = {
        "players": {"a": {"sold": sold_a}, "b": {"sold": [3, 3]}},
        "contracts": {"Thespian": {"a": 1}},
    }
    assert _field(table) == "contracts"  # nothing left to spend on a contract
    table["players"]["b"]["sold"] = []
    assert _score(table).totals()["a"] > 0  # the two "3"s could have set it up


def test_an_empty_unknown_key_is_still_named():
    assert _field({"": None}) == '""'
