"""Taroma's Turn checked against a plain re-reading of steps 1A–1E, over whole seeded games.

The oracle below is written straight from the rulebook's Taroma's Turn and Taroma Effects
Variances (and RULINGS.md), independently of `taroma.py`: it predicts where each card lands.
"""

import random

import pytest

from skywidgets.games.sky_towers.actions import TaromaDiscard
from skywidgets.games.sky_towers.checks import invariants

from .helpers import RS

TARGET = 21


def _fits(state, card, slot):
    """Whether Taroma may put `card` on its tower space `slot` now."""
    tower = state.seats[1].towers[slot]
    if card in {t[-1] for t in state.seats[0].towers if t}:
        return False  # your top cards block Taroma
    if not tower:
        return card != 1  # a 1 only on 19 or 20
    if card == 10 or (tower[-1] == 1 and card != 1):
        return False
    if card == 1 and sum(tower) not in (19, 20):
        return False
    return sum(tower) + card <= TARGET


def _count(state, card, slot):
    """A 4 brings every other face-up 4 that still fits (4 variance)."""
    if card != 4:
        return 1
    fours = [v for v, up in state.seats[1].row if up and v == 4]
    total, k = sum(state.seats[1].towers[slot]), 1
    while k < len(fours) and total + 4 * (k + 1) <= TARGET:
        k += 1
    return k


def _where(state, card):
    """(slot, count, completes) for a playable card: a completing tower first, else rightmost."""
    slots = [s for s in range(len(state.seats[1].towers)) if _fits(state, card, s)]
    if not slots:
        return None
    done = [
        s
        for s in slots
        if state.seats[1].towers[s]
        and sum(state.seats[1].towers[s]) + card * _count(state, card, s) == TARGET
    ]
    slot = max(done) if done else max(slots)
    return slot, _count(state, card, slot), bool(done)


def predict(state):
    """(step, card, slot, count) Taroma plays now, or ("1E", None, None, 0) for a draw/pass."""
    ups = sorted({v for v, up in state.seats[1].row if up}, reverse=True)
    for v in ups:  # 1A
        hit = _where(state, v)
        if hit and hit[2]:
            return "1A", v, hit[0], hit[1]
    for i, v in enumerate(ups):  # 1B, 1C
        hit = _where(state, v)
        if hit:
            return ("1B" if i == 0 else "1C"), v, hit[0], hit[1]
    for v, up in reversed(state.seats[1].row):  # 1D: flip from the right
        if not up and _where(state, v):
            slot, count, _ = _where(state, v)
            return "1D", v, slot, count
    return "1E", None, None, 0


def towers_after(state, slot, card, count):
    """Taroma's (towers, completed) once `count` cards `card` go on space `slot`."""
    towers, done = list(state.seats[1].towers), state.seats[1].completed
    cards = towers[slot] + (card,) * count
    if sum(cards) == TARGET:
        towers[slot], done = (), done + (cards,)
    else:
        towers[slot] = cards
    return tuple(towers), done


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_every_taroma_action_matches_the_rulebook_procedure(seed, level):
    s = RS.new_game(["Kim"], seed=seed, mode="taroma", difficulty=level)
    you = random.Random(seed)
    checked = 0
    while not s.over:
        legal = RS.legal_actions(s)
        if s.current_player != 1:
            s = RS.apply(s, you.choice(legal))
            continue
        (action,) = legal
        after = RS.apply(s, action)
        if isinstance(action, TaromaDiscard):
            s = after
            continue
        step, card, slot, count = predict(s)
        if step == "1E":
            assert after.seats[1].towers == s.seats[1].towers, (seed, action)
            row = after.seats[1].row
            if s.deck:  # every card is face up, then a draw
                assert len(row) == len(s.seats[1].row) + 1 and not row[0][1]
                assert all(up for _, up in row[1:])
            else:  # nothing to draw: the turn ends
                assert [v for v, _ in row] == [v for v, _ in s.seats[1].row]
        else:
            assert towers_after(s, slot, card, count) == (
                after.seats[1].towers,
                after.seats[1].completed,
            ), (seed, step)
            if step != "1D":
                assert (action.step, action.card, action.tower) == (step, card, slot)
        assert invariants(after) == []
        checked += 1
        s = after
    assert checked > 10
