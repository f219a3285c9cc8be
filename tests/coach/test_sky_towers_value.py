"""Issue 28, item 1: Sky Towers' fitted position value — each evaluator term read as its rule
says, and the modes that keep their own value (Taroma's row, Light's points)."""

from __future__ import annotations

import pytest

from skywidgets.games.sky_towers import position_value as value
from skywidgets.games.sky_towers.positions import build
from skywidgets.games.sky_towers.value_features import can_finish, features, sums_of


def test_finishing_follows_the_play_rules() -> None:
    assert sums_of([2, 3]) == 0b101101  # 0, 2, 3, 5
    assert can_finish((10, 6), (2, 3), frozenset())  # 16 + 2 + 3
    assert not can_finish((10, 6), (2, 2), frozenset())  # 20: never exactly 21
    assert not can_finish((10, 6), (2, 3), frozenset({3}))  # a neighbour's top blocks the 3
    assert not can_finish((5,), (6, 10), frozenset())  # 5 + 6 + 10, but a 10 never covers a card
    assert can_finish((10, 9, 1), (1,), frozenset())  # only a 1 covers a 1: one is enough
    assert not can_finish((10, 7, 1), (1, 1, 2), frozenset())  # three 1s needed: no 2 on a 1
    assert can_finish((10, 7, 1), (1, 1, 1), frozenset())


def test_each_term_counts_what_its_rule_counts() -> None:
    table = build(
        hands={0: [1, 2, 3, 4, 4, 10, 10], 1: [7]},
        towers={0: [[10, 6], [1]], 1: [[3]]},
        completed={0: [[7, 7, 7]]},
        bonuses={"Lucky": 0},
        deck=[5, 5],
    )
    terms = features(table, 0)
    assert terms["finishable"] == 1  # 10 + 6 + 4 + 1 (the 3, Bob's top, is blocked)
    assert terms["stuck_towers"] == 1  # the lone 1 needs 20 more 1s
    assert terms["blocked_cards"] == 1  # the 3 matches Bob's top
    assert terms["tens_without_space"] == 2  # both spaces are taken: a 10 only starts a tower
    assert terms["cards_over_five"] == 2
    assert terms["fours_held"] == 2 and terms["ones_held"] == 1
    assert terms["bonuses_held"] == 1
    assert terms["hand_kites"] == 2 + 2 + 1 + 1 + 1 + 0 + 0
    assert terms["to_act"] == 1 and features(table, 1)["to_act"] == 0
    assert terms["tower_height"] == pytest.approx(16 / 21)  # the stuck tower counts apart


def test_the_value_is_fitted_for_kites_and_kept_for_taroma_and_light() -> None:
    table = build(hands={0: [2, 3]}, towers={0: [[10, 6]]}, deck=[5])
    terms = features(table, 0)
    assert value.evaluate(table, 0) == pytest.approx(
        sum(value.WEIGHTS[n] * terms[n] for n in terms)
    )
    taroma = build("taroma", ("Ann",), row=[(2, False), (3, True), (1, False)], deck=[5])
    assert value.evaluate(taroma, 1) == 2 + 2  # face-down 2 and 1, scored at the end
    light = build("light", ("Ann",), hands={0: [2]}, towers={0: [[10, 6], [1]]}, deck=[5])
    assert value.evaluate(light, 0) == pytest.approx(0.7 * (16 / 21) ** 2 - 1.0)
