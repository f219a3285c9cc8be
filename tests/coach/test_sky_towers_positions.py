"""Issue 28, item 3: Sky Towers teaching positions, and reasons that cite the rulebook's tips."""

from __future__ import annotations

import pytest

from skywidgets.core import Game, get
from skywidgets.games.sky_towers.actions import Play
from skywidgets.games.sky_towers.data import BONUS_KITES, BONUS_NAMES
from skywidgets.games.sky_towers.explain import explain
from skywidgets.games.sky_towers.positions import build
from skywidgets.games.sky_towers.scoring import tower_kites
from skywidgets.games.sky_towers.teaching_positions import coach_turn, positions
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


def coached_turn(state) -> list:
    """The coach's turn at its default budget from `state`: each hint with its table."""
    hints = []

    def choose(table):
        hints.append(Game.from_state(RS, table).hint())
        return hints[-1].action

    turn = coach_turn(state, choose, RS.apply)
    return [(table, hint) for (table, _), hint in zip(turn, hints, strict=True)]


@pytest.fixture(scope="module")
def turns() -> dict[str, list]:
    """The coach's turn at its default budget from every position."""
    return {p.name: coached_turn(p.state) for p in POSITIONS}


@pytest.fixture(scope="module")
def hints(turns) -> dict[str, object]:
    """The coach's hint at its default budget for every position (its turn's first)."""
    return {name: turn[0][1] for name, turn in turns.items()}


def test_the_coach_finds_the_accepted_move_in_nine_of_ten(turns) -> None:
    found = [
        p.name
        for p in POSITIONS
        if p.found_in([(state, hint.action) for state, hint in turns[p.name]])
    ]
    missed = sorted({p.name for p in POSITIONS} - set(found))
    assert len(found) >= 0.9 * len(POSITIONS), missed


def test_a_turn_is_judged_whole() -> None:
    finish = next(p for p in POSITIONS if p.name == "finish-with-the-1")
    play_6, finish_1 = Play(6, 1, 0, 1), Play(1, 1, 0, 0)
    after = RS.apply(finish.state, play_6)
    assert after.current_player == 0  # the turn's second action
    assert finish.found_in([(finish.state, play_6), (after, finish_1)])  # either order
    assert not finish.found_in([(finish.state, play_6)])
    keep = next(p for p in POSITIONS if p.name == "do-not-bury-a-tower")
    assert keep.avoids and not finish.avoids
    wasted = Play(1, 1, 0, 0)
    draw = next(a for a in RS.legal_actions(keep.state) if not isinstance(a, Play))
    assert keep.found_in([(keep.state, draw)])
    assert not keep.found_in([(keep.state, draw), (keep.state, wasted)])  # one wasted 1 fails it
    assert not keep.found_in([])


def test_the_coach_turn_stops_when_the_seat_changes() -> None:
    start = next(p for p in POSITIONS if p.name == "start-with-the-10").state
    seen = []

    def draw_always(state):
        seen.append(state.current_player)
        return next(a for a in RS.legal_actions(state) if not isinstance(a, Play))

    turn = coach_turn(start, draw_always, RS.apply)
    assert len(turn) == 2 and seen == [0, 0]  # two actions, then Bob's turn


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


def kites(state, seat: int) -> int:
    """The seat's kites so far: completed towers and bonus cards (How to Win)."""
    towers = sum(tower_kites(cards) for cards in state.seats[seat].completed)
    return towers + sum(
        BONUS_KITES[name]
        for name, owner in zip(BONUS_NAMES, state.bonus_owner, strict=True)
        if owner == seat
    )


def turns_from(state) -> list[tuple[list, object]]:
    """Every way the seat to move can play out its turn: the moves and the table after them."""
    seat, number = state.current_player, state.turn
    if state.over or (state.current_player, state.turn) != (seat, number):
        return [([], state)]
    out = []
    for action in RS.legal_actions(state):
        after = RS.apply(state, action)
        if after.over or (after.current_player, after.turn) != (seat, number):
            out.append(([action], after))
        else:
            out += [([action, *rest], end) for rest, end in turns_from(after)]
    return out


LAST_TURNS = [p for p in POSITIONS if p.state.final_round and p.state.mode == "multiplayer"]


@pytest.mark.parametrize("position", LAST_TURNS, ids=lambda p: p.name)
def test_a_last_turn_position_is_won_only_with_its_accepted_move(position) -> None:
    """Its lesson is the right answer: Ann's best last turn plays the accepted move, and every
    turn without it ends with fewer kites (Bob cannot score in his own last turn)."""
    ann = position.state.current_player
    bob_kites = kites(position.state, 1 - ann)
    best = {}
    for moves, end in turns_from(position.state):
        found = any(position.accepts(s, a) for s, a in zip(replay(position.state, moves), moves))
        best[found] = max(best.get(found, -1), kites(end, ann))
    assert best[True] > bob_kites, position.name
    assert best.get(False, -1) < best[True], position.name


def replay(state, moves: list) -> list:
    """The tables the moves are played on, in order."""
    tables = []
    for action in moves:
        tables.append(state)
        state = RS.apply(state, action)
    return tables
