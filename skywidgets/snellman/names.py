"""The names a snellman ledger uses: factions, terrains, cults, buildings, resources, actions.

Sources: snellman `Game/Constants.pm` (`%faction_setups`, `@colors`, `@cults`,
`%building_aliases`, `%resource_aliases`, `%actions`, `%tiles`).
"""

from __future__ import annotations

import re

from skywidgets.snellman.errors import LedgerError

# The 14 base factions, as the ledger names them (lower case, no spaces).
FACTIONS = (
    "alchemists",
    "auren",
    "chaosmagicians",
    "cultists",
    "darklings",
    "dwarves",
    "engineers",
    "fakirs",
    "giants",
    "halflings",
    "mermaids",
    "nomads",
    "swarmlings",
    "witches",
)

# Fire & Ice factions (snellman `Game/Factions/`): named to say why a ledger is refused.
FIRE_AND_ICE = ("acolytes", "dragonlords", "icemaidens", "riverwalkers", "shapeshifters", "yetis")

# The terraforming wheel (Constants.pm `@colors`), in wheel order.
TERRAINS = ("yellow", "brown", "black", "blue", "green", "gray", "red")
_TERRAIN_ALIASES = {"grey": "gray"}

CULTS = ("FIRE", "WATER", "EARTH", "AIR")

BUILDINGS = ("D", "TP", "TE", "SH", "SA")
_BUILDING_ALIASES = {
    "DWELLING": "D",
    "TRADING POST": "TP",
    "TEMPLE": "TE",
    "STRONGHOLD": "SH",
    "SANCTUARY": "SA",
}

# Resources a conversion may name; BRIDGE is the Engineers' old `convert 2W to BRIDGE`.
RESOURCES = ("C", "W", "P", "PW", "VP", "BRIDGE")
_RESOURCE_ALIASES = {
    "PRIEST": "P",
    "PRIESTS": "P",
    "POWER": "PW",
    "WORKER": "W",
    "WORKERS": "W",
    "COIN": "C",
    "COINS": "C",
}

# Everything an `action` command may name (Constants.pm `%actions`).
ACTIONS = frozenset(
    {f"ACT{n}" for n in range(1, 7)}
    | {"ACTA", "ACTE", "ACTG", "ACTS", "ACTN", "ACTW", "ACTC", "BON1", "BON2", "FAV6"}
)

# What a `+X` / `-X` adjustment may name besides resources and cults.
_ADJUSTABLE = re.compile(r"(FAV([1-9]|1[0-2])|TW[1-8]|BON([1-9]|10)|SPADE|KEY|BRIDGE)")


def building(text: str, line: int) -> str:
    """A building name or alias (`TP`, `trading post`) as D, TP, TE, SH or SA."""
    name = " ".join(text.upper().split())
    name = _BUILDING_ALIASES.get(name, name)
    if name not in BUILDINGS:
        raise LedgerError(line, f"unknown building {text!r}")
    return name


def resource(text: str, line: int) -> str:
    """A resource name or alias (`pw`, `coins`) as C, W, P, PW, VP or BRIDGE."""
    name = text.upper()
    name = _RESOURCE_ALIASES.get(name, name)
    if name not in RESOURCES:
        raise LedgerError(line, f"unknown resource {text!r}")
    return name


def terrain(text: str, line: int) -> str:
    """A terrain colour (`grey` accepted for gray)."""
    name = text.lower()
    name = _TERRAIN_ALIASES.get(name, name)
    if name not in TERRAINS:
        raise LedgerError(line, f"unknown terrain {text!r}")
    return name


def adjustable(text: str, line: int) -> str:
    """What a `+X` adjustment names: a resource, a cult, a favour/town/bonus tile, SPADE."""
    name = text.upper()
    name = _RESOURCE_ALIASES.get(name, name)
    if name in RESOURCES or name in CULTS or _ADJUSTABLE.fullmatch(name):
        return name
    raise LedgerError(line, f"unknown adjustment {text!r}")
