"""Coach's positions for Terra Mystica: Merchants of the Seas: a table of the expansion, the
idea it teaches, the rule it cites and the moves it accepts, for tutorials and for the coach's
test (tests/coach/test_positions_found.py).

Every table is an expansion position (`positions.table`) moved on by real moves; Witches (A,
forest) and Nomads (B, desert) unless a position says otherwise. The ideas are the
expansion's — trade with a rival's structure (which one, which reward, the owner's power),
place and move ships where they reach, build with a ship, the Shipyard on the round that pays
for it, the Bonus card with the Shipyard, the trade markers' limit, the
merchants over land — and base-game habits that still hold (take cheap power, build next to
others, end the turn).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from skywidgets.core import Action
from skywidgets.core.teaching import Position as Position
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.board import BY_NAME as H
from skywidgets.games.terra_mystica.board import river
from skywidgets.games.terra_mystica.position_value import evaluate
from skywidgets.games.terra_mystica.state import State, evolve
from skywidgets.games.terra_mystica.teaching_positions import after, move, with_terrain
from skywidgets.games.terra_mystica.teaching_positions import building as base_building
from skywidgets.games.terra_mystica.teaching_positions import leeching as base_leeching

from .positions import table
from .ship_actions import MoveShip, PlaceShip, ResolveTrade

Accepts = Callable[[State, Action], bool]
W, N, F = "witches", "nomads", "fakirs"
# nothing to build, no power to use
BROKE: dict[str, Any] = {"workers": 0, "coins": 1, "bowls": (12, 0, 0)}

R_MOVE = "Merchants of the Seas — Moving Ships (Special action)"
R_TRADE = "Merchants of the Seas — Using Ships to Trade"
R_SHIP = "Merchants of the Seas — Obtaining Ships"
R_BUILD_SHIP = "Merchants of the Seas — Using Ships to Transform and Build"
R_SCORING = "Merchants of the Seas — New Scoring Tiles"
R_BONUS = "Merchants of the Seas — Preparation: the Bonus card with the Shipyard"
R_RANGE = "Merchants of the Seas — Preparation: Fakirs and Dwarves (Range tile)"
R_LEECH = "Merchants of the Seas — Using Ships to Trade: the owner's power"

MOVE_SHIPS = A.Special("move_ships")
# Fourteen Nomads' structures the Witches have traded with (one trade marker left).
TRADED = [
    *((name, 1, "D") for name in ("A9", "A10", "A11", "A12", "A13", "B4", "B5")),
    *((name, 1, "TP") for name in ("B6", "D7", "D8")),
    *((name, 1, "TE") for name in ("E10", "E11", "F6")),
    ("F7", 1, "SH"),
]
B2, B3, C2 = river("B", 2), river("B", 3), river("C", 2)


def moves_ships(state: State, action: Action) -> bool:
    """Accept a Move Ships action: the Shipyard board's, the power action's or a Bonus card's."""
    return action in (MOVE_SHIPS, A.PowerAction("ACT7")) or (
        action == A.Special("bonus") and state.seats[state.turn].bonus == "BON12"
    )


def trades_with(*names: str) -> Accepts:
    """Accept moving a ship onto one of the named structures (to trade there)."""
    hexes = {H[n] for n in names}
    return lambda s, a: isinstance(a, MoveShip) and a.dst in hexes


def builds_with_ship(state: State, action: Action) -> bool:
    """Accept building a Dwelling paid by returning a ship."""
    return isinstance(action, A.TransformAndBuild) and action.build and action.ship >= 0


def places_next_to(*names: str) -> Accepts:
    """Accept placing the new ship on a river space next to one of the named hexes."""
    hexes = {H[n] for n in names}
    return lambda s, a: isinstance(a, PlaceShip) and bool(hexes & set(board.ADJ[a.hex]))


def even(state: State) -> State:
    """`state` with round-tile VP given to the seats behind, so that every seat's VP plus the
    engine's position value are equal: the table teaches a move, not a lead."""
    sums = [s.vp + evaluate(state, i) for i, s in enumerate(state.seats)]
    seats = []
    for seat, total in zip(state.seats, sums, strict=True):
        extra = round(max(sums) - total)
        by = dict(seat.vp_by)
        by["round scoring tiles"] = by.get("round scoring tiles", 0) + extra
        seats.append(evolve(seat, vp=seat.vp + extra, vp_by=tuple(by.items())))
    return evolve(state, seats=tuple(seats))


def beside(
    nomads: list[tuple[str, int, str]],
    ships: tuple[int, ...] = (B2,),
    witches: dict[str, Any] | None = None,
    rival: dict[str, Any] | None = None,
    **extra: Any,
) -> State:
    """Witches (A, Dwellings at A3 with the Dock and E6, shipping 1) with ships at `ships` (river
    B:2) and the Nomads' (B) structures `nomads`; `witches` and `rival`: more of A's and B's
    fields, `extra`: the table's; evened."""
    mine = {"ships": ships, "shipping": 1, "dock": H["A3"], **(witches or {})}
    builds = [("A3", 0, "D"), ("E6", 0, "D"), *nomads]
    return even(
        table((W, N), builds, bonus=("BON3", "BON5"), seat_kw={0: mine, 1: rival or {}}, **extra)
    )


def trading(tiles: tuple[int, ...] = (10, 13, 15, 11, 12, 17), rnd: int = 1, **kw: Any) -> State:
    """The Witches' ship at river B:2, beside the Nomads' Trading house at C1 and Dwelling B1."""
    return beside(
        [("C1", 1, "TP"), ("B1", 1, "D"), ("D4", 1, "D")], tiles=tiles, rnd=rnd, witches=kw
    )


def positions() -> list[Position[State]]:
    """Every Merchants of the Seas coach's position (built fresh: states are cheap)."""
    return [*trades(), *choices(), *ships(), *shipyard(), *tiles(), *base_ideas()]


def trades() -> list[Position[State]]:
    """Trading: moving ships onto rivals' structures, choosing what to trade with."""
    big = beside([("C1", 1, "SH"), ("B1", 1, "D"), ("D4", 1, "D")])
    markers = {"trades": len(TRADED)}
    last_marker = beside(
        [("C1", 1, "TP"), ("B1", 1, "D"), *TRADED],
        witches=markers,
        traded=frozenset((H[name], 0) for name, _seat, _kind in TRADED),
    )
    poor = beside([("C1", 1, "TP"), ("D4", 1, "D")], witches={"workers": 0})
    two_ships = beside([("C1", 1, "TP"), ("C2", 1, "TP"), ("D4", 1, "D")], (B2, river("D", 5)))
    far = beside([("C2", 1, "TP"), ("D4", 1, "D")], (B3,), {"bowls": (2, 5, 5)})
    choice = after(trading(), MOVE_SHIPS, MoveShip(B2, H["C1"]))
    dwelling_trade = beside([("B1", 1, "D"), ("D4", 1, "D")])
    late_trade = beside(
        [("C1", 1, "SH"), ("D4", 1, "D")], rnd=6, next_order=(1,), rival={"passed": True}
    )
    return [
        Position(
            "trade-with-a-trading-house",
            "Nothing to build and no power for an action, but your ship lies beside the Nomads' "
            "Trading house: Move Ships costs nothing and the trade brings 3 VP and 3 coins.",
            R_TRADE,
            trading(**BROKE),
            moves_ships,
        ),
        Position(
            "move-onto-the-trading-house",
            "Move Ships is under way: sail onto the Trading house, the structure worth the most "
            "within reach.",
            R_MOVE,
            after(trading(), MOVE_SHIPS),
            trades_with("C1"),
        ),
        Position(
            "the-bigger-trade",
            "A Dwelling and a Stronghold are both in reach: the Stronghold's trade brings 4 VP, "
            "a worker and 2 coins against the Dwelling's 2 VP.",
            R_TRADE,
            after(big, MOVE_SHIPS),
            trades_with("C1"),
        ),
        Position(
            "the-last-trade-marker",
            "Your fifteenth and last trade marker: spend it on the Trading house, not the "
            "Dwelling.",
            R_TRADE,
            after(last_marker, MOVE_SHIPS),
            trades_with("C1"),
        ),
        Position(
            "two-ships-two-trades",
            "One ship is on its way to a Trading house; the other reaches a second one: trade "
            "with both in the same action.",
            R_MOVE,
            after(two_ships, MOVE_SHIPS, MoveShip(B2, H["C1"])),
            trades_with("C2"),
        ),
        Position(
            "one-power-for-one-more-space",
            "The Trading house is one space beyond your shipping: 1 power moves the ship one "
            "more space, and the trade repays it many times.",
            R_MOVE,
            after(far, MOVE_SHIPS),
            trades_with("C2"),
        ),
        Position(
            "a-worker-from-the-trade",
            "A Trading house's trade gives 3 coins or a worker and a coin: with no worker left, "
            "take the worker.",
            R_TRADE,
            after(poor, MOVE_SHIPS, MoveShip(B2, H["C1"])),
            move(ResolveTrade, option=1),
        ),
        Position(
            "take-power-from-a-trade",
            "The Witches traded with your Trading house: 2 power for 1 VP early in the game "
            "is cheap.",
            R_LEECH,
            after(choice, ResolveTrade(H["C1"], 0, "TP", 3)),
            move(A.Leech, accept=True),
        ),
        Position(
            "free-power-from-a-dwelling-trade",
            "The Witches traded with your Dwelling: its 1 power costs no VP, so take it.",
            R_LEECH,
            after(
                dwelling_trade, MOVE_SHIPS, MoveShip(B2, H["B1"]), ResolveTrade(H["B1"], 0, "D", 2)
            ),
            move(A.Leech, accept=True),
        ),
        Position(
            "expensive-trade-power-after-passing",
            "You passed in the last round and the Witches trade with your Stronghold: 3 power "
            "for 2 VP can only become a coin or two now, so decline.",
            R_LEECH,
            after(late_trade, MOVE_SHIPS, MoveShip(B2, H["C1"]), ResolveTrade(H["C1"], 0, "SH", 4)),
            move(A.Leech, accept=False),
        ),
    ]


def choices() -> list[Position[State]]:
    """Which structure to trade with, which reward to take, and the owner's answer."""
    temple = beside([("C1", 1, "TE"), ("D4", 1, "D")])
    stronghold = beside([("C1", 1, "SH"), ("D4", 1, "D")])
    merchant = even(
        table(
            (F, W),
            [("C2", 0, "D"), ("E8", 0, "D"), ("B2", 1, "TP"), ("A6", 1, "D"), ("E6", 1, "D")],
            bonus=("BON3", "BON5"),
            seat_kw={0: {"ships": (H["B3"],), "shipping": 1, "dock": H["C2"]}},
        )
    )
    return [
        Position(
            "the-shipyard-trade",
            "A Dwelling and a Shipyard are both in reach: the Shipyard's trade brings 4 VP and "
            "3 power, the Dwelling's 2 VP and 2 coins.",
            R_TRADE,
            after(beside([("C1", 1, "SY"), ("B1", 1, "D"), ("D4", 1, "D")]), MOVE_SHIPS),
            trades_with("C1"),
        ),
        Position(
            "a-priest-from-the-temple",
            "A Temple's trade gives a priest or one cult step: the priest is worth more, it "
            "climbs up to three steps on any cult.",
            R_TRADE,
            after(temple, MOVE_SHIPS, MoveShip(B2, H["C1"])),
            move(ResolveTrade, option=0),
        ),
        Position(
            "the-merchant-takes-the-trading-house",
            "The Fakirs' merchant reaches the Witches' Trading house and their Dwelling: the "
            "Trading house's trade is worth more.",
            R_RANGE,
            after(merchant, MOVE_SHIPS),
            trades_with("B2"),
        ),
        Position(
            "three-power-from-a-trade-early",
            "The Witches traded with your Stronghold: 3 power for 2 VP in the first round "
            "fills bowl III for a power action, so take it.",
            R_LEECH,
            after(stronghold, MOVE_SHIPS, MoveShip(B2, H["C1"]), ResolveTrade(H["C1"], 0, "SH", 4)),
            move(A.Leech, accept=True),
        ),
    ]


def ships() -> list[Position[State]]:
    """Ships: where a new one goes, and building with them."""
    dock = even(
        table(
            (W, N),
            [("C1", 0, "D"), ("E6", 0, "D"), ("D1", 1, "TP"), ("D4", 1, "D")],
            bonus=("BON3", "BON5"),
            seat_kw={0: {"dock": H["C1"], "bowls": (0, 6, 6)}},
        )
    )
    build = with_terrain(
        table(
            (W, N),
            [("A3", 0, "D"), ("E6", 0, "D"), ("D4", 1, "D"), ("F3", 1, "D")],
            bonus=("BON3", "BON5"),
            seat_kw={0: {"ships": (B2,), "dock": H["A3"], "workers": 0, "coins": 1}},
        ),
        B1="G",
    )
    return [
        Position(
            "place-the-ship-by-the-rivals",
            "A new ship goes beside your Dock: put it where it can sail onto the Nomads' "
            "Trading house next turn.",
            R_SHIP,
            after(dock, A.PowerAction("ACT8")),
            places_next_to("D1"),
        ),
        Position(
            "build-with-the-ship",
            "No worker and one coin: the ship beside a forest hex pays for the Dwelling, and "
            "this round's tile pays 2 VP for it.",
            R_BUILD_SHIP,
            even(build),
            builds_with_ship,
        ),
    ]


def big_upgrade(state: State, action: Action) -> bool:
    """Accept upgrading to a Shipyard or a Stronghold."""
    return isinstance(action, A.Upgrade) and action.to in ("SY", "SH")


def shipyard() -> list[Position[State]]:
    """The Shipyard and the Bonus card that pays for it."""
    river_tps = [("A3", 0, "TP"), ("E5", 0, "TP"), ("E6", 0, "D")]
    rivals = [("C1", 1, "TP"), ("B1", 1, "D"), ("F3", 1, "TP"), ("G4", 1, "D")]
    big_round = table(
        (W, N),
        [*river_tps, *rivals],
        bonus=("BON3", "BON5"),
        tiles=(12, 13, 15, 10, 11, 17),
        seat_kw={0: {"workers": 4, "coins": 6, "dock": H["E5"]}},
    )
    passing = table(
        (W, N),
        [("A3", 0, "SY"), ("E7", 0, "SH"), ("E6", 0, "D"), *rivals],
        bonus=("BON3", "BON5"),
        pool=("BON6X", "BON1", "BON2"),
        rnd=5,
        seat_kw={0: {**BROKE, "coins": 0, "dock": H["A3"], "used": frozenset({"ride"})}},
    )
    return [
        Position(
            "bon6x-with-a-shipyard",
            "With a Stronghold and a Shipyard standing, the new Bonus card pays 8 VP when you "
            "pass in the last round, and 2 workers of income: take it.",
            R_BONUS,
            even(passing),
            move(A.Pass, card="BON6X"),
        ),
        Position(
            "score-the-big-round-with-the-shipyard",
            "This round's tile pays 5 VP for a Stronghold, Sanctuary or Shipyard: the Shipyard "
            "scores it as the Stronghold does, so build one of them now.",
            R_SCORING,
            even(big_round),
            big_upgrade,
        ),
    ]


def tiles() -> list[Position[State]]:
    """The new round tiles, and the merchants' Range."""
    fakirs = table(
        (F, W),
        [("C2", 0, "D"), ("E8", 0, "D"), ("B2", 1, "TP"), ("E6", 1, "D")],
        bonus=("BON3", "BON5"),
        tiles=(10, 13, 15, 11, 12, 17),
        seat_kw={0: {"ships": (H["B3"],), "shipping": 1, "dock": H["C2"], **BROKE}},
    )
    return [
        Position(
            "trade-on-the-trade-round",
            "The last round's tile pays 2 VP more for each trade, and a trade costs nothing: "
            "trade before you pass.",
            R_SCORING,
            trading((13, 15, 10, 11, 12, 18), rnd=6, **BROKE),
            moves_ships,
        ),
        Position(
            "merchants-trade-over-land",
            "Nothing to build, but the Fakirs' merchant stands next to the Witches' Trading "
            "house: merchants trade over land as ships do over the river.",
            R_RANGE,
            even(fakirs),
            moves_ships,
        ),
    ]


def base_ideas() -> list[Position[State]]:
    """Base-game habits that still hold with ships on the river."""
    keep = {
        "one-power-is-free",
        "two-power-for-one-vp-early",
        "expensive-power-after-passing",
        "build-next-to-others",
        "upgrade-next-to-neighbours",
        "end-the-turn",
    }
    chosen = [p for p in (*base_leeching(table), *base_building(table)) if p.name in keep]
    return chosen
