"""A re-run cell's new board replaces the boards that cell showed before (issue 9, item 9).

A board observes its game, so every board left on a game costs time on every move: a notebook
where a cell was re-run 200 times would refresh 200 invisible boards per click. JupyterLab
tells the kernel which cell runs (`metadata.cellId` of the execute request); when a cell shows
a board in a new run, the boards it showed in an earlier run are retired: they stop observing
their game, say so in their message area, and refuse every message (rule "re-run cell"). Their
comms stay open — closing them races a reloaded page that is still setting those models up.
Boards shown twice in one run, a board shown again by its own cell, and front ends that do not
send a cell id are left alone.
"""

from __future__ import annotations

import contextlib
import weakref
from typing import Any

# cell id -> (message id of the run that showed them, the boards shown)
_SHOWN: dict[str, tuple[str, list[weakref.ref[Any]]]] = {}


def running_cell() -> tuple[str, str] | None:
    """(cell id, run's message id) of the cell being executed, when the front end says."""
    try:
        import IPython
    except ImportError:  # pragma: no cover - IPython is a dependency of ipywidgets
        return None
    shell: Any = getattr(IPython, "get_ipython", lambda: None)()
    parent = getattr(shell, "parent_header", None) if shell is not None else None
    if not isinstance(parent, dict):
        return None
    metadata = parent.get("metadata") or {}
    header = parent.get("header") or {}
    cell, run = metadata.get("cellId"), header.get("msg_id")
    if isinstance(cell, str) and isinstance(run, str) and cell and run:
        return cell, run
    return None


def replace_shown(widget: Any, where: tuple[str, str] | None = None) -> list[Any]:
    """Note `widget` as shown by the running cell; close what that cell showed in earlier runs."""
    where = where if where is not None else running_cell()
    if where is None:
        return []
    cell, run = where
    earlier_run, refs = _SHOWN.get(cell, (run, []))
    closed: list[Any] = []
    if earlier_run != run:
        for ref in refs:
            old = ref()
            if old is not None and old is not widget and not getattr(old, "_retired", False):
                retire(old)
                closed.append(old)
        refs = []
    if not any(ref() is widget for ref in refs):
        refs.append(weakref.ref(widget))
    _SHOWN[cell] = (run, [ref for ref in refs if ref() is not None])
    return closed


#: What a retired board says, and answers to every message.
RETIRED = ("re-run cell", "this board was replaced: its cell ran again and drew a new board")


def retire(widget: Any) -> None:
    """Stop `widget` observing its game; it shows why and refuses every message from now on."""
    game = getattr(widget, "_game", None)
    if game is not None:
        with contextlib.suppress(ValueError):
            game.unobserve(widget._on_game_change)
    widget._retired = True
    widget._set_error(*RETIRED)


def forget_all() -> None:
    """Forget which cell showed which board (for tests)."""
    _SHOWN.clear()
