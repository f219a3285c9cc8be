"""Shared helpers of the Sky Islands rule tests."""

from __future__ import annotations

from skywidgets.games.sky_islands import State

THREE = ("yellow", "red", "blue")


def cubes(state: State, seat: int) -> tuple[int, int, int]:
    """A seat's (red, white, blue) cubes."""
    return state.seats[seat].cubes
