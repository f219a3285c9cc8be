"""`skywidgets simulate`: seeded bot games, summarised; records written as games finish."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .bots import check_spec
from .cli_commands import CliError, game_options, output_folder
from .core import get
from .core.files import write_text
from .core.limits import check_seed_range
from .sim import Result, simulate


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play seeded bot games and print mean scores, win shares and speed (text or JSON)."""
    ruleset = get(args.game)
    specs = [check_spec(spec) for spec in args.bot] or ["random"]
    if args.games < 1:
        raise CliError("--games must be at least 1")
    check_seed_range(args.seed, args.games, "--seed")
    if not 1 <= args.jobs <= 256:
        raise CliError("--jobs must be from 1 to 256")
    if args.scheduler and args.executor != "dask":
        raise CliError("--scheduler needs --executor dask")
    options = game_options(ruleset, args.option)
    allowed = ruleset.counts(options)
    if args.players not in allowed:
        raise CliError(
            f"{args.game} takes {allowed.start} to {allowed.stop - 1} players with these options"
        )
    if len(specs) > args.players:
        raise CliError(f"{len(specs)} --bot given for {args.players} players")
    players = [f"P{i + 1}" for i in range(args.players)]
    ruleset.start(players, seed=args.seed, **options)  # what the options set up: refused here
    folder = output_folder(args.records, "--records") if args.records else None
    writer = RecordWriter(folder, ruleset.name) if folder else None
    show = not args.quiet and sys.stderr.isatty()
    try:
        summary = simulate(
            ruleset,
            players,
            args.games,
            args.seed,
            specs,
            options,
            records=writer is not None,
            jobs=args.jobs,
            executor=args.executor,
            scheduler=args.scheduler,
            progress=_progress if show else None,
            on_result=writer,
        )
    except OSError as exc:
        if writer is not None and writer.failed:
            raise CliError(writer.failed) from None
        raise CliError(f"--scheduler {args.scheduler}: cannot reach it ({exc})") from None
    if show:
        print(file=sys.stderr)
    print(json.dumps(summary.to_json()) if args.json else summary.text())
    return 0


class RecordWriter:
    """Writes each finished game's record into the folder at once (a temp file, renamed)."""

    def __init__(self, folder: Path, game: str) -> None:
        self.folder = folder
        self.game = game
        self.written = 0
        self.failed = ""

    def __call__(self, result: Result) -> None:
        """Write `result`'s record; on failure say which file and how many were kept."""
        path = self.folder / f"{self.game}-seed{result.seed}.json"
        try:
            write_text(path, json.dumps(result.record, indent=1))
        except OSError as exc:
            self.failed = (
                f"--records: cannot write {path} ({exc.strerror or exc}); "
                f"the {self.written} record(s) before it are written"
            )
            raise
        self.written += 1


def _progress(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    print(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games",
        end="",
        file=sys.stderr,
        flush=True,
    )
