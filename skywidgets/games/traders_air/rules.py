"""Legal actions and their application, phase by phase (rulebook 4, Sequence of Play)."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction

from .actions import (CollectIncome, EndActions, Lose, Move, PayTaxes, Purchase, Replenish,
                      Sell, SetUpContracts, SkipReplenish)
from .guild_contracts import legal_contracts, set_up_contracts
from .income import collect_income
from .moving import legal_moves, move
from .purchasing import legal_purchases, purchase
from .replenish import must_replenish, replenish, skip_replenish
from .selling import legal_losses, legal_sales, lose, sell
from .state import PHASE_LABEL, TradersState
from .taxes import end_actions, legal_taxes, pay_taxes

SEQUENCE_RULE = "Traders 4 — Sequence of play"

# action class -> (phase it belongs to, handler)
_HANDLERS = {
    CollectIncome: ("income", lambda s, a: collect_income(s)),
    Replenish: ("replenish", lambda s, a: replenish(s)),
    SkipReplenish: ("replenish", lambda s, a: skip_replenish(s)),
    Move: ("actions", move),
    Purchase: ("actions", purchase),
    SetUpContracts: ("actions", set_up_contracts),
    Sell: ("actions", sell),
    Lose: ("losses", lose),
    EndActions: ("actions", lambda s, a: end_actions(s)),
    PayTaxes: ("taxes", pay_taxes),
}


def legal_actions(state: TradersState) -> list[Action]:
    """Every action the current player may take now (empty once the game is over)."""
    step = state.step
    if step == "actions":
        return [*legal_moves(state), *legal_purchases(state), *legal_contracts(state),
                *legal_sales(state), EndActions()]
    if step == "income":
        return [CollectIncome()]
    if step == "replenish":
        return [Replenish()] if must_replenish(state) else [Replenish(), SkipReplenish()]
    if step == "losses":
        return list(legal_losses(state))
    if step == "taxes":
        return list(legal_taxes(state))
    return []


def apply(state: TradersState, action: Action) -> TradersState:
    """The state after `action`, or IllegalAction citing the rule it breaks."""
    entry = _HANDLERS.get(type(action))
    if entry is None:
        raise IllegalAction(SEQUENCE_RULE, f"{action!r} is not a Traders of the Air move")
    phase, handler = entry
    if state.step == "over":
        raise IllegalAction("Traders 5 — The end of the game", "the game is over")
    if state.step != phase:
        raise IllegalAction(SEQUENCE_RULE, f"it is the {PHASE_LABEL[state.step]} phase, so "
                                           f"'{action.label}' is not possible now")
    return handler(state, action)


def is_over(state: TradersState) -> bool:
    """Whether the final round is complete."""
    return state.step == "over"
