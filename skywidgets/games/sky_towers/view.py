"""What each seat may see (hands, Taroma's face-down cards and the deck stay hidden)."""

from __future__ import annotations

from typing import Any

from . import citations as C
from .data import BONUS_CONDITIONS, BONUS_KITES, BONUS_LIGHT_POINTS, BONUS_NAMES
from .playing import blocking_tops, legal_plays, neighbours, play_of, play_problem
from .scoring import is_master_builder, light_points, light_verdict, scores
from .state import TAROMA_SEAT, State, max_towers
from .taroma import automaton


def _seat_view(state: State, i: int, seat: int | None) -> dict[str, Any]:
    s = state.seats[i]
    taroma = state.mode == "taroma" and i == TAROMA_SEAT
    out = {
        "name": state.players[i],
        "automaton": taroma,
        "max_towers": max_towers(state, i),
        "towers": [list(t) for t in s.towers],
        "tower_totals": [sum(t) for t in s.towers],
        "completed": [list(t) for t in s.completed],
        "bonuses": [b for b, o in zip(BONUS_NAMES, state.bonus_owner) if o == i],
    }
    if taroma:
        out["row"] = [
            {"value": v if up or seat is None else None, "face_up": up} for v, up in s.row
        ]
        out["hand"] = {"count": 0}
    elif seat is None or seat == i:
        out["hand"] = list(s.hand)
    else:
        out["hand"] = {"count": len(s.hand)}
    return out


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The JSON-safe table as `seat` sees it (None: the teacher sees everything)."""
    teacher = seat is None
    out: dict[str, Any] = {
        "game": "sky_towers",
        "mode": state.mode,
        "difficulty": state.difficulty,
        "players": list(state.players),
        "seat": seat,
        "current_player": state.current_player,
        "active_player": None if state.over else state.active,
        "turn": state.turn,
        "phase_id": state.phase_id,
        "phase": state.phase,
        "actions_left": None if state.mode == "light" or state.over else state.actions_left,
        "final_round": state.final_round,
        "final_turns_left": state.final_turns_left,
        "over": state.over,
        "deck": {"count": len(state.deck)},
        "set_aside": {"count": len(state.set_aside)},
        "box": {"count": len(state.box)},
        "discard": list(state.discard),
        "bonuses": [
            {
                "name": b,
                "condition": BONUS_CONDITIONS[b],
                "kites": BONUS_KITES[b],
                "light_points": BONUS_LIGHT_POINTS[b],
                "owner": o,
            }
            for b, o in zip(BONUS_NAMES, state.bonus_owner)
        ],
        "seats": [_seat_view(state, i, seat) for i in range(len(state.players))],
        "pending": _pending(state),
        "blocked": blocked(state, seat),
        "events": list(state.events),
        "scores": scores(state).totals(),
    }
    if teacher:
        out["deck"]["cards"] = list(state.deck)
        out["box"]["cards"] = list(state.box)
    nxt = automaton(state)
    out["automaton_next"] = nxt.label if nxt is not None else None
    if state.mode == "light":
        s = state.seats[0]
        held = sum(1 for o in state.bonus_owner if o == 0)
        points = light_points(len(s.completed), held)
        out["light"] = {
            "hand_limit": state.difficulty,
            "points": points,
            "master_builder": is_master_builder(points, held),
            "verdict": light_verdict(points, held),
        }
    return out


def _pending(state: State) -> dict[str, Any] | None:
    if state.put_back_queue:
        return {"kind": "put_back", "seats": list(state.put_back_queue), "down_to": 5}
    if state.six_pending:
        return {"kind": "six", "seat": state.active}
    return None


#: The phases in which a hand card is played on a tower.
PLAYING_PHASES = ("turn", "last_turn", "light")


def blocked(state: State, seat: int | None) -> dict[str, str]:
    """{value: why} for the deciding hand's values that no Play accepts now.

    Empty unless `seat` is the deciding human (or the teacher, None) in a phase of Plays.
    """
    current = state.current_player
    if current is None or seat not in (None, current) or state.phase_id not in PLAYING_PHASES:
        return {}
    if state.mode == "taroma" and current == TAROMA_SEAT:
        return {}
    playable = {play.card for play in legal_plays(state, current)}
    return {
        str(card): why_blocked(state, current, card)
        for card in sorted(set(state.seats[current].hand))
        if card not in playable
    }


def why_blocked(state: State, seat: int, card: int) -> str:
    """Why no tower accepts `card` from `seat`, in words, with the rule."""
    if card in blocking_tops(state, seat):
        tops = [
            f"{state.players[o]}'s tower {i + 1}"
            for o in neighbours(state, seat)
            for i, cards in enumerate(state.seats[o].towers)
            if cards and cards[-1] == card
        ]
        return (
            f"blocked: a {card} is on top of {' and '.join(tops)}; you may never play a "
            f"card matching it ({C.PLAY})"
        )
    towers = state.seats[seat].towers
    first_free = next((i for i, cards in enumerate(towers) if not cards), None)
    reasons: dict[str, list[int]] = {}
    for i, cards in enumerate(towers):
        if not cards and i != first_free:
            continue
        problem = play_problem(state, seat, play_of(card, 1, seat, i))
        if problem:
            rule, reason = problem
            reasons.setdefault(f"{reason} ({rule})", []).append(i + 1)
    parts = [
        f"tower{'s' if len(where) > 1 else ''} {', '.join(map(str, where))}: {why}"
        for why, where in reasons.items()
    ]
    return "; ".join(parts) or "no tower accepts it now"
