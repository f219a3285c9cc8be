"""Every Bonus card, Favor tile, Town tile and round scoring tile is named with its effect, and
the coach's reasons say what the tile a move takes does (issue 28: explanations in the
rulebook's words)."""

from __future__ import annotations

import pytest

from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import tables as data
from skywidgets.games.terra_mystica.explain import explain
from skywidgets.games.terra_mystica.ruleset import RULESET
from skywidgets.games.terra_mystica.tile_words import (
    bonus_words,
    favor_words,
    gains_words,
    round_tile_words,
    town_words,
)


@pytest.mark.parametrize(
    ("card", "words"),
    [
        ("BON1", "income 2 coins; action: 1 free spade"),
        ("BON4", "income 3 power; action: shipping +1 for this round"),
        ("BON6", "income 2 workers; on passing 4 VP per Stronghold or Sanctuary"),
        ("BON7", "income 1 worker; on passing 2 VP per Trading house"),
        ("BON9", "income 2 coins; on passing 1 VP per Dwelling"),
        ("BON10", "income 3 power; on passing 3 VP per shipping level"),
    ],
)
def test_bonus_cards_in_words(card: str, words: str) -> None:
    assert bonus_words(card) == words


@pytest.mark.parametrize(
    ("tile", "words"),
    [
        ("FAV1", "Fire +3"),
        ("FAV5", "Fire +2; a town needs only 6 power"),
        ("FAV9", "Fire +1; income 3 coins"),
        ("FAV10", "Water +1; 3 VP for each Trading house you build"),
        ("FAV12", "Air +1; on passing 2/3/3/4 VP for 1/2/3/4 Trading houses"),
        ("FAV16", "Air +1; on passing 2/3/4/5 VP for 1/4/7/10+ trade markers"),
    ],
)
def test_favor_tiles_in_words(tile: str, words: str) -> None:
    assert favor_words(tile) == words


def test_town_and_round_tiles_in_words() -> None:
    assert town_words("TW1") == "5 VP, 6 coins"
    assert town_words("TW5") == "8 VP, Fire +1, Water +1, Earth +1, Air +1"
    assert round_tile_words(1) == "2 VP for each spade used; 1 coin per 1 Earth in Phase III"
    assert round_tile_words(9).endswith("2 coins per priest sent to a cult in Phase III")
    assert "Shipyard" in round_tile_words(12) and "Shipyard" not in round_tile_words(4)


def test_every_tile_of_both_boxes_has_words() -> None:
    for card in data.BONUS_CARDS:
        assert bonus_words(card)
    for tile in data.FAVORS:
        assert favor_words(tile)
    for tile in data.TOWNS:
        assert town_words(tile)
    for n in data.ROUND_TILES:
        assert round_tile_words(n)
    assert gains_words({"SPADE": 1, "P": 2}) == "1 spade, 2 priests"


def test_the_reason_for_a_pass_names_the_cards_effect() -> None:
    state = RULESET.start(["a", "b"], seed=3)
    while state.step != "actions":
        state = RULESET.apply(state, RULESET.legal_actions(state)[0])
    passes = [a for a in RULESET.legal_actions(state) if isinstance(a, A.Pass)]
    move = passes[0]
    after = RULESET.apply(state, move)
    text = explain(state, move, after, state.turn)
    assert f"Bonus card {move.card} ({bonus_words(move.card)})" in text
