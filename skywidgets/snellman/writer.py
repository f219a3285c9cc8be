"""One `terra_mystica` move as snellman commands (the inverse of translate.py).

`commands_of(state, move)` gives the commands a faction types for the move made in `state`:
`build E7`, `dig 1. transform F3 to yellow`, `upgrade E7 to TP`, `action ACT3`, `leech 2
from witches`, `convert 1PW to 1C`, `burn 1`, `+FAV5`, `pass BON3`, `done` (a decision
left unused)... A move snellman writes nothing for (ending the turn, letting an offer wait)
gives none; a move of Merchants of the Seas cannot be written (`Unwritable`).
"""

from __future__ import annotations

from skywidgets.core import Action
from skywidgets.games.terra_mystica.engine import (
    FACTIONS,
    SPECIALS,
    TERRAIN_OF_COLOUR,
    ConnectRiver,
    LeaveGame,
    PowerOffer,
    SpadeUse,
    State,
    board,
)
from skywidgets.games.terra_mystica.engine import actions as A

from . import leech
from .spades import spades_needed

COLOUR = {letter: name for name, letter in TERRAIN_OF_COLOUR.items()}
SPECIAL_NAMES = {kind: name for name, (kind, *_rest) in SPECIALS.items()} | {
    "FAV6": "FAV6",
    "engineers_bridge": "ACTE",
}
# a conversion unit: (what is paid, how many, what is gained)
UNITS = {
    "PW>C": ("PW", 1, "C"),
    "PW>W": ("PW", 3, "W"),
    "PW>P": ("PW", 5, "P"),
    "P>W": ("P", 1, "W"),
    "W>C": ("W", 1, "C"),
    "VP>C": ("VP", 1, "C"),
    "C>VP": ("C", 2, "VP"),
}
SILENT = (A.EndTurn, A.LetWait)  # moves snellman has no command for


class Unwritable(ValueError):
    """A move snellman's command language cannot say (Merchants of the Seas)."""


def hex_name(h: int) -> str:
    """A hex's snellman name (`E7`)."""
    return board.NAMES[h]


def commands_of(state: State, move: Action) -> list[str]:
    """The snellman commands of `move`, made in `state` by the seat deciding there."""
    seat = state.current_player if state.current_player is not None else 0
    faction = state.factions[seat]
    if isinstance(move, SILENT):
        return []
    if isinstance(move, A.Finish):
        head = state.pending[0] if state.pending else None
        if isinstance(head, SpadeUse):  # spades left are thrown away: `-N SPADE`
            return [f"-{head.spades}SPADE"]
        return ["done"]
    if isinstance(move, (A.PlaceDwelling, A.WitchesRide)):
        ride = ["action ACTW"] if isinstance(move, A.WitchesRide) else []
        return [*ride, f"build {hex_name(move.hex)}"]
    if isinstance(move, A.ChooseBonus):
        return [f"pass {move.card}"]
    if isinstance(move, A.Pass):
        return [f"pass {move.card}" if move.card else "pass"]
    if isinstance(move, A.TransformAndBuild):
        return _transform(state, faction, move)
    if isinstance(move, A.Dig):
        return [f"dig {move.spades}"]
    if isinstance(move, A.Sandstorm):
        where = hex_name(move.hex)
        return ["action ACTN", f"build {where}" if move.build else f"transform {where}"]
    return _other(state, faction, move)


def _other(state: State, faction: str, move: Action) -> list[str]:
    """Every other kind of move."""
    if isinstance(move, A.Upgrade):
        return [f"upgrade {hex_name(move.hex)} to {move.to}"]
    if isinstance(move, A.PowerAction):
        return [f"action {move.id}"]
    if isinstance(move, A.Special):
        return [f"action {_special(state, faction, move.what)}"]
    if isinstance(move, A.SendPriest):
        return [f"send p to {move.cult}" + ("" if move.order else " for 1")]
    if isinstance(move, A.Advance):
        return ["advance ship" if move.track == "shipping" else "advance dig"]
    if isinstance(move, A.Convert):
        return [convert_text(move.what, 1)]
    if isinstance(move, A.DarklingsConvert):
        return [f"convert {move.n}W to {move.n}P"]
    if isinstance(move, A.Leech):
        return [_answer(state, move)]
    if isinstance(move, A.TakeFavor):
        return [f"+{move.tile}"]
    if isinstance(move, A.TakeTown):
        return [f"+{move.tile}"]
    if isinstance(move, A.ChooseCult):
        head = state.pending[0] if state.pending else None
        steps = getattr(head, "steps", 1)
        return [f"+{steps}{move.cult}" if steps > 1 else f"+{move.cult}"]
    if isinstance(move, A.StepBack):
        return [f"-{move.cult}"]
    if isinstance(move, A.PlaceBridge):
        return [f"bridge {hex_name(move.a)}:{hex_name(move.b)}"]
    if isinstance(move, ConnectRiver):
        return [f"connect r{board.RIVERS.index(move.river)}"]
    if isinstance(move, LeaveGame):
        return [f"drop-faction {faction}"]
    raise Unwritable(f"snellman has no command for {move.label!r}")


def _transform(state: State, faction: str, move: A.TransformAndBuild) -> list[str]:
    """`[dig N.] build H` or `[dig N.] transform H to COLOUR`: the spades beyond the free
    ones are dug."""
    if move.ship >= 0:
        raise Unwritable("a Dwelling paid by returning a ship is Merchants of the Seas'")
    head = state.pending[0] if state.pending else None
    free = head.spades if isinstance(head, SpadeUse) else 0
    home = FACTIONS[faction].home
    current = state.terrain[move.hex]
    need = spades_needed(current, move.terrain, home, faction == "giants", free)
    dig = [f"dig {need - free}"] if need > free else []
    where = hex_name(move.hex)
    if move.build:
        return [*dig, f"build {where}"]
    return [*dig, f"transform {where} to {COLOUR[move.terrain]}"]


def _special(state: State, faction: str, what: str) -> str:
    """The name snellman gives a special action (a Bonus card's: the card held)."""
    if what == "bonus":
        return state.seats[state.factions.index(faction)].bonus
    if what not in SPECIAL_NAMES:
        raise Unwritable(f"snellman has no special action {what!r}")
    return SPECIAL_NAMES[what]


def convert_text(what: str, times: int) -> str:
    """`convert 3PW to 3C` for `times` units of one conversion; `burn N` for burning."""
    if what == "BURN":
        return f"burn {times}"
    if what not in UNITS:
        raise Unwritable(f"snellman has no conversion {what!r}")
    paid, per, gained = UNITS[what]
    return f"convert {per * times}{paid} to {times}{gained}"


def _answer(state: State, move: A.Leech) -> str:
    """`leech N from F` / `decline N from F`: N is what the build offers before the bowls
    cap it (snellman's own figure)."""
    head = state.pending[0]
    if not isinstance(head, PowerOffer):
        raise Unwritable("an answer to a power offer with no offer open")
    offered = leech.offers(state, head.actor, head.hex).get(head.seat, head.power)
    verb = "leech" if move.accept else "decline"
    return f"{verb} {offered} from {state.factions[head.actor]}"
