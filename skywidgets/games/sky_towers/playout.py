"""The quick playout policy of the search bots (`Ruleset.rollout`): finish towers, build, draw."""

from __future__ import annotations

import random

from skywidgets.core import Action

from .actions import Ask, Draw, EndTurn, Play, PutBack, ReturnTower, SixDraw
from .data import TARGET
from .rules import legal_actions
from .state import State

#: Chance of taking a completing Play when there is one.
_FINISH = 0.9
#: Chance of building (a Play on an own tower) rather than drawing.
_BUILD = 0.6


def rollout(state: State, rng: random.Random) -> Action:
    """A legal move: complete a tower if possible, else build or draw; rarely return or end."""
    legal = legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    finish: list[Action] = []
    build: list[Action] = []
    draw: list[Action] = []
    rest: list[Action] = []
    for action in legal:
        if isinstance(action, Play):
            cards = state.seats[action.owner].towers[action.tower]
            own = action.owner == state.current_player
            if own and sum(cards) + action.card * action.count == TARGET:
                finish.append(action)
            else:
                (build if own else rest).append(action)
        elif isinstance(action, (Draw, SixDraw)):
            draw.append(action)
        elif isinstance(action, PutBack):
            build.append(action)
        elif not isinstance(action, (ReturnTower, EndTurn, Ask)):
            draw.append(action)
        else:
            rest.append(action)
    if finish and rng.random() < _FINISH:
        return rng.choice(finish)
    if build and (not draw or rng.random() < _BUILD):
        return rng.choice(build)
    if draw:
        return rng.choice(draw)
    return rng.choice(finish or rest)
