"""Digging first: the Alchemists with their Stronghold take 2 power for each spade, so the
moment they dig matters — they may dig as their turn's action, take the spades' power at once,
convert it (free actions at any time in one's turn) and then transform and build with those
spades, as snellman's `dig 1. convert 2PW to 2C. build A4` does (league ledger S63_D1L1_G1
line 402). For every other faction digging first changes nothing, so only they are offered it.
The spades are then used like a power action's: transform reachable hexes, build one Dwelling
on a hex they made home terrain, more spades paid as usual; what is not used is lost."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from skywidgets.core import Action, IllegalAction

from .factions import FACTIONS
from .facts import counts_of
from .reach import within_map
from .resources import pay, push, spades_gained
from .spades import spades_needed
from .state import SpadeUse, State, evolve

R_DIG = "Terra Mystica — Alchemists: Stronghold (2 power per spade); Phase II: Transform and Build"


@dataclasses.dataclass(frozen=True)
class Dig(Action):
    """Buy `spades` spades as the turn's action and use them at once (their power first)."""

    kind = "dig"
    spades: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        s = "spade" if self.spades == 1 else "spades"
        return f"dig {self.spades} {s} first (their power at once), then use them"


_DIGS = {n: Dig(n) for n in range(1, 4)}


def _most(state: State, i: int) -> int:
    """The most spades one reachable free land hex needs to become home terrain."""
    home = FACTIONS[state.factions[i]].home
    faction, terrain, owner = state.factions[i], state.terrain, state.owner
    return max(
        (spades_needed(faction, terrain[h], home) for h in within_map(state, i) if owner[h] < 0),
        default=0,
    )


def dig_moves(state: State, i: int, counts: Mapping[str, int]) -> list[Action]:
    """Seat `i`'s digs: only a faction whose spades bring power, once it has the Stronghold."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    if not fac.spade_power or not counts.get("SH"):
        return []
    price = fac.spade_cost[seat.dig]
    most = min(_most(state, i), seat.workers // price if price else 3, 3)
    return [_DIGS[n] for n in range(1, most + 1)]


def dig(state: State, i: int, action: Dig) -> State:
    """Seat `i` digs: pays the spades, takes their power, then decides how to use them."""
    if action not in dig_moves(state, i, counts_of(state, i)):
        raise IllegalAction(
            R_DIG,
            "only the Alchemists with their Stronghold dig first, as many spades as a "
            "reachable free hex needs and they can pay",
        )
    fac = FACTIONS[state.factions[i]]
    state = pay(state, i, {"W": fac.spade_cost[state.seats[i].dig] * action.spades}, R_DIG)
    state = spades_gained(state, i, action.spades)
    state = evolve(state, acted=True)
    dug = SpadeUse(i, spades=action.spades, may_build=True, dug=True)
    return push(state, dug, front=True)
