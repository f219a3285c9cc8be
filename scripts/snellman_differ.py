"""Seeded random `terra_mystica` games played again in the snellman engine's own rule files.

Usage: python scripts/snellman_differ.py [--games N] [--seed S] [--engine DIR] [--show K]

Each game: a seeded uniformly random league game here (2–5 players, random factions, the
league options), exported as snellman's command list (`skywidgets export snellman`), played
by snellman's engine (`scripts/snellman_engine.pl`), and compared row by row: the ledger
snellman's engine keeps is read back by the importer with every row checked (VP, coins,
workers, priests, power bowls, cults, income, offers — `replay(check=True)`), and the final
VP and cult tracks are compared faction by faction. Prints how
many games snellman accepted and ended identically, and the first differences. A developer's
check (it needs Perl with the engine's modules and the engine's files, by default
`../shared/reference/snellman`); the tests never run it.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from skywidgets.core import Game
from skywidgets.games.terra_mystica.factions import FACTIONS, conflict
from skywidgets.snellman.errors import LedgerError
from skywidgets.snellman.exporter import export_game
from skywidgets.snellman.ledger import parse_ledger
from skywidgets.snellman.replay import replay

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT.parent / "shared" / "reference" / "snellman"
DRIVER = ROOT / "scripts" / "snellman_engine.pl"
LEAGUE = {"variable-turn-order": True, "mini-expansion-1": True, "shipping-bonus": True}
# compared at the end: final VP (resources were turned into VP by then) and cult positions
FIELDS = ("VP", "FIRE", "WATER", "EARTH", "AIR")


def factions_for(rnd: random.Random, n: int) -> list[str]:
    """`n` factions of different home terrains, drawn with `rnd`."""
    names = sorted(FACTIONS)
    while True:
        picked = rnd.sample(names, n)
        if not any(conflict(a, b) for k, a in enumerate(picked) for b in picked[k + 1 :]):
            return picked


def no_priests(game: Game) -> bool:
    """Whether the Darklings' Stronghold turned no worker into a priest: optional here (issue
    29, none when they hold no worker), while snellman waits for the conversion and reads
    "convert 0W to 0P" as 1 — the one difference of snellman's own limits."""
    built = converted = 0
    for state, move in zip(game.states, game.history):
        data = move.to_json()
        if data.get("type") == "upgrade" and data.get("to") == "SH":
            built += state.factions[state.current_player or 0] == "darklings"
        converted += data.get("type") == "darklings_convert" and data.get("n", 0) > 0
    return built > converted


def random_game(seed: int, waits: bool = False) -> Game:
    """A seeded uniformly random league game of `terra_mystica`, played to the end (with
    `waits`: power offers may wait, as on the snellman site)."""
    rnd = random.Random(seed)
    n = 2 + seed % 4
    options = {**LEAGUE, "factions": ",".join(factions_for(rnd, n))}
    if waits:
        options["offers-wait"] = True
    game = Game("terra_mystica", [f"p{k}" for k in range(n)], seed, **options)
    while not game.ruleset.is_over(game.state):
        game.play(rnd.choice(game.ruleset.legal_actions(game.state)))
    return game


def ours(game: Game) -> dict[str, dict[str, int]]:
    """Each faction's final figures here, in the engine's terms (before final scoring)."""
    out = {}
    state = game.state
    for seat in state.seats:
        fire, water, earth, air = seat.cults
        p1, p2, p3 = seat.bowls
        out[seat.faction] = {
            "VP": game.ruleset.scores(state).totals()[state.players[state.seats.index(seat)]],
            "C": seat.coins,
            "W": seat.workers,
            "P": seat.priests,
            "P1": p1,
            "P2": p2,
            "P3": p3,
            "FIRE": fire,
            "WATER": water,
            "EARTH": earth,
            "AIR": air,
        }
    return out


def snellman(text: str, engine: Path) -> dict:
    """The engine's verdict on a command list: its error and each faction's figures."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        run = subprocess.run(
            ["perl", str(DRIVER), str(engine), f.name], capture_output=True, text=True, timeout=120
        )
    finally:
        Path(f.name).unlink()
    if run.returncode:
        return {"error": [run.stderr.strip().splitlines()[-1] if run.stderr else "perl failed"]}
    return json.loads(run.stdout)


def differences(mine: dict, theirs: dict) -> list[str]:
    """Where the two end states differ, as 'faction FIELD ours/theirs'."""
    out = []
    for faction, figures in sorted(mine.items()):
        other = theirs.get(faction, {})
        for field in FIELDS:
            if figures[field] != other.get(field):
                out.append(f"{faction} {field} {figures[field]}/{other.get(field)}")
    return out


def compare(game: Game, verdict: dict) -> tuple[str, str]:
    """("identical", "") or ("different", where): snellman's ledger row by row, then the end."""
    try:
        played = replay(parse_ledger("\n".join(verdict["ledger"]) + "\n"), check=True)
    except LedgerError as exc:
        return "different", f"its ledger does not replay here: {exc}"
    if played.mismatch is not None:
        return "different", str(played.mismatch)
    diff = differences(ours(game), verdict["factions"])
    return ("identical", "") if not diff else ("different", ", ".join(diff[:6]))


def main(argv: list[str] | None = None) -> int:
    """Play the games, compare, print the tally (exit 1 when any game differs)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--engine", type=Path, default=ENGINE)
    ap.add_argument("--show", type=int, default=10, help="differing games to describe")
    ap.add_argument("--waits", action="store_true", help="power offers may wait (offers-wait)")
    args = ap.parse_args(argv)
    tally: Counter[str] = Counter()
    shown = 0
    for seed in range(args.seed, args.seed + args.games):
        game = random_game(seed, args.waits)
        verdict = snellman(export_game(game), args.engine)
        if no_priests(game):
            kind, detail = "limit", "the Darklings took no priests (snellman cannot say 0)"
        elif verdict.get("error"):
            kind, detail = "refused", verdict["error"][0].strip()
        else:
            kind, detail = compare(game, verdict)
        tally[kind] += 1
        if kind != "identical" and shown < args.show:
            shown += 1
            print(f"seed {seed} ({len(game.state.seats)} players): {kind}: {detail}")
    total = sum(tally.values())
    print(
        f"{tally['identical']} of {total} games identical in snellman's engine "
        f"({100 * tally['identical'] / total:.0f} %); refused {tally['refused']}, "
        f"different {tally['different']}; beyond snellman's own limits {tally['limit']}"
    )
    return 0 if tally["identical"] + tally["limit"] == total else 1


if __name__ == "__main__":
    sys.exit(main())
