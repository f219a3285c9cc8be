"""The coach on every game: hints that are legal, explained, ranked and fair; reviews of records."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from skywidgets.bots import CoachError, Hint, RandomBot, check_spec, make_bot
from skywidgets.bots.coach import about_as_good
from skywidgets.bots.spec import BotSpecError
from skywidgets.core import Game, get, load_record
from tests.test_golden_records import RECORDS as RECORD_FILES

RECORDS = {path.stem: path for path in RECORD_FILES}

VARIANTS = [
    ("sky_islands", {}, ["Ann", "Bob"]),
    ("sky_towers", {"mode": "multiplayer"}, ["Ann", "Bob"]),
    ("sky_towers", {"mode": "light"}, ["Ann"]),
    ("sky_towers", {"mode": "taroma"}, ["Ann"]),
    ("traders_air", {}, ["Ann", "Bob"]),
    ("merchants_seas", {}, ["Ann", "Bob"]),
]
IDS = [f"{name}-{opts.get('mode', 'default')}" for name, opts, _ in VARIANTS]


def positions(name: str, options: dict, players: list[str], seed: int, count: int) -> list[Game]:
    """Games played by random bots to `count` different depths, each at a seat's decision."""
    out = []
    for depth in range(count):
        game = Game(name, players=players, seed=seed + depth, **options)
        bot = RandomBot(seed + depth)
        for _ in range(depth * 7):
            if game.is_over():
                break
            game.play(bot.choose(game.ruleset, game.state))
        while not game.is_over() and game.ruleset.automaton and game.play_automaton():
            pass
        if not game.is_over():
            out.append(game)
    return out


@pytest.mark.parametrize(("name", "options", "players"), VARIANTS, ids=IDS)
def test_hint_is_legal_explained_and_ranked(name: str, options: dict, players: list[str]) -> None:
    for game in positions(name, options, players, seed=11, count=3):
        legal = game.legal()
        hint = game.hint(iterations=24, seed=1)
        assert isinstance(hint, Hint)
        assert hint.action in legal
        assert hint.seat == game.state.current_player
        assert hint.why.endswith(".") and len(hint.why) > 20
        assert len(hint.alternatives) >= min(2, len(legal))
        assert hint.alternatives[0].action == hint.action
        assert len({a.action for a in hint.alternatives}) == len(hint.alternatives)
        visits = [a.visits for a in hint.alternatives]
        assert visits[0] == max(visits), "the best is the move the search tried most"
        # issue 28: every runner-up has its own samples, half the best move's or 30
        assert all(v > 0 and (2 * v >= visits[0] or v >= 30) for v in visits[1:]), visits
        values = [a.value for a in hint.alternatives[1:]]
        assert values == sorted(values, reverse=True), "the runners-up by value, best first"
        for a in hint.alternatives[1:]:
            assert a.close == about_as_good(a, hint.alternatives[0])
        assert all(0.0 <= a.value <= 1.0 for a in hint.alternatives)
        assert f"{hint.alternatives[0].value:.0%}" in hint.why
        data = json.loads(json.dumps(hint.to_json()))
        assert data["action"] == hint.action.to_json()
        assert [a["label"] for a in data["alternatives"]] == [a.words for a in hint.alternatives]


@pytest.mark.parametrize(("name", "options", "players"), VARIANTS, ids=IDS)
def test_hint_depends_only_on_what_the_seat_sees(
    name: str, options: dict, players: list[str]
) -> None:
    rs = get(name)
    differed = 0
    for game in positions(name, options, players, seed=21, count=3):
        seat = game.state.current_player
        if rs.checks.perfect_information:
            other = game.state
        else:
            other = rs.coach.determinize(game.state, seat, random.Random(99))
            differed += other != game.state
        assert rs.view(other, seat) == rs.view(game.state, seat)
        first = game.hint(iterations=20, seed=5)
        second = Game.from_state(rs, other, **options).hint(iterations=20, seed=5)
        assert first == second
    if not rs.checks.perfect_information:
        assert differed, "the determinizations never changed anything hidden"


def test_hint_refuses_the_wrong_seat_and_a_finished_game() -> None:
    game = Game("traders_air", players=["Ann", "Bob"], seed=3)
    other = 1 - game.state.current_player
    with pytest.raises(CoachError, match="turn"):
        game.hint(other, iterations=5)
    with pytest.raises(CoachError, match="seat must be"):
        game.hint(7, iterations=5)
    record = load_record(json.loads(RECORDS["traders_air-seed6"].read_text()))
    assert record.is_over()
    with pytest.raises(CoachError, match="over"):
        record.hint(iterations=5)


def test_no_hint_for_the_automaton() -> None:
    game = Game("sky_towers", players=["Ann"], seed=2, mode="taroma")
    bot = RandomBot(2)
    for _ in range(200):
        if game.ruleset.automaton(game.state) is not None:
            break
        game.play(bot.choose(game.ruleset, game.state))
    assert game.ruleset.automaton(game.state) is not None
    with pytest.raises(CoachError, match="automaton"):
        game.hint(iterations=5)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_review_of_a_golden_record(name: str) -> None:
    game = load_record(json.loads(RECORDS[name].read_text()))
    review = game.review(0, iterations=6, seed=2)
    decisions = review.decisions
    choices = [
        i
        for i, s in enumerate(game.states[:-1])
        if s.current_player == 0
        and not (game.ruleset.automaton and game.ruleset.automaton(s))
        and len(game.ruleset.legal_actions(s)) > 1
    ]
    assert [d.step for d in decisions] == choices
    assert all(d.played == game.actions[d.step] for d in decisions)
    assert all(d.loss >= 0 for d in decisions)
    losses = [d.loss for d in review.costliest]
    assert losses == sorted(losses, reverse=True) and len(losses) <= 3
    assert all(d.loss > 0 and d.why and not d.close for d in review.costliest)
    assert all(2 * d.played_samples >= d.best_samples > 0 for d in decisions)
    if review.costliest:
        # the costliest of the decisions whose loss the search can tell from its noise
        worst = max((d for d in decisions if not d.close), key=lambda d: d.loss)
        assert review.costliest[0].loss == worst.loss
        assert f"step {review.costliest[0].step + 1}" in review.text()
    json.dumps(review.to_json())


def test_review_summary_counts_agreements_in_words() -> None:
    game = load_record(json.loads(RECORDS[sorted(RECORDS)[0]].read_text()))
    review = game.review(0, iterations=6, seed=2)
    d = review.decisions[0]
    agree = dataclasses.replace(d, best=d.played)
    differ = dataclasses.replace(
        d, best=next(a for a in game.ruleset.legal_actions(game.states[d.step]) if a != d.played)
    )
    for picks, said in (
        ([agree], "1 decision reviewed; the coach would have played the same move 1 time."),
        (
            [agree, agree],
            "2 decisions reviewed; the coach would have played the same move 2 times.",
        ),
        ([differ], "1 decision reviewed; the coach would have played the same move 0 times."),
    ):
        first = dataclasses.replace(review, decisions=tuple(picks)).summary().splitlines()[0]
        assert first == said


def test_bot_specs() -> None:
    assert check_spec("mcts:50") == "mcts:50"
    assert make_bot("mcts:50").iterations == 50
    for bad in ("mcts:0", "mcts:x", "greedy:3", "alpha", "mcts:9999999"):
        with pytest.raises(BotSpecError):
            check_spec(bad)


def test_about_as_good_is_one_standard_error_or_two_points() -> None:
    """Issue 32: values within the search's noise are shown as "about as good"."""
    from skywidgets.bots.coach import CLOSE_MARGIN, noise
    from skywidgets.bots.mcts import MoveStats

    def m(value: float, visits: int) -> MoveStats:
        return MoveStats(action=None, visits=visits, value=value)  # type: ignore[arg-type]

    assert CLOSE_MARGIN == 0.02
    assert noise(0.5, 100) == pytest.approx(0.05)
    assert about_as_good(m(0.65, 10_000), m(0.64, 10_000))  # within 2 points
    assert not about_as_good(m(0.65, 10_000), m(0.60, 10_000))  # 5 points, se 0.7 points
    assert about_as_good(m(0.65, 20), m(0.55, 20))  # se ~ 0.15 with 20 visits each
    assert not about_as_good(m(0.9, 400), m(0.6, 400))


def test_hint_text_marks_close_runners_up() -> None:
    from skywidgets.bots.coach import Advice

    best = Advice(action="a", value=0.65, visits=100, why="Best.", label="a")  # type: ignore[arg-type]
    near = Advice(action="b", value=0.64, visits=90, why="Near.", label="b", close=True)  # type: ignore[arg-type]
    h = Hint(0, "ann", "a", "Best.", (best, near), 190, "win share")  # type: ignore[arg-type]
    assert "or b (about as good): Near." in h.text()
    assert near.share() == "64% ± 5, about as good" and best.share() == "65% ± 5"


def test_the_why_compares_the_hint_with_its_runner_up() -> None:
    """Issue 28 item 5: the runner-up's effect in the game's words, both values, and the gap
    (or "cannot tell the two apart" when within the search's noise)."""
    from skywidgets.bots.coach import Advice, versus

    def advice(value: float, visits: int, close: bool = False) -> Advice:
        does = "upgrades E7 to a Temple: +2 VP from round scoring tiles (rule)"
        return Advice("x", value, visits, "", "x", close=close, does=does)  # type: ignore[arg-type]

    ahead = versus(advice(0.64, 400), advice(0.52, 300))
    assert ahead.startswith("Next best: upgrades E7 to a Temple: +2 VP")
    assert "(52% ± 3); this move is 12 points ahead (64% ± 2)." in ahead
    close = versus(advice(0.64, 400), advice(0.63, 300, close=True))
    assert close.endswith("the search cannot tell the two apart, so either is a good move here.")
    behind = versus(advice(0.40, 400), advice(0.60, 30))
    assert "rated 20 points higher on fewer samples" in behind
    paired = versus(advice(0.40, 40), advice(0.48, 40))  # paired playouts: as many samples
    assert "rated 8 points higher, a lead the paired playouts may owe to chance" in paired
    assert "fewer samples" not in paired


@pytest.mark.parametrize("name", ["terra_mystica", "sky_towers", "traders_air"])
def test_every_hint_names_what_its_runner_up_does(name: str) -> None:
    game = Game(name, ["A", "B"], seed=5)
    rnd = random.Random(2)
    for _ in range(6):
        game.play(rnd.choice(game.legal()))
    while len(game.legal()) < 2:
        game.play(game.legal()[0])
    hint = game.hint(iterations=60)
    runner = hint.alternatives[1]
    assert runner.does and f"Next best: {runner.does}" in hint.why
