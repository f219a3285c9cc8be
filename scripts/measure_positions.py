"""How often the coach's hint plays an accepted move of a game's coach's positions.

    python scripts/measure_positions.py sky_islands [--seeds 0 1 2 3] [--previous]
    python scripts/measure_positions.py merchants_seas [--seeds 0 1 2 3] [--previous | --league]

Each position of `skywidgets.games.<game>.teaching_positions` is hinted at the default budget
with each seed; prints the misses and the count found. `--previous` asks the coach with the
knowledge it had before issue 28's work (`previous_coach.previous_ruleset`; for Merchants of
the Seas the engine's plain Coach of `terra_mystica/ruleset.py` ENGINE), `--league` (Merchants
of the Seas only) the engine's knowledge with the base game's league prior. In the Terra
Mystica games a hint may first convert or burn; as in their tests, the move judged is the
first one after at most three free conversions.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
from typing import Any

from previous_coach import previous_ruleset

from skywidgets.bots.coach import hint
from skywidgets.core import Action, Game, Ruleset, get
from skywidgets.games.terra_mystica import actions as tm_actions
from skywidgets.games.terra_mystica.prior import LeaguePolicy
from skywidgets.games.terra_mystica.ruleset import ENGINE

ENGINE_GAMES = ("terra_mystica", "merchants_seas")  # hints may convert first


def ruleset_for(game: str, previous: bool, league: bool) -> Ruleset:
    """The game's ruleset with the coach asked for."""
    ruleset = get(game)
    if game == "merchants_seas" and (previous or league):
        coach = ENGINE["coach"]
        if league:
            coach = dataclasses.replace(coach, rollout=LeaguePolicy())
        return dataclasses.replace(ruleset, coach=coach)
    return previous_ruleset(game) if previous else ruleset


def coach_move(ruleset: Ruleset, state: Any, seed: int) -> tuple[Any, Action]:
    """(the state it is played in, the hint's move), after free conversions in Terra Mystica."""
    if ruleset.name not in ENGINE_GAMES:
        return state, hint(ruleset, state, seed=seed).action
    game = Game.from_state(ruleset, state)
    seat = game.state.current_player
    for _ in range(3):
        action = hint(ruleset, game.state, seed=seed).action
        if not isinstance(action, tm_actions.Convert):
            return game.state, action
        game.play(action)
        if game.state.current_player != seat:
            break
    return game.state, hint(ruleset, game.state, seed=seed).action


def main() -> None:
    """Hint every position with every seed and print what was found."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("sky_islands", "traders_air", *ENGINE_GAMES))
    parser.add_argument("--seeds", type=int, nargs="+", default=[0])
    parser.add_argument("--previous", action="store_true")
    parser.add_argument("--league", action="store_true")
    args = parser.parse_args()
    ruleset = ruleset_for(args.game, args.previous, args.league)
    module = importlib.import_module(f"skywidgets.games.{args.game}.teaching_positions")
    found = total = 0
    for position in module.positions():
        for seed in args.seeds:
            state, action = coach_move(ruleset, position.state, seed)
            ok = position.accepts(state, action)
            found += ok
            total += 1
            if not ok:
                print(f"missed {position.name} (seed {seed}): {action.label}")
    print(f"{args.game}: found {found} of {total} ({found / total:.0%})")


if __name__ == "__main__":
    main()
