"""A quick playout policy for the search bot, cheap above all and nearly deterministic (a
search with a few visits per move learns little from noisy playouts): upgrade to Trading
houses, build Dwellings, send priests and advance tracks, turn power into workers, and pass
only when nothing of that is left, so that a playout mostly ends at the search's cut-off,
scored by the smooth position value, rather than at the game end. The finish step after an
action mostly ends the turn at once (END_TURN)."""

from __future__ import annotations

import random
from typing import TypeVar

from skywidgets.core import Action

from . import actions as A
from . import legal, tables, transform_list
from .free_actions import conversions, free_actions
from .rules import legal_actions
from .state import DoubleTurn, PowerOffer, State, TurnEnd

T = TypeVar("T")

TAKEN_POWER = 3  # power offers up to this much are taken, larger ones declined
UPGRADE_ORDER = ("TP", "SH", "TE", "SY", "SA")
POWER_ORDER = ("ACT6", "ACT5", "ACT3", "ACT2", "ACT4")  # spades, workers, priest, coins
CONVERSIONS = ("PW>W", "PW>P")
NOISE = 0.1  # a move among equals is chosen at random this often
END_TURN = 0.9  # the finish step ends the turn this often, else converts or burns once


def rollout(state: State, rng: random.Random) -> Action:
    """A legal move for a quick playout."""
    if state.pending and type(state.pending[0]) is not DoubleTurn:  # its actions: as on turn
        head = state.pending[0]
        if isinstance(head, PowerOffer):
            return A.Leech(head.power <= TAKEN_POWER, head.power)
        if isinstance(head, TurnEnd):
            return _finish_turn(state, head, rng)
        return _decision(legal_actions(state), rng)
    if state.step != "actions":
        return _pick(legal_actions(state), rng)
    i = state.turn
    ups = legal.upgrades(state, i)
    if ups:
        return min(ups, key=_upgrade_rank)
    builds = [a for a in transform_list.transform_moves(state, i) if _builds(a)]
    if builds:
        return _pick(builds, rng)
    seat = state.seats[i]
    others = legal.developments(state, i, seat)
    if others:
        return _pick(others, rng)
    powers = legal.power_actions(state, i, seat)
    for act in POWER_ORDER:
        if A.PowerAction(act) in powers:
            return A.PowerAction(act)
    convertible = conversions(seat)
    for what in CONVERSIONS:
        if A.Convert(what) in convertible:
            return A.Convert(what)
    if state.round >= tables.ROUNDS:
        return A.Pass("")
    return A.Pass(_pick([c for c, _n in state.bonus_pool], rng))


def _finish_turn(state: State, head: TurnEnd, rng: random.Random) -> Action:
    """The finish step: mostly "end turn", now and then one free conversion or burn."""
    if rng.random() < END_TURN:
        return _END_TURN
    return rng.choice(free_actions(state, head.seat) or (_END_TURN,))


_END_TURN = A.EndTurn()


def _pick(options: list[T], rng: random.Random) -> T:
    """The first option, or now and then a random one."""
    return rng.choice(options) if rng.random() < NOISE else options[0]


def _upgrade_rank(action: Action) -> int:
    return UPGRADE_ORDER.index(action.to) if isinstance(action, A.Upgrade) else len(UPGRADE_ORDER)


def _builds(action: Action) -> bool:
    return isinstance(action, A.TransformAndBuild) and action.build


def _decision(moves: list[Action], rng: random.Random) -> Action:
    """Other decisions: a spade builds a Dwelling when it can, else the first answer."""
    builds = [a for a in moves if _builds(a)]
    return _pick(builds or moves, rng)
