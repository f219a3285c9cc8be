"""One plain phrase per move for the coach: what it does for the seat, the VP it scores now
(from the score sheets before and after), and the rulebook section that decides it. Nothing
in this game is hidden, so naming any seat's pieces is safe."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from skywidgets.core import Action

from . import actions as A
from . import board, tables
from .alchemy import R_STONE, STONE
from .boxes import box_of
from .building import R_BUILD, R_RIDE, R_SAND, R_SHIP_BUILD
from .cultists import reward_words
from .cults import R_PRIEST
from .decisions import R_BRIDGE, R_CULT, R_DARK, R_FAV13, R_FAVOR, R_LEECH, R_TOWN
from .digging import R_DIG
from .factions import FACTIONS
from .leaving import R_LEAVE
from .passing import R_PASS
from .power_actions import R_ADVANCE, R_CONVERT, R_SPECIAL
from .rules import R_SEQUENCE
from .scoring import scores
from .setup import R_BONUS, R_DWELLINGS
from .spades import spades_needed
from .state import RiverTown, State, TownChoice
from .step_back import R_STEP_BACK
from .strongholds import BY_WHAT, R_ACTS, R_AUREN_SH, R_CHAOS_FAVORS, R_HALFLINGS_SH
from .tile_words import bonus_words, favor_words, town_words
from .towns import R_RIVER_TOWN
from .turn_end import R_TURN_END
from .upgrading import R_UPGRADE, STRUCTURES
from .waiting import R_WAIT

Phrase = tuple[str, str]  # what the move does, the rule deciding it


def explain(before: State, action: Action, after: State, seat: int) -> str:
    """What `action` does for `seat`: the move, the VP it scores now, its rule."""
    what, rule = PHRASES.get(type(action), _fallback)(before, action, after, seat)
    extras = _consequences(before, action, after, seat) + reward_words(before, after)
    return f"{what}{extras}: {_points(before, after, seat)} ({rule})"


def _points(before: State, after: State, seat: int) -> str:
    """The VP the move scores now, by source ('+3 VP from round scoring tiles')."""
    name = before.players[seat]
    old = _by_source(scores(before).for_player(name))
    new = _by_source(scores(after).for_player(name))
    parts = [
        f"{new.get(src, 0) - old.get(src, 0):+d} VP from {src}"
        for src in {**old, **new}
        if new.get(src, 0) != old.get(src, 0)
    ]
    return ", ".join(parts) if parts else "no VP now"


def _by_source(items: list[Any]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        out[item.source] = out.get(item.source, 0) + item.points
    return out


def _consequences(before: State, action: Action, after: State, seat: int) -> str:
    """What else follows: a town founded, cult steps on the way, neighbours offered power."""
    out = []
    b, a = before.seats[seat], after.seats[seat]
    founding = any(isinstance(p, TownChoice) and p.seat == seat for p in after.pending)
    if founding and not any(isinstance(p, TownChoice) for p in before.pending):
        out.append(f"founds a town ({R_TOWN})")
    if not isinstance(action, (A.SendPriest, A.ChooseCult)):
        steps = [
            f"{cult.title()} +{a.cults[k] - b.cults[k]}"
            for k, cult in enumerate(tables.CULTS)
            if a.cults[k] > b.cults[k]
        ]
        if steps:
            out.append("cult steps " + ", ".join(steps))
    offered = [
        after.players[p.seat]
        for p in after.pending
        if getattr(p, "kind", "") == "leech" and p not in before.pending and p.seat != seat
    ]
    if offered:
        out.append("offers power to " + ", ".join(offered))
    return "".join(f", {x}" for x in out)


def _h(h: int) -> str:
    return board.NAMES[h]


def _place_dwelling(b: State, a: A.PlaceDwelling, af: State, s: int) -> Phrase:
    return f"places a starting Dwelling on {_h(a.hex)}", R_DWELLINGS


def _choose_bonus(b: State, a: A.ChooseBonus, af: State, s: int) -> Phrase:
    return f"takes Bonus card {a.card} ({bonus_words(a.card)})", R_BONUS


def _transform(b: State, a: A.TransformAndBuild, af: State, s: int) -> Phrase:
    spades = spades_needed(b.factions[s], b.terrain[a.hex], a.terrain)
    dig = f" with {spades} spade{'s' if spades != 1 else ''}" if spades else ""
    terrain = tables.TERRAIN_NAMES[a.terrain]
    if not a.build:
        return f"turns {_h(a.hex)} into {terrain}{dig}", R_BUILD
    rule = R_SHIP_BUILD if a.ship >= 0 else R_BUILD
    paid = " paid by returning a ship" if a.ship >= 0 else ""
    turned = f"turns {_h(a.hex)} into {terrain}{dig} and " if spades else ""
    return f"{turned}builds a Dwelling on {_h(a.hex)}{paid}", rule


def _upgrade(b: State, a: A.Upgrade, af: State, s: int) -> Phrase:
    name = tables.STRUCTURE_NAMES[a.to]
    text = f"upgrades {_h(a.hex)} to a {name}"
    fac = FACTIONS[b.factions[s]]
    if a.to in ("TE", "SA"):
        n = fac.build_favors  # Chaos Magicians: 2
        text += " and earns a Favor tile" if n == 1 else f" and earns {n} Favor tiles"
        if n > 1:
            return text, R_CHAOS_FAVORS
    if b.pending and b.pending[0].kind == "free_tp":
        return f"{text} for free", R_ACTS
    if a.to == "SH" and fac.sh_favors:
        return f"{text} and earns a Favor tile at once", R_AUREN_SH
    if a.to == "SH" and fac.sh_spades:
        return f"{text} and takes {fac.sh_spades} spades at once", R_HALFLINGS_SH
    own = STRUCTURES.get(b.box, {}).get(a.to)  # an expansion's structure cites its own rule
    return text, own.rule if own else R_UPGRADE


def _power(b: State, a: A.PowerAction, af: State, s: int) -> Phrase:
    rule = box_of(b.box, b.options).power_rule
    return f"spends power on {a.id} ({tables.POWER_ACTIONS[a.id][2]})", rule


def _special(b: State, a: A.Special, af: State, s: int) -> Phrase:
    return a.label, BY_WHAT[a.what][1] if a.what in BY_WHAT else R_SPECIAL


def _ride(b: State, a: A.WitchesRide, af: State, s: int) -> Phrase:
    return f"flies to {_h(a.hex)} and builds a Dwelling for free", R_RIDE


def _sandstorm(b: State, a: A.Sandstorm, af: State, s: int) -> Phrase:
    built = " and builds a Dwelling there" if a.build else ""
    return f"turns {_h(a.hex)} into desert{built}", R_SAND


def _convert(b: State, a: A.Convert, af: State, s: int) -> Phrase:
    if a.what == "BURN":
        return "burns power to move 1 power to bowl III", R_CONVERT
    if a.what in STONE:
        words = "1 VP into 1 coin" if a.what == "VP>C" else "2 coins into 1 VP"
        return f"converts {words} (Philosopher's Stone)", R_STONE
    src, n, dst, m = tables.CONVERSIONS[a.what]
    return f"converts {n} {_NAMES[src]} into {m} {_NAMES[dst]}", R_CONVERT


_NAMES = {"PW": "power", "C": "coin(s)", "W": "worker(s)", "P": "priest(s)"}


def _advance(b: State, a: A.Advance, af: State, s: int) -> Phrase:
    track = "shipping / range" if a.track == "shipping" else "exchange (spade)"
    level = af.seats[s].shipping if a.track == "shipping" else af.seats[s].dig
    return f"advances your {track} track to {level}", R_ADVANCE


def _priest(b: State, a: A.SendPriest, af: State, s: int) -> Phrase:
    k = tables.CULTS.index(a.cult)
    old, new = b.seats[s].cults[k], af.seats[s].cults[k]
    where = "to an order space of" if a.order else "one step on"
    return f"sends a priest {where} {a.cult.title()}: space {old} to {new}", R_PRIEST


def _pass(b: State, a: A.Pass, af: State, s: int) -> Phrase:
    card = (
        f" and takes Bonus card {a.card} ({bonus_words(a.card)})"
        if a.card
        else " for the rest of the game"
    )
    return f"passes{card}", R_PASS


def _leech(b: State, a: A.Leech, af: State, s: int) -> Phrase:
    if not a.accept:
        return f"declines {a.power} power and keeps its VP", R_LEECH
    return f"takes {a.power} power from a neighbour's build", R_LEECH


def _favor(b: State, a: A.TakeFavor, af: State, s: int) -> Phrase:
    return f"takes Favor tile {a.tile} ({favor_words(a.tile)})", R_FAVOR


def _town(b: State, a: A.TakeTown, af: State, s: int) -> Phrase:
    return f"takes Town tile {a.tile} ({town_words(a.tile)}) and a key", R_TOWN


def _cult(b: State, a: A.ChooseCult, af: State, s: int) -> Phrase:
    k = tables.CULTS.index(a.cult)
    return f"climbs {a.cult.title()} to space {af.seats[s].cults[k]}", R_CULT


def _bridge(b: State, a: A.PlaceBridge, af: State, s: int) -> Phrase:
    return f"builds a bridge between {_h(a.a)} and {_h(a.b)}", R_BRIDGE


def _darklings(b: State, a: A.DarklingsConvert, af: State, s: int) -> Phrase:
    return f"turns {a.n} worker(s) into priests", R_DARK


def _fire(b: State, a: A.FireFavorBonus, af: State, s: int) -> Phrase:
    return a.label, R_FAV13


def _finish(b: State, a: A.Finish, af: State, s: int) -> Phrase:
    if b.pending and b.pending[0].kind in FINISH_PHRASES:
        return FINISH_PHRASES[b.pending[0].kind]
    if b.pending and isinstance(b.pending[0], RiverTown):
        return "founds no town across a river now", R_RIVER_TOWN
    return "stops using the spades (the rest are lost)", R_BUILD


def _end_turn(b: State, a: A.EndTurn, af: State, s: int) -> Phrase:
    return "ends the turn (no more conversions or burning until your next turn)", R_TURN_END


def _connect(b: State, a: A.ConnectRiver, af: State, s: int) -> Phrase:
    return f"joins its structures across the river space {_h(a.river)}", R_RIVER_TOWN


def _fallback(b: State, a: Action, af: State, s: int) -> Phrase:
    return a.label, R_SEQUENCE


def _leave(b: State, a: A.LeaveGame, af: State, s: int) -> Phrase:
    card = b.seats[s].bonus
    back = f", {card} goes back on display" if card else ""
    return f"leaves the game: no more turns{back}", R_LEAVE


def _dig(b: State, a: A.Dig, af: State, s: int) -> Phrase:
    power = a.spades * FACTIONS[b.seats[s].faction].spade_power
    return f"digs {a.spades} spade(s) first and takes {power} power for them at once", R_DIG


def _let_wait(b: State, a: A.LetWait, af: State, s: int) -> Phrase:
    return "lets the power offer wait: it answers later", R_WAIT


def _step_back(b: State, a: A.StepBack, af: State, s: int) -> Phrase:
    return f"gives back a step on {a.cult.title()} before taking its Town tile", R_STEP_BACK


# One phrase-maker per move (an expansion adds its own: layers.py).
PHRASES: dict[type[Action], Callable[[State, Any, State, int], Phrase]] = {
    A.PlaceDwelling: _place_dwelling,
    A.ChooseBonus: _choose_bonus,
    A.TransformAndBuild: _transform,
    A.Upgrade: _upgrade,
    A.PowerAction: _power,
    A.Special: _special,
    A.WitchesRide: _ride,
    A.Sandstorm: _sandstorm,
    A.Convert: _convert,
    A.Advance: _advance,
    A.SendPriest: _priest,
    A.Pass: _pass,
    A.Leech: _leech,
    A.TakeFavor: _favor,
    A.TakeTown: _town,
    A.ChooseCult: _cult,
    A.PlaceBridge: _bridge,
    A.DarklingsConvert: _darklings,
    A.FireFavorBonus: _fire,
    A.Finish: _finish,
    A.EndTurn: _end_turn,
    A.ConnectRiver: _connect,
    A.LeaveGame: _leave,
    A.StepBack: _step_back,
    A.Dig: _dig,
    A.LetWait: _let_wait,
}

# What finishing an expansion's decision early does (layers.py), by decision kind.
FINISH_PHRASES: dict[str, Phrase] = {}
