"""Legal actions and their application, phase by phase (rulebook 4, Sequence of play)."""

from __future__ import annotations

from skywidgets.core import Action, Flow

from .actions import (
    CollectIncome,
    EndActions,
    Lose,
    Move,
    PayTaxes,
    Purchase,
    Replenish,
    Sell,
    SetUpContracts,
    SkipReplenish,
)
from .guild_contracts import legal_contracts, set_up_contracts
from .income import collect_income
from .moving import legal_moves, move
from .purchasing import legal_purchases, purchase
from .replenish import must_replenish, replenish, skip_replenish
from .selling import legal_losses, legal_sales, lose, sell
from .state import PHASE_LABELS, State
from .taxes import end_actions, legal_taxes, pay_taxes

SEQUENCE_RULE = "Traders 4 — Sequence of play"
END_RULE = "Traders 5 — The end of the game"

FLOW: Flow[State] = Flow(
    game="Traders of the Air",
    sequence_rule=SEQUENCE_RULE,
    end_rule=END_RULE,
    labels=PHASE_LABELS,
    phase_of=lambda state: state.step,
    over_phase="over",
    moves={
        "income": {CollectIncome: collect_income},
        "replenish": {Replenish: replenish, SkipReplenish: skip_replenish},
        "actions": {
            Move: move,
            Purchase: purchase,
            SetUpContracts: set_up_contracts,
            Sell: sell,
            EndActions: end_actions,
        },
        "losses": {Lose: lose},
        "taxes": {PayTaxes: pay_taxes},
    },
)


def legal_actions(state: State) -> list[Action]:
    """Every action the current player may take now (empty once the game is over)."""
    step = state.step
    if step == "actions":
        return [
            *legal_moves(state),
            *legal_purchases(state),
            *legal_contracts(state),
            *legal_sales(state),
            EndActions(),
        ]
    if step == "income":
        return [CollectIncome()]
    if step == "replenish":
        return [Replenish()] if must_replenish(state) else [Replenish(), SkipReplenish()]
    if step == "losses":
        return list(legal_losses(state))
    if step == "taxes":
        return list(legal_taxes(state))
    return []


def apply(state: State, action: Action) -> State:
    """The state after `action`, or IllegalAction citing the rule it breaks."""
    return FLOW.apply(state, action)


def is_over(state: State) -> bool:
    """Whether the final round is complete."""
    return state.step == "over"
