"""A tiny Nim ruleset that exercises the core without any real game."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action, Checks, IllegalAction, Ruleset, ScoreSheet, Seats, register


@dataclasses.dataclass(frozen=True)
class Take(Action):
    """Take 1 to 3 counters."""

    kind = "take"
    count: int

    @property
    def label(self) -> str:
        return f"take {self.count}"


@dataclasses.dataclass(frozen=True)
class NimState:
    players: tuple[str, ...]
    left: int
    current_player: int | None
    seed: int = 0

    @property
    def phase(self) -> str:
        return "Take" if self.left else "Over"

    @property
    def phase_id(self) -> str:
        return "take" if self.left else "over"


def new_game(players, seed=0, counters=7):
    if counters < 1:
        raise IllegalAction("Nim setup", "need at least one counter")
    return NimState(tuple(players), counters, 0, seed)


def legal_actions(state):
    if not state.left:
        return []
    return [Take(n) for n in range(1, min(3, state.left) + 1)]


def apply(state, action):
    if not isinstance(action, Take) or not 1 <= action.count <= min(3, state.left):
        raise IllegalAction("Nim rule 1", "take 1 to 3 counters, no more than are left")
    left = state.left - action.count
    nxt = None if left == 0 else 1 - state.current_player
    return dataclasses.replace(state, left=left, current_player=nxt)


def scores(state):
    return ScoreSheet.build(state.players, [])


RULESET = register(
    Ruleset(
        name="nim",
        title="Nim",
        new_game=new_game,
        legal_actions=legal_actions,
        apply=apply,
        view=lambda s, seat: {"left": s.left},
        scores=scores,
        is_over=lambda s: s.left == 0,
        action_classes=[Take],
        state_classes=[NimState],
        seats=Seats(min_players=2, max_players=2),
        checks=Checks(perfect_information=True),
    )
)
