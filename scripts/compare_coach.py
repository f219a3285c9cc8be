"""The coach's search with the fitted knowledge against the same search with the previous one.

    python scripts/compare_coach.py sky_islands --games 40 [--seed 0] [--iterations 200]

Two-player games; game g is seeded `seed + g` and the new coach takes seat g % 2, so each
seat is played equally often by each side. Both sides are `MCTSBot` at the same budget (the
hint's default), seeded per game and seat; only the Ruleset's coach knowledge differs
(`previous_coach.previous_ruleset`). Prints the new coach's win share with one standard
error, and both sides' mean points.
"""

from __future__ import annotations

import argparse
import math
from typing import Any

from previous_coach import previous_ruleset

from skywidgets.bots.mcts import DEFAULT_ITERATIONS, MCTSBot
from skywidgets.core import Action, Ruleset, get
from skywidgets.sim import play_bots


class Side:
    """An MCTS bot that searches with its own Ruleset (its own coach knowledge)."""

    def __init__(self, ruleset: Ruleset, seed: int, iterations: int) -> None:
        self.ruleset = ruleset
        self.bot = MCTSBot(seed, iterations=iterations)

    def choose(self, _ruleset: Ruleset, state: Any) -> Action:
        """The search's move, with this side's knowledge."""
        return self.bot.choose(self.ruleset, state)


def main() -> None:
    """Play the games and print the new coach's win share."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("sky_islands", "sky_towers", "traders_air"))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    args = parser.parse_args()
    new, old = get(args.game), previous_ruleset(args.game)
    share = 0.0
    points = [0, 0]  # new, previous
    for g in range(args.games):
        seed = args.seed + g
        mine = g % 2
        sides = [Side(new if s == mine else old, seed * 101 + s, args.iterations) for s in (0, 1)]
        game, _ = play_bots(new, ("A", "B"), seed, sides.__getitem__, {})  # the seat's side
        sheet = new.scores(game.state)
        totals = sheet.totals()
        names = ("A", "B")
        if names[mine] in sheet.winners:
            share += 1 / len(sheet.winners)
        points[0] += totals[names[mine]]
        points[1] += totals[names[1 - mine]]
        new_points, old_points = totals[names[mine]], totals[names[1 - mine]]
        print(f"game {g}: new {new_points}, previous {old_points}", flush=True)
    p = share / args.games
    error = math.sqrt(p * (1 - p) / args.games)
    print(
        f"{args.game}: new coach wins {p:.1%} ± {error:.1%} of {args.games} games; mean points "
        f"{points[0] / args.games:.1f} against {points[1] / args.games:.1f}"
    )


if __name__ == "__main__":
    main()
