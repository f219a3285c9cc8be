"""What a Sky Towers table holds for one seat, as named numbers (the evaluator's terms, in kites).

Each term comes from a rule or a tip of the Sky Towers rulebook (multiplayer, and the player's
seat against Taroma):

- tower kites and heights: the kites already on the seat's incomplete towers, and how near 21
  they stand (How to Win: only a tower of exactly 21 scores; Game End: incomplete towers score
  nothing), squared, since a high tower needs fewer cards;
- finishable: incomplete towers the cards in hand can bring to exactly 21 (Play: never over 21;
  a 1 only under 1s, a 10 only as a first card; a value on top of a neighbour's tower cannot be
  played), and the kites on them;
- stuck: towers under a 1 that need more 1s than the seat holds plus one drawn (the tip of the 1);
- hand kites, hand cards, cards over five (a rival's 5 sends them back: Effects 5), blocked
  cards (they match a neighbour's top), 10s held without a free space (a 10 starts a tower
  only), 4s held (the tip of the 4: played together), 1s held (the tip of the 1: they finish);
- bonuses held: a Bonus card another player can still take (Play: bonus cards);
- deck left and to act: how much game remains, and whether the seat acts now.

`features(state, seat)` is read by `position_value.evaluate` and by the training script
(`scripts/train_value.py`), so the fitted weights and the coach see the same numbers.
"""

from __future__ import annotations

from .data import DECK, DISCARD_TO, KITES, TARGET
from .playing import blocking_tops
from .state import State
from .tips import stuck

NAMES: tuple[str, ...] = (
    "tower_kites",
    "tower_height",
    "tower_height_sq",
    "finishable",
    "finishable_kites",
    "stuck_towers",
    "hand_kites",
    "hand_cards",
    "cards_over_five",
    "blocked_cards",
    "tens_without_space",
    "fours_held",
    "ones_held",
    "empty_spaces",
    "bonuses_held",
    "deck_left",
    "height_by_deck",
    "to_act",
)
# The sign each term's weight must have, from the rule behind it (+1 helps, -1 hurts, 0 either):
# the fit keeps a weight at 0 rather than let it say a rule works backwards.
SIGNS: dict[str, int] = {
    "tower_kites": 1,
    "tower_height": 1,
    "tower_height_sq": 1,
    "finishable": 1,
    "finishable_kites": 1,
    "stuck_towers": -1,
    "hand_kites": 1,
    "hand_cards": 0,
    "cards_over_five": -1,
    "blocked_cards": -1,
    "tens_without_space": -1,
    "fours_held": 0,
    "ones_held": 0,
    "empty_spaces": -1,
    "bonuses_held": -1,
    "deck_left": 0,
    "height_by_deck": 0,
    "to_act": 1,
}


def sums_of(cards: list[int]) -> int:
    """Every total some of `cards` make, as a bitmask (bit t set: total t can be made)."""
    reach = 1
    for card in cards:
        reach |= reach << card
    return reach


def can_finish(tower: tuple[int, ...], hand: tuple[int, ...], blocked: frozenset[int]) -> bool:
    """Whether cards of `hand` can bring an incomplete tower to exactly 21 (a 1 only under 1s,
    a 10 never on a card, no blocked value)."""
    gap = TARGET - sum(tower)
    if tower[-1] == 1:
        return 1 not in blocked and hand.count(1) >= gap
    usable = [c for c in hand if c != 10 and c not in blocked]
    return bool(sums_of(usable) >> gap & 1)


def features(state: State, seat: int) -> dict[str, float]:
    """The seat's terms (kites or counts), read from the table and the seat's own hand."""
    s = state.seats[seat]
    hand = s.hand
    blocked = blocking_tops(state, seat)
    deck = len(state.deck) / len(DECK)
    kites = height = height_sq = finishable = finishable_kites = 0.0
    stuck_count = 0
    ones = hand.count(1)
    for cards in s.towers:
        if not cards:
            continue
        if stuck(cards, ones):
            stuck_count += 1
            continue
        on_it = sum(KITES[c] for c in cards)
        share = sum(cards) / TARGET
        kites += on_it * share
        height += share
        height_sq += share * share
        if can_finish(cards, hand, blocked):
            finishable += 1
            finishable_kites += on_it
    empty = sum(1 for cards in s.towers if not cards)
    return {
        "tower_kites": kites,
        "tower_height": height,
        "tower_height_sq": height_sq,
        "finishable": finishable,
        "finishable_kites": finishable_kites,
        "stuck_towers": float(stuck_count),
        "hand_kites": float(sum(KITES[c] for c in hand)),
        "hand_cards": float(len(hand)),
        "cards_over_five": float(max(0, len(hand) - DISCARD_TO)),
        "blocked_cards": float(sum(1 for c in hand if c in blocked)),
        "tens_without_space": float(hand.count(10)) if not empty else 0.0,
        "fours_held": float(hand.count(4)),
        "ones_held": float(ones),
        "empty_spaces": float(empty),
        "bonuses_held": float(sum(1 for owner in state.bonus_owner if owner == seat)),
        "deck_left": deck,
        "height_by_deck": height * deck,
        "to_act": 1.0 if state.current_player == seat else 0.0,
    }
