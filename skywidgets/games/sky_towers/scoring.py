"""Scoring sections as pure functions: kites, flags, bonus cards, totals and tie-breaks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from skywidgets.core import ScoreItem, ScoreSheet

from . import citations as C
from .data import (
    BONUS_CONDITIONS,
    BONUS_FLAGS,
    BONUS_KITES,
    BONUS_LIGHT_POINTS,
    BONUS_NAMES,
    FLAGS,
    KITES,
    MASTER_BUILDER_POINTS,
    TARGET,
)

if TYPE_CHECKING:
    from .state import State

Tower = Sequence[int]


def tower_kites(cards: Tower) -> int:
    """Yellow kites printed on these cards."""
    return sum(KITES[c] for c in cards)


def tower_flags(cards: Tower) -> int:
    """Pink flags printed on these cards."""
    return sum(FLAGS[c] for c in cards)


def bonus_eligible(cards: Tower) -> tuple[str, ...]:
    """The bonus cards a completed tower (cards bottom to top) earns, in data order."""
    if sum(cards) != TARGET or not cards:
        return ()
    tests = {
        "Lucky": all(c == 7 for c in cards),
        "Skyscraper": len(cards) >= 6,
        "Fours": sum(1 for c in cards if c == 4) >= 3,
        "Finisher": cards[-1] == 1,
    }
    return tuple(name for name in BONUS_NAMES if tests[name])


def light_points(completed: int, bonuses: int) -> int:
    """Light score: 1 point per completed tower and per bonus card."""
    return completed + bonuses


def is_master_builder(points: int, bonuses: int) -> bool:
    """Light Game End: 10 or more points, or all 4 bonus cards."""
    return points >= MASTER_BUILDER_POINTS or bonuses == len(BONUS_NAMES)


def light_verdict(points: int, bonuses: int) -> str:
    """The Light verdict in words."""
    if is_master_builder(points, bonuses):
        why = f"{points} points" if points >= MASTER_BUILDER_POINTS else "all 4 bonus cards"
        return f"master builder ({why})"
    return (
        f"{points} point{'s' if points != 1 else ''}: not yet a master builder "
        f"(needs {MASTER_BUILDER_POINTS}+ points or all {len(BONUS_NAMES)} bonus cards)"
    )


def _fmt(cards: Tower) -> str:
    return "+".join(map(str, cards))


def _tower_items(player: str, label: str, towers: Sequence[Tower], rule: str) -> list[ScoreItem]:
    out = []
    for i, cards in enumerate(towers, 1):
        k, f = tower_kites(cards), tower_flags(cards)
        out.append(
            ScoreItem(
                player,
                f"{label} {i}",
                k,
                f"{_fmt(cards)} = {sum(cards)}: {k} kites, {f} flags",
                rule,
            )
        )
    return out


def _bonus_items(player: str, bonuses: Sequence[str], rule: str) -> list[ScoreItem]:
    return [
        ScoreItem(
            player,
            f"bonus card {b}",
            BONUS_KITES[b],
            f"{BONUS_CONDITIONS[b]}: {BONUS_KITES[b]} kites",
            rule,
        )
        for b in bonuses
    ]


def decide(kites: Mapping[str, int], flags: Mapping[str, int]) -> tuple[tuple[str, ...], str]:
    """Winners by most kites, then most flags, then shared; with the tie-break in words."""
    best = max(kites.values())
    tied = [p for p in kites if kites[p] == best]
    if len(tied) == 1:
        return tuple(tied), ""
    top = max(flags[p] for p in tied)
    winners = tuple(p for p in tied if flags[p] == top)
    flag_text = ", ".join(f"{p} {flags[p]}" for p in tied)
    text = f"{' and '.join(tied)} tied on {best} kites; flags: {flag_text}"
    if len(winners) == 1:
        return winners, f"{text}: {winners[0]} wins on flags"
    return winners, f"{text}: still tied, {' and '.join(winners)} share the win"


def multiplayer_sheet(
    players: Sequence[str],
    completed: Mapping[str, Sequence[Tower]],
    bonuses: Mapping[str, Sequence[str]],
    final: bool,
) -> ScoreSheet:
    """Kites on completed towers and bonus cards; winners by kites, flags, then shared."""
    items: list[ScoreItem] = []
    kites, flags = {}, {}
    for p in players:
        towers, held = completed.get(p, ()), bonuses.get(p, ())
        items += _tower_items(p, "completed tower", towers, C.END)
        items += _bonus_items(p, held, C.BONUS)
        kites[p] = sum(map(tower_kites, towers)) + sum(BONUS_KITES[b] for b in held)
        flags[p] = sum(map(tower_flags, towers)) + sum(BONUS_FLAGS[b] for b in held)
    if not final:
        return ScoreSheet.build(players, items, winners=())
    winners, text = decide(kites, flags)
    return ScoreSheet.build(players, items, winners=winners, tiebreak=text)


def taroma_sheet(
    human: str,
    taroma: str,
    completed: Mapping[str, Sequence[Tower]],
    bonuses: Mapping[str, Sequence[str]],
    incomplete: Sequence[Tower],
    row: Sequence[int],
    final: bool,
    hidden_row: int = 0,
) -> ScoreSheet:
    """You: completed towers + bonuses. Taroma: completed + incomplete towers + row + bonuses."""
    items = _tower_items(human, "completed tower", completed.get(human, ()), C.TAROMA_END)
    items += _bonus_items(human, bonuses.get(human, ()), C.TAROMA_WIN)
    t_done, t_held = completed.get(taroma, ()), bonuses.get(taroma, ())
    items += _tower_items(taroma, "completed tower", t_done, C.TAROMA_WIN)
    items += _tower_items(taroma, "incomplete tower", incomplete, C.TAROMA_WIN)
    why = f"{_fmt(row) or 'no cards'}: {tower_kites(row)} kites"
    if hidden_row:
        why += f" (face-up cards only; {hidden_row} face-down counted at the end)"
    items.append(ScoreItem(taroma, "row", tower_kites(row), why, C.TAROMA_WIN))
    items += _bonus_items(taroma, t_held, C.TAROMA_WIN)
    players = (human, taroma)
    if not final:
        return ScoreSheet.build(players, items, winners=())
    h_towers, h_held = completed.get(human, ()), bonuses.get(human, ())
    t_cards = (*t_done, *incomplete, row)
    kites = {
        human: sum(map(tower_kites, h_towers)) + sum(BONUS_KITES[b] for b in h_held),
        taroma: sum(map(tower_kites, t_cards)) + sum(BONUS_KITES[b] for b in t_held),
    }
    flags = {
        human: sum(map(tower_flags, h_towers)) + sum(BONUS_FLAGS[b] for b in h_held),
        taroma: sum(map(tower_flags, t_cards)) + sum(BONUS_FLAGS[b] for b in t_held),
    }
    winners, text = decide(kites, flags)
    if not text:
        text = (
            f"{human} beats Taroma"
            if winners == (human,)
            else f"{human} does not beat Taroma's {kites[taroma]} kites"
        )
    return ScoreSheet.build(players, items, winners=winners, tiebreak=text)


def light_sheet(
    player: str, completed: Sequence[Tower], bonuses: Sequence[str], final: bool
) -> ScoreSheet:
    """Light: 1 point per completed tower and bonus card; the verdict as the tie-break text."""
    items = [
        ScoreItem(player, f"completed tower {i}", 1, f"{_fmt(t)} = 21: 1 point", C.LIGHT_END)
        for i, t in enumerate(completed, 1)
    ]
    items += [
        ScoreItem(
            player,
            f"bonus card {b}",
            BONUS_LIGHT_POINTS[b],
            f"{BONUS_CONDITIONS[b]}: {BONUS_LIGHT_POINTS[b]} point",
            C.LIGHT_ACTIONS,
        )
        for b in bonuses
    ]
    if not final:
        return ScoreSheet.build([player], items, winners=())
    points = light_points(len(completed), len(bonuses))
    return ScoreSheet.build(
        [player], items, winners=[player], tiebreak=light_verdict(points, len(bonuses))
    )


def scores(state: State) -> ScoreSheet:
    """The explained score sheet of a state (final once the game is over)."""
    held = {
        p: [b for b, o in zip(BONUS_NAMES, state.bonus_owner) if o == i]
        for i, p in enumerate(state.players)
    }
    completed = {p: state.seats[i].completed for i, p in enumerate(state.players)}
    if state.mode == "light":
        p = state.players[0]
        return light_sheet(p, completed[p], held[p], state.over)
    if state.mode == "multiplayer":
        return multiplayer_sheet(state.players, completed, held, state.over)
    t = state.seats[1]
    row = [v for v, up in t.row if up or state.over]
    incomplete = [tw for tw in t.towers if tw]
    return taroma_sheet(
        state.players[0],
        state.players[1],
        completed,
        held,
        incomplete,
        row,
        state.over,
        hidden_row=len(t.row) - len(row),
    )
