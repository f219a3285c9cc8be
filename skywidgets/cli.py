"""The `skywidgets` command: tutorials, play, scoring, replays, reviews, simulations, the site,
class tables (`serve`)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__
from .cli_commands import (
    CliError,
    cmd_lab,
    cmd_replay,
    cmd_review,
    cmd_score,
    cmd_site,
)
from .cli_coverage import add_parser as add_coverage_parser
from .cli_simulate import cmd_simulate
from .core import SkywidgetsError
from .core.printable import shown
from .core.registry import available
from .play import cmd_play
from .serve.command import add_parser as add_serve_parser
from .snellman.exporter import cmd_export
from .snellman.importer import ImportFailed, cmd_import

EXIT_USAGE = 2


def games_words() -> str:
    """Every installed game, for the help: "merchants_seas, sky_islands, ... or traders_air"."""
    names = available()
    return " or ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else "".join(names)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code (0 ok, 2 user error)."""
    for stream in (sys.stdout, sys.stderr):  # what a terminal cannot encode: escaped
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return EXIT_USAGE
    try:
        return int(args.run(args) or 0)
    except (CliError, SkywidgetsError, ImportFailed) as exc:
        print(f"skywidgets {args.command}: error: {shown(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("skywidgets: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with its sub-commands."""
    parser = argparse.ArgumentParser(
        prog="skywidgets",
        description="Board-game rulebooks you can play: tutorials, scoring, replays, simulations.",
    )
    parser.add_argument("--version", action="version", version=f"skywidgets {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    lab = sub.add_parser("lab", help="open the tutorials in JupyterLab")
    lab.add_argument(
        "--dir",
        help="working folder for the tutorials (default: the checkout's "
        "notebooks/, or ./skywidgets-tutorials for an installed package)",
    )
    lab.add_argument("--port", type=int, help="port for JupyterLab")
    lab.add_argument("--no-browser", action="store_true", help="do not open a browser")
    lab.add_argument(
        "--dry-run",
        action="store_true",
        help="prepare the folder and print the JupyterLab command without running it",
    )
    lab.set_defaults(run=cmd_lab)

    play = sub.add_parser(
        "play",
        help="serve one board full-page with Voila, or join a served table",
        description="Serve one board full-page with Voila (every visitor gets a game of their "
        "own), or join a table of `skywidgets serve` with --table URL --code C.",
    )
    play.add_argument("game", nargs="?", help=f"the game: {games_words()}")
    play.add_argument("--players", metavar="A,B", help="player names, comma-separated")
    play.add_argument(
        "--seed", type=int, default=0, metavar="S", help="the game's seed (default 0)"
    )
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. mode=light (repeatable)",
    )
    play.add_argument(
        "--seat",
        type=int,
        metavar="N",
        help="serve seat N's locked view on this one screen (0 = first; default: the "
        "teacher's); every visitor still gets a separate game: for a table across machines "
        "use `skywidgets serve`",
    )
    play.add_argument(
        "--table", metavar="URL", help="join a table served by `skywidgets serve` at URL"
    )
    play.add_argument("--code", metavar="C", help="your join code at that table (with --table)")
    play.add_argument("--port", type=int, metavar="P", help="port for Voila (default 8866)")
    play.add_argument("--no-browser", action="store_true", help="do not open a browser")
    play.add_argument(
        "--dir", help="keep the generated notebook in this folder (default: a temporary one)"
    )
    play.add_argument(
        "--dry-run",
        action="store_true",
        help="write the notebook and print the Voila command without running it",
    )
    play.set_defaults(run=cmd_play)

    score = sub.add_parser("score", help="score an end-of-game position file")
    score.add_argument("game", help=f"the game: {games_words()}")
    score.add_argument("position", help="the position file (JSON, see docs/formats.md)")
    score.add_argument("--json", action="store_true", help="print JSON instead of text")
    score.set_defaults(run=cmd_score)

    replay = sub.add_parser("replay", help="replay a game record and print its score sheet")
    replay.add_argument("record", help="a skywidgets-record/1 JSON file")
    replay.add_argument("--json", action="store_true", help="print JSON instead of text")
    replay.add_argument("--until", type=int, metavar="N", help="stop after N actions")
    replay.set_defaults(run=cmd_replay)

    sim = sub.add_parser("simulate", help="play seeded games with bots and summarise them")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, default=2, help="number of players (default 2)")
    sim.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    sim.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    sim.add_argument(
        "--bot",
        action="append",
        default=[],
        metavar="SPEC",
        help="random, greedy, mcts or mcts:ITERATIONS; one per seat, the last repeats "
        "(default random); bots rotate over the seats from game to game",
    )
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. mode=light (repeatable)",
    )
    sim.add_argument("--records", metavar="DIR", help="write every game's record into DIR")
    sim.add_argument("--jobs", type=int, default=1, help="games played at once (default 1)")
    sim.add_argument(
        "--executor",
        choices=["processes", "dask"],
        default="processes",
        help="run the games in local processes or on a Dask cluster",
    )
    sim.add_argument(
        "--scheduler", metavar="ADDRESS", help="Dask scheduler address (default: a LocalCluster)"
    )
    sim.add_argument("--json", action="store_true", help="print JSON instead of text")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.set_defaults(run=cmd_simulate)

    rev = sub.add_parser("review", help="review a game record: each decision against the best")
    rev.add_argument("record", help="a skywidgets-record/1 JSON file")
    rev.add_argument("--seat", type=int, help="review only this seat's decisions (0 = first)")
    rev.add_argument("--iterations", type=int, help="search budget per decision (default 100)")
    rev.add_argument("--seed", type=int, default=0, help="search seed (default 0)")
    rev.add_argument("--json", action="store_true", help="print JSON instead of text")
    rev.set_defaults(run=cmd_review)

    imp = sub.add_parser("import", help="turn a snellman Terra Mystica ledger into a record")
    imp.add_argument("source", choices=["snellman"], help="where the game comes from")
    imp.add_argument("ledger", help="the ledger text of a finished game")
    imp.add_argument("--out", required=True, metavar="RECORD", help="the record file to write")
    imp.add_argument(
        "--check",
        action="store_true",
        help="compare every faction's resources with the ledger after each row",
    )
    imp.set_defaults(run=cmd_import)

    exp = sub.add_parser("export", help="write a terra_mystica record as a snellman game")
    exp.add_argument("target", choices=["snellman"], help="where the game goes")
    exp.add_argument("record", help="a skywidgets-record/1 JSON file of terra_mystica")
    exp.add_argument("--out", required=True, metavar="GAME", help="the command list to write")
    exp.set_defaults(run=cmd_export)

    site = sub.add_parser("site", help="build a JupyterLite site of the tutorials (no server)")
    site.add_argument(
        "--out", default="skywidgets-site", help="folder for the site (default: skywidgets-site)"
    )
    site.set_defaults(run=cmd_site)
    add_coverage_parser(sub)
    add_serve_parser(sub)
    return parser


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
