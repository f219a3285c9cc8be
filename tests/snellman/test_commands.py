"""snellman's command grammar: each command kind into its typed form; unknown ones refused."""

from __future__ import annotations

import pytest

from skywidgets.snellman import LedgerError, parse_command, tokenize
from skywidgets.snellman import commands as cmd

EXAMPLES = [
    ("build G5", cmd.Build("G5")),
    ("Build e10", cmd.Build("E10")),
    ("upgrade E4 to TP", cmd.Upgrade("E4", "TP")),
    ("upgrade e4 to trading post", cmd.Upgrade("E4", "TP")),
    ("Upgrade f2 to sa", cmd.Upgrade("F2", "SA")),
    ("transform F2 to blue", cmd.Transform("F2", "blue")),
    ("transform c4 to grey", cmd.Transform("C4", "gray")),
    ("transform G2", cmd.Transform("G2", None)),
    ("dig 2", cmd.Dig(2)),
    ("send p to WATER", cmd.Send("WATER", None)),
    ("Send p to fire for 3", cmd.Send("FIRE", 3)),
    ("convert 3PW to 3C", cmd.Convert(3, "PW", 3, "C")),
    ("convert P to W", cmd.Convert(1, "P", 1, "W")),
    ("convert 1VP to 1C", cmd.Convert(1, "VP", 1, "C")),
    ("burn 5", cmd.Burn(5)),
    ("Leech 2 from mermaids", cmd.Leech(2, "mermaids")),
    ("leech 1", cmd.Leech(1, None)),
    ("Decline 2 from nomads", cmd.Decline(2, "nomads")),
    ("decline", cmd.Decline(None, None)),
    ("Pass BON8", cmd.Pass("BON8")),
    ("pass bon10", cmd.Pass("BON10")),
    ("pass", cmd.Pass(None)),
    ("action ACT6", cmd.Action("ACT6")),
    ("Action bon1", cmd.Action("BON1")),
    ("action FAV6", cmd.Action("FAV6")),
    ("advance ship", cmd.Advance("ship")),
    ("advance shipping", cmd.Advance("ship")),
    ("advance digging", cmd.Advance("dig")),
    ("+FAV11", cmd.Adjust(1, "FAV11", None)),
    ("+TW5", cmd.Adjust(1, "TW5", None)),
    ("+2WATER", cmd.Adjust(2, "WATER", None)),
    ("+4vp for FIRE", cmd.Adjust(4, "VP", "FIRE")),
    ("+15vp for network", cmd.Adjust(15, "VP", "network")),
    ("-1PW", cmd.Adjust(-1, "PW", None)),
    ("gain P for W", cmd.Gain("P", "W")),
    ("bridge D5:E6", cmd.Bridge("D5", "E6")),
    ("connect r20", cmd.Connect(("r20",))),
    ("connect C3:D4", cmd.Connect(("C3", "D4"))),
    ("other_income_for_faction", cmd.Income("other")),
    ("cult_income_for_faction", cmd.Income("cult")),
    ("income_for_faction", cmd.Income("all")),
    ("score_resources", cmd.ScoreResources()),
    ("wait", cmd.Wait()),
    ("done", cmd.Done()),
    ("setup", cmd.Setup()),
    ("[opponent accepted power]", cmd.CultistsOutcome(True)),
    ("[all opponents declined power]", cmd.CultistsOutcome(False)),
]


@pytest.mark.parametrize(("text", "expected"), EXAMPLES)
def test_command_kinds(text, expected):
    """Each grammar rule gives its typed command, case-insensitively."""
    assert parse_command(text, 7) == expected


def test_a_row_splits_on_dots_in_order():
    """A row's text is its commands joined by `. `; empty pieces are ignored."""
    row = "burn 5. action ACT6. transform F2 to blue. build C3."
    assert tokenize(row, 1) == (
        cmd.Burn(5),
        cmd.Action("ACT6"),
        cmd.Transform("F2", "blue"),
        cmd.Build("C3"),
    )
    assert tokenize("", 1) == ()


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("fly to E5", "unknown command 'fly to E5'"),
        ("build Z9", "unknown command 'build Z9'"),
        ("upgrade E4 to castle", "unknown building 'castle'"),
        ("transform E4 to purple", "unknown terrain 'purple'"),
        ("send p to SPIRIT", "unknown cult track 'SPIRIT'"),
        ("convert 3PW to 3GOLD", "unknown resource 'GOLD'"),
        ("leech 2 from dragonlords", "unknown faction 'dragonlords'"),
        ("action ACT9", "unknown action 'ACT9'"),
        ("+FAV13", "unknown adjustment 'FAV13'"),
        (
            "pick-color red",
            "'pick-color red' is a Fire & Ice command: the engine plays the base game",
        ),
    ],
)
def test_unknown_commands_name_the_line(text, problem):
    """An unknown command, or a known one with an unknown name, is a LedgerError."""
    with pytest.raises(LedgerError) as caught:
        tokenize(f"build A1. {text}", 42)
    assert caught.value.line == 42
    assert str(caught.value) == f"line 42: {problem}"
