"""Every ledger row against the model (`import snellman --check`).

Each row records a moment of the game: after a faction's moves, after the Cultists' reward,
after a round's cult income or income, after a final scoring step. The replay tells this
check every move it plays (`played`, `moved`) and the end (`finish`); the check works out
which rows the model has just done and with what figures (probes.py reads a moment the
model passes inside one move), and order.py compares them in each faction's order. Besides
the figures: the leech column, `leech N`, `send p to X for N`, `dig N`, the exchange rate
of each `convert`, the Cultists' reward and the final scoring commands (command_checks.py).
"""

from __future__ import annotations

from skywidgets.core import Action
from skywidgets.games.terra_mystica.engine import FACTIONS, CultistsTally, State, scores
from skywidgets.games.terra_mystica.engine import actions as A

from . import command_checks as K
from . import commands as C
from . import leech
from .figures import (
    NO_CHANGE,
    Change,
    Figures,
    added,
    change,
    row_figures,
    seat_figures,
    with_cult_income,
    with_resources_scored,
    with_vp,
)
from .order import Mismatch, RowOrder
from .probes import after_reward, own_effect
from .records import ActionRow, Ledger
from .sections import (
    CULT_INCOME,
    FINAL,
    INCOME,
    MOVE,
    NOOP,
    RESOURCES,
    REWARD,
    SETUP,
    Kind,
    row_kinds,
)

R_ROW = "the rules of the row's moves"
R_SETUP = "Terra Mystica — Setup: starting resources"
R_INCOME = "Terra Mystica — Phase I: Income"
R_CULT = "Terra Mystica — Phase III: cult bonuses of the round scoring tile"

__all__ = ["Mismatch", "RowCheck"]


class RowCheck:
    """The ledger's rows, each compared with the model once its moment has come."""

    def __init__(self, ledger: Ledger, state: State) -> None:
        self.ledger = ledger
        self.factions = state.factions
        self.kinds = row_kinds(ledger)
        self.rows = {f: list(ledger.action_rows(f)) for f in self.factions}
        self.at = {r.line: (f, k) for f, rows in self.rows.items() for k, r in enumerate(rows)}
        self.order = RowOrder(self.rows, lambda row: self._kind(row).kind == NOOP)
        self.offered: dict[int, dict[int, int]] = {}  # line -> seat -> power its builds offer
        self.raw: dict[tuple[int, int, int], int] = {}  # (builder, hex, seat) -> power
        self.changes: dict[int, Change | None] = {}  # line -> what its moves changed
        self.dug: dict[int, list[int]] = {}  # line -> [spades its `dig` pays, spades paid]
        for row in ledger.action_rows():
            problem = K.conversion_problem(row)
            if row.leech and self._kind(row).kind != MOVE:
                problem = K.Problem("leech column", row.leech, "none", K.R_LEECH)
            self._problem(row, problem)
        for f, rows in self.rows.items():
            for k, row in enumerate(rows):
                if self._kind(row).kind == SETUP:
                    self.order.done(f, k, seat_figures(state.seats[self._seat(f)]), R_SETUP)

    @property
    def mismatch(self) -> Mismatch | None:
        """The first difference found."""
        return self.order.mismatch

    @property
    def checked(self) -> int:
        """How many rows were compared."""
        return self.order.checked

    @property
    def unchecked(self) -> list[int]:
        """The lines of rows that could not be compared."""
        return self.order.unchecked

    # -- what the replay tells ------------------------------------------------------------

    def skipped(self, row: ActionRow) -> None:
        """The model plays nothing for the row (an offer or a step it never made)."""
        self.order.noop(*self.at[row.line])

    def played(self, row: ActionRow, before: State, move: Action, cmds: list[C.Command]) -> None:
        """A move is made of these commands of the row: check what they say besides."""
        self.order.touch(*self.at[row.line])
        dug = self.dug.setdefault(row.line, [0, 0])
        dug[0] += sum(c.spades for c in cmds if isinstance(c, C.Dig))
        dug[1] += K.spades_paid(before, move, row.faction, dug[0])
        self._problem(row, K.answer_problem(before, move, cmds, self.raw))

    def moved(self, before: State, move: Action, after: State, row: ActionRow, last: bool) -> None:
        """A move of `row` (`last`: its last): the power its builds offer, the row done,
        then the rewards and round steps the model played after it in the same move."""
        seat = self._seat(row.faction)
        probe = own_effect(before, move, after)
        self._add_change(row, before, probe, seat)
        if before.round > 0:
            self._offers(before, after, row, seat)
        if last:
            self._problem(row, K.leech_problem(row, after, self.offered.get(row.line, {})))
            dug, paid = self.dug.get(row.line, (0, 0))
            if dug != paid:
                self._problem(row, K.Problem("spades dug", dug, paid, R_ROW))
        if last and self._kind(row).kind == MOVE:  # (a row ending with income: at the income)
            f, k = self.at[row.line]
            figures = None if probe is None else seat_figures(probe.seats[seat])
            self.order.done(f, k, figures, R_ROW, self.changes[row.line])
        self._rewards(before, move, after)
        if before.step == "actions" and (after.step, after.round) != ("actions", before.round):
            self._phase_three(before, move, after)
        if after.step == "actions" and (before.step, before.round) != ("actions", after.round):
            for f in self.factions:
                figures = seat_figures(after.seats[self._seat(f)])
                self._automatic(f, Kind(INCOME, after.round), figures, R_INCOME)

    def finish(self, state: State) -> None:
        """The game is over: the final scoring rows, then every row not done yet."""
        items = K.final_items(scores(state))
        for i, f in enumerate(self.factions):
            self._final_rows(f, state.players[i], seat_figures(state.seats[i]), items)
        for rows in self.rows.values():  # rows the model has no moment for: no change
            for k, row in enumerate(rows):
                if not self.order.is_done(row.faction, k) and self.mismatch is None:
                    if k and row_figures(row) != row_figures(rows[k - 1]):
                        self._problem(row, K.Problem("row", repr(row.text), "nothing", R_ROW))
                    self.order.noop(row.faction, k)

    # -- the moments ------------------------------------------------------------------------

    def _add_change(self, row: ActionRow, before: State, probe: State | None, seat: int) -> None:
        """Add what a move of the row changed for its faction."""
        done = self.changes.get(row.line, NO_CHANGE)
        if probe is None or done is None:
            self.changes[row.line] = None
            return
        now = change(seat_figures(before.seats[seat]), seat_figures(probe.seats[seat]))
        self.changes[row.line] = added(done, now)

    def _offers(self, before: State, after: State, row: ActionRow, seat: int) -> None:
        """The power each of the move's builds offers the neighbours."""
        for h in leech.built(before, after, seat):
            totals = self.offered.setdefault(row.line, {})
            for j, power in leech.offers(after, seat, h).items():
                totals[j] = totals.get(j, 0) + power
                self.raw[(seat, h, j)] = power

    def _rewards(self, before: State, move: Action, after: State) -> None:
        """The Cultists' rewards this move paid (their tally is gone)."""
        left = {_key(p) for p in (*after.pending, *after.waiting) if isinstance(p, CultistsTally)}
        head = before.pending[0] if before.pending else None
        for p in (*before.pending, *before.waiting):
            if not isinstance(p, CultistsTally) or _key(p) in left:
                continue
            f = self.factions[p.seat]
            k = next(
                (
                    k
                    for k, r in enumerate(self.rows[f])
                    if not self.order.is_done(f, k) and self._kind(r).kind == REWARD
                ),
                None,
            )
            if k is None:
                continue
            same = (before.round, before.step) == (after.round, after.step)
            state = after if same else after_reward(before, move, p.seat)
            answer = (getattr(head, "actor", -1), getattr(head, "hex", -2)) == (p.seat, p.hex)
            taken = p.taken or (isinstance(move, A.Leech) and move.accept and answer)
            self._problem(self.rows[f][k], K.reward_problem(self.rows[f][k], taken))
            figures = None if state is None else seat_figures(state.seats[p.seat])
            moved = None if figures is None else change(seat_figures(before.seats[p.seat]), figures)
            self.order.done(f, k, figures, K.R_REWARD, moved)

    def _phase_three(self, before: State, move: Action, after: State) -> None:
        """The action phase of a round ended: each faction's cult income row. When no
        faction gains a spade the model goes on to the next round's income in the same
        move: the income row is then the figures before it plus the tile's cult income."""
        rnd = before.round
        if rnd >= len(self.ledger.setup.scoring_tiles):
            return
        tile = self.ledger.setup.scoring_tiles[rnd - 1]
        stopped = (after.round, after.step) == (rnd, "cult_bonus")
        probe = None
        if not stopped:
            tallies = [p.seat for p in before.pending if isinstance(p, CultistsTally)]
            probes = [after_reward(before, move, s) for s in tallies]
            probe = next((s for s in probes if s is not None), None)
            probe = probe or own_effect(before, move, after)
        for f in self.factions:
            i = self._seat(f)
            if stopped:
                figures: Figures | None = seat_figures(after.seats[i])
            else:
                figures = None if probe is None else with_cult_income(probe.seats[i], tile)
            self._automatic(f, Kind(CULT_INCOME, rnd), figures, R_CULT)

    def _final_rows(
        self, f: str, player: str, figures: Figures, items: dict[tuple[str, str], int]
    ) -> None:
        """A faction's final scoring rows and its conversion of resources."""
        seen = set()
        dropped = f in self.ledger.dropped()
        for k, row in enumerate(self.rows[f]):
            kind = self._kind(row)
            if kind.kind == FINAL:
                seen.add(kind.what)
                vp = items.get((player, kind.what), 0)
                self._problem(row, K.final_problem(row, kind.what, vp, dropped))
                figures = with_vp(figures, vp)
                self.order.done(f, k, figures, K.R_FINAL)
            elif kind.kind == RESOURCES:
                self._problem(row, K.resources_problem(row, dropped))
                scored = with_resources_scored(figures, FACTIONS[f].coins_per_vp)
                vp = items.get((player, "RESOURCES"), 0)
                if scored[0] - figures[0] != vp:
                    problem = K.Problem("VP for resources", scored[0] - figures[0], vp, K.R_FINAL)
                    self._problem(row, problem)
                figures = scored
                self.order.done(f, k, figures, K.R_FINAL)
        for (who, what), vp in items.items():
            if who == player and what not in seen | {"RESOURCES"} and vp:
                self._problem(self.rows[f][-1], K.Problem(f"VP for {what}", 0, vp, K.R_FINAL))

    # -- bookkeeping ------------------------------------------------------------------------

    def _automatic(self, f: str, kind: Kind, figures: Figures | None, rule: str) -> None:
        """The faction's row of an automatic step (income, cult income), if the ledger has it."""
        for k, row in enumerate(self.rows[f]):
            if not self.order.is_done(f, k) and self._kind(row) == kind:
                self.order.done(f, k, figures, rule)
                return

    def _problem(self, row: ActionRow, problem: K.Problem | None) -> None:
        if problem is not None:
            self.order.fail(row, *problem)

    def _kind(self, row: ActionRow) -> Kind:
        return self.kinds.get(row.line, Kind(MOVE))

    def _seat(self, f: str) -> int:
        return self.factions.index(f)


def _key(p: CultistsTally) -> tuple[int, int, str]:
    return (p.seat, p.hex, p.structure)
