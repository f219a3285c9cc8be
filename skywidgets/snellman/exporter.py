"""`skywidgets export snellman RECORD --out GAME.txt`: a `terra_mystica` record as the
command list snellman's engine reads, the inverse of `import snellman`.

The file starts with the setup lines (`option ...`, `score SCORE2,...`, `delete BON3`,
`player NAME`, `setup FACTION`), then one line per faction and turn, `faction: command.
command` (writer.py says each move): a turn with its follow-ups and conversions, each
answer to a power offer on a line of its own, in the order the moves were made (an answer
written after other turns is an offer that waited). The Cultists' reward, income and final
scoring are snellman's own and are not written.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from skywidgets.core import RECORD_FORMAT, Action, SkywidgetsError, load_record
from skywidgets.core.files import same_file, write_text
from skywidgets.core.record import read_record_file
from skywidgets.games.terra_mystica.engine import LeaveGame, PowerOffer, State
from skywidgets.games.terra_mystica.engine import actions as A

from . import leech
from .importer import ImportFailed
from .writer import Unwritable, commands_of, convert_text

# written always: the engine always plays so (docs/terra_mystica.md)
STRICT = ("strict-leech", "strict-darkling-sh", "strict-chaosmagician-sh", "maintain-player-order")
LEAGUE = (
    "errata-cultist-power",
    "mini-expansion-1",
    "shipping-bonus",
    "temple-scoring-tile",
    "variable-turn-order",
)
CLOSES = (A.EndTurn, A.Leech, A.Pass, A.PlaceDwelling, A.ChooseBonus)  # the end of a line


class ExportFailed(ImportFailed):
    """The record cannot be written for snellman (one line, for the command line)."""


def setup_lines(state: State, players: list[str]) -> list[str]:
    """The setup of the game in `state` (before the first move) as snellman admin lines."""
    options = [o for o in (*STRICT, *LEAGUE) if o in state.options or o in STRICT]
    cards = [f"BON{n}" for n in range(1, 10)]
    if "shipping-bonus" in state.options:
        cards.append("BON10")
    held = {c for c, _coins in state.bonus_pool}
    return [
        *(f"option {o}" for o in options),
        "score " + ",".join(f"SCORE{t}" for t in state.round_tiles),
        *(f"delete {c}" for c in cards if c not in held),
        *(f"player {'_'.join(p.split())}" for p in players),  # snellman: one word
        *(f"setup {f}" for f in state.factions),
    ]


def move_lines(states: list[State], moves: list[Action]) -> list[str]:
    """The moves as `faction: commands` lines, one per faction and turn."""
    lines: list[str] = []
    seat: int | None = None
    row: list[list[Any]] = []  # [command, conversion unit or None, times]
    declines: list[str] = []  # offers snellman makes and the model does not, after the row

    def flush() -> None:
        """End the line being written."""
        if row and seat is not None:
            texts = [convert_text(u, n) if u else c for c, u, n in row]
            lines.append(f"{states[0].factions[seat]}: " + ". ".join(texts))
        row.clear()
        lines.extend(declines)
        declines.clear()

    phase = (0, "")
    for k, (state, move) in enumerate(zip(states, moves)):
        mover = state.current_player
        if mover != seat or (state.round, state.step) != phase:  # a new turn or phase
            flush()
            seat, phase = mover, (state.round, state.step)
        if isinstance(move, LeaveGame):
            flush()
            lines.append(f"drop-faction {state.factions[mover or 0]}")
            continue
        unit = move.what if isinstance(move, A.Convert) else None
        if unit and row and row[-1][1] == unit:
            row[-1][2] += 1
        else:
            row.extend([c, unit, 1] for c in commands_of(state, move))
        if k + 1 < len(states) and mover is not None:  # after the move's own commands
            declines += unmade_offers(state, states[k + 1], mover)
        if isinstance(move, CLOSES):
            flush()
    flush()
    return lines


def unmade_offers(before: State, after: State, seat: int) -> list[str]:
    """`decline N from X` for each power offer snellman makes for `seat`'s builds between
    the two states and the model does not (no room in the bowls: snellman offers it anyway,
    worth 0, and waits for the answer before a round can end)."""
    if before.round == 0:  # no offers during setup
        return []
    made = {(p.seat, p.hex) for p in (*after.pending, *after.waiting) if isinstance(p, PowerOffer)}
    out = []
    for h in leech.built(before, after, seat):
        for j, amount in sorted(leech.offers(after, seat, h).items()):
            if (j, h) not in made and not after.seats[j].dropped:
                out.append(f"{after.factions[j]}: decline {amount} from {after.factions[seat]}")
    return out


def export_game(game: Any, source: str = "") -> str:
    """The command list of a `terra_mystica` Game played from its setup."""
    states = list(game.states)
    first = states[0]
    if getattr(first, "box", "") != "base" or first.round != 0 or first.step != "setup_dwellings":
        raise ExportFailed("the record does not start from a base game's setup")
    header = f"# a skywidgets terra_mystica record{' (' + source + ')' if source else ''}"
    try:
        body = move_lines(states, list(game.history))
    except Unwritable as exc:
        raise ExportFailed(str(exc)) from None
    return "\n".join([header, *setup_lines(first, list(game.players)), *body]) + "\n"


def export_record(record: dict[str, Any] | str, source: str = "") -> str:
    """The command list of a record (a dict, or the path of a record file)."""
    try:
        data = read_record_file(record) if isinstance(record, str) else record
    except SkywidgetsError as exc:
        raise ExportFailed(str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise ExportFailed(f"not a game record: a {RECORD_FORMAT} JSON object is expected")
    name = data.get("game")
    if name == "merchants_seas":
        raise ExportFailed(
            "a Merchants of the Seas record: snellman does not play the expansion "
            "(only the base game, `terra_mystica`)"
        )
    if name != "terra_mystica":
        raise ExportFailed(f"a record of {name!r}: snellman plays only Terra Mystica")
    if "start" in data:
        raise ExportFailed("the record starts from a position: snellman starts from setup")
    try:
        game = load_record(data)
    except SkywidgetsError as exc:
        raise ExportFailed(f"not a playable record: {exc}") from None
    return export_game(game, source)


def cmd_export(args: argparse.Namespace) -> int:
    """Export a record as a snellman command list (exit 2 with one line on any problem)."""
    source, out = Path(args.record), Path(args.out)
    if same_file(source, out):
        raise ExportFailed(f"{args.out}: the output would overwrite the record")
    try:
        text = export_record(str(source), source.name)
    except ExportFailed as exc:
        raise ExportFailed(f"{args.record}: {exc}") from None
    try:
        write_text(out, text)
    except OSError as exc:
        raise ExportFailed(f"cannot write {args.out}: {exc.strerror or exc}") from None
    lines = sum(1 for line in text.splitlines() if ":" in line and not line.startswith("#"))
    print(f"{args.out}: {lines} faction lines for snellman's engine")
    return 0
