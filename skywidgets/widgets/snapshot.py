"""What a board shows: the synced trait values computed from a Game for one viewing seat."""

from __future__ import annotations

from typing import Any

from ..core.game import Game
from ..core.state import GameState

TEACHER = -1


def player_name(game: Game, seat: Any) -> str:
    """The name of `seat`, or "" when it is not a seat of this game."""
    seats = game.seats
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(seats):
        return seats[seat]
    return ""


def _name_in(state: GameState, seat: Any) -> str:
    players = state.players
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players):
        return str(players[seat])
    return ""


def current_seat(game: Game) -> int:
    """The seat that must decide now, or -1 when nobody must (game over)."""
    seat = game.state.current_player
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else -1


def may_act(game: Game, seat: int) -> bool:
    """Whether a board viewed by `seat` (-1 = teacher) may play now."""
    current = current_seat(game)
    if current < 0 or game.is_over():
        return False
    return seat in (TEACHER, current)


def legal_entries(game: Game, seat: int) -> list[dict[str, Any]]:
    """The legal actions as trait entries, empty unless the viewer may act now."""
    if not may_act(game, seat):
        return []
    state, ruleset = game.state, game.ruleset
    return [
        {"id": i, "type": a.kind, "label": ruleset.label(state, a), "action": a.to_json()}
        for i, a in enumerate(game.legal())
    ]


def log_entries(game: Game, seat: int = TEACHER) -> list[dict[str, Any]]:
    """The history (step 0 = setup), undone steps marked `future` so they can be redone.

    Undone steps are listed for the teacher only: after an undo, a seat's log must not name
    a card or tile that is back in another player's hand.
    """
    states = game.states
    entries = [
        {
            "step": 0,
            "label": "Setup",
            "player": "",
            "phase": str(states[0].phase),
            "future": False,
        }
    ]
    shown = game.actions if seat == TEACHER else game.actions[: game.step]
    for index, action in enumerate(shown):
        before = states[index]
        entries.append(
            {
                "step": index + 1,
                "label": game.ruleset.label(before, action),
                "player": _name_in(before, before.current_player),
                "phase": str(before.phase),
                "future": index + 1 > game.step,
            }
        )
    return entries


def phase_entries(game: Game) -> list[dict[str, Any]]:
    """The steps this game can reach in rulebook order, as {"id", "label"} (else the current)."""
    phases = [
        {"id": str(pid), "label": str(label)} for pid, label in game.ruleset.phases_of(game.state)
    ]
    if not phases:
        state = game.state
        phases = [{"id": str(state.phase_id), "label": str(state.phase)}]
    return phases


def game_undo_note(game: Game) -> str:
    """Why the session's own policy refuses Undo ("" when it allows it or nothing was played)."""
    if game.step == 0 or game.can_undo():
        return ""
    return "Undo is off: strict undo, and this step revealed hidden information."


def snapshot(game: Game, seat: int) -> dict[str, Any]:
    """Every game-derived trait value for a board viewed by `seat` (-1 = teacher)."""
    state = game.state
    ruleset = game.ruleset
    return {
        "game_name": ruleset.name,
        "title": ruleset.title,
        "players": game.seats,
        "view": ruleset.view(state, None if seat == TEACHER else seat),
        "legal": legal_entries(game, seat),
        "current_player": current_seat(game),
        "phase": str(state.phase),
        "phase_id": str(state.phase_id),
        "phases": phase_entries(game),
        "scores": ruleset.scores(state).to_json(),
        "history": log_entries(game, seat),
        "step": game.step,
        "can_undo": game.can_undo(),
        "undo_note": game_undo_note(game),
        "can_redo": game.can_redo(),
        "over": bool(game.is_over()),
        "has_automaton": ruleset.automaton is not None,
    }
