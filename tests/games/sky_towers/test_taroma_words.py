"""Taroma's steps in the log read after the fact: what Taroma did and which step made it."""

from skywidgets.core import Game
from skywidgets.games.sky_towers import examples, rules
from skywidgets.games.sky_towers.actions import TaromaFlip
from skywidgets.games.sky_towers.taroma import describe


def test_a_flip_is_logged_with_the_cards_flipped_and_where_the_card_went():
    state = examples.example("taroma_1d").state  # row ? ? 7, flips 5 then 3
    action = rules.automaton(state)
    assert isinstance(action, TaromaFlip)
    words = describe(state, action)
    assert words.startswith("1D: no face-up card of Taroma's could be played")
    assert "Taroma flipped 5, 3 from the right" in words
    assert "the 3 was the first that could be played and went on the right tower" in words
    assert "if none can" not in words


def test_the_label_before_the_flip_names_no_face_down_card():
    assert TaromaFlip().label == (
        "1D: no face-up card of Taroma's can be played, so Taroma flips from the right"
    )


def test_every_taroma_log_line_is_in_the_past_and_names_its_step():
    game = Game("sky_towers", players=["Kim"], seed=9, mode="taroma")
    lines = []
    while not game.is_over() and len(lines) < 40:
        before = game.state
        action = game.play_automaton()
        if action is None:
            game.play(game.legal()[0])
            continue
        lines.append(game.ruleset.label(before, action))
    assert lines
    for line in lines:
        assert line[:3] in {"1A:", "1B:", "1C:", "1D:", "1E:"} or line.startswith("5 (Taroma")
        assert " can be played" not in line and "if none can" not in line
    flips = [line for line in lines if line.startswith("1D")]
    assert flips and all("Taroma flipped" in line for line in flips)
    assert any("1E: so Taroma drew a card face down" in line for line in flips)
