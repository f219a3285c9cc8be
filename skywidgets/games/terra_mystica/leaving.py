"""A faction leaves the game (snellman's `drop-faction`, used in league games when a player
runs out of time): with the game option `drop-faction`, the seat on turn may leave instead of
acting. It returns its Bonus card, takes no more turns and gets no more power offers; its
structures stay, its income and cult bonuses keep coming, and it is scored at the end
(snellman `commands.pm`, `acting.pm`, `resources.pm`)."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action, IllegalAction

from .state import State, evolve, with_seat

R_LEAVE = "snellman league games — a faction dropped from the game (option drop-faction)"
OPTION = "drop-faction"


@dataclasses.dataclass(frozen=True)
class LeaveGame(Action):
    """Leave the game: no more turns (only with the `drop-faction` option)."""

    kind = "leave_game"

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return "leave the game (the faction takes no more turns)"


LEAVE = LeaveGame()


def may_leave(state: State) -> bool:
    """Whether the seat on turn may leave now (its Phase II turn, before acting)."""
    return OPTION in state.options and not state.acted


def leave(state: State, i: int) -> State:
    """Seat `i` leaves: its Bonus card back on display, passed for good."""
    if not may_leave(state):
        raise IllegalAction(R_LEAVE, "a faction may leave only at the start of its own turn")
    seat = state.seats[i]
    pool = dict(state.bonus_pool)
    if seat.bonus:
        pool[seat.bonus] = 0
    state = with_seat(state, i, bonus="", passed=True, dropped=True)
    return evolve(state, bonus_pool=tuple(sorted(pool.items())), acted=True)


def dropped(state: State) -> tuple[int, ...]:
    """The seats that left the game, in seat order."""
    return tuple(i for i, s in enumerate(state.seats) if s.dropped)
