"""Setup: factions (an option), scoring and bonus draws, initial Dwellings, Bonus cards."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from skywidgets.core import IllegalAction, rng

from . import board, tables
from .actions import ChooseBonus, PlaceDwelling
from .boxes import BASE, Box, box_of, spade_tile_ok
from .factions import FACTION_ORDER, FACTIONS, conflict
from .resources import seats_with
from .rounds import start_round
from .state import Seat, State, evolve

R_SETUP = "Terra Mystica — Setup"
R_DWELLINGS = "Terra Mystica — Setup: initial Dwellings"
R_BONUS = "Terra Mystica — Setup: Bonus cards"


def parse_factions(players: int, factions: Any, rule: str = R_SETUP) -> tuple[str, ...]:
    """Validate the `factions` option (list or comma-separated text) for `players` seats
    (refusals cite `rule`: the setup section of the game being set up)."""
    if isinstance(factions, str):
        factions = [f.strip() for f in factions.split(",") if f.strip()]
    if not isinstance(factions, (list, tuple)) or not all(isinstance(f, str) for f in factions):
        raise IllegalAction(rule, "factions must be a list of faction names")
    names = tuple(f.lower() for f in factions)
    for f in names:
        if f not in FACTIONS:
            raise IllegalAction(
                rule, f"unknown faction {f!r} (modelled: {', '.join(FACTION_ORDER)})"
            )
    if len(names) < players:
        raise IllegalAction(rule, f"{players} players need {players} factions")
    names = names[:players]
    for a in range(players):
        for b in range(a + 1, players):
            if conflict(names[a], names[b]):
                raise IllegalAction(
                    rule,
                    f"{names[a]} and {names[b]} share a home terrain; only one of them can play",
                )
    return names


def player_counts(options: Mapping[str, Any]) -> range:
    """The player counts a game allows: 2 to 5, and no more than the factions named."""
    factions = options.get("factions")
    if isinstance(factions, str):
        named = len([f for f in factions.split(",") if f.strip()])
    elif isinstance(factions, (list, tuple)):
        named = len(factions)
    else:
        return range(tables.MIN_PLAYERS, tables.MAX_PLAYERS + 1)
    return range(tables.MIN_PLAYERS, max(tables.MIN_PLAYERS, min(named, tables.MAX_PLAYERS)) + 1)


def draw_round_tiles(seed: int, box: Box) -> tuple[int, ...]:
    """Six round scoring tiles drawn from the box's, redrawing any that break its limits."""
    deck = list(box.round_tiles)
    rng(seed, 0).shuffle(deck)
    tiles: list[int] = []
    for t in deck:
        if len(tiles) < tables.ROUNDS and spade_tile_ok(box.name, tuple(tiles + [t])):
            tiles.append(t)
    return tuple(tiles)


def draw_bonus_cards(seed: int, players: int, box: Box) -> tuple[str, ...]:
    """Players + 3 Bonus cards drawn from the box's (in Merchants of the Seas: the base cards,
    BON6 replaced, and the new ones)."""
    deck = list(box.bonus_cards)
    rng(seed, 1).shuffle(deck)
    return tuple(sorted(deck[: players + 3], key=lambda c: int(c[3:].rstrip("X"))))


def new_seat(faction: str, box: str = BASE) -> Seat:
    """A faction's board at the start of the game."""
    f = FACTIONS[faction]
    merchants = f.merchants and box_of(box, frozenset()).range_top > 0  # start on Range 1
    return Seat(
        faction=faction,
        coins=f.coins,
        workers=f.workers,
        priests=f.priests,
        bowls=(f.bowl1, f.bowl2, 0),
        vp=tables.STARTING_VP,
        cults=f.cults,
        shipping=1 if merchants else f.start_shipping,
        vp_by=(("starting VP", tables.STARTING_VP),),
    )


def start_game(
    players: Sequence[str],
    seed: int,
    factions: tuple[str, ...],
    box: Box,
    round_tiles: tuple[int, ...],
    bonus_cards: tuple[str, ...],
    options: frozenset[str] = frozenset(),
) -> State:
    """The state before the first initial Dwelling, with the box's supplies on the table."""
    queue = dwelling_queue(factions)
    return State(
        players=tuple(players),
        factions=factions,
        seed=seed,
        chance=2,
        step="setup_dwellings",
        round=0,
        turn=queue[0],
        order=tuple(range(len(players))),
        next_order=(),
        queue=queue[1:],
        seats=tuple(new_seat(f, box.name) for f in factions),
        terrain=board.TERRAIN,
        owner=(-1,) * board.N_HEXES,
        building=("",) * board.N_HEXES,
        town_hexes=frozenset(),
        bridges=(),
        round_tiles=round_tiles,
        bonus_pool=tuple((c, 0) for c in bonus_cards),
        favor_pool=tuple((k, tables.FAVORS[k][3]) for k in box.favors),
        town_pool=tuple((k, tables.TOWNS[k][1]) for k in box.towns),
        power_used=frozenset(),
        cult_order=(0, 0, 0, 0),
        box=box.name,
        options=options,
    )


def dwelling_queue(factions: Sequence[str]) -> tuple[int, ...]:
    """The seats placing initial Dwellings, in order: seat order and back (a faction with one
    Dwelling sits out), the Nomads' third, then the Chaos Magicians' only one (snellman
    `acting.pm` setup_order)."""
    two = tuple(i for i, f in enumerate(factions) if FACTIONS[f].start_dwellings > 1)
    queue = two + tuple(reversed(two))
    queue += tuple(i for i, f in enumerate(factions) if FACTIONS[f].start_dwellings == 3)
    return queue + tuple(i for i, f in enumerate(factions) if FACTIONS[f].start_dwellings == 1)


def initial_spots(state: State) -> list[int]:
    """Free hexes of the player's home terrain (initial Dwellings go anywhere there)."""
    home = FACTIONS[state.factions[state.turn]].home
    owner = state.owner
    if state.terrain is board.TERRAIN:  # the printed map, as during setup
        return [h for h in _LAND_OF[home] if owner[h] < 0]
    return [h for h in board.LAND if state.terrain[h] == home and owner[h] < 0]


_LAND_OF = {t: [h for h in board.LAND if board.TERRAIN[h] == t] for t in set(board.TERRAIN)}


def place_dwelling(state: State, action: PlaceDwelling) -> State:
    """Setup: place an initial Dwelling, then hand over to the next placement."""
    h = action.hex
    if h not in initial_spots(state):
        raise IllegalAction(
            R_DWELLINGS, "an initial Dwelling goes on a free hex of your home terrain"
        )
    owner = list(state.owner)
    building = list(state.building)
    owner[h], building[h] = state.turn, "D"
    board = {"owner": tuple(owner), "building": tuple(building)}
    if state.queue:
        return evolve(state, **board, turn=state.queue[0], queue=state.queue[1:])
    # what comes between the Dwellings and the Bonus cards in an expansion's box (layers.py)
    return AFTER_DWELLINGS.get(state.box, start_bonus)(evolve(state, **board))


def start_bonus(state: State) -> State:
    """Begin the Bonus card step: in reverse turn order."""
    queue = tuple(reversed(state.order))
    return evolve(state, step="setup_bonus", turn=queue[0], queue=queue[1:])


def choose_bonus(state: State, action: ChooseBonus) -> State:
    """Setup: take one of the displayed Bonus cards."""
    card = action.card
    pool = dict(state.bonus_pool)
    if card not in pool:
        raise IllegalAction(R_BONUS, f"{card} is not among the available Bonus cards")
    coins = state.seats[state.turn].coins + pool.pop(card)
    seats = seats_with(state, state.turn, bonus=card, coins=coins)
    if state.queue:
        left = tuple(pool.items())
        return evolve(
            state, seats=seats, bonus_pool=left, turn=state.queue[0], queue=state.queue[1:]
        )
    # a coin on each card nobody took, before round 1 (Terra Mystica — Setup; snellman puts
    # them on at each round's start, the ledgers show them taken in round 1)
    unchosen = tuple((c, n + 1) for c, n in pool.items())
    return start_round(evolve(state, seats=seats, queue=(), bonus_pool=unchosen), 1)


# The step an expansion puts between the initial Dwellings and the Bonus cards, by box.
AFTER_DWELLINGS: dict[str, Callable[[State], State]] = {}
