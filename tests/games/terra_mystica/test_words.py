"""Words of refusals (issue 29, item 6): the base game cites Terra Mystica's rules, never the
expansion's; a ship that cannot move says the real reason; Phase III refuses Bonus cards as
such."""

from __future__ import annotations

import random

import pytest

from skywidgets.core import IllegalAction, evolve, get, with_seat
from skywidgets.games.merchants_seas import apply
from skywidgets.games.merchants_seas.decisions import ShipMoves, TradesWaiting
from skywidgets.games.merchants_seas.fleet import with_fleet, with_traded
from skywidgets.games.merchants_seas.ship_actions import MoveShip
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.state import SpadeUse
from skywidgets.games.terra_mystica.turn_end import R_PHASE3_BONUS
from tests.rules import assert_illegal

from ..merchants_seas.helpers import H, table

TM = get("terra_mystica")


def test_a_base_game_setup_refusal_cites_terra_mysticas_setup():
    with pytest.raises(IllegalAction) as err:
        TM.new_game(players=["a", "b"], seed=1, factions="chaosmagicians,giants")
    assert err.value.rule == "Terra Mystica — Setup" and "share a home terrain" in err.value.reason


def test_no_refusal_in_base_games_cites_the_expansion():
    """Every move seen in three seeded random games, tried in every other state of them."""
    seen: dict[str, object] = {}
    states = []
    for seed in (1, 2, 3):
        rnd = random.Random(seed)
        s = TM.new_game(players=["a", "b", "c"], seed=seed)
        while not TM.is_over(s):
            legal = TM.legal_actions(s)
            for a in legal:
                seen.setdefault(type(a).__name__ + repr(a)[:40], a)
            states.append(s)
            s = TM.apply(s, rnd.choice(legal))
    probes = list(seen.values())
    rules = set()
    rnd = random.Random(0)
    for s in rnd.sample(states, 60):
        for a in rnd.sample(probes, min(40, len(probes))):
            try:
                TM.apply(s, a)
            except IllegalAction as exc:
                rules.add(exc.rule)
    assert len(rules) > 5
    assert not [r for r in rules if "Merchants of the Seas" in r], rules


def test_a_bonus_card_in_phase_three_is_refused_as_such():
    s = table(builds=[("A3", 0, "D")], step="cult_bonus", bonus=("BON1", "BON4"))
    s = evolve(s, seats=tuple(evolve(x, passed=True) for x in s.seats), next_order=(0, 1))
    s = evolve(s, pending=(SpadeUse(0, spades=1, may_build=False),))
    err = assert_illegal(TM, s, A.Special("bonus"), R_PHASE3_BONUS)
    assert "Bonus cards do not act in Phase III" in err.reason


def _ship_state(owner_of_target, traded=False, trades=0):
    """Seat 0's ship on a river space next to a structure of `owner_of_target` at one step."""
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")])
    target = H["A3"] if owner_of_target == 0 else H["I7"]
    river = next(x for x in sorted(board.ADJ[target]) if board.IS_RIVER[x])
    s = with_fleet(s, 0, ships=(river,), trades=trades)
    if traded:
        s = with_traded(s, frozenset(((target, 0),)))
    return evolve(s, pending=(ShipMoves(0, unmoved=(river,)), TradesWaiting(0))), river, target


@pytest.mark.parametrize(
    ("whose", "traded", "trades", "words"),
    [
        (0, False, 0, "not your own"),
        (1, True, 1, "already traded with that structure"),
        (1, False, 15, "trade markers are placed"),
    ],
)
def test_a_ship_that_cannot_trade_says_why(whose, traded, trades, words):
    s, river, target = _ship_state(whose, traded, trades)
    with pytest.raises(IllegalAction) as err:
        apply(s, MoveShip(river, target))
    assert words in err.value.reason


def test_a_ship_out_of_range_names_its_range():
    s, river, _target = _ship_state(1)
    far = max(H.values())
    with pytest.raises(IllegalAction) as err:
        apply(s, MoveShip(river, far))
    assert "cannot reach that space" in err.value.reason and "for 1 power" in err.value.reason


def test_an_invented_vp_source_is_refused_and_every_named_one_cites_its_rule():
    """Issue 31: a position with a VP source the rules do not name ("gift from the teacher")
    is refused; the base game's score sheet cites Terra Mystica's round tiles, the
    expansion's its own."""
    from skywidgets.games.terra_mystica.checks import invariants
    from skywidgets.games.terra_mystica.scoring import SOURCE_RULES, in_game_items

    s = table(builds=[("A3", 0, "D")])
    seat = s.seats[0]
    gift = with_seat(s, 0, vp=seat.vp + 5, vp_by=(*seat.vp_by, ("gift from the teacher", 5)))
    assert any("'gift from the teacher' is no source of VP" in p for p in invariants(gift))
    assert invariants(s) == []
    from skywidgets.games.merchants_seas.box import COMPONENTS

    base = in_game_items("a", (("round scoring tiles", 4),))
    seas = in_game_items("a", (("round scoring tiles", 4),), COMPONENTS.source_rules)
    assert base[0].rule == "Terra Mystica — Round scoring tiles"
    assert seas[0].rule == "Merchants of the Seas — New Scoring tiles"
    assert all(rule.startswith("Terra Mystica") for rule in SOURCE_RULES.values())
    assert all("Merchants" in rule for rule in COMPONENTS.source_rules.values())
