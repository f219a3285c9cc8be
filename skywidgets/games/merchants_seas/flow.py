"""Game flow: whose decision is next, turn order, end of Phase II, Phase III, game end."""

from __future__ import annotations

from skywidgets.core.state import evolve

from . import data
from .resources import gain, power_room
from .state import Pending, State


def collect(state: State, grants: list[tuple[int, dict, str]]) -> State:
    """Apply several seats' gains in order, queueing their decisions in that same order."""
    pend = state.pending
    state = evolve(state, pending=())
    for i, gains, source in grants:
        state = gain(state, i, gains, source)
        pend += state.pending
        state = evolve(state, pending=())
    return evolve(state, pending=pend)


def _viable(state: State, p: Pending) -> Pending | None:
    """The pending decision as it stands now, or None when nothing can be chosen."""
    from . import decisions, reach
    seat = state.seats[p.seat]
    if p.kind == "ship":
        if len(seat.ships) >= data.SHIPS or not reach.ship_spawn(state, p.seat, p.tag == "SY"):
            return None
    elif p.kind == "leech":
        n = min(p.n, power_room(seat), seat.vp + 1)
        return evolve(p, n=n) if n > 0 else None
    elif p.kind == "favor" and not decisions.favor_options(state, p.seat):
        return None
    elif p.kind == "town" and not decisions.town_options(state):
        return None
    elif p.kind == "cult" and not decisions.cult_options(state, p.seat, p.n):
        return None
    elif p.kind == "bridge" and not decisions.bridge_options(state, p.seat):
        return None
    elif p.kind == "darklings" and decisions.darklings_max(state, p.seat) == 0:
        return None
    elif p.kind in ("move", "trade") and not p.items:
        return None
    elif p.kind == "spades" and p.n <= 0:
        return None
    return p


def normalize(state: State) -> State:
    """Drop pending decisions that offer no choice; refresh power offers."""
    while state.pending:
        head = _viable(state, state.pending[0])
        if head is None:
            state = evolve(state, pending=state.pending[1:])
            continue
        if head != state.pending[0]:
            state = evolve(state, pending=(head,) + state.pending[1:])
        break
    return state


def settle(state: State) -> State:
    """Move the game on until someone has a real decision to take."""
    state = normalize(state)
    while not state.pending:
        if state.step == "income":
            return evolve(state, step="actions", turn=state.order[0], acted=False)
        if state.step == "actions":
            return next_turn(state) if state.acted else state
        if state.step == "cult_bonus":
            return end_round(state)
        return state
    return state


def next_turn(state: State) -> State:
    """Hand the turn to the next player in order who has not passed."""
    state = evolve(state, acted=False)
    order = state.order
    k = order.index(state.turn)
    for d in range(1, len(order) + 1):
        i = order[(k + d) % len(order)]
        if not state.seats[i].passed:
            return evolve(state, turn=i)
    return end_actions(state)


def end_actions(state: State) -> State:
    """All have passed: Phase III cult bonuses (rounds 1–5), or the end of the game."""
    if state.round >= data.ROUNDS:
        return evolve(state, step="over", pending=())
    what, _vp, cult, need, reward = data.ROUND_TILES[state.round_tiles[state.round - 1]]
    state = evolve(state, step="cult_bonus")
    grants = []
    for i in state.next_order:
        times = state.seats[i].cults[data.CULTS.index(cult)] // need
        if times:
            grants.append((i, {k: v * times for k, v in reward.items()}, "cult bonus"))
    state = collect(state, grants)
    return settle(state)


def end_round(state: State) -> State:
    """Clean-up: a coin on every unused Bonus card, pass order becomes turn order."""
    from .income import start_round
    pool = tuple((c, n + 1) for c, n in state.bonus_pool)
    state = evolve(state, bonus_pool=pool, order=state.next_order)
    return start_round(state, state.round + 1)
