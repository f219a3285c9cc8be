"""Coach's positions for Terra Mystica: a base-game table, the idea it teaches, the rule it
cites and the moves it accepts, for tutorials and for the coach's test
(tests/coach/test_positions_found.py).

Every table is a base-game position (`positions.table`) moved on by real moves; Witches (A,
forest) and Nomads (B, desert) unless a position says otherwise. The ideas are the ones strong
players teach: accept cheap power, build next to others, found the town you planned, score
the round tile, finish with VP.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from skywidgets.core import Action, IllegalAction
from skywidgets.core.teaching import Position as Position

from . import actions as A
from .board import LAND_ADJ
from .building import R_BUILD
from .decisions import R_FAVOR, R_LEECH, R_TOWN
from .positions import H, table
from .rules import apply
from .scoring import R_FINAL
from .state import State, TurnEnd, evolve
from .turn_end import R_TURN_END
from .upgrading import R_UPGRADE

Accepts = Callable[[State, Action], bool]
Table = Callable[..., State]  # positions.table, or an expansion's with the same keywords
W, N = "witches", "nomads"
RICH = {"workers": 6, "coins": 12}  # enough for any one build or upgrade


def after(state: State, *moves: Action) -> State:
    """`state` after `moves`, each turn ended when its finish step is due."""
    for move in moves:
        state = apply(state, move)
        if state.pending and isinstance(state.pending[0], TurnEnd):
            state = apply(state, A.EndTurn())
    return state


def move(cls: type[Action], **fields: Any) -> Accepts:
    """Accept a move of class `cls` with these field values."""
    return lambda s, a: isinstance(a, cls) and all(getattr(a, k) == v for k, v in fields.items())


def builds(on: Iterable[str] | None = None) -> Accepts:
    """Accept building a Dwelling (on one of the hexes `on`, when given)."""
    hexes = None if on is None else {H[n] for n in on}
    return lambda s, a: (
        isinstance(a, A.TransformAndBuild) and a.build and (hexes is None or a.hex in hexes)
    )


def next_to_rivals(state: State, action: Action) -> bool:
    """Accept a build or upgrade on a hex next to another faction's structure."""
    if not isinstance(action, (A.TransformAndBuild, A.Upgrade)):
        return False
    if isinstance(action, A.TransformAndBuild) and not action.build:
        return False
    seat = state.pending[0].seat if state.pending else state.turn
    return any(state.owner[j] not in (-1, seat) for j in LAND_ADJ[action.hex])


def founds_a_town(state: State, action: Action) -> bool:
    """Accept a move after which the seat has founded a town."""
    try:
        after_move = apply(state, action)
    except IllegalAction:  # a move the position refuses founds nothing
        return False
    return len(after_move.town_hexes) > len(state.town_hexes)


def with_terrain(state: State, **hexes: str) -> State:
    """`state` with the named hexes turned into the given terrains (`E7="G"`)."""
    terrain = list(state.terrain)
    for name, letter in hexes.items():
        terrain[H[name]] = letter
    return evolve(state, terrain=tuple(terrain))


def _vp(vp: int) -> dict[str, Any]:
    """Seat fields for `vp` victory points: the starting 20 and the rest from round tiles."""
    return {"vp": vp, "vp_by": (("starting VP", 20), ("round scoring tiles", vp - 20))}


def positions() -> list[Position[State]]:
    """Every Terra Mystica coach's position (built fresh: states are cheap)."""
    return [*leeching(), *building(), *round_tiles(), *last_round()]


def leeching(table: Table = table) -> list[Position[State]]:
    """Leeching: power from neighbours' building, paid in VP."""
    d_c4 = [("C4", 0, "D"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")]
    tp_c4 = [("C4", 0, "TP"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")]
    big_c4 = [("C4", 0, "SH"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")]
    late: dict[str, Any] = {"rnd": 6}
    upgrade_b4 = A.Upgrade(H["B4"], "TP")
    return [
        Position(
            "one-power-is-free",
            "A neighbour's Trading house offers you 1 power; it costs no VP, so take it.",
            R_LEECH,
            after(table((W, N), d_c4, seat_kw={1: RICH}, turn=1), upgrade_b4),
            move(A.Leech, accept=True),
        ),
        Position(
            "two-power-for-one-vp-early",
            "Two power for one VP in the first round is cheap: power buys spades and actions.",
            R_LEECH,
            after(table((W, N), tp_c4, seat_kw={1: RICH}, turn=1), upgrade_b4),
            move(A.Leech, accept=True),
        ),
        Position(
            "three-power-early",
            "Three power for two VP early still pays: it fills bowl III for a power action.",
            R_LEECH,
            after(table((W, N), big_c4, seat_kw={1: RICH}, turn=1), upgrade_b4),
            move(A.Leech, accept=True),
        ),
        Position(
            "power-from-two-neighbours",
            "With three players each neighbour of a new Trading house answers its own offer: "
            "the Halflings' 1 power costs nothing, so they take it.",
            R_LEECH,
            after(
                table(
                    (W, N, "halflings"),
                    [*tp_c4, ("B5", 2, "D")],
                    seat_kw={1: RICH},
                    turn=1,
                ),
                upgrade_b4,
            ),
            move(A.Leech, accept=True),
        ),
        Position(
            "one-power-is-free-late",
            "Even in the last round 1 power costs nothing: take it.",
            R_LEECH,
            after(table((W, N), d_c4, seat_kw={1: RICH}, turn=1, **late), upgrade_b4),
            move(A.Leech, accept=True),
        ),
        Position(
            "expensive-power-after-passing",
            "After you passed in the last round, power can only become a coin or two at the end: "
            "three power for two VP loses VP.",
            R_LEECH,
            after(
                table(
                    (W, N),
                    big_c4,
                    seat_kw={0: {"passed": True}, 1: RICH},
                    turn=1,
                    next_order=(0,),
                    **late,
                ),
                upgrade_b4,
            ),
            move(A.Leech, accept=False),
        ),
    ]


def building(table: Table = table) -> list[Position[State]]:
    """Building and upgrading: where, and the town you planned."""
    base = [("C4", 0, "D"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")]
    tp = [("C4", 0, "TP"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")]
    town = [("D1", 0, "TP"), ("E1", 0, "TP"), ("E2", 0, "TP"), ("B4", 1, "D"), ("F3", 1, "D")]
    return [
        Position(
            "build-next-to-others",
            "Two forest hexes cost the same; the one next to the Nomads brings you power each "
            "time they build there: build next to others.",
            R_BUILD,
            with_terrain(table((W, N), base, seat_kw={0: RICH}), E6="G", E7="G"),
            builds(on=["E6"]),
        ),
        Position(
            "end-the-turn",
            "Your action is done: end the turn. Burning power now only loses it.",
            R_TURN_END,
            apply(table((W, N), base, seat_kw={0: RICH}), A.Upgrade(H["F4"], "TP")),
            move(A.EndTurn),
        ),
        Position(
            "found-the-town",
            "Three Trading houses in a row and a fourth structure next to them make a town: "
            "its tile is worth more than any other move now.",
            R_TOWN,
            table((W, N), town, seat_kw={0: RICH}),
            founds_a_town,
        ),
        Position(
            "convert-to-found-the-town",
            "One worker short of the Dwelling that founds your town: turn a priest into a "
            "worker and build.",
            R_TOWN,
            table((W, N), town, seat_kw={0: {"workers": 3, "coins": 4, "priests": 1}}),
            founds_a_town,
        ),
        Position(
            "the-dwelling-favour-early",
            "A Temple's first Favor tile: early in the game the one that pays 2 VP for each "
            "Dwelling you build (and a step on Earth) pays most often.",
            R_FAVOR,
            after(
                table((W, N), tp, seat_kw={0: {"workers": 3, "coins": 6}}),
                A.Upgrade(H["C4"], "TE"),
            ),
            move(A.TakeFavor, tile="FAV11"),
        ),
    ]


def round_tiles() -> list[Position[State]]:
    """Scoring the round's tile (the base game's tiles)."""
    base = [("C4", 0, "D"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")]
    tp = [("C4", 0, "TP"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")]
    town = [("D1", 0, "TP"), ("E1", 0, "TP"), ("E2", 0, "TP"), ("B4", 1, "D"), ("F3", 1, "D")]
    cheap = [("C4", 0, "D"), ("A3", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")]
    return [
        Position(
            "score-the-dwelling-round",
            "This round's scoring tile pays 2 VP for each Dwelling, and a forest hex is free "
            "next to you: build there now.",
            R_BUILD,
            with_terrain(
                table(
                    (W, N), base, seat_kw={0: {"workers": 1, "coins": 4}}, tiles=(3, 4, 5, 6, 7, 8)
                ),
                E7="G",
            ),
            builds(),
        ),
        Position(
            "score-the-trading-house-round",
            "This round's scoring tile pays 3 VP for each Trading house: upgrade now.",
            R_UPGRADE,
            table((W, N), base, seat_kw={0: RICH}, tiles=(6, 3, 4, 5, 7, 8)),
            move(A.Upgrade, to="TP"),
        ),
        Position(
            "score-the-stronghold-round",
            "This round's tile pays 5 VP for a Stronghold or Sanctuary: build the Stronghold.",
            R_UPGRADE,
            table((W, N), tp, seat_kw={0: {"workers": 5, "coins": 8}}, tiles=(4, 3, 5, 6, 7, 8)),
            move(A.Upgrade, to="SH"),
        ),
        Position(
            "found-the-town-on-the-town-round",
            "The round's tile pays 5 VP for each town founded: found yours now.",
            R_TOWN,
            table((W, N), town, seat_kw={0: RICH}, tiles=(2, 3, 4, 5, 6, 7)),
            founds_a_town,
        ),
        Position(
            "score-the-temple-round",
            "This round's tile pays 4 VP for each Temple: upgrade a Trading house to a Temple.",
            R_UPGRADE,
            table(
                (W, N),
                tp,
                seat_kw={0: {"workers": 3, "coins": 6}},
                tiles=(9, 3, 4, 5, 6, 7),
                options=("temple-scoring-tile",),
            ),
            move(A.Upgrade, to="TE"),
        ),
        Position(
            "score-the-spade-round",
            "This round's tile pays 2 VP for each spade: transform a hex now.",
            R_BUILD,
            table(
                (W, N),
                base,
                seat_kw={0: {"workers": 7, "coins": 1, "bowls": (12, 0, 0)}},
                tiles=(1, 3, 4, 5, 6, 7),
            ),
            move(A.TransformAndBuild),
        ),
        Position(
            "upgrade-next-to-neighbours",
            "A Trading house next to another faction costs half the coins, and its power "
            "offers help you later: upgrade the Dwelling that has neighbours.",
            R_UPGRADE,
            table((W, N), cheap, seat_kw={0: {"workers": 2, "coins": 6}}, tiles=(6, 3, 4, 5, 7, 8)),
            move(A.Upgrade, hex=H["C4"]),
        ),
        Position(
            "score-the-last-dwelling-round",
            "The last round's tile pays 2 VP for each Dwelling: build before you pass.",
            R_BUILD,
            with_terrain(
                table(
                    (W, N),
                    [("C4", 0, "D"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")],
                    seat_kw={0: {"workers": 1, "coins": 2}},
                    rnd=6,
                    tiles=(4, 6, 7, 8, 3, 5),
                ),
                E7="G",
            ),
            builds(),
        ),
    ]


def last_round(table: Table = table) -> list[Position[State]]:
    """The last round: what still scores."""
    last: dict[str, Any] = {"rnd": 6}
    cults = table(
        (W, N),
        [("C4", 0, "D"), ("F4", 0, "D"), ("B4", 1, "D"), ("F3", 1, "D")],
        seat_kw={
            0: {"cults": (3, 5, 3, 3), "priests": 1, **_vp(60)},
            1: {"cults": (3, 6, 3, 3), **_vp(64)},
        },
        **last,
    )
    groups = [
        ("D1", 0, "D"),
        ("E1", 0, "D"),
        ("E3", 0, "D"),
        ("E4", 0, "D"),
        ("E5", 0, "D"),
        ("B1", 1, "D"),
        ("A1", 1, "D"),
        ("A2", 1, "D"),
        ("F3", 1, "D"),
    ]
    return [
        Position(
            "win-the-cult-majority",
            "In the last round a priest on Water takes you from second to first: 8 VP instead "
            "of 4 at final scoring.",
            R_FINAL,
            cults,
            move(A.SendPriest, cult="WATER"),
        ),
        Position(
            "join-your-network",
            "One Dwelling joins your two groups into the largest connected area: 18 VP at final "
            "scoring.",
            R_FINAL,
            with_terrain(table((W, N), groups, seat_kw={0: RICH}, **last), E2="G"),
            builds(on=["E2"]),
        ),
    ]
