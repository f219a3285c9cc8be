"""One ledger command (or a few that belong together) to the `terra_mystica` move it means.

`next_move(state, seat, commands)` looks at the decision the model asks of `seat` and at the
seat's commands still to play, and returns the move and how many commands it used. It only
builds the move; whether it is legal is for the rules to say (replay.py applies it).
"""

from __future__ import annotations

from collections.abc import Sequence

from skywidgets.core import Action
from skywidgets.games.terra_mystica.engine import (
    FACTIONS,
    ORDER_SPACES,
    SPECIALS,
    TERRAIN_OF_COLOUR,
    BridgePlacement,
    ConnectRiver,
    CultChoice,
    DarklingsPriests,
    DoubleTurn,
    FavorChoice,
    FreeTradingHouse,
    PowerOffer,
    RiverTown,
    SpadeUse,
    State,
    TownChoice,
    TurnEnd,
    board,
    counts_of,
    dig_moves,
    free_actions_now,
)
from skywidgets.games.terra_mystica.engine import actions as A

from . import commands as C

TERRAIN = TERRAIN_OF_COLOUR  # snellman colour names -> the map's terrain letters
# snellman building names -> the engine's
BUILDINGS = {"D": "D", "TP": "TP", "TE": "TE", "SH": "SH", "SA": "SA"}
# `convert` pairs -> the engine's unit conversions and how many units one step converts
CONVERSIONS = {
    ("PW", "C"): ("PW>C", 1),
    ("PW", "W"): ("PW>W", 3),
    ("PW", "P"): ("PW>P", 5),
    ("P", "W"): ("P>W", 1),
    ("W", "C"): ("W>C", 1),
    ("VP", "C"): ("VP>C", 1),
    ("C", "VP"): ("C>VP", 2),
}
CULT_NAMES = ("FIRE", "WATER", "EARTH", "AIR")
Used = tuple[int, ...]  # the indices of the commands a move uses
# commands that play nothing in the model (income, waiting, markers of automatic effects)
PASSIVE = (C.Income, C.ScoreResources, C.Wait, C.Setup, C.CultistsOutcome)


class Untranslatable(ValueError):
    """A command the model has no move for at this point of the game."""


def hex_of(name: str) -> int:
    """The map index of a snellman hex name ("E4") or river space ("r20")."""
    if name.lower().startswith("r") and name[1:].isdigit():
        k = int(name[1:])
        if k < len(board.RIVERS):
            return board.RIVERS[k]
    h = board.BY_NAME.get(name.upper())
    if h is None:
        raise Untranslatable(f"{name!r} is not a space of the base map")
    return h


def _terrain(state: State, seat: int, colour: str | None) -> str:
    if colour is None:
        return FACTIONS[state.factions[seat]].home
    letter = TERRAIN.get(colour)
    if letter is None:
        raise Untranslatable(f"unknown terrain colour {colour!r}")
    return letter


def _home(state: State, seat: int) -> str:
    return FACTIONS[state.factions[seat]].home


def _build_after(cmds: Sequence[C.Command], k: int, h: int) -> bool:
    """Whether command `k` builds a Dwelling on hex `h`."""
    if k >= len(cmds):
        return False
    c = cmds[k]
    return isinstance(c, C.Build) and hex_of(c.hex) == h


def _free_before(
    state: State, seat: int, cmds: Sequence[C.Command], end: int
) -> tuple[Action, Used] | None:
    """The first conversion or burn before command `end`, played first: a row may convert
    between a transform and the build that pays with the coins (snellman runs the row in its
    order; the model builds with the transform)."""
    for j in range(end):
        if isinstance(cmds[j], (C.Convert, C.Burn)):
            found = next_move(state, seat, [cmds[j]])
            return None if found is None else (found[0], (j,))
    return None


def _spade_move(state: State, seat: int, cmds: Sequence[C.Command]) -> tuple[Action, Used] | None:
    """`[dig N.] transform H [to X]` with a `build H` anywhere later in the row (snellman lets
    other transforms come between), or `[dig N.] build H`: one transform move (conversions
    written between are paid first)."""
    k = 0
    while k < len(cmds) and isinstance(cmds[k], C.Dig):
        k += 1
    if k >= len(cmds):
        return None
    first = cmds[k]
    if isinstance(first, (C.Convert, C.Burn)):
        dig = A.Dig(sum(c.spades for c in cmds[:k] if isinstance(c, C.Dig)))
        # the Alchemists' spades bring power: dig first, convert, then build (snellman order)
        if k and not state.pending and dig in dig_moves(state, seat, counts_of(state, seat)):
            return dig, tuple(range(k))
        found = next_move(state, seat, [first])
        return None if found is None else (found[0], (k,))
    used = tuple(range(k + 1))
    if isinstance(first, C.Transform):
        h = hex_of(first.hex)
        home = first.terrain is None or _terrain(state, seat, first.terrain) == _home(state, seat)
        # a build later in the row is on this hex (only the home terrain is built on)
        later = [j for j in range(k + 1, len(cmds)) if home and _build_after(cmds, j, h)]
        if later:
            early = _free_before(state, seat, cmds, later[0])
            if early is not None:
                return early
        terrain = _terrain(state, seat, first.terrain)
        return A.TransformAndBuild(h, terrain, bool(later)), used + tuple(later[:1])
    if isinstance(first, C.Build):
        h = hex_of(first.hex)
        return A.TransformAndBuild(h, _terrain(state, seat, None), True), used
    return None


def _throws_spades(c: C.Command) -> bool:
    """Whether the command throws spades away (`-SPADE`, snellman's way to leave them)."""
    return isinstance(c, C.Adjust) and c.amount < 0 and c.what.upper() == "SPADE"


def next_move(state: State, seat: int, cmds: Sequence[C.Command]) -> tuple[Action, Used] | None:
    """The move the seat's next commands make in answer to what the model asks of it, and
    the indices of the commands it uses; None when they do not answer it (the row is done)."""
    head = state.pending[0] if state.pending else None
    if not cmds:
        return None
    c = cmds[0]
    if isinstance(c, C.Done):  # snellman's `done`: the decision open is left unused
        return (A.EndTurn() if isinstance(head, TurnEnd) else A.Finish()), (0,)
    if isinstance(head, SpadeUse) and _throws_spades(c):  # `-2SPADE`: the rest thrown away
        return A.Finish(), (0,)
    in_turn = free_actions_now(state, seat)
    if isinstance(head, _FOLLOW_UPS) and not (in_turn and isinstance(c, (C.Convert, C.Burn))):
        for j, later in enumerate(cmds):  # the answer may come after conversions
            found = answer(state, seat, head, later)
            if found is not None:
                return found, (j,)
    if isinstance(c, C.Burn):  # one token each (replay.expand splits `burn N`)
        return A.Convert("BURN"), (0,)
    if isinstance(c, C.Convert):
        return _convert(state, seat, head, c)
    if head is None:
        return _turn(state, seat, cmds)
    if isinstance(head, PowerOffer):
        if isinstance(c, (C.Leech, C.Decline)):
            return A.Leech(isinstance(c, C.Leech), head.power), (0,)
        return None
    if isinstance(head, (SpadeUse, DoubleTurn)):
        if isinstance(head, DoubleTurn):
            return _turn(state, seat, cmds)
        return _spade_move(state, seat, cmds)
    return None


_FOLLOW_UPS = (
    FavorChoice,
    TownChoice,
    CultChoice,
    BridgePlacement,
    RiverTown,
    FreeTradingHouse,
    DarklingsPriests,
)


def answer(state: State, seat: int, head: object, c: C.Command) -> Action | None:
    """The move by which command `c` answers the follow-up decision `head` (None: it does
    not): a favour, town, cult step, bridge, river town, free Trading house, priests."""
    if isinstance(head, DarklingsPriests) and isinstance(c, C.Convert):
        if (c.from_resource.upper(), c.to_resource.upper()) == ("W", "P"):
            return A.DarklingsConvert(c.to_count)
        return None
    found = _follow_up(state, head, c)
    return None if found is None else found[0]


def _follow_up(state: State, head: object, c: C.Command) -> tuple[Action, Used] | None:
    """Answers to the follow-up decisions: favour, town, cult step, bridge, river town..."""
    if isinstance(c, C.Adjust) and c.amount > 0 and c.reason is None:
        what = c.what.upper()
        if isinstance(head, FavorChoice) and what.startswith("FAV"):
            return A.TakeFavor(what), (0,)
        if isinstance(head, TownChoice) and what.startswith("TW"):
            return A.TakeTown(what), (0,)
        if isinstance(head, CultChoice) and what in CULT_NAMES:
            return A.ChooseCult(what), (0,)
    step_back = isinstance(head, TownChoice) and isinstance(c, C.Adjust) and c.amount == -1
    if step_back and isinstance(c, C.Adjust) and c.what.upper() in CULT_NAMES and not c.reason:
        return A.StepBack(c.what.upper()), (0,)  # `-water` before `+TW5`
    if isinstance(head, BridgePlacement) and isinstance(c, C.Bridge):
        a, b = sorted((hex_of(c.first), hex_of(c.second)))
        return A.PlaceBridge(a, b), (0,)
    if isinstance(head, RiverTown) and isinstance(c, C.Connect):
        rivers = [hex_of(s) for s in c.spaces if board.IS_RIVER[hex_of(s)]]
        if rivers:
            return ConnectRiver(rivers[0]), (0,)
    if isinstance(head, FreeTradingHouse) and isinstance(c, C.Upgrade):
        return A.Upgrade(hex_of(c.hex), "TP"), (0,)
    if isinstance(head, TurnEnd):
        return None
    return None


def _convert(state: State, seat: int, head: object, c: C.Convert) -> tuple[Action, Used]:
    """`convert N X to M Y`, one unit (replay.expand splits the command into units)."""
    src, dst = c.from_resource.upper(), c.to_resource.upper()
    if (src, dst) == ("W", "P"):
        if isinstance(head, DarklingsPriests):
            return A.DarklingsConvert(c.to_count), (0,)
        raise Untranslatable("workers become priests only with the Darklings' Stronghold")
    found = CONVERSIONS.get((src, dst))
    if found is None:
        raise Untranslatable(f"no conversion of {src} into {dst}")
    return A.Convert(found[0]), (0,)


def expand(cmds: Sequence[C.Command]) -> list[C.Command]:
    """The row's commands with `burn N` and `convert` split into one-unit steps (a priest
    into a coin is a priest into a worker, then the worker into a coin)."""
    out: list[C.Command] = []
    for c in cmds:
        if isinstance(c, C.Burn):
            out += [C.Burn(1)] * c.tokens
        elif isinstance(c, C.Adjust) and c.amount > 1 and c.what.upper()[:2] in ("TW", "FA"):
            out += [C.Adjust(1, c.what, c.reason)] * c.amount  # `+2TW3`: two towns
        elif isinstance(c, C.Convert) and (c.from_resource.upper(), c.to_resource.upper()) in (
            CONVERSIONS.keys() | {("P", "C")}
        ):
            src, dst = c.from_resource.upper(), c.to_resource.upper()
            steps = c.to_count
            if (src, dst) == ("P", "C"):
                out += [C.Convert(1, "P", 1, "W"), C.Convert(1, "W", 1, "C")] * steps
            else:
                unit = CONVERSIONS[src, dst][1]
                out += [C.Convert(unit, src, 1, dst)] * steps
        else:
            out.append(c)
    return out


def _turn(state: State, seat: int, cmds: Sequence[C.Command]) -> tuple[Action, Used] | None:
    """The main action of a Phase II turn (or a setup step)."""
    c = cmds[0]
    if state.step == "setup_dwellings" and isinstance(c, C.Build):
        return A.PlaceDwelling(hex_of(c.hex)), (0,)
    if state.step == "setup_bonus" and isinstance(c, C.Pass) and c.bonus:
        return A.ChooseBonus(c.bonus.upper()), (0,)
    if isinstance(c, (C.Dig, C.Transform, C.Build)):
        return _spade_move(state, seat, cmds)
    if isinstance(c, C.Upgrade):
        return A.Upgrade(hex_of(c.hex), BUILDINGS[c.building.upper()]), (0,)
    if isinstance(c, C.Pass):
        return A.Pass((c.bonus or "").upper()), (0,)
    if isinstance(c, C.Advance):
        return A.Advance("shipping" if c.track == "ship" else "dig"), (0,)
    if isinstance(c, C.Send):  # to the best order space left, else one step (snellman)
        cult = c.cult.upper()
        free = state.cult_order[CULT_NAMES.index(cult)] < len(ORDER_SPACES)
        return A.SendPriest(cult, free and (c.steps is None or c.steps > 1)), (0,)
    if isinstance(c, C.Action):
        return _action(state, seat, cmds)
    return None


def _action(state: State, seat: int, cmds: Sequence[C.Command]) -> tuple[Action, Used]:
    """`action NAME`: a power action, a card's or tile's special, a Stronghold action."""
    name = cmds[0].name.upper()  # type: ignore[union-attr]
    if name.startswith("ACT") and name[3:].isdigit():
        return A.PowerAction(name), (0,)
    if name in ("BON1", "BON2"):
        return A.Special("bonus"), (0,)
    if name == "FAV6":
        return A.Special("FAV6"), (0,)
    if name == "ACTE":
        return A.Special("engineers_bridge"), (0,)
    if name in SPECIALS:
        return A.Special(SPECIALS[name][0]), (0,)
    rest = cmds[1:]
    if rest and isinstance(rest[0], (C.Convert, C.Burn)) and name in ("ACTW", "ACTN"):
        found = next_move(state, seat, [rest[0]])  # paid before the Dwelling it builds
        if found is not None:
            return found[0], (1,)
    if name == "ACTW" and rest and isinstance(rest[0], C.Build):
        return A.WitchesRide(hex_of(rest[0].hex)), (0, 1)
    if name == "ACTN" and rest and isinstance(rest[0], (C.Transform, C.Build)):
        h = hex_of(rest[0].hex)
        if isinstance(rest[0], C.Build):
            return A.Sandstorm(h, True), (0, 1)
        later = [j for j in range(2, len(cmds)) if _build_after(cmds, j, h)]
        if later:
            early = _free_before(state, seat, cmds, later[0])
            if early is not None:
                return early
        return A.Sandstorm(h, bool(later)), (0, 1, *later[:1])
    raise Untranslatable(f"action {name} is not followed by what it needs")
