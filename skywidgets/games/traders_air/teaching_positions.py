"""Coach's positions for Traders of the Air: a table, the idea it teaches, the rule it cites
and the moves it accepts (`teaching_checks`), for tutorials and for the coach's test
(tests/coach/test_positions_found.py).

Every table is built by `positions.build_position` (board side A, purple out of a three-player
game, two colours out of a two-player one) in mid-game: sold pairs and contracts for everyone
(`teaching_tables.table`). Ann decides unless the position says otherwise. Selling is taught
in the last round (the end triggered), where a sale's points are certain: earlier, this
game's markers also buy contracts (a 3 is three of them), and the coach weighs that against
a sale.
"""

from __future__ import annotations

from skywidgets.core.teaching import Position as Position

from .state import State
from .teaching_checks import (
    buys,
    contracts_with,
    does_not_end,
    loses_the_lowest,
    moves_to,
    sells,
)
from .teaching_tables import TWO, after_sale, last_round, table

BUY = "Traders 4.3.3 — Purchasing goods: the majority buys for free"
SELL = "Traders 4.3.3 — Selling goods"
LOSSES = "Traders 4.3.3 — Selling goods: losses"
SET_UP = "Traders 4.3.3 — Setting up guild contracts"
MOVE = "Traders 4.3.2 — Moving the steamship"
TAXES = "Traders 4.4 — Taxes and tolls: at most 3 sky dollars"
SCORING = "Traders 6 — Scoring"


def buying_positions() -> list[Position[State]]:
    """Purchasing: the free buy where you hold the majority."""
    return [
        Position(
            "free-buy-for-a-pair",
            "Ann holds the majority at Thespian: her purchase there is free; take the pair.",
            BUY,
            table(
                ship="Thespian",
                money={"Ann": 1},
                goods={"Ann": ["O1"]},
                spaces={"Thespian": ["O2", "W1"]},
                contracts={"Thespian": {"Ann": 3, "Michael": 1}, "Downington": {"Ann": 1}},
            ),
            buys("O"),
        ),
        Position(
            "free-buy-without-money",
            "No dollars left, but Ann's majority at Stockgard makes a purchase there free.",
            BUY,
            table(
                ship="Stockgard",
                goods={"Ann": ["G2"]},
                spaces={"Stockgard": ["G3", "Y1"]},
                contracts={"Stockgard": {"Ann": 2, "Marianne": 1}, "Rev'all": {"Ann": 1}},
            ),
            buys("G", "Y"),
        ),
        Position(
            "free-buy-in-two",
            "Two players: Ann's majority at Downington makes a purchase there free; buy.",
            BUY,
            table(
                TWO,
                ship="Downington",
                money={"Ann": 1},
                goods={"Ann": ["O3"]},
                spaces={"Downington": ["O1", "G3"]},
                contracts={"Downington": {"Ann": 2, "Michael": 1}, "Nemesis": {"Ann": 1}},
            ),
            buys("O", "G"),
        ),
        Position(
            "spend-before-taxes",
            "Six dollars, and taxes keep three: spend the rest on a marker or a move.",
            TAXES,
            table(
                ship="New Copenhagen",
                money={"Ann": 6},
                goods={"Ann": ["B1"]},
                spaces={"New Copenhagen": ["B3", "W1"]},
                contracts={"New Copenhagen": {"Michael": 2}},
            ),
            does_not_end,
        ),
        Position(
            "spend-before-taxes-in-two",
            "Two players, five dollars: whatever taxes would take, spend it now.",
            TAXES,
            table(
                TWO,
                ship="Thespian",
                money={"Ann": 5},
                goods={"Ann": ["G1"]},
                spaces={"Thespian": ["G2", "O1"]},
                contracts={"Thespian": {"Michael": 1}},
            ),
            does_not_end,
        ),
    ]


def selling_positions() -> list[Position[State]]:
    """Selling in the last round: a sale's points are certain, and a rival's sale costs you."""
    return [
        Position(
            "sell-everything-at-the-end",
            "Marianne's last turn: every marker sold scores its number again; sell both pairs.",
            SCORING,
            last_round(
                turn_player="Marianne",
                ship="Aleborg",
                money={"Marianne": 1},
                goods={"Marianne": ["Y2", "Y3", "B1", "B2"]},
                sold={"Michael": ["W2", "W2", "B3", "B3"]},
                contracts={"Aleborg": {"Marianne": 2}},
            ),
            sells("Y", "B"),
        ),
        Position(
            "sell-two-colours-at-once",
            "Two pairs, one city: a sale may take several colours for a single contract.",
            SELL,
            last_round(
                turn_player="Marianne",
                ship="Rev'all",
                money={"Marianne": 1},
                goods={"Marianne": ["O1", "O2", "W2", "W3"]},
                sold={"Michael": ["W2", "W2", "O3", "O3", "B3", "B3"]},
                contracts={"Rev'all": {"Marianne": 2}},
            ),
            sells("O", "W"),
        ),
        Position(
            "sell-before-michael",
            "Michael also holds brown and sells after Ann: sell now, or lose one to his sale.",
            LOSSES,
            last_round(
                ship="Nemesis",
                goods={"Ann": ["B2", "B3"], "Michael": ["B1", "B2"]},
                sold={"Michael": []},
                contracts={"Nemesis": {"Ann": 2}, "Aleborg": {"Michael": 2}},
            ),
            sells("B"),
        ),
        Position(
            "sell-before-marianne",
            "Marianne holds orange too: Ann's sale first costs Marianne, not Ann.",
            LOSSES,
            last_round(
                ship="Downington",
                money={"Ann": 1},
                goods={"Ann": ["O1", "O3", "W1"], "Marianne": ["O2", "O3"]},
                sold={"Ann": ["Y2", "Y2", "Y3"]},
                contracts={"Downington": {"Ann": 2, "Michael": 1}},
            ),
            sells("O"),
        ),
        Position(
            "sell-your-pair-in-two",
            "Two players, the last round: Michael's white pair is worth its numbers only sold.",
            SELL,
            table(
                TWO,
                ending=True,
                first_to_last="Ann",
                turn_player="Michael",
                ship="Stockgard",
                goods={"Michael": ["W2", "W3"], "Ann": ["W1"]},
                sold={"Ann": ["B2", "B2", "G3", "G3", "O3"]},
                contracts={"Stockgard": {"Michael": 2, "Ann": 1}},
            ),
            sells("W"),
        ),
        Position(
            "move-with-the-wind-to-sell",
            "A white pair and contracts at Thespian, one dollar away with the wind: go and sell.",
            MOVE,
            last_round(
                turn_player="Marianne",
                ship="New Copenhagen",
                money={"Marianne": 1},
                goods={"Marianne": ["W2", "W3"]},
                sold={"Michael": ["W2", "W2", "B3", "B3"]},
                contracts={
                    "Thespian": {"Marianne": 2},
                    "New Copenhagen": {"Michael": 2, "Marianne": 1},
                    "Downington": {"Michael": 1, "Marianne": 1},
                },
            ),
            moves_to("Thespian"),
        ),
        Position(
            "sell-both-pairs-in-two",
            "Two players, Michael's last turn: both pairs sold score their numbers; sell them.",
            SCORING,
            table(
                TWO,
                ending=True,
                first_to_last="Ann",
                turn_player="Michael",
                ship="Stockgard",
                goods={"Michael": ["O1", "O2", "G2", "G3"]},
                sold={"Ann": ["B2", "B2", "B3", "B3", "W3"]},
                contracts={"Stockgard": {"Michael": 2, "Ann": 1}},
            ),
            sells("O", "G"),
        ),
    ]


def contract_positions() -> list[Position[State]]:
    """Contracts: a single marker buys influence; keep the pairs for selling."""
    return [
        Position(
            "take-the-majority",
            "Michael leads Downington 2 to 1: Ann's green 2 takes the majority and the free buys.",
            SET_UP,
            table(
                ship="Downington",
                money={"Ann": 1},
                goods={"Ann": ["G2"]},
                spaces={"Downington": ["W1"]},
                contracts={"Downington": {"Michael": 2, "Ann": 1}},
            ),
            contracts_with("G"),
        ),
        Position(
            "take-the-majority-in-two",
            "Two players: Michael leads Nemesis 2 to 1; Ann's orange 3 turns it her way.",
            SET_UP,
            table(
                TWO,
                ship="Nemesis",
                money={"Ann": 1},
                goods={"Ann": ["O3"]},
                spaces={"Nemesis": ["G1"]},
                contracts={"Nemesis": {"Michael": 2, "Ann": 1}},
            ),
            contracts_with("O"),
        ),
        Position(
            "a-monopoly-city",
            "Nobody trades at Brightwater: Ann's contracts there are a monopoly (4 points).",
            SCORING,
            table(
                ship="Brightwater",
                money={"Ann": 1},
                goods={"Ann": ["Y3"]},
                contracts={"Brightwater": {}, "Thespian": {"Ann": 1, "Michael": 1}},
            ),
            contracts_with("Y"),
        ),
        Position(
            "a-monopoly-in-two",
            "Two players: nobody trades at Aleborg yet; Ann's brown 3 opens a monopoly there.",
            SCORING,
            table(
                TWO,
                ship="Aleborg",
                money={"Ann": 1},
                goods={"Ann": ["B3"]},
                contracts={"Thespian": {"Michael": 1}},
            ),
            contracts_with("B"),
        ),
        Position(
            "spend-the-single",
            "Two white and a green 3: the green sets up three contracts; the whites stay a pair.",
            SET_UP,
            table(
                ship="Aleborg",
                money={"Ann": 1},
                goods={"Ann": ["W1", "W2", "G3"]},
                contracts={"Aleborg": {"Marianne": 1}},
            ),
            contracts_with("G"),
        ),
    ]


def loss_positions() -> list[Position[State]]:
    """Losses: lose the marker worth least."""
    return [
        Position(
            "lose-the-cheaper-brown",
            "Michael sold brown: Ann must lose one of hers; lose the 2, keep the 3.",
            LOSSES,
            after_sale(
                "Michael",
                ["B1", "B2"],
                ship="Downington",
                goods={"Michael": ["B1", "B2"], "Ann": ["B2", "B3", "W1"]},
                contracts={"Downington": {"Michael": 1}},
            ),
            loses_the_lowest,
        ),
        Position(
            "lose-the-cheaper-white",
            "Michael sold white: Ann loses one of hers; keep the 3, worth most sold or spent.",
            LOSSES,
            after_sale(
                "Michael",
                ["W2", "W3"],
                ship="Thespian",
                goods={"Michael": ["W2", "W3"], "Ann": ["W1", "W3", "G2"]},
                contracts={"Thespian": {"Michael": 2}},
            ),
            loses_the_lowest,
        ),
        Position(
            "lose-the-cheaper-in-two",
            "Two players: Michael sold green; Ann loses her green 2 and keeps the 3.",
            LOSSES,
            after_sale(
                "Michael",
                ["G1", "G2"],
                players=TWO,
                ship="Thespian",
                goods={"Michael": ["G1", "G2"], "Ann": ["G2", "G3", "O1"]},
                contracts={"Thespian": {"Michael": 2}},
            ),
            loses_the_lowest,
        ),
    ]


def positions() -> list[Position[State]]:
    """The teaching positions: buying, selling, contracts, then losses."""
    return [
        *buying_positions(),
        *selling_positions(),
        *contract_positions(),
        *loss_positions(),
    ]
