"""⑤ Stock disposal: exchange 3 same-colour cubes for 1, then keep at most 3 cubes."""

from __future__ import annotations

from skywidgets.core import IllegalAction

from .actions import Exchange, Keep
from .data import CUBE_COLOURS, EXCHANGE_RATE, GAME, KEEP_LIMIT
from .state import State, replace, with_seat

RULE_EXCHANGE = f"{GAME} ⑤ — pay 3 cubes of one colour for 1 cube of any colour from the supply"
RULE_EXCHANGE_VP = f"{GAME} ⑤ — never for a colour missing from the supply or for a point"
RULE_KEEP = f"{GAME} ⑤ — keep at most 3 cubes, return the rest"


def exchange_actions(state: State) -> list[Exchange]:
    """Every legal exchange for the current player (the colour paid may be taken back)."""
    cubes = state.seats[state.current_player].cubes  # type: ignore[index]  # set at ⑤
    if max(cubes) < EXCHANGE_RATE:
        return []
    supply = state.supply
    key = (cubes, supply[0] > 0, supply[1] > 0, supply[2] > 0)
    out = _EXCHANGES.get(key)
    if out is None:
        out = _EXCHANGES[key] = tuple(
            Exchange(give, take)
            for gi, give in enumerate(CUBE_COLOURS)
            if cubes[gi] >= EXCHANGE_RATE
            for ti, take in enumerate(CUBE_COLOURS)
            if ti == gi or key[1 + ti]  # the 3 paid are in the supply before taking
        )
    return list(out)


def keep_actions(state: State) -> list[Keep]:
    """Every legal keep: all cubes when holding 3 or fewer, else any choice of up to 3."""
    cubes = state.seats[state.current_player].cubes  # type: ignore[index]  # set at ⑤
    out = _KEEPS.get(cubes)
    if out is None:
        out = _KEEPS[cubes] = tuple(_keeps(*cubes))
    return list(out)


def _keeps(r: int, w: int, b: int) -> list[Keep]:
    if r + w + b <= KEEP_LIMIT:
        return [Keep(r, w, b)]
    return [
        Keep(kr, kw, kb)
        for kr in range(min(r, KEEP_LIMIT) + 1)
        for kw in range(min(w, KEEP_LIMIT - kr) + 1)
        for kb in range(min(b, KEEP_LIMIT - kr - kw) + 1)
    ]


# Shared lists by holding (60 cubes in all keep both tables small).
_EXCHANGES: dict[tuple[tuple[int, int, int], bool, bool, bool], tuple[Exchange, ...]] = {}
_KEEPS: dict[tuple[int, int, int], tuple[Keep, ...]] = {}


def disposal_actions(state: State) -> list[Exchange | Keep]:
    """The legal decisions of step ⑤."""
    return [*exchange_actions(state), *keep_actions(state)]


def needs_decision(state: State) -> bool:
    """Whether ⑤ offers the current player any choice (else it resolves by itself)."""
    cubes = state.seats[state.current_player].cubes  # type: ignore[index]  # set: a move was made
    # an exchange is open whenever a colour reaches 3: that colour can always be taken back
    return sum(cubes) > KEEP_LIMIT or max(cubes) >= EXCHANGE_RATE


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
    state = with_seat(state, seat, cubes=(cubes[0], cubes[1], cubes[2]))
    return replace(state, supply=(supply[0], supply[1], supply[2]))


def keep(state: State, action: Keep) -> tuple[State, str]:
    """Keep the chosen cubes, return the rest (raises when not allowed); says what went back."""
    kept, supply, text = kept_cubes(state, action)
    return replace(with_seat(state, state.active, cubes=kept), supply=supply), text


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
