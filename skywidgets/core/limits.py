"""The documented limits on what a user may hand skywidgets (docs/formats.md, "Limits").

Every check here raises IllegalAction naming the field, before anything is built from the
value; the command line prints it as one line (exit code 2).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .errors import IllegalAction

#: Seeds run from -LARGEST_SEED to LARGEST_SEED in every command, record and the Python API.
LARGEST_SEED = 2**63 - 1
#: A player's name: 1 to MAX_NAME characters, not only spaces.
MAX_NAME = 40
#: A record, a start position or a score file is at most this many bytes.
MAX_FILE_BYTES = 8 * 1024 * 1024
#: The rule cited when a seed is refused.
SEED_RULE = "seed"


def is_whole(value: Any) -> bool:
    """Whether `value` is an int and not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_seed(seed: Any, field: str = "seed") -> int:
    """The seed itself when it is a whole number within the one seed range, else IllegalAction."""
    if not is_whole(seed):
        raise IllegalAction(SEED_RULE, f"{field} must be a whole number")
    if not -LARGEST_SEED <= seed <= LARGEST_SEED:
        raise IllegalAction(
            SEED_RULE, f"{field} must be from -{LARGEST_SEED} to {LARGEST_SEED} (at most 19 digits)"
        )
    return int(seed)


def check_seed_range(first: int, count: int, field: str = "seed") -> None:
    """Refuse a run of `count` seeds from `first` that leaves the one seed range."""
    check_seed(first, field)
    if first + count - 1 > LARGEST_SEED:
        raise IllegalAction(
            SEED_RULE,
            f"{field} {first} + {count} games passes the largest seed {LARGEST_SEED}: "
            "a record of the last games could not be replayed",
        )


def name_problem(name: Any) -> str | None:
    """Why `name` cannot be a player's name (None when it can)."""
    if not isinstance(name, str):
        return "every player's name must be text"
    if not name.strip():
        return "every player needs a non-empty name"
    if len(name) > MAX_NAME:
        return f"a player's name has at most {MAX_NAME} characters, not {len(name)}"
    return None


def check_names(names: Sequence[Any], rule: str) -> tuple[str, ...]:
    """The names as a tuple when each is a name and all differ, else IllegalAction citing `rule`."""
    for name in names:
        problem = name_problem(name)
        if problem:
            raise IllegalAction(rule, problem)
    if len(set(names)) != len(names):
        raise IllegalAction(rule, "every player needs a different, non-empty name")
    return tuple(names)
