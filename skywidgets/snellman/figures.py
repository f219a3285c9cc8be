"""A faction's figures as a ledger row shows them, and what snellman's automatic rows add.

Figures are VP, coins, workers, priests, the three power bowls and the four cult positions.
The model gives them for most rows (check.py); two kinds of row are snellman's own
bookkeeping and are computed here from the model's figures before them:

- a round's cult income when no faction gains a spade (the model pays it in the same step
  as the next round's income): the round scoring tile's cult bonus, snellman's
  `Game/Constants.pm` `%tiles` (`cult`, `req`, `income`), paid as `income.pm` pays it;
- `score_resources` at the end (`scoring.pm` `score_final_resources_for_faction`): bowl II
  burnt, power, priests and workers to coins, then coins to VP (3 each, the Alchemists 2).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from skywidgets.games.terra_mystica.engine import CULTS, Seat

from .records import ActionRow

Figures = tuple[int, int, int, int, tuple[int, int, int], tuple[int, int, int, int]]
NAMES = ("vp", "coins", "workers", "priests", "power", "cults")
MAX_PRIESTS = 7  # snellman MAX_P: priests in hand and on the cult tracks together

# SCOREn: (cult track, steps needed, income per time); "PRIESTS": priests on the tracks
CULT_INCOME: Mapping[str, tuple[str, int, Mapping[str, int]]] = {
    "SCORE1": ("EARTH", 1, {"C": 1}),
    "SCORE2": ("EARTH", 4, {"SPADE": 1}),
    "SCORE3": ("WATER", 4, {"P": 1}),
    "SCORE4": ("FIRE", 2, {"W": 1}),
    "SCORE5": ("FIRE", 4, {"PW": 4}),
    "SCORE6": ("WATER", 4, {"SPADE": 1}),
    "SCORE7": ("AIR", 2, {"W": 1}),
    "SCORE8": ("AIR", 4, {"SPADE": 1}),
    "SCORE9": ("PRIESTS", 1, {"C": 2}),
}


def seat_figures(seat: Seat) -> Figures:
    """A model seat's figures."""
    return (seat.vp, seat.coins, seat.workers, seat.priests, seat.bowls, seat.cults)


def row_figures(row: ActionRow) -> Figures:
    """A ledger row's figures."""
    r = row.resources
    return (r.vp, r.coins, r.workers, r.priests, r.power, r.cults)


def gain_power(bowls: tuple[int, int, int], n: int) -> tuple[int, int, int]:
    """Bowls after gaining `n` power: bowl I to II first, then II to III."""
    p1, p2, p3 = bowls
    up = min(n, p1)
    p1, p2, n = p1 - up, p2 + up, n - up
    up = min(n, p2)
    return (p1, p2 - up, p3 + up)


def with_cult_income(seat: Seat, tile: str) -> Figures:
    """The seat's figures after the round tile's cult income, when it brings no spade."""
    vp, coins, workers, priests, bowls, cults = seat_figures(seat)
    track, need, income = CULT_INCOME[tile]
    held = seat.priests_sent if track == "PRIESTS" else cults[CULTS.index(track)]
    times = held // need  # a spade changes no figure (the model asks for it when gained)
    coins += income.get("C", 0) * times
    workers += income.get("W", 0) * times
    room = MAX_PRIESTS - priests - seat.priests_sent
    priests += max(0, min(income.get("P", 0) * times, room))
    bowls = gain_power(bowls, income.get("PW", 0) * times)
    return (vp, coins, workers, priests, bowls, cults)


def with_resources_scored(figures: Figures, coins_per_vp: int) -> Figures:
    """The figures after snellman's `score_resources`: everything to coins, coins to VP."""
    vp, coins, workers, priests, (p1, p2, p3), cults = figures
    burnt = p2 // 2
    p2, p3 = p2 - 2 * burnt, p3 + burnt
    coins += p3 + priests + workers
    p1, p3 = p1 + p3, 0
    gained = coins // coins_per_vp
    return (vp + gained, coins - gained * coins_per_vp, 0, 0, (p1, p2, p3), cults)


def with_vp(figures: Figures, vp: int) -> Figures:
    """The figures with `vp` more victory points."""
    _vp, coins, workers, priests, bowls, cults = figures
    return (figures[0] + vp, coins, workers, priests, bowls, cults)


def first_difference(
    ledger: tuple[object, ...], model: tuple[object, ...], names: tuple[str, ...] = NAMES
) -> tuple[str, object, object] | None:
    """The first figure where the ledger and the model differ: (name, ledger, model)."""
    for name, a, b in zip(names, ledger, model):
        if a != b:
            return name, a, b
    return None


Change = tuple[int, int, int, int, int, tuple[int, int, int, int]]
CHANGE_NAMES = ("vp", "coins", "workers", "priests", "spendable power", "cults")
NO_CHANGE: Change = (0, 0, 0, 0, 0, (0, 0, 0, 0))


def change(before: Figures, after: Figures) -> Change:
    """What changed from `before` to `after` (power as spendable power: bowl II + 2 × III,
    the change that does not depend on the order of gains and spendings)."""
    vp, coins, workers, priests, bowls, cults = before
    vp2, coins2, workers2, priests2, bowls2, cults2 = after
    power = _spendable(bowls2) - _spendable(bowls)
    moved = _four(b - a for a, b in zip(cults, cults2))
    return (vp2 - vp, coins2 - coins, workers2 - workers, priests2 - priests, power, moved)


def added(a: Change, b: Change) -> Change:
    """Two changes one after the other."""
    return (
        a[0] + b[0],
        a[1] + b[1],
        a[2] + b[2],
        a[3] + b[3],
        a[4] + b[4],
        _four(x + y for x, y in zip(a[5], b[5])),
    )


def _four(values: Iterable[int]) -> tuple[int, int, int, int]:
    fire, water, earth, air = values
    return (fire, water, earth, air)


def _spendable(bowls: tuple[int, int, int]) -> int:
    return bowls[1] + 2 * bowls[2]
