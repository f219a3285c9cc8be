"""What each `skywidgets` sub-command does (argument parsing lives in cli.py)."""

from __future__ import annotations

import argparse
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

from .bots.review import REVIEW_ITERATIONS
from .core import Game, get, jsontext, load_record, printable
from .core.actions import echo
from .core.errors import PositionError, RecordError
from .core.files import read_text
from .core.limits import check_seed
from .core.options import check_options
from .core.record import read_record_file
from .site import SiteError, build_site

START = "00_start_here.ipynb"
# How to install what a command needs: the README's one spelling (in the checkout).
INSTALL_LAB = "python3 -m pip install -e '.[lab]' -c requirements/lock.txt"
INSTALL_PLAY = "python3 -m pip install -e '.[play]' -c requirements/lock.txt"
#: A review searches at most this many moves, and this many search iterations in all
#: (the longest such review takes about two minutes on a 2-core machine; docs/reliability.md),
#: plus at most half that again to give each played move its own samples (docs/coach.md).
REVIEW_MOVES = 2_000
REVIEW_BUDGET = 60_000


class CliError(Exception):
    """A user mistake on the command line: printed as one line, exit code 2."""


def output_folder(text: str, flag: str) -> Path:
    """The folder an option names for output, made when missing; CliError when it cannot be
    one (a file is there, or it cannot be created)."""
    folder = Path(text)
    if folder.exists() and not folder.is_dir():
        raise CliError(f"{flag} {folder}: that is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CliError(f"{flag} {folder}: cannot create the folder ({exc.strerror})") from None
    return folder


def read_json_file(path: str, what: str) -> object:
    """Load a JSON file, turning every I/O or syntax problem into a one-line error."""
    try:
        return jsontext.loads(read_text(path))
    except FileNotFoundError:
        raise CliError(f"no such {what} file: {path}") from None
    except jsontext.TooDeep:
        raise PositionError("file", f"{path}: its JSON is nested too deeply") from None
    except IsADirectoryError:
        raise CliError(f"{path} is a folder, not a {what} file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"cannot read {path}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise PositionError(
            "file", f"{path} is not valid JSON (line {exc.lineno}: {exc.msg})"
        ) from None
    except ValueError as exc:  # too big, or a number with more digits than Python will read
        raise PositionError("file", f"{path} is not a readable position ({exc})") from None


# -- lab -----------------------------------------------------------------------
def tutorials_source() -> tuple[Path, bool]:
    """Where the tutorials are, and whether that is a checkout (edited in place)."""
    here = Path(__file__).resolve().parent
    checkout = here.parent / "notebooks"
    if (checkout / START).is_file():
        return checkout, True
    packaged = here / "tutorials"
    if (packaged / START).is_file():
        return packaged, False
    raise CliError("the tutorial notebooks are missing from this installation")


def prepare_tutorials(target: Path | None) -> Path:
    """Copy the tutorials into a working folder without overwriting a user's edits."""
    source, in_checkout = tutorials_source()
    if target is None:
        if in_checkout:
            return source
        target = Path.cwd() / "skywidgets-tutorials"
    target = target.resolve()
    if target == source.resolve():
        return target
    if target.exists() and not target.is_dir():
        raise CliError(f"{target} exists and is not a folder")
    target.mkdir(parents=True, exist_ok=True)
    for nb in sorted(source.glob("*.ipynb")):
        dest = target / nb.name
        if not dest.exists():
            shutil.copy2(nb, dest)
    return target


def free_port(preferred: int = 8888) -> int:
    """JupyterLab's usual port when it is free, else one the system picks."""
    for port in (preferred, 0):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return int(sock.getsockname()[1])
    return preferred  # pragma: no cover - binding port 0 does not fail


def start_url(port: int, token: str) -> str:
    """The address of the start notebook in JupyterLab (what to open with --no-browser)."""
    return f"http://localhost:{port}/lab/tree/{START}?token={token}"


def cmd_lab(args: argparse.Namespace) -> int:
    """Open JupyterLab on the start notebook; print its address (`--no-browser` opens nothing).

    The port and the token are chosen here (the token passed in the environment, never on the
    command line), so the printed address opens `00_start_here` itself, not the Launcher.
    """
    folder = prepare_tutorials(Path(args.dir) if args.dir else None)
    port = args.port or free_port()
    cmd = [sys.executable, "-m", "jupyterlab", START, f"--port={port}"]
    cmd.append("--ServerApp.port_retries=0")  # the printed address must be the one served
    if args.no_browser:
        cmd.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    if args.dry_run:
        print(printable.shown(f"cd {folder} && " + " ".join(cmd)))
        return 0
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        raise CliError(f"JupyterLab is not installed: {INSTALL_LAB}") from None
    token = os.environ.get("JUPYTER_TOKEN") or secrets.token_hex(24)
    env = {**os.environ, "JUPYTER_TOKEN": token}
    print(printable.shown(f"Opening the tutorials in {folder}"), file=sys.stderr)
    print(f"The start notebook: {start_url(port, token)}", flush=True)
    return subprocess.call(cmd, cwd=folder, env=env)


# -- score ---------------------------------------------------------------------
def cmd_score(args: argparse.Namespace) -> int:
    """Score an end-of-game position file."""
    ruleset = get(args.game)
    if ruleset.teaching.score_position is None:
        raise CliError(f"{args.game} has no scoring position format yet")
    position = read_json_file(args.position, "position")
    if not isinstance(position, dict):
        raise PositionError("position", "must be a JSON object")
    sheet = ruleset.score_file(position)
    if args.json:
        print(json.dumps(sheet.to_json(), indent=1))
    else:
        print(printable.shown(f"{ruleset.title}: score sheet"))
        print(sheet.text())
    return 0


# -- replay --------------------------------------------------------------------
def replay_record(record: Any, until: int | None) -> Game:
    """Replay a record (optionally only its first `until` actions) into a Game."""
    if until is not None:
        if until < 0:
            raise CliError("--until must be 0 or more")
        if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
            raise RecordError("actions", "must be a list")
        if until > len(record["actions"]):
            raise CliError(f"--until {until}: the record has only {len(record['actions'])} actions")
        record = {k: v for k, v in record.items() if k != "result"}
        record["actions"] = record["actions"][:until]
    game: Game = load_record(record)
    return game


def steps_of(game: Game) -> list[dict[str, Any]]:
    """One entry per played action: step, player, phase and label."""
    out = []
    for i, action in enumerate(game.history):
        state = game.states[i]
        seat = state.current_player
        out.append(
            {
                "step": i + 1,
                "player": state.players[seat] if seat is not None else None,
                "phase": state.phase,
                "label": action.label,
                "action": action.to_json(),
            }
        )
    return out


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a record, print the phase-by-phase log and the score sheet."""
    game = replay_record(read_record_file(args.record), args.until)
    steps = steps_of(game)
    sheet = game.scores()
    if args.json:
        out = sheet.to_json()
        out["steps"] = steps
        out["over"] = game.is_over()
        print(json.dumps(out, indent=1))
        return 0
    lines = [f"{game.ruleset.title} — {', '.join(game.seats)} (seed {game.seed})"]
    phase = None
    for s in steps:
        if s["phase"] != phase:
            phase = s["phase"]
            lines.append(f"[{phase}]")
        lines.append(f"  {s['step']:4d}. {s['player'] or '-'}: {s['label']}")
    lines.append("Game over." if game.is_over() else f"Stopped after {len(steps)} actions.")
    print(printable.lines(lines))
    print(sheet.text())
    return 0


# -- review --------------------------------------------------------------------
def cmd_review(args: argparse.Namespace) -> int:
    """Replay a record and review each decision against the search's best move."""
    game = replay_record(read_record_file(args.record), None)
    seats = len(game.state.players)
    if args.seat is not None and not 0 <= args.seat < seats:
        raise CliError(f"--seat must be 0 to {seats - 1}")
    if args.iterations is not None and not 1 <= args.iterations <= 100_000:
        raise CliError("--iterations must be from 1 to 100000")
    check_seed(args.seed, "--seed")
    check_review_budget(game, args.seat, args.iterations or REVIEW_ITERATIONS)
    result = game.review(args.seat, iterations=args.iterations, seed=args.seed)
    print(json.dumps(result.to_json()) if args.json else result.text())
    return 0


def check_review_budget(game: Game, seat: int | None, iterations: int) -> None:
    """Refuse a review whose search would run too long (REVIEW_MOVES, REVIEW_BUDGET)."""
    moves = sum(
        1
        for state in game.states[: game.step]
        if state.current_player is not None and seat in (None, state.current_player)
    )
    if moves > REVIEW_MOVES or moves * iterations > REVIEW_BUDGET:
        raise CliError(
            f"{moves} moves at {iterations} iterations is more than a review searches "
            f"(at most {REVIEW_MOVES} moves and {REVIEW_BUDGET} iterations in all): "
            "give --seat or a smaller --iterations"
        )


def parse_option(text: str) -> tuple[str, Any]:
    """KEY=VALUE with VALUE read as JSON when it can be (numbers, true/false), else text."""
    if "=" not in text:
        raise CliError(f"--option {echo(text)}: expected KEY=VALUE")
    key, value = text.split("=", 1)
    try:
        return key, jsontext.loads(value)
    except ValueError:  # not JSON (or too deep, or too many digits): the text itself
        return key, value


def game_options(ruleset: Any, texts: list[str]) -> dict[str, Any]:
    """The --option KEY=VALUE arguments as options the game takes (core.options checks them)."""
    options: dict[str, Any] = {}
    for text in texts:
        key, value = parse_option(text)
        if key in options:
            raise CliError(f"--option {echo(key)} is given twice")
        options[key] = value
    return check_options(ruleset, options)


# -- site ----------------------------------------------------------------------
def cmd_site(args: argparse.Namespace) -> int:
    """Build the offline JupyterLite site of the tutorials (see docs/site.md)."""
    try:
        summary = build_site(Path(args.out), log=_note)
    except SiteError as exc:
        raise CliError(str(exc)) from None
    size = summary["bytes"] / 1e6
    out = summary["out"]
    print(printable.shown(f"Built {out}: {summary['files']} files, {size:.0f} MB."))
    print(
        printable.shown(
            f"Serve it: python -m http.server -d {out}  (then open http://localhost:8000)"
        )
    )
    return 0


def _note(text: str) -> None:
    print(printable.shown(text), file=sys.stderr)
