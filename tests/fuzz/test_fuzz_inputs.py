"""Names, options and bot specs (issue 31): refused with the rule or field named, or accepted
and then usable (a name prints as one escaped line, options set a game up whose record
replays, a spec makes a bot); never another exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skywidgets.bots import BotSpecError, check_spec, make_bot
from skywidgets.cli_commands import CliError, game_options
from skywidgets.core import Game, SkywidgetsError, available, get, load_record
from skywidgets.core.printable import shown

from .mutate import VALUES
from .tally import count

# any code point at all: lone surrogates, controls, ANSI escapes, bidi overrides included
ANY_CHAR = st.characters(exclude_categories=())
NAMES = st.one_of(
    st.text(ANY_CHAR, min_size=1, max_size=40),
    st.text(ANY_CHAR, min_size=30, max_size=45),
    st.sampled_from(["", " ", "\x1b[31mred", "a\nb", "\ud800", "x" * 40, "x" * 41, "Zoë"]),
)
KEYS = st.one_of(
    st.text(ANY_CHAR, max_size=12),
    st.sampled_from(
        ["mode", "difficulty", "side", "compass", "guild_mats", "factions", "players", "seed",
         "undo_policy", "", "variable-turn-order", "errata-cultist-power", "Mode"]
    ),
)  # fmt: skip
OPTION_VALUES = st.one_of(
    VALUES,
    st.sampled_from(["light", "taroma", "multiplayer", "hard", 3, "B", True, ["Bankers"]]),
    st.lists(st.text(max_size=8), max_size=3),
)
DIGITS = st.text(st.characters(categories=["Nd", "No"]), min_size=1, max_size=8)
SPECS = st.one_of(
    st.text(ANY_CHAR, max_size=14),
    st.builds(lambda name, arg: f"{name}:{arg}", st.sampled_from(["mcts", "random"]), DIGITS),
    st.builds(lambda n: f"mcts:{n}", st.integers(-5, 2_000_000)),
)


@pytest.mark.parametrize("game", available())
@given(data=st.data())
def test_names_are_refused_or_shown_as_data(game, data):
    counts = get(game).counts()
    wrong = [max(counts.start - 1, 1), counts.stop]  # a count out of range, now and then
    size = data.draw(st.sampled_from([*counts, *counts, *counts, *wrong]))
    unique = data.draw(st.sampled_from([True, True, False]))  # a shared name now and then
    names = data.draw(st.lists(NAMES, min_size=size, max_size=size, unique=unique))
    try:
        session = Game(game, players=names)
    except SkywidgetsError as exc:
        assert str(exc)
        shown(exc).encode("utf-8")
        count("names", game, "refused")
        return
    count("names", game, "accepted")
    assert all(0 < len(n) <= 40 and n.strip() for n in names)
    text = session.scores().text()
    assert len(text.splitlines()) == len(text.split("\n"))  # no line break but ours
    assert all(line.isprintable() for line in text.splitlines())
    again = load_record(json.loads(json.dumps(session.record())))
    assert again.players == names


@st.composite
def option_sets(draw: st.DrawFn, game: str) -> dict:
    """One of the game's declared option sets, as is, with a value changed, or one added."""
    options = dict(draw(st.sampled_from([v.options for v in get(game).variants])))
    change = draw(st.sampled_from(["as is", "value", "value", "add"]))
    if change == "value" and options:
        options[draw(st.sampled_from(sorted(options)))] = draw(OPTION_VALUES)
    elif change != "as is":
        options[draw(KEYS)] = draw(OPTION_VALUES)
    return options


@pytest.mark.parametrize("game", available())
@given(data=st.data())
def test_options_are_refused_or_set_a_game_up(game, data):
    ruleset = get(game)
    options = data.draw(option_sets(game))
    texts = [f"{key}={json.dumps(value)}" for key, value in options.items()]
    try:
        parsed = game_options(ruleset, texts)
        counts = ruleset.counts(parsed)
        players = [f"P{i}" for i in range(data.draw(st.sampled_from(counts)))]
        session = Game(game, players=players, **parsed)
    except (SkywidgetsError, CliError) as exc:
        assert str(exc)
        count("options", game, "refused")
        return
    count("options", game, "accepted")
    assert not {"players", "seed", "undo_policy"} & set(parsed)
    session.legal()
    again = load_record(json.loads(json.dumps(session.record())))
    assert again.ruleset.state_to_json(again.state) == ruleset.state_to_json(session.state)


@given(spec=SPECS)
def test_bot_specs_are_refused_or_make_a_bot(spec):
    try:
        checked = check_spec(spec)
    except BotSpecError as exc:
        assert "bot" in str(exc)
        count("bot spec", "-", "refused")
        return
    count("bot spec", "-", "accepted")
    assert checked.isascii() and checked == spec
    name, _, arg = spec.partition(":")
    assert name in ("random", "greedy", "mcts") and (not arg or 1 <= int(arg) <= 1_000_000)
    bot = make_bot(spec, seed=1)
    if not arg or int(arg) <= 5:
        game = Game("sky_islands", players=["a", "b"], seed=1)
        assert bot.choose(game.ruleset, game.state) in game.legal()
