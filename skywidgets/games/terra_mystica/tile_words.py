"""What each Bonus card, Favor tile, Town tile and round scoring tile does, in plain words,
written from the tables in tables.py (so a changed table changes its words)."""

from __future__ import annotations

from collections.abc import Mapping

from . import tables

UNITS = {  # a unit's name, one and many
    "C": ("coin", "coins"),
    "W": ("worker", "workers"),
    "P": ("priest", "priests"),
    "PW": ("power", "power"),
    "VP": ("VP", "VP"),
    "SPADE": ("spade", "spades"),
    "SHIP": ("ship", "ships"),
    "KEY": ("key", "keys"),
    "BRIDGE": ("bridge", "bridges"),
    "FAVOR": ("Favor tile", "Favor tiles"),
}
_SPECIALS = {
    "SPADE": "1 free spade",
    "CULT": "1 step on a cult track",
    "SHIPPING": "shipping +1 for this round",
    "MOVE": "move your ships",
    "SHIP": "obtain 1 ship",
}
_EXTRAS = {
    "town6": "a town needs only 6 power",
    "cult_action": "a special action: 1 step on a cult track",
    "vp_TP3": "3 VP for each Trading house you build",
    "vp_D2": "2 VP for each Dwelling you build",
    "pass_TP": "on passing "
    + "/".join(map(str, tables.FAV12_PASS_VP[1:]))
    + " VP for 1/2/3/4 Trading houses",
    "choice": "once: shipping/range +1 and 1 worker, or a priest to a cult",
    "trade_bonus": f"each of your trades scores {tables.TRADE_BONUS_VP['D']} VP more "
    f"({tables.TRADE_BONUS_VP['SH']} with a Stronghold, Sanctuary or Shipyard)",
    "pass_trades": "on passing "
    + "/".join(str(vp) for _n, vp in reversed(tables.PASS_TRADES_VP))
    + " VP for "
    + "/".join(str(n) for n, _vp in reversed(tables.PASS_TRADES_VP))
    + "+ trade markers",
}
_STRUCTURES = {"D": "Dwelling", "TP": "Trading house", "TE": "Temple", "SH": "Stronghold"}
_ROUND_WHAT = {
    "TOWN": "each town founded",
    "ADVANCE": "each step on the shipping or exchange track",
    "BIG": "each Stronghold or Sanctuary built",
    "SPADE": "each spade used",
    "TRADE": "each trade",
    "D": "each Dwelling built",
    "TP": "each Trading house built",
    "TE": "each Temple built",
}

_SEAS_ROUND_TILES = range(10, 22)  # the expansion's tiles (tables.ROUND_TILES): a Shipyard is big


def gains_words(gains: Mapping[str, int]) -> str:
    """A bundle of gains in words: "5 VP, 6 coins", "Fire +1, Water +1"."""
    parts = []
    for key, n in gains.items():
        if key in tables.CULTS:
            parts.append(f"{key.title()} +{n}")
        elif key == "SHIPPING":
            parts.append(f"shipping/range +{n}")
        elif key == "MOVE":
            parts.append("move your ships")
        else:
            one, many = UNITS.get(key, (key, key))
            parts.append(f"{n} {one if n == 1 else many}")
    return ", ".join(parts)


def bonus_words(card: str) -> str:
    """Bonus card `card` in words: its income, its special action, its VP when passing."""
    income, special, rule = tables.BONUS_CARDS[card]
    parts = [f"income {gains_words(income)}"] if income else []
    if special:
        parts.append(f"action: {_SPECIALS[special]}")
    if rule:
        kind, what, vp = rule
        if kind == "per":
            names = " or ".join(_STRUCTURES.get(s, tables.STRUCTURE_NAMES[s]) for s in what)
            parts.append(f"on passing {vp} VP per {names}")
        elif kind == "per_ship":
            parts.append(f"on passing {vp} VP per ship on the board")
        elif kind == "per_shipping":
            parts.append(f"on passing {vp} VP per shipping level")
        elif kind == "trade_vp":
            parts.append(f"{vp} VP per trade")
    return "; ".join(parts)


def favor_words(tile: str) -> str:
    """Favor tile `tile` in words: its cult steps, its income, what else it gives."""
    steps, income, extra, _copies = tables.FAVORS[tile]
    parts = [gains_words(steps)]
    if income:
        parts.append(f"income {gains_words(income)}")
    if extra:
        parts.append(_EXTRAS[extra])
    return "; ".join(parts)


def town_words(tile: str) -> str:
    """Town tile `tile` in words: what it gives at once (a key besides)."""
    return gains_words(tables.TOWNS[tile][0])


def round_tile_words(tile: int) -> str:
    """Round scoring tile `tile` in words: the VP per action, the Phase III cult reward."""
    what, vp, cult, need, reward = tables.ROUND_TILES[tile]
    scored = _ROUND_WHAT[what]
    if what == "BIG" and tile in _SEAS_ROUND_TILES:
        scored = "each Stronghold, Sanctuary or Shipyard built"
    track = "priest sent to a cult" if cult == "PRIESTS" else f"{need} {cult.title()}"
    return f"{vp} VP for {scored}; {gains_words(reward)} per {track} in Phase III"
