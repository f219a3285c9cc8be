"""How often the Terra Mystica coach's hint is the move a league player made, on held-out seasons.

    python scripts/train_tm_prior.py --held-out-weights /tmp/held_out.json
    python scripts/measure_coach_league.py /tmp/held_out.json [--every 10] [--iterations N]

The weights must have been trained without the seasons measured (`--held-out-weights` trains
on every season but S65–S66); the hint then searches with that prior (the shipped policy
otherwise) at its default budget, on every `--every`-th decision with at least four legal
moves of the held-out ledgers. Prints top-1 agreement overall, on main decisions and by kind,
each with its standard error; `--dump` also writes every measured decision's search (visits,
values and prior of each root move) as JSON lines, to study a choice rule without searching
again.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from train_tm_prior import HELD_OUT, LEDGERS, NOT_MAIN, season_of

from skywidgets.bots.coach import search
from skywidgets.core import Action
from skywidgets.core.registry import Ruleset
from skywidgets.games.terra_mystica.prior import LeaguePolicy, read_weights
from skywidgets.games.terra_mystica.ruleset import ENGINE, RULESET
from skywidgets.snellman.importer import ledger_game, read_any


def held_out_decisions(every: int, shard: tuple[int, int]) -> Any:
    """(ledger, move number, state, played) of every `every`-th decision with ≥ 4 legal moves
    of the held-out seasons (only those of `shard` = (k, n): the k-th of every n)."""
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
            if seen % every == 0 and (seen // every) % shard[1] == shard[0]:
                yield path.name, k, state, played


def record(ruleset: Ruleset, state: Any, k: int, played: Action, budget: int | None) -> dict:
    """The hint's search at one decision: each root move's visits, value and prior."""
    stats = search(ruleset, state, state.current_player, iterations=budget, seed=k)
    prior_of = getattr(ruleset.coach.rollout, "prior", None)
    legal = [s.action for s in stats]
    prior = prior_of(state, state.current_player, legal) if prior_of else {}
    return {
        "kind": type(played).__name__,
        "hit": stats[0].action == played,
        "moves": [
            [
                repr(s.action),
                type(s.action).__name__,
                s.visits,
                round(s.value, 4),
                round(prior.get(s.action, 0.0), 4),
                s.action == played,
            ]
            for s in stats
        ],
    }


def summary(records: list[dict]) -> dict[str, dict[str, float]]:
    """Top-1 agreement (and its standard error) overall, on main decisions and by kind."""
    hits: dict[str, Counter[str]] = defaultdict(Counter)
    for r in records:
        for bucket in ("all", r["kind"]) + (("main",) if r["kind"] not in NOT_MAIN else ()):
            hits[bucket]["n"] += 1
            hits[bucket]["top1"] += r["hit"]
    out = {}
    for name, c in sorted(hits.items(), key=lambda kv: -kv[1]["n"]):
        p = c["top1"] / c["n"]
        out[name] = {
            "n": c["n"],
            "top1": round(p, 3),
            "se": round(math.sqrt(p * (1 - p) / c["n"]), 3),
        }
    return out


def main() -> int:
    """Measure the hint's agreement with the players of the held-out seasons."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("weights", type=Path, help="weights trained without the held-out seasons")
    ap.add_argument("--every", type=int, default=10, help="measure every N-th decision")
    ap.add_argument("--no-prior", action="store_true", help="search with the engine's policy only")
    ap.add_argument("--prior-weight", type=float, default=None, help="the prior's PUCT weight")
    ap.add_argument("--iterations", type=int, default=None, help="the hint's budget")
    ap.add_argument("--shard", default="0/1", help="k/n: measure only the k-th of every n")
    ap.add_argument("--dump", type=Path, help="write each decision's search as JSON lines")
    args = ap.parse_args()
    table = read_weights(args.weights.read_text("utf-8"), args.weights.name)
    policy = ENGINE["coach"].rollout if args.no_prior else LeaguePolicy(table)
    if args.prior_weight is not None and not args.no_prior:
        policy.prior_weight = args.prior_weight
    ruleset = dataclasses.replace(RULESET, coach=dataclasses.replace(RULESET.coach, rollout=policy))
    k_of, n_of = (int(x) for x in args.shard.split("/"))
    records = []
    for name, k, state, played in held_out_decisions(args.every, (k_of, n_of)):
        records.append(
            {"ledger": name, "k": k, **record(ruleset, state, k, played, args.iterations)}
        )
        if args.dump:
            with args.dump.open("a", encoding="utf-8") as out:
                out.write(json.dumps(records[-1]) + "\n")
    print(json.dumps(summary(records), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
