"""The quick playout policy of the search bots (`Ruleset.coach.rollout`): finish towers,
build, draw.

It follows the tip of the 1 (Effects: 1, `tips.wastes_a_one`): a 1 that leaves its tower
stuck is played only when nothing else is legal. `rollout.prior` weighs a seat's moves by the
rulebook's tips for the search's root (a PUCT prior, `bots.mcts`): finishing a tower first, a
move a tip recommends next, a 1 that leaves its tower stuck last.

The multiplayer game asks the search for paired playouts (`Playout.paired`, `bots.mcts`): the
draw decides much there, and comparing every move on the same sampled deals and seeds is what
lifts the search above the greedy bot (docs/coach.md, "Paired playouts"). It takes the best
mean of the pairs (`strong_prior` infinite: no tie-break to the tips, which cost the gain), with
a 1 that leaves its tower stuck not played out (`bots.mcts.PRUNE`), and its playouts stop
after 20 moves, at 400 iterations (`Playout.cutoff`, `Playout.iterations`). Light and the
Taroma game keep the tree search at the search's own settings.
"""

from __future__ import annotations

import math
import random

from skywidgets.core import Action

from .actions import Ask, Draw, EndTurn, Play, PutBack, ReturnTower, SixDraw
from .data import TARGET
from .rules import legal_actions
from .state import State
from .tips import TIP_1, tip_for, wastes_a_one

#: Chance of taking a completing Play when there is one.
_FINISH = 0.9
#: Chance of building (a Play on an own tower) rather than drawing.
_BUILD = 0.6
#: The prior's weights: a finishing Play, a Play a tip recommends, a 1 the tip keeps back.
_PRIOR_FINISH = 4.0
_PRIOR_TIP = 2.0
_PRIOR_WASTE = 0.02
#: The multiplayer game's paired playouts: 20 moves (about five turns), then the fitted position
#: value judges, at 400 iterations, twice the default for about the same time as 40 moves at
#: 200 (docs/coach.md, "Shorter playouts, more of them"). Light and the Taroma game keep the
#: search's own (40 moves, 200 iterations).
_PAIRED_CUTOFF = 20
_PAIRED_ITERATIONS = 400


class Playout:
    """The playout policy (called as `Ruleset.coach.rollout`), its prior over the root's moves,
    and where the search pairs its playouts."""

    #: paired playouts take their best mean: no tie of the pairs goes to the tips
    strong_prior = math.inf

    def paired(self, state: State) -> bool:
        """Whether the search pairs its playouts here: in the multiplayer game only."""
        return state.mode == "multiplayer"

    def cutoff(self, state: State) -> int | None:
        """A playout's moves: the multiplayer game's own, else the search's (None)."""
        return _PAIRED_CUTOFF if state.mode == "multiplayer" else None

    def iterations(self, state: State) -> int | None:
        """A decision's budget: the multiplayer game's own, else the search's (None)."""
        return _PAIRED_ITERATIONS if state.mode == "multiplayer" else None

    def __call__(self, state: State, rng: random.Random) -> Action:
        """A legal move by the quick policy (`policy`)."""
        return policy(state, rng)

    def prior(self, state: State, seat: int, legal: list[Action]) -> dict[Action, float]:
        """Each legal move's prior weight, summing to 1 (the tips; only what `seat` sees)."""
        weight = {a: _weight(state, seat, a) for a in legal}
        total = sum(weight.values())
        return {a: w / total for a, w in weight.items()}


def _weight(state: State, seat: int, action: Action) -> float:
    """How strongly the tips recommend a move: finishing, a tip followed, a 1 wasted."""
    if not isinstance(action, Play):
        return 1.0
    if wastes_a_one(state, seat, action):
        return _PRIOR_WASTE
    cards = state.seats[action.owner].towers[action.tower]
    if action.owner == seat and sum(cards) + action.card * action.count == TARGET:
        return _PRIOR_FINISH
    tip = tip_for(state, seat, action)
    return _PRIOR_TIP if tip is not None and tip[1] != TIP_1 else 1.0


def policy(state: State, rng: random.Random) -> Action:
    """A legal move: complete a tower if possible, else build or draw; rarely return or end."""
    legal = legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    finish: list[Action] = []
    build: list[Action] = []
    draw: list[Action] = []
    rest: list[Action] = []
    waste: list[Action] = []
    seat = state.current_player
    assert seat is not None
    towers = state.seats[seat].towers
    for action in legal:
        if isinstance(action, Play):
            if action.owner != seat:
                rest.append(action)
            elif sum(towers[action.tower]) + action.card * action.count == TARGET:
                finish.append(action)
            elif action.card == 1 and wastes_a_one(state, seat, action):
                waste.append(action)
            else:
                build.append(action)
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
    return rng.choice(finish or rest or waste)


#: The policy as the Ruleset declares it: `rollout(state, rng)`, with `rollout.prior`.
rollout = Playout()
