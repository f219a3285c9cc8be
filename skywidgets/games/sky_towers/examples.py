"""Named positions for the tutorial: the rulebook's example, each effect, the end, Light, Taroma."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from skywidgets.core import Action

from . import citations as C
from .actions import Ask, DiscardAndDraw, Draw, EndTurn, Play, PutBack
from .positions import build
from .state import State
from .taroma import automaton


@dataclasses.dataclass(frozen=True)
class Example:
    """A position, the moves that show the rule, and what they do in words."""

    name: str
    title: str
    rule: str
    state: State
    moves: tuple[Action, ...]
    expect: str


def laurence_completes() -> Example:
    """How to Play: Laurence plays 3 then 2 on 10+6; the tower is complete and holds 4 kites."""
    s = build(
        players=("Laurence", "Mia"),
        hands={0: [3, 2, 7, 7], 1: [5, 5, 8, 10]},
        towers={0: [[10, 6]], 1: [[4]]},
        deck=[2, 3, 7],
    )
    return Example(
        "laurence_completes",
        "Completing a tower worth 4 kites",
        C.PLAY,
        s,
        (Play(3, 1, 0, 0), Play(2, 1, 0, 0)),
        "10+6+3+2 = 21: the tower is set aside and will score 4 kites; two actions "
        "were taken, so Mia's turn begins",
    )


def effect_1() -> Example:
    """Effect 1: a tower topped by a 1 takes only another 1."""
    s = build(hands={0: [1, 4, 5], 1: [2, 3]}, towers={0: [[10, 5, 1]], 1: [[7]]}, deck=[3, 3])
    return Example(
        "effect_1",
        "Only a 1 covers a 1",
        C.E1,
        s,
        (Play(1, 1, 0, 0),),
        "the 4 and the 5 cannot cover the 1; the 1 makes the tower 17",
    )


def effect_4() -> Example:
    """Effect 4: four 4s in one Play complete 5+4+4+4+4 and earn the Fours bonus card."""
    s = build(hands={0: [4, 4, 4, 4, 2], 1: [2, 3]}, towers={0: [[5]], 1: [[7]]}, deck=[3, 3])
    return Example(
        "effect_4",
        "Any number of 4s in one Play",
        C.E4,
        s,
        (Play(4, 4, 0, 0),),
        "5+4+4+4+4 = 21 with one action; the tower earns the Fours bonus card",
    )


def effect_5() -> Example:
    """Effect 5: the active player and everyone over 5 cards put extras on the deck."""
    hands = {0: [5, 2, 2, 3, 3, 6, 7], 1: [1, 2, 3, 3, 4, 6, 7], 2: [2, 4, 6, 7, 10, 10]}
    s = build(
        players=("Ann", "Bob", "Cy"),
        hands=hands,
        towers={0: [[10]], 1: [[9]], 2: [[8]]},
        deck=[2, 3],
    )
    return Example(
        "effect_5",
        "A 5 forces discards",
        C.E5,
        s,
        (Play(5, 1, 0, 0), PutBack(2), PutBack(2), PutBack(1), PutBack(10)),
        "Ann (6 cards after playing) puts 1 back, then Bob 2, then Cy 1: each keeps 5",
    )


def effect_6() -> Example:
    """Effect 6: ask a named player for a value (or draw)."""
    s = build(
        players=("Ann", "Bob", "Cy"),
        hands={0: [6, 5], 1: [2, 7], 2: [3]},
        towers={0: [[10]], 1: [[3]], 2: [[4]]},
        deck=[2, 2],
    )
    return Example(
        "effect_6",
        "Ask for a card",
        C.E6,
        s,
        (Play(6, 1, 0, 0), Ask(1, 7)),
        "Ann's tower is 16; Bob holds a 7 and must give it to Ann",
    )


def effect_8_9() -> Example:
    """Effects 8, 9: an 8 on an opponent's tower completes it for its owner; extra action."""
    s = build(hands={0: [8, 2, 3], 1: [2]}, towers={0: [[10]], 1: [[6, 7]]}, deck=[3, 3])
    return Example(
        "effect_8_9",
        "An 8 on another player's tower",
        C.E89,
        s,
        (Play(8, 1, 1, 0),),
        "Bob's 6+7+8 = 21 is complete and scores for Bob; Ann gains one extra action (2 left)",
    )


def effect_10() -> Example:
    """Effect 10: a 10 can only start a tower."""
    s = build(hands={0: [10, 10, 2], 1: [3]}, towers={0: [[5]], 1: [[7]]}, deck=[3, 3])
    return Example(
        "effect_10",
        "A 10 only as a first card",
        C.E10,
        s,
        (Play(10, 1, 0, 1),),
        "a 10 cannot go on the 5; it starts Ann's second tower",
    )


def final_round() -> Example:
    """Game End: the player who drew the last card ends the turn; everyone takes one last turn."""
    s = build(
        hands={0: [2, 3], 1: [4, 7]}, towers={0: [[10, 6]], 1: [[9]]}, deck=[2], actions_left=1
    )
    return Example(
        "final_round",
        "The last round",
        C.END,
        s,
        (Draw(), Play(7, 1, 1, 0), EndTurn(), Play(3, 1, 0, 0), Play(2, 1, 0, 0), EndTurn()),
        "Ann draws the last card; Bob then Ann take one turn of up to 3 actions; "
        "the game ends after Ann's last turn",
    )


def final_round_cancelled() -> Example:
    """Game End: a 5 that sends cards back to the deck cancels the last round."""
    s = build(
        hands={0: [5, 3], 1: [2, 2, 3, 3, 4, 6, 7]},
        towers={0: [[10]], 1: [[9]]},
        final_round=True,
        final_turns_left=2,
        actions_left=3,
    )
    return Example(
        "final_round_cancelled",
        "A 5 cancels the last round",
        C.END,
        s,
        (Play(5, 1, 0, 0), PutBack(2), PutBack(2), EndTurn()),
        "Bob puts 2 cards on the deck; after Ann's turn normal 2-action turns resume",
    )


def light() -> Example:
    """Light: a full hand must discard before drawing; Play completes a tower for 1 point."""
    s = build(
        "light",
        ("Sol",),
        hands={0: [4, 2, 9, 10]},
        towers={0: [[10, 7]]},
        deck=[5, 6, 1],
        difficulty=4,
    )
    return Example(
        "light",
        "Light solitaire",
        C.LIGHT_ACTIONS,
        s,
        (DiscardAndDraw(9), Play(4, 1, 0, 0), Draw()),
        "at the hand limit a discard comes before a draw; 10+7+4 = 21 scores 1 point",
    )


def _taroma(
    row: list[tuple[int, bool]],
    t_towers: list[list[int]],
    h_towers: list[list[int]],
    hand: tuple[int, ...] = (2, 3),
    deck: tuple[int, ...] = (2, 2, 3),
) -> State:
    return build(
        "taroma",
        ("Kim",),
        hands={0: list(hand)},
        row=row,
        towers={0: h_towers, 1: t_towers},
        deck=list(deck),
        active=1,
    )


def _taroma_move(state: State) -> Action:
    """Taroma's one action in a position where Taroma must act."""
    action = automaton(state)
    assert action is not None
    return action


def taroma_1a() -> Example:
    """1A: the highest face-up card that completes a tower wins over a higher card."""
    s = _taroma([(3, False), (9, True), (6, True)], [[10, 5], [3]], [[2]])
    return Example(
        "taroma_1a",
        "Taroma 1A: complete a tower",
        C.step("1A"),
        s,
        (_taroma_move(s),),
        "the 6 completes Taroma's left tower (10+5+6)",
    )


def taroma_1b() -> Example:
    """1B: the highest face-up card goes on the rightmost tower that accepts it."""
    s = _taroma([(3, False), (7, True), (3, True)], [[2], [10, 5]], [[4]])
    return Example(
        "taroma_1b",
        "Taroma 1B: play the highest card",
        C.step("1B"),
        s,
        (_taroma_move(s),),
        "the 7 would make the right tower 22, so it goes on the left",
    )


def taroma_1c() -> Example:
    """1C: a blocked highest card is passed over for the next highest."""
    s = _taroma([(10, True), (7, True), (3, True)], [[2], [5]], [[4]])
    return Example(
        "taroma_1c",
        "Taroma 1C: play the next highest",
        C.step("1C"),
        s,
        (_taroma_move(s),),
        "the 10 can only start a tower and no space is free; the 7 goes on the right tower (5+7)",
    )


def taroma_1d() -> Example:
    """1D: no face-up card plays: flip from the right until one can be played."""
    s = _taroma([(3, False), (5, False), (7, True)], [[2], [10]], [[7], [5]])
    return Example(
        "taroma_1d",
        "Taroma 1D: flip and play",
        C.step("1D"),
        s,
        (_taroma_move(s),),
        "the 5 is flipped (blocked), then the 3, which goes on the right tower (10+3)",
    )


def taroma_1e() -> Example:
    """1E: all cards face up and none playable: draw face down at the left."""
    s = _taroma([(7, True), (5, True)], [[2], [10]], [[7], [5]])
    return Example(
        "taroma_1e",
        "Taroma 1E: draw face down",
        C.step("1E"),
        s,
        (_taroma_move(s),),
        "Taroma draws the top card face down to the left of its row",
    )


EXAMPLES: dict[str, Callable[[], Example]] = {
    f.__name__: f
    for f in (
        laurence_completes,
        effect_1,
        effect_4,
        effect_5,
        effect_6,
        effect_8_9,
        effect_10,
        final_round,
        final_round_cancelled,
        light,
        taroma_1a,
        taroma_1b,
        taroma_1c,
        taroma_1d,
        taroma_1e,
    )
}


def example(name: str) -> Example:
    """The named example (see EXAMPLES for the names)."""
    return EXAMPLES[name]()
