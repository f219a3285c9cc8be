"""Coach's positions for Sky Towers: a table, the idea it teaches, the rule it cites (a tip of
the rulebook) and the moves it accepts, for tutorials and for the coach's test
(tests/coach/test_sky_towers_positions.py).

Every tip is the rulebook's own (Sky Towers — Effects, How to Win); a position accepts the
moves a player following the tip would make. "Keep the 1" positions accept every legal move
but a 1 that would leave its tower stuck (`tips.wastes_a_one`), and teach what to avoid.

A turn is two actions "in any order" (How to Play), so the coach is judged on its turn
(`coach_turn`, `Position.found_in`): its hint, then its hints while the same seat acts. Drawing
first and finishing the tower second is the same turn as the other order, with one more card
seen before the second choice.
"""

from __future__ import annotations

from collections.abc import Callable

from skywidgets.core import Action
from skywidgets.core.teaching import Position as Position

from . import citations as C
from .actions import Play
from .positions import build
from .state import State
from .tips import wastes_a_one

KEEP_1 = 'Effects: 1 — "Play these later, to complete a tower"'
TIP_4 = 'Effects: 4 — "Hold on to your 4 cards to play them all at once"'
TIP_5 = 'Effects: 5 — "Play it when others have many cards"'
TIP_89 = 'Effects: 8, 9 — "Cover a tower that is blocking you, or deny someone a bonus card"'
TIP_10 = 'Effects: 10 — "Play or discard it as soon as you can"'
WIN = f"{C.TURN.split(' — ')[0]} — How to Win: complete your towers (21 exactly)"


def plays(*moves: Play) -> Callable[[State, Action], bool]:
    """Accept exactly these Plays."""
    return lambda state, action: action in moves


def card(value: int, *, on: int | None = None) -> Callable[[State, Action], bool]:
    """Accept any Play of this card value (on the tower space `on` of the seat, if given)."""

    def accepts(state: State, action: Action) -> bool:
        """Whether `action` plays that card (there)."""
        return (
            isinstance(action, Play)
            and action.card == value
            and (on is None or (action.owner == state.current_player and action.tower == on))
        )

    return accepts


def keeps_the_1(state: State, action: Action) -> bool:
    """Accept every move but a 1 that would leave its tower stuck."""
    seat = state.current_player
    return seat is not None and not wastes_a_one(state, seat, action)


#: The most moves `coach_turn` follows (three actions of the last turn, each 8 or 9 one more).
MAX_TURN = 8

DECK = [2, 3, 5, 7, 2, 3, 6, 7, 2, 3]
TRIO = ("Ann", "Bob", "Cy")
ROW = [(2, False), (5, True), (7, False), (3, True), (6, False)]


def last_turn_behind(hands: dict[int, list[int]], towers: dict[int, list[list[int]]]) -> State:
    """Ann's last turn with Bob 12 kites ahead (a six-card tower and its Skyscraper bonus):
    she wins only by finishing both her towers."""
    return build(
        hands=hands,
        towers=towers,
        completed={1: [[10, 3, 2, 2, 2, 2]]},
        bonuses={"Skyscraper": 1},
        final_round=True,
        final_turns_left=2,
    )


def coach_turn(
    state: State, choose: Callable[[State], Action], apply: Callable[[State, Action], State]
) -> list[tuple[State, Action]]:
    """The coach's turn from `state`: each move `choose` picks, with the table it is played on,
    while the seat that started the turn acts (at most the last turn's three actions and the
    extra ones of 8s and 9s, bounded by MAX_TURN)."""
    seat, number = state.current_player, state.turn
    turn: list[tuple[State, Action]] = []
    while (
        len(turn) < MAX_TURN
        and not state.over
        and (state.current_player, state.turn)
        == (
            seat,
            number,
        )
    ):
        action = choose(state)
        turn.append((state, action))
        state = apply(state, action)
    return turn


def positions() -> list[Position[State]]:
    """The teaching positions, tip by tip."""
    return [
        # -- Effects: 1 ----------------------------------------------------------------------
        Position(
            "finish-with-the-1",
            "A 1 completes a tower at 20 and takes the Finisher bonus: this is what it is for.",
            KEEP_1,
            build(hands={0: [1, 3, 6], 1: [2, 5]}, towers={0: [[10, 4, 6]]}, deck=DECK),
            plays(Play(1, 1, 0, 0)),
        ),
        Position(
            "finish-with-two-1s",
            "The last turn: two 1s finish a tower at 19; play the first, the second completes it.",
            KEEP_1,
            build(
                hands={0: [1, 1, 7], 1: [2, 5]},
                towers={0: [[10, 5, 4]]},
                final_round=True,
                final_turns_left=2,
            ),
            plays(Play(1, 1, 0, 0)),
        ),
        Position(
            "do-not-start-with-a-1",
            "A tower started with a 1 needs twenty more 1s: keep the 1 for the end of a tower.",
            KEEP_1,
            build(hands={0: [1, 3, 6, 7], 1: [2, 5, 8]}, deck=DECK),
            keeps_the_1,
            avoids=True,
        ),
        Position(
            "do-not-bury-a-tower",
            "A 1 on a tower at 15 leaves it needing five more 1s: build with the 2 instead.",
            KEEP_1,
            build(hands={0: [1, 1, 2], 1: [3, 5]}, towers={0: [[10, 5]]}, deck=DECK),
            keeps_the_1,
            avoids=True,
        ),
        Position(
            "keep-the-1-three-players",
            "With three players a seat builds one tower: a 1 on it at 12 would freeze it.",
            KEEP_1,
            build(
                players=TRIO,
                hands={0: [1, 4, 6], 1: [2, 5], 2: [3, 7]},
                towers={0: [[10, 2]]},
                deck=DECK,
            ),
            keeps_the_1,
            avoids=True,
        ),
        Position(
            "keep-the-1-against-taroma",
            "Against Taroma too, the 1 waits for a tower that is one short.",
            KEEP_1,
            build(
                mode="taroma",
                players=("Ann",),
                hands={0: [1, 3, 6, 8]},
                row=ROW,
                deck=DECK,
            ),
            keeps_the_1,
            avoids=True,
        ),
        Position(
            "light-finish-with-the-1",
            "In Light the 1 still finishes a tower at 20 (Light Effects).",
            KEEP_1,
            build(
                mode="light",
                players=("Ann",),
                hands={0: [1, 2]},
                towers={0: [[10, 6, 4]]},
                deck=DECK,
            ),
            plays(Play(1, 1, 0, 0)),
        ),
        Position(
            "light-keep-the-1",
            "In Light a 1 on a tower at 12 buries it: build with the 6.",
            KEEP_1,
            build(
                mode="light", players=("Ann",), hands={0: [1, 6]}, towers={0: [[10, 2]]}, deck=DECK
            ),
            keeps_the_1,
            avoids=True,
        ),
        Position(
            "taroma-finish-with-the-1",
            "Against Taroma the 1 finishes your tower at 20 and takes the Finisher bonus.",
            KEEP_1,
            build(
                mode="taroma",
                players=("Ann",),
                hands={0: [1, 5]},
                towers={0: [[10, 6, 4]]},
                row=ROW,
                deck=DECK,
            ),
            plays(Play(1, 1, 0, 0)),
        ),
        # -- Effects: 4 ----------------------------------------------------------------------
        Position(
            "last-turn-three-4s",
            "The last turn, three actions for two towers: the three 4s must go in one Play to "
            "finish the 9 (Fours bonus), leaving two actions for the 2 and the 1 on the 18.",
            TIP_4,
            last_turn_behind({0: [1, 2, 4, 4, 4], 1: [3, 5]}, {0: [[9], [10, 6, 2]]}),
            plays(Play(4, 3, 0, 0)),
        ),
        Position(
            "four-4s-at-once",
            "Four 4s on a 5 make 21 in one action, with the Fours bonus.",
            TIP_4,
            build(hands={0: [4, 4, 4, 4, 7], 1: [3, 5]}, towers={0: [[5]]}, deck=DECK),
            plays(Play(4, 4, 0, 0)),
        ),
        Position(
            "last-turn-two-4s",
            "The last turn: two 4s in one Play finish the 13, leaving two actions for the 2 "
            "and the 1 that finish the 18; one 4 at a time leaves a tower unfinished.",
            TIP_4,
            last_turn_behind({0: [1, 2, 4, 4, 7], 1: [3, 5]}, {0: [[10, 3], [10, 6, 2]]}),
            plays(Play(4, 2, 0, 0)),
        ),
        Position(
            "taroma-three-4s",
            "Against Taroma: three 4s at once on a 9 finish the tower with the Fours bonus.",
            TIP_4,
            build(
                mode="taroma",
                players=("Ann",),
                hands={0: [4, 4, 4, 6]},
                towers={0: [[9]]},
                row=ROW,
                deck=DECK,
            ),
            plays(Play(4, 3, 0, 0)),
        ),
        # -- Effects: 5 ----------------------------------------------------------------------
        Position(
            "five-against-a-full-hand",
            "Bob holds nine cards: a 5 sends four of them back onto the deck.",
            TIP_5,
            build(
                hands={0: [2, 3, 5], 1: [2, 2, 3, 6, 6, 7, 7, 8, 9]},
                towers={0: [[10, 2]]},
                deck=DECK[:6],
            ),
            card(5),
        ),
        Position(
            "five-against-two-full-hands",
            "Bob and Cy both hold many cards: one 5 thins both hands.",
            TIP_5,
            build(
                players=TRIO,
                hands={0: [3, 5, 6], 1: [2, 2, 3, 6, 7, 7, 8, 9], 2: [2, 3, 4, 4, 6, 7, 10]},
                towers={0: [[10]]},
                deck=DECK[:4],
            ),
            card(5),
        ),
        # -- Effects: 8, 9 -------------------------------------------------------------------
        Position(
            "cover-the-blocking-7-with-an-8",
            "Bob's 7 blocks the 7 that finishes your six-card tower: cover it with the 8 (an "
            "extra action), then play the 7 for the Skyscraper bonus.",
            TIP_89,
            build(
                hands={0: [7, 8], 1: [2, 5]},
                towers={0: [[2, 2, 3, 3, 4]], 1: [[7]]},
                deck=DECK,
            ),
            plays(Play(8, 1, 1, 0)),
        ),
        Position(
            "cover-the-blocking-7-with-a-9",
            "The same with a 9: cover Bob's 7, then finish your tower with your own 7.",
            TIP_89,
            build(
                hands={0: [7, 9], 1: [3, 5]},
                towers={0: [[2, 2, 2, 3, 3, 2]], 1: [[7]]},
                deck=DECK,
            ),
            plays(Play(9, 1, 1, 0)),
        ),
        Position(
            "cover-the-blocking-6",
            "Bob's 6 blocks the 6 you need at 15: the 8 covers it and you finish.",
            TIP_89,
            build(
                hands={0: [6, 8], 1: [2, 3]},
                towers={0: [[2, 2, 2, 3, 3, 3]], 1: [[6]]},
                deck=DECK,
            ),
            plays(Play(8, 1, 1, 0)),
        ),
        # -- Effects: 10 ---------------------------------------------------------------------
        Position(
            "start-with-the-10",
            "A 10 can only start a tower: play it while a space is free.",
            TIP_10,
            build(hands={0: [2, 3, 7, 10], 1: [4, 5]}, deck=DECK),
            card(10),
        ),
        Position(
            "taroma-start-with-the-10",
            "Against Taroma too, the 10 starts a tower while a space is free.",
            TIP_10,
            build(mode="taroma", players=("Ann",), hands={0: [3, 6, 10]}, row=ROW, deck=DECK),
            card(10),
        ),
        Position(
            "last-turn-10-6-5",
            "Three actions in the last turn: 10, 6 and 5 make a tower (the 10's tip).",
            TIP_10,
            build(
                hands={0: [5, 6, 10], 1: [2, 3]},
                final_round=True,
                final_turns_left=2,
                deck=[],
            ),
            plays(Play(10, 1, 0, 0)),
        ),
        Position(
            "three-players-start-with-the-10",
            "With one tower space, the 10 starts it: no other card can go under it later.",
            TIP_10,
            build(players=TRIO, hands={0: [3, 6, 10], 1: [2, 5], 2: [4, 7]}, deck=DECK),
            card(10),
        ),
        Position(
            "light-start-with-the-10",
            "In Light the 10 starts a tower as soon as it can (Light Effects).",
            TIP_10,
            build(mode="light", players=("Ann",), hands={0: [3, 10]}, deck=DECK),
            card(10),
        ),
        # -- How to Win: complete towers -----------------------------------------------------
        Position(
            "last-turn-finish-with-the-6",
            "The last turn: only completed towers score (Game End), so the 6 completes the 15.",
            WIN,
            build(
                hands={0: [2, 6], 1: [3, 5]},
                towers={0: [[10, 5]]},
                final_round=True,
                final_turns_left=2,
            ),
            plays(Play(6, 1, 0, 0)),
        ),
        Position(
            "last-turn-finish-the-right-tower",
            "The last turn, two towers: only the first can reach 21, and the 4 takes it there.",
            WIN,
            build(
                hands={0: [3, 4], 1: [2, 5]},
                towers={0: [[10, 7], [5]]},
                final_round=True,
                final_turns_left=2,
            ),
            plays(Play(4, 1, 0, 0)),
        ),
        Position(
            "light-finish-with-the-4",
            "In Light every completed tower is a point: the 4 makes 21.",
            WIN,
            build(
                mode="light", players=("Ann",), hands={0: [2, 4]}, towers={0: [[10, 7]]}, deck=DECK
            ),
            plays(Play(4, 1, 0, 0)),
        ),
    ]
