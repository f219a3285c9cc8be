"""Named positions and worked examples for the tutorial (each with its documented result)."""

from __future__ import annotations

import dataclasses

from . import board, data
from .scoring import owner_offer, pass_bonus_for_trades, trade_reward
from .setup import new_game
from .state import State

H = board.BY_NAME


def pass_bonus_five_markers() -> int:
    """New air favor: passing with 5 trade markers on the board scores 3 VP."""
    return pass_bonus_for_trades(5)


def trade_with_each_structure() -> dict[str, dict[str, int]]:
    """The reward of a trade with each structure type (first option of each "/" choice)."""
    return {s: trade_reward(s, 0) for s in data.STRUCTURES}


def power_for_vp_decision() -> tuple[int, int]:
    """Trading with a Stronghold whose owner has bowls 1/4/7 and 10 VP: (power, VP cost).

    The Stronghold's power value is 3; the bowls can take 2×1 + 4 = 6, so the owner may take
    all 3 power for 2 VP, or decline both."""
    return owner_offer("SH", (1, 4, 7), 10)


def trading_position() -> State:
    """Witches (A) with a ship on the river next to the Nomads' (B) Trading house at C1.

    A takes the Shipyard board's Move Ships action, moves onto C1, and trades: 3 VP and a
    choice of 3 coins or 1 worker + 1 coin; B may then take 2 power for 1 VP."""
    s = new_game(["A", "B"], seed=0, factions="witches,nomads")
    owner, building = list(s.owner), list(s.building)
    for name, seat, struct in (("A3", 0, "D"), ("C1", 1, "TP"), ("B1", 1, "D")):
        owner[H[name]], building[H[name]] = seat, struct
    seats = list(s.seats)
    seats[0] = dataclasses.replace(seats[0], ships=(board.INDEX[(1, 1)],), shipping=1,
                                   dock=H["A3"], bonus="BON3")
    seats[1] = dataclasses.replace(seats[1], bonus="BON5")
    return dataclasses.replace(s, owner=tuple(owner), building=tuple(building),
                               step="actions", round=1, turn=0, queue=(),
                               bonus_pool=(("BON1", 0), ("BON2", 0), ("BON4", 0)),
                               seats=tuple(seats))


EXAMPLES = {
    "pass bonus for 5 trade markers": (pass_bonus_five_markers, 3),
    "power for VP when trading with a Stronghold": (power_for_vp_decision, (3, 2)),
}
