"""Cultists with several power offers at once (Terra Mystica — Cultists; snellman
`Game/Factions/Cultists.pm` leech_effect, `commands.pm` command_leech / command_decline /
cultist_maybe_gain_power, `resources.pm` note_leech): one build makes one offer to each
neighbouring faction, in turn order from the Cultists; when any of them takes power the
Cultists gain 1 cult step (once per build: `leech_cult_gained`), and only when every one of
them declines do they gain 1 power (`errata-cultist-power`, once per build); a neighbour whose
bowls can take no power is no offer and counts for neither. Base-game positions."""

from __future__ import annotations

from skywidgets.core import evolve
from skywidgets.games.terra_mystica.state import CultChoice, CultistsTally, PowerOffer

from .faction_positions import A, H, apply, done, invariants, legal_actions, tm

RICH = {"coins": 20, "workers": 12, "priests": 3, "bowls": (4, 8, 0)}
FACTIONS = ("cultists", "witches", "nomads", "giants")


def surrounded(seats=None):
    """The Cultists (A) upgrade their Dwelling on B3 to a Trading house: the Witches (B) on
    C2, the Nomads (C) on A5 and the Giants (D) on A6 are its neighbours (`seats`: {seat:
    {field: value}})."""
    builds = [("B3", 0, "D"), ("C2", 1, "D"), ("A5", 2, "D"), ("A6", 3, "TP"), ("I7", 1, "D")]
    s = tm(FACTIONS, builds, seat_kw={0: RICH, **(seats or {})})
    assert invariants(s) == []
    return done(apply(s, A.Upgrade(H["B3"], "TP")))


def answer(state, *accepts):
    """`state` after the offered factions answer in turn (True: take the power)."""
    for accept in accepts:
        offer = state.pending[0]
        assert isinstance(offer, PowerOffer)
        state = apply(state, A.Leech(accept, offer.power))
    return state


def test_one_build_makes_one_offer_to_each_neighbour_in_turn_order():
    s = surrounded()
    offers = [(p.seat, p.power) for p in s.pending if isinstance(p, PowerOffer)]
    assert offers == [(1, 1), (2, 1), (3, 2)]  # a Trading house is worth 2
    assert [type(p) for p in s.pending] == [PowerOffer] * 3 + [CultistsTally]
    assert invariants(s) == []


def test_three_declines_bring_one_power_only():
    s = surrounded()
    after = answer(s, False, False, False)
    assert after.seats[0].bowls == (3, 9, 0)  # 1 power, not 3
    assert not after.pending and after.seats[0].cults == s.seats[0].cults
    assert invariants(after) == []


def test_several_takers_bring_one_cult_step_and_no_power():
    s = surrounded()
    after = answer(s, False, True, True)
    assert [type(p) for p in after.pending] == [CultChoice]
    assert after.pending[0] == CultChoice(0, steps=1)  # one step, not one per taker
    assert after.seats[0].bowls == s.seats[0].bowls
    s2 = apply(after, A.ChooseCult("FIRE"))
    assert s2.seats[0].cults[0] == s.seats[0].cults[0] + 1 and not s2.pending
    assert invariants(s2) == []


def test_the_first_taker_is_enough_even_when_the_others_decline_after_it():
    after = answer(surrounded(), True, False, False)
    assert after.pending == (CultChoice(0, steps=1),)
    assert after.seats[0].bowls == RICH["bowls"]


def test_a_neighbour_with_full_bowls_is_no_offer_and_counts_for_neither():
    full = {"bowls": (0, 0, 12)}
    s = surrounded({1: full, 2: full})
    assert [(p.seat, p.power) for p in s.pending if isinstance(p, PowerOffer)] == [(3, 2)]
    declined = answer(s, False)
    assert declined.seats[0].bowls == (3, 9, 0)  # the one real offer was declined
    everyone_full = surrounded({1: full, 2: full, 3: full})
    assert not everyone_full.pending  # no offer at all: no reward either
    assert everyone_full.seats[0].bowls == RICH["bowls"]


def test_the_cult_step_of_the_reward_takes_power_on_the_way_and_the_top_needs_a_key():
    s = surrounded({0: {**RICH, "cults": (2, 9, 1, 0)}})
    after = answer(s, True, False, False)
    cults = {a.cult for a in legal_actions(after) if isinstance(a, A.ChooseCult)}
    assert cults == {"FIRE", "EARTH", "AIR"}  # Water is at 9 and the Cultists hold no key
    s2 = apply(after, A.ChooseCult("FIRE"))
    assert s2.seats[0].cults[0] == 3 and s2.seats[0].bowls == (3, 9, 0)  # 1 power at 3
    keyed = surrounded({0: {**RICH, "cults": (2, 9, 1, 0), "keys": 1, "towns": ("TW1",)}})
    s3 = apply(answer(keyed, True, True, True), A.ChooseCult("WATER"))
    assert s3.seats[0].cults[1] == 10 and s3.seats[0].bowls == (1, 11, 0)  # 3 power at 10


def test_without_the_errata_option_declines_bring_nothing():
    builds = [("B3", 0, "D"), ("C2", 1, "D"), ("A5", 2, "D"), ("A6", 3, "TP")]
    s = tm(FACTIONS, builds, seat_kw={0: RICH})
    s = evolve(s, options=s.options - {"errata-cultist-power"})
    s1 = answer(done(apply(s, A.Upgrade(H["B3"], "TP"))), False, False, False)
    assert s1.seats[0].bowls == RICH["bowls"] and not s1.pending
