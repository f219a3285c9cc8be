"""The Cultists' power offers (Terra Mystica — Cultists): when an opponent takes power from
their build, 1 cult step on a track of their choice; when every opponent declines, 1 power
(the errata, `errata-cultist-power`: always in Merchants of the Seas, an option of the
base game). Facts from snellman `Game/Factions/Cultists.pm`
(`leech_effect`) and `commands.pm` (`cultist_maybe_gain_power`)."""

from __future__ import annotations

from .boxes import rules_in_play
from .factions import FACTIONS
from .resources import gain
from .state import CultChoice, CultistsTally, Decision, PowerOffer, State, evolve, with_pending

R_CULTISTS = "Terra Mystica — Cultists: power offers from their buildings"


def tally(state: State, i: int, h: int, offers: list[PowerOffer]) -> list[Decision]:
    """The marker that follows the power offers of seat `i`'s build on `h` (Cultists only)."""
    if offers and FACTIONS[state.factions[i]].leech_taken:
        return [CultistsTally(i, hex=h, structure=state.building[h])]
    return []


def of_offer(p: Decision, offer: PowerOffer) -> bool:
    """Whether `p` is the Cultists' reward of the build that made `offer`."""
    return (
        type(p) is CultistsTally
        and p.seat == offer.actor
        and (p.hex, p.structure) == (offer.hex, offer.structure)
    )


def note_answer(state: State, offer: PowerOffer, accept: bool) -> State:
    """Book one answer to a power offer on the Cultists' marker of that build."""
    if offer.trade:
        return state
    for field in ("pending", "waiting"):  # its reward waits aside while an offer waits
        queue = getattr(state, field)
        for k, p in enumerate(queue):
            if of_offer(p, offer):
                p = evolve(p, taken=True) if accept else evolve(p, declined=True)
                return evolve(state, **{field: queue[:k] + (p,) + queue[k + 1 :]})
    return state


def reward(state: State) -> State:
    """The offers are all answered: the Cultists' cult step (a decision) or their power."""
    p = state.pending[0]
    assert isinstance(p, CultistsTally)
    state = with_pending(state, state.pending[1:])
    fac = FACTIONS[state.factions[p.seat]]
    if p.taken:
        return gain(state, p.seat, fac.leech_taken, "faction abilities")
    if p.declined and "errata-cultist-power" in rules_in_play(state.box, state.options):
        return gain(state, p.seat, fac.leech_declined, "faction abilities")
    return state


def reward_words(before: State, after: State) -> str:
    """What the Cultists got when the move answered the last offer of their build."""
    for p in before.pending:
        if not isinstance(p, CultistsTally) or any(
            isinstance(q, CultistsTally) and q.seat == p.seat for q in after.pending
        ):
            continue
        name = before.players[p.seat]
        if any(isinstance(q, CultChoice) and q.seat == p.seat for q in after.pending):
            return f", {name} (Cultists) gain a cult step of their choice ({R_CULTISTS})"
        if after.seats[p.seat].bowls != before.seats[p.seat].bowls:
            return f", every opponent declined: {name} (Cultists) gain 1 power ({R_CULTISTS})"
    return ""
