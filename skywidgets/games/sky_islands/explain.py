"""One plain phrase saying what a move does for the seat, with the rule that decides it.

Built from the score-sheet difference and the public table only: the tiles drawn at ⑥ and
the other hands are never named (the `after` table may be a determinization, and the phrase
is shown to the seat). Island majorities are stated as they would score if the game ended now.
"""

from __future__ import annotations

from skywidgets.core import Action

from .actions import Build, DiscardTile, EndBuilding, Exchange, Keep, PlaceTile
from .data import CUBE_COLOURS
from .islands import Geometry, geometry
from .scoring import scores
from .state import State
from .tiles import SHIP, tile_name

RULE_GAINS = "rule ③ Gaining resources"
RULE_DISCARD = "rule ② Discarding a hand tile"
RULE_ISLAND = "Final Scoring: each connected island"
RULE_CLOSED = "Final Scoring: closed islands score double"
RULE_HOUSE = "rule ④a trading houses, Final Scoring: influence"
RULE_TOWER = "rule ④b Gains on tower placement"
RULE_HARBOUR = "rule ④c harbours and ① Income"
RULE_DISPOSAL = "rule ⑤ Stock disposal"
RULE_COST = "rule ④ each building costs 1 red, 1 white and 1 blue"


def _points(before: State, after: State, seat: int) -> int:
    """The seat's score-sheet difference made by the move."""
    name = before.players[seat]
    return scores(after).totals().get(name, 0) - scores(before).totals().get(name, 0)


def _signed(points: int) -> str:
    """'+2 points' / '-1 point'."""
    return f"{'+' if points >= 0 else '-'}{abs(points)} point{'s' if abs(points) != 1 else ''}"


def _cubes(before: State, after: State, seat: int) -> str:
    """The cubes the seat gained, in words ('2 red and 1 blue cube'), or ''."""
    got = [a - b for a, b in zip(after.seats[seat].cubes, before.seats[seat].cubes)]
    parts = [f"{n} {c}" for n, c in zip(got, CUBE_COLOURS) if n > 0]
    if not parts:
        return ""
    words = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"{words} cube{'s' if sum(n for n in got if n > 0) > 1 else ''}"


def _gains(before: State, after: State, seat: int) -> str:
    """What ③ brought: points and cubes, in one phrase."""
    pts = _points(before, after, seat)
    cubes = _cubes(before, after, seat)
    parts = ([_signed(pts)] if pts else []) + ([cubes] if cubes else [])
    return " and ".join(parts) if parts else "nothing from the flying ships"


def _standing(state: State, geo: Geometry, region: tuple[int, int, int], seat: int) -> str:
    """Who leads the connected island holding `region`, and what it is worth now."""
    members = set(geo.members(region))
    influence = [0] * len(state.players)
    for h in state.houses:
        if (h.x, h.y, h.region) in members:
            influence[h.owner] += h.influence
    part = geo.parts[geo.comp[region]]
    assert part is not None
    tiles = len({(x, y) for x, y, _r in members})
    closed = part[1] == 0
    size = f"{tiles} tile{'s' if tiles != 1 else ''}{', closed' if closed else ''}"
    best = max(influence)
    mine = influence[seat]
    if best == 0:
        return f"an island of {size} where nobody has a house yet"
    leaders = [i for i, v in enumerate(influence) if v == best]
    if mine == best and len(leaders) == 1:
        worth = tiles * (2 if closed else 1)
        return f"an island of {size} that you lead with influence {mine} (worth {worth} now)"
    if mine == best:
        return f"an island of {size} where you tie for the lead with influence {mine}"
    who = state.players[leaders[0]] if len(leaders) == 1 else "others"
    return f"an island of {size} where {who} leads with {best} against your {mine}"


def _place(before: State, action: PlaceTile, after: State, seat: int) -> str:
    """A placement: the ③ gains, then joining or closing islands."""
    text = f"places {tile_name(action.tile)}: {_gains(before, after, seat)} ({RULE_GAINS})"
    old, new = geometry(before.board), geometry(after.board)
    regions = [r for r in new.comp if r[0] == action.x and r[1] == action.y]
    if not regions:
        return text + "; it is open sky, so no island grows"
    region = regions[0]
    met = {old.comp[r] for r in _neighbours(old, new, region)}
    part = new.parts[new.comp[region]]
    assert part is not None
    rule = RULE_CLOSED if part[1] == 0 else RULE_ISLAND
    if part[1] == 0:
        what = "closes"
    elif len(met) > 1:
        what = f"joins {len(met)} islands into"
    elif met:
        what = "extends"
    else:
        what = "starts"
    return f"{text}; it {what} {_standing(after, new, region, seat)} ({rule})"


def _neighbours(
    old: Geometry, new: Geometry, region: tuple[int, int, int]
) -> list[tuple[int, int, int]]:
    """The old island regions now on the same island as `region` (next to the new tile)."""
    x, y, _r = region
    near = {(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)}
    members = set(new.members(region))
    return [r for r in old.comp if (r[0], r[1]) in near and r in members]


def _build(before: State, action: Build, after: State, seat: int) -> str:
    """A building: influence for a house, points for a tower, income for a harbour."""
    geo = geometry(after.board)
    region = (action.x, action.y, action.region)
    standing = _standing(after, geo, region, seat)
    if action.building == "house":
        return f"builds a trading house on {standing} ({RULE_HOUSE})"
    if action.building == "tower":
        pts = _points(before, after, seat)
        return (
            f"builds a tower: {_signed(pts)} now, one per trading house on that island, "
            f"and your house there counts twice: {standing} ({RULE_TOWER})"
        )
    ship = SHIP[geo.at[(action.x, action.y)].tile]
    gain = "a victory point" if ship == "green" else f"a {ship} cube"
    return f"builds a harbour: {gain} at the start of each of your next turns ({RULE_HARBOUR})"


def _disposal(before: State, action: Exchange | Keep, after: State, seat: int) -> str:
    """⑤: an exchange towards a building, or the cubes kept."""
    if isinstance(action, Exchange):
        text = f"pays 3 {action.give} cubes for 1 {action.take} cube"
        cubes = after.seats[seat].cubes if after.current_player == seat else None
        if cubes is not None and min(cubes) >= 1 > min(before.seats[seat].cubes):
            text += ", completing a set for a building next turn"
        return f"{text} ({RULE_DISPOSAL})"
    held = sum(before.seats[seat].cubes)
    kept = action.red + action.white + action.blue
    colours = sum(1 for n in (action.red, action.white, action.blue) if n)
    text = f"keeps {kept} cube{'s' if kept != 1 else ''}"
    if colours:
        text += f" in {colours} colour{'s' if colours != 1 else ''}"
    if held > kept:
        text += f" and returns {held - kept} to the supply"
    return f"{text} ({RULE_DISPOSAL}: keep at most 3)"


def explain(before: State, action: Action, after: State, seat: int) -> str:
    """What `action` does for `seat`: points, cubes, islands, and the rule deciding it."""
    if isinstance(action, PlaceTile):
        text = _place(before, action, after, seat)
    elif isinstance(action, DiscardTile):
        gains = _gains(before, after, seat)
        text = f"no hand tile fits, so discarding {tile_name(action.tile)} brings {gains} "
        text += f"({RULE_DISCARD}; {RULE_GAINS})"
    elif isinstance(action, Build):
        text = _build(before, action, after, seat)
    elif isinstance(action, EndBuilding):
        text = f"stops building and keeps the cubes for a later turn ({RULE_COST})"
    elif isinstance(action, (Exchange, Keep)):
        text = _disposal(before, action, after, seat)
    else:
        text = action.label
    if after.phase_id == "over" and before.phase_id != "over":
        totals = scores(after).totals()
        name = before.players[seat]
        text += f"; this ends the game with your {totals.get(name, 0)} points after final scoring"
    return text
