"""Layers point one way: the core imports nothing of the package above it.

core ← bots ← session and boards: `skywidgets.core` names no game and imports neither the bots
nor the widgets; the coach behind `Game.hint` is found through its entry point.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import skywidgets.core
from skywidgets.core.coaching import coach

#: The package as installed (the checkout, or the wheel in scripts/test-pyodide).
CORE = Path(skywidgets.core.__file__).resolve().parent


def imports_of(path: Path) -> list[tuple[int, str]]:
    """Each import of a module: (line, what), relative imports with their leading dots."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.lineno, "." * node.level + (node.module or "")))
    return found


def test_the_core_imports_only_itself_and_the_standard_library():
    wrong = []
    assert len(list(CORE.glob("*.py"))) > 10
    for path in sorted(CORE.glob("*.py")):
        for line, name in imports_of(path):
            top = name.split(".")[0]
            inside = name.startswith(".") and not name.startswith("..")
            if not inside and name != "__future__" and top not in sys.stdlib_module_names:
                wrong.append(f"{path.name}:{line}: {name}")
    assert not wrong, wrong


def test_the_core_names_no_game():
    games = ["sky_islands", "sky_towers", "traders_air", "merchants_seas", "terra_mystica"]
    named = [
        f"{path.name}: {game}"
        for path in sorted(CORE.glob("*.py"))
        for game in games
        if game in path.read_text(encoding="utf-8")
    ]
    assert not named, named


def test_the_coach_is_found_through_its_entry_point():
    from skywidgets.bots.coaching import SearchCoach

    assert isinstance(coach(), SearchCoach)


def test_the_snellman_importer_uses_the_terra_mystica_engine_api_only():
    """At most three game modules, all of the base game; none of the expansion's internals."""
    snellman = CORE.parent / "snellman"
    modules = {
        name.lstrip(".").removeprefix("skywidgets.")
        for path in snellman.glob("*.py")
        for _, name in imports_of(path)
        if "games" in name
    }
    assert modules == {"games.terra_mystica.engine"}, modules


def test_the_base_game_imports_nothing_of_its_expansion():
    """Terra Mystica owns the engine; Merchants of the Seas is a layer that registers on it."""
    base = CORE.parent / "games" / "terra_mystica"
    wrong = [
        f"{path.name}:{line}: {name}"
        for path in sorted(base.rglob("*.py"))
        for line, name in imports_of(path)
        if "merchants_seas" in name
    ]
    assert len(list(base.glob("*.py"))) > 40
    assert not wrong, wrong


PLAY_BASE = """
import json, random, sys
from skywidgets.games.terra_mystica.ruleset import RULESET as rs
assert "skywidgets.games.merchants_seas" not in sys.modules
print(json.dumps(trace(rs)))
"""


def trace(rs) -> list:  # type: ignore[no-untyped-def]
    """A seeded random base game: each step's listing and view keys."""
    import random

    state, rnd, out = rs.new_game(["A", "B", "C"], seed=4), random.Random(4), []
    for _ in range(400):
        if rs.is_over(state):
            break
        legal = rs.legal_actions(state)
        out.append([[a.to_json() for a in legal], sorted(rs.view(state, None))])
        state = rs.apply(state, rnd.choice(legal))
    return out


@pytest.mark.cpython_only("plays the base game in a fresh subprocess")
def test_a_base_game_plays_the_same_with_or_without_its_expansion_imported():
    """The layer's moves, gains and view belong to its box: a base game never sees them."""
    import inspect
    import json
    import subprocess

    import skywidgets.games.merchants_seas  # noqa: F401  (registers the layer here)
    from skywidgets.games.terra_mystica.ruleset import RULESET

    source = inspect.getsource(trace) + PLAY_BASE
    alone = subprocess.run(
        [sys.executable, "-c", source], capture_output=True, text=True, check=True, timeout=300
    )
    assert json.loads(alone.stdout) == json.loads(json.dumps(trace(RULESET)))


def test_the_expansions_decisions_are_its_own():
    """Placing, moving and trading with ships are the layer's decisions, not the base game's."""
    import skywidgets.games.merchants_seas  # noqa: F401
    from skywidgets.games.merchants_seas import RULESET as SEAS_RULESET
    from skywidgets.games.merchants_seas import decisions
    from skywidgets.games.terra_mystica import state
    from skywidgets.games.terra_mystica.ruleset import RULESET

    assert not any(d in state.DECISIONS for d in decisions.DECISIONS)
    assert all(issubclass(d, state.LayerDecision) for d in decisions.DECISIONS)
    assert not set(decisions.DECISIONS) & set(RULESET.state_classes)
    assert set(decisions.DECISIONS) <= set(SEAS_RULESET.state_classes)
    assert not any(hasattr(state, d.__name__) for d in decisions.DECISIONS)


def test_a_base_game_refuses_a_gain_no_layer_of_its_box_gives():
    """A tampered Bonus card that moves ships or brings one is refused in a base game's words;
    the same card in Merchants of the Seas asks the layer (no ship yet: nothing to move)."""
    import skywidgets.games.merchants_seas
    from skywidgets.games.terra_mystica.power_actions import gain_problem
    from skywidgets.games.terra_mystica.ruleset import RULESET

    base = RULESET.new_game(["A", "B"], seed=1)
    for word in ("MOVE", "SHIP", "TELEPORT"):
        _rule, reason = gain_problem(base, 0, word) or ("", "")
        assert reason == f"{word!r} is not something this game's actions give"
    assert gain_problem(base, 0, "SPADE") is None
    seas = skywidgets.core.get("merchants_seas").new_game(["A", "B"], seed=1)
    assert gain_problem(seas, 0, "MOVE") == (
        "Merchants of the Seas — Moving Ships (Special action)",
        "you have no ship on the board",
    )
    assert gain_problem(seas, 0, "TELEPORT") is not None


def test_the_expansions_pieces_are_its_own_part_of_the_state():
    """Ships, trade markers and Docks are not fields of the base game's state: a base game
    has no expansion part (one is refused by name), a Merchants of the Seas game has its
    fleets, and the layer checks them (a ship off the river)."""
    import dataclasses

    import skywidgets.games.merchants_seas
    from skywidgets.core import evolve
    from skywidgets.games.merchants_seas.fleet import Seas, start, with_fleet
    from skywidgets.games.terra_mystica import board
    from skywidgets.games.terra_mystica.checks import invariants
    from skywidgets.games.terra_mystica.ruleset import RULESET
    from skywidgets.games.terra_mystica.state import Seat, State

    fields = {f.name for cls in (Seat, State) for f in dataclasses.fields(cls)}
    assert not fields & {"ships", "trades", "dock", "traded"}
    land = next(h for h in range(board.N_HEXES) if not board.IS_RIVER[h])
    base = RULESET.new_game(["A", "B"], seed=1)
    assert base.expansion is None and invariants(base) == []
    assert invariants(evolve(base, expansion=start(2))) == [
        "expansion: this game has no expansion's pieces (it must be null)"
    ]
    seas = skywidgets.core.get("merchants_seas").new_game(["A", "B"], seed=1)
    assert isinstance(seas.expansion, Seas) and invariants(seas) == []
    problems = invariants(with_fleet(seas, 0, ships=(land,)))
    assert any(p.startswith("expansion.fleets[0].ships: a ship stands on") for p in problems)


def test_a_base_game_refuses_a_ship_paying_for_a_dwelling_in_its_own_rule():
    """`TransformAndBuild.ship` is a payment a layer offers: a base game refuses any ship
    citing its own Transform and Build rule, and nothing changes."""
    import skywidgets.games.merchants_seas
    from skywidgets.core import Game
    from skywidgets.games.terra_mystica import actions as A
    from skywidgets.games.terra_mystica.building import R_BUILD
    from skywidgets.games.terra_mystica.positions import H, table
    from skywidgets.games.terra_mystica.ruleset import RULESET

    state = table(("witches", "nomads"), [("A3", 0, "D")], seat_kw={0: {"workers": 9, "coins": 9}})
    game = Game.from_state(RULESET, state)
    built = [a for a in game.legal() if isinstance(a, A.TransformAndBuild) and a.build]
    assert built and all(a.ship == -1 for a in built)
    with pytest.raises(skywidgets.core.IllegalAction) as err:
        game.play(A.TransformAndBuild(built[0].hex, built[0].terrain, True, H["A3"]))
    assert err.value.rule == R_BUILD and "with ships" in err.value.reason
    assert game.state == state
