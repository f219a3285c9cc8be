"""Fit a game's position value (the weights of `value_features`) on seeded self-play games.

    python scripts/train_value.py sky_islands --games 3000 [--seed 0] [--write]
    python scripts/train_value.py traders_air --games 1000 [--seed 0] [--write]
    python scripts/train_value.py sky_towers --games 3000 --relative [--seed 0] [--write]
    python scripts/train_value.py terra_mystica --games 3000 [--seed 0] [--write]
    python scripts/train_value.py merchants_seas --games 3000 [--seed 0] [--write]

Self-play: `skywidgets.sim.play_bots` with every seat played by the game's playout policy
(`Ruleset.coach.rollout`, the policy the search's playouts use) and one move in ten uniformly
random, two to four players. Game g is played from seed `seed + g`, with the bots seeded from
it, so a run gives the same games and the same weights. Every few decisions (a seeded gap of 1
to 6) each seat's terms are recorded with the target: the points that seat went on to gain
beyond its score sheet of that moment. The weights are a ridge regression (numpy, L2 1e-3 per
position), each weight kept to the sign its rule gives it (`value_features.SIGNS`), on the
first 80 % of the games; the last 20 % are held out. Printed for them: R² of the points still
gained, and how often the seat ahead by sheet plus value went on to win, for the fitted
weights and the sheet alone (and, printed only, for the weights in the game's file now).
`--write` writes the fitted weights to the game's `value_weights.json`; `--relative` fits each
seat's gains less the mean of its moment's seats instead (what sets the seats apart: Sky
Towers ships it; for Sky Islands it was tried and not shipped). Also printed and kept: the
value scale whose squashed margin best predicts who won (`calibrated_value_scale`), to set
against the game's `VALUE_SCALE`. For Terra Mystica the same two figures are printed on the
positions of the 49 league games in `tests/fixtures/snellman/` (strong players' games the fit
never saw: the points each seat went on to gain, snellman's winners), for the fitted weights,
the weights in the file now and the sheet alone. `--league-grid TERM` (Merchants of the Seas)
prints those two figures on the league's positions for a base-game term of the expansion's
value at weights 0 to 1: the league checks the terms it has, self-play the rest.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np

from skywidgets.core import get
from skywidgets.sim import play_bots
from skywidgets.snellman.importer import ledger_game, read_any

EXPLORE = 0.1  # share of uniformly random moves in the self-play games
RIDGE = 1e-3
SWEEPS = 500  # coordinate-descent sweeps of the signed fit
HELD_OUT = 0.2
PLAYERS = ("P1", "P2", "P3", "P4")
LEAGUE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "snellman"
LEAGUE_GAP = 4  # every 4th decision of a league game (the seats' terms change slowly)


class PolicyBot:
    """The game's playout policy, with a uniformly random move now and then (seeded)."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def choose(self, ruleset: Any, state: Any) -> Any:
        """A move of the playout policy, or a random legal one (EXPLORE)."""
        if self.random.random() < EXPLORE:
            return self.random.choice(ruleset.legal_actions(state))
        return ruleset.coach.rollout(state, self.random)


Row = tuple[list[float], float]  # a seat's terms, and the points it went on to gain
Moment = tuple[list[Row], list[float], set[int]]  # rows by seat, sheet now, final winners


def game_moments(game: str, seed: int, features: Any) -> list[Moment]:
    """Each seat's terms and points still gained at seeded decisions of one self-play game."""
    ruleset = get(game)
    rng = random.Random(seed)
    players = PLAYERS[: rng.randint(2, 4)]
    played, _ = play_bots(ruleset, players, seed, lambda s: PolicyBot(seed * 7 + s), {})
    sheet = ruleset.scores(played.states[-1])
    final = sheet.totals()
    winners = {players.index(name) for name in sheet.winners}
    moments = []
    gap = rng.randint(1, 6)
    for state in played.states[:-1]:
        if ruleset.is_over(state) or state.current_player is None:
            continue
        gap -= 1
        if gap:
            continue
        gap = rng.randint(1, 6)
        moments.append(moment(ruleset, state, players, final, winners, features))
    return moments


def moment(
    ruleset: Any,
    state: Any,
    players: Any,
    final: dict[str, int],
    winners: set[int],
    features: Any,
) -> Moment:
    """Each seat's terms and the points it went on to gain from `state`, its sheet, the winners."""
    now = ruleset.scores(state).totals()
    rows = []
    for seat, name in enumerate(players):
        terms = features.features(state, seat)
        rows.append(([terms[n] for n in features.NAMES], float(final[name] - now[name])))
    return rows, [float(now[name]) for name in players], winners


def league_moments(features: Any, paths: list[Path] | None = None) -> list[Moment]:
    """Each seat's terms and points still gained at every LEAGUE_GAP-th decision of the league
    games at `paths` (all of LEAGUE by default; Terra Mystica), replayed by the snellman
    importer."""
    ruleset = get("terra_mystica")
    moments = []
    for path in sorted(LEAGUE.glob("*.txt")) if paths is None else paths:
        game = ledger_game(read_any(path))
        final_sheet = ruleset.scores(game.states[-1])
        final = final_sheet.totals()
        players = list(game.states[-1].players)
        winners = {players.index(name) for name in final_sheet.winners}
        for k, state in enumerate(game.states[:-1]):
            if k % LEAGUE_GAP or ruleset.is_over(state) or state.current_player is None:
                continue
            moments.append(moment(ruleset, state, players, final, winners, features))
    return moments


def league_grid(features: Any, weights: dict[str, float], term: str) -> None:
    """Print, for `term` at weights 0 to 1 (the others as in the game's file), how often the
    seat ahead went on to win and R² of the relative gains, on the league games' positions
    with the terms a base game has (`features.base_features`: Merchants of the Seas)."""

    base = SimpleNamespace(NAMES=features.NAMES, features=features.base_features)
    moments = league_moments(base)
    x, y = relative(moments)
    print(f"{len(x)} league positions; {term} at:")
    for k in range(9):
        w = np.array([k / 8 if n == term else weights[n] for n in features.NAMES])
        found, r2 = winners_found(moments, w), r_squared(x, y, w)
        print(f"  {k / 8:5.3f}: winner found {found:.4f}, relative R² {r2:.4f}")


def winners_found(moments: list[Moment], w: np.ndarray) -> float:
    """The share of moments where the seat ahead by sheet plus value went on to win."""
    found = 0
    for rows, now, winners in moments:
        expected = [now[s] + float(np.dot(rows[s][0], w)) for s in range(len(rows))]
        found += expected.index(max(expected)) in winners
    return found / len(moments)


def calibrated_scale(moments: list[Moment], w: np.ndarray) -> float:
    """The value scale whose squashed margin, 0.5 + 0.5 tanh(margin / scale), best predicts
    who wins (the largest log-likelihood on a grid of scales from 1 to 30 points).

    The margin is the seat's sheet plus value less the best rival's, as the search's
    `bots.evaluation.rewards` reads it at a playout's cutoff.
    """
    margins, wins = [], []
    for rows, now, winners in moments:
        expected = [now[s] + float(np.dot(rows[s][0], w)) for s in range(len(rows))]
        for s, mine in enumerate(expected):
            margins.append(mine - max(e for o, e in enumerate(expected) if o != s))
            wins.append((1.0 / len(winners)) if s in winners else 0.0)
    m, y = np.array(margins), np.array(wins)
    best, best_ll = 1.0, -math.inf
    for scale in np.arange(1.0, 30.01, 0.5):
        p = np.clip(0.5 + 0.5 * np.tanh(m / scale), 1e-6, 1 - 1e-6)
        ll = float(np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))
        if ll > best_ll:
            best, best_ll = float(scale), ll
    return best


def absolute(moments: list[Moment]) -> tuple[np.ndarray, np.ndarray]:
    """Every seat's terms and the points it went on to gain."""
    x = np.array([row[0] for rows, _now, _winners in moments for row in rows])
    y = np.array([row[1] for rows, _now, _winners in moments for row in rows])
    return x, y


def relative(moments: list[Moment]) -> tuple[np.ndarray, np.ndarray]:
    """Every seat's terms and points still gained, less the mean over the seats of its moment
    (what sets the seats apart: the search compares margins)."""
    xs, ys = [], []
    for rows, _now, _winners in moments:
        x = np.array([row[0] for row in rows])
        y = np.array([row[1] for row in rows])
        xs.append(x - x.mean(axis=0))
        ys.append(y - y.mean())
    return np.concatenate(xs), np.concatenate(ys)


def signed_ridge(x: np.ndarray, y: np.ndarray, signs: np.ndarray) -> np.ndarray:
    """Ridge regression whose weights keep the signs the rules give them (0: either sign).

    Coordinate descent on the normal equations, each weight clipped at 0 on its wrong side;
    it starts from 0 and has no random step, so it gives the same weights every time.
    """
    a = x.T @ x + RIDGE * len(x) * np.eye(x.shape[1])
    b = x.T @ y
    w = np.zeros(x.shape[1])
    for _sweep in range(SWEEPS):
        for i in range(len(w)):
            w[i] -= (a[i] @ w - b[i]) / a[i, i]
            if signs[i] * w[i] < 0:
                w[i] = 0.0
    return w


def held_fit(x: np.ndarray, y: np.ndarray, signs: np.ndarray, features: Any) -> np.ndarray:
    """The signed ridge fit, with the terms in the game's `value_features.HELD` held at their
    weight there (checked elsewhere: Merchants of the Seas holds the base game's value at 1)."""
    held = getattr(features, "HELD", {})
    fixed = np.array([held.get(n, 0.0) for n in features.NAMES])
    free = np.array([n not in held for n in features.NAMES])
    w = fixed.copy()
    w[free] = signed_ridge(x[:, free], y - x @ fixed, signs[free])
    return w


def r_squared(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    """The share of the target's variance the weights explain."""
    residual = y - x @ w
    return float(1.0 - residual.var() / y.var())


def main() -> None:
    """Play the games, fit the weights, print them with R², and write them with --write."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "game",
        choices=("sky_islands", "sky_towers", "traders_air", "terra_mystica", "merchants_seas"),
    )
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--relative", action="store_true", help="fit gains less the seats' mean")
    parser.add_argument(
        "--league-grid", metavar="TERM", help="a base-game term checked on the league"
    )
    args = parser.parse_args()
    package = f"skywidgets.games.{args.game}"
    features = importlib.import_module(f"{package}.value_features")
    value = importlib.import_module(f"{package}.position_value")
    if args.league_grid:
        league_grid(features, value.WEIGHTS, args.league_grid)
        return
    split = int(args.games * (1 - HELD_OUT))
    train: list[Moment] = []
    test: list[Moment] = []
    for g in range(args.games):
        (train if g < split else test).extend(game_moments(args.game, args.seed + g, features))
    x, y = (relative if args.relative else absolute)(train)
    signs = np.array([features.SIGNS[n] for n in features.NAMES])
    w = held_fit(x, y, signs, features)
    xt, yt = (relative if args.relative else absolute)(test)
    before = np.array([value.WEIGHTS[n] for n in features.NAMES])
    weights = {n: round(float(v), 4) for n, v in zip(features.NAMES, w)}
    fit = {
        "script": "scripts/train_value.py",
        "games": args.games,
        "seed": args.seed,
        "fit": "relative" if args.relative else "absolute",
        "positions": len(x),
        "held_out_positions": len(xt),
        "held_out_r2": round(r_squared(xt, yt, w), 4),
        "held_out_winner_found": round(winners_found(test, w), 4),
        "held_out_winner_found_sheet_only": round(winners_found(test, 0 * w), 4),
        "calibrated_value_scale": calibrated_scale(train, w),
    }
    if getattr(features, "HELD", None):
        fit["held"] = dict(features.HELD)
    print(
        f"the weights in the file now: held-out R² {r_squared(xt, yt, before):.4f}, "
        f"winner found {winners_found(test, before):.4f}"
    )
    if args.game == "terra_mystica":
        league = league_moments(features)
        xl, yl = (relative if args.relative else absolute)(league)
        fit["league_positions"] = len(xl)
        fit["league_r2"] = round(r_squared(xl, yl, w), 4)
        fit["league_winner_found"] = round(winners_found(league, w), 4)
        fit["league_winner_found_sheet_only"] = round(winners_found(league, 0 * w), 4)
        print(
            f"the weights in the file now, league games: R² {r_squared(xl, yl, before):.4f}, "
            f"winner found {winners_found(league, before):.4f}"
        )
    for name, v in weights.items():
        print(f"{name:24} {v:8.4f}")
    print(json.dumps(fit, indent=1))
    if args.write:
        data = {"format": value.FORMAT, "game": args.game, "weights": weights, "trained": fit}
        text = json.dumps(data, indent=1) + "\n"
        value.WEIGHTS_PATH.write_text(text, encoding="utf-8")
        print("wrote", value.WEIGHTS_PATH)


if __name__ == "__main__":
    main()
