"""⑥ Refilling your hand: draw the top tile of the pile, if any is left."""

from __future__ import annotations


def draw(
    name: str, hand: tuple[int, ...], pile: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """⑥ for the player `name` holding `hand`: the hand and pile after it, and the log line."""
    if not pile:
        return hand, pile, f"⑥ the draw pile is empty: {name} does not refill"
    left = len(pile) - 1
    return hand + (pile[0],), pile[1:], f"⑥ {name} draws a tile ({left} left in the pile)"
