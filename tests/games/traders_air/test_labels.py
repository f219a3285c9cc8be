"""Move labels and error words number warehouse spaces as the rulebook's board does (2.1):
every space carries its city's number, Thespian's spaces "1" ... Brightwater's "9"."""

import pytest

from skywidgets.core import IllegalAction
from skywidgets.games.traders_air import apply
from skywidgets.games.traders_air.actions import Purchase, space_name
from skywidgets.games.traders_air.rules import legal_actions

from .helpers import PLAYERS, build_position


def test_a_purchase_names_the_space_number_the_board_draws():
    assert Purchase(0).label == "buy the goods marker on warehouse space 1 (Thespian, first of 2)"
    assert Purchase(13).label == "buy the goods marker on warehouse space 9 (Brightwater)"
    assert space_name(-1) == "warehouse space -1 (no such space)"
    assert space_name(True) == "warehouse space True (no such space)"


def test_a_space_carries_its_citys_number_on_both_sides():
    """Nemesis is city 5: its one space on side A (API index 7) and its three on side B."""
    assert space_name(7) == "warehouse space 5 (Nemesis)"
    assert space_name(4) == "warehouse space 3 (New Copenhagen, second of 2)"
    assert space_name(8, "B") == "warehouse space 5 (Nemesis, second of 3)"
    assert space_name(13, "B") == "warehouse space 8 (Lindholm)"


def test_no_legal_label_says_space_0():
    state = build_position(
        PLAYERS, ship="Thespian", money={"Ann": 2}, spaces={"Thespian": ["O3", "B1"]}
    )
    labels = [a.label for a in legal_actions(state) if isinstance(a, Purchase)]
    assert labels == [
        "buy the goods marker on warehouse space 1 (Thespian, first of 2)",
        "buy the goods marker on warehouse space 1 (Thespian, second of 2)",
    ]


def test_errors_name_the_space_as_drawn_and_its_city():
    state = build_position(
        PLAYERS, ship="New Copenhagen", money={"Ann": 2}, spaces={"Thespian": ["W1"]}
    )
    with pytest.raises(IllegalAction) as away:
        apply(state, Purchase(0))
    assert "warehouse space 1 (Thespian, first of 2) is not in New Copenhagen" in away.value.reason
    with pytest.raises(IllegalAction) as empty:
        apply(state, Purchase(3))
    assert empty.value.reason.endswith("warehouse space 3 (New Copenhagen, first of 2) is empty")
    with pytest.raises(IllegalAction) as unknown:
        apply(state, Purchase(99))
    assert "warehouse space 99 (no such space) is not in" in unknown.value.reason


@pytest.mark.cpython_only("the board's snapshot needs ipywidgets")
def test_boards_logs_and_hints_name_the_goods_on_the_space():
    """Ruleset.label words a purchase by what lies on its space (public), everywhere it shows."""
    from skywidgets.core import Game
    from skywidgets.widgets.snapshot import legal_entries, log_entries

    game = Game("traders_air", players=["Ann", "Bob"], seed=2)
    game.play(game.legal()[0])  # income
    buys = [e["label"] for e in legal_entries(game, -1) if e["type"] == "purchase"]
    assert buys == [
        "buy purple 3 (P3) from warehouse space 3 (New Copenhagen, first of 2)",
        "buy white 2 (W2) from warehouse space 3 (New Copenhagen, second of 2)",
    ]
    purchase = next(a for a in game.legal() if isinstance(a, Purchase))
    game.play(purchase)
    assert log_entries(game)[-1]["label"] == (
        "buy purple 3 (P3) from warehouse space 3 (New Copenhagen, first of 2)"
    )
    assert game.ruleset.label(game.state, Purchase(3)) == Purchase(3).label  # now empty


def test_a_hint_names_the_goods_it_buys():
    from skywidgets.core import Game

    game = Game("traders_air", players=["Ann", "Bob"], seed=2)
    game.play(game.legal()[0])
    hint = game.hint(iterations=60)
    words = [a.words for a in hint.alternatives]
    assert all("goods marker on" not in w for w in words)
    assert hint.to_json()["label"] == words[0]
    assert any(w.startswith("buy ") and ("(P3)" in w or "(W2)" in w) for w in words)
