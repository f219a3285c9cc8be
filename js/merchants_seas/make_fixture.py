"""Write js/merchants_seas/fixture.json from the real rule model (run from the repo root).

    python js/merchants_seas/make_fixture.py

Each position is the exact trait dict the Python board syncs (skywidgets.widgets.snapshot),
so the JS tests render what a notebook would show. `_data` holds the model's tables the board
repeats in words (trade rewards, home terrains), so the JS tests can check they still agree.
"""

from __future__ import annotations

import pathlib
import random
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "testing"))

from fixtures import traits, write  # noqa: E402

from skywidgets.core import Game  # noqa: E402
from skywidgets.games.merchants_seas import data  # noqa: E402
from skywidgets.games.merchants_seas.factions import FACTIONS  # noqa: E402

OUT = pathlib.Path(__file__).with_name("fixture.json")
PLAYERS = ["ann", "bob", "<b>cy</b>"]


def busy_move(game: Game, chooser: random.Random):
    """A seeded random move that prefers ships, trades and building over passing."""
    legal = game.legal()
    state = game.state
    prefs = [
        (lambda a: a.kind == "move_ship" and state.owner[a.dst] >= 0, 0.9),
        (lambda a: a.kind == "leech", 1.0),
        (lambda a: a.kind == "move_ship", 0.6),
        (lambda a: a.kind == "special" and a.what == "move_ships", 0.6),
        (lambda a: a.kind == "power_action" and a.id in ("ACT7", "ACT8"), 0.5),
        (lambda a: a.kind == "transform_and_build" and a.build, 0.7),
        (lambda a: a.kind == "upgrade", 0.5),
        (lambda a: a.kind not in ("pass", "convert", "finish"), 0.9),
    ]
    for pred, p in prefs:
        found = [a for a in legal if pred(a)]
        if found and chooser.random() < p:
            return chooser.choice(found)
    return chooser.choice(legal)


def play_until(game: Game, chooser: random.Random, done, limit: int = 400) -> None:
    """Play busy seeded moves until `done(game)`."""
    for _ in range(limit):
        if done(game):
            return
        game.play(busy_move(game, chooser))
    raise RuntimeError("position not reached")


def pending(game: Game, kind: str, tag: str | None = None) -> bool:
    """Whether the next decision is a pending one of `kind` (and `tag`)."""
    p = game.state.pending
    return bool(p) and p[0].kind == kind and (tag is None or p[0].tag == tag)


def tables() -> dict:
    """The model's tables the board repeats in words."""
    return {
        "trade_rewards": {s: [vp, [dict(o) for o in opts]]
                          for s, (vp, opts) in data.TRADE_REWARDS.items()},
        "trade_bonus_vp": dict(data.TRADE_BONUS_VP),
        "homes": {name: f.home for name, f in FACTIONS.items()},
        "merchants": sorted(name for name, f in FACTIONS.items() if f.merchants),
        "structures": list(data.STRUCTURES),
        "cults": list(data.CULTS),
        "round_tiles": {str(k): [what, vp, cult, need, dict(reward)]
                        for k, (what, vp, cult, need, reward) in data.ROUND_TILES.items()},
    }


def positions() -> dict:
    """The named positions (trait dicts) the JS tests render."""
    found: dict = {"_data": tables()}
    game = Game("merchants_seas", players=PLAYERS, seed=0)
    found["setup_teacher"] = traits(game, -1)
    found["setup_seat1"] = traits(game, 1)
    chooser = random.Random(0)
    play_until(game, chooser, lambda g: g.state.phase_id == "setup_dock")
    found["dock_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: g.state.phase_id == "actions" and not g.state.pending
               and any(a.kind == "transform_and_build" for a in g.legal()))
    found["actions_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: pending(g, "ship"))
    found["ship_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: pending(g, "move") and any(
        a.kind == "move_ship" and g.state.owner[a.dst] >= 0 for a in g.legal()))
    found["move_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: pending(g, "trade"))
    found["trade_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: pending(g, "leech", "trade"))
    found["leech_teacher"] = traits(game, -1)
    found["leech_seat"] = traits(game, game.state.current_player)
    play_until(game, chooser, lambda g: g.is_over(), limit=3000)
    found["over_teacher"] = traits(game, -1)
    return found


def main() -> None:
    """Build the positions and write them."""
    write(OUT, positions)


if __name__ == "__main__":
    main()
