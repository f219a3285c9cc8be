"""The parts of a row the figures do not show, each against the model's move.

A command may say more than the move the importer makes of it: `leech 2 from witches`
names the power offered (the move takes what the bowls can hold), `send p to WATER for 3`
the order space, `dig 2` the spades paid, `convert 5PW to 1P` the rate; the leech column
lists what the row's builds offered; a final scoring row names its points; the Cultists'
reward row says whether an opponent took power. Each function returns the `Problem` a row
has, or None.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from skywidgets.core import Action, ScoreSheet
from skywidgets.games.terra_mystica.engine import FACTIONS, ORDER_SPACES, SpadeUse, State
from skywidgets.games.terra_mystica.engine import actions as A

from . import commands as C
from . import leech
from .records import ActionRow
from .spades import spades_needed
from .translate import CONVERSIONS, CULT_NAMES

R_ROW = "the rules of the row's moves"
R_LEECH = "Terra Mystica — gaining power from a neighbour's build"
R_REWARD = "Terra Mystica — Cultists: power offers from their buildings"
R_FINAL = "Terra Mystica — Final scoring"
R_CONVERT = "Terra Mystica — free actions: the exchange rates"


class Problem(NamedTuple):
    """What of a row differs from the model: its name, the ledger's and the model's value."""

    what: str
    ledger: object
    model: object
    rule: str


def conversion_problem(row: ActionRow) -> Problem | None:
    """A `convert` of the row off its exchange rate (`convert 4PW to 3C`)."""
    for c in row.commands:
        if isinstance(c, C.Convert):
            pair = (c.from_resource.upper(), c.to_resource.upper())
            unit = CONVERSIONS[pair][1] if pair in CONVERSIONS else 1
            if c.from_count != unit * c.to_count:
                text = f"{c.from_count} {pair[0]} for {c.to_count} {pair[1]}"
                return Problem("conversion", text, f"{unit} {pair[0]} each", R_CONVERT)
    return None


def answer_problem(
    before: State, move: Action, cmds: list[C.Command], offers: Mapping[tuple[int, int, int], int]
) -> Problem | None:
    """`leech N` against its build's offer, `send p to X for N` against the space reached."""
    head = before.pending[0] if before.pending else None
    for c in cmds:
        if isinstance(c, (C.Leech, C.Decline)) and c.power is not None:
            key = (getattr(head, "actor", -1), getattr(head, "hex", -1), getattr(head, "seat", -1))
            offer = offers.get(key)
            if offer is not None and offer != c.power:
                return Problem("power offered", c.power, offer, R_LEECH)
        if isinstance(c, C.Send) and isinstance(move, A.SendPriest) and c.steps is not None:
            space = before.cult_order[CULT_NAMES.index(move.cult)]
            steps = ORDER_SPACES[space] if move.order else 1
            if steps != c.steps:
                return Problem(f"priest steps on {move.cult}", c.steps, steps, R_ROW)
    return None


def spades_paid(before: State, move: Action, faction: str, dug: int) -> int:
    """The spades a move pays for beyond the free ones (`dug`: the row's `dig` so far)."""
    if isinstance(move, A.Dig):
        return move.spades
    if not isinstance(move, A.TransformAndBuild):
        return 0
    head = before.pending[0] if before.pending else None
    free = head.spades if isinstance(head, SpadeUse) else 0
    home = FACTIONS[faction].home
    need = spades_needed(
        before.terrain[move.hex], move.terrain, home, faction == "giants", free + dug
    )
    return max(0, need - free)


def leech_problem(row: ActionRow, state: State, offered: Mapping[int, int]) -> Problem | None:
    """The row's leech column against the power its builds offered."""
    model = leech.column(state, offered)
    if model == row.leech:
        return None
    return Problem("leech column", _power(row.leech), _power(model), R_LEECH)


def reward_problem(row: ActionRow, taken: bool) -> Problem | None:
    """`[opponent accepted power]` or `[all opponents declined power]` against the model."""
    said = [c.accepted for c in row.commands if isinstance(c, C.CultistsOutcome)]
    if said and said[0] != taken:
        return Problem("reward", _outcome(said[0]), _outcome(taken), R_REWARD)
    return None


def final_items(sheet: ScoreSheet) -> dict[tuple[str, str], int]:
    """The final scoring points of each (player, FIRE/WATER/EARTH/AIR/network/RESOURCES)."""
    items: dict[tuple[str, str], int] = {}
    for item in sheet.items:
        if item.source.startswith("final: "):
            what = item.source.removeprefix("final: ").split()[0]
            key = "network" if what.lower() == "network" else what.upper()
            items[(item.player, key)] = items.get((item.player, key), 0) + item.points
    return items


def final_problem(row: ActionRow, what: str, vp: int, dropped: bool) -> Problem | None:
    """A final scoring row's command (`+8vp for FIRE`) against the model's points."""
    said = [c for c in row.commands if isinstance(c, C.Adjust)]
    if said and (said[0].amount, (said[0].reason or "").upper()) != (vp, what.upper()):
        return Problem(f"VP for {what}", said[0].amount, vp, R_FINAL)
    if not said and not dropped:
        return Problem("command", repr(row.text), f"+{vp}vp for {what}", R_FINAL)
    return None


def resources_problem(row: ActionRow, dropped: bool) -> Problem | None:
    """The row under `Converting resources to VPs` must be `score_resources`."""
    if dropped or any(isinstance(c, C.ScoreResources) for c in row.commands):
        return None
    return Problem("command", repr(row.text), "'score_resources'", R_FINAL)


def _outcome(taken: bool) -> str:
    return "an opponent took power" if taken else "all opponents declined"


def _power(column: tuple[int, ...]) -> str:
    return " ".join(map(str, column)) or "none"
