"""Shared by the Merchants of the Seas rule tests: positions and the exact decision answers."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator

from skywidgets.core import Action, evolve
from skywidgets.core.memo import Memo
from skywidgets.games.merchants_seas import RULESET, apply
from skywidgets.games.merchants_seas.positions import H, river, table
from skywidgets.games.merchants_seas.ship_actions import ResolveTrade
from skywidgets.games.merchants_seas.trading import trade_rewards
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.state import PowerOffer, State, TurnEnd, decision

__all__ = [
    "H",
    "end_turn",
    "finishing",
    "forget_memos",
    "game_moves",
    "leech",
    "river",
    "table",
    "trade",
    "turn_of",
]


def game_moves(factions: str | None, seed: int, players: int = 4) -> Iterator[tuple[State, Action]]:
    """(state, action) pairs of one seeded random game, in the order play reaches them."""
    names = [f"P{k}" for k in range(factions.count(",") + 1 if factions else players)]
    options = {"factions": factions} if factions else {}
    s = RULESET.start(names, seed=seed, **options)
    rnd = random.Random(seed)
    while not RULESET.is_over(s):
        action = rnd.choice(RULESET.legal_actions(s))
        yield s, action
        s = RULESET.apply(s, action)


def forget_memos() -> int:
    """Empty every table the engine remembers across states (its `core.memo` functions and
    `Memo` mappings); returns how many there were."""
    found = 0
    for name, module in list(sys.modules.items()):
        if not name.startswith(
            ("skywidgets.games.terra_mystica.", "skywidgets.games.merchants_seas.")
        ):
            continue
        for value in vars(module).values():
            if isinstance(value, Memo):
                value.clear()
                found += 1
            elif callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
                found += 1
    return found


def finishing(state: State) -> bool:
    """Whether the seat on turn is in the finish step (its action and follow-ups done)."""
    return bool(state.pending) and isinstance(state.pending[0], TurnEnd)


def end_turn(state: State) -> State:
    """`state` after the seat on turn ends its turn in the finish step (which must be due)."""
    decision(state, TurnEnd)
    return apply(state, A.EndTurn())


def leech(state: State, accept: bool) -> A.Leech:
    """The exact leech action for the offer waiting in `state`."""
    return A.Leech(accept, decision(state, PowerOffer).power)


def trade(state: State, h: int, option: int) -> ResolveTrade:
    """The exact resolve_trade action for the trade waiting at hex `h` in `state`."""
    structure = state.building[h]
    vp, _options = trade_rewards(structure, state.seats[state.pending[0].seat].favors)
    return ResolveTrade(h, option, structure, vp)


def turn_of(state: State, seat: int) -> State:
    """`state` with the turn ended (the finish step too, when due) and given to `seat`: a
    shortcut to a later turn of the same seat."""
    if finishing(state):
        state = end_turn(state)
    return evolve(state, turn=seat)
