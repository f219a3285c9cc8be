"""The rulebook's tips as the coach's knowledge (Effects: 1, 4, 5, 8 and 9, 10).

Each tip is quoted as printed and turned into a test of a table or a move, used by the
position value (`position_value.evaluate`), the playout policy (`playout.rollout`) and the
coach's words (`explain`). None of this changes a rule: it is how a good player reads them.
"""

from __future__ import annotations

from skywidgets.core import Action

from . import citations as C
from .actions import Play
from .data import DISCARD_TO, TARGET
from .state import TAROMA_SEAT, State, hand_size

#: The tips as the rulebook prints them, with the section each is printed in.
TIP_1 = ("Play these later, to complete a tower", C.E1)
TIP_4 = ("Hold on to your 4 cards to play them all at once", C.E4)
TIP_5 = ("Play it when others have many cards", C.E5)
TIP_89 = ("Cover a tower that is blocking you, or deny someone a bonus card", C.E89)
TIP_10 = ("Play or discard it as soon as you can", C.E10)
TIP_10_LIGHT = ("Play it as soon as you can", C.LIGHT_EFFECTS)


def cite(state: State, seat: int, play: Play) -> str:
    """The tip a Play follows or breaks in the coach's words, with the tip quoted; or ''."""
    found = tip_for(state, seat, play)
    if found is None:
        return ""
    reason, (tip, section) = found
    if state.mode == "light":
        section = C.LIGHT_EFFECTS
    return f'{reason}: the rulebook\'s tip for the {play.card} is "{tip}" ({section})'


def ones_to_finish(cards: tuple[int, ...]) -> int:
    """How many 1s a tower with a 1 on top still needs (only a 1 covers a 1); 0 otherwise."""
    return TARGET - sum(cards) if cards and cards[-1] == 1 else 0


def stuck(cards: tuple[int, ...], ones_held: int) -> bool:
    """A tower under a 1 that needs more 1s than the seat holds plus one more drawn."""
    return ones_to_finish(cards) > ones_held + 1


def wastes_a_one(state: State, seat: int, action: Action) -> bool:
    """Tip 1 broken: a 1 on the seat's own tower that leaves it stuck (`stuck`)."""
    if not isinstance(action, Play) or action.card != 1 or action.owner != seat:
        return False
    cards = state.seats[seat].towers[action.tower] + (1,) * action.count
    return stuck(cards, state.seats[seat].hand.count(1) - action.count)


def stuck_towers(state: State, seat: int) -> int:
    """How many of the seat's towers are stuck under a 1 (`stuck`)."""
    s = state.seats[seat]
    ones = s.hand.count(1)
    return sum(stuck(cards, ones) for cards in s.towers)


def many_cards(state: State, seat: int) -> int:
    """How many cards the other players hold beyond the 5's limit, in all (Effects: 5)."""
    return sum(
        max(0, hand_size(state, o) - DISCARD_TO)
        for o in range(len(state.seats))
        if o != seat and not (state.mode == "taroma" and o == TAROMA_SEAT)
    )


def tip_for(state: State, seat: int, play: Play) -> tuple[str, tuple[str, str]] | None:
    """The tip a Play follows or breaks, in words with the tip, or None when none applies."""
    if play.card == 1 and play.owner == seat:
        cards = state.seats[seat].towers[play.tower] + (1,) * play.count
        if sum(cards) == TARGET:
            return "it finishes the tower with a 1 as the rulebook advises", TIP_1
        need, held = ones_to_finish(cards), state.seats[seat].hand.count(1) - play.count
        if stuck(cards, held):
            kept = "none" if held == 0 else str(held)
            return f"now only {need} more 1s can finish it and you keep {kept}", TIP_1
    if state.mode == "light":
        if play.card == 10:
            return "the 10 starts a tower while it still can", TIP_10_LIGHT
        return None
    if play.card == 4 and play.count > 1 and play.count == state.seats[seat].hand.count(4):
        every = "both" if play.count == 2 else f"all {play.count} of"
        return f"{every} your 4s go on in one Play", TIP_4
    if play.card == 5 and many_cards(state, seat):
        return f"the others must put back {many_cards(state, seat)} cards", TIP_5
    if play.card in (8, 9) and play.owner != seat:
        cards = state.seats[play.owner].towers[play.tower]
        if sum(cards) + play.card < TARGET and cards[-1] in state.seats[seat].hand:
            return f"it covers the {cards[-1]} that blocks your {cards[-1]}s", TIP_89
    if play.card == 10:
        return "the 10 starts a tower while it still can", TIP_10
    return None
