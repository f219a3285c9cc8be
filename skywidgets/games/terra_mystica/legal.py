"""The moves open in Phase II (and to a spade decision). Each kind of move is listed through
the very check `apply` makes (the `*_problem` functions of building.py, upgrading.py,
power_actions.py...): a move is listed when no rule refuses it. Candidates are narrowed first
by what is cheap to know (facts derived once per board, tables remembered by the values that
decide them), never by trying the move. tests/games/merchants_seas/test_listed_moves.py
compares every list with trying each move, test_derived_facts.py every derived fact with a
straightforward computation."""

from __future__ import annotations

from collections.abc import Mapping

from skywidgets.core import Action
from skywidgets.core.memo import memo

from . import actions as A
from . import building, tables
from .boxes import box_of
from .cults import priest_problem
from .digging import dig_moves
from .factions import FACTIONS
from .facts import counts_of
from .free_actions import conversions
from .leaving import LEAVE, OPTION, may_leave
from .passing import pass_options
from .power_actions import SPECIALS as EXPANSION_SPECIALS
from .power_actions import advance_problem, power_problem, special_problem
from .state import Seat, State
from .strongholds import stronghold_specials
from .transform_list import transform_moves
from .upgrading import upgrade_options

SPECIALS = ("bonus", "FAV6", "engineers_bridge")  # the base game's; an expansion's come first
TRACKS = ("shipping", "dig")


def phase_two(state: State, i: int) -> list[Action]:
    """Complete and exact list of seat `i`'s moves on its Phase II turn."""
    seat = state.seats[i]
    counts = counts_of(state, i)
    out = list(conversions(seat))
    out += transform_moves(state, i)
    if FACTIONS[seat.faction].spade_power:  # spades that bring power: dig first (Alchemists)
        out += dig_moves(state, i, counts)
    out += upgrades(state, i)
    out += power_actions(state, i, seat)
    out += [
        _special(what) for what in specials(state.box) if special_problem(state, i, what) is None
    ]
    out += stronghold_specials(state, i, seat, counts)
    out += developments(state, i, seat)
    if OPTION in state.options and may_leave(state):
        out.append(LEAVE)
    out += [_PASS[card] for card in pass_options(state)]
    return out


def developments(state: State, i: int, seat: Seat) -> list[Action]:
    """Seat `i`'s moves that develop rather than build: the Witches' ride, the Nomads'
    sandstorm, advancing on the shipping and exchange tracks, sending a Priest."""
    out = building.ride_moves(state, i)
    out += building.sandstorm_moves(state, i)
    out += [_ADVANCE[track] for track in TRACKS if advance_problem(state, i, track) is None]
    if seat.priests:
        out += priests(state, i)
    return out


def power_actions(state: State, i: int, seat: Seat) -> list[Action]:
    """The power actions seat `i` may take: those its power pays for and nobody took yet
    (a table), each then checked by `power_problem` when it asks for more than that."""
    power = seat.bowls[2]
    if power < _LEAST_POWER:
        return []
    held = min(power, _DEAREST_POWER)  # more power changes nothing
    return [
        action
        for act, action in _open_power_actions(held, state.power_used, state.box, state.options)
        if act not in _MORE_THAN_POWER or power_problem(state, i, act) is None
    ]


@memo(4096)
def _open_power_actions(
    power: int, used: frozenset[str], box: str, options: frozenset[str]
) -> tuple[tuple[str, Action], ...]:
    """The power actions `power` pays for that are not taken yet, in the box's game."""
    acts = box_of(box, options).power_actions
    return tuple(
        (act, action)
        for act, price, action in _POWER
        if power >= price and act not in used and act in acts
    )


_POWER = tuple((act, v[0], A.PowerAction(act)) for act, v in tables.POWER_ACTIONS.items())
_LEAST_POWER = min(price for _a, price, _x in _POWER)
_DEAREST_POWER = max(price for _a, price, _x in _POWER)
# The power actions `power_problem` refuses for more than their power, the round's use and
# the box (the table's checks): a bridge spot, a Favor tile, a priest, a ship to move or get.
_MORE_THAN_POWER = frozenset({"ACT1", "ACT7", "ACT8", "ACT9"})


_ADVANCE = {track: A.Advance(track) for track in TRACKS}
_PASS = {card: A.Pass(card) for card in ("", *tables.BONUS_CARDS)}  # "": the last round's pass
_SPECIAL = {what: A.Special(what) for what in SPECIALS}


def specials(box: str) -> tuple[str, ...]:
    """The special actions a game of `box` lists, in order: the Bonus card's, FAV6's, the
    expansion's (power_actions.SPECIALS), the Engineers' bridge."""
    return (*SPECIALS[:2], *EXPANSION_SPECIALS.get(box, {}), *SPECIALS[2:])


def _special(what: str) -> A.Special:
    """The special action `what` (one object per name)."""
    return _SPECIAL.get(what) or _SPECIAL.setdefault(what, A.Special(what))


def priests(state: State, i: int) -> list[Action]:
    """Send a Priest: to each cult's next order space, or one step, where the rule allows."""
    return [
        _SEND[c, o]
        for c in tables.CULTS
        for o in (True, False)
        if not priest_problem(state, i, c, o)
    ]


_SEND = {(c, o): A.SendPriest(c, o) for c in tables.CULTS for o in (True, False)}


def upgrades(state: State, i: int) -> list[Action]:
    """The upgrades seat `i` may pay for now."""
    seat = state.seats[i]
    least_c, least_w = _CHEAPEST[seat.faction]
    if seat.coins < least_c or seat.workers < least_w:
        return []
    options = upgrade_options(state.facts, i, seat.faction, state.box)
    coins, workers = seat.coins, seat.workers
    return [a for a, c, w in options if coins >= c and workers >= w]


def _cheapest_upgrade(faction: str) -> tuple[int, int]:
    """The fewest coins and the fewest workers any upgrade of `faction` costs."""
    costs = [c for to, c in FACTIONS[faction].cost.items() if to != "D"]
    return min(c["C"] for c in costs), min(c["W"] for c in costs)


_CHEAPEST: Mapping[str, tuple[int, int]] = {f: _cheapest_upgrade(f) for f in FACTIONS}
