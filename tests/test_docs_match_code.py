"""The documented shape of a game folder is the shape of the game folders.

docs/architecture.md lists the files every game has; docs/adding_a_game.md's table lists the
ones a new game must write. Both are compared with `skywidgets/games/`.
"""

from __future__ import annotations

import re
from pathlib import Path

import skywidgets.games

ROOT = Path(__file__).resolve().parents[1]
#: The package as installed (the checkout, or the wheel in scripts/test-pyodide).
GAMES = Path(skywidgets.games.__file__).resolve().parent
#: Games with their own engine (merchants_seas is a layer on terra_mystica's, documented apart).
ENGINES = ["sky_islands", "sky_towers", "traders_air", "terra_mystica"]
#: Documented absences: the base game's rulebook is not one of the project's, its worked
#: examples are the league games (tests/fixtures/snellman).
ABSENT = {"terra_mystica/examples.py"}


def has(game: str, name: str) -> bool:
    """Whether a game has the file `name` (a `data.py` may be a `data/` package)."""
    folder = GAMES / game
    return (folder / name).exists() or (folder / name.removesuffix(".py")).is_dir()


def architecture_files() -> dict[str, str]:
    """{file: what it holds} from the per-game list in docs/architecture.md."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = text[text.index("skywidgets/games/<game>/") : text.index("```", text.index("<game>/"))]
    return dict(re.findall(r"^\s+([a-z_]+\.py)\s+(.*)$", block, re.M))


def adding_a_game_files() -> list[str]:
    """The files of the table in docs/adding_a_game.md's step 1."""
    text = (ROOT / "docs" / "adding_a_game.md").read_text(encoding="utf-8")
    section = text[text.index("## 1.") : text.index("## 2.")]
    return re.findall(r"^\| `([a-z_]+\.py)` \|", section, re.M)


def test_every_game_has_the_documented_files():
    documented = architecture_files()
    assert len(documented) >= 15, documented
    missing = []
    for game in ENGINES:
        for name, what in documented.items():
            optional = "only where" in what  # determinize.py: games with hidden cards
            if not optional and not has(game, name) and f"{game}/{name}" not in ABSENT:
                missing.append(f"{game}/{name}")
    assert not missing, missing


def test_a_new_game_writes_what_the_existing_ones_have():
    table = adding_a_game_files()
    assert {"data.py", "state.py", "rules.py", "view.py", "scoring.py"} <= set(table)
    assert set(table) <= set(architecture_files())
    for game in ENGINES:
        assert all(has(game, name) or f"{game}/{name}" in ABSENT for name in table), game


def test_the_base_game_and_its_layer_are_as_documented():
    """terra_mystica's own files beyond the skeleton, and merchants_seas' (a layer on them)."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    base = {p.name for p in (GAMES / "terra_mystica").iterdir() if p.name != "__pycache__"}
    own = {"base_game.py", "engine.py", "layers.py", "prior.py", "prior_features.py", "ruleset.py"}
    assert own | {"data", "tables.py"} <= base
    layer = sorted(p.name for p in (GAMES / "merchants_seas").iterdir() if p.suffix == ".py")
    assert {"__init__.py", "layer.py", "decisions.py", "consistency.py", "ships.py"} <= set(layer)
    for name in sorted(own) + layer + ["tables.py"]:
        assert f"`{name}`" in text, name
