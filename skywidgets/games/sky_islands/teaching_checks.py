"""What the Sky Islands coach's positions accept: tests of a move against a rule's advice.

Each test takes the position and a move (`accepts(state, action)`), so a position accepting
"a placement that closes an island you lead" accepts every tile and turn that does.
"""

from __future__ import annotations

from collections.abc import Callable

from skywidgets.core import Action

from .actions import Build, Exchange, Keep, PlaceTile
from .gains import placement_ships
from .islands import Island, influence
from .position_value import island_standings
from .state import Placed, State

Accepts = Callable[[State, Action], bool]


def _closed_islands(state: State, action: Action) -> list[Island]:
    """The closed islands holding the tile `action` places (none for other moves)."""
    if not isinstance(action, PlaceTile):
        return []
    placed = Placed(action.tile, action.x, action.y, action.rotation)
    geo = state.board.with_tile(placed).geometry
    return [i for i in geo.islands if i.closed and (action.x, action.y) in i.cells]


def _sole_first(state: State, island: Island, seat: int) -> bool:
    """Whether `seat` alone has the most influence on `island`."""
    infl = influence(island, state.houses, len(state.players))
    return infl[seat] > 0 and all(v < infl[seat] for i, v in enumerate(infl) if i != seat)


def closes_a_led_island(state: State, action: Action) -> bool:
    """Accept a placement that closes an island the seat leads alone (its tiles count twice)."""
    seat = state.active
    return any(_sole_first(state, i, seat) for i in _closed_islands(state, action))


def leaves_a_rival_island_open(state: State, action: Action) -> bool:
    """Accept every placement but one that closes an island a rival leads alone."""
    rivals = [s for s in range(len(state.players)) if s != state.active]
    return isinstance(action, PlaceTile) and not any(
        _sole_first(state, i, r) for i in _closed_islands(state, action) for r in rivals
    )


def brings(colour: str) -> Accepts:
    """Accept a placement whose flying ships (③) bring a cube of this colour."""

    def accepts(state: State, action: Action) -> bool:
        """Whether the placement's ships include `colour`."""
        if not isinstance(action, PlaceTile):
            return False
        placed = Placed(action.tile, action.x, action.y, action.rotation)
        return colour in placement_ships(state.board.with_tile(placed).geometry)

    return accepts


def builds(*kinds: str) -> Accepts:
    """Accept any Build of these kinds (house, tower, harbour)."""
    return lambda state, action: isinstance(action, Build) and action.building in kinds


def best_for_the_islands(state: State, action: Action) -> bool:
    """Accept a Build that gives the seat the most island points (Final Scoring) of all."""
    if not isinstance(action, Build):
        return False
    from . import RULESET  # registered by the package; imported here to avoid a cycle

    seat = state.active
    legal = [a for a in RULESET.legal_actions(state) if isinstance(a, Build)]

    def after(build: Build) -> float:
        """The seat's island points after the build."""
        return island_standings(RULESET.apply(state, build))[seat]

    return after(action) == max(after(b) for b in legal)


def best_tower(state: State, action: Action) -> bool:
    """Accept the tower that stands among the most trading houses (④b: its points now)."""
    if not isinstance(action, Build) or action.building != "tower":
        return False
    from . import RULESET

    seat = state.active

    def gained(build: Action) -> int:
        """The tower's points."""
        return int(RULESET.apply(state, build).seats[seat].vp_towers)

    towers = [a for a in RULESET.legal_actions(state) if builds("tower")(state, a)]
    return gained(action) == max(gained(t) for t in towers)


def exchange(give: str, take: str) -> Accepts:
    """Accept this ⑤ exchange: three cubes of `give` for one of `take`."""
    return lambda state, action: action == Exchange(give, take)


COLOURS = ("red", "white", "blue")


def keeps_a_set(state: State, action: Action) -> bool:
    """Accept a ⑤ keep with one cube of each colour (a building next turn), or an exchange
    that leaves exactly that (three cubes at most: nothing more to keep)."""
    if isinstance(action, Keep):
        return min(action.red, action.white, action.blue) >= 1
    if not isinstance(action, Exchange):
        return False
    cubes = list(state.seats[state.active].cubes)
    cubes[COLOURS.index(action.give)] -= 3
    cubes[COLOURS.index(action.take)] += 1
    return min(cubes) >= 1 and sum(cubes) <= 3


def keeps_colours(*colours: str) -> Accepts:
    """Accept a ⑤ keep holding at least one cube of each of these colours."""

    def accepts(state: State, action: Action) -> bool:
        """Whether the keep holds every colour named."""
        return isinstance(action, Keep) and all(getattr(action, c) >= 1 for c in colours)

    return accepts
