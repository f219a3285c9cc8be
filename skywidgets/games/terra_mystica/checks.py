"""Checks of a state: every count, index and id in range and conserved, the phase consistent
with the rest of the state (see consistency.py); nothing is hidden."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from . import board, consistency
from .factions import FACTIONS
from .rounds import normalize
from .setup import dwelling_queue, new_seat
from .state import CultChoice, CultistsTally, Decision, PowerOffer, SpadeUse, State, evolve


def invariants(state: State) -> list[str]:
    """Problems found (an empty list when the state is one the rules can reach)."""
    out = consistency.shape(state)
    if out:
        return out
    out = consistency.board_problems(state)
    if out:
        return out
    for i, seat in enumerate(state.seats):
        out += consistency.seat_problems(state, i, seat)
    out += consistency.pool_problems(state)
    out += consistency.decision_problems(state)
    out += consistency.layer_problems(state)
    if out:
        return out
    out = _setup_problems(state) if state.step.startswith("setup_") else _round_problems(state)
    if not out and normalize(state) != state:
        out.append("pending[0]: the decision offers no choice, or the power offer is stale")
    return out


def _setup_problems(state: State) -> list[str]:
    """Preparation: start resources, only initial Dwellings, placements in the right order."""
    out: list[str] = []
    n = len(state.players)
    if state.round != 0:
        out.append(f"round: {state.round} during setup (must be 0)")
    if state.order != tuple(range(n)) or state.next_order:
        out.append("order: setup goes in seat order, nobody has passed")
    if state.pending or state.acted or state.power_used:
        out.append("pending: nothing is pending during setup")
    if state.terrain != board.TERRAIN or state.bridges or state.town_hexes:
        out.append("terrain: the map is untouched during setup")
    if state.cult_order != (0, 0, 0, 0):
        out.append("cult_order: no priest is sent during setup")
    for i, seat in enumerate(state.seats):
        if seat != evolve(new_seat(seat.faction, state.box), bonus=seat.bonus):
            out.append(f"seats[{i}]: the faction board differs from its starting state")
        if any(b != "D" for o, b in zip(state.owner, state.building) if o == i):
            out.append(f"building: seat {i} has more than initial Dwellings")
    if out:
        return out
    dwellings = Counter(o for o in state.owner if o >= 0)
    full = dwelling_queue(state.factions)
    rest = (state.turn, *state.queue)
    expansion = SETUP_CHECKS.get(state.box)  # an expansion's setup step (layers.py)
    if state.step == "setup_dwellings":
        placed = len(full) - len(rest)
        if placed < 0 or full[placed:] != rest or Counter(full[:placed]) != dwellings:
            out.append("queue: does not follow the initial Dwelling placements")
        if any(s.bonus for s in state.seats):
            out.append("seats[].bonus: no Bonus card before the Dwellings are placed")
        return out + (expansion(state, rest) if expansion is not None else [])
    if Counter(full) != dwellings:
        out.append("owner: the initial Dwellings are not all placed")
    if expansion is not None:
        out += expansion(state, rest)
        if state.step != "setup_bonus":
            return out
    back = tuple(reversed(state.order))
    held = sum(1 for s in state.seats if s.bonus)
    if rest != back[held:] or any(not state.seats[i].bonus for i in back[:held]):
        out.append("queue: does not follow the Bonus card choices")
    return out


def _round_problems(state: State) -> list[str]:
    """Rounds 1–6: round number, order, passing, and which decisions each phase may hold."""
    out: list[str] = []
    n = len(state.players)
    step, rnd, pending = state.step, state.round, state.pending
    top = 5 if step == "cult_bonus" else 6
    if (step == "over" and rnd != 6) or not 1 <= rnd <= top:
        out.append(f"round: {rnd} cannot be in phase {step}")
    if state.queue:
        out.append("queue: only setup has placements queued")
    passed = {i for i, s in enumerate(state.seats) if s.passed and not s.dropped}
    for i, s in enumerate(state.seats):
        if not s.bonus and not (rnd == 6 and s.passed) and not s.dropped:
            out.append(f"seats[{i}].bonus: every faction holds a Bonus card")
    waited = [p for p in pending if _late(state, p)]  # let wait: offers-wait
    own = [p for p in pending if not _late(state, p)]
    if state.acted != (step == "actions" and bool(own)) and not (waited and not own):
        out.append("acted: does not match the pending decisions")
    if (waited or state.waiting) and (step != "actions" or "offers-wait" not in state.options):
        out.append("waiting: offers wait only in Phase II with the option offers-wait")
    if any(type(p) not in (PowerOffer, CultistsTally) for p in state.waiting):
        out.append("waiting: only power offers and the Cultists' reward wait")
    if step == "income":
        if passed or state.next_order or state.power_used or any(s.used for s in state.seats):
            out.append("seats[].passed: nobody has passed or acted in Phase I")
        if state.turn != state.order[0]:
            out.append("turn: Phase I ends with the first player on turn")
        waits = ROUND_EDGE_DECISIONS.get(state.box, _none)
        if not pending or not all(waits(p) for p in pending):
            out.append("pending: Phase I waits only for the decisions its income asks for")
    elif step == "actions":
        # a Chaos Magicians' double turn may end with a pass before its offers are answered
        offers_left = bool(own) and all(type(p) is PowerOffer for p in own)
        offers_left = offers_left and "chaos_double" in state.seats[state.turn].used
        offers_left = offers_left or (bool(waited) and not own)  # the phase ends after them
        if set(state.next_order) != passed or (state.turn in passed and not offers_left):
            out.append("next_order: must list exactly the seats that passed, not the one on turn")
        for k, p in enumerate(pending):
            actor = p.actor if isinstance(p, PowerOffer) else p.seat
            if actor != state.turn and p in own:
                out.append(f"pending[{k}]: belongs to an action of another seat")
    else:
        gone = {i for i, s in enumerate(state.seats) if s.dropped}  # left: passed for good
        if len(passed | gone) != n or len(set(state.next_order) | gone) != n:
            out.append("seats[].passed: everybody has passed by now")
        if step == "over" and pending:
            out.append("pending: nothing is pending once the game is over")
        waits = ROUND_EDGE_DECISIONS.get(state.box, _none)
        if step == "cult_bonus" and (
            not pending
            or any(not waits(p) and not (type(p) is SpadeUse and not p.may_build) for p in pending)
        ):
            out.append("pending: Phase III waits only for the decisions its cult bonuses ask for")
    return out


def hidden_check(state: State, seat: int, shown: dict[str, Any]) -> list[str]:
    """Nothing in Terra Mystica is hidden; views only need to be the public table."""
    return [] if shown.get("seat") == seat else ["view made for another seat"]


def reveals(before: State, after: State) -> bool:
    """Whether a step shows hidden information: never (everything is on the table)."""
    return False


def _late(state: State, p: object) -> bool:
    """An offer let wait (option offers-wait), or the Cultists' cult step it brought, taken
    at a hand-over of the turn or when the action phase ends."""
    if getattr(p, "waited", False):
        return True
    return (
        type(p) is CultChoice
        and (not state.acted or state.seats[state.turn].passed)  # a hand-over or the end
        and "offers-wait" in state.options
        and bool(FACTIONS[state.factions[p.seat]].leech_taken)  # a reward for offers taken
    )


# The checks of an expansion's pieces during setup and of the setup step it adds after the
# initial Dwellings, by box: given the state and the seats still to act (the one on turn
# first), its problems.
SETUP_CHECKS: dict[str, Callable[[State, tuple[int, ...]], list[str]]] = {}
# The decisions of an expansion that income (Phase I) and cult bonuses (Phase III) may leave
# waiting, by box (Merchants of the Seas: ships to place); filled by layers.py.
ROUND_EDGE_DECISIONS: dict[str, Callable[[Decision], bool]] = {}


def _none(p: Decision) -> bool:
    """No expansion decision waits between rounds."""
    return False
