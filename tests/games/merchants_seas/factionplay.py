"""Shared pieces of the random-game tests of the factions: a move picker that favours the
moves a faction's ability needs, a game generator, the checks of one position, and the
candidate moves `apply` accepts."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator

from skywidgets.core import Action, IllegalAction
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.terra_mystica.state import State

Keen = Callable[[Action], bool]
OnMove = Callable[[State, Action, State], None]


def pick(
    rnd: random.Random, legal: list[Action], keen: Keen, keen_p: float = 0.9, sacred: float = 0.0
) -> Action:
    """A random move: a `keen` one with probability `keen_p` when there is one, a Temple or
    Sanctuary with probability `sacred`, else growing (upgrades, Dwellings), else busy moves."""
    wanted = [a for a in legal if keen(a)]
    if wanted and rnd.random() < keen_p:
        return rnd.choice(wanted)
    temples = [a for a in legal if a.kind == "upgrade" and getattr(a, "to", "") in ("TE", "SA")]
    if sacred and temples and rnd.random() < sacred:
        return rnd.choice(temples)
    grow = [a for a in legal if a.kind == "upgrade" or getattr(a, "build", False)]
    if grow and rnd.random() < 0.6:
        return rnd.choice(grow)
    busy = [a for a in legal if a.kind not in ("pass", "convert", "finish")]
    return rnd.choice(busy if busy and rnd.random() < 0.95 else legal)


def play(
    factions: str,
    seed: int,
    chooser: Callable[[random.Random, list[Action]], Action],
    on_move: OnMove | None = None,
) -> Iterator[tuple[State, list[Action]]]:
    """Play one seeded random game, yielding every position with its legal moves (the last
    with none); `on_move(before, action, after)` sees each move."""
    n = factions.count(",") + 1
    s = rs.start([f"P{k}" for k in range(n)], seed=seed, factions=factions)
    rnd = random.Random(seed)
    steps = 0
    while not rs.is_over(s):
        legal = rs.legal_actions(s)
        assert legal and len(set(legal)) == len(legal)
        yield s, legal
        action = chooser(rnd, legal)
        after = rs.apply(s, action)
        if on_move is not None:
            on_move(s, action, after)
        s = after
        steps += 1
        assert steps < rs.checks.max_steps
    yield s, []


def check_position(s: State) -> None:
    """Invariants hold, the state survives JSON, every seat's view is JSON and hides nothing."""
    assert rs.checks.invariants(s) == []
    data = json.loads(json.dumps(rs.state_to_json(s)))
    assert rs.state_from_json(data) == s
    for seat in range(len(s.seats)):
        view = rs.view(s, seat)
        json.dumps(view)
        if rs.checks.hidden_check is not None:
            assert rs.checks.hidden_check(s, seat, view) == []


def check_end(last: State | None) -> None:
    """The game is over and its score sheet has winners and final scoring."""
    assert last is not None and rs.is_over(last)
    sheet = rs.scores(last)
    assert sheet.winners and any(i.source.startswith("final:") for i in sheet.items)


def accepted(state: State, candidates: Iterable[Action]) -> list[Action]:
    """The candidate moves `apply` accepts in `state`."""
    ok = []
    for action in candidates:
        try:
            rs.apply(state, action)
        except IllegalAction:
            continue
        ok.append(action)
    return ok
