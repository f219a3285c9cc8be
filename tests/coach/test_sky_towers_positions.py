"""Issue 28, item 3: Sky Towers teaching positions, and reasons that cite the rulebook's tips."""

from __future__ import annotations

import pytest

from skywidgets.core import Game, get
from skywidgets.games.sky_towers.actions import Play
from skywidgets.games.sky_towers.explain import explain
from skywidgets.games.sky_towers.positions import build
from skywidgets.games.sky_towers.teaching_positions import positions
from skywidgets.games.sky_towers.tips import tip_for

RS = get("sky_towers")

POSITIONS = positions()
TIPS = ("Effects: 1", "Effects: 4", "Effects: 5", "Effects: 8, 9", "Effects: 10", "How to Win")


def test_the_positions_are_many_and_well_formed() -> None:
    assert len(POSITIONS) >= 20
    assert len({p.name for p in POSITIONS}) == len(POSITIONS)
    assert {p.state.mode for p in POSITIONS} == {"multiplayer", "light", "taroma"}
    for tip in TIPS:
        assert sum(tip in p.rule for p in POSITIONS) >= 2, tip
    for p in POSITIONS:
        legal = RS.legal_actions(p.state)
        accepted = [a for a in legal if p.accepts(p.state, a)]
        assert accepted, p.name
        assert len(accepted) < len(legal), f"{p.name} accepts every move"
        assert p.idea.endswith((".", ")")) and len(p.idea) > 30


@pytest.fixture(scope="module")
def hints() -> dict[str, object]:
    """The coach's hint at its default budget for every position."""
    return {p.name: Game.from_state(RS, p.state).hint() for p in POSITIONS}


def test_the_coach_finds_the_accepted_move_in_nine_of_ten(hints) -> None:
    found = [p.name for p in POSITIONS if p.accepts(p.state, hints[p.name].action)]
    missed = sorted({p.name for p in POSITIONS} - set(found))
    assert len(found) >= 0.9 * len(POSITIONS), missed


def test_a_hint_that_follows_a_tip_quotes_it(hints) -> None:
    quoted = 0
    for p in POSITIONS:
        hint = hints[p.name]
        seat = p.state.current_player
        if isinstance(hint.action, Play) and tip_for(p.state, seat, hint.action) is not None:
            assert "the rulebook's tip for the" in hint.why, p.name
            quoted += 1
    assert quoted >= 10


def test_a_wasted_one_is_told_with_the_tip() -> None:
    table = build(hands={0: [1, 3], 1: [5]}, towers={0: [[10, 5]]}, deck=[2, 2])
    play = Play(1, 1, 0, 0)
    text = explain(table, play, RS.apply(table, play), 0)
    assert "now only 5 more 1s can finish it and you keep none" in text
    assert '"Play these later, to complete a tower" (Sky Towers — Effects: 1)' in text
    light = build(mode="light", players=("Ann",), hands={0: [1, 10]}, deck=[2])
    play = Play(1, 1, 0, 0)
    assert "(Sky Towers — Light Effects)" in explain(light, play, RS.apply(light, play), 0)


def test_other_tips_are_quoted_when_they_apply() -> None:
    table = build(
        hands={0: [4, 4, 5, 8, 10, 7], 1: [2, 2, 3, 3, 6, 6, 9]},
        towers={1: [[7]]},
        deck=[2, 2],
    )
    said = {
        a: explain(table, a, RS.apply(table, a), 0)
        for a in RS.legal_actions(table)
        if isinstance(a, Play)
    }
    assert "Hold on to your 4 cards" in said[Play(4, 2, 0, 0)]
    assert "Hold on to your 4 cards" not in said[Play(4, 1, 0, 0)]
    assert "the others must put back 2 cards" in said[Play(5, 1, 0, 0)]
    assert "it covers the 7 that blocks your 7s" in said[Play(8, 1, 1, 0)]
    assert "Play or discard it as soon as you can" in said[Play(10, 1, 0, 0)]
