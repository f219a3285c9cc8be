"""What each seat may see (hands, Taroma's face-down cards and the deck stay hidden)."""

from __future__ import annotations

from .data import BONUS_CONDITIONS, BONUS_KITES, BONUS_LIGHT_POINTS, BONUS_NAMES
from .scoring import is_master_builder, light_points, light_verdict, scores
from .state import TAROMA_SEAT, SkyState, max_towers
from .taroma import automaton


def _seat_view(state: SkyState, i: int, seat: int | None) -> dict:
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
        out["row"] = [{"value": v if up or seat is None else None, "face_up": up}
                      for v, up in s.row]
        out["hand"] = {"count": 0}
    elif seat is None or seat == i:
        out["hand"] = list(s.hand)
    else:
        out["hand"] = {"count": len(s.hand)}
    return out


def view(state: SkyState, seat: int | None) -> dict:
    """The JSON-safe table as `seat` sees it (None: the teacher sees everything)."""
    teacher = seat is None
    out: dict = {
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
        "bonuses": [{"name": b, "condition": BONUS_CONDITIONS[b],
                     "kites": BONUS_KITES[b], "light_points": BONUS_LIGHT_POINTS[b],
                     "owner": o} for b, o in zip(BONUS_NAMES, state.bonus_owner)],
        "seats": [_seat_view(state, i, seat) for i in range(len(state.players))],
        "pending": _pending(state),
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
        out["light"] = {"hand_limit": state.difficulty, "points": points,
                        "master_builder": is_master_builder(points, held),
                        "verdict": light_verdict(points, held)}
    return out


def _pending(state: SkyState) -> dict | None:
    if state.put_back_queue:
        return {"kind": "put_back", "seats": list(state.put_back_queue), "down_to": 5}
    if state.six_pending:
        return {"kind": "six", "seat": state.active}
    return None
