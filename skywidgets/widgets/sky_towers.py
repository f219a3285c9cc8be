"""SkyTowersTable: the Sky Towers card table (towers, hands, Taroma's row, deck, bonus cards)."""

from __future__ import annotations

from typing import Any

import traitlets as t

from ..core.game import Game
from ..games.sky_towers.data import COPIES, EFFECTS, FLAGS, KITES, VALUES
from ..games.sky_towers.playing import blocking_tops, play_problem
from ..games.sky_towers.state import TAROMA_SEAT
from .base import STATIC, BoardWidget
from .snapshot import may_act

#: What every card value shows: kites, flags, copies and its effect (from the component table).
CARD_FACES: dict[str, dict] = {
    str(v): {"kites": KITES[v], "flags": FLAGS[v], "copies": COPIES[v], "effect": EFFECTS[v]}
    for v in VALUES
}

PLAYING_PHASES = ("turn", "last_turn", "light")


class SkyTowersTable(BoardWidget):
    """Play Sky Towers in a notebook: `SkyTowersTable(players=["Ann", "Bob"], seed=0)`.

    Light and Taroma solitaire: `SkyTowersTable(players=["Sol"], mode="light")`,
    `SkyTowersTable(players=["Kim"], mode="taroma")`. Or show an existing session:
    `SkyTowersTable(game=g, seat=1)` (seat None = teacher), or a hand-built position such as
    `examples.effect_5().state`: `SkyTowersTable.at(state)`.

    Two traits more than every board: `card_faces` (kites, flags and effect of each value)
    and `blocked` ({value: why} for the acting hand's cards that no Play accepts now; empty
    unless the viewer may act).
    """

    GAME = "sky_towers"
    _esm = STATIC / "sky_towers.js"

    card_faces = t.Dict(CARD_FACES).tag(sync=True)
    blocked = t.Dict().tag(sync=True)

    @t.observe("view")
    def _view_changed(self, _change: Any) -> None:
        game = getattr(self, "_game", None)
        if game is not None:
            self.blocked = blocked_cards(game, self.seat)


def blocked_cards(game: Game, viewer: int) -> dict[str, str]:
    """{value: reason} for the acting hand's values with no legal Play (if `viewer` may act)."""
    state = game.state
    if not may_act(game, viewer) or state.phase_id not in PLAYING_PHASES:
        return {}
    seat = state.current_player
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        return {}
    playable = {a.card for a in game.legal() if a.kind == "play"}
    return {str(card): why_blocked(state, seat, card)
            for card in sorted(set(state.seats[seat].hand)) if card not in playable}


def why_blocked(state: Any, seat: int, card: int) -> str:
    """Why no tower accepts `card` from `seat`, in words, with the rule."""
    if card in blocking_tops(state, seat):
        n = len(state.seats)
        others = [1 - seat] if n == 2 else sorted({(seat - 1) % n, (seat + 1) % n})
        tops = [f"{state.players[o]}'s tower {i + 1}" for o in others
                for i, cards in enumerate(state.seats[o].towers) if cards and cards[-1] == card]
        return (f"blocked: a {card} is on top of {' and '.join(tops)}; you may never play a "
                f"card matching it (Sky Towers — Actions: Play)")
    towers = state.seats[seat].towers
    first_free = next((i for i, cards in enumerate(towers) if not cards), None)
    reasons: dict[str, list[int]] = {}
    for i, cards in enumerate(towers):
        if not cards and i != first_free:
            continue
        problem = play_problem(state, seat, card, 1, seat, i)
        if problem:
            rule, reason = problem
            reasons.setdefault(f"{reason} ({rule})", []).append(i + 1)
    parts = [f"tower{'s' if len(where) > 1 else ''} {', '.join(map(str, where))}: {why}"
             for why, where in reasons.items()]
    return "; ".join(parts) or "no tower accepts it now"

