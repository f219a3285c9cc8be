"""The Stronghold abilities of the Giants, Swarmlings, Halflings, Auren and Chaos Magicians:
the once-a-round special actions ACTG (2 free spades), ACTS (a free Trading house), ACTA (2
steps on one cult track) and ACTC (a double turn, played out in double_turn.py), and the
one-time rewards (Halflings: 3 spades at once; Auren: a Favor tile at once).
Facts from snellman `Game/Constants.pm` (%actions) and `Game/Factions/*.pm`."""

from __future__ import annotations

from collections.abc import Mapping

from skywidgets.core import Action, IllegalAction

from . import actions as A
from . import tables
from .decisions import cult_options
from .factions import AUREN_ACTION_STEPS, CHAOS_ACTIONS, FACTIONS, GIANTS_ACTION_SPADES
from .facts import counts_of
from .resources import push, spades_gained
from .state import (
    CultChoice,
    Decision,
    DoubleTurn,
    FavorChoice,
    FreeTradingHouse,
    Seat,
    SpadeUse,
    State,
    evolve,
    with_seat,
)

R_ACTG = "Terra Mystica — Giants: Stronghold special action (2 free spades)"
R_ACTS = "Terra Mystica — Swarmlings: Stronghold special action (free Trading house)"
R_ACTA = "Terra Mystica — Auren: Stronghold special action (2 steps on one cult track)"
R_HALFLINGS_SH = "Terra Mystica — Halflings: Stronghold (3 spades at once)"
R_AUREN_SH = "Terra Mystica — Auren: Stronghold (a Favor tile at once)"
R_ACTC = "Terra Mystica — Chaos Magicians: Stronghold special action (double turn)"
R_CHAOS_FAVORS = "Terra Mystica — Chaos Magicians: 2 Favor tiles per Temple and Sanctuary"

# Stronghold action (Constants.pm) -> the Special action's `what`, its rule and its words.
SPECIALS: Mapping[str, tuple[str, str, str]] = {
    "ACTG": ("giants_spades", R_ACTG, "take 2 free spades (Giants' Stronghold)"),
    "ACTS": ("swarmlings_tp", R_ACTS, "upgrade a Dwelling to a Trading house for free"),
    "ACTA": ("auren_cult", R_ACTA, "2 steps on one cult track (Auren's Stronghold)"),
    "ACTC": ("chaos_double", R_ACTC, "take a double turn (Chaos Magicians' Stronghold)"),
}
BY_WHAT = {what: (act, rule) for act, (what, rule, _w) in SPECIALS.items()}
LABELS = {what: words for what, _r, words in SPECIALS.values()}
_ACTION = {what: A.Special(what) for what in BY_WHAT}


def free_tp_spots(state: State, i: int) -> list[int]:
    """Seat `i`'s Dwellings that ACTS may turn into a Trading house (one must be left)."""
    if counts_of(state, i).get("TP", 0) >= tables.MAX_COUNT["TP"]:
        return []
    return [h for h, o in enumerate(state.owner) if o == i and state.building[h] == "D"]


def _possible(state: State, i: int, what: str) -> bool:
    """Whether the action can do anything now (a Dwelling to upgrade, a cult to climb)."""
    if what == "swarmlings_tp":
        return bool(free_tp_spots(state, i))
    if what == "auren_cult":
        return bool(cult_options(state, i, AUREN_ACTION_STEPS))
    return True


def stronghold_specials(
    state: State, i: int, seat: Seat, counts: Mapping[str, int]
) -> list[Action]:
    """The Stronghold special action open to seat `i` (at most one, once a round)."""
    found = SPECIALS.get(FACTIONS[seat.faction].sh_action)
    if found is None or not counts.get("SH"):  # (the first checks of `stronghold_problem`)
        return []
    what = found[0]
    return [] if stronghold_problem(state, i, what) else [_ACTION[what]]


def stronghold_problem(state: State, i: int, what: str) -> tuple[str, str] | None:
    """The rule and reason refusing seat `i` the Stronghold special action `what` now (None:
    it may take it)."""
    seat = state.seats[i]
    act, rule = BY_WHAT[what]
    fac = FACTIONS[seat.faction]
    if fac.sh_action != act:
        return rule, f"{act} is not the {fac.name}' Stronghold action"
    if not counts_of(state, i).get("SH"):
        return rule, f"{act} needs your Stronghold on the board"
    if what in seat.used:
        return rule, f"{act} is used at most once per round"
    if not _possible(state, i, what):
        why = "no Dwelling of yours can become a Trading house"
        if what == "auren_cult":
            why = "no cult track where 2 steps would move you (the top space needs a key)"
        return rule, why
    return None


def stronghold_special(state: State, i: int, what: str) -> State:
    """Take a Stronghold special action: checks, once-a-round tag, then its decision."""
    problem = stronghold_problem(state, i, what)
    if problem:
        raise IllegalAction(*problem)
    seat = state.seats[i]
    state = evolve(with_seat(state, i, used=seat.used | {what}), acted=True)
    new: Decision
    if what == "giants_spades":
        state = spades_gained(state, i, GIANTS_ACTION_SPADES)
        new = SpadeUse(i, spades=GIANTS_ACTION_SPADES, may_build=True)
    elif what == "swarmlings_tp":
        new = FreeTradingHouse(i)
    elif what == "chaos_double":
        new = DoubleTurn(i, left=CHAOS_ACTIONS)
    else:
        new = CultChoice(i, steps=AUREN_ACTION_STEPS)
    return push(state, new, front=True)


def stronghold_rewards(state: State, i: int) -> list[Decision]:
    """The one-time decisions a newly built Stronghold brings (Halflings' spades, Auren's
    Favor tile)."""
    fac = FACTIONS[state.factions[i]]
    out: list[Decision] = []
    if fac.sh_spades:
        out.append(SpadeUse(i, spades=fac.sh_spades, may_build=True))
    out += [FavorChoice(i)] * fac.sh_favors
    return out


def free_tp_answers(state: State, p: FreeTradingHouse) -> list[Action]:
    """The answers to the Swarmlings' free Trading house: one upgrade per Dwelling."""
    return [A.Upgrade(h, "TP") for h in free_tp_spots(state, p.seat)]
