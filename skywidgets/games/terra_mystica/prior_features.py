"""What the league prior sees of a move: named features of (position, move, result).

A feature is a name and a number. Names say what they stand for ("Upgrade:TP|round=2": an
upgrade to a Trading house in round 2; "Upgrade:vp": the VP the upgrade scores at once), so
the weights file reads as a table of what strong players prefer. Features that are the same
for every move of one decision cancel out in the prior's softmax, so the position enters only
crossed with the kind of move ("Pass|workers": passing with workers left).
"""

from __future__ import annotations

from collections.abc import Iterator

from skywidgets.core import Action

from . import actions as A
from . import board, tables
from .facts import counts_of
from .position_value import evaluate
from .rules import legal_actions
from .state import State

Feature = tuple[str, float]

# What names a move beyond its class: the field that tells its variants apart.
_DETAIL = {
    "Convert": "what",
    "PowerAction": "id",
    "Upgrade": "to",
    "Special": "what",
    "Advance": "track",
    "Pass": "card",
    "TakeFavor": "tile",
    "TakeTown": "tile",
    "ChooseCult": "cult",
    "ChooseBonus": "card",
    "Leech": "accept",
}
_BUILDS = ("TransformAndBuild", "PlaceDwelling", "WitchesRide", "Sandstorm", "Upgrade")


def move_key(action: Action) -> str:
    """The move's kind and variant, e.g. "PowerAction:ACT6" or "TransformAndBuild:build"."""
    kind = type(action).__name__
    field = _DETAIL.get(kind)
    if field is not None:
        return f"{kind}:{getattr(action, field)}"
    if isinstance(action, A.TransformAndBuild):
        return f"{kind}:{'build' if action.build else 'transform'}"
    if isinstance(action, A.SendPriest):
        return f"{kind}:{action.cult}:{'order' if action.order else 'step'}"
    return kind


def decision_of(state: State) -> str:
    """The decision being taken: a pending decision's kind, or the step."""
    return state.pending[0].kind if state.pending else state.step


def features(before: State, action: Action, after: State | None, seat: int) -> list[Feature]:
    """The named features of `action` by `seat` in `before` (`after`: its result, None when
    the move only ends a turn or cannot be looked ahead)."""
    kind = type(action).__name__
    key = move_key(action)
    me = before.seats[seat]
    tile = (
        before.round_tiles[before.round - 1] if 1 <= before.round <= len(before.round_tiles) else 0
    )
    out: list[Feature] = [
        (f"{key}", 1.0),
        (f"{key}|at={decision_of(before)}", 1.0),
        (f"{key}|round={before.round}", 1.0),
        (f"{key}|faction={me.faction}", 1.0),
        (f"{kind}|round={before.round}|faction={me.faction}", 1.0),
        (f"{kind}|tile={tile}", 1.0),
        (f"{key}|tile={tile}", 1.0),
    ]
    if kind == "Pass" and before.round < len(before.round_tiles):
        out.append((f"{key}|next_tile={before.round_tiles[before.round]}", 1.0))
    if isinstance(action, A.Pass):
        out += _pass_card(before, action.card, seat)
    out += _context(before, kind, seat)
    if after is not None:
        out += _results(before, after, kind, seat)
        out += _results(before, after, key, seat) if key != kind else ()
    out += _place(before, action, kind, seat)
    out += _place(before, action, key, seat) if key != kind else ()
    if after is not None:
        out += _group(before, after, action, kind, seat)
        out += _enables(before, after, key, seat) if kind == "Convert" else ()
    return out


def _main_moves(state: State) -> set[Action]:
    """The legal moves other than converting and ending the turn."""
    return {a for a in legal_actions(state) if type(a).__name__ not in ("Convert", "EndTurn")}


def _enables(before: State, after: State, key: str, seat: int) -> Iterator[Feature]:
    """What a conversion makes affordable: moves legal after it and not before it."""
    if after.current_player != seat:
        return
    new = len(_main_moves(after) - _main_moves(before))
    yield "Convert:enables", float(new > 0)
    yield f"{key}:enables", float(new > 0)
    yield "Convert:new_moves", min(new, 20) / 10


def _pass_card(state: State, card: str, seat: int) -> Iterator[Feature]:
    """The VP the card taken when passing pays at the next pass, for the seat's buildings now."""
    rule = tables.BONUS_CARDS[card][2] if card in tables.BONUS_CARDS else None
    if rule is None or rule[0] != "per":
        return
    _how, kinds, vp = rule
    counts = counts_of(state, seat)
    yield "Pass|card_vp", sum(counts.get(k, 0) for k in kinds) * vp / 5


def _context(state: State, kind: str, seat: int) -> Iterator[Feature]:
    """The seat's supplies, crossed with the kind of move (only these differ between moves)."""
    me = state.seats[seat]
    yield f"{kind}|coins", me.coins / 10
    yield f"{kind}|workers", me.workers / 5
    yield f"{kind}|priests", me.priests / 3
    yield f"{kind}|power", (me.bowls[2] + me.bowls[1] / 2) / 6
    yield f"{kind}|rounds_left", (tables.ROUNDS - state.round) / 5
    yield f"{kind}|passed", sum(s.passed for s in state.seats) / len(state.seats)


def _results(before: State, after: State, kind: str, seat: int) -> Iterator[Feature]:
    """What the move changes for the seat: VP now, supplies, tracks, its position's value."""
    a, b = before.seats[seat], after.seats[seat]
    yield f"{kind}:vp", (b.vp - a.vp) / 5
    yield f"{kind}:value", (evaluate(after, seat) - evaluate(before, seat) + b.vp - a.vp) / 5
    yield f"{kind}:coins", (b.coins - a.coins) / 5
    yield f"{kind}:workers", (b.workers - a.workers) / 3
    yield f"{kind}:priests", float(b.priests - a.priests)
    yield f"{kind}:power", (b.bowls[2] - a.bowls[2] + (b.bowls[1] - a.bowls[1]) / 2) / 3
    yield f"{kind}:cults", (sum(b.cults) - sum(a.cults)) / 3
    yield f"{kind}:keys", float(b.keys - a.keys)
    yield f"{kind}:tracks", float(b.shipping + b.dig - a.shipping - a.dig)
    yield from _cult_race(before, after, kind, seat)
    for name, new in _follow_ups(before, after, seat):
        yield f"{kind}:{name}", new
    others = sum(s.vp for k, s in enumerate(after.seats) if k != seat)
    yield (
        f"{kind}:others_vp",
        (others - sum(s.vp for k, s in enumerate(before.seats) if k != seat)) / 5,
    )


def _cult_race(before: State, after: State, kind: str, seat: int) -> Iterator[Feature]:
    """Cult steps that count: Phase III rewards of this and the next round's scoring tile, a
    lead taken on a track (its final majority)."""
    a, b = before.seats[seat].cults, after.seats[seat].cults
    if a == b:
        return
    for name, when in (("tile_reward", before.round - 1), ("next_tile_reward", before.round)):
        if 0 <= when < len(before.round_tiles):
            _what, _vp, cult, need, _reward = tables.ROUND_TILES[before.round_tiles[when]]
            if cult in tables.CULTS:
                k = tables.CULTS.index(cult)
                yield f"{kind}:{name}", float(b[k] // need - a[k] // need)
    leads = 0
    for k in range(len(tables.CULTS)):
        if b[k] > a[k]:
            best = max((s.cults[k] for j, s in enumerate(after.seats) if j != seat), default=0)
            leads += (b[k] > best) - (a[k] > best)
    yield f"{kind}:cult_leads", float(leads)
    yield f"{kind}:cult_majority", (_majority_vp(after, seat) - _majority_vp(before, seat)) / 4


def _majority_vp(state: State, seat: int) -> int:
    """The seat's final cult-majority VP if the game ended now (8/4/2 by rank; ties by rank)."""
    total = 0
    for k in range(len(tables.CULTS)):
        mine = state.seats[seat].cults[k]
        ahead = sum(1 for j, s in enumerate(state.seats) if j != seat and s.cults[k] > mine)
        if mine > 0 and ahead < len(tables.CULT_VP):
            total += tables.CULT_VP[ahead]
    return total


def _follow_ups(before: State, after: State, seat: int) -> Iterator[Feature]:
    """The decisions the move leaves the seat to take (a town founded, a Favor tile won)."""
    for name in ("town", "favor", "cult", "spades", "bridge"):
        was = sum(1 for d in before.pending if d.seat == seat and d.kind == name)
        now = sum(1 for d in after.pending if d.seat == seat and d.kind == name)
        if now > was:
            yield name, float(now - was)


def _group(before: State, after: State, action: Action, kind: str, seat: int) -> Iterator[Feature]:
    """How much nearer a town the build brings its group of the seat's adjacent structures: the
    group's structure power gained, counted up to a town's 7 (towns founded before left out)."""
    h = getattr(action, "hex", -1)
    if kind not in _BUILDS or not 0 <= h < board.N_HEXES or after.owner[h] != seat:
        return
    group, todo = {h}, [h]
    while todo:
        for j in board.ADJ[todo.pop()]:
            free = j not in before.town_hexes
            if after.owner[j] == seat and free and j not in group:
                group.add(j)
                todo.append(j)
    now = sum(tables.POWER_VALUE.get(after.building[j], 0) for j in group)
    was = sum(
        tables.POWER_VALUE.get(before.building[j], 0) for j in group if before.owner[j] == seat
    )
    yield f"{kind}|group_gain", (min(now, 7) - min(was, 7)) / 7


def _place(state: State, action: Action, kind: str, seat: int) -> Iterator[Feature]:
    """Where a build goes: neighbours (power offered, cheaper Trading houses), spades."""
    h = getattr(action, "hex", -1)
    if type(action).__name__ not in _BUILDS or not 0 <= h < board.N_HEXES:
        return
    near = [state.owner[j] for j in board.ADJ[h] if state.owner[j] >= 0]
    yield f"{kind}|rivals_near", float(len({j for j in near if j != seat}))
    yield f"{kind}|own_near", float(sum(1 for j in near if j == seat))
    if isinstance(action, A.TransformAndBuild):
        now = state.terrain[h]
        spades = tables.spade_distance(now, action.terrain) if now in tables.WHEEL else 0
        yield f"{kind}|spades", float(spades)
    if isinstance(action, A.PlaceDwelling) and kind == "PlaceDwelling":
        yield f"{kind}|hex={board.NAMES[h]}|faction={state.seats[seat].faction}", 1.0
