"""Write js/merchants_seas/fixture.json from the real rule model (run from the repo root).

    python js/merchants_seas/make_fixture.py

Each position is the exact trait dict the Python board syncs (skywidgets.widgets.snapshot,
plus the board's own `tables` trait), so the JS tests render what a notebook would show.
"""

from __future__ import annotations

import pathlib
import random
import sys
from collections.abc import Callable

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "testing"))

from fixtures import traits as game_traits
from fixtures import write

from skywidgets.core import Action, Game
from skywidgets.games.terra_mystica.state import PowerOffer
from skywidgets.widgets.merchants_seas import board_tables

OUT = pathlib.Path(__file__).with_name("fixture.json")
PLAYERS = ["ann", "bob", "<b>cy</b>"]


def busy_move(game: Game, chooser: random.Random) -> Action:
    """A seeded random move that prefers ships, trades and building over passing."""
    legal = game.legal()
    state = game.state
    if pending(game, "finish_turn"):  # end the turn at once, drawing no chance: the seeded
        return next(a for a in legal if a.kind == "end_turn")  # games stay as they were
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


def play_until(
    game: Game, chooser: random.Random, done: Callable[[Game], bool], limit: int = 400
) -> None:
    """Play busy seeded moves until `done(game)`."""
    for _ in range(limit):
        if done(game):
            return
        game.play(busy_move(game, chooser))
    raise RuntimeError("position not reached")


def pending(game: Game, kind: str) -> bool:
    """Whether the next decision is a pending one of `kind` ("leech", "ship", "move", ...)."""
    p = game.state.pending
    return bool(p) and p[0].kind == kind


def traded_offer(game: Game) -> bool:
    """Whether the next decision is the power offer to the owner of a traded structure."""
    p = game.state.pending
    return bool(p) and isinstance(p[0], PowerOffer) and p[0].trade


def traits(game: Game, seat: int) -> dict:
    """The synced traits of a MerchantsSeasMap on `game` viewed by `seat`."""
    return {**game_traits(game, seat), "tables": board_tables()}


def positions() -> dict:
    """The named positions (trait dicts) the JS tests render."""
    found: dict = {}
    game = Game("merchants_seas", players=PLAYERS, seed=0)
    found["setup_teacher"] = traits(game, -1)
    found["setup_seat1"] = traits(game, 1)
    chooser = random.Random(0)
    play_until(game, chooser, lambda g: g.state.phase_id == "setup_dock")
    found["dock_teacher"] = traits(game, -1)
    play_until(
        game,
        chooser,
        lambda g: (
            g.state.phase_id == "actions"
            and not g.state.pending
            and any(a.kind == "transform_and_build" for a in g.legal())
        ),
    )
    found["actions_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: pending(g, "ship"))
    found["ship_teacher"] = traits(game, -1)
    play_until(
        game,
        chooser,
        lambda g: (
            pending(g, "move")
            and any(a.kind == "move_ship" and g.state.owner[a.dst] >= 0 for a in g.legal())
        ),
    )
    found["move_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: pending(g, "trade"))
    found["trade_teacher"] = traits(game, -1)
    play_until(game, chooser, traded_offer)
    found["leech_teacher"] = traits(game, -1)
    found["leech_seat"] = traits(game, game.state.current_player)
    play_until(game, chooser, lambda g: g.is_over(), limit=3000)
    found["over_teacher"] = traits(game, -1)
    found.update(more_positions())
    found.update(five_positions())
    return found


def more_positions() -> dict:
    """A second game: power actions on offer, a build (the finish step after it: convert, burn
    or end the turn) and the turn ended, and the Bridge power action (ACT1): its legal bridge
    spots, then one bridge placed."""
    found: dict = {}
    game = Game("merchants_seas", players=PLAYERS[:2], seed=1)
    chooser = random.Random(1)
    play_until(
        game,
        chooser,
        lambda g: (
            g.state.phase_id == "actions"
            and not g.state.pending
            and any(a.kind == "power_action" for a in g.legal())
            and any(a.kind == "transform_and_build" and a.build for a in g.legal())
        ),
    )
    found["power_teacher"] = traits(game, -1)
    found["build_before"] = found["power_teacher"]
    game.play(next(a for a in game.legal() if a.kind == "transform_and_build" and a.build))
    if not pending(game, "finish_turn"):
        raise RuntimeError("the build should leave its seat in the finish step")
    found["finish_teacher"] = traits(game, -1)
    found["finish_seat"] = traits(game, game.state.current_player)
    game.play(next(a for a in game.legal() if a.kind == "end_turn"))
    found["build_after"] = traits(game, -1)
    game.undo()
    game.undo()
    game.play(next(a for a in game.legal() if a.kind == "power_action" and a.id == "ACT1"))
    found["bridge_teacher"] = traits(game, -1)
    game.play(next(a for a in game.legal() if a.kind == "place_bridge"))
    found["bridge_after"] = traits(game, -1)
    return found


def five_positions() -> dict:
    """A five-player game (the default factions: the fifth is the Swarmlings) in round 2's
    actions, and at its end."""
    game = Game("merchants_seas", players=["ann", "bob", "cy", "dee", "eve"], seed=5)
    chooser = random.Random(5)
    play_until(game, chooser, lambda g: g.state.round == 2 and g.state.phase_id == "actions")
    found = {"five_teacher": traits(game, -1)}
    play_until(game, chooser, lambda g: g.is_over(), limit=4000)
    found["five_over"] = traits(game, -1)
    return found


def main() -> None:
    """Build the positions and write them."""
    write(OUT, positions)


if __name__ == "__main__":
    main()
