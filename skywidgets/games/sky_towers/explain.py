"""One plain phrase saying what a move does for the seat, with the rule that decides it.

A Play that follows or breaks one of the rulebook's tips (`tips.cite`) quotes the tip.
Built from the score-sheet difference and the public parts of the table only: a drawn card,
the answer to a 6's question and Taroma's random take are never named (the `after` table may
be a determinization, and the phrase is shown to the seat).
"""

from __future__ import annotations

from skywidgets.core import Action

from . import citations as C
from .actions import (
    Ask,
    DiscardAndDraw,
    Draw,
    EndTurn,
    Play,
    PutBack,
    ReturnTower,
    SixDraw,
    a_card,
    cards_words,
)
from .data import BONUS_KITES, BONUS_LIGHT_POINTS, BONUS_NAMES, DISCARD_TO, TARGET
from .playing import neighbours
from .scoring import scores
from .state import TAROMA_SEAT, State
from .tips import cite

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _unit(state: State, points: int) -> str:
    """'3 kites' / '1 point'."""
    word = "point" if state.mode == "light" else "kite"
    return f"{points} {word}{'s' if abs(points) != 1 else ''}"


def _signed(state: State, points: int) -> str:
    """'+3 kites' / '-3 kites'."""
    return f"{'+' if points >= 0 else '-'}{_unit(state, abs(points))}"


def _whose(state: State, owner: int, seat: int) -> str:
    """'your' or "Bob's"."""
    return "your" if owner == seat else f"{state.players[owner]}'s"


def explain(before: State, action: Action, after: State, seat: int) -> str:
    """What `action` does for `seat`: the points it makes or costs, and the rule deciding it."""
    if isinstance(action, Play):
        text = _play(before, action, after, seat)
    else:
        text = _other(before, action, after, seat)
    if after.over and not before.over:
        if any(not up for s in before.seats for _, up in s.row):
            # the result depends on Taroma's face-down cards, hidden until the end
            text += f"; this ends the game: Taroma's face-down cards then count ({C.TAROMA_WIN})"
        else:
            text += f"; this ends the game ({_result(after, seat)})"
    return text


def _play(before: State, play: Play, after: State, seat: int) -> str:
    """A Play: completing a tower (kites, bonus cards) or building one, then the card's effect."""
    cards = before.seats[play.owner].towers[play.tower] + (play.card,) * play.count
    total = sum(cards)
    what = cards_words(play.card, play.count)
    whose = _whose(before, play.owner, seat)
    light = before.mode == "light"
    if total == TARGET:
        text, rule = _completes(before, play, after, seat, cards)
    elif len(cards) == play.count:
        text = f"starts {whose} tower {play.tower + 1} with {what}"
        text += f" ({TARGET - total} to go to {TARGET})"
        rule = C.LIGHT_ACTIONS if light else C.PLAY
    else:
        text = f"puts {what} on {whose} tower {play.tower + 1}, making it {total}"
        text += f" ({TARGET - total} short of {TARGET})"
        rule = C.LIGHT_ACTIONS if light else C.PLAY
    effect = _effect(before, play, seat)
    if effect:
        text, rule = f"{text}; {effect[0]}", f"{rule}; {effect[1]}"
    elif total != TARGET and not light and play.owner == seat:
        blocked = _newly_blocked(before, play, seat)
        if blocked:
            text += f"; its {play.card} on top blocks {blocked} from playing {play.card}s"
    tip = cite(before, seat, play)
    return f"{text} ({rule}); {tip}" if tip else f"{text} ({rule})"


def _completes(
    before: State, play: Play, after: State, seat: int, cards: tuple[int, ...]
) -> tuple[str, str]:
    """Completing a tower at exactly 21: its points and the bonus cards it takes."""
    owner = play.owner
    name = before.players[owner]
    done = len(after.seats[owner].completed)
    nth = _ORDINALS[done - 1] if done <= len(_ORDINALS) else f"number {done}"
    shown = "+".join(map(str, cards))
    tower = f"your {nth} tower" if owner == seat else f"{name}'s {nth} tower"
    before_totals, after_totals = scores(before).totals(), scores(after).totals()
    gain = after_totals.get(name, 0) - before_totals.get(name, 0)
    light = before.mode == "light"
    worth = BONUS_LIGHT_POINTS if light else BONUS_KITES
    bonuses, bonus_points = [], 0
    for i, bonus in enumerate(BONUS_NAMES):
        was, now = before.bonus_owner[i], after.bonus_owner[i]
        if now == owner and was != owner:
            if was is None:
                source = ""
            else:
                source = " from you" if was == seat else f" from {before.players[was]}"
            bonuses.append(f"the {bonus} bonus ({_signed(before, worth[bonus])}){source}")
            bonus_points += worth[bonus]
    text = f"completes {tower} ({shown} = {TARGET}): {_signed(before, gain - bonus_points)}"
    if owner != seat:
        text += f" for {name}"
    if bonuses:
        text += f", and takes {' and '.join(bonuses)}: {_signed(before, gain)} in all"
        return text, C.BONUS
    return text, (C.LIGHT_END if light else C.END)


def _effect(before: State, play: Play, seat: int) -> tuple[str, str] | None:
    """The played card's effect in words, with its rule (Light has no effects)."""
    if before.mode == "light":
        return None
    if play.card in (8, 9):
        return f"the {play.card} gives you one extra action this turn", C.E89
    if play.card == 5:
        return (
            f"the 5 makes every player holding more than {DISCARD_TO} cards put the extras "
            "back on the deck",
            C.E5,
        )
    if play.card == 6:
        if before.mode == "taroma":
            other = "a random card from Taroma's row" if seat != TAROMA_SEAT else "a random card"
            return f"the 6 takes {other} into your hand", C.TAROMA_VAR
        return "the 6 lets you ask a player for a card by number, or draw one", C.E6
    return None


def _newly_blocked(before: State, play: Play, seat: int) -> str:
    """The players a new top card blocks (their names, 'and'-joined; '' for none new)."""
    if play.card in before.seats[seat].tops:
        return ""
    return " and ".join(before.players[v] for v in neighbours(before, seat))


def _other(before: State, action: Action, after: State, seat: int) -> str:
    """Every move but a Play (Draw, Return, the effects' choices, ending the turn)."""
    light = before.mode == "light"
    if isinstance(action, Draw):
        if not after.deck and not light:
            return (
                "draws the last card of the deck: then every player takes one last turn of "
                f"up to 3 actions ({C.END})"
            )
        rule = C.LIGHT_ACTIONS if light else C.DRAW
        return f"draws a card ({len(after.deck)} left in the deck) ({rule})"
    if isinstance(action, DiscardAndDraw):
        return (
            f"discards your {action.card} face down to draw a card with a full hand "
            f"({C.LIGHT_HAND})"
        )
    if isinstance(action, ReturnTower):
        cards = before.seats[seat].towers[action.tower]
        tower = f"your tower {action.tower + 1} ({'+'.join(map(str, cards))})"
        if light:
            return f"gives up {tower}: its cards are discarded ({C.LIGHT_ACTIONS})"
        return f"takes {tower} back into your hand to rebuild ({C.RETURN})"
    if isinstance(action, PutBack):
        left = len(before.seats[seat].hand) - 1 - DISCARD_TO
        more = f", {left} more to go" if left > 0 else f", down to {DISCARD_TO}"
        return f"puts your {action.card} back on top of the deck{more} ({C.E5})"
    if isinstance(action, Ask):
        them = before.players[action.player]
        return (
            f"asks {them} for {a_card(action.value)}: if {them} holds one, it comes to "
            f"your hand ({C.E6})"
        )
    if isinstance(action, SixDraw):
        return f"draws a card for the 6 ({C.E6})"
    if isinstance(action, EndTurn):
        left = before.actions_left
        return f"ends your turn, leaving {left} action{'s' if left != 1 else ''} unused ({C.TURN})"
    return f"{action.label} ({C.TAROMA_TURN})"


def _result(after: State, seat: int) -> str:
    """The end in words for the seat: its final points and whether it wins."""
    sheet = scores(after)
    me = after.players[seat]
    mine = sheet.totals().get(me, 0)
    if after.mode == "light":
        return sheet.tiebreak
    outcome = (
        "you win"
        if sheet.winners == (me,)
        else ("you share the win" if me in sheet.winners else "you do not win")
    )
    return f"{_unit(after, mine)} for you, {outcome}"
