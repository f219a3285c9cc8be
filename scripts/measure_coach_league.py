"""How often the Terra Mystica coach's hint is the move a league player made, on held-out seasons.

    python scripts/train_tm_prior.py --held-out-weights /tmp/held_out.json
    python scripts/measure_coach_league.py /tmp/held_out.json [--every 10] [--iterations N]

The weights must have been trained without the seasons measured (`--held-out-weights` trains
on every season but S65–S66); the hint then searches with that prior (the shipped policy
otherwise) at its default budget, on every `--every`-th decision with at least four legal
moves of the held-out ledgers. Prints top-1 agreement overall, on main decisions and by kind.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from collections import Counter, defaultdict
from pathlib import Path

from train_tm_prior import HELD_OUT, LEDGERS, NOT_MAIN, season_of

from skywidgets.bots.coach import hint
from skywidgets.games.terra_mystica.prior import LeaguePolicy, read_weights
from skywidgets.games.terra_mystica.ruleset import ENGINE, RULESET
from skywidgets.snellman.importer import ledger_game, read_any


def main() -> int:
    """Measure the hint's agreement with the players of the held-out seasons."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("weights", type=Path, help="weights trained without the held-out seasons")
    ap.add_argument("--every", type=int, default=10, help="measure every N-th decision")
    ap.add_argument("--no-prior", action="store_true", help="search with the engine's policy only")
    ap.add_argument("--prior-weight", type=float, default=10.0, help="the prior's PUCT weight")
    ap.add_argument("--iterations", type=int, default=None, help="the hint's budget")
    args = ap.parse_args()
    table = read_weights(args.weights.read_text("utf-8"), args.weights.name)
    policy = ENGINE["coach"].rollout if args.no_prior else LeaguePolicy(table, args.prior_weight)
    ruleset = dataclasses.replace(RULESET, coach=dataclasses.replace(RULESET.coach, rollout=policy))
    hits: dict[str, Counter[str]] = defaultdict(Counter)
    seen = 0
    for path in sorted(LEDGERS.glob("*.txt")):
        if season_of(path) not in HELD_OUT:
            continue
        game = ledger_game(read_any(path))
        for k, played in enumerate(game.actions):
            state = game.states[k]
            if len(RULESET.legal_actions(state)) < 4:
                continue
            seen += 1
            if seen % args.every:
                continue
            budget = {} if args.iterations is None else {"iterations": args.iterations}
            best = hint(ruleset, state, state.current_player, seed=k, **budget).action
            kind = type(played).__name__
            for bucket in ("all", kind) + (("main",) if kind not in NOT_MAIN else ()):
                hits[bucket]["n"] += 1
                hits[bucket]["top1"] += best == played
    table_out = {k: {"n": c["n"], "top1": round(c["top1"] / c["n"], 3)} for k, c in hits.items()}
    print(json.dumps(dict(sorted(table_out.items(), key=lambda kv: -kv[1]["n"])), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
