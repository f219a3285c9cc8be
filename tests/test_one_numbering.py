"""One numbering (issue 30, item 4): the Python API counts from 0, every word a reader sees
counts as the rulebooks do, from 1 — players, towers, islands, cities, warehouse spaces."""

from skywidgets.core import Game
from skywidgets.games.sky_islands.actions import Build
from skywidgets.games.sky_towers.actions import Ask, Play, ReturnTower
from skywidgets.games.traders_air.actions import Purchase, space_name
from skywidgets.games.traders_air.data import CITIES


def test_sky_towers_players_and_towers_are_counted_from_1():
    play = Game("sky_towers", players=["Ann", "Bob"]).ruleset.codec.from_json(
        {"type": "play", "card": 7, "count": 1, "owner": 0, "tower": 0}
    )
    assert play.label.endswith("on tower 1 of player 1")
    assert Play(card=7, count=1, owner=1, tower=1).label.endswith("on tower 2 of player 2")
    assert ReturnTower(tower=0).label == "return tower 1"
    assert Ask(player=0, value=3).label.startswith("ask player 1 for")


def test_sky_islands_region_0_is_island_1():
    build = Build(building="house", x=0, y=2, region=0)
    assert "island 1 of the tile at (0, 2)" in build.label
    assert "island 2 of" in Build(building="house", x=0, y=2, region=1).label


def test_traders_spaces_carry_their_citys_number():
    """Rulebook 2.1: a warehouse space is marked with its city's number (Thespian 1 ...)."""
    assert CITIES[4] == "Nemesis"
    assert space_name(7) == "warehouse space 5 (Nemesis)"  # API index 7, city 5
    assert Purchase(0).label.endswith("warehouse space 1 (Thespian, first of 2)")
    assert "#" not in Purchase(7).label


def test_no_log_line_of_a_played_game_says_space_0_or_player_0():
    for name in ("sky_towers", "traders_air", "sky_islands"):
        game = Game(name, players=["Ann", "Bob"], seed=3)
        for _ in range(12):
            if game.is_over():
                break
            game.play(game.legal()[-1])
        labels = [game.ruleset.label(s, a) for s, a in zip(game.states, game.history)]
        for words in ("player 0", "tower 0", "island 0", "space 0", "space #"):
            assert not any(words in label for label in labels), (name, words, labels)
