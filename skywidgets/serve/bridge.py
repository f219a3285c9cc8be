"""A seat's real board on a served page: the server-side comm of one board (no web library
here; the hub hands it a `deliver` callback that queues a message for that seat's socket).

Each board connection gets its own *mirror*: a `Game` replayed from the table, shown by the
game's own board (`board(mirror, seat=n, locked=True)`, the teacher's unlocked board for
the spectator's code) whose comm is a `BridgeComm`: what ipywidgets would publish to a
kernel's front end goes to the page's JS model shim (js/host/host.js)
instead. A move from the page is played on the *table* (its seat, its step, saved first),
never on the mirror; the mirror then catches up with the table, and the board sends its usual
updates. An undo is
done at the table too, by the strict policy (tables.py); a redo, a log jump and a bot move for
oneself are refused. Once the game is over, a `review` asks the coach for the board's review.

The spectator's board never plays (its mirror lists no legal move) but steps through the
table's history with the replay bar: a `goto` moves only its own mirror, and the table's new
moves are added to the mirror's log without moving its cursor. With `public=True` it shows
the public view (public.py: no hand, no pile's order) and refuses a hint and a seat change.
"""

from __future__ import annotations

import contextlib
import contextvars
import threading
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import comm
from comm.base_comm import BaseComm

from skywidgets.bots.coach import CoachError
from skywidgets.core import Game
from skywidgets.core.errors import IllegalAction
from skywidgets.widgets import STATIC, GameWidget, board
from skywidgets.widgets.messages import MessageError

from .public import public_ruleset
from .tables import TEACHER, Table, TableError

Deliver = Callable[[dict[str, Any]], None]
RULE = "class table"
#: What a page may send: custom messages (intents) and a request for the whole state.
METHODS = frozenset({"custom", "request_state"})
#: Intents a seat's board refuses at a class table (an undo goes to the table, by the strict
#: policy; an undone move is gone, not kept for a redo; bots play only the empty seats).
FINAL = {
    "redo": "an undone move is gone at a class table: play it again",
    "goto": "moves are final at a class table: the log shows the game, it does not rewind it "
    "(Undo takes back your own last move while the strict policy allows it)",
    "step": "at a class table the players move; bots play only the seats nobody holds",
}
#: What the spectator's board refuses beyond moves ("goto" is its replay bar, on its mirror).
WATCHING = {
    "play": "the spectator's board watches the table; it never plays",
    "undo": "the spectator's board watches the table; it never undoes a move",
    "redo": "the spectator's board watches the table; it never redoes a move",
    "step": "the spectator's board watches the table; bots play only the seats nobody holds",
}
#: What the public spectator's board refuses too: both would show what only a seat sees.
PUBLIC = {
    "hint": "the public view gives no hint: the coach would use the hidden cards",
    "seat": "the public view shows no seat's own view: open the spectator's page without "
    "?view=public for that",
    "review": "the public view gives no review: the coach's notes name the hidden cards",
}
#: A review before the end would coach a seat during play against the others.
REVIEW_LATER = "the coach reviews the game once it is over (not during play at a class table)"
BIG_STATE = frozenset({"_esm", "_css"})  # sent as files (/static/...), never in a message

_target: contextvars.ContextVar[Deliver | None] = contextvars.ContextVar("target", default=None)
_install_lock = threading.Lock()
_fallback: Callable[..., BaseComm] | None = None


class BridgeComm(BaseComm):
    """A comm whose messages go to one page's socket (through `deliver`)."""

    def __init__(self, deliver: Deliver, **kwargs: Any) -> None:
        self._deliver: Deliver | None = deliver
        super().__init__(**kwargs)

    def publish_msg(
        self,
        msg_type: str,
        data: Any = None,
        metadata: Any = None,
        buffers: Any = None,
        **keys: Any,
    ) -> None:
        """Hand one comm message to the page (a dropped page: nothing to do)."""
        if self._deliver is None:
            return
        message = {"type": msg_type, "comm_id": self.comm_id, "data": dict(data or {})}
        if buffers:
            raise MessageError("a board's state has no binary buffers to send to a page")
        self._deliver(message)

    def detach(self) -> None:
        """Stop delivering (the page is gone)."""
        self._deliver = None


def _create_comm(*args: Any, **kwargs: Any) -> BaseComm:
    """`comm.create_comm`: a BridgeComm inside `opening`, else whatever was there before."""
    deliver = _target.get()
    if deliver is not None:
        return BridgeComm(deliver, *args, **kwargs)
    assert _fallback is not None
    return _fallback(*args, **kwargs)


def install() -> None:
    """Route comms made inside `opening()` to pages (once; every other comm as before)."""
    global _fallback
    with _install_lock:
        if comm.create_comm is not _create_comm:
            _fallback = comm.create_comm
            comm.create_comm = _create_comm


@contextlib.contextmanager
def opening(deliver: Deliver) -> Iterator[None]:
    """Widgets made in this block (in this thread or task) talk through `deliver`."""
    install()
    token = _target.set(deliver)
    try:
        yield
    finally:
        _target.reset(token)


def bundle_of(widget: GameWidget) -> str:
    """The file name of a board's JS bundle in skywidgets/widgets/static (its class's public
    `BUNDLE`)."""
    bundle = type(widget).BUNDLE
    if bundle.parent != STATIC or not bundle.is_file():
        raise TypeError(f"{type(widget).__name__}'s bundle is not in {STATIC}")
    return bundle.name


class SeatBoard:
    """One page's board of a table: its mirror, its widget and its comm to the page."""

    def __init__(
        self, table: Table, seat: int | None, deliver: Deliver, public: bool = False
    ) -> None:
        self.table, self.seat = table, seat
        self.public = public and seat is TEACHER
        self._deliver = deliver
        self.widget: GameWidget | None = None
        self.mirror: Game | None = None

    def open(self) -> None:
        """Make the mirror and the board; the page gets the board's state (comm_open)."""
        comm_ids: list[str] = []
        opened: list[dict[str, Any]] = []

        def collect(message: dict[str, Any]) -> None:
            opened.append(message)

        with self.table.lock:
            self.mirror = mirror_of(self.table, watch=self.seat is TEACHER, public=self.public)
        with opening(collect):
            widget = board(self.mirror, self.seat, locked=self.seat is not TEACHER)
        self.widget = widget
        comm_ids.append(widget.comm.comm_id)
        bridge = widget.comm
        assert isinstance(bridge, BridgeComm)
        bridge._deliver = self._deliver  # from now on, straight to the page
        for message in opened:  # only the board's own comm (its Layout stays here)
            if message["comm_id"] in comm_ids:
                state = {
                    k: v for k, v in message["data"].get("state", {}).items() if k not in BIG_STATE
                }
                self._deliver(
                    {
                        **message,
                        "data": {**message["data"], "state": state},
                        "bundle": bundle_of(widget),
                        "css": type(widget).STYLESHEET.name,
                    }
                )

    def receive(self, data: Any) -> bool:
        """Handle one comm message from the page; True when it played a move at the table.
        A refused message shows on the board as its `error` and changes nothing."""
        widget = self.widget
        assert widget is not None
        try:
            if not isinstance(data, Mapping) or data.get("method") not in METHODS:
                raise MessageError("a page sends custom messages or asks for the state")
            if data["method"] == "custom":
                content = data.get("content")
                if not isinstance(content, Mapping):
                    raise MessageError("a custom message holds a JSON object")
                kind = content.get("type")
                kind = kind if isinstance(kind, str) else ""  # the board refuses the rest
                if self.seat is TEACHER:
                    refused = {**WATCHING, **(PUBLIC if self.public else {})}
                    if kind in refused:
                        raise IllegalAction(RULE, refused[kind])
                elif kind in FINAL:
                    raise IllegalAction(RULE, FINAL[kind])
                if kind == "play":
                    return self._play(content)
                if kind == "undo":
                    return self._undo(content)
                if kind == "review":
                    self._review()
                    return False
            widget.comm.handle_msg({"content": {"data": dict(data)}, "buffers": []})
        except IllegalAction as err:
            widget._set_error(err.rule, err.reason)
        return False

    def catch_up(self) -> None:
        """Bring the mirror to the table: forget the moves the table undid, play its new ones
        (the board sends one update); a mirror replaying an earlier step keeps it (or the
        last step the table still has) and only its log changes."""
        widget, mirror = self.widget, self.mirror
        assert widget is not None and mirror is not None
        with self.table.lock:
            played = self.table.game.actions
            kept = next(
                (k for k, (a, b) in enumerate(zip(mirror.actions, played)) if a is not b),
                min(len(mirror.actions), len(played)),
            )
            new = list(played[kept:])
        if kept < len(mirror.actions):  # the table undid moves: the mirror forgets them
            with widget.batch():
                del mirror.actions[kept:]
                del mirror.states[kept + 1 :]
                mirror.step = min(mirror.step, kept)
        if not new:
            return
        if mirror.step < len(mirror.actions):  # the spectator is replaying: stay there
            for action in new:
                mirror.states.append(mirror.ruleset.apply(mirror.states[-1], action))
                mirror.actions.append(action)
            widget._refresh()
            return
        with widget.batch():
            for action in new:
                mirror.play(action)

    def close(self) -> None:
        """Close the board (and its layout); nothing more goes to the page."""
        widget = self.widget
        if widget is None:
            return
        bridge = widget.comm
        with contextlib.suppress(Exception):
            widget.close()  # its layout too (GameWidget.close)
        if isinstance(bridge, BridgeComm):
            bridge.detach()
        self.widget = None

    def _play(self, content: Mapping[str, Any]) -> bool:
        """A move from the page, played at the table for this seat at the mirror's step."""
        widget, mirror = self.widget, self.mirror
        assert widget is not None and mirror is not None
        if self.seat is TEACHER:
            raise TableError("the spectator's code watches the table; it never plays")
        if "shown" in content and content["shown"] != widget.version:
            raise IllegalAction("stale click", "the board moved on since this click")
        action: Any = content.get("action")
        ident = content.get("id")
        if ident is not None:
            if not widget.legal:  # a seat's board lists moves only on its turn
                over = mirror.is_over()
                raise TableError(
                    "the game is over" if over else f"it is not seat {self.seat + 1}'s turn"
                )
            if not isinstance(ident, int) or isinstance(ident, bool):
                raise MessageError("'id' must be a whole number")
            if not 0 <= ident < len(widget.legal):
                raise MessageError(f"'id' must be between 0 and {len(widget.legal) - 1}")
            action = widget.legal[ident]["action"]
        if not isinstance(action, Mapping):
            raise MessageError("a play message names a move ('id' or 'action')")
        self.table.play(self.seat, action, mirror.step)
        self.catch_up()
        return True

    def _review(self) -> None:
        """The coach's review on this board once the game is over: a seat's own decisions,
        every seat's for the spectator (slow: the hub runs it in a worker thread)."""
        widget = self.widget
        assert widget is not None
        with self.table.lock:
            over = self.table.game.is_over()
        if not over:
            raise IllegalAction(RULE, REVIEW_LATER)
        try:
            widget.show_review()
        except CoachError as err:
            raise IllegalAction(RULE, str(err)) from None

    def _undo(self, content: Mapping[str, Any]) -> bool:
        """Undo from the page: the table takes back this seat's last move by the strict
        policy (its own words when it refuses); every board then catches up."""
        widget, mirror = self.widget, self.mirror
        assert widget is not None and mirror is not None and self.seat is not TEACHER
        if "shown" in content and content["shown"] != widget.version:
            raise IllegalAction("stale click", "the board moved on since this click")
        self.table.undo(self.seat, mirror.step)
        self.catch_up()
        return True


class Watched(Game):
    """The spectator's mirror: it lists no legal move (a spectator never plays)."""

    def legal(self) -> list[Any]:
        """Nothing: the spectator watches."""
        return []


def mirror_of(table: Table, watch: bool = False, public: bool = False) -> Game:
    """A new session of the table's game with every move the table has played (`watch`: the
    spectator's, which lists no move; `public`: its teacher's view is the public view)."""
    game = table.game
    cls = Watched if watch else Game
    mirror = cls(game.ruleset.name, players=list(game.players), seed=game.seed, **game.options)
    if public:
        mirror.ruleset = public_ruleset(game.ruleset)
    for action in game.actions[: game.step]:
        mirror.play(action)
    return mirror
