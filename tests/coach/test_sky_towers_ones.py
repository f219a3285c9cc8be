"""Issue 28, item 3: the coach keeps its 1s to complete a tower (Sky Towers — Effects: 1).

The rulebook's tip for the 1 is "Play these later, to complete a tower": only a 1 covers a 1.
Over 200 seeded positions where a 1 that would leave its tower stuck (`tips.stuck`: needing
more 1s than the seat then holds plus one more drawn) is legal next to another move, the
hint at its default budget never plays it.
"""

from __future__ import annotations

import random

from skywidgets.core import Game, get
from skywidgets.games.sky_towers.actions import Play
from skywidgets.games.sky_towers.positions import build
from skywidgets.games.sky_towers.state import State
from skywidgets.games.sky_towers.tips import stuck, stuck_towers, wastes_a_one

RS = get("sky_towers")
SETUPS = (("multiplayer", 2), ("multiplayer", 3), ("taroma", 1), ("light", 1))
POSITIONS = 200


def tempting(count: int) -> list[State]:
    """Seeded tables (random and playout moves) at the first decision where a 1 that would
    leave its tower stuck is legal next to some other move; one table per game."""
    out: list[State] = []
    seed = 0
    while len(out) < count:
        mode, players = SETUPS[seed % len(SETUPS)]
        state = RS.start([f"P{i}" for i in range(players)], seed=seed, mode=mode)
        rng = random.Random(seed)
        while not RS.is_over(state):
            action = RS.automaton(state)
            if action is None:
                legal = RS.legal_actions(state)
                seat = state.current_player
                wasting = [a for a in legal if wastes_a_one(state, seat, a)]
                if wasting and len(wasting) < len(legal):
                    out.append(state)
                    break
                action = RS.coach.rollout(state, rng) if rng.random() < 0.5 else rng.choice(legal)
            state = RS.apply(state, action)
        seed += 1
    return out


def test_the_hint_never_wastes_a_one() -> None:
    tables = tempting(POSITIONS)
    assert len(tables) == POSITIONS
    assert {t.mode for t in tables} == {"multiplayer", "taroma", "light"}
    wasted = []
    for state in tables:
        hint = Game.from_state(RS, state).hint()
        if wastes_a_one(state, state.current_player, hint.action):
            wasted.append((state.seed, hint.why))
    assert wasted == []


def test_stuck_is_the_rule_of_the_issue() -> None:
    assert stuck((1,), 0)  # 20 more 1s needed, none held
    assert stuck((10, 6, 1), 1)  # 4 more needed, 1 held + 1 drawn
    assert stuck((10, 6, 1), 2)  # 4 more needed, 2 held + 1 drawn make 3
    assert not stuck((10, 6, 1), 3)  # 3 held + 1 drawn make 4
    assert stuck((10, 8, 1), 0)  # 2 more needed: one drawn is not enough
    assert not stuck((10, 9, 1), 0)  # 1 more needed: one drawn does it
    assert not stuck((10, 5), 0)  # no 1 on top
    table = build(hands={0: [1, 3]}, towers={0: [[10, 9]]}, deck=[2])
    assert not wastes_a_one(table, 0, Play(1, 1, 0, 0))  # 20, then one drawn 1 finishes it
    assert wastes_a_one(table, 0, Play(1, 1, 0, 1))  # a new tower under a 1: 20 to go
    assert stuck_towers(RS.apply(table, Play(1, 1, 0, 1)), 0) == 1
