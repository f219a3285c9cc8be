"""The search's prior at its root: the position value one move ahead, as probabilities
(`core.one_ply`), scored by the seat's points plus its position value (`position_value`:
islands now and at risk, closable islands, harbours, cubes and sets) less the best rival's."""

from __future__ import annotations

from skywidgets.core.one_ply import OnePlyPrior

from .determinize import determinize
from .position_value import evaluate
from .rules import apply, legal_actions
from .scoring import scores

one_ply_prior = OnePlyPrior(
    apply=apply,
    legal_actions=legal_actions,
    scores=scores,
    evaluate=evaluate,
    determinize=determinize,
    running=lambda state: state.current_player is not None,
)
