"""Write js/sky_towers/fixture.json from the real rule model (run from the repo root).

    python js/sky_towers/make_fixture.py

Each position is the exact trait dict a Python SkyTowersTable syncs (its extra trait
`card_faces` included), so the JS tests render what a notebook would show.
"""

from __future__ import annotations

import json
import pathlib
import random
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "testing"))

from fixtures import write

from skywidgets.core import Game
from skywidgets.games.sky_towers import examples
from skywidgets.games.sky_towers.positions import build
from skywidgets.widgets import SkyTowersTable

OUT = pathlib.Path(__file__).with_name("fixture.json")
TRAITS = (
    "game_name",
    "title",
    "players",
    "seat",
    "view",
    "legal",
    "current_player",
    "phase",
    "phase_id",
    "phases",
    "scores",
    "history",
    "step",
    "can_undo",
    "can_redo",
    "over",
    "error",
    "hint",
    "has_automaton",
    "card_faces",
)


def traits(table: SkyTowersTable) -> dict:
    """The synced traits of a table (JSON round trip, as the front end receives them)."""
    return json.loads(json.dumps({name: getattr(table, name) for name in TRAITS}))


def both(positions: dict, name: str, table: SkyTowersTable, seat: int) -> None:
    """Store the teacher's table and one seat's view of the same game."""
    positions[f"{name}_teacher"] = traits(table)
    positions[f"{name}_seat{seat}"] = traits(SkyTowersTable(game=table.game, seat=seat))


def play_random(game: Game, seed: int, limit: int = 3000) -> None:
    """Seeded random moves (the automaton for Taroma) until the game ends."""
    chooser = random.Random(seed)
    for _ in range(limit):
        if game.is_over():
            return
        if game.play_automaton() is None:
            game.play(chooser.choice(game.legal()))
    raise RuntimeError("the game did not end")


def positions() -> dict:
    """The named positions (trait dicts) the JS tests render."""
    out: dict = {}
    start = SkyTowersTable(players=["Ann", "<b>Bob</b>"], seed=3)
    both(out, "start", start, 1)
    blocked = build(
        players=("Ann", "Bob"),
        hands={0: [3, 4, 7, 8, 10], 1: [2, 5]},
        towers={0: [[10, 2], [10, 5]], 1: [[7], [2]]},
        deck=[3, 3, 2],
    )
    out["blocked_teacher"] = traits(SkyTowersTable.at(blocked))
    out["fours_teacher"] = traits(SkyTowersTable.at(examples.effect_4().state))
    out["eight_teacher"] = traits(SkyTowersTable.at(examples.effect_8_9().state))
    ex = examples.effect_5()
    five = SkyTowersTable.at(ex.state)
    five.play(ex.moves[0])
    both(out, "put_back", five, 1)
    ex = examples.effect_6()
    six = SkyTowersTable.at(ex.state)
    six.play(ex.moves[0])
    out["six_teacher"] = traits(six)
    ex = examples.final_round()
    last = SkyTowersTable.at(ex.state)
    last.play(ex.moves[0])
    out["final_round_teacher"] = traits(last)
    out["light_teacher"] = traits(SkyTowersTable.at(examples.light().state))
    light = SkyTowersTable(players=["Sol"], seed=5, mode="light")
    play_random(light.game, 5)
    out["light_over"] = traits(light)
    taroma = SkyTowersTable(players=["Kim"], seed=2, mode="taroma")
    both(out, "taroma", taroma, 0)
    taroma.play_bot()
    both(out, "taroma_after", taroma, 0)
    flip = SkyTowersTable.at(examples.taroma_1e().state)
    flip.play_bot()
    out["taroma_1e_teacher"] = traits(flip)
    moves(out)
    over = SkyTowersTable(players=["Ann", "Bob", "Cy"], seed=4)
    play_random(over.game, 4)
    out["over_teacher"] = traits(over)
    return out


def pair(out: dict, name: str, table: SkyTowersTable, action: dict) -> None:
    """Store the table before and after one move (`<name>_before`, `<name>_after`)."""
    out[f"{name}_before"] = traits(table)
    table.play(action)
    out[f"{name}_after"] = traits(table)


def moves(out: dict) -> None:
    """Before/after pairs for the last-move marks and the turn summary."""
    lucky = build(
        players=("Ann", "Bob"),
        hands={0: [2, 3, 5, 7], 1: [2, 6, 9]},
        towers={0: [[7, 7], [10]], 1: [[3], []]},
        deck=[4, 3, 2, 8],
    )
    play = {"type": "play", "card": 7, "count": 1, "owner": 0, "tower": 0}
    pair(out, "lucky", SkyTowersTable.at(lucky), play)
    pair(out, "draw", SkyTowersTable(players=["Ann", "Bob"], seed=3), {"type": "draw"})
    ret = build(
        players=("Ann", "Bob"),
        hands={0: [2, 3], 1: [2, 6]},
        towers={0: [[10, 2], [5]], 1: [[3], []]},
        deck=[4, 3, 2, 8],
        actions_left=1,
    )
    pair(out, "return", SkyTowersTable.at(ret), {"type": "return_tower", "tower": 0})


def main() -> None:
    """Build the positions and write them."""
    write(OUT, positions)


if __name__ == "__main__":
    main()
