"""A quick playout policy for the search bots: good placements, eager building, useful stock.

② mostly the placement whose flying ships bring the most (green points, then the colours the
player lacks) next to islands the player leads, sometimes a random one; ④ a tower first
(points now), else a house where it wins or keeps a majority on the biggest island; ⑤ an
exchange that brings a missing colour, else the keep with the most colours. One look at the
legal moves and a few table lookups per move: cheap above all. `rollout.prior` is the search
root's prior (`prior.one_ply_prior`: the position value one move ahead).
"""

from __future__ import annotations

import random

from skywidgets.core import Action

from .actions import Build, EndBuilding, Exchange, Keep, PlaceTile
from .data import STEPS
from .islands import COORD_BITS, cell_of, geometry
from .prior import one_ply_prior
from .rules import legal_actions
from .state import State
from .tiles import SHIP

EXPLORE = 0.2  # ②: a random placement this often
STOP_CHANCE = 0.1  # ④: stop building this often although a house could be built
CUBE_INDEX = {"red": 0, "white": 1, "blue": 2}
STEP_CELLS = tuple((dx << COORD_BITS) + dy for dx, dy in STEPS)  # edge neighbours, N E S W


class Playout:
    """The playout policy (called as `Ruleset.coach.rollout`), the search root's prior, how
    many moves a playout runs before the position value judges it (`cutoff`), and a
    decision's budget (`iterations`)."""

    # moves: about two turns, then the fitted position value judges (longer playouts add
    # noise, not knowledge; against the greedy bot over 200 games each: 65.7 % at 2 moves,
    # 74.3 % at 4, fewer at 8 and 51 % at 24; docs/coach.md)
    cutoff = 4
    # a decision's iterations: twice the default, since Sky Islands' hint was the quickest (p95
    # 0.13 s at 200; at 400 0.44 s, in the offline site at most 0.97 s: docs/performance.md);
    # against the greedy bot 76.4 % over 400 games, where 200 iterations played 71.4 % on the
    # same seeds (docs/coach.md, "Sky Islands' budget")
    iterations = 400

    def __call__(self, state: State, rng: random.Random) -> Action:
        """A legal move by the quick policy (`policy`)."""
        return policy(state, rng)

    def prior(self, state: State, seat: int, legal: list[Action]) -> dict[Action, float]:
        """Each legal move's prior weight, summing to 1 (the position value one move ahead)."""
        return one_ply_prior(state, seat, legal)


def policy(state: State, rng: random.Random) -> Action:
    """A legal move for a quick playout (see the module's policy)."""
    legal = legal_actions(state)
    phase = state.phase_id
    if phase == "place" and state.revealed_hand is None and rng.random() >= EXPLORE:
        return _place(state, legal, rng)
    if phase == "build":
        return _build(state, legal, rng)
    if phase == "disposal":
        return _disposal(state, legal)
    return rng.choice(legal)


def _ship_value(ship: str, cubes: tuple[int, int, int]) -> float:
    """What one flying ship brings: a point, a lacking colour, or a spare cube."""
    if ship == "green":
        return 1.0
    return 0.8 if cubes[CUBE_INDEX[ship]] == 0 else 0.3


def _led_parts(state: State, seat: int) -> set[int]:
    """The connected islands (part indices) where `seat` has the most influence."""
    comp = geometry(state.board).comp
    influence: dict[int, list[int]] = {}
    for h in state.houses:
        infl = influence.setdefault(comp[(h.x, h.y, h.region)], [0] * len(state.players))
        infl[h.owner] += 2 if h.tower else 1
    return {part for part, infl in influence.items() if infl[seat] == max(infl)}


def _place(state: State, legal: list[Action], rng: random.Random) -> Action:
    seat = state.active
    cubes = state.seats[seat].cubes
    geo = geometry(state.board)
    led = _led_parts(state, seat)
    comp = geo.comp if led else {}
    cell_value: dict[tuple[int, int], float] = {}
    occ = geo.occ
    best: list[Action] = []
    best_value = -1.0
    for a in legal:
        assert isinstance(a, PlaceTile)
        cell = (a.x, a.y)
        value = cell_value.get(cell)
        if value is None:
            value = 0.0
            c = cell_of(a.x, a.y)
            for step in STEP_CELLS:
                nb = occ.get(c + step)
                if nb is not None:
                    value += _ship_value(SHIP[nb.tile], cubes)
                    if led and any(comp.get((nb.x, nb.y, r)) in led for r in range(2)):
                        value += 0.5
            cell_value[cell] = value
        value += _ship_value(SHIP[a.tile], cubes)
        if value > best_value:
            best, best_value = [a], value
        elif value == best_value:
            best.append(a)
    return rng.choice(best)


def _build(state: State, legal: list[Action], rng: random.Random) -> Action:
    builds = [a for a in legal if isinstance(a, Build)]
    towers = [a for a in builds if a.building == "tower"]
    if towers:
        return rng.choice(towers)
    houses = [a for a in builds if a.building == "house"]
    if houses and rng.random() >= STOP_CHANCE:
        return max(houses, key=lambda b: _house_value(state, b))
    harbours = [a for a in builds if a.building == "harbour"]
    if harbours and state.seats[state.active].turns < 6:
        return rng.choice(harbours)
    return next((a for a in legal if isinstance(a, EndBuilding)), legal[-1])


def _house_value(state: State, b: Build) -> float:
    """Regions of the island, counted fully when the house wins or keeps its majority."""
    geo = geometry(state.board)
    part = geo.comp[(b.x, b.y, b.region)]
    size = len(geo.members((b.x, b.y, b.region)))
    seat = state.active
    influence = [0] * len(state.players)
    for h in state.houses:
        if geo.comp[(h.x, h.y, h.region)] == part:
            influence[h.owner] += h.influence
    best = max(v for i, v in enumerate(influence) if i != seat)
    return size if influence[seat] + 1 > best else 0.3 * size


def _disposal(state: State, legal: list[Action]) -> Action:
    cubes = state.seats[state.active].cubes
    for a in legal:
        if isinstance(a, Exchange) and cubes[CUBE_INDEX[a.take]] == 0:
            return a
    keeps = [a for a in legal if isinstance(a, Keep)]
    if not keeps:
        return legal[0]
    return max(
        keeps,
        key=lambda k: (min(k.red, 1) + min(k.white, 1) + min(k.blue, 1), k.red + k.white + k.blue),
    )


#: The policy as the Ruleset declares it: `rollout(state, rng)`, with `rollout.prior`.
rollout = Playout()
