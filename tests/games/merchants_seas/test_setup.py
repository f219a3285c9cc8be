"""Preparation: faction options, draws, initial Dwellings (snake order), Dock, Bonus cards."""

import pytest

from skywidgets.core import Game, IllegalAction, rng
from skywidgets.games.merchants_seas import RULESET, apply, legal_actions, new_game
from skywidgets.games.merchants_seas.box import SEAS
from skywidgets.games.merchants_seas.docks import PlaceDock
from skywidgets.games.merchants_seas.fleet import fleet
from skywidgets.games.merchants_seas.setup import SEAS_BOX
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica import tables as data
from skywidgets.games.terra_mystica.boxes import box_of
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.setup import draw_round_tiles

from .helpers import H


def test_the_core_checks_the_player_count_and_names():
    for players in (["A"], ["A", "B", "C", "D", "E", "F"], ["A", "A"]):
        with pytest.raises(IllegalAction) as err:
            RULESET.start(players)
        assert err.value.rule == "Merchants of the Seas — Preparation"
    with pytest.raises(IllegalAction, match="2 to 5"):
        Game("merchants_seas", players=["A"])


def test_five_players_take_the_fifth_default_faction_and_eight_bonus_cards():
    state = new_game(["A", "B", "C", "D", "E"])
    assert state.factions == ("witches", "nomads", "engineers", "darklings", "swarmlings")
    assert len({FACTIONS[f].home for f in state.factions}) == 5
    assert len(state.bonus_pool) == 5 + 3


def test_factions_are_an_option():
    with pytest.raises(IllegalAction, match="share a home terrain"):
        new_game(["A", "B"], factions="nomads,fakirs")
    with pytest.raises(IllegalAction, match="unknown faction"):
        new_game(["A", "B"], factions="witches,yetis")
    with pytest.raises(IllegalAction, match="unknown option"):
        new_game(["A", "B"], map="lakes")
    s = new_game(["A", "B"], factions=["dwarves", "fakirs"])
    assert s.factions == ("dwarves", "fakirs")


def test_everyone_starts_with_20_vp_and_the_faction_board():
    s = new_game(["A", "B"], factions="witches,darklings")
    assert [x.vp for x in s.seats] == [20, 20]
    assert s.seats[1].priests == 1 and s.seats[1].bowls == (5, 7, 0)


def test_round_tiles_respect_the_spade_and_cult_limits_for_many_seeds():
    for seed in range(60):
        tiles = draw_round_tiles(seed, SEAS_BOX)
        assert len(set(tiles)) == 6 and data.round_tile_ok(tiles)


def test_players_plus_three_bonus_cards():
    s = new_game(["A", "B", "C"])
    assert len(s.bonus_pool) == 6


def test_same_seed_same_setup():
    assert new_game(["A", "B"], seed=9) == new_game(["A", "B"], seed=9)


def _place_all(s):
    while s.step == "setup_dwellings":
        s = apply(s, legal_actions(s)[0])
    return s


def test_initial_dwellings_in_snake_order_with_the_nomads_third():
    s = new_game(["A", "B", "C"], factions="witches,nomads,engineers")
    seen = []
    while s.step == "setup_dwellings":
        seen.append(s.current_player)
        s = apply(s, legal_actions(s)[0])
    assert seen == [0, 1, 2, 2, 1, 0, 1]


def test_initial_dwelling_only_on_free_home_terrain():
    s = new_game(["A", "B"], factions="witches,nomads")
    with pytest.raises(IllegalAction) as err:
        apply(s, A.PlaceDwelling(H["A5"]))  # desert, not forest
    assert "initial Dwellings" in err.value.rule
    s2 = apply(s, A.PlaceDwelling(H["A3"]))
    assert s2.owner[H["A3"]] == 0 and s2.building[H["A3"]] == "D"
    assert s.owner[H["A3"]] == -1  # the earlier state is untouched


def test_dock_goes_under_a_riverside_dwelling_in_turn_order():
    s = _place_all(new_game(["A", "B"], factions="witches,nomads"))
    if s.step == "setup_dock":
        for a in legal_actions(s):
            assert board.RIVERSIDE[a.hex] and s.owner[a.hex] == s.turn
        s = apply(s, legal_actions(s)[0])
        assert fleet(s, 0).dock >= 0 or fleet(s, 1).dock >= 0


def test_storehouse_goes_under_any_starting_dwelling():
    s = new_game(["A", "B"], factions="dwarves,fakirs")
    s = apply(s, A.PlaceDwelling(H["A2"]))  # mountains, not riverside
    s = apply(s, A.PlaceDwelling(H["A5"]))
    s = apply(s, A.PlaceDwelling(H["B4"]))
    s = apply(s, A.PlaceDwelling(H["C2"]))
    assert s.step == "setup_dock" and s.current_player == 0
    assert {a.hex for a in legal_actions(s)} == {H["A2"], H["C2"]}
    s = apply(s, PlaceDock(H["A2"]))
    assert fleet(s, 0).dock == H["A2"] and s.current_player == 1


def test_no_riverside_dwelling_means_no_dock_yet():
    s = new_game(["A", "B"], factions="witches,darklings")
    for name in ("A3", "A13", "E10", "I11"):  # only A3 is riverside
        s = apply(s, A.PlaceDwelling(H[name]))
    assert s.step == "setup_dock" and s.current_player == 0
    assert [a.hex for a in legal_actions(s)] == [H["A3"]]
    s = apply(s, PlaceDock(H["A3"]))
    assert s.step == "setup_bonus" and fleet(s, 1).dock == -1  # Darklings skipped


def test_bonus_cards_are_chosen_in_reverse_turn_order_then_round_one_starts():
    s = _place_all(new_game(["A", "B"], factions="witches,engineers"))
    while s.step == "setup_dock":
        s = apply(s, legal_actions(s)[0])
    assert s.step == "setup_bonus" and s.current_player == 1
    card = legal_actions(s)[0].card
    s = apply(s, A.ChooseBonus(card))
    assert s.seats[1].bonus == card and s.current_player == 0
    with pytest.raises(IllegalAction):
        apply(s, A.ChooseBonus(card))  # already taken
    s = apply(s, legal_actions(s)[0])
    assert s.round == 1 and s.step in ("income", "actions")


def test_a_tile_breaking_a_limit_is_set_aside_and_the_next_one_drawn():
    for seed in range(80):
        deck = list(box_of(SEAS, frozenset()).round_tiles)
        rng(seed, 0).shuffle(deck)
        tiles = draw_round_tiles(seed, SEAS_BOX)
        drawn = deck[: deck.index(tiles[-1]) + 1]
        kept = []
        for t in drawn:  # every tile drawn is kept unless it breaks a limit where it lands
            if data.round_tile_ok(tuple(kept + [t])):
                kept.append(t)
            else:
                assert t not in tiles
        assert tuple(kept) == tiles


def test_the_factions_named_cap_the_player_count():
    assert RULESET.counts() == range(2, 6)
    assert RULESET.counts({"factions": "witches,nomads,engineers"}) == range(2, 4)
    with pytest.raises(IllegalAction, match="2 to 3"):
        RULESET.start(["A", "B", "C", "D"], factions="witches,nomads,engineers")
