"""Real league games replayed on `terra_mystica`, row by row (skywidgets/snellman/replay.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skywidgets.cli import main
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.scoring import scores
from skywidgets.snellman import commands as C
from skywidgets.snellman import parse_ledger, read_ledger
from skywidgets.snellman.replay import game_options, replay
from skywidgets.snellman.translate import expand, hex_of

FIXTURES = Path(__file__).parents[1] / "fixtures" / "snellman"
_GAMES = json.loads((FIXTURES / "manifest.json").read_text())["games"]
MANIFEST = {g["log_file"]: g["expected_total_vp"] for g in _GAMES}
# Every league game replays exactly (docs/terra_mystica.md)
EXACT = tuple(sorted(MANIFEST))
assert len(EXACT) == 49

GAME = "4pLeague_S60_D1L1_G2.txt"  # the one the tests below change


@pytest.mark.parametrize("name", EXACT)
def test_a_league_game_replays_with_every_row_and_the_final_scores(name):
    """Every row of the ledger — moves, rewards, income, cult income, final scoring, the
    conversion of resources — is compared with the model (49 games: about 3 s)."""
    ledger = read_ledger(FIXTURES / name)
    played = replay(ledger, check=True)
    assert played.mismatch is None
    totals = scores(played.state).totals()
    assert totals == MANIFEST[name]
    assert len(played.moves) > 300
    assert played.unchecked == [] and played.checked == len(ledger.action_rows())


def test_the_setup_comes_from_the_ledger():
    ledger = read_ledger(FIXTURES / GAME)
    options = game_options(ledger)
    assert options["factions"] == ",".join(ledger.setup.factions)
    assert options["round_tiles"].split(",") == list(ledger.setup.scoring_tiles)
    cards = options["bonus_cards"].split(",")
    assert len(cards) == 7 and not set(cards) & set(ledger.setup.removed_tiles)
    assert options["variable-turn-order"] is True and "email-notify" not in options


def _tampered(name: str, line: int, old: str, new: str) -> str:
    lines = (FIXTURES / name).read_text(encoding="utf-8").split("\n")
    assert old in lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    return "\n".join(lines)


def test_a_changed_row_is_named_with_faction_resource_and_both_values():
    # line 42 of this ledger: the Darklings' coins after their first round-1 turn
    text = (FIXTURES / GAME).read_text(encoding="utf-8").split("\n")
    k = next(i for i, t in enumerate(text) if t.startswith("darklings") and " C\t" in t and i > 40)
    fields = text[k].split("\t")
    coins = int(fields[4].split()[0])
    fields[4] = f"{coins + 1} C"
    text[k] = "\t".join(fields)
    played = replay(parse_ledger("\n".join(text)), check=True)
    m = played.mismatch
    assert m is not None and m.line == k + 1 and m.faction == "darklings"
    assert m.resource == "coins" and m.ledger == coins + 1 and m.model == coins
    assert f"line {k + 1}: darklings coins is {coins + 1} in the ledger but {coins}" in str(m)


@pytest.mark.parametrize(
    ("name", "moves"),
    [
        (GAME, {}),
        # the last four games need snellman's own moves: they are in the record and replay
        ("4pLeague_S65_D1L1_G6.txt", {"let_wait": 2}),  # offers answered later
        ("4pLeague_S63_D1L1_G1.txt", {"dig": 1}),  # the Alchemists dig, convert, build
        ("4pLeague_S63_D1L1_G2.txt", {"step_back": 1}),  # `-water` before TW5
        ("4pLeague_S63_D1L1_G7.txt", {}),  # a burn before answering an offer
    ],
)
def test_import_writes_a_record_that_replays_to_snellmans_scores(name, moves, tmp_path, capsys):
    out = tmp_path / "game.json"
    assert main(["import", "snellman", str(FIXTURES / name), "--out", str(out), "--check"]) == 0
    record = json.loads(out.read_text())
    assert record["game"] == "terra_mystica" and set(record["players"]) == set(MANIFEST[name])
    assert record["result"]["scores"] == MANIFEST[name]
    kinds = [a["type"] for a in record["actions"]]
    assert {k: kinds.count(k) for k in moves} == moves
    capsys.readouterr()
    assert main(["replay", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == MANIFEST[name]


def test_import_of_a_malformed_or_diverging_ledger_is_one_line_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text("this is not a ledger\n")
    assert main(["import", "snellman", str(bad), "--out", str(tmp_path / "r.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "line 1" in err and "Traceback" not in err
    changed = tmp_path / "changed.txt"
    changed.write_text(_tampered(GAME, 33, "build F4", "build A1"))
    assert main(["import", "snellman", str(changed), "--out", str(tmp_path / "r.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "line 33" in err and "refused" in err
    assert not (tmp_path / "r.json").exists()
    assert main(["import", "snellman", str(tmp_path / "none.txt"), "--out", "x.json"]) == 2


def test_commands_split_into_the_models_units():
    cmds = expand([C.Burn(2), C.Convert(3, "PW", 3, "C"), C.Convert(1, "P", 1, "C")])
    assert cmds == [C.Burn(1), C.Burn(1)] + [C.Convert(1, "PW", 1, "C")] * 3 + [
        C.Convert(1, "P", 1, "W"),
        C.Convert(1, "W", 1, "C"),
    ]
    assert expand([C.Convert(5, "PW", 1, "P")]) == [C.Convert(5, "PW", 1, "P")]


def test_snellman_space_names():
    assert board.NAMES[hex_of("E4")] == "E4"
    assert board.IS_RIVER[hex_of("r20")] and hex_of("r0") == board.RIVERS[0]
    with pytest.raises(ValueError):
        hex_of("Z99")
