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
#: Games with their own engine (terra_mystica runs on merchants_seas' engine, documented apart).
ENGINES = ["sky_islands", "sky_towers", "traders_air", "merchants_seas"]


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
            if not optional and not (GAMES / game / name).exists():
                missing.append(f"{game}/{name}")
    assert not missing, missing


def test_a_new_game_writes_what_the_existing_ones_have():
    table = adding_a_game_files()
    assert {"data.py", "state.py", "rules.py", "view.py", "scoring.py"} <= set(table)
    assert set(table) <= set(architecture_files())
    for game in ENGINES:
        assert all((GAMES / game / name).exists() for name in table), game


def test_the_base_game_folder_is_as_documented():
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    have = sorted(p.name for p in (GAMES / "terra_mystica").iterdir() if p.name != "__pycache__")
    assert have == [
        "__init__.py",
        "data",
        "engine.py",
        "prior.py",
        "prior_features.py",
        "ruleset.py",
        "setup.py",
    ]
    for name in have:
        assert f"`{name if name != 'data' else 'data/'}`" in text, name
