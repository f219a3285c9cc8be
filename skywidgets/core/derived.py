"""Values derived from an immutable state, worked out once per state object.

A game marks such a value with `@derived` on a method of its frozen state class (or of any
frozen dataclass) that inherits `Derived`. The value is computed on first use and kept on that
object; it is never a field, so equality, hashing, `repr`, JSON (`core.serial`) and pickling
ignore it, and `core.evolve` (a new object) starts without it. This is the one per-state cache
of the project: no game stores anything on a state by other means.
"""

from __future__ import annotations

import dataclasses
from functools import cached_property
from typing import Any

#: `@derived` on a method of a `Derived` class: computed once per object, never a field.
derived = cached_property


class Derived:
    """Mixin for frozen dataclasses with `@derived` values: pickles hold the fields only."""

    def __getstate__(self) -> dict[str, Any]:
        """The fields, without any derived value (they are recomputed after unpickling)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}  # type: ignore[arg-type]
