"""Fit Terra Mystica's position value on the league games with seasons held out: would strong
players' games teach better weights than the rules of thumb in `value_weights.json`?

    python scripts/league_value_folds.py [--anchor 0.01 1.0]

Data: every 4th decision of the 49 league games in `tests/fixtures/snellman/`
(`train_value.league_moments`): each seat's evaluator terms, its sheet, and the game's
winners. Model: a conditional logit over a moment's seats, the chance that seat s wins being
softmax_s(a · (sheet_s + w · terms_s)) — the fit asks for the weights that best tell who will
win, the question the search asks of a value. The weights start at the file's and are pulled
back to them by an L2 penalty (`--anchor`, per standardised term), each kept to its rule's sign;
full-batch Adam, no random step, so a run gives the same figures. Folds: S60 + S61, S62 + S63,
S64, S65 + S66, each fitted on the other seasons. Printed, pooled over the folds: the share of
held-out moments whose seat ahead by sheet plus value won, and the mean log-likelihood of the
winners, for the fitted weights and for the file's (its temperature fitted on the same
training seasons).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from train_value import LEAGUE, Moment, league_moments, winners_found

from skywidgets.games.terra_mystica import position_value, value_features

FOLDS = (("S60", "S61"), ("S62", "S63"), ("S64",), ("S65", "S66"))
STEPS = 1500
SEATS = 5  # the most seats of a Terra Mystica game: moments are padded to it


def season_moments() -> dict[str, list[Moment]]:
    """The league moments by season, in the ledgers' order."""
    out: dict[str, list[Moment]] = {}
    for path in sorted(LEAGUE.glob("*.txt")):
        found = re.search(r"_(S\d+)_", path.name)
        season = found.group(1) if found else path.stem
        out.setdefault(season, []).extend(league_moments(value_features, [path]))
    return out


def arrays(moments: list[Moment]) -> tuple[np.ndarray, ...]:
    """Terms (moment, seat, term), sheets, winner shares and a seat mask, padded to SEATS."""
    k = len(value_features.NAMES)
    x, sheet = np.zeros((len(moments), SEATS, k)), np.zeros((len(moments), SEATS))
    won, mask = np.zeros((len(moments), SEATS)), np.zeros((len(moments), SEATS))
    for m, (rows, now, winners) in enumerate(moments):
        for s, (terms, _gain) in enumerate(rows):
            x[m, s], sheet[m, s], mask[m, s] = terms, now[s], 1.0
            won[m, s] = 1.0 / len(winners) if s in winners else 0.0
    return x, sheet, won, mask


def chances(x: np.ndarray, sheet: np.ndarray, mask: np.ndarray, w: np.ndarray, a: float):
    """Each seat's chance of winning under weights w and inverse temperature a."""
    u = np.where(mask > 0, a * (sheet + x @ w), -1e9)
    e = np.exp(u - u.max(axis=1, keepdims=True)) * mask
    return e / e.sum(axis=1, keepdims=True)


def log_likelihood(moments: list[Moment], w: np.ndarray, a: float) -> float:
    """The mean log-likelihood of the winners of `moments`."""
    x, sheet, won, mask = arrays(moments)
    return float((won * np.log(chances(x, sheet, mask, w, a) + 1e-12)).sum(axis=1).mean())


def temperature(moments: list[Moment], w: np.ndarray) -> float:
    """The inverse temperature that best fits weights `w` (a grid search)."""
    grid = np.arange(0.01, 0.3, 0.005)
    return float(max(grid, key=lambda a: log_likelihood(moments, w, a)))


def fit(moments: list[Moment], anchor: float) -> tuple[np.ndarray, float]:
    """Weights (in VP per term) and inverse temperature fitted on `moments`, from the file's."""
    start = np.array([position_value.WEIGHTS[n] for n in value_features.NAMES])
    signs = np.array([value_features.SIGNS[n] for n in value_features.NAMES])
    x, sheet, won, mask = arrays(moments)
    scale = x.reshape(-1, x.shape[2]).std(axis=0) + 1e-9
    a = temperature(moments, start)
    d = np.zeros_like(start)  # the change, in standardised units
    first, second = np.zeros_like(d), np.zeros_like(d)
    for t in range(1, STEPS + 1):
        w = start + d / scale
        grad = (chances(x, sheet, mask, w, a) - won)[:, :, None] * a * (x / scale)
        g = grad.sum(axis=1).mean(axis=0) + anchor * d
        first, second = 0.9 * first + 0.1 * g, 0.999 * second + 0.001 * g * g
        d -= 0.01 * (first / (1 - 0.9**t)) / (np.sqrt(second / (1 - 0.999**t)) + 1e-8)
        d = np.where(signs * (start + d / scale) < 0, -start * scale, d)
    w = start + d / scale
    return w, temperature(moments, w)


def main() -> None:
    """Fit on each fold's other seasons and print the pooled held-out figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--anchor", type=float, nargs="+", default=[0.01, 1.0])
    args = parser.parse_args()
    by_season = season_moments()
    before = np.array([position_value.WEIGHTS[n] for n in value_features.NAMES])
    for anchor in args.anchor:
        n = found = found_before = ll = ll_before = 0.0
        for held in FOLDS:
            train = [m for s, ms in by_season.items() if s not in held for m in ms]
            test = [m for s in held for m in by_season.get(s, [])]
            w, a = fit(train, anchor)
            n += len(test)
            found += winners_found(test, w) * len(test)
            found_before += winners_found(test, before) * len(test)
            ll += log_likelihood(test, w, a) * len(test)
            ll_before += log_likelihood(test, before, temperature(train, before)) * len(test)
        print(
            f"anchor {anchor:g}: {int(n)} held-out moments; winner found {found / n:.4f} "
            f"(the file's weights {found_before / n:.4f}); log-likelihood {ll / n:.4f} "
            f"(the file's {ll_before / n:.4f})"
        )


if __name__ == "__main__":
    main()
