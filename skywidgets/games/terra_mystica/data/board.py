"""Terra Mystica's shared boards: power actions, special actions, cult tracks, terrains, towns.

Sources (snellman engine, MIT): `src/Game/Constants.pm` (`%actions`, `@colors`, `@cults`,
`%building_strength`), `src/cults.pm` (`setup_cults`: the priest spaces),
`src/resources.pm` (`maybe_gain_power_from_cult`: power at cult positions 3, 5, 7, 10),
`src/towns.pm` (town size), `src/Game/Factions.pm` (`TOWN_SIZE`, `BRIDGE_COUNT`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from skywidgets.games.terra_mystica.data.types import PowerAction, ro

# Constants.pm @colors: the terraforming wheel; spades = steps around it (shorter way)
TERRAINS: tuple[str, ...] = ("yellow", "brown", "black", "blue", "green", "gray", "red")

# Display colours for the boards: project-defined (snellman has none in its rule files)
TERRAIN_COLOURS: Mapping[str, str] = MappingProxyType(
    {
        "yellow": "#e8d44d",
        "brown": "#8b5a2b",
        "black": "#3a3a3a",
        "blue": "#3b7dd8",
        "green": "#3f9b3f",
        "gray": "#9a9a9a",
        "red": "#c8372d",
    }
)

CULTS: tuple[str, ...] = ("FIRE", "WATER", "EARTH", "AIR")

# Constants.pm %actions ACT1..ACT6: the power actions on the game board
POWER_ACTIONS: Mapping[str, PowerAction] = MappingProxyType(
    {
        "ACT1": PowerAction("ACT1", ro(PW=3), ro(BRIDGE=1), allows="bridge"),
        "ACT2": PowerAction("ACT2", ro(PW=3), ro(P=1)),
        "ACT3": PowerAction("ACT3", ro(PW=4), ro(W=2)),
        "ACT4": PowerAction("ACT4", ro(PW=4), ro(C=7)),
        "ACT5": PowerAction("ACT5", ro(PW=4), ro(SPADE=1), allows="dig, transform, build"),
        "ACT6": PowerAction("ACT6", ro(PW=6), ro(SPADE=2), allows="dig, transform, build"),
    }
)

# Constants.pm %actions: faction, bonus-card and favour-tile actions
SPECIAL_ACTIONS: Mapping[str, PowerAction] = MappingProxyType(
    {
        "ACTA": PowerAction("ACTA", ro(), ro(CULT=2), allows="2 steps on one cult track"),
        "ACTE": PowerAction("ACTE", ro(W=2), ro(BRIDGE=1), allows="bridge", blocks=False),
        "ACTG": PowerAction("ACTG", ro(), ro(SPADE=2), allows="transform, build"),
        "ACTS": PowerAction("ACTS", ro(), ro(), allows="upgrade a dwelling to TP for free"),
        "ACTN": PowerAction(
            "ACTN", ro(), ro(), allows="transform a directly adjacent space, build"
        ),
        "ACTW": PowerAction("ACTW", ro(), ro(), allows="a free dwelling on any home space"),
        "ACTC": PowerAction("ACTC", ro(), ro(), allows="two actions"),
        "BON1": PowerAction("BON1", ro(), ro(SPADE=1), allows="dig, transform, build"),
        "BON2": PowerAction("BON2", ro(), ro(CULT=1)),
        "FAV6": PowerAction("FAV6", ro(), ro(CULT=1)),
    }
)

# cults.pm setup_cults: the four priest spaces per track (3 steps, then three of 2 steps)
PRIEST_SPACES: tuple[int, ...] = (3, 2, 2, 2)
PRIEST_STEPS_UNPLACED = 1  # sending a priest without taking a space (commands.pm send)

# resources.pm maybe_gain_power_from_cult: passing position -> power gained
CULT_POWER: Mapping[int, int] = MappingProxyType({3: 1, 5: 2, 7: 2, 10: 3})
CULT_TOP = 10  # reaching 10 takes a town key; one faction per track
CULT_TOP_NEEDS_KEY = True

# Constants.pm %building_strength: power a building counts for (towns, leech offers)
BUILDING_POWER: Mapping[str, int] = MappingProxyType({"D": 1, "TP": 2, "TE": 2, "SH": 3, "SA": 3})

# Factions.pm TOWN_SIZE / towns.pm: a town needs this much power in this many buildings
# (a sanctuary counts twice); FAV5 lowers the power to 6.
TOWN_POWER = 7
TOWN_BUILDINGS = 4
BRIDGES_PER_FACTION = 3  # Factions.pm BRIDGE_COUNT

# scoring.pm / Constants.pm %final_scoring: the final network and cult majorities
NETWORK_VP: tuple[int, ...] = (18, 12, 6)
CULT_MAJORITY_VP: tuple[int, ...] = (8, 4, 2)
