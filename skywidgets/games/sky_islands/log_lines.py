"""The log lines a turn writes again and again, worded once per player and reused.

Most turns write the same few lines with only the player's name and a count changing
("④ Ann cannot build anything", "⑥ Ann draws a tile (12 left in the pile)"). Formatting
them is a good part of a random playout's time (the circled step numbers make every line a
two-byte string that each f-string builds afresh), so each player's lines are made on first
use and kept (strings are immutable: a state may share them). `LINES[name]` holds one
player's; the table is emptied when it holds `NAME_LIMIT` names (memory stays bounded).
This is the one place these lines are worded: the steps (`income`, `refilling`) and the
turn's fast paths (`turn`, `rules`) all take them from here.
"""

from __future__ import annotations

from collections.abc import Callable

NAME_LIMIT = 256  # players whose lines are kept (a long simulation uses the same few)


def keeps_text(name: str, held: int) -> str:
    """The ⑤ line when there is nothing to dispose of."""
    return f"⑤ {name} keeps {held} cube{'s' if held != 1 else ''}: nothing to dispose of"


def draws_text(name: str, left: int) -> str:
    """The ⑥ line of a draw that leaves `left` tiles in the pile."""
    return f"⑥ {name} draws a tile ({left} left in the pile)"


class _Worded(dict[int, str]):
    """count -> one player's line for it, worded on first lookup."""

    __slots__ = ("name", "text")

    def __init__(self, name: str, text: Callable[[str, int], str]) -> None:
        super().__init__()
        self.name = name
        self.text = text

    def __missing__(self, count: int) -> str:
        self[count] = line = self.text(self.name, count)
        return line


class _Gains(dict[str, str]):
    """The ③ line after "③ {name}" (from `gains.PLACEMENT_GAINS`) -> the whole line."""

    __slots__ = ("start",)

    def __init__(self, name: str) -> None:
        super().__init__()
        self.start = "③ " + name

    def __missing__(self, rest: str) -> str:
        self[rest] = line = self.start + rest
        return line


class Lines:
    """One player's recurring log lines (see the module doc)."""

    __slots__ = (
        "cannot_build",
        "cannot_build_more",
        "draws",
        "first_turn",
        "gains",
        "keeps",
        "no_income",
    )

    def __init__(self, name: str) -> None:
        self.first_turn = f"① {name}'s first turn: no income"
        self.no_income = f"① {name} has no harbour-equipped trading house: no income"
        self.cannot_build = f"④ {name} cannot build anything"
        self.cannot_build_more = f"④ {name} cannot build anything more"
        self.gains = _Gains(name)  # ③, by the rest of the line
        self.keeps = _Worded(name, keeps_text)  # ⑤ with nothing to dispose of, by cubes held
        self.draws = _Worded(name, draws_text)  # ⑥, by tiles left in the pile


class _Players(dict[str, Lines]):
    """name -> that player's `Lines`, made on first lookup."""

    def __missing__(self, name: str) -> Lines:
        if len(self) >= NAME_LIMIT:
            self.clear()
        self[name] = lines = Lines(name)
        return lines


LINES = _Players()
