"""The course of a round: whose decision is next, turn order, Phase I income, the end of
Phase II, Phase III cult bonuses and clean-up, the game end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import cultists, tables
from .boxes import rules_in_play
from .decisions import bridge_options, cult_options, darklings_max, favor_options, town_options
from .free_actions import free_actions
from .income import income_of
from .resources import DECISION_GAINS, gain, gain_power, power_room
from .state import (
    BridgePlacement,
    CultChoice,
    CultistsTally,
    DarklingsPriests,
    Decision,
    DoubleTurn,
    FavorChoice,
    FireFavorChoice,
    FreeTradingHouse,
    PowerOffer,
    RiverTown,
    Seat,
    SpadeUse,
    State,
    TownChoice,
    TurnEnd,
    evolve,
    with_pending,
)
from .strongholds import free_tp_spots
from .towns import river_town_spaces
from .waiting import resurface


def collect(state: State, grants: list[tuple[int, dict[str, int], str]]) -> State:
    """Apply several seats' gains in order, queueing their decisions in that same order."""
    if not grants:
        return state
    pend = state.pending
    state = with_pending(state, ())
    for i, gains, source in grants:
        state = gain(state, i, gains, source)
        pend += state.pending
        state = with_pending(state, ())
    return with_pending(state, pend)


def _viable(state: State, p: Decision) -> Decision | None:
    """The pending decision as it stands now, or None when nothing can be chosen."""
    if isinstance(p, PowerOffer):
        seat = state.seats[p.seat]
        power = min(p.power, power_room(seat), seat.vp + 1)
        if power <= 0:
            return None
        return p if power == p.power else evolve(p, power=power)
    return p if HAS_CHOICE[type(p)](state, p) else None


# Whether each kind of decision still offers a choice (the power offer is refreshed instead;
# an expansion adds its decisions' through layers.py).
HAS_CHOICE: dict[type, Callable[[State, Any], bool]] = {
    FavorChoice: lambda s, p: bool(favor_options(s, p.seat)),
    TownChoice: lambda s, p: bool(town_options(s)),
    CultChoice: lambda s, p: bool(cult_options(s, p.seat, p.steps)),
    BridgePlacement: lambda s, p: bool(bridge_options(s, p.seat)),
    DarklingsPriests: lambda s, p: darklings_max(s, p.seat) > 0,
    FireFavorChoice: lambda s, p: True,
    SpadeUse: lambda s, p: p.spades > 0,
    TurnEnd: lambda s, p: bool(free_actions(s, p.seat)),  # "end turn" alone is no choice
    FreeTradingHouse: lambda s, p: bool(free_tp_spots(s, p.seat)),
    DoubleTurn: lambda s, p: True,  # passing at least is always open
    RiverTown: lambda s, p: bool(river_town_spaces(s, p.seat, p.hex)),
}


def normalize(state: State) -> State:
    """Drop pending decisions that offer no choice; refresh power offers."""
    while state.pending:
        if isinstance(state.pending[0], CultistsTally):  # offers answered: Cultists' reward
            state = cultists.reward(state)
            continue
        head = _viable(state, state.pending[0])
        if head is None:
            state = with_pending(state, state.pending[1:])
            continue
        if head is not state.pending[0]:
            state = evolve(state, pending=(head,) + state.pending[1:])
        break
    return state


def settle(state: State) -> State:
    """Move the game on until someone has a real decision to take."""
    if not state.pending and state.step == "actions":  # the common case, in short
        return next_turn(state) if state.acted else state
    state = normalize(state)
    if state.pending:
        return state
    if state.step == "income":
        return evolve(state, step="actions", turn=state.order[0], acted=False)
    if state.step == "actions":
        return next_turn(state) if state.acted else state
    if state.step == "cult_bonus":
        return end_round(state)
    return state


def start_round(state: State, rnd: int) -> State:
    """Phase I of round `rnd`: pay everyone's income; an expansion's income that asks to act
    (Merchants of the Seas' ships) becomes decisions (Phase II begins at once when there is
    none)."""
    fresh: dict[str, Any] = {
        "step": "income",
        "round": rnd,
        "power_used": frozenset(),
        "acted": False,
        "pending": (),
        "queue": (),
        "turn": state.order[0],
        "next_order": (),
    }
    incomes = [(i, income_of(state, i)) for i in state.order]  # the board and tiles decide
    asks = DECISION_GAINS.get(state.box, {})
    if len(incomes) != len(state.seats) or not all(
        inc.keys() <= _RESOURCES | asks.keys() for _i, inc in incomes
    ):
        return settle(_income_by_gain(evolve(state, **fresh)))
    # Every seat in order, every income resources and decisions: one update per seat, markers
    # reset with it.
    seats = list(state.seats)
    later: list[Decision] = []
    for i, inc in incomes:
        seat = seats[i]
        room = tables.MAX_PRIESTS - seat.priests - seat.priests_sent
        seats[i] = evolve(
            seat,
            passed=seat.dropped,
            used=frozenset(),
            blocked=(),  # a held step never lasts into a new round
            coins=seat.coins + inc.get("C", 0),
            workers=seat.workers + inc.get("W", 0),
            priests=seat.priests + max(0, min(inc.get("P", 0), room)),  # as priests_after
            bowls=gain_power(seat.bowls, inc.get("PW", 0)),
        )
        later += [d for word, start in asks.items() if word in inc for d in start(i, inc[word])]
    fresh.update(seats=tuple(seats), pending=tuple(later))
    if not later:  # nothing to decide in Phase I: Phase II begins (as `settle` would)
        fresh["step"] = "actions"
    return settle(evolve(state, **fresh))


_RESOURCES = frozenset({"C", "W", "P", "PW"})


def _income_by_gain(state: State) -> State:
    """Phase I paid seat by seat through `gain` (any kind of income); an expansion's decisions
    queue after everyone's income, in turn order."""
    seats = tuple(evolve(s, passed=False, used=frozenset(), blocked=()) for s in state.seats)
    state = evolve(state, seats=seats)
    asks = DECISION_GAINS.get(state.box, {})
    for i in state.order:
        inc = income_of(state, i)
        later = [d for word, start in asks.items() if word in inc for d in start(i, inc.pop(word))]
        state = gain(state, i, inc, "income")
        if later:
            state = evolve(state, pending=state.pending + tuple(later))
    return state


def turn_over(state: State, **changes: Any) -> State:
    """`state` with `changes` after a move that ends its mover's turn: when nothing is left
    to decide the turn goes on at once, in the same copy (otherwise `settle` hands it on
    once the decisions are taken)."""
    if not changes.get("pending", state.pending) and state.step == "actions":
        return next_turn(state, acted=True, **changes)
    return evolve(state, acted=True, **changes)


def next_turn(state: State, **changes: Any) -> State:
    """Hand the turn to the next player in order who has not passed (`changes`: fields the
    move ending the turn changes, made in the same copy)."""
    seats = changes.get("seats", state.seats)
    order = state.order
    k = order.index(state.turn)
    for d in range(1, len(order) + 1):
        i = order[(k + d) % len(order)]
        if not seats[i].passed:
            if seats[i].blocked:  # a step held at 9 lasts until the seat's next turn
                changes = {**changes, "seats": _held_steps_lost(seats, i)}
            state = evolve(state, **{**changes, "turn": i, "acted": False})
            return resurface(state) if state.waiting else state
    if changes:
        state = evolve(state, **changes)
    if state.waiting:  # offers let wait are answered before the action phase ends
        return resurface(state, phase_end=True)
    return end_actions(state)


def _held_steps_lost(seats: tuple[Seat, ...], i: int) -> tuple[Seat, ...]:
    """The seats with seat `i`'s cult steps held at 9 for want of a key given up: a key
    that comes later in the same action still takes them to 10 (`resources.unblock`), one
    that comes in a later turn does not (Terra Mystica — Cult tracks: a step to 10 without
    a key is lost; snellman clears `cult_blocked` when the faction's next move starts)."""
    return tuple(evolve(s, blocked=()) if k == i else s for k, s in enumerate(seats))


def end_actions(state: State) -> State:
    """All have passed: Phase III cult bonuses (rounds 1–5), or the end of the game."""
    if state.round >= tables.ROUNDS:
        return evolve(state, step="over", pending=(), acted=False)
    _what, _vp, cult, need, reward = tables.ROUND_TILES[state.round_tiles[state.round - 1]]
    state = evolve(state, step="cult_bonus", acted=False)
    grants = []
    gone = tuple(i for i, s in enumerate(state.seats) if s.dropped and i not in state.next_order)
    for i in state.next_order + gone:
        seat = state.seats[i]
        # SCORE9 counts the priests sent to the cults' order spaces, all game long
        held = seat.priests_sent if cult == "PRIESTS" else seat.cults[tables.CULTS.index(cult)]
        times = held // need
        asks = _ASKS | DECISION_GAINS.get(state.box, {}).keys()
        gains = {k: v * times for k, v in reward.items() if not (seat.dropped and k in asks)}
        if times and gains:
            grants.append((i, gains, "cult bonus"))
    state = collect(state, grants)
    return settle(state)


_ASKS = frozenset({"SPADE", "SHIPPING", "CULT"})  # gains that ask the faction to act


def next_round_order(state: State) -> tuple[int, ...]:
    """Next round's turn order: the pass order (Merchants of the Seas, and the base game's
    `variable-turn-order`); else the first to pass starts and the others follow in seat
    order (Terra Mystica — Phase II: Passing)."""
    gone = tuple(i for i, s in enumerate(state.seats) if s.dropped and i not in state.next_order)
    rules = rules_in_play(state.box, state.options)
    if "variable-turn-order" in rules or not state.next_order:
        return state.next_order + gone  # who left the game last: never on turn, still paid
    first, n = state.next_order[0], len(state.seats)
    return tuple((first + k) % n for k in range(n))


def end_round(state: State) -> State:
    """Clean-up: a coin on every unused Bonus card, pass order becomes turn order."""
    pool = tuple((c, n + 1) for c, n in state.bonus_pool)
    state = evolve(state, bonus_pool=pool, order=next_round_order(state))
    return start_round(state, state.round + 1)
