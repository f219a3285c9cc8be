"""A class table: one game, a join code per seat and one for the teacher, bots for empty
seats, one lock, and every move saved before anyone is told of it (no web library here).

A seat acts only for itself, the teacher's code never acts; each code sees only its own view
(a seat's view never carries another seat's hand). A move names the step it was made at, so
a click made on a board that has since moved on is refused, not applied to another position.
"""

from __future__ import annotations

import base64
import secrets
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from skywidgets.bots.spec import BotSpecError, make_bot, parse_spec
from skywidgets.core import Game, IllegalAction, UnknownGame, get
from skywidgets.core.strict import back_problem

from .store import Saved, Store

RULE = "class table"
CODE_BYTES = 12  # a join code: 96 random bits (secrets), as 20 letters a-z and digits 2-7
TEACHER = None  # the seat of the teacher's code: sees everything, never acts


class TableError(IllegalAction):
    """A refused request to a table (unknown code, not this seat's turn, a stale move...)."""

    def __init__(self, reason: str) -> None:
        super().__init__(RULE, reason)


@dataclass(frozen=True)
class Join:
    """What a code opens: its table and its seat (None: the teacher's code)."""

    table: Table
    seat: int | None


class Table:
    """One game played by seats that joined with codes (and bots for the others)."""

    def __init__(self, saved: Saved, store: Store) -> None:
        self.id = saved.id
        self.codes = dict(saved.codes)
        self.bots = list(saved.bots)
        self.game = Game(saved.game, players=saved.players, seed=saved.seed, **saved.options)
        self.lock = threading.RLock()
        self._store = store
        for k, action in enumerate(saved.moves):
            try:
                self.game.play(action)
            except IllegalAction as err:
                raise TableError(f"table {self.id}: stored move {k} is refused ({err})") from None

    def code_of(self, seat: int | None) -> str:
        """The join code of a seat (None: the teacher's code)."""
        return next(code for code, s in self.codes.items() if s == seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What the code of `seat` sees: that seat's view, or the teacher's (everything)."""
        with self.lock:
            return self.game.view(seat)

    def play(self, seat: int | None, action: Mapping[str, Any], step: int) -> int:
        """Play a seat's move made at `step`, then the bots' moves up to the next person's
        turn; every move is saved first. Returns the new step. Refused (nothing changes):
        the teacher's code, a stale step, another seat's turn, an illegal move."""
        with self.lock:
            if seat is TEACHER:
                raise TableError("the teacher's code watches the table; it never plays")
            if step != self.game.step:
                raise TableError(f"stale move: the table is at step {self.game.step}, not {step}")
            if self.game.is_over():
                raise TableError("the game is over")
            if self.game.state.current_player != seat:
                raise TableError(f"it is not seat {seat + 1}'s turn")
            before = self.game.step
            self.game.play(action)  # IllegalAction: nothing played, nothing saved
            self._save(before, [(seat, self.game.actions[-1].to_json())])
            self.run_bots()
            return self.game.step

    def undo(self, seat: int | None, step: int) -> int:
        """Take back the seat's last move, made before `step`, by the strict policy (its own
        move, nothing revealed, still its turn); the move is deleted from the store first.
        Returns the new step. Refused (nothing changes): the teacher's code, a stale step,
        nothing to undo, and whatever the strict policy refuses, in its own words."""
        with self.lock:
            if seat is TEACHER:
                raise TableError("the teacher's code watches the table; it never undoes a move")
            game = self.game
            if step != game.step:
                raise TableError(f"stale undo: the table is at step {game.step}, not {step}")
            if game.step == 0:
                raise TableError("Undo is off: no move was played yet")
            problem = back_problem(game, seat, game.step - 1)
            if problem:
                raise TableError(f"Undo is off: {problem}")
            first = game.step - 1
            self._store.drop_moves(self.id, first)  # saved first: a failure changes nothing
            del game.actions[first:]
            del game.states[first + 1 :]
            game.step = first
            return first

    def run_bots(self) -> None:
        """Let the automaton and the bots play until a person's turn or the end."""
        with self.lock:
            ruleset = self.game.ruleset
            while not self.game.is_over():
                state, seat = self.game.state, self.game.state.current_player
                auto = ruleset.automaton(state) if ruleset.automaton is not None else None
                spec = self.bots[seat] if seat is not None else None
                if auto is not None:
                    action, by = auto, None
                elif spec is not None:
                    bot = make_bot(spec, self.game.seed * 101 + self.game.step)
                    action, by = bot.choose(ruleset, state), seat
                else:
                    return  # a person's turn
                before = self.game.step
                self.game.play(action)
                self._save(before, [(by, self.game.actions[-1].to_json())])

    def give_to_bot(self, seat: int, bot: str = "mcts") -> None:
        """A seat whose player left is played by a bot from now on (its code still watches)."""
        parse_spec(bot)
        with self.lock:
            if not 0 <= seat < len(self.bots):
                raise TableError(f"there is no seat {seat + 1} at this table")
            self.bots[seat] = bot
            self._store.set_bots(self.id, self.bots)
            self.run_bots()

    def record(self) -> dict[str, Any]:
        """The game's record (skywidgets-record/1): to download, replay or review."""
        with self.lock:
            return self.game.record()

    def _save(self, first: int, moves: list[tuple[int | None, dict[str, Any]]]) -> None:
        """Write moves before anyone hears of them; if writing fails, take them back."""
        try:
            self._store.add_moves(self.id, first, moves)
        except Exception:
            del self.game.actions[first:]
            del self.game.states[first + 1 :]
            self.game.step = first
            raise


class Tables:
    """Every table of a server, kept in one store; opening a store resumes its tables."""

    def __init__(self, db: str | Path = ":memory:") -> None:
        self.store = Store(db)
        self._lock = threading.Lock()
        self._tables: dict[str, Table] = {}
        self._codes: dict[str, Join] = {}
        for saved in self.store.tables():
            self._add(Table(saved, self.store))

    def create(
        self,
        game: str,
        players: Sequence[str],
        seed: int = 0,
        bots: Sequence[str | None] = (),
        **options: Any,
    ) -> Table:
        """A new table: seats for `players` (a bot spec plays a seat, None a person), a code
        per seat and one for the teacher; bots move at once when they start."""
        try:
            get(game)
        except UnknownGame as err:
            raise TableError(str(err)) from None
        seats = list(bots) + [None] * (len(players) - len(bots))
        if len(seats) != len(players):
            raise TableError(f"{len(bots)} bots for {len(players)} seats")
        for spec in seats:
            if spec is not None:
                try:
                    parse_spec(spec)
                except BotSpecError as err:
                    raise TableError(str(err)) from None
        Game(game, players=players, seed=seed, **options)  # checks players, seed and options
        codes: dict[str, int | None] = {new_code(): seat for seat in range(len(players))}
        codes[new_code()] = TEACHER
        saved = Saved(new_code(), game, list(players), seed, dict(options), seats, codes, [])
        self.store.add_table(saved, time.time())
        table = Table(saved, self.store)
        self._add(table)
        table.run_bots()
        return table

    def join(self, code: Any) -> Join:
        """The table and seat a code opens; an unknown code is refused."""
        found = self._codes.get(code) if isinstance(code, str) else None
        if found is None:
            raise TableError("unknown join code")
        return found

    def tables(self) -> list[Table]:
        """The tables in play, oldest first."""
        return list(self._tables.values())

    def _add(self, table: Table) -> None:
        with self._lock:
            self._tables[table.id] = table
            for code, seat in table.codes.items():
                self._codes[code] = Join(table, seat)


def new_code() -> str:
    """A random, unguessable code (96 bits) in lower-case base32: easy to read out and type,
    safe in a URL, and never starting with "-" (which a command line would take for an
    option: `skywidgets play --code C`)."""
    return base64.b32encode(secrets.token_bytes(CODE_BYTES)).decode("ascii").rstrip("=").lower()
