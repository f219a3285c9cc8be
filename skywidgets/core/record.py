"""Game records (`skywidgets-record/1`): write, read and validate field by field."""

from __future__ import annotations

import json
from typing import Any, Mapping

from .errors import IllegalAction, RecordError
from .registry import UnknownGame, get

FORMAT = "skywidgets-record/1"


def make_record(game: Any) -> dict:
    """The record of a Game session up to its cursor."""
    record = {
        "format": FORMAT,
        "game": game.ruleset.name,
        "options": dict(game.options),
        "players": list(game.players),
        "seed": game.seed,
        "actions": [a.to_json() for a in game.history],
    }
    if getattr(game, "start_position", False):
        record["start"] = game.ruleset.state_to_json(game.states[0])
    if game.is_over():
        sheet = game.scores()
        record["result"] = {"scores": sheet.totals(), "winners": list(sheet.winners)}
    return record


def read_record_file(path: str) -> dict:
    """Read a record file, turning I/O and JSON problems into RecordError."""
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except FileNotFoundError:
        raise RecordError("file", f"no such file: {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError("file", f"cannot read {path}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise RecordError("file", f"not valid JSON (line {exc.lineno}: {exc.msg})") from None


def load_record(record: Mapping[str, Any] | str) -> Any:
    """Replay a record into a Game, checking every field and every action."""
    from .game import Game

    if isinstance(record, str):
        record = read_record_file(record)
    if not isinstance(record, Mapping):
        raise RecordError("record", "a record must be a JSON object")
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
    if (not isinstance(players, list) or not players
            or not all(isinstance(p, str) and p for p in players)
            or len(set(players)) != len(players)):
        raise RecordError("players", "must be a list of distinct player names")
    seed = record.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("seed", "must be a whole number")
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("options", "must be an object")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise RecordError("actions", "must be a list")
    try:
        if "start" in record:
            game = Game.from_state(ruleset, _start_state(ruleset, record["start"], players),
                                   **options)
        else:
            game = Game(ruleset, players=players, seed=seed, **options)
    except IllegalAction as exc:
        raise RecordError("options", exc.reason, rule=exc.rule) from None
    except (TypeError, ValueError) as exc:
        raise RecordError("options", str(exc)) from None
    for index, data in enumerate(actions):
        try:
            game.play(data)
        except IllegalAction as exc:
            raise RecordError("actions", exc.reason, index=index, rule=exc.rule) from None
    result = record.get("result")
    if result is not None:
        if not isinstance(result, Mapping) or not isinstance(result.get("scores"), Mapping):
            raise RecordError("result", "must be an object with 'scores'")
        if not game.is_over():
            raise RecordError("result", "the record has a result but its actions do not end the game")
        totals = game.scores().totals()
        if dict(result["scores"]) != totals:
            raise RecordError("result.scores",
                              f"stored scores {dict(result['scores'])} differ from the replay {totals}")
    return game


def _start_state(ruleset: Any, data: Any, players: list) -> Any:
    """Decode a record's start position, or raise RecordError naming `start`."""
    try:
        state = ruleset.state_from_json(data)
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise RecordError("start", f"not a {ruleset.name} position ({exc})") from None
    if list(getattr(state, "players", ())) != players:
        raise RecordError("start", "the position's players differ from the record's players")
    if ruleset.invariants is not None:
        problems = ruleset.invariants(state)
        if problems:
            raise RecordError("start", "the position is not consistent: " + problems[0])
    return state
