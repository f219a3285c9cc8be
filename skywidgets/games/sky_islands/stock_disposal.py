"""⑤ Stock disposal: exchange 3 same-colour cubes for 1, then keep at most 3 cubes."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve
from skywidgets.core.memo import memo

from .actions import Exchange, Keep
from .data import CUBE_COLOURS, EXCHANGE_RATE, GAME, KEEP_LIMIT
from .state import State

Cubes = tuple[int, int, int]  # red, white, blue
RULE_EXCHANGE = f"{GAME} ⑤ — pay 3 cubes of one colour for 1 cube of any colour from the supply"
RULE_EXCHANGE_VP = f"{GAME} ⑤ — never for a colour missing from the supply or for a point"
RULE_KEEP = f"{GAME} ⑤ — keep at most 3 cubes, return the rest"


def exchange_actions(state: State) -> list[Exchange]:
    """Every legal exchange for the current player (the colour paid may be taken back)."""
    cubes = state.seats[state.active].cubes
    supply = state.supply
    return list(_exchanges(cubes, (supply[0] > 0, supply[1] > 0, supply[2] > 0)))


@memo(1024)
def _exchanges(
    cubes: tuple[int, int, int], in_supply: tuple[bool, bool, bool]
) -> tuple[Exchange, ...]:
    """The exchanges open to a holding, given which colours the supply still has."""
    return tuple(
        Exchange(give, take)
        for gi, give in enumerate(CUBE_COLOURS)
        if cubes[gi] >= EXCHANGE_RATE
        for ti, take in enumerate(CUBE_COLOURS)
        if ti == gi or in_supply[ti]  # the 3 paid are in the supply before taking
    )


def keep_actions(state: State) -> list[Keep]:
    """Every legal keep: all cubes when holding 3 or fewer, else any choice of up to 3."""
    return list(_keeps(state.seats[state.active].cubes))


@memo(1024)
def _keeps(cubes: tuple[int, int, int]) -> tuple[Keep, ...]:
    """The keeps open to a holding."""
    r, w, b = cubes
    if r + w + b <= KEEP_LIMIT:
        return (Keep(r, w, b),)
    return tuple(
        Keep(kr, kw, kb)
        for kr in range(min(r, KEEP_LIMIT) + 1)
        for kw in range(min(w, KEEP_LIMIT - kr) + 1)
        for kb in range(min(b, KEEP_LIMIT - kr - kw) + 1)
    )


def disposal_actions(state: State) -> list[Exchange | Keep]:
    """The legal decisions of step ⑤."""
    return [*exchange_actions(state), *keep_actions(state)]


def has_choice(cubes: tuple[int, int, int]) -> bool:
    """Whether ⑤ offers a player holding `cubes` any choice (else it resolves by itself).

    An exchange is open whenever a colour reaches 3: that colour can always be taken back.
    """
    return sum(cubes) > KEEP_LIMIT or max(cubes) >= EXCHANGE_RATE


def needs_decision(state: State) -> bool:
    """Whether ⑤ offers the current player any choice (else it resolves by itself)."""
    return has_choice(state.seats[state.active].cubes)


def keeps_line(name: str, held: int) -> str:
    """The ⑤ log line when there is nothing to choose: every cube is kept."""
    return f"⑤ {name} keeps {held} cube{'s' if held != 1 else ''}: nothing to dispose of"


def exchange(state: State, action: Exchange) -> State:
    """Pay 3 cubes of `give` to the supply and take 1 `take`, any colour (raises if not allowed)."""
    if action.give not in CUBE_COLOURS:
        raise IllegalAction(
            RULE_EXCHANGE, f"{action.give!r} is not a cube colour (red, white or blue)"
        )
    if action.take not in CUBE_COLOURS:
        raise IllegalAction(
            RULE_EXCHANGE_VP, f"{action.take!r} cannot be taken: only a red, white or blue cube"
        )
    seat = state.active
    gi, ti = CUBE_COLOURS.index(action.give), CUBE_COLOURS.index(action.take)
    cubes = list(state.seats[seat].cubes)
    if cubes[gi] < EXCHANGE_RATE:
        raise IllegalAction(
            RULE_EXCHANGE, f"you hold {cubes[gi]} {action.give} cubes, not {EXCHANGE_RATE}"
        )
    supply = list(state.supply)
    supply[gi] += EXCHANGE_RATE  # pay first: a cube of the colour paid is then always there
    if supply[ti] <= 0:
        raise IllegalAction(RULE_EXCHANGE_VP, f"the supply has no {action.take} cube left")
    cubes[gi] -= EXCHANGE_RATE
    cubes[ti] += 1
    supply[ti] -= 1
    return _with_cubes(
        state, seat, (cubes[0], cubes[1], cubes[2]), (supply[0], supply[1], supply[2])
    )


def keep(state: State, action: Keep) -> tuple[State, str]:
    """Keep the chosen cubes, return the rest (raises when not allowed); says what went back."""
    kept, supply, text = kept_cubes(state, action)
    return _with_cubes(state, state.active, kept, supply), text


def _with_cubes(state: State, seat: int, cubes: Cubes, supply: Cubes) -> State:
    """`state` with `seat` holding `cubes` and the supply at `supply`."""
    seats = list(state.seats)
    seats[seat] = evolve(seats[seat], cubes=cubes)
    return evolve(state, seats=tuple(seats), supply=supply)


def kept_cubes(
    state: State, action: Keep
) -> tuple[tuple[int, int, int], tuple[int, int, int], str]:
    """`keep` as values: the cubes kept, the supply after and the line (raises if not allowed)."""
    seat = state.active
    held = state.seats[seat].cubes
    kept = (action.red, action.white, action.blue)
    for colour, k, h in zip(CUBE_COLOURS, kept, held):
        if k < 0 or k > h:
            raise IllegalAction(RULE_KEEP, f"you hold {h} {colour}, so you cannot keep {k}")
    if sum(held) <= KEEP_LIMIT and kept != held:
        raise IllegalAction(RULE_KEEP, f"you hold only {sum(held)} cubes: you keep them all")
    if sum(kept) > KEEP_LIMIT:
        raise IllegalAction(RULE_KEEP, f"you may keep at most {KEEP_LIMIT} cubes, not {sum(kept)}")
    s = state.supply
    supply = (s[0] + held[0] - kept[0], s[1] + held[1] - kept[1], s[2] + held[2] - kept[2])
    returned = sum(held) - sum(kept)
    text = (
        f"⑤ {state.players[seat]} returns {returned} cube{'s' if returned != 1 else ''} "
        "to the supply"
        if returned
        else ""
    )
    return kept, supply, text
