"""The synced trait names are written once (the Python board classes) and the JS agrees."""

from __future__ import annotations

import importlib.util
import json
import pathlib
import re

import pytest

import skywidgets.widgets  # noqa: F401 - registers every board class
from skywidgets.widgets.base import BOARDS, GameWidget
from skywidgets.widgets.snapshot import snapshot

ROOT = pathlib.Path(__file__).resolve().parents[2]
UI_ONLY = {"seat", "locked", "error", "hint", "coach", "review", "version"}
# game-derived values that travel in wire form (skywidgets/widgets/wire.py)
PLAIN = {"view", "legal", "history"}
WIRE = {"view_base", "view_patch", "history_base", "history_patch", "legal_packed"}


def _js_list(path: pathlib.Path, name: str) -> set[str]:
    """The string items of `export const <name> = [...]` in a JS module (empty if absent)."""
    found = re.search(rf"export const {name} = \[(.*?)\];", path.read_text("utf-8"), re.S)
    return set(re.findall(r'"([a-z_]+)"', found.group(1))) if found else set()


def test_the_shared_js_subscribes_to_every_python_trait():
    assert _js_list(ROOT / "js" / "shared" / "app.js", "TRAITS") == set(GameWidget.synced_traits())


def test_snapshot_fills_every_game_derived_trait():
    from skywidgets.core import Game

    game = Game("sky_islands", players=["a", "b"])
    assert (set(snapshot(game, -1)) - PLAIN) | WIRE | UI_ONLY == set(GameWidget.synced_traits())


def test_the_plain_values_stay_python_only():
    """`view`, `legal` and `history` are for Python; the browser gets their wire form."""
    assert not PLAIN & set(GameWidget.synced_traits())
    assert all(GameWidget.class_traits()[name] for name in PLAIN)


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_a_board_declares_its_own_traits_in_python_and_js(game):
    cls = BOARDS[game]
    own = set(cls.synced_traits()) - set(GameWidget.synced_traits())
    assert _js_list(ROOT / "js" / _folder(game) / "board.js", "traits") == own


def _folder(game):
    """The JS folder of a game's board (terra_mystica shows on the Merchants map)."""
    return pathlib.Path(str(BOARDS[game]._esm)).stem


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_js_fixture_matches_the_real_rule_model(game):
    """js/<game>/fixture.json is what js/<game>/make_fixture.py writes from the rule model."""
    game = _folder(game)
    script = ROOT / "js" / game / "make_fixture.py"
    spec = importlib.util.spec_from_file_location(f"make_fixture_{game}", script)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    stored = json.loads((ROOT / "js" / game / "fixture.json").read_text("utf-8"))
    assert stored == json.loads(json.dumps(module.positions())), f"run: python {script}"
