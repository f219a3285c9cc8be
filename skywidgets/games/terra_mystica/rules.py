"""legal_actions, apply and is_over: the setup steps, Phase II and every pending decision as
one phase table (a pending decision is the phase until it is taken)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from skywidgets.core import Action, Flow, IllegalAction

from . import actions as A
from . import (
    board,
    building,
    decisions,
    digging,
    double_turn,
    free_actions,
    leaving,
    legal,
    passing,
    power_actions,
    setup,
    step_back,
    strongholds,
    tables,
    towns,
    transform_list,
    turn_end,
    upgrading,
    waiting,
)
from .rounds import settle
from .state import (
    DECISION_LABELS,
    PHASE_LABELS,
    BridgePlacement,
    CultChoice,
    DarklingsPriests,
    Decision,
    DoubleTurn,
    FavorChoice,
    FireFavorChoice,
    FreeTradingHouse,
    PowerOffer,
    RiverTown,
    SpadeUse,
    State,
    TownChoice,
    TurnEnd,
    with_pending,
)

R_SEQUENCE = (
    "Terra Mystica — course of the game: setup, then rounds of Phases I–III; "
    "decisions are taken in turn"
)
R_END = "Terra Mystica — game end"


def is_over(state: State) -> bool:
    """Whether final scoring has happened."""
    return state.step == "over"


# -- apply ---------------------------------------------------------------------------------


def settled(play: Callable[[State, Any], State]) -> Callable[[State, Any], State]:
    """A handler that moves the game on to the next real decision afterwards."""
    return lambda state, action: settle(play(state, action))


def _transform(state: State, a: A.TransformAndBuild) -> State:
    """Phase II or a spade decision: the deciding seat transforms (and builds)."""
    i = state.pending[0].seat if state.pending else state.turn
    return building.transform_and_build(state, i, a.hex, a.terrain, a.build, a.ship)


def convert_now(state: State, a: A.Convert) -> State:
    """A free conversion or burn while the seat on turn pays its action's follow-up costs
    (spades of a spade decision, power for ship moves) or takes its follow-ups (a Favor or
    Town tile, a cult step, a bridge: Terra Mystica — free actions at any time in your turn),
    or before it answers a power offer (the offer is then what its bowls can take: `settle`)."""
    i = state.pending[0].seat
    if not free_actions.free_actions_now(state, i):
        raise IllegalAction(power_actions.R_CONVERT, "conversions are free in your own turn")
    if a.what != "BURN" and free_actions.answer_first(state, i):
        raise IllegalAction(free_actions.R_ANSWER_FIRST, "answer the power offer first")
    return power_actions.convert(state, i, a.what)


def finish(state: State, _action: A.Finish) -> State:
    """Stop moving ships or using spades: the rest is forfeited (never spades dug)."""
    head = state.pending[0]
    if type(head) is SpadeUse and head.dug:
        raise IllegalAction(building.R_SPADES, "the spades you dug must be used")
    return with_pending(state, state.pending[1:])


def _main(play: Callable[[State, Any], State]) -> Callable[[State, Any], State]:
    """A main action of Phase II: the finish step queued after it, then `settled`."""
    return lambda state, action: settle(turn_end.with_turn_end(play(state, action)))


# No finish step after passing: a pass gains nothing a conversion could use (its coins and
# VP convert into nothing), and the ledgers convert before "pass", never after it.
_PHASE_TWO: dict[type[Action], Callable[[State, Any], State]] = {
    A.Convert: lambda s, a: power_actions.convert(s, s.turn, a.what),
    **{cls: _main(play) for cls, play in double_turn.MAIN_PLAYS.items()},
    A.Pass: settled(lambda s, a: passing.pass_turn(s, s.turn, a.card)),
    A.LeaveGame: settled(lambda s, a: leaving.leave(s, s.turn)),
    A.Dig: _main(lambda s, a: digging.dig(s, s.turn, a)),
}

FLOW: Flow[State] = Flow(
    game="merchants_seas",
    sequence_rule=R_SEQUENCE,
    end_rule=R_END,
    labels={**PHASE_LABELS, **DECISION_LABELS},
    moves={
        "setup_dwellings": {A.PlaceDwelling: setup.place_dwelling},
        "setup_bonus": {A.ChooseBonus: setup.choose_bonus},
        "actions": _PHASE_TWO,
        PowerOffer.kind: {
            A.Leech: settled(decisions.leech),
            A.Convert: settled(convert_now),
            A.LetWait: settled(waiting.let_wait),
        },
        FavorChoice.kind: {A.TakeFavor: settled(decisions.take_favor), A.Convert: convert_now},
        TownChoice.kind: {
            A.TakeTown: settled(decisions.take_town),
            A.Convert: convert_now,
            A.StepBack: step_back.step_back,
        },
        CultChoice.kind: {A.ChooseCult: settled(decisions.choose_cult), A.Convert: convert_now},
        BridgePlacement.kind: {
            A.PlaceBridge: settled(decisions.place_bridge),
            A.Convert: convert_now,
        },
        DarklingsPriests.kind: {A.DarklingsConvert: settled(decisions.darklings_convert)},
        FireFavorChoice.kind: {A.FireFavorBonus: settled(decisions.fav13)},
        FreeTradingHouse.kind: {A.Upgrade: settled(upgrading.free_trading_house)},
        RiverTown.kind: {
            A.ConnectRiver: settled(towns.answer_river_town),
            A.Finish: settled(finish),
            A.Convert: convert_now,
        },
        SpadeUse.kind: {
            A.TransformAndBuild: settled(_transform),
            A.Finish: settled(finish),
            A.Convert: convert_now,
        },
        DoubleTurn.kind: double_turn.MOVES,
        TurnEnd.kind: {
            A.EndTurn: settled(turn_end.end_turn),
            A.Convert: settled(convert_now),
        },
    },
    phase_of=lambda s: s.pending[0].kind if s.pending else s.step,
    over_phase="over",
    refuse=turn_end.refuse,
)


def apply(state: State, action: Action) -> State:
    """The state after `action`, or IllegalAction (the given state is never changed)."""
    return FLOW.apply(state, action)


# -- legal_actions -------------------------------------------------------------------------


def legal_actions(state: State) -> list[Action]:
    """Complete and exact list of the moves open to `state.current_player`."""
    if state.pending:
        if state.step == "over":
            return []
        head = state.pending[0]
        return ANSWERS[type(head)](state, head)
    if state.step == "actions":
        return legal.phase_two(state, state.turn)
    if state.step == "over":
        return []
    if state.step == "setup_dwellings":
        return [_PLACE_DWELLING[h] for h in setup.initial_spots(state)]
    if state.step in STEPS:  # a setup step an expansion adds (layers.py)
        return STEPS[state.step](state)
    if state.step == "setup_bonus":
        return [_CHOOSE_BONUS[c] for c, _n in state.bonus_pool]
    return legal.phase_two(state, state.turn)


# Actions naming one hex, made once (actions are immutable).
_PLACE_DWELLING = tuple(A.PlaceDwelling(h) for h in range(board.N_HEXES))
_CHOOSE_BONUS = {card: A.ChooseBonus(card) for card in tables.BONUS_CARDS}
FINISH = A.Finish()
_END_TURN = A.EndTurn()


def _leeches(power: int) -> tuple[Action, Action]:
    """Accept and decline a power offer of `power`."""
    return A.Leech(True, power), A.Leech(False, power)


_TAKE_FAVOR = {t: A.TakeFavor(t) for t in tables.FAVORS}
_CHOOSE_CULT = {c: A.ChooseCult(c) for c in tables.CULTS}

# The answers to each pending decision (an expansion adds its own: layers.py).
ANSWERS: dict[type[Decision], Callable[[State, Any], list[Action]]] = {
    PowerOffer: lambda s, p: [
        *_leeches(p.power),
        *waiting.wait_moves(s, p),
        *free_actions.free_actions(s, p.seat),
    ],
    FavorChoice: lambda s, p: [
        *[_TAKE_FAVOR[t] for t in decisions.favor_options(s, p.seat)],
        *free_actions.free_actions(s, p.seat),
    ],
    TownChoice: lambda s, p: [
        *[A.TakeTown(t) for t in decisions.town_options(s)],
        *free_actions.free_actions(s, p.seat),
        *step_back.step_back_moves(s, p),
    ],
    CultChoice: lambda s, p: [
        *[_CHOOSE_CULT[c] for c in decisions.cult_options(s, p.seat, p.steps)],
        *free_actions.free_actions(s, p.seat),
    ],
    BridgePlacement: lambda s, p: [
        *[A.PlaceBridge(a, b) for a, b in decisions.bridge_options(s, p.seat)],
        *free_actions.free_actions(s, p.seat),
    ],
    DarklingsPriests: lambda s, p: [
        A.DarklingsConvert(n) for n in range(decisions.darklings_max(s, p.seat) + 1)
    ],
    FireFavorChoice: lambda s, p: [A.FireFavorBonus(n) for n in decisions.fav13_options(s, p.seat)],
    FreeTradingHouse: strongholds.free_tp_answers,
    RiverTown: lambda s, p: [
        *towns.river_town_answers(s, p),
        *free_actions.free_actions(s, p.seat),
    ],
    SpadeUse: lambda s, p: [
        *transform_list.transform_moves(s, p.seat),
        *([] if p.dug else [FINISH]),
        *free_actions.free_actions(s, p.seat),
    ],
    TurnEnd: lambda s, p: [_END_TURN, *free_actions.free_actions(s, p.seat)],
    DoubleTurn: double_turn.answers,
}

# The moves of the setup steps an expansion adds, by step (layers.py).
STEPS: dict[str, Callable[[State], list[Action]]] = {}
