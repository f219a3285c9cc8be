"""What a board sends: the view and log as base + patch, legal moves packed (wire.py), decoded
back exactly; small per move; and no undone future left in a seat view's browser."""

from __future__ import annotations

import importlib.util
import json
import pathlib
import statistics

import pytest

from skywidgets.bots import RandomBot
from skywidgets.core import Game, available
from skywidgets.widgets import board
from skywidgets.widgets.wire import (
    apply,
    clone,
    decode,
    diff,
    pack_legal,
    shared_prefix,
    unpack_legal,
)

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONFIGS = {"sky_towers": {"mode": "multiplayer"}}
WIRE = ("view_base", "view_patch", "history_base", "history_patch", "legal_packed")


def wire(w) -> dict:
    """The wire traits as the browser holds them (through JSON)."""
    return json.loads(json.dumps({name: getattr(w, name) for name in WIRE}))


def plain(w) -> dict:
    return json.loads(json.dumps({"view": w.view, "history": w.history, "legal": w.legal}))


@pytest.mark.parametrize("name", available())
def test_every_change_decodes_to_the_plain_values(name):
    game = Game(name, players=["P1", "P2"], seed=3, **CONFIGS.get(name, {}))
    w = board(game)
    bot = RandomBot(3)
    checks = 0
    for k in range(40):
        if game.is_over():
            break
        game.play(bot.choose(game.ruleset, game.state))
        if k % 9 == 8:
            game.undo()
        if k % 13 == 12:
            game.replay_to(max(0, game.step - 3))
            game.replay_to(len(game.actions))
        assert decode(wire(w)) == plain(w)
        checks += 1
    w.seat = 1
    assert decode(wire(w)) == plain(w)
    assert checks > 10


def test_clone_copies_json_data_without_sharing_containers():
    value = {"a": [1, {"b": (2, [3])}], "c": None, "d": "text", "e": 1.5, "f": True}
    copied = clone(value)
    assert copied == value and type(copied["a"][1]["b"]) is tuple
    copied["a"][1]["b"][1].append(4)
    copied["a"].append(9)
    assert value == {"a": [1, {"b": (2, [3])}], "c": None, "d": "text", "e": 1.5, "f": True}


def test_shared_prefix_is_the_longest_common_start():
    pairs = [("", ""), ("abc", ""), ("abc", "abd"), ("abc", "abc"), ("abc", "abcd"), ("x", "y")]
    for a, b in pairs + [("place tile 7 at (0, 2)", "place tile 7 at (0, 3)")]:
        expected = next((i for i, (p, q) in enumerate(zip(a, b)) if p != q), min(len(a), len(b)))
        assert shared_prefix(a, b) == shared_prefix(b, a) == expected


def test_patches_and_packing_round_trip():
    old = {"a": [1, 2, 3], "b": {"c": 1}, "d": "x"}
    new = {"a": [1, 5], "b": {"c": 1, "e": [0]}, "f": None}
    assert apply(old, diff(old, new)) == new and diff(new, new) is None
    assert diff(1, True) == ["=", True]  # bools are not ints
    entries = [
        {"id": 0, "type": "t", "label": "take 1 counter", "action": {"type": "t", "n": 1}},
        {"id": 1, "type": "t", "label": "take 2 counters", "action": {"type": "t", "n": 2}},
        {"id": 2, "type": "end", "label": "end", "action": {"type": "end"}},
    ]
    assert unpack_legal(json.loads(json.dumps(pack_legal(entries)))) == entries


def test_an_undone_future_never_stays_in_a_seat_views_browser():
    """After an undo the base is rebuilt: the undone move's label (it names a tile back in a
    hand) is nowhere in what a seat view holds."""
    game = Game("sky_islands", players=["ann", "bob"], seed=3)
    seat_view = board(game, seat=1)
    placed = game.legal()[0]
    game.play(placed)
    assert placed.label in json.dumps(wire(seat_view), ensure_ascii=False)
    game.undo()
    assert placed.label not in json.dumps(wire(seat_view), ensure_ascii=False)
    assert seat_view.view_patch == [] and seat_view.history_patch == []


def test_a_seat_change_rebases_so_the_teachers_view_does_not_linger():
    game = Game("sky_islands", players=["ann", "bob"], seed=3)
    w = board(game)
    teacher_base = json.dumps(w.view_base)
    w.seat = 1
    assert w.view_patch == [] and json.dumps(w.view_base) != teacher_base
    assert w.view_base == w.view


def test_each_board_sends_at_most_8_kb_per_move_in_the_median():
    spec = importlib.util.spec_from_file_location(
        "bench_widgets", ROOT / "benchmarks" / "bench_widgets.py"
    )
    assert spec and spec.loader
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    for name in available():
        sizes = bench.synced_bytes(name, 30)
        assert statistics.median(sizes) <= 8 * 1024, (name, statistics.median(sizes))


def test_the_js_wire_fixture_is_current():
    """js/testing/wire_fixture.json is what js/testing/make_wire_fixture.py writes."""
    script = ROOT / "js" / "testing" / "make_wire_fixture.py"
    spec = importlib.util.spec_from_file_location("make_wire_fixture", script)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    stored = json.loads((ROOT / "js" / "testing" / "wire_fixture.json").read_text("utf-8"))
    assert stored == module.positions(), f"run: python {script}"
