"""④ Building: trading houses (④a), towers (④b) and harbours (④c), each for 1 red+white+blue."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve
from skywidgets.core.memo import memo

from .actions import Build
from .data import GAME
from .state import House, State
from .tiles import REGIONS

RULE_KIND = f"{GAME} ④ — the buildings are trading house, tower and harbour"
RULE_COST = f"{GAME} ④ — each building costs 1 red, 1 white and 1 blue"
RULE_HOUSE_PIECES = f"{GAME} ④a — only trading house pieces you still hold"
RULE_HOUSE_WHERE = f"{GAME} ④a — on the island part of a tile"
RULE_HOUSE_NEW_TILE = f"{GAME} ④a — not on the tile placed this turn"
RULE_HOUSE_ONE = f"{GAME} ④a — one trading house per island of a tile"
RULE_TOWER_OWN = f"{GAME} ④b — next to your own trading house without a tower"
RULE_TOWER_SUPPLY = f"{GAME} ④b — only while the supply has tower pieces"
RULE_TOWER_ONE = f"{GAME} ④b — no new tower on a connected island that has a tower"
RULE_TOWER_GAIN = f"{GAME} ④b — Gains on tower placement"
RULE_HARBOUR_OWN = f"{GAME} ④c — under your own trading house without a harbour"
RULE_HARBOUR_SUPPLY = f"{GAME} ④c — only while the supply has harbour pieces"
KINDS = ("house", "tower", "harbour")
WHERE_RULES = {"house": RULE_HOUSE_WHERE, "tower": RULE_TOWER_OWN, "harbour": RULE_HARBOUR_OWN}


def can_afford(state: State) -> bool:
    """Whether the current player holds 1 red, 1 white and 1 blue cube."""
    return can_pay(state.seats[state.active].cubes)


def _house_index(state: State, x: int, y: int, region: int) -> int:
    """The index in `state.houses` of the house on that island region, or -1."""
    for i, h in enumerate(state.houses):
        if h.x == x and h.y == y and h.region == region:
            return i
    return -1


def _tower_islands(state: State) -> set[int]:
    """The connected islands (as the geometry's part indices) that hold a tower."""
    comp = state.board.geometry.comp
    return {comp[(h.x, h.y, h.region)] for h in state.houses if h.tower}


def build_problem(state: State, b: Build) -> tuple[str, str] | None:
    """Why the current player may not make build `b` now, or None when it is legal."""
    if b.building not in KINDS:
        return RULE_KIND, f"unknown building {b.building!r} (house, tower or harbour)"
    if not can_afford(state):
        return RULE_COST, "you need one red, one white and one blue cube"
    seat = state.active
    geo = state.board.geometry
    where_rule = WHERE_RULES[b.building]
    placed = geo.tile_at(b.x, b.y)
    if placed is None:
        return where_rule, f"there is no tile at ({b.x}, {b.y})"
    n_regions = len(REGIONS[placed.tile][placed.rotation])
    if not 0 <= b.region < n_regions:
        return where_rule, (
            f"the tile at ({b.x}, {b.y}) has {n_regions} island"
            f"{'s' if n_regions != 1 else ''}; there is no island "
            f"{b.region + 1}"
        )
    i = _house_index(state, b.x, b.y, b.region)
    if b.building == "house":
        if state.seats[seat].houses_left <= 0:
            return RULE_HOUSE_PIECES, "you have no trading house pieces left"
        if state.placed == (b.x, b.y):
            return RULE_HOUSE_NEW_TILE, "this tile was placed this turn"
        if i >= 0:
            return RULE_HOUSE_ONE, "that island of the tile already has a trading house"
        return None
    own = i >= 0 and state.houses[i].owner == seat
    if b.building == "tower":
        if not own or state.houses[i].tower:
            return RULE_TOWER_OWN, "a tower needs your own trading house without a tower there"
        if state.towers <= 0:
            return RULE_TOWER_SUPPLY, "the supply has no tower pieces left"
        if geo.comp[(b.x, b.y, b.region)] in _tower_islands(state):
            return RULE_TOWER_ONE, "this connected island already has a tower-equipped house"
        return None
    if not own or state.houses[i].harbour:
        return RULE_HARBOUR_OWN, "a harbour needs your own trading house without a harbour there"
    if state.harbours <= 0:
        return RULE_HARBOUR_SUPPLY, "the supply has no harbour pieces left"
    return None


def can_pay(cubes: tuple[int, int, int]) -> bool:
    """Whether these cubes pay for a building: 1 red, 1 white and 1 blue."""
    return min(cubes) >= 1


def cannot_build_line(name: str, more: bool = False) -> str:
    """The log line when ④ ends because nothing (more) can be built."""
    return f"④ {name} cannot build anything{' more' if more else ''}"


def can_build(state: State) -> bool:
    """Whether the current player has any legal build now (`build_actions` is non-empty).

    Counts free island regions rather than listing the builds: every island region holds at
    most one house, and this turn's tile takes none.
    """
    seat = state.active
    player = state.seats[seat]
    if not can_pay(player.cubes):
        return False
    houses = state.houses
    if player.houses_left > 0:
        geo = state.board.geometry
        free = geo.regions - len(houses)
        placed = None if state.placed is None else geo.tile_at(*state.placed)
        if placed is not None:  # its regions are not free, and its houses were counted
            free -= len(REGIONS[placed.tile][placed.rotation])
            free += sum(1 for h in houses if (h.x, h.y) == state.placed)
        if free > 0:
            return True
    if state.harbours > 0 and any(h.owner == seat and not h.harbour for h in houses):
        return True
    if state.towers > 0 and any(h.owner == seat and not h.tower for h in houses):
        return bool(build_actions(state))
    return False


def build_actions(state: State) -> list[Build]:
    """Every legal build now (empty when the player cannot pay)."""
    seat = state.active
    player = state.seats[seat]
    if not can_pay(player.cubes):
        return []
    geo = state.board.geometry
    houses = state.houses
    out: list[Build] = []
    if player.houses_left > 0:
        taken = {(h.x, h.y, h.region) for h in houses}
        placed = None if state.placed is None else geo.tile_at(*state.placed)
        if placed is not None:  # no house on this turn's tile
            n = len(REGIONS[placed.tile][placed.rotation])
            taken.update((placed.x, placed.y, r) for r in range(n))
        out += [b for r, b in zip(geo.spot_regions, geo.spot_builds) if r not in taken]
    own = [h for h in houses if h.owner == seat]
    if own and state.towers > 0:
        towered = {geo.comp[(h.x, h.y, h.region)] for h in houses if h.tower}
        out += [
            build_action("tower", h.x, h.y, h.region)
            for h in own
            if not h.tower and geo.comp[(h.x, h.y, h.region)] not in towered
        ]
    if own and state.harbours > 0:
        out += [build_action("harbour", h.x, h.y, h.region) for h in own if not h.harbour]
    return out


@memo(20_000)
def build_action(building: str, x: int, y: int, region: int) -> Build:
    """The Build action for one building on one island region (made once, then shared)."""
    return Build(building, x, y, region)


def build(state: State, b: Build) -> tuple[State, str]:
    """Pay and build (raises IllegalAction if a rule is broken); returns the tower's gain line."""
    problem = build_problem(state, b)
    if problem is not None:
        raise IllegalAction(*problem)
    seat = state.active
    player = state.seats[seat]
    name = state.players[seat]
    houses = list(state.houses)
    houses_left, vp_towers = player.houses_left, player.vp_towers
    pieces: dict[str, int] = {}  # the supply's towers or harbours after building one
    text = ""
    if b.building == "house":
        houses.append(House(b.x, b.y, b.region, seat))
        houses_left -= 1
    else:
        i = _house_index(state, b.x, b.y, b.region)
        houses[i] = evolve(houses[i], **{b.building: True})
        if b.building == "tower":
            members = set(state.board.geometry.members((b.x, b.y, b.region)))
            gain = sum(1 for h in houses if (h.x, h.y, h.region) in members)
            vp_towers += gain
            pieces["towers"] = state.towers - 1
            text = (
                f"④b {name} gains {gain} victory point{'s' if gain != 1 else ''} for the "
                f"tower: {gain} trading house{'s' if gain != 1 else ''} on that connected "
                "island"
            )
        else:
            pieces["harbours"] = state.harbours - 1
    c, s = player.cubes, state.supply
    seats = list(state.seats)
    seats[seat] = evolve(
        player, cubes=(c[0] - 1, c[1] - 1, c[2] - 1), vp_towers=vp_towers, houses_left=houses_left
    )
    return evolve(
        state,
        seats=tuple(seats),
        supply=(s[0] + 1, s[1] + 1, s[2] + 1),
        houses=tuple(houses),
        **pieces,
    ), text
