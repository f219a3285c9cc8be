"""Write js/traders_air/fixture.json from the real rule model (run from the repo root).

    python js/traders_air/make_fixture.py

Each position is the exact trait dict the Python board syncs (skywidgets.widgets.snapshot),
so the JS tests render what a notebook would show.
"""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "testing"))

from fixtures import traits, write

from skywidgets.core import Game
from skywidgets.games.traders_air import CollectIncome, Sell
from skywidgets.games.traders_air.examples import EXAMPLES, final_scoring_state
from skywidgets.games.traders_air.positions import build_position

OUT = pathlib.Path(__file__).with_name("fixture.json")
PLAYERS = ["Ann", "Michael", "<b>Marianne</b>"]


def positions() -> dict:
    """The named positions (trait dicts) the JS tests render."""
    found: dict = {}
    game = Game("traders_air", players=PLAYERS, seed=0)
    found["income_teacher"] = traits(game, -1)
    game.play(CollectIncome())
    found["actions_teacher"] = traits(game, -1)
    found["actions_seat1"] = traits(game, 1)
    sale = EXAMPLES["michael_sale"]()
    found["sell_teacher"] = traits(Game.from_state("traders_air", sale.start), -1)
    after = Game.from_state("traders_air", sale.start)
    after.play(Sell(tuple(sale.start.seats[1].goods)))
    found["losses_teacher"] = traits(after, -1)
    found["contracts_teacher"] = traits(
        Game.from_state("traders_air", EXAMPLES["marianne_contracts"]().start), -1
    )
    contractors = build_position(
        ["Ann", "Michael"],
        turn_player="Ann",
        ship="Thespian",
        money={"Ann": 2},
        removed_colours=("purple", "green"),
        goods={"Ann": ["O2", "B1"]},
        mats={"Ann": "Contractors", "Michael": "Windriders"},
    )
    found["contractors_teacher"] = traits(Game.from_state("traders_air", contractors), -1)
    compass = Game("traders_air", players=PLAYERS, seed=1, compass=True)
    compass.play(CollectIncome())
    found["compass_teacher"] = traits(compass, -1)
    found["over_teacher"] = traits(Game.from_state("traders_air", final_scoring_state()), -1)
    return found


def main() -> None:
    """Build the positions and write them."""
    write(OUT, positions)


if __name__ == "__main__":
    main()
