"""Write js/traders_air/fixture.json from the real rule model (run from the repo root).

    python js/traders_air/make_fixture.py

Each position is the exact trait dict the Python board syncs (skywidgets.widgets.snapshot),
so the JS tests render what a notebook would show.
"""

from __future__ import annotations

import pathlib
import sys
from typing import Any, cast

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "testing"))

from fixtures import traits, write

from skywidgets.bots import RandomBot
from skywidgets.core import Action, Game
from skywidgets.games.traders_air import CollectIncome, Lose, Sell
from skywidgets.games.traders_air.examples import EXAMPLES, final_scoring_state
from skywidgets.games.traders_air.positions import build_position
from skywidgets.games.traders_air.state import State

OUT = pathlib.Path(__file__).with_name("fixture.json")
PLAYERS = ["Ann", "Michael", "<b>Marianne</b>"]


def positions() -> dict[str, Any]:
    """The named positions (trait dicts) the JS tests render."""
    found: dict[str, Any] = {}
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
    found["steps"] = steps()
    return found


def _pair(game: Game, action: Action, why: str) -> dict[str, Any]:
    """The teacher's view before and after one action (what the turn summary compares)."""
    before = _lean(game.view(None))
    game.play(action)
    return {
        "why": why,
        "label": game.actions[-1].label,
        "before": before,
        "after": _lean(game.view(None)),
    }


def _lean(view: dict[str, Any]) -> dict[str, Any]:
    """The teacher's view without the supply stacks' contents (only their heights matter here)."""
    return {**view, "supply": [{"count": entry["count"]} for entry in view["supply"]]}


def steps() -> list[dict[str, Any]]:
    """One step of every kind, each as the view before and after (the last-move tests)."""
    out: list[dict[str, Any]] = []
    game = Game("traders_air", players=PLAYERS, seed=0)
    bot = RandomBot(seed=1)
    wanted = {
        "collect_income": "income, then the forced skip of replenishing",
        "purchase": "a purchase paid to the bank",
        "move": "the steamship moves with the wind",
        "set_up_contracts": "goods spent on guild contracts",
        "end_actions": "the end of the actions phase",
        "pay_taxes": "taxes and tolls, the next player's turn",
        "replenish": "empty warehouse spaces replenished",
        "skip_replenish": "no replenishing",
    }
    while wanted and not game.is_over():
        action = bot.choose(game.ruleset, game.state)
        why = wanted.pop(action.kind, None)
        if why is None:
            game.play(action)
        else:
            out.append(_pair(game, action, why))
    sale = EXAMPLES["michael_sale"]()
    game = Game.from_state("traders_air", sale.start)
    out.append(_pair(game, Sell(tuple(sale.start.seats[1].goods)), "a sale and its losses"))
    state = cast(State, game.state)
    loser = state.seats[state.pending[0][0]].goods
    lost = next(m for m in loser if Lose(m) in game.legal())
    out.append(_pair(game, Lose(lost), "a chosen loss"))
    return out


def main() -> None:
    """Build the positions and write them."""
    write(OUT, positions)


if __name__ == "__main__":
    main()
