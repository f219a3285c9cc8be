"""Game records (`skywidgets-record/1`): write, read and validate field by field."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from . import jsontext
from .actions import echo
from .errors import IllegalAction, RecordError, SkywidgetsError
from .files import read_text
from .limits import LARGEST_SEED, check_seed, is_whole, name_problem
from .registry import UnknownGame, get
from .state import GameState
from .typecheck import type_problems

FORMAT = "skywidgets-record/1"
__all__ = ["FORMAT", "LARGEST_SEED", "load_record", "make_record", "read_record_file"]
FIELDS = frozenset(
    {"format", "game", "options", "players", "seed", "undo_policy", "actions", "start", "result"}
)


def make_record(game: Any) -> dict[str, Any]:
    """The record of a Game session up to its cursor."""
    record = {
        "format": FORMAT,
        "game": game.ruleset.name,
        "options": dict(game.options),
        "players": list(game.players),
        "seed": game.seed,
        "undo_policy": game.undo_policy,
        "actions": [a.to_json() for a in game.history],
    }
    if getattr(game, "start_position", False):
        record["start"] = game.ruleset.state_to_json(game.states[0])
    if game.is_over():
        sheet = game.scores()
        record["result"] = {"scores": sheet.totals(), "winners": list(sheet.winners)}
    return record


def read_record_file(path: str) -> dict[str, Any]:
    """Read a record file (a JSON object of at most MAX_FILE_BYTES), or raise RecordError."""
    try:
        record = jsontext.loads(read_text(path))
    except FileNotFoundError:
        raise RecordError("file", f"no such file: {path}") from None
    except IsADirectoryError:
        raise RecordError("file", f"{path} is a folder, not a record file") from None
    except jsontext.TooDeep:
        raise RecordError("file", "not a record: its JSON is nested too deeply") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError("file", f"cannot read {path}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise RecordError("file", f"not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except ValueError as exc:  # too big, or a number with more digits than Python will read
        raise RecordError("file", f"not a readable record ({exc})") from None
    if not isinstance(record, dict):
        raise RecordError("record", "a record must be a JSON object")
    return record


def load_record(record: Mapping[str, Any] | str) -> Any:
    """Replay a record into a Game, checking every field and every action."""
    if isinstance(record, str):
        record = read_record_file(record)
    if jsontext.too_deep(record):  # before any recursion: a WebAssembly stack is small
        raise RecordError("record", "its JSON is nested too deeply")
    try:
        return _load(record)
    except RecursionError:
        raise RecordError("record", "its JSON is nested too deeply") from None


def _load(record: Any) -> Any:
    from .game import Game

    if not isinstance(record, Mapping):
        raise RecordError("record", "a record must be a JSON object")
    unknown = sorted(str(k) for k in record if k not in FIELDS)
    if unknown:
        raise RecordError(repr(unknown[0][:40]), "is not a field of a game record")
    if record.get("format") != FORMAT:
        raise RecordError("format", f"expected {FORMAT!r}, found {record.get('format')!r}")
    name = record.get("game")
    try:
        ruleset = get(name) if isinstance(name, str) else None
    except UnknownGame as exc:
        raise RecordError("game", str(exc)) from None
    if ruleset is None:
        raise RecordError("game", "must be a game name")
    players = record.get("players")
    if not isinstance(players, list) or not players:
        raise RecordError("players", "must be a list of distinct player names")
    problem = next(filter(None, map(name_problem, players)), None)
    if problem or len(set(players)) != len(players):
        raise RecordError("players", problem or "must be a list of distinct player names")
    try:
        seed = check_seed(record.get("seed"))
    except IllegalAction as exc:
        raise RecordError("seed", exc.reason.removeprefix("seed ")) from None
    undo_policy = record.get("undo_policy", "teaching")
    if undo_policy not in ("teaching", "strict"):
        raise RecordError("undo_policy", "must be 'teaching' or 'strict'")
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("options", "must be an object")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise RecordError("actions", "must be a list")
    if len(actions) > ruleset.checks.max_steps:
        raise RecordError(
            "actions",
            f"{len(actions)} actions; a {ruleset.name} record holds at most "
            f"{ruleset.checks.max_steps} (far above any real game)",
        )
    try:
        if "start" in record:
            game = Game.from_state(
                ruleset,
                _start_state(ruleset, record["start"], players),
                undo_policy=undo_policy,
                **options,
            )
        else:
            game = Game(ruleset, players=players, seed=seed, undo_policy=undo_policy, **options)
    except IllegalAction as exc:
        raise RecordError("options", exc.reason, rule=exc.rule) from None
    except (TypeError, ValueError) as exc:
        raise RecordError("options", str(exc)) from None
    for index, data in enumerate(actions):
        try:
            game.play(data)
        except IllegalAction as exc:
            raise RecordError("actions", exc.reason, index=index, rule=exc.rule) from None
    if record.get("result") is not None:  # null: no result, as for an unfinished game
        check_result(game, record["result"])
    return game


def check_result(game: Any, result: Any) -> None:
    """Compare a record's `result` with the replay, exact types included (15.0 is not 15)."""
    if not isinstance(result, Mapping) or not isinstance(result.get("scores"), Mapping):
        raise RecordError("result", "must be an object with 'scores'")
    unknown = sorted(str(k) for k in result if k not in ("scores", "winners", "sheet"))
    if unknown:
        raise RecordError(f"result.{echo(unknown[0])}", "is not a field of a result")
    if not game.is_over():
        raise RecordError("result", "the record has a result but its actions do not end the game")
    sheet = game.scores()
    totals = sheet.totals()
    scores = result["scores"]
    if not all(is_whole(v) for v in scores.values()) or dict(scores) != totals:
        raise RecordError(
            "result.scores",
            f"stored scores {echo(dict(scores))} differ from the replay's whole numbers "
            f"{echo(totals)}",
        )
    winners = result.get("winners", list(sheet.winners))
    if not isinstance(winners, list) or winners != list(sheet.winners):
        raise RecordError(
            "result.winners",
            f"stored winners {echo(winners)} differ from the replay {echo(list(sheet.winners))}",
        )
    if "sheet" in result and not _same_json(result["sheet"], sheet.to_json()):
        raise RecordError("result.sheet", "the stored score sheet differs from the replay")


def _same_json(a: Any, b: Any) -> bool:
    """Equal as JSON documents, types included (so 1.0, true and 1 all differ)."""
    try:
        return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    except (TypeError, ValueError):  # not JSON at all (only from Python, never from a file)
        return False


def _start_state(ruleset: Any, data: Any, players: list[str]) -> Any:
    """Decode a record's start position, or raise RecordError naming `start`."""
    try:
        state = ruleset.state_from_json(data)
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise RecordError("start", f"not a {ruleset.name} position ({exc})") from None
    problems = type_problems(state)
    if problems:
        raise RecordError("start", problems[0].replace("state", "start", 1))
    try:
        if not isinstance(state, GameState):
            raise RecordError("start", f"not a {ruleset.name} position")
        if list(state.players) != players:
            raise RecordError("start", "the position's players differ from the record's players")
        seat = state.current_player
        if seat is not None and not 0 <= seat < len(state.players):
            raise RecordError("start", f"current_player: there is no seat {seat}")
        problems = ruleset.checks.invariants(state) if ruleset.checks.invariants is not None else []
        if not problems and ruleset.checks.reachable is not None:
            problems = ruleset.checks.reachable(state)
        if not problems:
            _probe(ruleset, state)
    except RecordError:
        raise
    except SkywidgetsError as exc:
        problems = [str(exc)]
    except Exception as exc:
        problems = [f"it cannot be played ({type(exc).__name__}: {echo(str(exc))})"]
    if problems:
        raise RecordError("start", "the position is not consistent: " + problems[0])
    return state


def _probe(ruleset: Any, state: Any) -> None:
    """Ask the position everything a session will: its moves, every view, its scores."""
    legal = ruleset.legal_actions(state)
    if not legal and not ruleset.is_over(state):
        raise RecordError("start", "nobody has a move, yet the game is not over")
    for seat in [None, *range(len(state.players))]:
        ruleset.view(state, seat)
    ruleset.scores(state)
