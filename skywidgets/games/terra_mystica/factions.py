"""The fourteen modelled factions: starting resources, costs, income tracks, abilities.

Base-game values are [snellman] facts (src/Game/Factions/*.pm); Shipyard costs, rewards and
Build Ship costs are [fan hint] (RULINGS.md).  Income tracks are indexed by the number of
that structure built (index 0 = none built; a dwelling track's index 0 is the base income).
Giants, Swarmlings, Halflings, Auren, Chaos Magicians, Mermaids, Cultists and Alchemists
are read from the Terra Mystica core's data (`terra_mystica.data.factions`,
snellman-sourced); their Shipyard boards are [project-defined] (the standard board of the
other ship factions; Swarmlings' Shipyard cost is the [fan hint] of RULINGS.md).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from types import MappingProxyType as _ro

from skywidgets.games.terra_mystica.data.factions import FACTIONS as _CORE


@dataclasses.dataclass(frozen=True)
class FactionData:
    """One faction board (plus its Shipyard board)."""

    name: str
    home: str  # terrain letter
    coins: int
    workers: int
    priests: int
    bowl1: int
    bowl2: int
    cults: tuple[int, int, int, int]  # FIRE WATER EARTH AIR
    cost: Mapping[str, Mapping[str, int]]  # structure -> {W, C}
    income: Mapping[str, Mapping[str, tuple[int, ...]]]  # structure -> resource -> track
    spade_cost: tuple[int, ...]  # workers per spade by exchange level (Darklings: priests)
    max_dig: int
    merchants: bool = False  # Fakirs, Dwarves: merchants, Range tile, Storehouse
    shipyard_ship: bool = True  # Shipyard reward includes 1 ship
    shipyard_step: bool = True  # Shipyard reward includes 1 shipping/range step
    build_ship_cost: Mapping[str, int] = dataclasses.field(
        default_factory=lambda: _ro({"W": 1, "C": 2})
    )
    start_dwellings: int = 2
    dig_cost: Mapping[str, int] = dataclasses.field(
        default_factory=lambda: _ro({"W": 2, "C": 5, "P": 1})
    )  # one exchange (dig) track step
    spade_vp: int = 0  # Halflings: VP per spade used
    transform_spades: int = 0  # Giants: every transform takes exactly this many spades
    town_gain: Mapping[str, int] = dataclasses.field(default_factory=lambda: _ro({}))
    sh_action: str = ""  # the Stronghold's special action (snellman ACTG, ACTS, ACTA)
    sh_spades: int = 0  # Halflings: spades at once when the Stronghold is built
    sh_favors: int = 0  # Auren: Favor tiles at once when the Stronghold is built
    build_favors: int = 1  # Favor tiles per Temple and Sanctuary built (Chaos Magicians: 2)
    sh_gain: Mapping[str, int] = dataclasses.field(default_factory=lambda: _ro({}))
    # ^ gained at once with the Stronghold: Mermaids SHIPPING 1, Cultists VP 7, Alchemists PW 12
    shipping_top: int = 3  # Mermaids: 5
    shipping_vp: tuple[int, ...] = (2, 3, 4)  # VP of a shipping step, by the level before it
    start_shipping: int = 0  # Mermaids: 1
    river_towns: bool = False  # Mermaids: a town may be founded across one river space
    leech_taken: Mapping[str, int] = dataclasses.field(default_factory=lambda: _ro({}))
    leech_declined: Mapping[str, int] = dataclasses.field(default_factory=lambda: _ro({}))
    spade_power: int = 0  # Alchemists: power per spade gained, once the Stronghold is built
    coins_per_vp: int = 3  # Alchemists: 2 (Philosopher's Stone), also for leftover coins


Pair = tuple[int, int]  # (workers, coins)
Tracks = Mapping[str, tuple[int, ...]]  # resource -> income by number built


def _cost(
    d: Pair, tp: Pair, te: Pair, sh: Pair, sa: Pair, sy: Pair = (4, 6)
) -> Mapping[str, Mapping[str, int]]:
    """Each structure's cost as {"W": workers, "C": coins}."""
    pairs = {"D": d, "TP": tp, "TE": te, "SH": sh, "SA": sa, "SY": sy}
    return _ro({k: _ro({"W": w, "C": c}) for k, (w, c) in pairs.items()})


_D_STD = (1, 2, 3, 4, 5, 6, 7, 8, 8)
_TE_STD = _ro({"P": (0, 1, 2, 3)})


def _income(
    d_w: tuple[int, ...] = _D_STD,
    tp_c: tuple[int, ...] = (0, 2, 4, 6, 8),
    tp_pw: tuple[int, ...] = (0, 1, 2, 4, 6),
    te: Tracks = _TE_STD,
    sh: Tracks = _ro({"PW": (0, 2)}),
    sa: Tracks = _ro({"P": (0, 1)}),
) -> Mapping[str, Tracks]:
    """Each structure's income tracks (the standard board unless given)."""
    return _ro(
        {
            "D": _ro({"W": d_w}),
            "TP": _ro({"C": tp_c, "PW": tp_pw}),
            "TE": te,
            "SH": sh,
            "SA": sa,
            "SY": _ro({"SHIP": (0, 1)}),
        }
    )


FACTIONS = _ro(
    {
        # Witches: Stronghold gives Witches' Ride (free Dwelling on any free forest, once a round);
        # +5 VP for every town founded.
        "witches": FactionData(
            "witches",
            "G",
            15,
            3,
            0,
            5,
            7,
            (0, 0, 0, 2),
            _cost((1, 2), (2, 3), (2, 5), (4, 6), (4, 6)),
            _income(),
            (3, 2, 1),
            2,
        ),
        # Nomads: 3 starting Dwellings; Stronghold gives Sandstorm (turn a directly adjacent
        # space into desert for free, then you may build there, once a round).
        "nomads": FactionData(
            "nomads",
            "D",
            15,
            2,
            0,
            5,
            7,
            (1, 0, 1, 0),
            _cost((1, 2), (2, 3), (2, 5), (4, 8), (4, 6)),
            _income(tp_c=(0, 2, 4, 7, 11), tp_pw=(0, 1, 2, 3, 4)),
            (3, 2, 1),
            2,
            start_dwellings=3,
        ),
        # Engineers: build a Bridge for 2 workers as an action; Stronghold: 3 VP per Bridge joining
        # two of their structures when passing.  Cheaper buildings, odd income tracks.
        "engineers": FactionData(
            "engineers",
            "S",
            10,
            2,
            0,
            3,
            9,
            (0, 0, 0, 0),
            _cost((1, 1), (1, 2), (1, 4), (3, 6), (3, 6), (3, 6)),
            _income(
                d_w=(0, 1, 2, 2, 3, 4, 4, 5, 6), te=_ro({"P": (0, 1, 1, 2), "PW": (0, 0, 5, 5)})
            ),
            (3, 2, 1),
            2,
            shipyard_step=False,
            build_ship_cost=_ro({"W": 1, "C": 1}),
        ),
        # Darklings: pay 1 priest per spade and score 2 VP per spade, no exchange track;
        # Stronghold: once, turn up to 3 workers into priests.
        "darklings": FactionData(
            "darklings",
            "K",
            15,
            1,
            1,
            5,
            7,
            (0, 1, 1, 0),
            _cost((1, 2), (2, 3), (2, 5), (4, 6), (4, 10)),
            _income(sa=_ro({"P": (0, 2)})),
            (1,),
            0,
            shipyard_ship=False,
        ),
        # Fakirs: Carpet flight (skip up to carpet range spaces for 1 priest, +4 VP; range +1 with
        # the Stronghold); exchange track only one step.  Merchants instead of ships.
        "fakirs": FactionData(
            "fakirs",
            "D",
            15,
            3,
            0,
            7,
            5,
            (1, 0, 0, 1),
            _cost((1, 2), (2, 3), (2, 5), (4, 10), (4, 6)),
            _income(sh=_ro({"P": (0, 1)})),
            (3, 2),
            1,
            merchants=True,
        ),
        # Dwarves: Tunnelling (skip one space for 2 workers, 1 after the Stronghold, +4 VP).
        # Merchants instead of ships.
        "dwarves": FactionData(
            "dwarves",
            "S",
            15,
            3,
            0,
            5,
            7,
            (0, 0, 2, 0),
            _cost((1, 2), (2, 3), (2, 5), (4, 6), (4, 6)),
            _income(tp_c=(0, 3, 5, 7, 10)),
            (3, 2, 1),
            2,
            merchants=True,
        ),
    }
)

# Core colour (snellman's names) -> terrain letter of data.WHEEL.
TERRAIN_OF_COLOUR = {
    "yellow": "D",
    "brown": "U",
    "black": "K",
    "blue": "L",
    "green": "G",
    "gray": "S",
    "red": "W",
}


def from_core(name: str, shipyard: Pair = (4, 6)) -> FactionData:
    """A faction board read from the Terra Mystica core's data ([snellman]) with the standard
    Shipyard board ([project-defined]: ship + shipping step, ship income 1, Build Ship 1W 2C)
    and the Shipyard cost `shipyard` (workers, coins)."""
    core = _CORE[name]
    b = core.buildings
    pairs = {k: (b[k].cost["W"], b[k].cost["C"]) for k in ("D", "TP", "TE", "SH", "SA")}
    cost = _cost(pairs["D"], pairs["TP"], pairs["TE"], pairs["SH"], pairs["SA"], shipyard)
    income = _ro({**{k: _ro(dict(b[k].income)) for k in pairs}, "SY": _ro({"SHIP": (0, 1)})})
    sh = b["SH"]
    ship = core.shipping
    ship_vp = (0,) * ship.start + tuple(ship.step_vp) if ship else (2, 3, 4)
    spade_gain = dict(core.spade_gain)
    return FactionData(
        name,
        TERRAIN_OF_COLOUR[core.home],
        core.coins,
        core.workers,
        core.priests,
        core.power[0],
        core.power[1],
        core.cults,
        cost,
        income,
        tuple(c["W"] for c in core.spade_cost),
        core.digging.top,
        start_dwellings=core.start_dwellings,
        dig_cost=_ro(dict(core.digging.step_cost)),
        spade_vp=core.spade_gain.get("VP", 0),
        transform_spades=core.transform_spades or 0,
        town_gain=_ro(dict(core.town_gain)),
        sh_action=sh.action or "",
        sh_spades=sh.gain.get("SPADE", 0),
        sh_favors=sh.favours,
        build_favors=b["TE"].favours,
        sh_gain=_ro({k: v for k, v in sh.gain.items() if k in ("VP", "PW", "SHIPPING")}),
        shipping_top=ship.top if ship else 3,
        shipping_vp=ship_vp,
        start_shipping=ship.start if ship else 0,
        river_towns=core.river_towns,
        leech_taken=_ro(dict(core.leech_taken)),
        leech_declined=_ro(dict(core.leech_declined)),
        spade_power=spade_gain.get("PW", 0) if core.spade_gain_needs_stronghold else 0,
        coins_per_vp=core.exchange.get("C", {}).get("VP", 3),
    )


# Giants (wasteland): every transform takes exactly 2 spades; Stronghold action ACTG: 2 free
# spades (a Dwelling may be built there).  Swarmlings (lakes): dearer buildings, richer income,
# 3 workers per town; Stronghold action ACTS: a free Trading house.  Halflings (plains): 1 VP
# per spade, a cheap exchange track; Stronghold: 3 spades at once.  Auren (forest):
# Stronghold: a Favor tile at once and action ACTA: 2 steps on one cult track.  Chaos
# Magicians (wasteland): one start Dwelling, placed last; 2 Favor tiles per Temple and
# Sanctuary; Stronghold action ACTC: a double turn (two actions one after the other).
# Mermaids (lakes): shipping 1 to 5, a free shipping step with the Stronghold, towns across
# one river space.  Cultists (plains): a cult step when an opponent takes their power, 1 power
# when all decline; 7 VP with the Stronghold.  Alchemists (swamp): Philosopher's Stone (1 VP
# <-> coins); 12 power with the Stronghold, then 2 power per spade gained.  All of them:
# [project-defined] standard Shipyard boards (no public data), Swarmlings' cost a [fan hint].
CORE_FACTIONS = _ro(
    {
        "giants": from_core("giants"),
        "swarmlings": from_core("swarmlings", shipyard=(5, 8)),  # [fan hint] RULINGS.md
        "halflings": from_core("halflings"),
        "auren": from_core("auren"),
        "chaosmagicians": from_core("chaosmagicians"),
        "mermaids": from_core("mermaids"),
        "cultists": from_core("cultists"),
        "alchemists": from_core("alchemists"),
    }
)
FACTIONS = _ro({**FACTIONS, **CORE_FACTIONS})
FACTION_ORDER = (
    "witches",
    "nomads",
    "engineers",
    "darklings",
    "fakirs",
    "dwarves",
    *CORE_FACTIONS,
)

# [snellman] exchange (dig) track advance and shipping advance.
DIG_ADVANCE_COST = _ro({"W": 2, "C": 5, "P": 1})  # every faction's but the Halflings'
GIANTS_ACTION_SPADES = 2  # ACTG (Constants.pm)
AUREN_ACTION_STEPS = 2  # ACTA (Constants.pm): on one cult track
CHAOS_ACTIONS = 2  # ACTC (Constants.pm GAIN_ACTION 2): main actions in the double turn
DIG_ADVANCE_VP = 6
SHIPPING_ADVANCE_COST = _ro({"C": 4, "P": 1})
MAX_SHIPPING = 3
DARKLINGS_SPADE_VP = 2
CARPET_VP = 4  # Fakirs per carpet flight, paying 1 priest
TUNNEL_VP = 4  # Dwarves per tunnel, paying 2 workers (1 with the Stronghold)
WITCHES_TOWN_VP = 5
ENGINEERS_BRIDGE_COST = 2  # workers
ENGINEERS_BRIDGE_PASS_VP = 3
NOMADS_SANDSTORM = "D"
DARKLINGS_SH_CONVERSIONS = 3


def conflict(a: str, b: str) -> bool:
    """Whether two factions share a home terrain (only one of them may play)."""
    return FACTIONS[a].home == FACTIONS[b].home
