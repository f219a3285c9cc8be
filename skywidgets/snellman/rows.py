"""Which of a faction's ledger rows answers what the model asks of it now.

A faction's rows are in time order, but snellman lets a power offer wait: the answer to an
offer (and what follows from it, such as the Cultists' cult step) can come after other
turns, while the model settles every offer before play goes on. So the next row played is
the first one not yet played that answers the model's question: the answer to that offer
(`Leech`/`Decline` from that faction), the follow-up asked for (`+FAV`, `+TW`, `+FIRE`...),
or else the faction's next turn.
"""

from __future__ import annotations

from skywidgets.games.terra_mystica.engine import DoubleTurn, PowerOffer, SpadeUse, State, TurnEnd

from . import commands as C
from .records import ActionRow, Delta
from .translate import PASSIVE, Untranslatable, answer, expand

_ANSWERS = (C.Leech, C.Decline)
_FREE = (C.Convert, C.Burn)  # free actions: they do not tell which decision a row answers
_NOT_TURN = (*_ANSWERS, *_FREE, C.Adjust)  # answers, conversions, follow-ups (`+FIRE`, `+TW5`)


def active(row: ActionRow) -> list[C.Command]:
    """The row's commands that play something in the model, split into units."""
    return expand([c for c in row.commands if not isinstance(c, PASSIVE)])


def _is_follow_up(cmds: list[C.Command]) -> bool:
    first = cmds[0]
    return isinstance(first, _ANSWERS) or (
        isinstance(first, C.Adjust) and first.reason is None and first.amount > 0
    )


class Cursor:
    """One faction's rows: the commands each has left, the row being played and its
    commands still to play."""

    def __init__(self, rows: list[ActionRow]) -> None:
        self.rows = rows
        self.left: list[list[C.Command]] = [active(r) for r in rows]
        self.played = [False] * len(rows)  # every command played (automatic rows: reached)
        self.touched = [False] * len(rows)  # some command played
        self.k = -1
        self.cmds: list[C.Command] = []
        self.closed = False
        self.checked = False
        self.round: tuple[int, str] = (0, "")  # round and step when the current row began
        self.passive: ActionRow | None = None  # the last automatic row before it, in order

    @property
    def row(self) -> ActionRow | None:
        """The row being played (None before the first)."""
        return self.rows[self.k] if 0 <= self.k < len(self.rows) else None

    def in_order(self) -> bool:
        """Whether the current row and exactly the rows before it are played (only then are
        its figures the model's: a row played early, or in part, is not checked)."""
        k = self.k
        return all(self.played[: k + 1]) and not any(self.touched[k + 1 :])

    def upcoming(self) -> list[C.Command]:
        """The commands left of the first row not played (for a decision left open)."""
        for k, left in enumerate(self.left):
            if not self.played[k] and left:
                return left
        return []

    def automatic_done(self, kind: type) -> None:
        """The model did what the first unplayed row holding a `kind` command records (the
        Cultists' reward): that row counts as played, early if rows before it are not."""
        for k, row in enumerate(self.rows):
            if not self.played[k] and any(isinstance(c, kind) for c in row.commands):
                self.played[k] = self.touched[k] = True
                return

    def _answers(self, state: State, seat: int, factions: tuple[str, ...]) -> list[int]:
        """The rows not played that answer the power offer in front, in order."""
        head = state.pending[0]
        return [
            k
            for k, left in enumerate(self.left)
            if not self.played[k] and left and _take(state, seat, head, left, factions)
        ]

    def _same_amount(self, state: State, seat: int, factions: tuple[str, ...]) -> int | None:
        """The first row answering the power offer in front with its amount, when offers of
        several of one faction's builds are open (each answer names its own amount)."""
        head = state.pending[0] if state.pending else None
        if not isinstance(head, PowerOffer) or not any(
            isinstance(p, PowerOffer) and (p.seat, p.actor) == (head.seat, head.actor)
            for p in (*state.pending[1:], *state.waiting)
        ):
            return None  # one offer of that faction's: its answer is the first
        for k in self._answers(state, seat, factions):
            if any(isinstance(c, _ANSWERS) and c.power == head.power for c in self.left[k]):
                return k
        return None

    def answer_row(self, state: State, seat: int, factions: tuple[str, ...]) -> ActionRow | None:
        """The row not played that answers the power offer in front (None: none)."""
        exact = self._same_amount(state, seat, factions)
        found = self._answers(state, seat, factions)
        k = exact if exact is not None else (found[0] if found else None)
        return None if k is None else self.rows[k]

    def next_turn_row(self) -> ActionRow | None:
        """The first row not played with a move of the faction's own turn (not an answer to
        an offer, a follow-up or a conversion)."""
        for k, row in enumerate(self.rows):
            if not self.played[k] and any(not isinstance(c, _NOT_TURN) for c in self.left[k]):
                return row
        return None

    def next_reward_row(self) -> ActionRow | None:
        """The first row not played that records the Cultists' reward for power offers."""
        for k, row in enumerate(self.rows):
            if not self.played[k] and any(isinstance(c, C.CultistsOutcome) for c in row.commands):
                return row
        return None

    def advance(self, state: State, seat: int, factions: tuple[str, ...]) -> ActionRow | None:
        """Take from the first row that answers what `state` asks of `seat` the commands
        that answer it (None: no row does)."""
        head = state.pending[0] if state.pending else None
        exact = self._same_amount(state, seat, factions)
        first_unplayed = True
        self.passive = None
        for k, row in enumerate(self.rows):
            if self.played[k]:
                continue
            left = self.left[k]
            if left and _unasked(state, seat, row, left, factions):
                left = self.left[k] = []  # an offer the model did not make: nothing to play
            if not left:
                if first_unplayed:
                    self.played[k] = True
                    self.touched[k] = True
                    early = any(self.touched[k + 1 :])  # a later row was played early
                    self.passive = None if early else row
                continue
            taken = _take(state, seat, head, left, factions)
            if taken is not None and exact not in (None, k):
                taken = None  # another offer's answer: this one's amount comes later
            if taken is not None:
                if not first_unplayed:
                    self.passive = None
                self.cmds = [left[j] for j in taken]
                self.left[k] = [c for j, c in enumerate(left) if j not in taken]
                self.played[k] = not self.left[k]
                self.touched[k] = True
                self.k, self.closed, self.checked = k, False, False
                self.round = (state.round, state.step)
                return row
            first_unplayed = False
        return None


def _unasked(
    state: State, seat: int, row: ActionRow, left: list[C.Command], factions: tuple[str, ...]
) -> bool:
    """Whether the row answers a power offer that changed nothing and that the model never
    made (snellman offers power a faction has no room for; the model does not)."""
    if len(left) != 1 or not isinstance(left[0], _ANSWERS) or row.delta != Delta():
        return False
    source = left[0].source
    return not any(
        isinstance(p, PowerOffer)
        and p.seat == seat
        and (source is None or factions[p.actor] == source)
        for p in state.pending
    )


def _take(
    state: State, seat: int, head: object, cmds: list[C.Command], factions: tuple[str, ...]
) -> list[int] | None:
    """The indices of a row's commands that answer the model's question now: the answer to
    a power offer (with the conversions and burns before it) or to a follow-up decision (the
    rest of the row waits for its turn), the whole row for a turn or a spade decision."""
    if isinstance(head, PowerOffer):
        for j, c in enumerate(cmds):
            if isinstance(c, _ANSWERS):
                ok = c.source is None or c.source == factions[head.actor]
                free = all(isinstance(x, _FREE) for x in cmds[:j])  # `burn 1. Leech 2 ...`
                return (list(range(j + 1)) if free else [j]) if ok else None
        return None
    if head is None or isinstance(head, (TurnEnd, DoubleTurn)):
        return None if _is_follow_up(cmds) else list(range(len(cmds)))
    if isinstance(head, SpadeUse):
        main = [c for c in cmds if not isinstance(c, _FREE)]
        ok = bool(main) and isinstance(main[0], (C.Dig, C.Transform, C.Build))
        return list(range(len(cmds))) if ok else None
    for j, c in enumerate(cmds):
        try:
            if answer(state, seat, head, c) is not None:
                return [j]
        except Untranslatable:
            return None
    return None
