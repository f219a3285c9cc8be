"""A picture next to every board (issue 32, item 5): what the kernel puts in a board's output.

The drawn picture itself comes from the board's front end (tests/browser/test_pictures.py);
here: `text/plain` with the turn and the scores, the pending picture, and that nbval's
sanitizer makes every skywidgets picture compare equal (a drawing may change run to run).
"""

from __future__ import annotations

import configparser
import re
from pathlib import Path

from skywidgets.core.game import Game
from skywidgets.widgets import SkyIslandsBoard, SkyTowersTable
from skywidgets.widgets.picture import (
    MARK,
    PICTURE_MIME,
    WIDGET_MIME,
    describe,
    is_board_output,
    pending_picture,
)

ROOT = Path(__file__).resolve().parents[2]


def bundle(board):
    data = board._repr_mimebundle_()
    return data[0] if isinstance(data, tuple) else data


def test_board_output_has_view_text_and_pending_picture():
    b = SkyIslandsBoard(players=["ann", "bob"], seed=0)
    data = bundle(b)
    assert WIDGET_MIME in data
    assert data["text/plain"].splitlines() == [
        repr(b),
        "ann to play — ② Placing a sky island tile",
        "Scores: ann 0, bob 0",
    ]
    svg = data[PICTURE_MIME]
    assert f'{MARK}="pending"' in svg and "ann to play" in svg
    assert is_board_output({"data": data})


def test_text_follows_the_game_and_the_seat():
    b = SkyIslandsBoard(players=["ann", "bob"], seed=0)
    b.play(0)
    lines = describe(b)
    assert lines[1].startswith("bob to play")
    assert lines[2] == "Scores: ann 1, bob 0"
    game = Game("sky_towers", players=["ann", "bob", "cy"], seed=1)
    seat = SkyTowersTable(game=game, seat=1)
    assert describe(seat)[1].startswith("You are bob; waiting for ann")


def test_text_at_game_over_names_the_winner():
    b = SkyIslandsBoard(players=["ann", "bob"], seed=0)
    with b.batch():
        while not b.game.is_over():
            b.play(0)
    lines = describe(b)
    assert lines[1].startswith("Game over.")
    winners = b.scores["winners"]
    assert all(name in lines[1] for name in winners)


def test_pending_picture_escapes_text():
    svg = pending_picture(["<Board & co>", 'say "hi"'])
    assert "&lt;Board &amp; co&gt;" in svg and "say &quot;hi&quot;" in svg
    assert svg.startswith("<svg ") and svg.endswith("</svg>")


def sanitizer():
    parser = configparser.ConfigParser()
    parser.read(ROOT / "tests" / "nbval_sanitize.cfg")
    return [(re.compile(parser[s]["regex"]), parser[s]["replace"]) for s in parser.sections()]


def sanitize(text):
    for pattern, replace in sanitizer():
        text = pattern.sub(replace, text)
    return text


def test_nbval_compares_pictures_as_equal_whatever_drew_them():
    drawn = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="80" '
        f'{MARK}="drawn"><svg x="0"><rect/></svg><text>ann</text></svg>'
    )
    pending = pending_picture(["<SkyIslandsBoard ...>", "ann to play"])
    assert sanitize(drawn) == sanitize(pending) == "<skywidgets board picture>"
    other = '<svg xmlns="http://www.w3.org/2000/svg"><circle/></svg>'
    assert sanitize(other) == other  # any other picture is still compared
