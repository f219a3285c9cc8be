"""`skywidgets play`: one board, full-page, served by Voila (offline: the bundles are local).

The command writes a one-cell notebook that builds the board and runs
`python -m voila NOTEBOOK`. Every user mistake (unknown game, bad --players, --option,
--seat or --port, Voila missing) is found before the server starts.

Voila starts one kernel per visitor, so every visitor gets a game of their own: `--seat N`
is one screen's locked view, not a table shared across machines. `--table URL --code C`
joins a table served by `skywidgets serve` instead: it checks the code and opens (or, with
--no-browser, prints) that seat's page.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import webbrowser
from pathlib import Path
from typing import Any
from urllib.parse import quote

from .cli_commands import INSTALL_PLAY, CliError, game_options, output_folder
from .core import Game, get
from .core.printable import shown

# Voila's "lab" page links Font Awesome from a CDN; the board needs none of it. The command
# serves a copy of that template without links to other hosts (Voila's lab page loads no
# MathJax), so the page asks nothing of any host but the Voila server.
TEMPLATE = "skywidgets-play"
# Lab extensions that the other extras install (jupytext; the JupyterLite kernel) and that
# only fail on Voila's page: they are not loaded there.
NOT_ON_PAGE = ("jupyterlab-jupytext", "@jupyterlite/pyodide-kernel-extension")
# `--sw-page: 1` tells the board it has the page to itself: it picks the zoom that fills the
# page and fits its drawing to the window's height (js/shared/fit.js, pageZoom).
PAGE_CSS = (
    "body, .jp-Notebook, .jp-Cell, .jp-OutputArea, .jp-OutputArea-output"
    " { max-width: none !important; padding: 0 !important; margin: 0 !important; }"
    " body { --sw-page: 1; }"
)


def parse_players(text: str | None) -> list[str] | None:
    """`--players A,B` as a list of distinct, non-empty names (None: the game's default)."""
    if text is None:
        return None
    names = [name.strip() for name in text.split(",")]
    if not all(names):
        raise CliError(f"--players {text!r}: give names separated by commas, e.g. Ann,Bob")
    if len(set(names)) != len(names):
        raise CliError(f"--players {text!r}: each player needs a different name")
    return names


def board_code(
    game: str, players: list[str] | None, seed: int, options: dict[str, Any], seat: int | None
) -> str:
    """The notebook cell that builds the board (a locked seat view when a seat is given)."""
    args = [repr(game)]
    if seat is not None:
        args.append(f"seat={seat}")
        args.append("locked=True")
    if players is not None:
        args.append(f"players={players!r}")
    args.append(f"seed={seed}")
    args += [f"{key}={value!r}" for key, value in options.items() if key.isidentifier()]
    named = {key: value for key, value in options.items() if not key.isidentifier()}
    if named:  # an option such as Terra Mystica's "variable-turn-order"
        args.append(f"**{named!r}")
    return (
        "from IPython.display import HTML, display\n"
        "from skywidgets.widgets import board\n"
        f"display(HTML({('<style>' + PAGE_CSS + '</style>')!r}))\n"
        f"board({', '.join(args)})"
    )


def play_notebook(title: str, code: str) -> dict[str, Any]:
    """A one-cell notebook (nbformat 4) that shows the board."""
    return {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "play-board",
                "metadata": {},
                "outputs": [],
                "source": code,
            }
        ],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
            "title": title,
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _check_game(args: argparse.Namespace) -> tuple[Any, list[str] | None, dict[str, Any], str]:
    """Build the game once here, so that every mistake is one line before any server starts."""
    ruleset = get(args.game)  # an unknown game: UnknownGame, one line
    players = parse_players(args.players)
    options = game_options(ruleset, args.option)
    game = Game(ruleset.name, players=players, seed=args.seed, **options)
    seats = len(game.seats)
    if args.seat is not None and not 0 <= args.seat < seats:
        raise CliError(f"--seat must be 0 to {seats - 1} ({', '.join(game.seats)})")
    who = f" — {game.seats[args.seat]}'s board" if args.seat is not None else ""
    return ruleset, players, options, f"{ruleset.title}{who}"


def lab_template() -> Path | None:
    """Voila's own "lab" page template (None when Voila is not installed)."""
    from jupyter_core.paths import jupyter_path

    for root in jupyter_path("voila", "templates", "lab"):
        if (Path(root) / "index.html.j2").is_file():
            return Path(root) / "index.html.j2"
    return None


def write_offline_template(folder: Path) -> Path:
    """Write the offline page template under folder/jupyter; returns that JUPYTER_PATH entry."""
    root = folder / "jupyter"
    target = root / "voila" / "templates" / TEMPLATE
    target.mkdir(parents=True, exist_ok=True)
    source = lab_template()
    text = source.read_text(encoding="utf-8") if source else "{%- extends 'lab/index.html.j2' -%}"
    # drop every <link> or <script> that names another host
    text = re.sub(r"<script\b[^>]*\bsrc=\"https?://[^>]*>\s*</script>", "", text)
    text = re.sub(r"<link\b[^>]*\bhref=\"https?://[^>]*>", "", text)
    (target / "index.html.j2").write_text(text, encoding="utf-8")
    (target / "conf.json").write_text(json.dumps({"base_template": "lab"}), encoding="utf-8")
    return root


def voila_command(notebook: Path, port: int | None, no_browser: bool) -> list[str]:
    """The Voila command line for one notebook on 127.0.0.1, with the offline page template."""
    cmd = [sys.executable, "-m", "voila", notebook.name, "--Voila.ip=127.0.0.1"]
    cmd.append(f"--VoilaConfiguration.template={TEMPLATE}")
    cmd.append("--VoilaConfiguration.show_tracebacks=True")
    cmd += [f"--VoilaConfiguration.extension_denylist={name}" for name in NOT_ON_PAGE]
    if port is not None:
        cmd.append(f"--port={port}")
    if no_browser:
        cmd.append("--no-browser")
    return cmd


#: What `--seat` is, said whenever it is used (issue 33).
SINGLE_SCREEN = (
    "--seat shows one seat's locked view on this one screen: Voila gives every visitor a "
    "game of their own. To play one table across machines, run `skywidgets serve` and give "
    "each player their seat's link (or `skywidgets play --table URL --code C`)."
)


def join_table(args: argparse.Namespace) -> int:
    """`--table URL --code C`: check the code at the table server, then open (or print) that
    seat's page."""
    if args.table is None or args.code is None:
        raise CliError("--table URL and --code C go together: the server and your join code")
    others = [
        name
        for name, given in (
            ("game", args.game is not None),
            ("--seat", args.seat is not None),
            ("--players", args.players is not None),
            ("--option", bool(args.option)),
        )
        if given
    ]
    if others:
        raise CliError(f"--table joins a served table: give no {', '.join(others)}")
    url = args.table.rstrip("/")
    if not re.fullmatch(r"https?://[^/\s]+(/[^\s]*)?", url):
        raise CliError(f"--table {args.table!r}: give the server's address, e.g. http://host:8765")
    from .tables import RemoteError, join_info

    try:
        info = join_info(url, args.code)
    except RemoteError as err:
        raise CliError(f"--code: {err.reason}") from None
    except OSError as err:
        raise CliError(f"no table server answers at {url} ({type(err).__name__})") from None
    page = f"{url}/play/{quote(args.code, safe='')}"
    role = "the spectator" if info.get("seat") is None else f"seat {info['seat'] + 1}"
    print(shown(f"{info.get('game')} table, {role}: {page}"))
    if not (args.no_browser or args.dry_run):
        webbrowser.open(page)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """Serve one board full-page with Voila, or join a served table (--table, --code)."""
    if getattr(args, "table", None) is not None or getattr(args, "code", None) is not None:
        return join_table(args)
    if args.game is None:
        raise CliError("give a game (e.g. sky_towers), or --table URL --code C to join a table")
    ruleset, players, options, title = _check_game(args)
    if args.seat is not None:
        print(shown(SINGLE_SCREEN), file=sys.stderr)
    if args.port is not None and not 1 <= args.port <= 65535:
        raise CliError("--port must be from 1 to 65535")
    if not args.dry_run and importlib.util.find_spec("voila") is None:
        raise CliError(f"Voila is not installed: {INSTALL_PLAY}")
    keep = args.dir is not None or args.dry_run
    if args.dir is not None:
        folder = output_folder(str(Path(args.dir).resolve()), "--dir")
    else:
        folder = Path(tempfile.mkdtemp(prefix="skywidgets-play-"))
    name = ruleset.name if args.seat is None else f"{ruleset.name}-seat{args.seat}"
    notebook = folder / f"{name}.ipynb"
    code = board_code(ruleset.name, players, args.seed, options, args.seat)
    notebook.write_text(json.dumps(play_notebook(title, code), indent=1), encoding="utf-8")
    jupyter = write_offline_template(folder)
    paths = [str(jupyter)] + [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    env = {**os.environ, "JUPYTER_PATH": os.pathsep.join(paths)}
    cmd = voila_command(notebook, args.port, args.no_browser)
    if args.dry_run:
        where = shlex.quote(str(folder))
        path = shlex.quote(env["JUPYTER_PATH"])
        print(shown(f"cd {where} && JUPYTER_PATH={path} " + shlex.join(cmd)))
        return 0
    print(shown(f"Serving {title} with Voila (Ctrl+C to stop)"), file=sys.stderr)
    try:
        return serve(cmd, folder, env)
    finally:
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)


def serve(cmd: list[str], folder: Path, env: dict[str, str]) -> int:
    """Run Voila until it stops; a SIGTERM or Ctrl+C here stops Voila (and its kernel) too."""
    proc = subprocess.Popen(cmd, cwd=folder, env=env)

    def stop(signum: int, frame: Any) -> None:
        proc.terminate()

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        try:
            return proc.wait()
        except KeyboardInterrupt:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
            raise
    finally:
        signal.signal(signal.SIGTERM, previous)
