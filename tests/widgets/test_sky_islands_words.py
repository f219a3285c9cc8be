"""The Sky Islands board's hover rules use the rule model's own words (js/sky_islands/rules.js)."""

from __future__ import annotations

import pathlib

import pytest

from skywidgets.games.sky_islands import (
    building,
    gains,
    income,
    placing,
    scoring,
    stock_disposal,
)

RULES_JS = pathlib.Path(__file__).resolve().parents[2] / "js" / "sky_islands" / "rules.js"

CITED = [
    value
    for module in (placing, gains, building, stock_disposal, income)
    for name, value in sorted(vars(module).items())
    if name.startswith("RULE_") and isinstance(value, str)
] + [scoring.RULE_CLOSED]


def js_words() -> str:
    """rules.js with its string concatenations joined, so a phrase split over lines is found."""
    text = RULES_JS.read_text(encoding="utf-8")
    return text.replace('" +\n    "', "").replace('` +\n    "', "").replace('" +\n    `', "")


def test_the_rule_model_cites_what_the_board_words_cover() -> None:
    """Sanity: the rule texts are found (and there are enough of them to matter)."""
    assert len(CITED) >= 20
    assert all(" — " in rule for rule in CITED)


@pytest.mark.parametrize("rule", CITED)
def test_each_rule_phrase_appears_in_the_hover_texts(rule: str) -> None:
    """Each rule the model cites (after 'Sky Islands ② — ') is worded the same on hover."""
    phrase = rule.split(" — ", 1)[1]
    assert phrase in js_words(), phrase
