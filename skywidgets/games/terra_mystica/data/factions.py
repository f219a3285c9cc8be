"""The 14 base-game factions of Terra Mystica, as data.

Source: the snellman engine (github.com/jsnell/terra-mystica, MIT), one file per faction:
`src/Game/Factions/<Name>.pm` (start resources, costs, income, tracks, stronghold gains),
defaults from `src/Game/Factions.pm` (`initialize_faction`: 20 VP, bowl III empty, 8 D /
4 TP / 3 TE / 1 SH / 1 SA, one favour per temple and sanctuary, base exchange rates), the
start dwellings from `src/acting.pm` (`setup_order`), and the faction exceptions written in
code from `src/map.pm` (Giants' 2 spades), `src/scoring.pm` (Engineers' bridges),
`src/towns.pm` (Mermaids' river towns) and `src/commands.pm` (Cultists' leech effect).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from skywidgets.games.terra_mystica.data.board import TERRAIN_COLOURS
from skywidgets.games.terra_mystica.data.types import (
    NO_COST,
    Building,
    Cost,
    Faction,
    Teleport,
    Track,
    Tracks,
    ro,
)

_D_W = (1, 2, 3, 4, 5, 6, 7, 8, 8)
_TP = MappingProxyType({"C": (0, 2, 4, 6, 8), "PW": (0, 1, 2, 4, 6)})
_TP_HIGH = MappingProxyType({"C": (0, 2, 4, 7, 11), "PW": (0, 1, 2, 3, 4)})
_TE = MappingProxyType({"P": (0, 1, 2, 3)})
_SA_P1 = MappingProxyType({"P": (0, 1)})
_SA_P2 = MappingProxyType({"P": (0, 2)})
_PW2 = MappingProxyType({"PW": (0, 2)})
_PW4 = MappingProxyType({"PW": (0, 4)})

SHIPPING = Track(start=0, top=3, step_cost=ro(C=4, P=1), step_vp=(2, 3, 4))
DIGGING = Track(start=0, top=2, step_cost=ro(W=2, C=5, P=1), step_vp=(6, 6))
SPADE_COST = (ro(W=3), ro(W=2), ro(W=1))

# Base exchange rates (Factions.pm `%base_exchange_rates`): from -> to -> how many `from`
# buy one `to`. C -> VP is snellman's, used at the game's end.
BASE_EXCHANGE: Mapping[str, Cost] = MappingProxyType(
    {
        "PW": ro(C=1, W=3, P=5),
        "W": ro(C=1),
        "P": ro(C=1, W=1),
        "C": ro(VP=3),
    }
)


def _track(resource: str, values: tuple[int, ...]) -> Tracks:
    """A one-resource income track."""
    return MappingProxyType({resource: values})


def _buildings(
    *,
    d: tuple[int, int] = (1, 2),
    tp: tuple[int, int] = (2, 3),
    te: tuple[int, int] = (2, 5),
    sh: tuple[int, int],
    sa: tuple[int, int],
    d_income: tuple[int, ...] = _D_W,
    tp_income: Tracks = _TP,
    te_income: Tracks = _TE,
    sh_income: Tracks = _PW2,
    sa_income: Tracks = _SA_P1,
    sh_gain: Cost = NO_COST,
    sh_action: str | None = None,
    sh_favours: int = 0,
    sh_ability: str = "",
    favours: int = 1,
) -> Mapping[str, Building]:
    """A faction board's five buildings; costs are (workers, coins)."""

    def cost(pair: tuple[int, int]) -> Cost:
        """A (workers, coins) pair as a cost."""
        return ro(W=pair[0], C=pair[1])

    return MappingProxyType(
        {
            "D": Building(cost(d), _track("W", d_income), count=8),
            "TP": Building(cost(tp), tp_income, count=4),
            "TE": Building(cost(te), te_income, count=3, favours=favours),
            "SH": Building(
                cost(sh),
                sh_income,
                count=1,
                gain=sh_gain,
                favours=sh_favours,
                action=sh_action,
                ability=sh_ability,
            ),
            "SA": Building(cost(sa), sa_income, count=1, favours=favours),
        }
    )


def _faction(
    name: str,
    display: str,
    home: str,
    board_id: int,
    start: tuple[int, int, int],
    power: tuple[int, int],
    cults: tuple[int, int, int, int],
    buildings: Mapping[str, Building],
    **extra: object,
) -> Faction:
    """A faction with the standard tracks unless `extra` overrides them."""
    coins, workers, priests = start
    fields: dict[str, object] = {
        "shipping": SHIPPING,
        "digging": DIGGING,
        "spade_cost": SPADE_COST,
        "exchange": BASE_EXCHANGE,
    }
    fields.update(extra)
    return Faction(
        name=name,
        display=display,
        home=home,
        board_id=board_id,
        coins=coins,
        workers=workers,
        priests=priests,
        power=(power[0], power[1], 0),
        cults=cults,
        buildings=buildings,
        **fields,  # type: ignore[arg-type]
    )


def _exchange(**overrides: Cost) -> Mapping[str, Cost]:
    """The base exchange rates with some rates added or changed."""
    rates = {key: dict(value) for key, value in BASE_EXCHANGE.items()}
    for key, value in overrides.items():
        rates.setdefault(key, {}).update(value)
    return MappingProxyType({key: ro(**value) for key, value in rates.items()})


# fmt: off
_FACTIONS = (
    # Game/Factions/Alchemists.pm
    _faction(
        "alchemists", "Alchemists", "black", 11, (15, 3, 0), (5, 7), (1, 1, 0, 0),
        _buildings(sh=(4, 6), sa=(4, 6), tp_income=_TP_HIGH, sh_income=_track("C", (0, 6)),
                   sh_gain=ro(PW=12), sh_ability="2 power per spade from now on"),
        exchange=_exchange(C=ro(VP=2), VP=ro(C=1)),
        spade_gain=ro(PW=2),
        spade_gain_needs_stronghold=True,
        rules=("Philosopher's Stone: 1 VP -> 1 C and 2 C -> 1 VP at any time",),
    ),
    # Game/Factions/Auren.pm
    _faction(
        "auren", "Auren", "green", 13, (15, 3, 0), (5, 7), (0, 1, 0, 1),
        _buildings(sh=(4, 6), sa=(4, 8), sh_action="ACTA", sh_favours=1,
                   sh_ability="a favour tile; action: 2 steps on one cult track"),
    ),
    # Game/Factions/Chaosmagicians.pm; acting.pm: one start dwelling, placed last
    _faction(
        "chaosmagicians", "Chaos Magicians", "red", 3, (15, 4, 0), (5, 7), (2, 0, 0, 0),
        _buildings(sh=(4, 4), sa=(4, 8), sh_income=_track("W", (0, 2)), favours=2,
                   sh_action="ACTC", sh_ability="action: two actions in one turn"),
        start_dwellings=1,
        rules=("two favour tiles per temple and sanctuary",),
    ),
    # Game/Factions/Cultists.pm; leech_effect (option errata-cultist-power)
    _faction(
        "cultists", "Cultists", "brown", 10, (15, 3, 0), (5, 7), (1, 0, 1, 0),
        _buildings(sh=(4, 8), sa=(4, 8), sh_gain=ro(VP=7)),
        leech_taken=ro(CULT=1),
        leech_declined=ro(PW=1),
        rules=(
            "1 cult step when an opponent takes power from their building, "
            "1 power when every opponent declines",
        ),
    ),
    # Game/Factions/Darklings.pm
    _faction(
        "darklings", "Darklings", "black", 12, (15, 1, 1), (5, 7), (0, 1, 1, 0),
        _buildings(sh=(4, 6), sa=(4, 10), sa_income=_SA_P2, sh_gain=ro(W_TO_P=3),
                   sh_ability="once: up to 3 workers exchanged 1:1 for priests"),
        digging=Track(start=0, top=0, step_cost=ro(), step_vp=()),
        spade_cost=(ro(P=1),),
        spade_gain=ro(VP=2),
        rules=("spades cost 1 priest each and give 2 VP; no digging track",),
    ),
    # Game/Factions/Dwarves.pm (teleport: tunnel)
    _faction(
        "dwarves", "Dwarves", "gray", 7, (15, 3, 0), (5, 7), (0, 0, 2, 0),
        _buildings(sh=(4, 6), sa=(4, 6),
                   tp_income=MappingProxyType({"C": (0, 3, 5, 7, 10), "PW": (0, 1, 2, 4, 6)}),
                   sh_ability="tunnelling costs 1 worker"),
        shipping=None,
        teleport=Teleport("tunnel", ro(W=2), ro(W=1), vp=4, reach=1,
                          reach_with_stronghold=1, reach_top=1),
        rules=("no shipping; tunnelling: build one space away for 2 W (+4 VP)",),
    ),
    # Game/Factions/Engineers.pm; scoring.pm (bridge VP with stronghold)
    _faction(
        "engineers", "Engineers", "gray", 8, (10, 2, 0), (3, 9), (0, 0, 0, 0),
        _buildings(d=(1, 1), tp=(1, 2), te=(1, 4), sh=(3, 6), sa=(3, 6),
                   d_income=(0, 1, 2, 2, 3, 4, 4, 5, 6),
                   te_income=MappingProxyType({"P": (0, 1, 1, 2), "PW": (0, 0, 5, 5)}),
                   sh_ability="3 VP per bridge between two own buildings when passing"),
        special_actions=("ACTE",),
        bridge_pass_vp=3,
        rules=("action (any number of times): a bridge for 2 workers",),
    ),
    # Game/Factions/Fakirs.pm (teleport: carpet)
    _faction(
        "fakirs", "Fakirs", "yellow", 1, (15, 3, 0), (7, 5), (1, 0, 0, 1),
        _buildings(sh=(4, 10), sa=(4, 6), sh_income=_track("P", (0, 1)),
                   sh_ability="carpet flight reaches one space farther"),
        shipping=None,
        digging=Track(start=0, top=1, step_cost=ro(W=2, C=5, P=1), step_vp=(6,)),
        spade_cost=(ro(W=3), ro(W=2)),
        teleport=Teleport("carpet", ro(P=1), ro(P=1), vp=4, reach=1,
                          reach_with_stronghold=2, reach_top=4),
        rules=("no shipping; carpet flight: build over other spaces for 1 priest (+4 VP)",),
    ),
    # Game/Factions/Giants.pm; map.pm (`transform_cost`: always 2 spades)
    _faction(
        "giants", "Giants", "red", 4, (15, 3, 0), (5, 7), (1, 0, 0, 1),
        _buildings(sh=(4, 6), sa=(4, 6), sh_income=_PW4, sh_action="ACTG",
                   sh_ability="action: 2 free spades"),
        transform_spades=2,
        rules=("every transform to the home terrain takes exactly 2 spades",),
    ),
    # Game/Factions/Halflings.pm
    _faction(
        "halflings", "Halflings", "brown", 9, (15, 3, 0), (3, 9), (0, 0, 1, 1),
        _buildings(sh=(4, 8), sa=(4, 6), sh_gain=ro(SPADE=3),
                   sh_ability="once: 3 spades (and a dwelling on one transformed space)"),
        digging=Track(start=0, top=2, step_cost=ro(W=2, C=1, P=1), step_vp=(6, 6)),
        spade_gain=ro(VP=1),
        rules=("1 VP per spade; a digging step costs 1 coin (not 5)",),
    ),
    # Game/Factions/Mermaids.pm; towns.pm (`connect`: a town across one river space)
    _faction(
        "mermaids", "Mermaids", "blue", 6, (15, 3, 0), (3, 9), (0, 2, 0, 0),
        _buildings(sh=(4, 6), sa=(4, 8), sh_income=_PW4, sh_gain=ro(SHIPPING=1),
                   sh_ability="one free shipping step"),
        shipping=Track(start=1, top=5, step_cost=ro(C=4, P=1), step_vp=(2, 3, 4, 5)),
        river_towns=True,
        rules=("start at shipping 1 (track to 5); a town may skip one river space",),
    ),
    # Game/Factions/Nomads.pm; acting.pm: a third start dwelling
    _faction(
        "nomads", "Nomads", "yellow", 2, (15, 2, 0), (5, 7), (1, 0, 1, 0),
        _buildings(sh=(4, 8), sa=(4, 6), tp_income=_TP_HIGH, sh_action="ACTN",
                   sh_ability="action: Sandstorm, an adjacent space to home terrain"),
        start_dwellings=3,
    ),
    # Game/Factions/Swarmlings.pm
    _faction(
        "swarmlings", "Swarmlings", "blue", 5, (20, 8, 0), (3, 9), (1, 1, 1, 1),
        _buildings(d=(2, 3), tp=(3, 4), te=(3, 6), sh=(5, 8), sa=(5, 8),
                   d_income=(2, 3, 4, 5, 6, 7, 8, 9, 9),
                   tp_income=MappingProxyType({"C": (0, 2, 4, 6, 9), "PW": (0, 2, 4, 6, 8)}),
                   sh_income=_PW4, sa_income=_SA_P2, sh_action="ACTS",
                   sh_ability="action: a free trading house upgrade"),
        town_gain=ro(W=3),
        rules=("3 workers with every town",),
    ),
    # Game/Factions/Witches.pm
    _faction(
        "witches", "Witches", "green", 14, (15, 3, 0), (5, 7), (0, 0, 0, 2),
        _buildings(sh=(4, 6), sa=(4, 6), sh_action="ACTW",
                   sh_ability="action: Witches' Ride, a free dwelling on any forest"),
        town_gain=ro(VP=5),
        rules=("5 VP with every town",),
    ),
)
# fmt: on

FACTIONS: Mapping[str, Faction] = MappingProxyType({f.name: f for f in _FACTIONS})
FACTION_NAMES: tuple[str, ...] = tuple(FACTIONS)
# Display colour of each faction: its home terrain's (board.TERRAIN_COLOURS, project-defined)
FACTION_COLOURS: Mapping[str, str] = MappingProxyType(
    {f.name: TERRAIN_COLOURS[f.home] for f in _FACTIONS}
)
