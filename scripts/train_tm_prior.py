"""Fit the Terra Mystica league prior to the league ledgers, and measure it on held-out seasons.

    python scripts/train_tm_prior.py                      # train on S60–S64, report S65–S66
    python scripts/train_tm_prior.py --write              # ... and write the shipped weights
    python scripts/train_tm_prior.py --folds              # leave one season out, each season

Every decision of every ledger (`tests/fixtures/snellman/`) is a softmax over its legal moves
(features: skywidgets/games/terra_mystica/prior_features.py); the weights minimise the
players' log loss plus an L2 penalty, by full-batch Adam from zero (deterministic: no random
numbers at all). Needs numpy (a test dependency, through open-spiel); the game itself reads
the weights in plain Python.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from skywidgets.core import IllegalAction
from skywidgets.games.terra_mystica.prior import FORMAT, WEIGHTS_FILE
from skywidgets.games.terra_mystica.prior_features import features
from skywidgets.games.terra_mystica.ruleset import RULESET
from skywidgets.snellman.importer import ledger_game, read_any

ROOT = Path(__file__).resolve().parent.parent
LEDGERS = ROOT / "tests" / "fixtures" / "snellman"
OUT = ROOT / "skywidgets" / "games" / "terra_mystica" / "data" / WEIGHTS_FILE
HELD_OUT = ("S65", "S66")
NOT_MAIN = ("EndTurn", "Convert")  # ending the turn, converting and burning
MIN_COUNT = 3  # a feature seen in fewer training moves gets no weight


@dataclass
class Decision:
    """One decision of a league game: its moves' features and the move the player chose."""

    season: str
    chosen: int
    kinds: list[str]
    feats: list[list[tuple[str, float]]]


def season_of(path: Path) -> str:
    """The league season a ledger belongs to ("S63" for 4pLeague_S63_D1L1_G7)."""
    found = re.search(r"_(S\d+)_", path.name)
    return found.group(1) if found else path.stem


def decisions(paths: list[Path], jobs: int = 1) -> list[Decision]:
    """Every decision with at least two legal moves in the ledgers at `paths` (replayed by
    `jobs` processes; in the ledgers' order either way)."""
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            per_ledger = pool.map(ledger_decisions, paths)
    else:
        per_ledger = [ledger_decisions(path) for path in paths]
    return [d for ds in per_ledger for d in ds]


def ledger_decisions(path: Path) -> list[Decision]:
    """Every decision with at least two legal moves in the ledger at `path`."""
    out: list[Decision] = []
    game = ledger_game(read_any(path))
    for k, played in enumerate(game.actions):
        state = game.states[k]
        legal = RULESET.legal_actions(state)
        seat = state.current_player
        if len(legal) < 2 or seat is None:
            continue
        feats = []
        for action in legal:
            try:
                after = game.states[k + 1] if action == played else RULESET.apply(state, action)
            except IllegalAction:
                after = None
            feats.append(features(state, action, after, seat))
        kinds = [type(a).__name__ for a in legal]
        out.append(Decision(season_of(path), legal.index(played), kinds, feats))
    print(f"  {path.name}: {len(out)} decisions", file=sys.stderr)
    return out


class Matrix:
    """The features of many decisions as flat arrays (entry → move, move → decision)."""

    def __init__(self, ds: list[Decision], index: dict[str, int]) -> None:
        cols, vals, rows, group, chosen = [], [], [], [], []
        move = 0
        for g, d in enumerate(ds):
            chosen.append(move + d.chosen)
            for fs in d.feats:
                for name, value in fs:
                    col = index.get(name)
                    if col is not None and value:
                        cols.append(col)
                        vals.append(value)
                        rows.append(move)
                group.append(g)
                move += 1
        self.cols, self.vals = np.array(cols, dtype=np.int64), np.array(vals)
        self.rows, self.group = np.array(rows, dtype=np.int64), np.array(group, dtype=np.int64)
        self.chosen, self.moves, self.groups = np.array(chosen), move, len(ds)

    def scores(self, w: np.ndarray) -> np.ndarray:
        """Each move's score under weights `w`."""
        return np.bincount(self.rows, weights=w[self.cols] * self.vals, minlength=self.moves)

    def probabilities(self, w: np.ndarray) -> np.ndarray:
        """Each move's probability within its decision."""
        s = self.scores(w)
        top = np.full(self.groups, -np.inf)
        np.maximum.at(top, self.group, s)
        e = np.exp(s - top[self.group])
        return e / np.bincount(self.group, weights=e, minlength=self.groups)[self.group]


def fit(m: Matrix, n: int, l2: float, steps: int) -> np.ndarray:
    """Weights minimising the players' mean log loss + `l2`·|w|² (full-batch Adam)."""
    w, mom, var = np.zeros(n), np.zeros(n), np.zeros(n)
    for t in range(1, steps + 1):
        coef = m.probabilities(w)
        coef[m.chosen] -= 1.0
        grad = np.bincount(m.cols, weights=coef[m.rows] * m.vals, minlength=n) / m.groups
        grad += 2 * l2 * w
        mom = 0.9 * mom + 0.1 * grad
        var = 0.999 * var + 0.001 * grad * grad
        w -= 0.05 * (mom / (1 - 0.9**t)) / (np.sqrt(var / (1 - 0.999**t)) + 1e-8)
    return w


def report(ds: list[Decision], m: Matrix, w: np.ndarray) -> dict[str, object]:
    """Top-1 and top-3 agreement with the players on decisions with ≥ 4 legal moves."""
    p = m.probabilities(w)
    start = 0
    hits: dict[str, Counter[str]] = defaultdict(Counter)
    for d in ds:
        n = len(d.kinds)
        if n >= 4:
            order = np.argsort(-p[start : start + n], kind="stable")
            kind = d.kinds[d.chosen]
            rank = int(np.nonzero(order == d.chosen)[0][0])
            for bucket in ("all", kind) + (("main",) if kind not in NOT_MAIN else ()):
                hits[bucket]["n"] += 1
                hits[bucket]["top1"] += rank == 0
                hits[bucket]["top3"] += rank < 3
        start += n
    return {
        k: {"n": c["n"], "top1": c["top1"] / c["n"], "top3": c["top3"] / c["n"]}
        for k, c in sorted(hits.items(), key=lambda kv: -kv[1]["n"])
    }


def train(train_ds: list[Decision], l2: float, steps: int) -> tuple[dict[str, int], np.ndarray]:
    """The feature index and weights fitted to `train_ds`."""
    seen: Counter[str] = Counter(name for d in train_ds for fs in d.feats for name, _v in fs)
    names = sorted(name for name, c in seen.items() if c >= MIN_COUNT)
    index = {name: k for k, name in enumerate(names)}
    return index, fit(Matrix(train_ds, index), len(index), l2, steps)


def main() -> int:
    """Train, report on held-out seasons, and write the weights when asked."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write the shipped weights (all seasons)")
    ap.add_argument("--folds", action="store_true", help="leave each season out in turn")
    ap.add_argument("--held-out-weights", type=Path, help="write weights trained without S65–S66")
    ap.add_argument("--out", type=Path, default=OUT, help="where --write writes")
    ap.add_argument("--jobs", type=int, default=1, help="processes replaying the ledgers")
    ap.add_argument("--l2", type=float, default=1e-4)
    ap.add_argument("--steps", type=int, default=300)
    args = ap.parse_args()
    ds = decisions(sorted(LEDGERS.glob("*.txt")), args.jobs)
    seasons = sorted({d.season for d in ds})
    folds = [(s,) for s in seasons] if args.folds else [HELD_OUT]
    for held in folds:
        index, w = train([d for d in ds if d.season not in held], args.l2, args.steps)
        test = [d for d in ds if d.season in held]
        print(json.dumps({"held_out": held, **report(test, Matrix(test, index), w)}, indent=1))
    if args.held_out_weights:
        kept = [s for s in seasons if s not in HELD_OUT]
        write(args.held_out_weights, [d for d in ds if d.season in kept], kept, args.l2, args.steps)
    if args.write:
        write(args.out, ds, seasons, args.l2, args.steps)
    return 0


def write(path: Path, ds: list[Decision], seasons: list[str], l2: float, steps: int) -> None:
    """Train on `ds` (the decisions of `seasons`) and write the weights file at `path`."""
    index, w = train(ds, l2, steps)
    table = {name: round(float(w[k]), 4) for name, k in index.items() if abs(w[k]) >= 1e-3}
    data = {"format": FORMAT, "trained_on": seasons, "l2": l2, "steps": steps, "weights": table}
    path.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(table)} weights)")


if __name__ == "__main__":
    raise SystemExit(main())
