"""Sky Towers moves. Labels are public: they never name a card hidden from another seat."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action

_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}
SIDES = {1: ("only",), 2: ("left", "right"), 3: ("left", "middle", "right")}


def a_card(card: int) -> str:
    """'a 7' / 'an 8'."""
    return f"an {card}" if card == 8 else f"a {card}"


def cards_words(card: int, count: int) -> str:
    """'a 4' or 'three 4s'."""
    return a_card(card) if count == 1 else f"{_NUMBER_WORDS.get(count, count)} {card}s"


@dataclasses.dataclass(frozen=True)
class Play(Action):
    """Play: put `count` cards of value `card` on tower space `tower` of seat `owner`."""

    kind = "play"
    card: int
    count: int
    owner: int
    tower: int

    @property
    def label(self) -> str:
        return (
            f"play {cards_words(self.card, self.count)} on tower {self.tower + 1} "
            f"of player {self.owner + 1}"
        )


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    """Draw: take the top card of the deck."""

    kind = "draw"

    @property
    def label(self) -> str:
        return "draw a card"


@dataclasses.dataclass(frozen=True)
class DiscardAndDraw(Action):
    """Light Draw with a full hand: discard `card` face down, then draw."""

    kind = "discard_and_draw"
    card: int

    @property
    def label(self) -> str:
        return f"discard {a_card(self.card)} face down, then draw a card"


@dataclasses.dataclass(frozen=True)
class ReturnTower(Action):
    """Return: take back an own incomplete tower (Light: discard it)."""

    kind = "return_tower"
    tower: int

    @property
    def label(self) -> str:
        return f"return tower {self.tower + 1}"


@dataclasses.dataclass(frozen=True)
class PutBack(Action):
    """Effect 5: put one extra card from hand on top of the deck."""

    kind = "put_back"
    card: int

    @property
    def label(self) -> str:
        return "put a card from hand face down on top of the deck"


@dataclasses.dataclass(frozen=True)
class Ask(Action):
    """Effect 6, option A: ask seat `player` for a card of value `value`."""

    kind = "ask"
    player: int
    value: int

    @property
    def label(self) -> str:
        return f"ask player {self.player + 1} for {a_card(self.value)}"


@dataclasses.dataclass(frozen=True)
class SixDraw(Action):
    """Effect 6, option B: draw a card."""

    kind = "six_draw"

    @property
    def label(self) -> str:
        return "draw a card (effect of the 6)"


@dataclasses.dataclass(frozen=True)
class EndTurn(Action):
    """End the turn: after the last turn's actions you want, an unwanted 8/9 extra, or no move."""

    kind = "end_turn"

    @property
    def label(self) -> str:
        return "end the turn"


@dataclasses.dataclass(frozen=True)
class TaromaPlay(Action):
    """Taroma plays face-up card(s) by step 1A, 1B or 1C of its decision procedure."""

    kind = "taroma_play"
    step: str
    card: int
    count: int
    tower: int
    towers: int  # Taroma's tower spaces (names the side in the label)
    new_tower: bool
    passed: tuple[int, ...] = ()  # higher face-up values that could not be played (1C)

    @property
    def label(self) -> str:
        side = SIDES.get(self.towers, ())[self.tower] if 0 <= self.tower < self.towers else "?"
        what = cards_words(self.card, self.count)
        where = (
            f"started a new tower in the {side} space"
            if self.new_tower
            else f"went on the {side} tower"
        )
        fours = " (the 4s variance added every face-up 4 that fits)" if self.count > 1 else ""
        if self.step == "1A":
            return (
                f"1A: Taroma played {what}{fours}, its highest face-up card that completes a "
                f"tower: it completed the {side} tower"
            )
        if self.step == "1B":
            return (
                f"1B: Taroma played its highest face-up card, {what}{fours}: it {where}, the "
                "rightmost tower that accepts it"
            )
        skipped = ", ".join(str(v) for v in self.passed)
        cards = "card" if len(self.passed) == 1 else "cards"
        return (
            f"1C: Taroma's higher face-up {cards} ({skipped}) could not be played, so Taroma "
            f"played the next highest, {what}{fours}: it {where}, the rightmost tower that "
            "accepts it"
        )


@dataclasses.dataclass(frozen=True)
class TaromaFlip(Action):
    """Taroma step 1D (then 1E if nothing could be played): flip face-down cards from the right.

    The label is the step alone (the cards are face down until it is played); the log words it
    after the flip, with the cards flipped and what Taroma did (`taroma.describe`).
    """

    kind = "taroma_flip"

    @property
    def label(self) -> str:
        return "1D: no face-up card of Taroma's can be played, so Taroma flips from the right"


@dataclasses.dataclass(frozen=True)
class TaromaDraw(Action):
    """Taroma step 1E: draw a card face down to the left of the row."""

    kind = "taroma_draw"

    @property
    def label(self) -> str:
        return (
            "1E: no card in Taroma's row could be played and none was face down, so Taroma "
            "drew a card face down at the left of its row"
        )


@dataclasses.dataclass(frozen=True)
class TaromaPass(Action):
    """Taroma can neither play nor draw: its turn ends."""

    kind = "taroma_pass"

    @property
    def label(self) -> str:
        return "1E: Taroma could not play any card and the deck was empty, so its turn ended"


@dataclasses.dataclass(frozen=True)
class TaromaDiscard(Action):
    """Taroma's 5 variance: keep the 5 lowest row cards, shuffled face down."""

    kind = "taroma_discard"

    @property
    def label(self) -> str:
        return (
            "5 (Taroma variance): Taroma held more than 5 cards, so it revealed its row, put "
            "its highest cards on top of the deck until 5 remained and shuffled those face down"
        )


HUMAN_ACTIONS = (Play, Draw, DiscardAndDraw, ReturnTower, PutBack, Ask, SixDraw, EndTurn)
TAROMA_ACTIONS = (TaromaPlay, TaromaFlip, TaromaDraw, TaromaPass, TaromaDiscard)
ACTION_CLASSES = HUMAN_ACTIONS + TAROMA_ACTIONS
