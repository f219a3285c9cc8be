"""The table server's pages and the files it serves (no web library here: app.py serves them).

Every file comes from the package itself (the boards' bundles in skywidgets/widgets/static),
so a class needs no internet; only names listed here are served, never a path.
"""

from __future__ import annotations

import base64
import hashlib
import html
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from skywidgets.core import jsontext

from .tables import TEACHER, Table

WIDGETS_STATIC = Path(__file__).resolve().parent.parent / "widgets" / "static"
HOST_STATIC = Path(__file__).resolve().parent / "static"


def static_file(name: str) -> Path | None:
    """The served file of that exact name (a board bundle, its CSS, the host shim) or None."""
    for folder in (HOST_STATIC, WIDGETS_STATIC):
        if folder.is_dir() and name in {p.name for p in folder.iterdir() if p.is_file()}:
            return folder / name
    return None


STYLE = (
    "<style>body{font-family:system-ui,sans-serif;max-width:60em;margin:1em auto;padding:0 1em}"
    "label{display:block;margin:.5em 0}input,select,textarea{font:inherit}"
    "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}"
    "code{font-size:1.1em}</style>"
)


def _head(title: str) -> str:
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{html.escape(title)}</title>{STYLE}</head><body>"
    )


def lobby(rows: list[dict[str, Any]], games: list[str], error: str = "", token: str = "") -> str:
    """The lobby: a form to create a table (carrying the server's CSRF `token`), and the
    tables in play (never their codes)."""
    options = "".join(f"<option>{html.escape(g)}</option>" for g in games)
    listing = "".join(
        "<tr>"
        f"<td>{html.escape(r['game'])}</td><td>{html.escape(', '.join(r['players']))}</td>"
        f"<td>{r['step']}</td><td>{'over' if r['over'] else 'playing'}</td>"
        "</tr>"
        for r in rows
    )
    shown_error = f"<p role='alert'><strong>{html.escape(error)}</strong></p>" if error else ""
    return (
        _head("skywidgets tables")
        + "<h1>Class tables</h1>"
        + shown_error
        + "<form method='post' action='/lobby'><fieldset><legend>A new table</legend>"
        f"<input type='hidden' name='csrf' value='{html.escape(token)}'>"
        f"<label>Game <select name='game'>{options}</select></label>"
        "<label>Players (one name per seat, commas between) "
        "<input name='players' required value='ann, bob' size='40'></label>"
        "<label>Bots (per seat, commas between; empty: a person; e.g. <code>, random</code>) "
        "<input name='bots' size='40'></label>"
        "<label>Seed <input name='seed' type='number' value='0'></label>"
        "<label>Options (one <code>KEY=VALUE</code> a line, e.g. <code>mode=multiplayer</code>)"
        "<br><textarea name='options' rows='3' cols='40'></textarea></label>"
        "<button type='submit'>Create the table</button></fieldset></form>"
        "<h2>Tables in play</h2>"
        + (
            f"<table><tr><th>game</th><th>players</th><th>step</th><th></th></tr>{listing}</table>"
            if rows
            else "<p>None yet.</p>"
        )
        + "</body></html>"
    )


def created(table: Table) -> str:
    """The page after creating a table: each seat's link and the spectator's, for the teacher."""
    with table.lock:
        names, bots = list(table.game.seats), list(table.bots)
        title = table.game.ruleset.title
    seats = "".join(
        f"<tr><td>{k + 1}</td><td>{html.escape(name)}</td>"
        + (
            f"<td>bot: {html.escape(bots[k] or '')}</td>"
            if bots[k]
            else f"<td><a href='/play/{table.code_of(k)}'>/play/{table.code_of(k)}</a></td>"
        )
        + "</tr>"
        for k, name in enumerate(names)
    )
    spectator = table.code_of(TEACHER)
    return (
        _head(f"{title}: a new table") + f"<h1>{html.escape(title)}: a new table</h1>"
        "<p>Give each player their own link (it is their seat's key: keep it private). "
        "The spectator's link sees every hand: it is the teacher's.</p>"
        f"<table><tr><th>seat</th><th>player</th><th>link</th></tr>{seats}</table>"
        f"<p>Spectator: <a href='/play/{spectator}'>/play/{spectator}</a> (everything; "
        f"<a href='/play/{spectator}?view=public'>everything public</a>, for a projector)</p>"
        "<p><a href='/'>Back to the lobby</a></p></body></html>"
    )


def form_token(body: bytes) -> str:
    """The CSRF token a lobby form sent ("" when none)."""
    try:
        fields = parse_qs(body.decode("utf-8"), keep_blank_values=True)
    except UnicodeDecodeError:
        return ""
    return (fields.get("csrf") or [""])[-1]


def lobby_form(body: bytes) -> dict[str, Any]:
    """The lobby form's fields as a create request (`POST /api/tables`'s JSON)."""
    fields = {k: v[-1] for k, v in parse_qs(body.decode("utf-8"), keep_blank_values=True).items()}
    players = [p.strip() for p in fields.get("players", "").split(",") if p.strip()]
    bots = (
        [b.strip() or None for b in fields.get("bots", "").split(",")] if fields.get("bots") else []
    )
    options: dict[str, Any] = {}
    for line in fields.get("options", "").splitlines():
        if line.strip():
            key, _, value = line.partition("=")
            try:
                options[key.strip()] = jsontext.loads(value.strip())
            except ValueError:
                options[key.strip()] = value.strip()
    try:
        seed: Any = int(fields.get("seed", "0") or 0)
    except ValueError:
        seed = fields.get("seed")
    return {
        "game": fields.get("game", ""),
        "players": players,
        "bots": bots,
        "seed": seed,
        "options": options,
    }


#: The one script of a board page (inline, allowed by its hash in the page's CSP).
BOARD_SCRIPT = (
    "import { host, handOver } from '/static/host.js';"
    "const code = decodeURIComponent(location.pathname.split('/').pop());"
    "const $ = (id) => document.getElementById(id);"
    "host({ el: $('board'), status: $('status'), review: $('review'),"
    " code, location, WebSocket, importBundle: (url) => import(url) });"
    "handOver({ form: $('handover'), status: $('handover-status'), code,"
    " fetch: (url, init) => fetch(url, init) });"
)
SCRIPT_HASH = "sha256-" + base64.b64encode(hashlib.sha256(BOARD_SCRIPT.encode()).digest()).decode()
#: Content-Security-Policy of a board page: its own files, its one script, its own socket.
BOARD_CSP = (
    f"default-src 'self'; script-src 'self' '{SCRIPT_HASH}'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
#: Content-Security-Policy of the other pages (the lobby's form, no script at all).
PAGE_CSP = (
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; "
    "base-uri 'none'; frame-ancestors 'none'"
)
#: A board page is the board's own page: `--sw-page: 1` makes the board pick the zoom that
#: fills the window (js/shared/fit.js, as `skywidgets play` does), a projector's included.
PAGE_STYLE = "body{--sw-page:1}"
#: The spectator's page is for a projector: larger words around the board, and no button
#: that would only be refused (the spectator never plays; the server refuses them anyway).
PROJECTOR_STYLE = (
    "body{font-size:1.3em}"
    "[data-testid=btn-undo],[data-testid=btn-redo],[data-testid=btn-step]{display:none!important}"
)
#: ... and in the public view neither a hint nor another seat's view.
PUBLIC_STYLE = "[data-testid=btn-hint],.sw-seat-label{display:none!important}"


def board_page(table: Table, seat: int | None, public: bool = False) -> str:
    """A seat's (or the spectator's) full-page board: the host shim loads the game's bundle.
    The spectator's page is sized for a projector, links its two views (everything, or
    everything public) and the table's record."""
    with table.lock:
        names, bots = list(table.game.seats), list(table.bots)
        title = table.game.ruleset.title
    spectator = seat is TEACHER
    public = public and spectator
    if spectator:
        who = "spectator, everything public" if public else "spectator, everything"
    else:
        assert seat is not None
        who = f"{names[seat]} (seat {seat + 1})"
    bar = (
        "<nav id='seatbar'><button id='review' type='button' disabled>Review my decisions"
        "</button> <small>(the coach's review, once the game is over)</small></nav>"
    )
    if spectator:
        code = html.escape(table.code_of(TEACHER))
        bar = (
            "<nav id='watch'>"
            f"<strong>{html.escape(title)}</strong> · "
            + (
                f"<a href='/play/{code}'>everything</a> · <b>everything public</b>"
                if public
                else f"<b>everything</b> · <a href='/play/{code}?view=public'>everything public</a>"
            )
            + f" · <a href='/api/tables/{code}/record' download='table-record.json'>record</a>"
            " · the replay bar steps through the game on this screen only"
            + ("" if public else REVIEW_ALL + hand_over(names, bots))
            + "</nav>"
        )
    extra = PAGE_STYLE + (PROJECTOR_STYLE if spectator else "") + (PUBLIC_STYLE if public else "")
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{html.escape(title)} — {html.escape(who)}</title>"
        "<style>body{margin:0;font-family:system-ui,sans-serif}"
        "#status:empty{display:none}#status{padding:.5em 1em;background:#fff3cd}"
        "#watch,#seatbar{padding:.3em 1em;background:#eef}#handover{display:inline}"
        f"{extra}</style>"
        f"</head><body>{bar}<div id='status' role='status' aria-live='polite'></div>"
        "<main id='board'></main>"
        f"<script type='module'>{BOARD_SCRIPT}</script>"
        "</body></html>"
    )


#: The spectator's (everything) review button: every seat's decisions, once the game is over.
REVIEW_ALL = " · <button id='review' type='button' disabled>Review the game</button>"


def hand_over(names: list[str], bots: list[str | None]) -> str:
    """The teacher's form that hands a seat nobody plays to a bot (host.js's `handOver`)."""
    free = [(k, name) for k, name in enumerate(names[: len(bots)]) if bots[k] is None]
    if not free:
        return ""
    seats = "".join(
        f"<option value='{k}'>{k + 1}: {html.escape(name)}</option>" for k, name in free
    )
    kinds = "".join(f"<option>{b}</option>" for b in ("mcts", "greedy", "random"))
    return (
        "<form id='handover'> · Hand seat <select name='seat'>"
        f"{seats}</select> to a bot <select name='bot'>{kinds}</select> "
        "<button type='submit'>Hand over</button> <output id='handover-status'></output></form>"
    )


def unknown_code() -> str:
    """The page for a join code the server does not know."""
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Unknown code</title>"
        "</head><body><h1>Unknown join code</h1><p>Check the code your teacher gave you.</p>"
        "</body></html>"
    )
