"""Answers of the faction decisions added with the Mermaids (a river town)."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action

from .hexnames import hex_name as _h


@dataclasses.dataclass(frozen=True)
class ConnectRiver(Action):
    """Mermaids: found a town across the river space `river` (snellman `connect`)."""

    kind = "connect_river"
    river: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return f"found a town across the river at {_h(self.river)} (Mermaids)"
