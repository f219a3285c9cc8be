"""What a Sky Islands position holds for one seat, as named numbers (the evaluator's terms).

Each term comes from a scoring rule or a step of the turn (Merchants of Sky Islands rulebook):

- islands now: the seat's Final Scoring points if the game ended now;
- at risk: the part of those points on islands where a rival is within one influence (one
  house could take the majority away);
- closable: the tiles of open islands the seat leads alone (closing one doubles it: Final
  Scoring, closed islands);
- seconds: the tiles of islands where the seat is sole second (half of them now);
- harbour turns: harbours times the incomes still to come (① Income: a cube or a point each
  turn), and green harbour turns for those that yield points;
- cubes and sets: resources (④ Building costs one red, white and blue), full sets counted
  again; nothing once the seat's last tile is placed (cubes score no points);
- houses and turns left: influence on the table, and the tiles the seat still places (the
  current turn's counts as placed once its tile is down, so a turn's steps compare fairly).

`features(state, seat)` is read by `position_value.evaluate` and by the training script
(`scripts/train_value.py`), so the fitted weights and the coach see the same numbers.
"""

from __future__ import annotations

from .data import TURNS_PER_PLAYER
from .islands import geometry
from .scoring import island_points
from .state import State
from .tiles import SHIP

NAMES: tuple[str, ...] = (
    "islands_now",
    "islands_at_risk",
    "closable_tiles",
    "second_tiles",
    "harbour_turns",
    "green_harbour_turns",
    "cubes",
    "sets",
    "houses",
    "turns_left",
)

# The sign each term's weight must have, from the rule behind it (+1 helps, -1 hurts, 0 either):
# the fit keeps a weight at 0 rather than let it say a rule works backwards.
SIGNS: dict[str, int] = {
    "islands_now": 1,
    "islands_at_risk": -1,
    "closable_tiles": 1,
    "second_tiles": 1,
    "harbour_turns": 1,
    "green_harbour_turns": 1,
    "cubes": 1,
    "sets": 1,
    "houses": 1,
    "turns_left": 1,
}


def _influence_by_island(state: State) -> dict[int, list[int]]:
    """Each connected island's (part index) influence per seat (a tower counts 2)."""
    comp = geometry(state.board).comp
    by_part: dict[int, list[int]] = {}
    for h in state.houses:
        infl = by_part.setdefault(comp[(h.x, h.y, h.region)], [0] * len(state.players))
        infl[h.owner] += h.influence
    return by_part


def features(state: State, seat: int) -> dict[str, float]:
    """The seat's evaluator terms in this position (see the module's list)."""
    geo = geometry(state.board)
    now = at_risk = closable = seconds = 0.0
    for index, infl in _influence_by_island(state).items():
        part = geo.parts[index]
        assert part is not None
        tiles = len({(x, y) for x, y, _r in part[0]})
        closed = part[1] == 0
        won = island_points(tiles, closed, dict(enumerate(infl)))[seat]
        now += won
        mine = infl[seat]
        rival = max(v for i, v in enumerate(infl) if i != seat)
        if won and abs(mine - rival) <= 1:
            at_risk += won
        if not closed and mine > rival:
            closable += tiles
        ranked = sorted(infl, reverse=True)
        if mine > 0 and mine < ranked[0] and ranked.count(mine) == 1:
            seconds += tiles
    me = state.seats[seat]
    acting = state.current_player == seat
    # placements still to make (this turn's counts once its tile is placed), incomes to come
    turns_left = TURNS_PER_PLAYER - me.turns - (acting and state.phase_id != "place")
    incomes_left = TURNS_PER_PLAYER - me.turns - acting
    harbours = green = houses = 0
    for h in state.houses:
        if h.owner != seat:
            continue
        houses += 1
        if h.harbour:
            harbours += 1
            placed = geo.tile_at(h.x, h.y)
            if placed is not None and SHIP[placed.tile] == "green":
                green += 1
    return {
        "islands_now": now,
        "islands_at_risk": at_risk,
        "closable_tiles": closable if turns_left else 0.0,
        "second_tiles": seconds,
        "harbour_turns": float(harbours * incomes_left),
        "green_harbour_turns": float(green * incomes_left),
        "cubes": float(sum(me.cubes)) if turns_left else 0.0,
        "sets": float(min(me.cubes)) if turns_left else 0.0,
        "houses": float(houses),
        "turns_left": float(turns_left),
    }
