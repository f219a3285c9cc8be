"""Send messages to a board through ipywidgets' real entry point, as the front end does."""

from __future__ import annotations

import json
from typing import Any

from skywidgets.widgets.base import GameWidget

# every synced trait the game drives (the UI-only `error` and `hint` are left out), and the
# plain values behind the wire traits
TRAIT_NAMES = (
    *(n for n in GameWidget.synced_traits() if n not in ("error", "hint", "coach", "review")),
    "view",
    "legal",
    "history",
)


def send(widget: Any, content: Any) -> None:
    """Deliver one custom message via `Widget._handle_msg` (the comm's path)."""
    widget._handle_msg(
        {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}
    )


def traits(widget: Any) -> str:
    """Every game-derived trait as JSON text (to compare before/after)."""
    return json.dumps({name: getattr(widget, name) for name in TRAIT_NAMES}, sort_keys=True)
