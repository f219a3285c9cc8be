"""Write js/sky_islands/fixture.json from the real rule model (run from the repo root).

    python js/sky_islands/make_fixture.py

Each position is the exact trait dict the Python board syncs (skywidgets.widgets.snapshot),
so the JS tests render what a notebook would show.
"""

from __future__ import annotations

import pathlib
import random
import sys
from collections.abc import Callable
from typing import Any

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "testing"))

from fixtures import traits, write

from skywidgets.core import Game
from skywidgets.games.sky_islands import examples
from skywidgets.games.sky_islands.actions import PlaceTile

OUT = pathlib.Path(__file__).with_name("fixture.json")


def play_until(
    game: Game, chooser: random.Random, done: Callable[[Game], bool], limit: int = 400
) -> None:
    """Play seeded random moves (skipping end_building while a build is legal) until `done`."""
    for _ in range(limit):
        if done(game):
            return
        legal = game.legal()
        builds = [a for a in legal if a.kind == "build"]
        game.play(chooser.choice(builds) if builds else chooser.choice(legal))
    raise RuntimeError("position not reached")


def moves(positions: dict[str, Any]) -> None:
    """Pairs one step apart (`<name>_prev`, `<name>`) for the last-move marks and summary."""
    wanted: dict[str, Callable[[Any], bool]] = {
        "moved_place": lambda a: a.kind == "place_tile",
        "moved_tower": lambda a: a.kind == "build" and a.building == "tower",
        "moved_harbour": lambda a: a.kind == "build" and a.building == "harbour",
        "moved_end": lambda a: a.kind == "end_building",
        "moved_exchange": lambda a: a.kind == "exchange",
        "moved_keep": lambda a: a.kind == "keep",
    }
    for seed in range(11, 61):  # seeded games, one after another, until every kind is met
        game = Game("sky_islands", players=["yellow", "red", "blue"], seed=seed)
        chooser = random.Random(seed)
        while wanted and not game.is_over():
            _step_towards(game, chooser, wanted, positions)
        if not wanted:
            return
    raise RuntimeError(f"moves not reached: {sorted(wanted)}")


def _step_towards(
    game: Game,
    chooser: random.Random,
    wanted: dict[str, Callable[[Any], bool]],
    positions: dict[str, Any],
) -> None:
    """One move, of a wanted kind when one is legal; keeps the pair for each kind it meets."""
    legal = game.legal()
    preferred = [a for a in legal if any(w(a) for w in wanted.values())]
    builds = [a for a in legal if a.kind in ("build", "exchange")]
    action = chooser.choice(preferred or builds or legal)
    found = [n for n, w in wanted.items() if w(action)]
    before = traits(game, -1)
    game.play(action)
    for n in found:
        positions[f"{n}_prev"] = before
        positions[n] = traits(game, -1)
        del wanted[n]


def positions() -> dict[str, Any]:
    """The named positions (trait dicts) the JS tests render."""
    players = ["yellow", "red", "<b>blue</b>"]
    positions: dict[str, Any] = {}
    game = Game("sky_islands", players=players, seed=7)
    positions["start_teacher"] = traits(game, -1)
    positions["start_seat1"] = traits(game, 1)
    chooser = random.Random(7)
    play_until(game, chooser, lambda g: g.state.phase_id == "place" and g.step >= 12)
    positions["place_teacher"] = traits(game, -1)
    play_until(
        game,
        chooser,
        lambda g: g.state.phase_id == "build" and any(a.kind == "build" for a in g.legal()),
    )
    positions["build_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: g.state.phase_id == "disposal")
    positions["disposal_teacher"] = traits(game, -1)
    play_until(game, chooser, lambda g: g.is_over(), limit=2000)
    positions["over_teacher"] = traits(game, -1)
    # ② Discarding a hand tile: nothing in yellow's hand fits, so it is revealed to everyone
    discard = Game.from_state("sky_islands", examples.discard_example())
    positions["discard_seat0"] = traits(discard, 0)
    positions["discard_seat1"] = traits(discard, 1)
    moves(positions)
    # a wide end of a 4-player game (14 columns): the letters grow, the pieces must still fit
    wide = Game("sky_islands", players=["yellow", "red", "blue", "green"], seed=4)
    builder = random.Random(4)
    while not wide.is_over():
        legal = wide.legal()
        builds = [a for a in legal if a.kind == "build"]
        wide.play(
            builder.choice(builds) if builds and builder.random() < 0.8 else builder.choice(legal)
        )
    positions["wide_over"] = traits(wide, -1)
    positions["wide_row"] = wide_row()
    return positions


def wide_row() -> Any:
    """A grid 18+ columns wide: every tile placed as far east or west as it may go (the
    board keeps a minimum cell size and scrolls inside its column)."""
    game = Game("sky_islands", players=["yellow", "red", "blue", "green"], seed=5)
    chooser = random.Random(5)
    while True:
        legal = game.legal()
        places = [a for a in legal if isinstance(a, PlaceTile)]
        builds = [a for a in legal if a.kind == "build"]
        if places:
            far = max(abs(a.x) for a in places)
            game.play(chooser.choice([a for a in places if abs(a.x) == far]))
            xs = [tile["x"] for tile in traits(game, -1)["view"]["tiles"]]
            if max(xs) - min(xs) + 1 >= 18:
                return traits(game, -1)
        else:
            game.play(chooser.choice(builds) if builds else chooser.choice(legal))


def main() -> None:
    """Build the positions and write them."""
    write(OUT, positions)


if __name__ == "__main__":
    main()
