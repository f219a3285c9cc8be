"""Rulebook 3, Set Up: board side, goods in the bag and on the board, supply, money, mats."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skywidgets.core import IllegalAction, rng

from .data import (
    CITIES,
    CITY_INDEX,
    COLOURS,
    COLOURS_REMOVED,
    CONTRACTS_PER_PLAYER,
    GUILD_MATS,
    MARKERS,
    SIDES,
    START_CITY,
    START_MONEY,
    SUPPLY_STACKS,
    marker_colour,
    space_cities,
)
from .state import Seat, State

RULE = "Traders 3 — Set up"


def split_stacks(markers: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Five approximately equal face-down stacks; the leftmost ones take any extra marker."""
    base, extra = divmod(len(markers), SUPPLY_STACKS)
    out, at = [], 0
    for i in range(SUPPLY_STACKS):
        size = base + (1 if i < extra else 0)
        out.append(tuple(markers[at : at + size]))
        at += size
    return tuple(out)


def _check_options(
    players: Sequence[str], seed: Any, side: Any, compass: Any, guild_mats: Any
) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise IllegalAction(RULE, f"the seed must be a whole number, not {seed!r}")
    if side not in SIDES:
        raise IllegalAction(
            "Traders 2.1 — The game boards",
            f"the board side must be one of {', '.join(SIDES)}, not {side!r}",
        )
    if not isinstance(compass, bool):
        raise IllegalAction("Traders 7 — The compass", "compass must be true or false")
    if isinstance(guild_mats, bool):
        return
    if (
        not isinstance(guild_mats, (list, tuple))
        or len(guild_mats) != len(players)
        or any(not isinstance(m, str) or m not in GUILD_MATS for m in guild_mats)
        or len(set(guild_mats)) != len(guild_mats)
    ):
        raise IllegalAction(
            "Traders 2.2 — The guild mats",
            "guild_mats must be true/false or one different special mat per "
            f"player, chosen from {', '.join(GUILD_MATS)}",
        )


def new_game(
    players: Sequence[str],
    seed: int = 0,
    side: str = "A",
    compass: bool = False,
    guild_mats: bool | Sequence[str] = False,
) -> State:
    """Set up a game for 2–4 players (checked by `RULESET.start`); seat 0 is the start player."""
    players = tuple(str(p) for p in players)
    _check_options(players, seed, side, compass, guild_mats)
    chance = rng(seed, 0)
    removed = sorted(chance.sample(range(len(COLOURS)), COLOURS_REMOVED[len(players)]))
    bag = [m for m in range(len(MARKERS)) if marker_colour(m) not in removed]
    box = tuple(m for m in range(len(MARKERS)) if marker_colour(m) in removed)
    chance.shuffle(bag)
    n_spaces = len(space_cities(side))
    spaces = tuple(bag[:n_spaces])  # filled in numerical order, Thespian first
    stacks = split_stacks(bag[n_spaces:])
    reversed_arrows = compass and rng(seed, 1).random() < 0.5
    if guild_mats is True:
        mats: tuple[str | None, ...] = tuple(rng(seed, 2).sample(list(GUILD_MATS), len(players)))
    elif guild_mats is False:
        mats = (None,) * len(players)
    else:
        mats = tuple(guild_mats)
    seats = tuple(
        Seat(money=START_MONEY[i], contracts_left=CONTRACTS_PER_PLAYER, mat=mats[i])
        for i in range(len(players))
    )
    return State(
        players=players,
        seed=seed,
        chance=3,
        side=side,
        compass=compass,
        reversed_arrows=reversed_arrows,
        guild_mats=guild_mats is not False,
        spaces=spaces,
        stacks=stacks,
        box=box,
        seats=seats,
        contracts=tuple((0,) * len(players) for _ in CITIES),
        ship=CITY_INDEX[START_CITY],
        bank=-sum(s.money for s in seats),
        turn_player=0,
        events=(f"removed colours: {', '.join(COLOURS[c] for c in removed) or 'none'}",),
    )
