"""Component tables: map, wheel, structures, tiles and faction boards (snellman facts)."""

from collections import Counter

from skywidgets.games.merchants_seas.box import SEAS
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica import tables as data
from skywidgets.games.terra_mystica.boxes import box_of
from skywidgets.games.terra_mystica.factions import FACTIONS

SEAS_BOX = box_of(SEAS, frozenset())


def test_base_map_has_77_land_and_36_river_spaces():
    counts = Counter(board.TERRAIN)
    assert counts.pop("~") == 36
    assert len(counts) == 7 and set(counts.values()) == {11}
    assert [len(r.split()) for r in board.BASE_MAP_ROWS] == [13, 12] * 4 + [13]


def test_adjacency_follows_the_offset_rows():
    # even row 0 column 1 (A2) touches B1 (row 1, col 0) and river B:2 (row 1, col 1)
    assert board.ADJ_SET[board.BY_NAME["A2"]] >= {board.BY_NAME["B1"], board.INDEX[(1, 1)]}
    # odd row 1 column 0 (B1) touches row 2 columns 0 and 1
    assert board.ADJ_SET[board.BY_NAME["B1"]] >= {board.INDEX[(2, 0)], board.INDEX[(2, 1)]}
    assert all(i in board.ADJ_SET[j] for i in range(board.N_HEXES) for j in board.ADJ[i])


def test_hex_names_count_only_land_like_snellman():
    assert board.TERRAIN[board.BY_NAME["E4"]] == "L"
    assert "I12" in board.BY_NAME and "I13" not in board.BY_NAME  # row I has one river
    assert board.NAMES.count("A13") == 1 and "B7" not in board.BY_NAME


def test_canal_joins_the_two_western_river_arms_across_e4():
    assert board.CANAL_LINKS
    for a, b in board.CANAL_LINKS:
        assert board.IS_RIVER[a] and board.IS_RIVER[b] and b not in board.ADJ_SET[a]
        assert b in board.SHIP_ADJ[a] and a in board.SHIP_ADJ[b]


def test_terrain_wheel_spades():
    assert data.spade_distance("D", "U") == 1
    assert data.spade_distance("D", "W") == 1  # the wheel is a circle
    assert data.spade_distance("D", "L") == 3
    assert data.spade_distance("G", "G") == 0


def test_structure_power_values():
    assert dict(data.POWER_VALUE) == {"D": 1, "TP": 2, "TE": 2, "SH": 3, "SA": 3, "SY": 3}


def test_power_actions_costs_including_the_three_new_ones():
    costs = {k: v[0] for k, v in data.POWER_ACTIONS.items()}
    assert costs == {
        "ACT1": 3,
        "ACT2": 3,
        "ACT3": 4,
        "ACT4": 4,
        "ACT5": 4,
        "ACT6": 6,
        "ACT7": 4,
        "ACT8": 4,
        "ACT9": 5,
    }


def test_each_cult_has_two_plus_one_favor_tiles():
    for cult in data.CULTS:
        ones = [k for k, v in data.FAVORS.items() if dict(v[0]) == {cult: 1}]
        ones = [k for k in ones if k in SEAS_BOX.favors]
        assert len(ones) == 2


def test_bonus_card_six_is_replaced_by_the_shipyard_version():
    assert "BON6" not in SEAS_BOX.bonus_cards and "BON6X" in SEAS_BOX.bonus_cards
    assert data.BONUS_CARDS["BON6X"][2] == ("per", ("SH", "SA", "SY"), 4)


def test_round_tiles_10_to_21_and_their_limits():
    assert sorted(SEAS_BOX.round_tiles) == list(range(10, 22))
    assert not data.round_tile_ok((10, 11, 12, 13, 16, 15))  # spade tile in round 5
    assert not data.round_tile_ok((10, 14, 18, 11, 12, 13))  # three fire tiles in rounds 1–5
    assert data.round_tile_ok((10, 14, 11, 12, 13, 18))  # the third fire tile in round 6


def test_only_two_shipping_town_tiles():
    assert data.TOWNS["TW7"] == (data.TOWNS["TW7"][0], 2)
    assert data.TOWNS["TW7"][0]["SHIPPING"] == 1


def test_project_defined_trade_rewards_cover_every_structure():
    assert set(data.PROJECT_DEFINED["trade_rewards"]) == set(data.STRUCTURES)
    assert data.TRADE_REWARDS["D"][0] == 2 and data.TRADE_REWARDS["SY"][0] == 4


def test_faction_boards_from_snellman():
    w = FACTIONS["witches"]
    assert (w.coins, w.workers, w.bowl1, w.bowl2, w.cults) == (15, 3, 5, 7, (0, 0, 0, 2))
    e = FACTIONS["engineers"]
    assert (e.coins, e.workers, e.bowl1, e.bowl2) == (10, 2, 3, 9)
    assert e.income["D"]["W"][0] == 0 and e.cost["SY"]["W"] == 3
    assert FACTIONS["darklings"].priests == 1 and FACTIONS["darklings"].max_dig == 0
    assert FACTIONS["nomads"].start_dwellings == 3 and FACTIONS["nomads"].cost["SH"]["C"] == 8
    assert FACTIONS["fakirs"].merchants and FACTIONS["dwarves"].merchants
    assert FACTIONS["dwarves"].income["TP"]["C"] == (0, 3, 5, 7, 10)
    assert not FACTIONS["darklings"].shipyard_ship and not FACTIONS["engineers"].shipyard_step
