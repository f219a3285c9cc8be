"""Seeded random `terra_mystica` games and the export/import round trip (test_export*.py)."""

from __future__ import annotations

import random
from typing import Any

from skywidgets.core import Game
from skywidgets.snellman.exporter import export_game
from skywidgets.snellman.gamefile import parse_game_file
from skywidgets.snellman.importer import ledger_game

LEAGUE = {
    "variable-turn-order": True,
    "mini-expansion-1": True,
    "shipping-bonus": True,
    "temple-scoring-tile": True,
}
SNELLMAN = {"offers-wait": True, "cult-step-back": True}  # snellman's own moves
# State fields a round trip may change: the record's names, seed and options (the import
# names players by faction, has no seed, and turns snellman's own behaviours on)
METADATA = ("players", "seed", "options")


def players_for(seed: int) -> int:
    """2 to 5 players, each count with every option set of `options_for`."""
    return 2 + (seed // 4) % 4


def options_for(seed: int) -> dict[str, Any]:
    """A faction mix and option set by seed: base, league, league with snellman's moves
    (and now and then a faction that leaves the game)."""
    kind = seed % 4
    if kind == 0:
        return {}
    if kind == 1:
        return dict(LEAGUE)
    if kind == 2:
        return {**LEAGUE, **SNELLMAN}
    return {**LEAGUE, **SNELLMAN, "drop-faction": True, "errata-cultist-power": False}


def random_game(seed: int, players: int, options: dict[str, Any]) -> Game:
    """A seeded random game to its end: mostly the engine's playout policy (it builds, founds
    towns, uses special actions), one move in five uniformly random; a faction leaves the
    game one time in twenty it may."""
    game = Game("terra_mystica", [f"p{i}" for i in range(players)], seed, **options)
    rules, rng = game.ruleset, random.Random(seed)
    assert rules.coach.rollout is not None
    while not game.is_over():
        legal = rules.legal_actions(game.state)
        move = rules.coach.rollout(game.state, rng) if rng.random() < 0.8 else rng.choice(legal)
        if move.kind == "leave_game" and rng.random() > 0.05:
            move = next(a for a in legal if a.kind != "leave_game")
        game.play(move)
    return game


def round_trip(game: Game) -> str | None:
    """What differs after export then import: None when the moves and the last state are
    the same (the record's names, seed and options aside)."""
    again = ledger_game(parse_game_file(export_game(game)))
    moves = [m.to_json() for m in game.history]
    back = [m.to_json() for m in again.history]
    if moves != back:
        k = next((i for i, (a, b) in enumerate(zip(moves, back)) if a != b), len(back))
        return f"move {k}: {moves[k - 1 : k + 2]} became {back[k - 1 : k + 2]}"
    first, last = (_state(g) for g in (game, again))
    if first != last:
        return "the last states differ: " + ", ".join(k for k in first if first[k] != last[k])
    return None


def _state(game: Game) -> dict[str, Any]:
    data = game.ruleset.state_to_json(game.state)
    return {k: v for k, v in data.items() if k not in METADATA}


def alchemists_digging_first(seed: int = 2) -> Game:
    """A game where the Alchemists (with their Stronghold) dig as an action of its own and
    then transform with those spades at once (no conversion between)."""
    game = Game("terra_mystica", ["a", "b", "c"], seed, factions="alchemists,witches,nomads")
    rules, rng = game.ruleset, random.Random(seed)
    assert rules.coach.rollout is not None
    dug = False
    while not game.is_over():
        legal = rules.legal_actions(game.state)
        if not dug and any(a.kind == "dig" for a in legal):
            move, dug = next(a for a in legal if a.kind == "dig"), True
        elif game.history and game.history[-1].kind == "dig":
            move = next(a for a in legal if a.kind == "transform_and_build")
        else:
            move = rules.coach.rollout(game.state, rng) if rng.random() < 0.8 else rng.choice(legal)
        game.play(move)
    assert dug
    return game


def last_states(game: Game) -> tuple[dict[str, Any], dict[str, Any]]:
    """The last state of a game and of its export imported again (metadata aside)."""
    return _state(game), _state(ledger_game(parse_game_file(export_game(game))))
