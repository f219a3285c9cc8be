"""Coach's positions for Merchants of Sky Islands: a table, the idea it teaches, the rule it
cites and the moves it accepts (`teaching_checks`), for tutorials and for the coach's test
(tests/coach/test_positions_found.py).

Every table is built by the placement rules (`positions.make_position`). Seats are yellow,
red (and blue); yellow decides unless `current` says otherwise.
"""

from __future__ import annotations

from skywidgets.core.teaching import Position as Position

from .data import GAME
from .positions import make_position
from .state import State
from .teaching_checks import (
    best_for_the_islands,
    best_tower,
    brings,
    builds,
    closes_a_led_island,
    exchange,
    keeps_a_set,
    keeps_colours,
    leaves_a_rival_island_open,
)

GAINS = f"{GAME} — ③ Gaining resources"
BUILD = f"{GAME} — ④ Building: one red, one white and one blue per building"
TOWER = f"{GAME} — ④b Gains on tower placement"
HARBOUR = f"{GAME} — ④c Building a harbour and ① Income"
DISPOSAL = f"{GAME} — ⑤ Stock disposal"
SCORING = f"{GAME} — Final Scoring: scoring for each connected island"
CLOSED = f"{GAME} — Final Scoring: closed islands"
TIES = f"{GAME} — Final Scoring: ties and special cases"

TWO = ("yellow", "red")
THREE = ("yellow", "red", "blue")
# Capes on three of the initial island's four open edges: a cape at (1, 2) turned 0 closes it.
THREE_CAPES = (("cape", 0, -1, 2), ("cape", 2, 0, 3), ("cape", -1, 1, 1))
# The rulebook's closed ring east of the initial block, with its last cape still missing.
OPEN_RING = (
    ("cape", 2, 1, 1),
    ("corner", 3, 1, 3),
    ("straight", 3, 0, 0),
    ("corner", 3, -1, 2),
    ("straight", 2, -1, 1),
)


def placing_positions() -> list[Position[State]]:
    """② and ③: where the tile goes (close your island, keep a rival's open, gain a colour)."""
    return [
        Position(
            "close-the-island-you-lead",
            "Yellow leads the initial island by two; the last cape closes it and doubles it.",
            CLOSED,
            make_position(
                TWO,
                tiles=THREE_CAPES,
                houses=[("yellow", 0, 0, 0, "tower"), ("yellow", 1, 0, 0), ("red", 0, 1, 0)],
                hands=[["cape/white", "t_junction"]],
                turns=[7, 7],
            ),
            closes_a_led_island,
        ),
        Position(
            "close-it-late",
            "Last turns: closing the island you lead doubles it before anyone can catch up.",
            CLOSED,
            make_position(
                TWO,
                tiles=THREE_CAPES,
                houses=[("yellow", 0, 0, 0, "tower"), ("red", 0, 1, 0)],
                hands=[["cape/red", "corner"]],
                turns=[8, 8],
            ),
            closes_a_led_island,
        ),
        Position(
            "close-the-ring",
            "Red's last tile: red leads the ring east of the start, and its last cape closes it.",
            CLOSED,
            make_position(
                TWO,
                tiles=OPEN_RING,
                houses=[("red", 3, 0, 0, "tower"), ("red", 3, 1, 0), ("yellow", 2, -1, 0)],
                hands=[[], ["cape/blue"]],
                current=1,
                turns=[10, 9],
            ),
            closes_a_led_island,
        ),
        Position(
            "do-not-double-red",
            "Red leads the initial island: closing it would double red's points, not yours.",
            CLOSED,
            make_position(
                TWO,
                tiles=THREE_CAPES,
                houses=[("red", 0, 0, 0, "tower"), ("red", 1, 0, 0)],
                hands=[["cape/white", "corner/green"]],
            ),
            leaves_a_rival_island_open,
        ),
        Position(
            "do-not-close-for-red-late",
            "Late in the game red leads the ring: leave its last edge open.",
            CLOSED,
            make_position(
                TWO,
                tiles=OPEN_RING,
                houses=[("red", 3, 0, 0, "tower"), ("yellow", 2, -1, 0)],
                hands=[["cape/green", "corner/white"]],
                turns=[7, 7],
            ),
            leaves_a_rival_island_open,
        ),
        Position(
            "close-it-in-three",
            "Three players: yellow leads the initial island; closing it doubles yellow's share.",
            CLOSED,
            make_position(
                THREE,
                tiles=THREE_CAPES,
                houses=[("yellow", 0, 0, 0, "tower"), ("yellow", 1, 0, 0), ("red", 0, 1, 0)],
                hands=[["cape/green", "straight"]],
                turns=[8, 8, 8],
            ),
            closes_a_led_island,
        ),
        Position(
            "do-not-double-blue",
            "Three players: blue leads the initial island; do not close it for blue.",
            CLOSED,
            make_position(
                THREE,
                tiles=THREE_CAPES,
                houses=[("blue", 0, 0, 0, "tower"), ("blue", 1, 0, 0), ("yellow", 0, 1, 0)],
                hands=[["cape/red", "corner/white"]],
                turns=[6, 6, 6],
            ),
            leaves_a_rival_island_open,
        ),
        Position(
            "fetch-the-white",
            "Three players: red and blue in hand; a tile whose ships bring white completes a set.",
            GAINS,
            make_position(
                THREE,
                tiles=[("cape/white", 2, 0, 3)],
                houses=[("yellow", 0, 1, 0)],
                hands=[["corner/white", "cape/red"]],
                cubes=[(1, 0, 1)],
            ),
            brings("white"),
        ),
        Position(
            "fetch-the-blue",
            "Red and white in hand, no blue: a tile whose ships bring blue completes a set.",
            GAINS,
            make_position(
                TWO,
                tiles=[("corner/blue", 2, 0, 3)],
                houses=[("yellow", 0, 0, 0)],
                hands=[["cape/blue", "cape/green"]],
                cubes=[(1, 1, 0)],
            ),
            brings("blue"),
        ),
        Position(
            "fetch-the-red",
            "White and blue in hand: a tile whose ships bring red pays for a building now.",
            GAINS,
            make_position(
                TWO,
                tiles=[("cape/red", 0, -1, 2)],
                houses=[("yellow", 1, 0, 0)],
                hands=[["corner/red", "cape/white"]],
                cubes=[(0, 1, 1)],
            ),
            brings("red"),
        ),
    ]


def building_positions() -> list[Position[State]]:
    """④: what to build with a set (a tower among many houses, a majority, a harbour)."""
    return [
        Position(
            "tower-among-many-houses",
            "A tower scores one point per trading house on its island: build it where most stand.",
            TOWER,
            make_position(
                THREE,
                tiles=[("strait", 0, -1, 0)],
                houses=[
                    ("yellow", 0, 0, 0),
                    ("yellow", 1, 0, 0),
                    ("red", 0, 1, 0),
                    ("blue", 0, -1, 1),
                    ("yellow", 0, -1, 0),
                ],
                cubes=[(1, 1, 1)],
                phase="build",
                turns=[8, 8, 8],
            ),
            best_tower,
        ),
        Position(
            "tower-breaks-the-tie",
            "Last turn, tied with red on the initial island: a tower (2 influence) takes it.",
            TIES,
            make_position(
                TWO,
                houses=[("yellow", 0, 0, 0), ("red", 0, 1, 0)],
                cubes=[(1, 1, 1)],
                phase="build",
                turns=[9, 9],
            ),
            best_for_the_islands,
        ),
        Position(
            "house-breaks-the-tie",
            "Tied first shares only half: one more house makes yellow sole first.",
            TIES,
            make_position(
                TWO,
                tiles=FIVE,
                houses=[("yellow", 0, 0, 0, "tower"), ("red", 0, 1, 0), ("red", 1, 1, 0)],
                cubes=[(1, 1, 1)],
                phase="build",
                turns=[9, 9],
            ),
            best_for_the_islands,
        ),
        Position(
            "take-the-closed-island",
            "A closed island counts its tiles twice: a house there makes yellow sole first.",
            CLOSED,
            make_position(
                TWO,
                tiles=CLOSED_RING,
                houses=[("yellow", 3, 0, 0), ("red", 2, -1, 0)],
                cubes=[(1, 1, 1)],
                phase="build",
                turns=[9, 9],
            ),
            best_for_the_islands,
        ),
        Position(
            "last-set-last-turn",
            "Last turn: a set left in hand scores nothing; build where it wins points.",
            SCORING,
            make_position(
                TWO,
                tiles=FIVE,
                houses=[("red", 0, 0, 0), ("yellow", 0, 1, 0)],
                cubes=[(1, 1, 1)],
                phase="build",
                turns=[9, 9],
            ),
            best_for_the_islands,
        ),
        Position(
            "green-harbour-early",
            "Early on, a harbour on a green-ship tile pays a point at every ① Income to come.",
            HARBOUR,
            make_position(
                TWO,
                houses=[("yellow", 0, 1, 0), ("red", 0, 0, 0)],
                cubes=[(1, 1, 1)],
                phase="build",
                turns=[1, 1],
            ),
            builds("harbour", "house"),
        ),
        Position(
            "build-with-two-sets",
            "Two full sets: spend them both; cubes kept over three go back at ⑤.",
            BUILD,
            make_position(
                TWO,
                houses=[("yellow", 0, 0, 0), ("red", 1, 1, 0)],
                cubes=[(2, 2, 2)],
                phase="build",
                turns=[4, 4],
            ),
            builds("house", "tower", "harbour"),
        ),
    ]


def disposal_positions() -> list[Position[State]]:
    """⑤: exchange three of a kind for the missing colour; keep one of each."""
    return [
        Position(
            "exchange-for-blue",
            "Four red, one white, no blue: three red buy the blue that completes a set.",
            DISPOSAL,
            make_position(TWO, cubes=[(4, 1, 0)], phase="disposal"),
            exchange("red", "blue"),
        ),
        Position(
            "exchange-for-red",
            "Four white, one blue: three white buy the missing red.",
            DISPOSAL,
            make_position(TWO, cubes=[(0, 4, 1)], phase="disposal"),
            exchange("white", "red"),
        ),
        Position(
            "exchange-for-white",
            "Four blue and a red: three blue buy the missing white.",
            DISPOSAL,
            make_position(TWO, cubes=[(1, 0, 4)], phase="disposal"),
            exchange("blue", "white"),
        ),
        Position(
            "keep-one-of-each",
            "Five cubes, three to keep: one of each colour is a building next turn.",
            DISPOSAL,
            make_position(TWO, cubes=[(2, 2, 1)], phase="disposal"),
            keeps_a_set,
        ),
        Position(
            "keep-a-set-from-plenty",
            "Keep one red, one white and one blue, whatever else you hold.",
            DISPOSAL,
            make_position(TWO, cubes=[(1, 2, 2)], phase="disposal"),
            keeps_a_set,
        ),
        Position(
            "keep-a-set-in-three",
            "Three players, five cubes: keep one of each, not three of a kind.",
            DISPOSAL,
            make_position(THREE, cubes=[(3, 1, 1)], phase="disposal"),
            keeps_a_set,
        ),
        Position(
            "keep-two-colours",
            "No set is possible: keep both colours, so one tile can complete the set.",
            DISPOSAL,
            make_position(TWO, cubes=[(2, 2, 0)], phase="disposal"),
            keeps_colours("red", "white"),
        ),
    ]


# The final-scoring example's five tiles (the initial block and a cape above it).
FIVE = (("cape", 0, -1, 2),)
# The closed-island example's ring of six tiles east of the initial block.
CLOSED_RING = (*OPEN_RING, ("cape", 1, -1, 1))


def positions() -> list[Position[State]]:
    """The teaching positions: placing, building, then stock disposal."""
    return [*placing_positions(), *building_positions(), *disposal_positions()]
