"""Replay a snellman ledger on the `terra_mystica` rules, comparing every row with the model.

The model leads: it says whose decision comes next, and that faction's next commands answer
it (ledger rows of different factions interleave; a faction's own rows are in order). With
`check`, every row — moves, rewards, income, final scoring — is compared with the model at
the moment it records (check.py); `Mismatch` names the line, the faction, the figure, both
values and the rule.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from skywidgets.core import Action, IllegalAction
from skywidgets.games.terra_mystica.engine import (
    LET_WAIT,
    CultistsTally,
    LeaveGame,
    PowerOffer,
    State,
    TurnEnd,
    apply,
    free_actions_now,
    is_over,
    legal_actions,
    may_wait,
    new_game,
    of_offer,
    scores,
)
from skywidgets.games.terra_mystica.engine import actions as A

from . import commands as C
from .check import Mismatch, RowCheck
from .errors import LedgerError
from .records import ActionRow, Ledger
from .rows import Cursor, answered_later
from .translate import Untranslatable, next_move

__all__ = ["Mismatch", "Replay", "ReplayError", "game_options", "replay"]


class ReplayError(LedgerError):
    """The ledger cannot be played on the model (a move it refuses, a command it lacks)."""


class _EndOfList(Exception):
    """A command list (no figures) is played to its last command: the game stops there."""


@dataclasses.dataclass
class Replay:
    """A ledger played so far: the moves, the states after them, the rows checked."""

    ledger: Ledger
    state: State
    moves: list[Action] = dataclasses.field(default_factory=list)
    cursors: dict[str, Cursor] = dataclasses.field(default_factory=dict)
    checked: int = 0
    mismatch: Mismatch | None = None
    check: RowCheck | None = None
    unchecked: list[int] = dataclasses.field(default_factory=list)  # lines not compared


def game_options(ledger: Ledger) -> dict[str, object]:
    """The `terra_mystica` options that set up the ledger's game."""
    setup = ledger.setup
    options: dict[str, object] = {o: True for o in setup.options if o != "email-notify"}
    options["errata-cultist-power"] = "errata-cultist-power" in setup.options
    cards = [f"BON{n}" for n in range(1, 10)]
    if "shipping-bonus" in setup.options:
        cards.append("BON10")
    if ledger.dropped():
        options["drop-faction"] = True
    if ledger.steps_back():
        options["cult-step-back"] = True
    options["offers-wait"] = True  # snellman's flow: answers may come after other turns
    options["factions"] = ",".join(setup.factions)
    options["round_tiles"] = ",".join(setup.scoring_tiles)
    options["bonus_cards"] = ",".join(c for c in cards if c not in setup.removed_tiles)
    return options


def replay(
    ledger: Ledger, check: bool = True, on_move: Callable[[State], None] | None = None
) -> Replay:
    """Play the whole ledger; with `check`, stop at the first row that differs."""
    options = game_options(ledger)
    factions = ledger.setup.factions
    try:
        state = new_game(factions, 0, **options)
    except IllegalAction as exc:
        raise ReplayError(1, f"the ledger's setup is not a game of the model: {exc}") from exc
    out = Replay(ledger, state)
    out.check = RowCheck(ledger, state) if check else None
    skip = out.check.skipped if out.check else None
    rows = {f: [r for r in ledger.action_rows(f) if r.text != "setup"] for f in factions}
    cursors = {f: Cursor(rows[f], on_skip=skip, figures=ledger.figures) for f in factions}
    out.cursors = cursors
    while not is_over(out.state) and out.mismatch is None:
        seat = out.state.current_player
        assert seat is not None
        cur = cursors[factions[seat]]
        if cur.cmds:
            _step(out, cur, seat)
            if on_move:
                on_move(out.state)
        elif cur.row is not None and not cur.closed:
            _close_row(out, cur, seat)
        else:
            try:
                _next_row(out, cur, seat)
            except _EndOfList:
                break
        out.mismatch = out.check.mismatch if out.check else None
    if out.check is not None:
        if out.mismatch is None:
            out.check.finish(out.state)
        out.mismatch = out.check.mismatch or _final_check(out)
        out.checked, out.unchecked = out.check.checked, out.check.unchecked
    return out


def _close_row(out: Replay, cur: Cursor, seat: int) -> None:
    """The seat's row is played: end the turn or the decision it leaves open (unless its
    next row goes on with it)."""
    before = out.state
    row = cur.row
    assert row is not None
    cur.closed = True
    head = before.pending[0] if before.pending else None
    if isinstance(head, TurnEnd) and head.seat == seat:  # a row is a whole turn
        _play(out, A.EndTurn(), row)
    elif (
        head is not None
        and head.seat == seat
        and not _answers(before, seat, cur.upcoming())
        and A.Finish() in legal_actions(before)
    ):
        _play(out, A.Finish(), row)


def _next_row(out: Replay, cur: Cursor, seat: int) -> None:
    """Start the seat's row that answers what the model asks; a faction that left the game
    in the ledger leaves it when the model next asks it to act."""
    faction = out.state.factions[seat]
    if _lets_wait(out, cur, seat):
        return
    if cur.advance(out.state, seat, out.state.factions) is None:
        if not out.ledger.figures and all(c.finished() for c in out.cursors.values()):
            raise _EndOfList  # a game written only so far
        if faction in out.ledger.dropped():
            _left(out, cur, seat)
            return
        last = cur.rows[-1].line if cur.rows else 1
        raise ReplayError(
            last,
            f"no row of {faction} in the ledger answers what the model asks: {_asks(out.state)}",
        )


def _lets_wait(out: Replay, cur: Cursor, seat: int) -> bool:
    """Let the power offer in front wait when the ledger answers it, and pays the Cultists
    who made it their reward, only after the Cultists' next turn (snellman's order, option
    offers-wait). For any other offer the moment of the answer changes nothing: the offered
    faction answers before its own next turn either way."""
    state = out.state
    head = state.pending[0] if state.pending else None
    if not isinstance(head, PowerOffer) or not may_wait(state, head):
        return False
    if not out.ledger.figures:  # a command list: an answer written after another turn, or
        row = cur.answer_row(state, seat, state.factions)  # none (it lapsed), waited
        others = [c for f, c in out.cursors.items() if f != state.factions[seat]]
        if (row is not None and not answered_later(row, others)) or not cur.rows:
            return False
        _play(out, LET_WAIT, row or cur.rows[-1])
        return True
    row = cur.answer_row(state, seat, state.factions)
    if row is not None and _free_first(row) and not free_actions_now(state, seat):
        _play(out, LET_WAIT, row)  # it burns or converts first: in its own turn, later
        return True
    if not any(of_offer(p, head) for p in (*state.pending, *state.waiting)):
        return False  # only the Cultists' reward depends on when the answer comes
    actor = out.cursors[state.factions[head.actor]]
    turn, reward = actor.next_turn_row(), actor.next_reward_row()
    if row is None or turn is None or reward is None:
        return False
    if not turn.line < min(reward.line, row.line):  # their reward came before their turn
        return False
    _play(out, LET_WAIT, row)
    return True


def _free_first(row: ActionRow) -> bool:
    """Whether the row burns or converts before it answers a power offer."""
    for c in row.commands:
        if isinstance(c, (C.Leech, C.Decline)):
            return False
        if isinstance(c, (C.Burn, C.Convert)):
            return True
    return False


def _left(out: Replay, cur: Cursor, seat: int) -> None:
    """The faction dropped from the ledger's game: it leaves when next on turn, declines an
    offer made before, stops a decision left open."""
    head = out.state.pending[0] if out.state.pending else None
    row = cur.rows[-1]
    if head is None:
        _play(out, LeaveGame(), row)
    elif isinstance(head, PowerOffer):
        _play(out, A.Leech(False, head.power), row)
    else:
        _play(out, A.Finish(), row)


def _answers(state: State, seat: int, cmds: list[C.Command]) -> bool:
    try:
        return bool(cmds) and next_move(state, seat, cmds) is not None
    except Untranslatable:
        return False


def _asks(state: State) -> str:
    head = state.pending[0] if state.pending else None
    return head.label if head is not None else "its turn"


def _step(out: Replay, cur: Cursor, seat: int) -> None:
    """Play the move the seat's next commands make."""
    row = cur.row
    assert row is not None
    try:
        found = next_move(out.state, seat, cur.cmds)
    except Untranslatable as exc:
        raise ReplayError(row.line, str(exc)) from exc
    if found is None:
        raise ReplayError(
            row.line,
            f"{row.faction}'s commands {_text(cur.cmds)!r} do not answer "
            f"what the model asks ({_asks(out.state)})",
        )
    move, used = found
    if out.check:
        out.check.played(row, out.state, move, [cur.cmds[j] for j in used])
    cur.cmds = [c for j, c in enumerate(cur.cmds) if j not in used]
    _play(out, move, row, last=not cur.cmds and cur.played[cur.k])


def _play(out: Replay, move: Action, row: ActionRow, last: bool = False) -> None:
    """Apply one move of `row` (`last`: the row's last move)."""
    state = out.state
    before = _tallies(state)
    try:
        out.state = apply(state, move)
    except IllegalAction as exc:
        raise ReplayError(row.line, f"{row.faction}: {move.label} is refused: {exc}") from exc
    out.moves.append(move)
    if out.check:
        out.check.moved(state, move, out.state, row, last)
    for seat in before - _tallies(out.state):  # the Cultists' reward was paid by this move
        out.cursors[out.state.factions[seat]].automatic_done(C.CultistsOutcome)


def _tallies(state: State) -> set[int]:
    """The seats whose Cultists' reward waits for answers to their power offers."""
    return {p.seat for p in state.pending if isinstance(p, CultistsTally)}


def _text(cmds: list[C.Command]) -> str:
    return "; ".join(type(c).__name__ for c in cmds[:3])


def _final_check(out: Replay) -> Mismatch | None:
    """Every faction's final VP against its last row."""
    sheet = scores(out.state)
    totals = sheet.totals()
    for faction, vp in out.ledger.final_vp().items():
        if totals.get(faction) != vp:
            last = out.ledger.action_rows(faction)[-1]
            return Mismatch(
                last.line,
                faction,
                "final vp",
                vp,
                totals.get(faction),
                "Terra Mystica — Final scoring",
            )
    return None
