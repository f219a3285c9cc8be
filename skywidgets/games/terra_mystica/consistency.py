"""Consistency of a whole state (used by checks.invariants): every id known, every index in
range, every count within the box, and the phase agreeing with the rest of the state.

A tampered start position is accepted only when nothing here objects; each problem is one
short sentence naming the field."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from . import board, power_actions, tables
from .boxes import box_names, box_of, spade_tile_ok
from .factions import CHAOS_ACTIONS, FACTIONS, conflict
from .scoring import SOURCE_RULES
from .state import (
    PHASE_LABELS,
    CultChoice,
    CultistsTally,
    DarklingsPriests,
    DoubleTurn,
    FireFavorChoice,
    PowerOffer,
    Seat,
    SpadeUse,
    State,
    TurnEnd,
)
from .strongholds import BY_WHAT

ROUND_STEPS = ("income", "actions", "cult_bonus")
SPECIALS = frozenset({"bonus", "FAV6", "ride", "sandstorm", *BY_WHAT})  # an expansion adds its own
MAX_COINS = 500  # far more than six rounds of income can bring
MAX_WORKERS = 200
MAX_VP = 500
MAX_OFFER = 18  # six neighbours of power value 3
# What may wait behind a seat's finish step: the offers its action made, and the Cultists'
# reward for them (settled once they are answered).
_AFTER_TURN = (PowerOffer, CultistsTally)
CHANCE = 2  # the two draws of setup (round tiles, bonus cards); nothing is drawn later


def shape(state: State) -> list[str]:
    """Sizes and ranges every other check relies on (checked first, alone)."""
    out: list[str] = []
    n = len(state.players)
    if not tables.MIN_PLAYERS <= n <= tables.MAX_PLAYERS:
        return [
            f"players: {n} players (the game takes {tables.MIN_PLAYERS} to {tables.MAX_PLAYERS})"
        ]
    if len(set(state.players)) != n:
        out.append("players: a name appears twice")
    if state.box not in box_names():
        return [f"box: one of {', '.join(map(repr, box_names()))}"]
    if len(state.factions) != n or len(state.seats) != n:
        return ["factions/seats: one faction and one seat per player"]
    for i, f in enumerate(state.factions):
        if f not in FACTIONS:
            return [f"factions[{i}]: unknown faction {f!r}"]
        if state.seats[i].faction != f:
            out.append(f"seats[{i}].faction: differs from factions[{i}]")
    for a in range(n):
        for b in range(a + 1, n):
            if conflict(state.factions[a], state.factions[b]):
                out.append(f"factions[{b}]: {state.factions[b]} shares a home terrain")
    if state.step not in PHASE_LABELS:
        out.append(f"step: unknown phase {state.step!r}")
    if not 0 <= state.turn < n:
        out.append(f"turn: there is no seat {state.turn}")
    if sorted(state.order) != list(range(n)):
        out.append("order: must list every seat once")
    if len(set(state.next_order)) != len(state.next_order) or any(
        not 0 <= i < n for i in state.next_order
    ):
        out.append("next_order: seats must be real and listed once")
    if any(not 0 <= i < n for i in state.queue):
        out.append("queue: there is no such seat")
    for name in ("terrain", "owner", "building"):
        if len(getattr(state, name)) != board.N_HEXES:
            out.append(f"{name}: must have {board.N_HEXES} entries (one per map space)")
    for p, d in enumerate(state.pending):
        if not 0 <= d.seat < n:
            out.append(f"pending[{p}].seat: there is no seat {d.seat}")
    return out


def board_problems(state: State) -> list[str]:
    """The map: terrain, structures, towns and bridges."""
    out: list[str] = []
    n = len(state.players)
    for h in range(board.N_HEXES):
        t, o, b = state.terrain[h], state.owner[h], state.building[h]
        where = board.NAMES[h]
        if board.IS_RIVER[h] != (t == board.RIVER) or (t != board.RIVER and t not in tables.WHEEL):
            out.append(f"terrain[{h}]: {t!r} cannot lie on {where}")
        if not -1 <= o < n:
            out.append(f"owner[{h}]: there is no seat {o}")
        elif b and b not in tables.STRUCTURES:
            out.append(f"building[{h}]: unknown structure {b!r}")
        elif (o >= 0) != bool(b):
            out.append(f"owner[{h}]: hex {where} has an owner but no structure, or the reverse")
        elif o >= 0 and t != FACTIONS[state.factions[o]].home:
            out.append(f"building[{h}]: a structure on {where} off its owner's home terrain")
    if out:
        return out
    for h in state.town_hexes:
        if not 0 <= h < board.N_HEXES or state.owner[h] < 0:
            out.append(f"town_hexes: {h} is not a hex with a structure")
    for r in state.river_links:
        if not (isinstance(r, int) and 0 <= r < board.N_HEXES and board.IS_RIVER[r]):
            out.append(f"river_links: {r} is not a river space")
    spots = set(board.BRIDGE_SPOTS)
    if len({(x, y) for x, y, _s in state.bridges}) != len(state.bridges):
        out.append("bridges: two bridges on one spot")
    for k, (x, y, who) in enumerate(state.bridges):
        if (x, y) not in spots:
            out.append(f"bridges[{k}]: ({x}, {y}) is not a bridge spot")
        elif not 0 <= who < n:
            out.append(f"bridges[{k}]: there is no seat {who}")
        elif who not in (state.owner[x], state.owner[y]):
            out.append(f"bridges[{k}]: the bridge touches no structure of seat {who}")
    return out


def seat_problems(state: State, i: int, seat: Seat) -> list[str]:
    """One faction's board: resources, bowls, tracks, tiles and pieces."""
    out: list[str] = []
    f = f"seats[{i}]"
    fac = FACTIONS[seat.faction]
    if not 0 <= seat.coins <= MAX_COINS:
        out.append(f"{f}.coins: {seat.coins} is out of reach")
    if not 0 <= seat.workers <= MAX_WORKERS:
        out.append(f"{f}.workers: {seat.workers} is out of reach")
    if min(seat.priests, seat.priests_sent) < 0:
        out.append(f"{f}.priests: negative")
    elif seat.priests + seat.priests_sent > tables.MAX_PRIESTS:
        out.append(f"{f}.priests: more than {tables.MAX_PRIESTS} priests")
    if min(seat.bowls) < 0 or sum(seat.bowls) > fac.bowl1 + fac.bowl2:
        out.append(f"{f}.bowls: more power tokens than the faction has, or a negative bowl")
    if not 0 <= seat.vp <= MAX_VP:
        out.append(f"{f}.vp: {seat.vp} is out of reach")
    by = dict(seat.vp_by)
    if len(by) != len(seat.vp_by) or seat.vp != sum(by.values()):
        out.append(f"{f}.vp_by: the VP sources do not add up to vp")
    known = SOURCE_RULES.keys() | box_of(state.box, state.options).source_rules.keys()
    unknown = sorted(str(src) for src in by if src not in known)
    if unknown:
        out.append(f"{f}.vp_by: {', '.join(map(repr, unknown))} is no source of VP in the rules")
    elif by.get("starting VP") != tables.STARTING_VP:
        out.append(f"{f}.vp_by: the starting VP are {tables.STARTING_VP}")
    if min(seat.cults) < 0 or max(seat.cults) > tables.CULT_TOP:
        out.append(f"{f}.cults: off a cult track (0 to {tables.CULT_TOP})")
    elif sum(1 for c in seat.cults if c == tables.CULT_TOP) > seat.keys:
        out.append(f"{f}.cults: space 10 needs a town key per track")
    if len(set(seat.blocked)) != len(seat.blocked) or any(
        not (isinstance(c, int) and 0 <= c < 4 and seat.cults[c] == tables.CULT_TOP - 1)
        for c in seat.blocked
    ):
        out.append(f"{f}.blocked: cults held at 9 for want of a key, each once")
    box = box_of(state.box, state.options)
    if fac.merchants:  # a Range track from 1 where the box has one, else no shipping
        low, top = (1, box.range_top) if box.range_top else (0, 0)
    else:
        low, top = fac.start_shipping, fac.shipping_top
    if not low <= seat.shipping <= top:
        out.append(f"{f}.shipping: must be {low} to {top}")
    if not 0 <= seat.dig <= fac.max_dig:
        out.append(f"{f}.dig: must be 0 to {fac.max_dig}")
    if seat.keys != len(seat.towns) + seat.towns.count("TW6"):
        out.append(f"{f}.keys: one key per town tile (two for TW6)")
    if any(t not in box.favors for t in seat.favors) or len(set(seat.favors)) != len(seat.favors):
        out.append(f"{f}.favors: unknown or repeated favor tile")
    else:
        ones = [
            next(iter(s))
            for s in (tables.FAVORS[t][0] for t in seat.favors)
            if sum(s.values()) == 1
        ]
        if len(set(ones)) != len(ones):
            out.append(f"{f}.favors: two +1 tiles of the same cult")
    if any(t not in box.towns for t in seat.towns):
        out.append(f"{f}.towns: unknown town tile")
    if seat.dropped and (not seat.passed or seat.bonus or "drop-faction" not in state.options):
        out.append(f"{f}.dropped: a faction that left (option drop-faction) passed, no card")
    if seat.bonus and seat.bonus not in box.bonus_cards:
        out.append(f"{f}.bonus: unknown bonus card {seat.bonus!r}")
    if not seat.used <= SPECIALS | power_actions.SPECIALS.get(state.box, {}).keys():
        out.append(f"{f}.used: unknown special action")
    if not 0 <= seat.bridges <= tables.BRIDGES_PER_FACTION:
        out.append(f"{f}.bridges: must be 0 to {tables.BRIDGES_PER_FACTION}")
    out += _pieces(state, i, seat)
    return out


def _pieces(state: State, i: int, seat: Seat) -> list[str]:
    """Structures and bridges of one faction (an expansion checks its own pieces)."""
    out: list[str] = []
    f = f"seats[{i}]"
    counts = Counter(b for o, b in zip(state.owner, state.building) if o == i)
    for k, v in counts.items():
        if k not in box_of(state.box, state.options).structures:
            name = tables.STRUCTURE_NAMES[k]
            out.append(f"building: seat {i} has a {name}, which this game's box does not have")
        elif v > tables.MAX_COUNT[k]:
            out.append(f"building: seat {i} has {v} {tables.STRUCTURE_NAMES[k]}s")
    if seat.bridges != sum(1 for b in state.bridges if b[2] == i):
        out.append(f"{f}.bridges: does not match the bridges on the map")
    return out


def pool_problems(state: State) -> list[str]:
    """Favor, town and bonus supplies, round tiles, power actions and cult order spaces."""
    out: list[str] = []
    n = len(state.players)
    box = box_of(state.box, state.options)
    if not state.options <= frozenset(box.options):
        return [f"options: a game of this box takes only {', '.join(box.options)}"]
    if [t for t, _n in state.favor_pool] != list(box.favors):
        out.append("favor_pool: must list every favor tile once")
    else:
        for tile, left in state.favor_pool:
            held = sum(1 for s in state.seats if tile in s.favors)
            if left < 0 or left + held != tables.FAVORS[tile][3]:
                out.append(f"favor_pool: favor tile {tile} copies do not add up")
    if [t for t, _n in state.town_pool] != list(box.towns):
        out.append("town_pool: must list every town tile once")
    else:
        for tile, left in state.town_pool:
            held = sum(s.towns.count(tile) for s in state.seats)
            if left < 0 or left + held != tables.TOWNS[tile][1]:
                out.append(f"town_pool: town tile {tile} copies do not add up")
    cards = [c for c, _n in state.bonus_pool] + [s.bonus for s in state.seats if s.bonus]
    if any(c not in box.bonus_cards for c in cards) or len(set(cards)) != len(cards):
        out.append("bonus_pool: unknown or repeated bonus card")
    elif len(cards) != n + 3:
        out.append(f"bonus_pool: {n} players play with {n + 3} bonus cards")
    for c, coins in state.bonus_pool:
        if not 0 <= coins <= state.round:
            out.append(f"bonus_pool: {coins} coins on {c} by round {state.round}")
    tiles = state.round_tiles
    if (
        len(tiles) != tables.ROUNDS
        or len(set(tiles)) != len(tiles)
        or any(t not in box.round_tiles for t in tiles)
        or not spade_tile_ok(state.box, tiles)
    ):
        out.append("round_tiles: six different scoring tiles within the placement limits")
    if not state.power_used <= set(box.power_actions):
        out.append("power_used: unknown power action")
    if any(not 0 <= k <= len(tables.ORDER_SPACES) for k in state.cult_order):
        out.append(f"cult_order: each cult has {len(tables.ORDER_SPACES)} order spaces")
    elif sum(state.cult_order) != sum(s.priests_sent for s in state.seats):
        out.append("cult_order: does not match the priests sent (seats[].priests_sent)")
    if state.chance != CHANCE:
        out.append(f"chance: the game draws {CHANCE} times, at setup")
    return out


def decision_problems(state: State) -> list[str]:
    """Each pending decision refers to real pieces and can be taken in this phase."""
    out: list[str] = []
    kinds = Counter(type(p) for p in state.pending)
    for k, p in enumerate(state.pending):
        f = f"pending[{k}]"
        seat = state.seats[p.seat]
        if isinstance(p, PowerOffer):
            top = 3 if p.trade else MAX_OFFER
            if not 1 <= p.power <= top:
                out.append(f"{f}.power: must be 1 to {top}")
            if not 0 <= p.actor < len(state.seats) or p.actor == p.seat:
                out.append(f"{f}.actor: must be another seat")
        elif isinstance(p, SpadeUse) and not 1 <= p.spades <= _most_spades(seat.faction):
            out.append(f"{f}.spades: must be 1 to {_most_spades(seat.faction)}")
        elif isinstance(p, SpadeUse) and p.flown != -1 and p.flown not in board.LAND:
            out.append(f"{f}.flown: -1 or the land hex of this action's flight / tunnel")
        elif isinstance(p, CultChoice) and not 1 <= p.steps <= 2:
            out.append(f"{f}.steps: must be 1 or 2")
        elif isinstance(p, (FireFavorChoice, DarklingsPriests)):
            needs = (
                "FAV13" in seat.favors
                if isinstance(p, FireFavorChoice)
                else _dark_sh(state, p.seat)
            )
            if not needs:
                out.append(f"{f}: {p.label} without its tile or Stronghold")
        elif isinstance(p, DoubleTurn):
            if not 1 <= p.left <= CHAOS_ACTIONS or "chaos_double" not in seat.used:
                out.append(f"{f}: a double turn of 1 to 2 actions, after ACTC this round")
        elif isinstance(p, TurnEnd) and (
            kinds[TurnEnd] > 1 or any(type(q) not in _AFTER_TURN for q in state.pending[k + 1 :])
        ):
            out.append(f"{f}: one finish step, after the seat's own decisions (offers follow)")
    return out


def layer_problems(state: State) -> list[str]:
    """The problems an expansion finds in its own part of the state and its decisions; a
    game whose box has no expansion has no such part."""
    check = LAYER_CHECKS.get(state.box)
    if check is not None:
        return check(state)
    if state.expansion is not None:
        return ["expansion: this game has no expansion's pieces (it must be null)"]
    return []


# An expansion's checks of its own pieces and decisions, by box (filled by layers.py).
LAYER_CHECKS: dict[str, Callable[[State], list[str]]] = {}


def _most_spades(faction: str) -> int:
    """The most free spades one decision holds: 2, 3 with the Halflings' Stronghold."""
    return max(2, FACTIONS[faction].sh_spades)


def _dark_sh(state: State, i: int) -> bool:
    """Whether seat `i` is the Darklings with their Stronghold built."""
    built = any(o == i and b == "SH" for o, b in zip(state.owner, state.building))
    return state.factions[i] == "darklings" and built
