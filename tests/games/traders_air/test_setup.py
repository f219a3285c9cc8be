"""Rulebook 3, Set Up."""

import pytest

from skywidgets.core import Game, IllegalAction
from skywidgets.games.traders_air import RULESET, data, invariants, legal_actions, new_game, view
from skywidgets.games.traders_air.actions import CollectIncome

from .helpers import PLAYERS


def _colours(state):
    held = [m for m in state.spaces if m is not None] + [m for s in state.stacks for m in s]
    return {data.marker_colour(m) for m in held}


@pytest.mark.parametrize("n, removed", [(2, 2), (3, 1), (4, 0)])
def test_colours_removed_by_player_count(n, removed):
    state = new_game([f"P{i}" for i in range(n)], seed=3)
    assert len(_colours(state)) == 6 - removed
    assert len(state.box) == 13 * removed
    assert invariants(state) == []


def test_removed_colours_are_chosen_by_the_seed():
    chosen = {frozenset(_colours(new_game(["a", "b"], seed=s))) for s in range(12)}
    assert len(chosen) > 1
    assert _colours(new_game(["a", "b"], seed=4)) == _colours(new_game(["a", "b"], seed=4))


@pytest.mark.parametrize("side", ["A", "B"])
def test_every_warehouse_space_filled_rest_in_five_even_stacks(side):
    state = new_game(list(PLAYERS), seed=1, side=side)
    assert None not in state.spaces
    assert len(state.spaces) == len(data.space_cities(side))
    heights = [len(s) for s in state.stacks]
    assert len(heights) == 5 and max(heights) - min(heights) <= 1
    assert sum(heights) == 65 - len(state.spaces)


def test_steamship_at_new_copenhagen_and_15_contracts_each():
    state = new_game(list(PLAYERS))
    assert state.ship_city == "New Copenhagen"
    assert all(s.contracts_left == 15 for s in state.seats)
    assert all(n == 0 for row in state.contracts for n in row)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_start_money_one_two_three_four_from_the_start_player(n):
    state = new_game([f"P{i}" for i in range(n)])
    assert [s.money for s in state.seats] == [1, 2, 3, 4][:n]
    assert state.bank == -sum(range(1, n + 1))


def test_seat_zero_starts_with_income():
    state = new_game(list(PLAYERS))
    assert state.current_player == 0 and state.phase_id == "income"
    assert legal_actions(state) == [CollectIncome()]
    assert state.phase == "4.1 Income"


def test_the_bag_is_empty_after_setup():
    assert view(new_game(list(PLAYERS)), 0)["bag"] == {"count": 0}


@pytest.mark.parametrize("players", [["solo"], ["a", "b", "c", "d", "e"]])
def test_two_to_four_players(players):
    with pytest.raises(IllegalAction) as err:
        RULESET.start(players)
    assert err.value.rule == RULESET.seats.players_rule == "Traders 3 — Set up"


@pytest.mark.parametrize(
    "options, rule",
    [
        ({"side": "C"}, "2.1"),
        ({"compass": "yes"}, "7"),
        ({"guild_mats": ["Bankers"]}, "2.2"),
        ({"guild_mats": ["Bankers", "Bankers", "Hoarders"]}, "2.2"),
    ],
)
def test_bad_options_cite_the_rule(options, rule):
    with pytest.raises(IllegalAction) as err:
        new_game(list(PLAYERS), **options)
    assert rule in err.value.rule


def test_same_seed_same_setup_and_distinct_names():
    assert new_game(list(PLAYERS), seed=9) == new_game(list(PLAYERS), seed=9)
    with pytest.raises(IllegalAction) as err:
        Game("traders_air", players=["a", "a"])
    assert err.value.rule == "Traders 3 — Set up"


def test_generic_mats_by_default_special_when_asked():
    assert all(s.mat is None for s in new_game(list(PLAYERS)).seats)
    drawn = [s.mat for s in new_game(list(PLAYERS), seed=2, guild_mats=True).seats]
    assert len(set(drawn)) == 3 and set(drawn) <= set(data.GUILD_MATS)
    chosen = new_game(["a", "b"], guild_mats=["Bankers", "Hoarders"])
    assert [s.mat for s in chosen.seats] == ["Bankers", "Hoarders"]


def test_chosen_mats_survive_a_record_round_trip():
    import json

    from skywidgets.core import load_record

    game = Game("traders_air", players=["a", "b"], seed=3, guild_mats=["Bankers", "Hoarders"])
    game.play(CollectIncome())
    again = load_record(json.loads(json.dumps(game.record())))
    assert again.state == game.state and again.state.seats[1].mat == "Hoarders"
