"""Extension points of the engine: what an expansion adds to the base game.

The base game's modules know nothing of their expansions. An expansion (Merchants of the Seas,
`games/merchants_seas/layer.py`) describes what it adds as a `Layer` and hands it to
`add_layer`, which puts each piece in the one table of the base module that asks for it:

- the decisions it adds (subclasses of `state.LayerDecision`): when each still offers a
  choice (`rounds.HAS_CHOICE`), the gains that start them (`resources.DECISION_GAINS`),
  which may wait between rounds (`checks.ROUND_EDGE_DECISIONS`), and the checks of its
  pieces and decisions in a state (`consistency.LAYER_CHECKS`);
- the moves of those decisions and how each is listed (`rules.FLOW`, `rules.ANSWERS`);
- the words of those moves for the log and the coach (`explain.PHRASES`,
  `explain.FINISH_PHRASES`);
- what its gains start and when they are refused (`power_actions.GAIN_EFFECTS`,
  `power_actions.GAIN_PROBLEMS`);
- its ships, which the engine's reach and Dwellings use (`reach.SHIPS`,
  `building.SHIP_RETURNED`), and the VP its cards and tiles give for passing
  (`passing.PASS_RULES`, `passing.FAVOR_PASS_VP`);
- its box: the components its games put on the table and the named rules they always play
  (`boxes.BOXES`);
- what the view shows of its pieces and while its decisions run (`view.HEX_VIEWS`,
  `view.SEAT_VIEWS`, `view.EXTRA_VIEWS`);
- a setup step after the initial Dwellings (`setup.AFTER_DWELLINGS`, `rules.STEPS`,
  `checks.SETUP_CHECKS`, `state.PHASE_LABELS`), what follows a new Dwelling
  (`building.DWELLING_BUILT`), the structures it adds (`upgrading.STRUCTURES`) and its
  special actions (`power_actions.SPECIALS`).

The moves, listings and words belong to decisions only the layer's games reach; the gains
and the view are kept by box, so a base game plays and shows the same whether or not an
expansion was imported. Adding a layer twice is harmless (the same entries are written
again). Its own part of the state is `State.expansion`, which the engine never reads.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from skywidgets.core import Action

from . import (
    boxes,
    building,
    checks,
    consistency,
    explain,
    passing,
    power_actions,
    reach,
    resources,
    rounds,
    rules,
    setup,
    upgrading,
    view,
)
from .power_actions import Special
from .state import DECISION_LABELS, PHASE_LABELS, Decision, LayerDecision, State
from .upgrading import Structure

Problem = tuple[str, str] | None  # (rule, reason) refusing a move, None when it may be made


@dataclasses.dataclass(frozen=True)
class Layer:
    """What an expansion adds to the engine (every table keyed as its base module keys it)."""

    name: str
    box: str  # the box whose games it plays in (`State.box`): its gains and view are theirs
    # the components of that box and the named rules it always plays, by options
    components: Callable[[frozenset[str]], boxes.Box] | None = None
    action_classes: tuple[type[Action], ...] = ()
    # the decisions it adds -> whether one still offers a choice (else it is dropped)
    decisions: Mapping[type[LayerDecision], Callable[[State, Any], bool]] = dataclasses.field(
        default_factory=dict
    )
    # a gain word ("SHIP") -> the decisions (seat, how many) queue
    decision_gains: Mapping[str, Callable[[int, int], tuple[Decision, ...]]] = dataclasses.field(
        default_factory=dict
    )
    # which of its decisions income or a cult bonus may leave waiting between rounds
    round_edge_decisions: Callable[[Decision], bool] | None = None
    # the problems of its pieces and decisions in a state
    state_check: Callable[[State], list[str]] | None = None
    # its ships: their hexes for a seat (reach, a Dwelling they pay for) and returning one
    ships: Callable[[State, int], tuple[int, ...]] | None = None
    ship_returned: Callable[[State, int, int], State] | None = None
    # VP for passing by its Bonus cards' pass rules and by its Favor tiles
    pass_rules: Mapping[str, Callable[[State, int, tuple[Any, ...]], int]] = dataclasses.field(
        default_factory=dict
    )
    favor_pass_vp: Mapping[str, Callable[[State, int], int]] = dataclasses.field(
        default_factory=dict
    )
    # the fields it adds to each hex and each seat of the view
    hex_view: Callable[[State, int], dict[str, Any]] | None = None
    seat_view: Callable[[State, int], dict[str, Any]] | None = None
    # phase or decision kind -> {action class: play}, with the labels of new phases
    moves: Mapping[str, Mapping[type[Action], Callable[[State, Any], State]]] = dataclasses.field(
        default_factory=dict
    )
    labels: Mapping[str, str] = dataclasses.field(default_factory=dict)
    # decision class -> the moves that answer it
    answers: Mapping[type, Callable[[State, Any], list[Action]]] = dataclasses.field(
        default_factory=dict
    )
    # action class -> (before, action, after, seat) -> (what it did, rule)
    phrases: Mapping[type[Action], Callable[[State, Any, State, int], tuple[str, str]]] = (
        dataclasses.field(default_factory=dict)
    )
    # decision kind -> what finishing it early does, and the rule
    finish_phrases: Mapping[str, tuple[str, str]] = dataclasses.field(default_factory=dict)
    # a gain word of a power action or card ("MOVE") -> the decision it starts for seat i
    gain_effects: Mapping[str, Callable[[State, int], State]] = dataclasses.field(
        default_factory=dict
    )
    # the same word -> its refusal (asked before paying with before_paying=True, then after)
    gain_problems: Mapping[str, Callable[[State, int, bool], Problem]] = dataclasses.field(
        default_factory=dict
    )
    # a field of the view -> its value for a state
    views: Mapping[str, Callable[[State], Any]] = dataclasses.field(default_factory=dict)
    # a setup step after the initial Dwellings: (step, label), how it starts, its moves, and
    # its checks given the seats still to act
    setup_step: tuple[str, str] | None = None
    after_dwellings: Callable[[State], State] | None = None
    step_moves: Callable[[State], list[Action]] | None = None
    setup_check: Callable[[State, tuple[int, ...]], list[str]] | None = None
    # what happens when a Dwelling appears (seat, hex), after its scoring, before towns
    dwelling_built: Callable[[State, int, int], State] | None = None
    # the structures it adds, by code (the Shipyard), and its special actions, by name
    structures: Mapping[str, Structure] = dataclasses.field(default_factory=dict)
    specials: Mapping[str, Special] = dataclasses.field(default_factory=dict)


def add_layer(layer: Layer) -> None:
    """Put each piece of `layer` in the table of the base module that asks for it."""
    if layer.components is not None:
        boxes.BOXES[layer.box] = layer.components
    labels = dict(layer.labels)
    for kind in layer.decisions:
        labels[kind.kind] = DECISION_LABELS[kind.kind] = kind.label
    rounds.HAS_CHOICE.update(layer.decisions)
    resources.DECISION_GAINS.setdefault(layer.box, {}).update(layer.decision_gains)
    if layer.round_edge_decisions is not None:
        checks.ROUND_EDGE_DECISIONS[layer.box] = layer.round_edge_decisions
    if layer.state_check is not None:
        consistency.LAYER_CHECKS[layer.box] = layer.state_check
    if layer.ships is not None:
        reach.SHIPS[layer.box] = layer.ships
    if layer.ship_returned is not None:
        building.SHIP_RETURNED[layer.box] = layer.ship_returned
    passing.PASS_RULES.update(layer.pass_rules)
    passing.FAVOR_PASS_VP.update(layer.favor_pass_vp)
    if layer.hex_view is not None:
        view.HEX_VIEWS[layer.box] = layer.hex_view
    if layer.seat_view is not None:
        view.SEAT_VIEWS[layer.box] = layer.seat_view
    if layer.setup_step is not None:
        step, label = layer.setup_step
        labels[step] = PHASE_LABELS[step] = label
        if layer.step_moves is not None:
            rules.STEPS[step] = layer.step_moves
    rules.FLOW.extend(layer.moves, labels)
    rules.ANSWERS.update(layer.answers)
    explain.PHRASES.update(layer.phrases)
    explain.FINISH_PHRASES.update(layer.finish_phrases)
    power_actions.GAIN_EFFECTS.setdefault(layer.box, {}).update(layer.gain_effects)
    power_actions.GAIN_PROBLEMS.setdefault(layer.box, {}).update(layer.gain_problems)
    view.EXTRA_VIEWS.setdefault(layer.box, {}).update(layer.views)
    if layer.after_dwellings is not None:
        setup.AFTER_DWELLINGS[layer.box] = layer.after_dwellings
    if layer.setup_check is not None:
        checks.SETUP_CHECKS[layer.box] = layer.setup_check
    if layer.dwelling_built is not None:
        building.DWELLING_BUILT[layer.box] = (layer.dwelling_built,)
    upgrading.STRUCTURES.setdefault(layer.box, {}).update(layer.structures)
    power_actions.SPECIALS.setdefault(layer.box, {}).update(layer.specials)
