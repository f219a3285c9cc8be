"""Text for a terminal: names and labels from a user's file are shown as data, never as layout.

A player's name may hold anything a JSON string can: a newline (which would forge an output
line), an ANSI escape (which would recolour or rewrite the terminal), a lone surrogate (which
no terminal encoding can print). `shown` escapes each of them the way Python writes them in
a string literal (`\\n`, `\\x1b`, `\\ud800`), so every line of text output is one line
produced by skywidgets, whatever the file held.
"""

from __future__ import annotations

from collections.abc import Iterable


def _escape(char: str) -> str:
    code = ord(char)
    if char == "\n":
        return "\\n"
    if char == "\t":
        return "\\t"
    if char == "\r":
        return "\\r"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def shown(text: object) -> str:
    """`text` as one printable line: control and format characters, line breaks and lone
    surrogates escaped; every other character (accents, other scripts) kept as it is."""
    text = str(text)
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else _escape(c) for c in text)


def lines(parts: Iterable[object]) -> str:
    """Lines joined by newlines, each one made printable by `shown` first."""
    return "\n".join(shown(part) for part in parts)
