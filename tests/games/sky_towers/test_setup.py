"""Setup, Light Setup / Light Difficulty, Taroma Setup / Taroma Difficulty."""

import pytest

from skywidgets.core import Game, IllegalAction
from skywidgets.games.sky_towers.actions import TaromaFlip
from skywidgets.games.sky_towers.checks import invariants

from .helpers import RS


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_player_draws_five_secret_cards(n):
    s = RS.new_game([f"P{i}" for i in range(n)], seed=3)
    assert [len(x.hand) for x in s.seats] == [5] * n
    assert len(s.deck) == 50 - 5 * n
    assert invariants(s) == []
    view = RS.view(s, 0)
    assert view["seats"][1]["hand"] == {"count": 5}


def test_bonus_cards_are_set_aside_on_the_table():
    s = RS.new_game(["A", "B"])
    assert s.bonus_owner == (None, None, None, None)


def test_deck_is_shuffled_by_the_seed():
    a = RS.new_game(["A", "B"], seed=1)
    assert a == RS.new_game(["A", "B"], seed=1)
    assert a.deck != RS.new_game(["A", "B"], seed=2).deck


def test_first_player_starts_with_two_actions():
    s = RS.new_game(["youngest", "B", "C"])
    assert s.current_player == 0 and s.actions_left == 2 and s.phase_id == "turn"


@pytest.mark.parametrize("n, spaces", [(2, 2), (3, 1), (4, 1)])
def test_tower_spaces(n, spaces):
    s = RS.new_game([f"P{i}" for i in range(n)])
    assert all(len(x.towers) == spaces for x in s.seats)


SETUP = "Sky Towers — Setup"


@pytest.mark.parametrize("players", [["A"], ["A", "B", "C", "D", "E"]])
def test_multiplayer_is_for_two_to_four(players):
    with pytest.raises(IllegalAction) as info:
        RS.start(players)
    assert info.value.rule == SETUP and "2 to 4 players" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        Game(RS, players=players, mode="multiplayer")
    assert info.value.rule == SETUP


def test_players_need_different_names():
    with pytest.raises(IllegalAction) as info:
        RS.start(["Ann", "Ann"])
    assert info.value.rule == SETUP and "different" in info.value.reason


@pytest.mark.parametrize(
    "options",
    [
        {"mode": "solo"},
        {"difficulty": 4},
        {"mode": "light", "difficulty": 6},
        {"mode": "light", "difficulty": "4"},
        {"mode": "taroma", "difficulty": 3},
    ],
)
def test_bad_options_are_refused(options):
    players = ["A", "B"] if options.get("mode", "multiplayer") == "multiplayer" else ["A"]
    with pytest.raises(IllegalAction):
        RS.new_game(players, **options)


@pytest.mark.parametrize("n", [5, 4, 3, 2])
def test_light_deals_n_and_sets_aside_n(n):
    s = RS.new_game(["Sol"], seed=4, mode="light", difficulty=n)
    assert len(s.seats[0].hand) == n and len(s.set_aside) == n
    assert len(s.deck) == 50 - 2 * n and s.discard == ()
    assert invariants(s) == []


def test_light_default_is_four_and_one_player_only():
    assert RS.new_game(["Sol"], mode="light").difficulty == 4
    with pytest.raises(IllegalAction) as info:
        RS.start(["A", "B"], mode="light")
    assert info.value.rule == SETUP and "for 1 players, not 2" in info.value.reason


def test_taroma_setup_five_cards_and_five_face_down():
    s = RS.new_game(["Kim"], seed=2, mode="taroma")
    assert s.players == ("Kim", "Taroma")
    assert len(s.seats[0].hand) == 5
    assert len(s.seats[1].row) == 5 and not any(up for _, up in s.seats[1].row)
    assert len(s.deck) == 40 and invariants(s) == []


def test_taroma_takes_the_first_turn():
    s = RS.new_game(["Kim"], mode="taroma")
    assert s.current_player == 1 and s.phase_id == "taroma"
    assert RS.legal_actions(s) == [TaromaFlip()]


def test_taroma_hard_gives_a_third_tower():
    assert len(RS.new_game(["Kim"], mode="taroma").seats[1].towers) == 2
    hard = RS.new_game(["Kim"], mode="taroma", difficulty="hard")
    assert len(hard.seats[1].towers) == 3 and len(hard.seats[0].towers) == 2


def test_taroma_mode_takes_one_human_name():
    with pytest.raises(IllegalAction) as info:
        RS.start(["A", "B"], mode="taroma")
    assert info.value.rule == SETUP and "not 2" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        RS.start(["taroma"], mode="taroma")
    assert "Taroma Setup" in info.value.rule and "automaton's name" in info.value.reason
