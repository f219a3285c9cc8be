"""How often the coach's hint plays an accepted move of a game's coach's positions.

    python scripts/measure_positions.py sky_islands [--seeds 0 1 2 3] [--previous]

Each position of `skywidgets.games.<game>.teaching_positions` is hinted at the default budget
with each seed; prints the misses and the count found. `--previous` asks the coach with the
knowledge it had before the fitted position values (`previous_coach.previous_ruleset`).
"""

from __future__ import annotations

import argparse
import importlib

from previous_coach import previous_ruleset

from skywidgets.bots.coach import hint
from skywidgets.core import get


def main() -> None:
    """Hint every position with every seed and print what was found."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("sky_islands", "traders_air"))
    parser.add_argument("--seeds", type=int, nargs="+", default=[0])
    parser.add_argument("--previous", action="store_true")
    args = parser.parse_args()
    ruleset = previous_ruleset(args.game) if args.previous else get(args.game)
    module = importlib.import_module(f"skywidgets.games.{args.game}.teaching_positions")
    found = total = 0
    for position in module.positions():
        for seed in args.seeds:
            advice = hint(ruleset, position.state, seed=seed)
            ok = position.accepts(position.state, advice.action)
            found += ok
            total += 1
            if not ok:
                print(f"missed {position.name} (seed {seed}): {advice.action.label}")
    print(f"{args.game}: found {found} of {total} ({found / total:.0%})")


if __name__ == "__main__":
    main()
