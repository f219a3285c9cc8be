"""GameWidget: an anywidget board bound to a `Game` session (Python is authoritative)."""

from __future__ import annotations

import contextlib
import pathlib
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar

import anywidget
import ipywidgets
import traitlets as t

from ..bots.random_bot import RandomBot
from ..bots.review import Review
from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.game import Game
from . import dispatch, messages, seats
from .coaching import coach_hint, review_marks, review_seat
from .display import RETIRED, replace_shown
from .picture import PICTURE_MIME, describe, pending_picture
from .snapshot import TEACHER, current_seat, player_name, snapshot
from .wire import Encoder

STATIC = pathlib.Path(__file__).parent / "static"


BOARDS: dict[str, type[GameWidget]] = {}


class GameWidget(anywidget.AnyWidget):
    """A board for any registered game; subclasses set `GAME` and their own `_esm` bundle.

    The front end only sends intents (see `messages.FIELDS`); every one is checked here, and
    a malformed or illegal one sets `error` (rule + reason) and changes nothing.
    """

    GAME: ClassVar[str | None] = None
    #: the Hint button's search budget: None is the game's own (`bots.mcts.default_budget`, the
    #: budget its strength is measured at; the shared default in the browser site, whose Python
    #: is slower: `coaching.browser_budget`)
    HINT_ITERATIONS: ClassVar[int | None] = None
    _esm = STATIC / "generic.js"
    _css = STATIC / "skywidgets.css"
    #: This board class's JS bundle and stylesheet as files (public: a host that serves the
    #: boards as files, such as `skywidgets serve`, names them; anywidget keeps only the text
    #: of `_esm`). Set from a subclass's own `_esm` path.
    BUNDLE: ClassVar[pathlib.Path] = STATIC / "generic.js"
    STYLESHEET: ClassVar[pathlib.Path] = STATIC / "skywidgets.css"

    game_name = t.Unicode("").tag(sync=True)
    title = t.Unicode("").tag(sync=True)
    players = t.List(t.Unicode()).tag(sync=True)
    seat = t.Int(TEACHER).tag(sync=True)
    locked = t.Bool(False).tag(sync=True)
    # the plain values, for Python (not synced: they travel as the wire traits below)
    view = t.Dict()
    legal: t.List[Any] = t.List()
    history: t.List[Any] = t.List()
    # what crosses to the browser (skywidgets/widgets/wire.py; js/shared/wire.js rebuilds)
    view_base = t.Any(None, allow_none=True).tag(sync=True)
    view_patch = t.Any([]).tag(sync=True)  # [] no change (wire.py: never None)
    history_base = t.Any(None, allow_none=True).tag(sync=True)
    history_patch = t.Any([]).tag(sync=True)
    legal_packed = t.Dict().tag(sync=True)
    current_player = t.Int(-1).tag(sync=True)
    phase = t.Unicode("").tag(sync=True)
    phase_id = t.Unicode("").tag(sync=True)
    phases: t.List[Any] = t.List().tag(sync=True)
    scores = t.Dict().tag(sync=True)
    step = t.Int(0).tag(sync=True)
    can_undo = t.Bool(False).tag(sync=True)
    can_redo = t.Bool(False).tag(sync=True)
    over = t.Bool(False).tag(sync=True)
    error = t.Dict().tag(sync=True)
    hint = t.Unicode("").tag(sync=True)
    coach = t.Dict().tag(sync=True)
    review = t.Dict().tag(sync=True)
    has_automaton = t.Bool(False).tag(sync=True)
    undo_note = t.Unicode("").tag(sync=True)  # why Undo is off (seats.undo_note)
    version = t.Int(0).tag(sync=True)  # grows with every change shown; acting messages echo it

    @classmethod
    def synced_traits(cls) -> list[str]:
        """The one list of this board's synced traits (the JS `TRAITS` + a board's `traits`)."""
        own = set(anywidget.AnyWidget.class_trait_names(sync=True))
        return sorted(n for n in cls.class_trait_names(sync=True) if n not in own)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        esm = vars(cls).get("_esm")
        if isinstance(esm, pathlib.Path):  # before anywidget turns it into the file's text
            cls.BUNDLE = esm
        super().__init_subclass__(**kwargs)
        game = vars(cls).get("GAME")
        if game:
            BOARDS[game] = cls

    def __init__(
        self, game: Game, seat: int | None = None, locked: bool = False, **kwargs: Any
    ) -> None:
        if not isinstance(game, Game):
            raise TypeError(
                f"{type(self).__name__} needs a skywidgets Game, not {type(game).__name__}"
            )
        if self.GAME and game.ruleset.name != self.GAME:
            raise ValueError(
                f"{type(self).__name__} shows {self.GAME} games, not {game.ruleset.name}"
            )
        seat = TEACHER if seat is None else seat
        _check_seat(seat, len(game.seats))
        if locked and seat == TEACHER:
            raise ValueError("a locked board is one seat's own view: give seat=0, 1, ...")
        self._game = game
        self._paused = 0
        self._ready = False
        self._wire = Encoder()
        values = self._values(game, seat, bool(locked))
        super().__init__(seat=seat, locked=bool(locked), **values, **kwargs)
        self._ready = True
        game.observe(self._on_game_change)
        self.on_msg(self._on_message)

    # -- Python API ----------------------------------------------------------
    @property
    def game(self) -> Game:
        """The session this board shows."""
        return self._game

    def play(self, action: Action | Mapping[str, Any] | str | int) -> Any:
        """Play an action (object, JSON dict/text, or an id of `legal`); raises IllegalAction.

        The error is also shown on the board, so a tutorial can demonstrate an illegal move.
        """
        with self._showing_errors():
            if isinstance(action, int) and not isinstance(action, bool):
                legal = self._game.legal()
                if not 0 <= action < len(legal):
                    raise messages.MessageError(f"id must be between 0 and {len(legal) - 1}")
                action = legal[action]
            if isinstance(action, bool):
                raise messages.MessageError("an action cannot be true or false")
            return self._game.play(action)

    def undo(self) -> None:
        """Step back one action (raises IllegalAction when not allowed)."""
        with self._showing_errors():
            self._game.undo()

    def redo(self) -> None:
        """Play the next undone action again."""
        with self._showing_errors():
            self._game.redo()

    def goto(self, step: int) -> None:
        """Move to any recorded step (0 = setup)."""
        with self._showing_errors():
            self._game.replay_to(step)

    def play_bot(self) -> Action:
        """Let the rulebook automaton act, or else a seeded random bot for the current player."""
        with self._showing_errors():
            game = self._game
            if game.is_over() or current_seat(game) < 0:
                raise IllegalAction("game over", "the game is over: nobody has a move to make")
            action = game.play_automaton()
            if action is None:
                bot = RandomBot(seed=game.seed * 100_003 + game.step)
                action = bot.choose(game.ruleset, game.state)
                game.play(action)
            return action

    def give_hint(self) -> str:
        """Ask the coach for the best move and why; shown on the board (`hint`, `coach`)."""
        text, coach = coach_hint(self._game, self.seat, self.HINT_ITERATIONS)
        if self.hint == text:
            self.hint = ""  # the same hint again: send it again, so it shows as newest
        with self.hold_sync():
            self.hint = text
            self.coach = coach
        return self.hint

    def show_review(
        self,
        review: Review | None = None,
        *,
        seat: int | None = None,
        iterations: int | None = None,
    ) -> Review:
        """Mark the costliest decisions in the log (a given review, or a new one of `seat`)."""
        if review is None:
            who = review_seat(self.seat, seat)
            review = self._game.review(who, iterations=iterations)
        self.review = review_marks(review, len(self._game.history))
        return review

    @contextlib.contextmanager
    def batch(self) -> Iterator[GameWidget]:
        """Play many moves on `game` and refresh the board only once, at the end."""
        self._paused += 1
        try:
            yield self
        finally:
            self._paused -= 1
            if not self._paused:
                self._refresh()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """Show the board; a re-run cell's earlier boards close (skywidgets.widgets.display).

        Beside the live view: `text/plain` with the turn and the scores, and an
        `image/svg+xml` that says the picture is pending; the board's own front end replaces
        it with its drawing when a notebook is built (skywidgets.widgets.picture).
        """
        replace_shown(self)
        shown: Any = super()._repr_mimebundle_(**kwargs)
        if isinstance(shown, tuple):  # (data, metadata) from some ipywidgets versions
            shown = shown[0]
        data: dict[str, Any] = dict(shown or {})
        lines = describe(self)
        data["text/plain"] = "\n".join(lines)
        data[PICTURE_MIME] = pending_picture(lines)
        return data

    def close(self) -> None:
        """Stop observing the game and close the widget and its child widgets (its layout):
        no instance is left behind (a served page's board closes with its connection)."""
        game = getattr(self, "_game", None)
        if game is not None:
            with contextlib.suppress(ValueError):
                game.unobserve(self._on_game_change)
        children = [
            value
            for name in ("layout",)
            if isinstance(value := self._trait_values.get(name), ipywidgets.Widget)
        ]
        super().close()
        for child in children:
            child.close()

    def __repr__(self) -> str:
        seat = f" seat {player_name(self._game, self.seat)!r}" if self.seat != TEACHER else ""
        seat += " locked" if self.locked else ""
        return (
            f"<{type(self).__name__} {self._game.ruleset.name} step {self._game.step} "
            f"phase {self._game.state.phase!r}{seat}>"
        )

    # -- traits ----------------------------------------------------------------
    @t.validate("seat")
    def _validate_seat(self, proposal: Any) -> int:
        seat = proposal["value"]
        if getattr(self, "_game", None) is not None:
            _check_seat(seat, len(self._game.seats))
            if self.locked and seat != self.seat:
                raise t.TraitError(f"{seats.LOCKED}: this board cannot change seat")
        return int(seat)

    @t.validate("locked")
    def _validate_locked(self, proposal: Any) -> bool:
        if getattr(self, "_ready", False) and proposal["value"] != self.locked:
            raise t.TraitError("a board is locked (or not) when it is made, and stays so")
        return bool(proposal["value"])

    def set_state(self, sync_data: Any) -> None:
        """Front-end state updates never change the board's own traits (intents only)."""
        own = set(self.synced_traits())
        rest = {k: v for k, v in dict(sync_data).items() if k not in own}
        if rest:
            super().set_state(rest)

    @t.observe("seat")
    def _seat_changed(self, change: Any) -> None:
        if getattr(self, "_ready", False):
            self._refresh()

    def _on_game_change(self, game: Game) -> None:
        if not self._paused:
            self._refresh()

    def _values(self, game: Game, seat: int, locked: bool) -> dict[str, Any]:
        """The game-derived traits for `seat` (lock-aware undo/redo) and their wire form."""
        values = snapshot(game, seat)
        if locked:
            values["can_undo"] = seats.can_undo(game, seat)
            values["can_redo"] = seats.can_redo(game, seat)
            values["undo_note"] = seats.undo_note(game, seat)
        return {**values, **self._wire.encode(values, seat)}

    def _refresh(self) -> None:
        """Recompute every game-derived trait in one sync message; clear error and hint."""
        values = self._values(self._game, self.seat, self.locked)
        with self.hold_sync():
            for name, value in values.items():
                setattr(self, name, value)
            self.version += 1
            self.error = {}
            self.hint = ""
            self.coach = {}
            if self.review and self.review.get("actions", 0) > len(self._game.actions):
                self.review = {}  # a new move replaced the reviewed ones

    def _set_error(self, rule: str, reason: str) -> None:
        error = {"rule": str(rule), "reason": str(reason)}
        if self.error == error:
            self.error = {}  # the same refusal again: send it again, so it shows as newest
        self.error = error

    @contextlib.contextmanager
    def _showing_errors(self) -> Iterator[None]:
        try:
            yield
        except IllegalAction as exc:
            self._set_error(exc.rule, exc.reason)
            raise

    # -- front-end messages --------------------------------------------------
    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Entry point of every custom message; no exception ever leaves it."""
        try:
            if getattr(self, "_retired", False):  # its cell ran again (display.py)
                raise IllegalAction(*RETIRED)
            dispatch.handle(self, content)
        except IllegalAction as exc:
            self._set_error(exc.rule, exc.reason)
        except Exception as exc:
            self._set_error("widget", f"internal error: {type(exc).__name__}: {exc}")


class BoardWidget(GameWidget):
    """A game's own board: built from players/seed/options, a Game, or a position.

    `Board(players=["ann", "bob"], seed=0, **options)` starts a new game;
    `Board(game=g, seat=1)` shows an existing session (seat None = the teacher);
    `Board(game=g, seat=1, locked=True)` is that player's own board (acts only for seat 1);
    `Board.at(state)` starts from a hand-built position such as a rulebook example (its
    record carries that position, so it replays exactly).
    """

    def __init__(
        self,
        players: Sequence[str] | None = None,
        seed: int = 0,
        *,
        game: Game | None = None,
        seat: int | None = None,
        locked: bool = False,
        **options: Any,
    ) -> None:
        if game is None:
            game = new_game(self._game_name(), players, seed, **options)
        elif players is not None or options:
            raise TypeError("give either game=... or players/seed/options, not both")
        super().__init__(game, seat, locked=locked)

    @classmethod
    def at(cls, state: Any, seat: int | None = None, locked: bool = False) -> BoardWidget:
        """A board whose session starts from a hand-built state (undo returns to it)."""
        return cls(game=Game.from_state(cls._game_name(), state), seat=seat, locked=locked)

    @classmethod
    def _game_name(cls) -> str:
        if not cls.GAME:
            raise TypeError(f"{cls.__name__} names no game (set GAME)")
        return cls.GAME


def _check_seat(seat: Any, n_seats: int) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not -1 <= seat < n_seats:
        raise t.TraitError(f"seat must be -1 (teacher) or 0..{n_seats - 1}, not {seat!r}")


def new_game(name: str, players: Sequence[str] | None, seed: int, **options: Any) -> Game:
    """A fresh session of game `name` (shared by the board classes' convenience constructors)."""
    return Game(name, players=players, seed=seed, **options)


def board(
    game: Game | str,
    seat: int | None = None,
    *,
    players: Sequence[str] | None = None,
    seed: int = 0,
    locked: bool = False,
    **options: Any,
) -> GameWidget:
    """The best board for a game or game name: its own board if there is one, else the generic."""
    if isinstance(game, str):
        game = new_game(game, players, seed, **options)
    cls = BOARDS.get(game.ruleset.name, GameWidget)
    return cls(game=game, seat=seat, locked=locked)
