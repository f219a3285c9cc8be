"""Checks of a Traders of the Air state: what a seat must not see, conservation, reveals."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

from .data import (
    CITIES,
    COLOURS,
    CONTRACTS_PER_PLAYER,
    GUILD_MATS,
    MARKER_COUNT,
    SIDES,
    SUPPLY_STACKS,
    has_ability,
    keep_goods,
    marker_colour,
    marker_value,
    space_cities,
)
from .replenish import can_replenish
from .state import PHASE_LABELS, State

SETUP_CHANCE = 3  # setup draws the removed colours, the compass and the guild mats
QUIET_STEPS = ("income", "replenish")  # a turn before its first action: nothing done yet


def _marker_ids(value: Any, out: set[int]) -> None:
    if isinstance(value, dict):
        if {"id", "colour", "value"} <= set(value):
            out.add(value["id"])
        for v in value.values():
            _marker_ids(v, out)
    elif isinstance(value, list):
        for v in value:
            _marker_ids(v, out)


def hidden_check(state: State, seat: int, shown: dict[str, Any]) -> list[str]:
    """Problems if a seat's view shows the face-down supply (only stack heights may show)."""
    problems = []
    for i, entry in enumerate(shown.get("supply", [])):
        if set(entry) != {"count"}:
            problems.append(f"supply stack {i + 1} shows more than its height")
    if set(shown.get("bag", {})) - {"count"}:
        problems.append("the bag shows more than its count")
    seen: set[int] = set()
    _marker_ids(shown, seen)
    hidden = {m for stack in state.stacks for m in stack}
    if seen & hidden:
        problems.append(f"face-down supply markers visible: {sorted(seen & hidden)}")
    return problems


def _bad_markers(field: str, markers: tuple[int, ...], ordered: bool = True) -> list[str]:
    """Problems of a list of marker ids: unknown ids, and (if `ordered`) not increasing."""
    bad = [m for m in markers if not 0 <= m < MARKER_COUNT]
    if bad:
        return [f"{field}: goods marker {bad[0]} does not exist (ids run 0-{MARKER_COUNT - 1})"]
    if ordered and any(a >= b for a, b in itertools.pairwise(markers)):
        return [f"{field}: markers must be listed once each, in increasing order"]
    return []


def _shape(state: State) -> list[str]:
    """Every field in range, so that the deeper checks and the rules can index safely."""
    n = len(state.players)
    out: list[str] = []
    if not 2 <= n <= 4:
        return [f"players: the game is for 2 to 4 players, not {n}"]
    if len(set(state.players)) != n:
        out.append("players: two players share a name")
    if state.side not in SIDES:
        out.append(f"side: the board side must be one of {', '.join(SIDES)}")
    elif len(state.spaces) != len(space_cities(state.side)):
        out.append(
            f"spaces: board side {state.side} has {len(space_cities(state.side))} "
            f"warehouse spaces, not {len(state.spaces)}"
        )
    if state.chance != SETUP_CHANCE:
        out.append(f"chance: every chance event happens at setup, so it must be {SETUP_CHANCE}")
    if state.reversed_arrows and not state.compass:
        out.append("reversed_arrows: only the compass variant reverses the arrows")
    for i, m in enumerate(state.spaces):
        if m is not None:
            out += _bad_markers(f"spaces[{i}]", (m,))
    if len(state.stacks) != SUPPLY_STACKS:
        out.append(f"stacks: there are {SUPPLY_STACKS} supply stacks, not {len(state.stacks)}")
    for i, stack in enumerate(state.stacks):
        out += _bad_markers(f"stacks[{i}]", stack, ordered=False)
    out += _bad_markers("box", state.box)
    if len(state.seats) != n:
        out.append(f"seats: {len(state.seats)} guild mats for {n} players")
    for i, s in enumerate(state.seats):
        out += _bad_markers(f"seats[{i}].goods", s.goods)
        out += _bad_markers(f"seats[{i}].sold", s.sold)
        if s.money < 0:
            out.append(f"seats[{i}].money: {s.money} is negative")
        if not 0 <= s.contracts_left <= CONTRACTS_PER_PLAYER:
            out.append(
                f"seats[{i}].contracts_left: {s.contracts_left} is not between 0 "
                f"and {CONTRACTS_PER_PLAYER}"
            )
        if s.mat is not None and s.mat not in GUILD_MATS:
            out.append(f"seats[{i}].mat: there is no guild mat {s.mat!r}")
    if len(state.contracts) != len(CITIES):
        out.append(f"contracts: one row per city ({len(CITIES)}), not {len(state.contracts)}")
    for c, row in enumerate(state.contracts):
        if len(row) != n:
            out.append(f"contracts[{c}]: one count per player ({n}), not {len(row)}")
        elif any(k < 0 for k in row):
            out.append(f"contracts[{c}]: a negative contract count")
    if not 0 <= state.ship < len(CITIES):
        out.append(f"ship: there is no city {state.ship}")
    if not 0 <= state.turn_player < n:
        out.append(f"turn_player: there is no seat {state.turn_player}")
    if state.first_to_last is not None and not 0 <= state.first_to_last < n:
        out.append(f"first_to_last: there is no seat {state.first_to_last}")
    if state.step not in PHASE_LABELS:
        out.append(f"step: {state.step!r} is not a phase ({', '.join(PHASE_LABELS)})")
    if state.round < 1:
        out.append(f"round: {state.round} (rounds count from 1)")
    if state.moves < 0:
        out.append(f"moves: {state.moves} is negative")
    for k, (seat, colour) in enumerate(state.pending):
        if not 0 <= seat < n or not 0 <= colour < len(COLOURS):
            out.append(f"pending[{k}]: no seat {seat} or no colour {colour}")
    return out


def _conservation(state: State) -> list[str]:
    """78 markers each in one place, 15 contracts a player, money between players and bank."""
    out = []
    where = [m for m in state.spaces if m is not None]
    for stack in state.stacks:
        where.extend(stack)
    for s in state.seats:
        where.extend(s.goods)
        where.extend(s.sold)
    where.extend(state.box)
    counts = Counter(where)
    dup = sorted(m for m, k in counts.items() if k > 1)
    if dup:
        out.append(f"markers in two places: {dup}")
    if set(counts) != set(range(MARKER_COUNT)):
        out.append(f"markers missing: {sorted(set(range(MARKER_COUNT)) - set(counts))}")
    for i, s in enumerate(state.seats):
        on_board = sum(row[i] for row in state.contracts)
        if on_board + s.contracts_left != CONTRACTS_PER_PLAYER:
            out.append(
                f"seats[{i}].contracts_left: {on_board} contracts on the board + "
                f"{s.contracts_left} on the mat != {CONTRACTS_PER_PLAYER}"
            )
        single = [c for c, k in Counter(map(marker_colour, s.sold)).items() if k == 1]
        if single:
            out.append(
                f"seats[{i}].sold: one {COLOURS[single[0]]} marker, but every sale sells "
                "at least two of a colour"
            )
    if sum(s.money for s in state.seats) + state.bank != 0:
        out.append("bank: money not conserved between the players and the bank")
    return out


def _mats(state: State) -> list[str]:
    """Guild mats: none without the variant, each special side at most once."""
    mats = [s.mat for s in state.seats if s.mat is not None]
    if mats and not state.guild_mats:
        return ["guild_mats: a seat has a special guild mat, but the variant is off"]
    if len(set(mats)) != len(mats):
        return ["seats: two players hold the same guild mat"]
    if state.extra_used and not has_ability(state.seats[state.turn_player].mat, "extra_contract"):
        return ["extra_used: only the Contractors take an extra contract"]
    return []


def _goods_limits(state: State) -> list[str]:
    """Taxes and tolls cap everyone's goods; the active player adds at most one per visit."""
    out = []
    for i, s in enumerate(state.seats):
        limit = keep_goods(s.mat)
        if i == state.turn_player and state.step not in (*QUIET_STEPS, "over"):
            limit += state.moves + 1  # one purchase per city visited this turn
        if len(s.goods) > limit:
            out.append(
                f"seats[{i}].goods: {len(s.goods)} unsold markers, more than taxes and "
                f"tolls and this turn's purchases allow ({limit})"
            )
    return out


def _pending(state: State) -> list[str]:
    """Losses wait only in the losses step, each for a seat holding a choice of numbers."""
    if not state.pending:
        return ["step: losses, but no loss is pending"] if state.step == "losses" else []
    if state.step != "losses":
        return [f"pending: losses wait, but the step is {state.step!r}"]
    if not state.acted:
        return ["acted: losses follow a sale, which is the visit's action"]
    if len(set(state.pending)) != len(state.pending):
        return ["pending: the same loss is listed twice"]
    for k, (seat, colour) in enumerate(state.pending):
        if seat == state.turn_player:
            return [f"pending[{k}]: the seller loses nothing"]
        values = {marker_value(m) for m in state.seats[seat].goods if marker_colour(m) == colour}
        if len(values) < 2:
            return [f"pending[{k}]: seat {seat} has no choice of {COLOURS[colour]} markers to lose"]
    return []


def _phase(state: State) -> list[str]:
    """The step agrees with the rest: a fresh turn, a possible replenish, a finished game."""
    out = _pending(state)
    if state.step in QUIET_STEPS and (state.acted or state.moves or state.extra_used):
        out.append(f"step: {state.step}, but the turn already has moves or actions")
    if state.step == "replenish" and not can_replenish(state):
        out.append("step: replenish, but there is no empty space, no supply or no dollar")
    if state.ending != (state.first_to_last is not None):
        out.append("first_to_last: the end is triggered exactly when a seat took from stack 5")
    if state.ending and any(state.stacks[:-1]):
        out.append("ending: stack 5 is only reached once stacks 1-4 are empty")
    if state.step == "over" and (not state.ending or state.turn_player != len(state.players) - 1):
        out.append("step: the game ends only after the last seat's turn of a triggered end")
    return out


def invariants(state: State) -> list[str]:
    """Every problem with a state: ranges, conservation, limits and phase consistency."""
    problems = _shape(state)
    if problems:
        return problems
    problems = _conservation(state) + _mats(state)
    if problems:
        return problems
    return _goods_limits(state) + _phase(state)


def reveals(before: State, after: State) -> bool:
    """A step that turns face-down supply markers face up (strict undo stops here)."""
    return before.stacks != after.stacks
