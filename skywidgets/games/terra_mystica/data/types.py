"""The shapes of Terra Mystica's data: faction boards, buildings, tracks, tiles.

Costs and gains are read-only mappings from a resource key to an amount. Keys: C (coins),
W (workers), P (priests), PW (power, gained into the bowls), VP, SPADE, the cults FIRE,
WATER, EARTH, AIR, CULT (a step on a cult track of the faction's choice), and two
stronghold rewards: SHIPPING (free shipping steps) and W_TO_P (that many workers may be
exchanged 1:1 for priests, once).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

Cost = Mapping[str, int]
Tracks = Mapping[str, tuple[int, ...]]

NO_COST: Cost = MappingProxyType({})


def ro(**amounts: int) -> Cost:
    """A read-only cost/gain mapping."""
    return MappingProxyType(dict(amounts))


def _none() -> Any:
    """An empty read-only mapping (a dataclass field's default)."""
    return MappingProxyType({})


@dataclasses.dataclass(frozen=True)
class Building:
    """One building type on a faction board.

    `income` maps a resource to its income by the number of these buildings built (index 0:
    none built; for dwellings index 0 is the faction board's base income).
    """

    cost: Cost
    income: Tracks
    count: int  # how many the faction board holds
    gain: Cost = dataclasses.field(
        default_factory=_none
    )  # one-time gain when built (stronghold rewards)
    favours: int = 0  # favour tiles taken when built
    action: str | None = None  # special action this building unlocks (Constants.pm %actions)
    ability: str = ""  # the lasting effect, in words


@dataclasses.dataclass(frozen=True)
class Track:
    """The shipping or digging track: start level, top level, cost and VP of each step."""

    start: int
    top: int
    step_cost: Cost
    step_vp: tuple[int, ...]  # VP for the steps from `start`, in order


@dataclasses.dataclass(frozen=True)
class Teleport:
    """Dwarves' tunnelling or Fakirs' carpet flight (instead of shipping)."""

    kind: str  # "tunnel" or "carpet"
    cost: Cost  # per use, before the stronghold
    cost_with_stronghold: Cost
    vp: int  # VP gained per use
    reach: int  # spaces skipped, before the stronghold
    reach_with_stronghold: int
    reach_top: int  # farthest reach (town tile TW7 adds one)


@dataclasses.dataclass(frozen=True)
class Faction:
    """One base-game faction board (snellman `Game/Factions/<Name>.pm`)."""

    name: str  # ledger name: lower case, no spaces
    display: str
    home: str  # home terrain = the faction's colour (snellman `color`)
    board_id: int  # snellman's faction_board_id
    coins: int
    workers: int
    priests: int
    power: tuple[int, int, int]  # bowls I, II, III
    cults: tuple[int, int, int, int]  # FIRE, WATER, EARTH, AIR
    shipping: Track | None  # None: no shipping (Dwarves, Fakirs)
    digging: Track
    spade_cost: tuple[Cost, ...]  # one spade's cost at each digging level
    buildings: Mapping[str, Building]  # D, TP, TE, SH, SA
    vp: int = 20
    teleport: Teleport | None = None
    special_actions: tuple[str, ...] = ()  # actions usable without the stronghold
    exchange: Mapping[str, Cost] = dataclasses.field(default_factory=_none)
    spade_gain: Cost = dataclasses.field(
        default_factory=_none
    )  # gained per spade used (Darklings, Halflings, Alchemists)
    spade_gain_needs_stronghold: bool = False
    town_gain: Cost = dataclasses.field(
        default_factory=_none
    )  # gained with every town tile (Witches, Swarmlings)
    leech_taken: Cost = dataclasses.field(
        default_factory=_none
    )  # Cultists: gained when an opponent takes their power
    leech_declined: Cost = dataclasses.field(
        default_factory=_none
    )  # Cultists: gained when every opponent declines
    start_dwellings: int = 2
    transform_spades: int | None = None  # Giants: every transform takes exactly 2 spades
    bridge_pass_vp: int = 0  # Engineers with stronghold: VP per bridge when passing
    river_towns: bool = False  # Mermaids: a town may span one river space
    rules: tuple[str, ...] = ()  # the exceptions in words, each with its source


@dataclasses.dataclass(frozen=True)
class BonusCard:
    """A bonus card: income, an optional action, VP when passing."""

    name: str
    income: Cost
    action: str | None = None
    pass_vp: Tracks = dataclasses.field(
        default_factory=_none
    )  # building/track -> VP by count (or level)
    shipping: int = 0  # + shipping in that round's action phase (BON4)
    option: str | None = None  # only with this game option


@dataclasses.dataclass(frozen=True)
class ScoringTile:
    """A round scoring tile: VP for an event, and cult income at the end of the round."""

    name: str
    vp: Cost  # event (D, TP, TE, SH, SA, SPADE, TOWN) -> VP
    cult: str  # cult track counted (CULT_P, SCORE9: the faction's priests on cult spaces)
    steps: int  # every `steps` on that track (or priests) earns `income` once
    income: Cost
    option: str | None = None


@dataclasses.dataclass(frozen=True)
class FavourTile:
    """A favour tile: cult steps when taken, then income, VP or an action."""

    name: str
    cult: str
    steps: int
    copies: int
    income: Cost = dataclasses.field(default_factory=_none)
    build_vp: Cost = dataclasses.field(default_factory=_none)  # VP when building that type (D, TP)
    pass_vp: Tracks = dataclasses.field(default_factory=_none)
    town_power: int = 0  # change of the power a town needs (FAV5: -1)
    action: str | None = None


@dataclasses.dataclass(frozen=True)
class TownTile:
    """A town tile: its gains (KEY: cult keys) and how many copies exist."""

    name: str
    gain: Cost
    copies: int
    option: str | None = None
    shipping: int = 0  # TW7: + one shipping (or carpet/tunnel range) step


@dataclasses.dataclass(frozen=True)
class PowerAction:
    """A power action or special action: cost, gain, what it allows."""

    name: str
    cost: Cost
    gain: Cost
    allows: str = ""  # the follow-up it allows (bridge, transform and build, ...)
    blocks: bool = True  # taken spaces block everyone until the round ends
