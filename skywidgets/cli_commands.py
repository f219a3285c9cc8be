"""What each `skywidgets` sub-command does (argument parsing lives in cli.py)."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from .bots import check_spec
from .core import Game, get, jsontext, load_record
from .core.errors import PositionError, RecordError
from .core.record import read_record_file
from .sim import simulate
from .site import SiteError, build_site

START = "00_start_here.ipynb"


class CliError(Exception):
    """A user mistake on the command line: printed as one line, exit code 2."""


def read_json_file(path: str, what: str) -> object:
    """Load a JSON file, turning every I/O or syntax problem into a one-line error."""
    try:
        with open(path, encoding="utf-8") as fh:
            return jsontext.loads(fh.read())
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
    except ValueError as exc:  # e.g. a number with more digits than Python will read
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


def cmd_lab(args: argparse.Namespace) -> int:
    """Open JupyterLab on the start notebook."""
    folder = prepare_tutorials(Path(args.dir) if args.dir else None)
    cmd = [sys.executable, "-m", "jupyterlab", START]
    if args.port:
        cmd.append(f"--port={args.port}")
    if args.no_browser:
        cmd.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    if args.dry_run:
        print(f"cd {folder} && " + " ".join(cmd))
        return 0
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        raise CliError("JupyterLab is not installed: pip install 'skywidgets[lab]'") from None
    print(f"Opening the tutorials in {folder}", file=sys.stderr)
    return subprocess.call(cmd, cwd=folder)


# -- score ---------------------------------------------------------------------
def cmd_score(args: argparse.Namespace) -> int:
    """Score an end-of-game position file."""
    ruleset = get(args.game)
    if ruleset.score_position is None:
        raise CliError(f"{args.game} has no scoring position format yet")
    position = read_json_file(args.position, "position")
    if not isinstance(position, dict):
        raise PositionError("position", "must be a JSON object")
    sheet = ruleset.score_position(position)
    if args.json:
        print(json.dumps(sheet.to_json(), indent=1))
    else:
        print(f"{ruleset.title}: score sheet")
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
    print(f"{game.ruleset.title} — {', '.join(game.seats)} (seed {game.seed})")
    phase = None
    for s in steps:
        if s["phase"] != phase:
            phase = s["phase"]
            print(f"[{phase}]")
        print(f"  {s['step']:4d}. {s['player'] or '-'}: {s['label']}")
    print("Game over." if game.is_over() else f"Stopped after {len(steps)} actions.")
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
    result = game.review(args.seat, iterations=args.iterations, seed=args.seed)
    print(json.dumps(result.to_json()) if args.json else result.text())
    return 0


# -- simulate ------------------------------------------------------------------
def parse_option(text: str) -> tuple[str, Any]:
    """KEY=VALUE with VALUE read as JSON when it can be (numbers, true/false), else text."""
    if "=" not in text:
        raise CliError(f"--option {text!r}: expected KEY=VALUE")
    key, value = text.split("=", 1)
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play seeded bot games and print mean scores, win shares and speed (text or JSON)."""
    ruleset = get(args.game)
    specs = [check_spec(spec) for spec in args.bot] or ["random"]
    if args.games < 1:
        raise CliError("--games must be at least 1")
    if not 1 <= args.jobs <= 256:
        raise CliError("--jobs must be from 1 to 256")
    if args.scheduler and args.executor != "dask":
        raise CliError("--scheduler needs --executor dask")
    options = dict(parse_option(o) for o in args.option)
    allowed = ruleset.counts(options)
    if args.players not in allowed:
        raise CliError(
            f"{args.game} takes {allowed.start} to {allowed.stop - 1} players with these options"
        )
    if len(specs) > args.players:
        raise CliError(f"{len(specs)} --bot given for {args.players} players")
    players = [f"P{i + 1}" for i in range(args.players)]
    ruleset.start(players, seed=args.seed, **options)  # options refused here, in one line
    records = Path(args.records) if args.records else None
    if records:
        if records.exists() and not records.is_dir():
            raise CliError(f"--records {records}: that is a file, not a folder")
        try:
            records.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CliError(
                f"--records {records}: cannot create the folder ({exc.strerror})"
            ) from None
    show = not args.quiet and sys.stderr.isatty()
    try:
        summary = simulate(
            ruleset,
            players,
            args.games,
            args.seed,
            specs,
            options,
            records=records is not None,
            jobs=args.jobs,
            executor=args.executor,
            scheduler=args.scheduler,
            progress=_progress if show else None,
        )
    except OSError as exc:
        raise CliError(f"--scheduler {args.scheduler}: cannot reach it ({exc})") from None
    if show:
        print(file=sys.stderr)
    if records is not None:
        for result in summary.results:
            path = records / f"{ruleset.name}-seed{result.seed}.json"
            path.write_text(json.dumps(result.record, indent=1), encoding="utf-8")
    print(json.dumps(summary.to_json()) if args.json else summary.text())
    return 0


def _progress(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    print(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games",
        end="",
        file=sys.stderr,
        flush=True,
    )


# -- site ----------------------------------------------------------------------
def cmd_site(args: argparse.Namespace) -> int:
    """Build the offline JupyterLite site of the tutorials (see docs/site.md)."""
    try:
        summary = build_site(Path(args.out), log=_note)
    except SiteError as exc:
        raise CliError(str(exc)) from None
    size = summary["bytes"] / 1e6
    print(f"Built {summary['out']}: {summary['files']} files, {size:.0f} MB.")
    print(f"Serve it: python -m http.server -d {summary['out']}  (then open http://localhost:8000)")
    return 0


def _note(text: str) -> None:
    print(text, file=sys.stderr)
