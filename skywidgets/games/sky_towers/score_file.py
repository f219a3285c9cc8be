"""`skywidgets score sky_towers FILE.json`: validate an end-of-game table and score it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from skywidgets.core import PositionError, ScoreSheet

from .data import (
    BONUS_CONDITIONS,
    BONUS_NAMES,
    COPIES,
    DECK,
    LIGHT_SIZES,
    MODES,
    TARGET,
    TAROMA_NAME,
)
from .scoring import bonus_eligible, light_sheet, multiplayer_sheet, taroma_sheet

_KEYS = ("completed", "incomplete", "hand", "bonuses")


def _cards(value: Any, field: str) -> list[int]:
    """A list of card values 1..10."""
    if not isinstance(value, list):
        raise PositionError(field, "must be a list of card values")
    for j, v in enumerate(value):
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 10:
            raise PositionError(
                f"{field}[{j}]", f"a card value is a whole number 1 to 10, not {v!r}"
            )
    return list(value)


def _tower(value: Any, field: str, complete: bool) -> list[int]:
    """One tower, bottom card first, checked against the sum, 1 and 10 rules."""
    cards = _cards(value, field)
    if not cards:
        raise PositionError(field, "a tower has at least one card")
    total = sum(cards)
    if complete and total != TARGET:
        raise PositionError(field, f"a completed tower adds up to exactly 21, this one to {total}")
    if not complete and total >= TARGET:
        raise PositionError(field, f"an incomplete tower adds up to less than 21, not {total}")
    if 10 in cards[1:]:
        raise PositionError(field, "a 10 can only be a tower's first card")
    if any(a == 1 and b != 1 for a, b in pairwise(cards)):
        raise PositionError(field, "only another 1 can cover a 1")
    return cards


def _parse_player(name: str, p: Any, copies: Counter[int]) -> dict[str, Any]:
    base = f"players.{name}"
    if not isinstance(p, Mapping):
        raise PositionError(base, "must be an object with completed, incomplete, hand, bonuses")
    unknown = sorted(set(p) - set(_KEYS))
    if unknown:
        raise PositionError(f"{base}.{unknown[0]}", f"unknown field (known: {', '.join(_KEYS)})")
    out: dict[str, Any] = {}
    for key in ("completed", "incomplete"):
        towers = p.get(key, [])
        if not isinstance(towers, list):
            raise PositionError(f"{base}.{key}", "must be a list of towers (lists of cards)")
        out[key] = []
        for i, t in enumerate(towers):
            field = f"{base}.{key}[{i}]"
            out[key].append(_tower(t, field, key == "completed"))
            _count(copies, out[key][-1], field)
    out["hand"] = _cards(p.get("hand", []), f"{base}.hand")
    _count(copies, out["hand"], f"{base}.hand")
    bonuses = p.get("bonuses", [])
    if not isinstance(bonuses, list):
        raise PositionError(f"{base}.bonuses", "must be a list of bonus card names")
    for j, b in enumerate(bonuses):
        if b not in BONUS_NAMES:
            raise PositionError(
                f"{base}.bonuses[{j}]",
                f"unknown bonus card {b!r} (known: {', '.join(BONUS_NAMES)})",
            )
        if b in bonuses[:j]:
            raise PositionError(f"{base}.bonuses[{j}]", f"{b} is listed twice")
    out["bonuses"] = list(bonuses)
    return out


def _count(copies: Counter[int], cards: list[int], field: str) -> None:
    copies.update(cards)
    for v in set(cards):
        if copies[v] > COPIES[v]:
            raise PositionError(
                field,
                f"{copies[v]} cards of value {v} are on the table, but the "
                f"deck holds only {COPIES[v]}",
            )


def _check_bonuses(parsed: dict[str, dict[str, Any]]) -> None:
    holder: dict[str, str] = {}
    for name, p in parsed.items():
        for j, b in enumerate(p["bonuses"]):
            field = f"players.{name}.bonuses[{j}]"
            if b in holder:
                raise PositionError(field, f"{b} is already held by {holder[b]}")
            if not any(b in bonus_eligible(t) for t in p["completed"]):
                raise PositionError(field, f"{b} needs {name} to have {BONUS_CONDITIONS[b]}")
            holder[b] = name
    for name, p in parsed.items():
        for i, t in enumerate(p["completed"]):
            for b in bonus_eligible(t):
                if b not in holder:
                    raise PositionError(
                        f"players.{name}.completed[{i}]",
                        f"this tower earns the {b} bonus card: list it in the "
                        "bonuses of whoever completed such a tower last",
                    )


def _check_light(name: str, p: dict[str, Any]) -> None:
    """Light: the hand never exceeds the cards dealt, and as many cards stay set aside unseen."""
    most = max(LIGHT_SIZES)
    if len(p["hand"]) > most:
        raise PositionError(
            f"players.{name}.hand",
            f"the Light hand limit is at most {most} cards, not {len(p['hand'])}",
        )
    set_aside = max(min(LIGHT_SIZES), len(p["hand"]))
    on_table = sum(len(t) for key in ("completed", "incomplete") for t in p[key]) + len(p["hand"])
    if on_table > len(DECK) - set_aside:
        raise PositionError(
            f"players.{name}",
            f"{on_table} cards on a Light table, but at least {set_aside} of the {len(DECK)} "
            "stay set aside unseen",
        )


def _check_taroma_ones(name: str, p: dict[str, Any]) -> None:
    """Taroma's 1s: Taroma plays a 1 only on a tower of 19 or 20 (nobody else builds there)."""
    for key in ("completed", "incomplete"):
        for i, cards in enumerate(p[key]):
            for k, card in enumerate(cards):
                if card == 1 and sum(cards[:k]) not in (TARGET - 2, TARGET - 1):
                    raise PositionError(
                        f"players.{name}.{key}[{i}]",
                        f"Taroma plays a 1 only on a tower of 19 or 20, not on {sum(cards[:k])}",
                    )


def score_position(data: Mapping[str, Any]) -> ScoreSheet:
    """Validate a scoring position and return its final score sheet with winners."""
    if not isinstance(data, Mapping):
        raise PositionError("position", "must be a JSON object")
    mode = data.get("mode", "multiplayer")
    if mode not in MODES:
        raise PositionError("mode", f"must be one of {', '.join(MODES)}, not {mode!r}")
    players = data.get("players")
    if not isinstance(players, Mapping) or not players:
        raise PositionError("players", "must be an object: player name -> their cards")
    extra = sorted(set(data) - {"mode", "players"})
    if extra:
        raise PositionError(extra[0], "unknown field (known: mode, players)")
    names = list(players)
    n = len(names)
    if mode == "multiplayer" and not 2 <= n <= 4:
        raise PositionError("players", f"the multiplayer game has 2 to 4 players, not {n}")
    if mode == "light" and n != 1:
        raise PositionError("players", f"Light solitaire has exactly one player, not {n}")
    autos = [p for p in names if str(p).casefold() == TAROMA_NAME.casefold()]
    if mode == "taroma" and (n != 2 or len(autos) != 1):
        raise PositionError("players", "a Taroma game has two players, one of them named Taroma")
    copies: Counter[int] = Counter()
    parsed = {name: _parse_player(name, players[name], copies) for name in names}
    limits = {"multiplayer": 2 if n == 2 else 1, "light": 2, "taroma": 2}
    for name, p in parsed.items():
        limit = 3 if mode == "taroma" and name in autos else limits[mode]
        if len(p["incomplete"]) > limit:
            raise PositionError(
                f"players.{name}.incomplete",
                f"at most {limit} incomplete tower{'s' if limit > 1 else ''}",
            )
    if mode == "light":
        _check_light(names[0], parsed[names[0]])
    for auto in autos:
        _check_taroma_ones(auto, parsed[auto])
    _check_bonuses(parsed)
    completed = {k: p["completed"] for k, p in parsed.items()}
    bonuses = {k: p["bonuses"] for k, p in parsed.items()}
    if mode == "multiplayer":
        return multiplayer_sheet(names, completed, bonuses, final=True)
    if mode == "light":
        name = names[0]
        return light_sheet(name, completed[name], bonuses[name], final=True)
    auto = autos[0]
    human = next(p for p in names if p != auto)
    return taroma_sheet(
        human,
        auto,
        completed,
        bonuses,
        parsed[auto]["incomplete"],
        parsed[auto]["hand"],
        final=True,
    )
