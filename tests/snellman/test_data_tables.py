"""The Terra Mystica data tables: complete, consistent, and in the ledger's names."""

from __future__ import annotations

from collections import Counter

from skywidgets.games.terra_mystica.data import (
    BONUS_CARDS,
    CULTS,
    FACTION_NAMES,
    FACTIONS,
    FAVOUR_TILES,
    POWER_ACTIONS,
    SCORING_TILES,
    SPECIAL_ACTIONS,
    TERRAINS,
    TOWN_TILES,
)
from skywidgets.snellman import names


def test_fourteen_factions_two_per_terrain():
    """The 14 base factions, in the ledger's names, two on each of the 7 terrains."""
    assert FACTION_NAMES == names.FACTIONS
    assert Counter(f.home for f in FACTIONS.values()) == dict.fromkeys(TERRAINS, 2)
    assert TERRAINS == names.TERRAINS and CULTS == names.CULTS


def test_every_faction_board_is_complete():
    """12 power tokens, 8/4/3/1/1 buildings, income tracks one longer than the count."""
    for faction in FACTIONS.values():
        assert sum(faction.power) == 12, faction.name
        counts = {b: faction.buildings[b].count for b in ("D", "TP", "TE", "SH", "SA")}
        assert counts == {"D": 8, "TP": 4, "TE": 3, "SH": 1, "SA": 1}, faction.name
        for kind, building in faction.buildings.items():
            assert set(building.cost) == {"W", "C"}, (faction.name, kind)
            for track in building.income.values():
                assert len(track) == building.count + 1, (faction.name, kind)
        assert len(faction.spade_cost) == faction.digging.top - faction.digging.start + 1
        assert len(faction.digging.step_vp) == faction.digging.top - faction.digging.start
        if faction.shipping is None:
            assert faction.teleport is not None, faction.name
        else:
            shipping = faction.shipping
            assert len(shipping.step_vp) == shipping.top - shipping.start, faction.name


def test_stronghold_actions_and_exceptions_are_named():
    """Every stronghold or faction action exists in the action table."""
    actions = set(POWER_ACTIONS) | set(SPECIAL_ACTIONS)
    for faction in FACTIONS.values():
        sh_action = faction.buildings["SH"].action
        assert sh_action is None or sh_action in actions, faction.name
        assert set(faction.special_actions) <= actions, faction.name
    with_sh_action = {f.name for f in FACTIONS.values() if f.buildings["SH"].action}
    assert with_sh_action == {
        "auren", "chaosmagicians", "giants", "nomads", "swarmlings", "witches",
    }  # fmt: skip
    assert FACTIONS["chaosmagicians"].buildings["TE"].favours == 2
    assert FACTIONS["giants"].transform_spades == 2
    assert FACTIONS["nomads"].start_dwellings == 3


def test_tile_tables():
    """10 bonus cards, 9 scoring tiles, 12 favour tiles (3 × 4 cults), 8 town tiles."""
    assert set(BONUS_CARDS) == {f"BON{n}" for n in range(1, 11)}
    assert set(SCORING_TILES) == {f"SCORE{n}" for n in range(1, 10)}
    assert Counter(t.cult for t in FAVOUR_TILES.values()) == dict.fromkeys(CULTS, 3)
    assert sum(t.copies for t in FAVOUR_TILES.values()) == 4 + 8 * 3
    assert set(TOWN_TILES) == {f"TW{n}" for n in range(1, 9)}
    optional = {t.name for t in TOWN_TILES.values() if t.option == "mini-expansion-1"}
    assert optional == {"TW6", "TW7", "TW8"}
    assert BONUS_CARDS["BON10"].option == "shipping-bonus"
    assert SCORING_TILES["SCORE9"].option == "temple-scoring-tile"
    assert set(names.ACTIONS) == set(POWER_ACTIONS) | set(SPECIAL_ACTIONS)
