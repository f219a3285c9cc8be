"""Follow-up decisions: power offers, favor and town tiles, cult choices, ships, bridges.

Each `(state, action)` function here answers the decision at the head of `state.pending`
(the phase table of rules.py calls it only for that decision)."""

from __future__ import annotations

from skywidgets.core import IllegalAction
from skywidgets.core.memo import memo

from . import board, tables
from .actions import (
    ChooseCult,
    DarklingsConvert,
    FireFavorBonus,
    Leech,
    PlaceBridge,
    TakeFavor,
    TakeTown,
)
from .cultists import note_answer
from .cults import priest_to_order
from .factions import DARKLINGS_SH_CONVERSIONS
from .facts import hexes_of
from .resources import (
    add_vp,
    cult_steps,
    gain,
    gain_power,
    priests_after,
    push,
    score_event,
    unblock,
)
from .state import (
    BridgePlacement,
    CultChoice,
    DarklingsPriests,
    FavorChoice,
    FireFavorChoice,
    PowerOffer,
    State,
    TownChoice,
    decision,
    evolve,
    with_pending,
    with_seat,
)
from .towns import check_town

R_LEECH = "Terra Mystica — gaining power from neighbours' building"
R_TRADE_POWER = "Merchants of the Seas — Using Ships to Trade: the owner's power"
R_FAVOR = "Terra Mystica — Favor tiles; Merchants of the Seas — New Favor tiles"
R_TOWN = "Terra Mystica — Founding a Town"
R_CULT = "Terra Mystica — Cult tracks"
R_BRIDGE = "Terra Mystica — Bridges"
R_DARK = "Terra Mystica — Darklings' Stronghold"
R_FAV13 = "Merchants of the Seas — New Favor tiles: the one-time bonus"


def _pop(state: State) -> State:
    return with_pending(state, state.pending[1:])


def leech(state: State, action: Leech) -> State:
    """Take (paying VP = power − 1) or decline the offered power (`power` must match)."""
    offer = decision(state, PowerOffer)
    if action.power != offer.power:
        rule = R_TRADE_POWER if offer.trade else R_LEECH
        raise IllegalAction(rule, f"the offer is {offer.power} power, not {action.power}")
    state = note_answer(_pop(state), offer, action.accept)  # the Cultists' reward
    if not action.accept:
        return state
    i = offer.seat
    state = with_seat(state, i, bowls=gain_power(state.seats[i].bowls, offer.power))
    source = "power from trades" if offer.trade else "power from neighbours"
    return add_vp(state, i, source, -offer.vp_cost)


def favor_options(state: State, i: int) -> list[str]:
    """Favor tiles seat `i` may take (one copy each, one +1 tile per cult)."""
    return list(_favor_options(state.seats[i].favors, state.favor_pool))


@memo(4096)
def _favor_options(favors: tuple[str, ...], pool: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """`favor_options` for a seat holding `favors`, with the tiles `pool` left."""
    ones = {_ONE_STEP[f] for f in favors if f in _ONE_STEP}
    return tuple(
        tile
        for tile, left in pool
        if left > 0 and tile not in favors and _ONE_STEP.get(tile) not in ones
    )


# The cult of each favor tile giving exactly one cult step (one such tile per cult).
_ONE_STEP = {
    f: next(iter(steps)) for f, (steps, *_rest) in tables.FAVORS.items() if sum(steps.values()) == 1
}


def take_favor(state: State, action: TakeFavor) -> State:
    """Take a Favor tile: its cult steps now, its other effect from now on."""
    i = decision(state, FavorChoice).seat
    tile = action.tile
    if tile not in favor_options(state, i):
        raise IllegalAction(
            R_FAVOR,
            f"{tile} cannot be taken (gone, already yours, or a second +1 tile of the same cult)",
        )
    state = _pop(state)
    pool = tuple((t, n - 1 if t == tile else n) for t, n in state.favor_pool)
    state = evolve(with_seat(state, i, favors=state.seats[i].favors + (tile,)), favor_pool=pool)
    steps, _income, extra, _n = tables.FAVORS[tile]
    state = gain(state, i, dict(steps), "favor tiles")
    if extra == "choice":
        state = push(state, FireFavorChoice(i), front=True)
    if extra == "town6":
        for h, o in enumerate(state.owner):
            if o == i and h not in state.town_hexes:
                state = check_town(state, i, h)
    return state


def town_options(state: State) -> list[str]:
    """Town tiles still in the supply."""
    return [t for t, n in state.town_pool if n > 0]


def take_town(state: State, action: TakeTown) -> State:
    """Take a Town tile: a key, its VP and its reward."""
    i = decision(state, TownChoice).seat
    tile = action.tile
    if tile not in town_options(state):
        raise IllegalAction(R_TOWN, f"no {tile} town tile is left")
    state = _pop(state)
    pool = tuple((t, n - 1 if t == tile else n) for t, n in state.town_pool)
    seat = state.seats[i]
    state = with_seat(state, i, towns=seat.towns + (tile,), keys=seat.keys + 1)
    state = score_event(evolve(state, town_pool=pool), i, "TOWN")
    return unblock(gain(state, i, dict(tables.TOWNS[tile][0]), "town tiles"), i)


def cult_options(state: State, i: int, steps: int) -> list[str]:
    """Cults where `steps` would move seat `i` at least one space."""
    return [
        c
        for k, c in enumerate(tables.CULTS)
        if cult_steps(state, i, k, steps).seats[i].cults[k] > state.seats[i].cults[k]
    ]


def choose_cult(state: State, action: ChooseCult) -> State:
    """Spend pending cult steps on one track."""
    p = decision(state, CultChoice)
    if action.cult not in cult_options(state, p.seat, p.steps):
        raise IllegalAction(R_CULT, f"you cannot advance on {action.cult}")
    return cult_steps(_pop(state), p.seat, tables.CULTS.index(action.cult), p.steps)


def bridge_options(state: State, i: int) -> list[tuple[int, int]]:
    """Bridge spots touching one of seat `i`'s structures, both ends not bridged there yet."""
    if state.seats[i].bridges >= tables.BRIDGES_PER_FACTION:
        return []
    near = sorted({k for h in hexes_of(state, i) for k in _SPOTS_AT[h]})
    spots = [board.BRIDGE_SPOTS[k] for k in near]
    if state.bridges:
        used = {(a, b) for a, b, _ in state.bridges}
        return [ab for ab in spots if ab not in used]
    return spots


def _spots_at(h: int) -> tuple[int, ...]:
    """The indices of the bridge spots with an end on `h`."""
    return tuple(k for k, (a, b) in enumerate(board.BRIDGE_SPOTS) if h in (a, b))


_SPOTS_AT = tuple(_spots_at(h) for h in range(board.N_HEXES))


def place_bridge(state: State, action: PlaceBridge) -> State:
    """Place one of your bridges: its two ends count as directly adjacent."""
    i = decision(state, BridgePlacement).seat
    a, b = action.a, action.b
    if (a, b) not in bridge_options(state, i):
        raise IllegalAction(R_BRIDGE, "a bridge spans one river edge next to your structure")
    state = _pop(state)
    state = with_seat(state, i, bridges=state.seats[i].bridges + 1)
    state = evolve(state, bridges=state.bridges + ((a, b, i),))
    for h in (a, b):
        if state.owner[h] == i and h not in state.town_hexes:
            state = check_town(state, i, h)
    return state


def darklings_max(state: State, i: int) -> int:
    """Most workers the Darklings may turn into priests now."""
    seat = state.seats[i]
    room = tables.MAX_PRIESTS - seat.priests - seat.priests_sent
    return max(0, min(DARKLINGS_SH_CONVERSIONS, seat.workers, room))


def darklings_convert(state: State, action: DarklingsConvert) -> State:
    """Darklings' Stronghold: once, turn 0–3 workers into priests."""
    i = decision(state, DarklingsPriests).seat
    n = action.n
    if not 0 <= n <= darklings_max(state, i):
        raise IllegalAction(R_DARK, f"you may convert 0 to {darklings_max(state, i)} workers")
    state = _pop(state)
    seat = state.seats[i]
    return with_seat(state, i, workers=seat.workers - n, priests=priests_after(seat, n))


# The new fire favor tile: 0 = shipping/range +1 and 1 worker; 1–4 = a priest to the order
# of FIRE/WATER/EARTH/AIR and 4 coins; 5–8 = one step on FIRE/WATER/EARTH/AIR and 4 coins.
def fav13_options(state: State, i: int) -> list[int]:
    """The choices of the one-time bonus of the new fire favor tile."""
    seat = state.seats[i]
    out = [0]
    for k in range(4):
        if seat.priests > 0 and state.cult_order[k] < len(tables.ORDER_SPACES):
            out.append(1 + k)
    out += [5 + k for k, c in enumerate(tables.CULTS) if c in cult_options(state, i, 1)]
    return out


def fav13(state: State, action: FireFavorBonus) -> State:
    """Resolve the new fire favor tile's one-time bonus."""
    i = decision(state, FireFavorChoice).seat
    n = action.option
    if n not in fav13_options(state, i):
        raise IllegalAction(
            R_FAV13,
            "choose 0 (shipping and worker), 1–4 (priest to an order "
            "space and 4 coins) or 5–8 (one cult step)",
        )
    state = _pop(state)
    if n == 0:
        return gain(state, i, {"SHIPPING": 1, "W": 1}, "favor tiles")
    if n <= 4:
        state = priest_to_order(state, i, n - 1)
        return gain(state, i, {"C": 4}, "favor tiles")
    state = cult_steps(state, i, n - 5, 1)
    return gain(state, i, {"C": 4}, "favor tiles")
