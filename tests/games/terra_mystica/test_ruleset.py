"""`terra_mystica`: the base game's box and league options on the shared engine."""

from __future__ import annotations

import pytest

from skywidgets.core import Game, IllegalAction, evolve, with_seat
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import cultists, passing, rounds
from skywidgets.games.terra_mystica.base_game import new_game
from skywidgets.games.terra_mystica.rules import apply, legal_actions
from skywidgets.games.terra_mystica.state import CultistsTally

T9 = "SCORE9,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6"
BASE_CARDS = {f"BON{n}" for n in range(1, 10)}
LEAGUE = {"mini-expansion-1": True, "shipping-bonus": True, "temple-scoring-tile": True}


def _to_round_one(state):
    while state.round == 0:
        state = apply(state, legal_actions(state)[0])
    return state


def test_the_base_box_has_the_base_tiles_and_no_expansion_pieces():
    s = new_game(("a", "b", "c", "d"), 3)
    assert s.box == "base" and len(s.round_tiles) == 6 and set(s.round_tiles) <= set(range(1, 9))
    assert [t for t, _ in s.favor_pool] == [f"FAV{n}" for n in range(1, 13)]
    assert [t for t, _ in s.town_pool] == ["TW1", "TW2", "TW3", "TW4", "TW5"]
    assert len(s.bonus_pool) == 7 and all(
        c in {f"BON{n}" for n in range(1, 10)} for c, _ in s.bonus_pool
    )
    league = new_game(("a", "b"), 3, **LEAGUE)
    assert [t for t, _ in league.town_pool][-3:] == ["TW6", "TW7", "TW8"]


def test_factions_are_drawn_by_seed_one_per_home_terrain_or_given():
    for seed in range(20):
        s = new_game(("a", "b", "c", "d", "e"), seed)
        assert len(set(s.factions)) == 5
    s = new_game(("a", "b"), 0, factions="fakirs,chaosmagicians")
    assert s.factions == ("fakirs", "chaosmagicians") and s.seats[0].shipping == 0
    with pytest.raises(IllegalAction, match="share a home terrain"):
        new_game(("a", "b"), 0, factions="fakirs,nomads")


def test_options_are_checked_and_the_strict_ones_cannot_be_turned_off():
    with pytest.raises(IllegalAction, match="unknown option"):
        new_game(("a", "b"), 0, shipyards=True)
    with pytest.raises(IllegalAction, match="cannot be turned off"):
        new_game(("a", "b"), 0, **{"strict-leech": False})
    with pytest.raises(IllegalAction, match="true or false"):
        new_game(("a", "b"), 0, **{"shipping-bonus": "maybe"})
    s = new_game(("a", "b"), 0, **{"errata-cultist-power": "false"})
    assert "errata-cultist-power" not in s.options


def test_round_tiles_and_bonus_cards_from_a_record():
    s = new_game(
        ("a", "b"),
        0,
        round_tiles="SCORE9,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6",
        bonus_cards="BON1,BON2,BON3,BON10,BON5",
        **LEAGUE,
    )
    assert s.round_tiles == (9, 2, 3, 4, 5, 6) and [c for c, _ in s.bonus_pool][-1] == "BON10"
    with pytest.raises(IllegalAction, match="never in round 5 or 6"):
        new_game(("a", "b"), 0, round_tiles="SCORE2,SCORE3,SCORE4,SCORE5,SCORE1,SCORE6")
    with pytest.raises(IllegalAction, match="not a tile of this game"):
        new_game(("a", "b"), 0, round_tiles="SCORE9,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6")
    with pytest.raises(IllegalAction, match="play with 5"):
        new_game(("a", "b"), 0, bonus_cards="BON1,BON2")


def test_no_dock_step_and_a_coin_on_each_unchosen_card_before_round_one():
    s = new_game(("a", "b"), 1)
    while s.step == "setup_dwellings":
        s = apply(s, legal_actions(s)[0])
    assert s.step == "setup_bonus"
    s = _to_round_one(s)
    assert all(coins == 1 for _c, coins in s.bonus_pool)
    seas = Game("merchants_seas", ["a", "b"], 1)
    while seas.state.round == 0:
        seas.play(seas.legal()[0])
    assert all(coins == 1 for _c, coins in seas.state.bonus_pool)


def test_no_shipyard_ship_actions_or_extra_power_actions_in_the_base_game():
    s = _to_round_one(new_game(("a", "b"), 2))
    s = with_seat(s, s.turn, bowls=(0, 0, 12))
    acts = {a.id for a in legal_actions(s) if isinstance(a, A.PowerAction)}
    assert acts and acts <= {f"ACT{n}" for n in range(1, 7)}
    with pytest.raises(IllegalAction, match="not a power action of this game"):
        apply(s, A.PowerAction("ACT8"))
    assert not any(isinstance(a, A.Upgrade) and a.to == "SY" for a in legal_actions(s))
    tp = next(a.hex for a in legal_actions(s) if isinstance(a, A.Upgrade) and a.to == "TP")
    s = apply(with_seat(s, s.turn, coins=30, workers=30), A.Upgrade(tp, "TP"))
    with pytest.raises(IllegalAction, match="there is no Shipyard in this game"):
        apply(evolve(s, pending=(), acted=False), A.Upgrade(tp, "SY"))
    for what in ("move_ships", "build_ship"):  # the Shipyard board's special actions
        with pytest.raises(IllegalAction, match="not a special action of this game"):
            apply(evolve(s, pending=(), acted=False), A.Special(what))


def test_next_round_order_by_the_option():
    s = _to_round_one(new_game(("a", "b", "c", "d"), 4))
    s = evolve(s, next_order=(2, 0, 3, 1))
    assert rounds.next_round_order(s) == (2, 3, 0, 1)  # the first to pass starts, then seats
    s = evolve(s, options=s.options | {"variable-turn-order"})
    assert rounds.next_round_order(s) == (2, 0, 3, 1)  # pass order


def test_score9_pays_two_coins_per_priest_sent_and_bon10_three_vp_per_shipping():
    s = _to_round_one(
        new_game(("a", "b"), 0, round_tiles="SCORE9,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6", **LEAGUE)
    )
    s = with_seat(s, 0, priests_sent=3, passed=True)
    s = with_seat(s, 1, passed=True)
    s = evolve(s, next_order=(0, 1), cult_order=(3, 0, 0, 0))
    before = s.seats[0].coins
    after = rounds.end_actions(s)
    assert after.seats[0].coins - before >= 6  # then round 2 income on top
    s = with_seat(s, 0, bonus="BON10", shipping=2)
    assert ("bonus cards", 6) in passing.pass_vp(s, 0)


def test_the_cultists_power_when_all_decline_follows_the_errata_option():
    for on, gained in ((True, 1), (False, 0)):
        opts = {} if on else {"errata-cultist-power": False}
        s = _to_round_one(new_game(("a", "b"), 0, factions="cultists,witches", **opts))
        s = with_seat(s, 0, bowls=(5, 7, 0))
        s = evolve(s, pending=(CultistsTally(0, declined=True),))
        after = cultists.reward(s)
        assert after.seats[0].bowls[1] - 7 == gained


def test_a_faction_may_leave_the_game_only_with_the_drop_option():
    from skywidgets.games.terra_mystica.leaving import LeaveGame

    s = _to_round_one(new_game(("a", "b", "c"), 5))
    assert not any(isinstance(a, LeaveGame) for a in legal_actions(s))
    with pytest.raises(IllegalAction):
        apply(s, LeaveGame())
    s = _to_round_one(new_game(("a", "b", "c"), 5, **{"drop-faction": True}))
    i = s.turn
    card = s.seats[i].bonus
    assert LeaveGame() in legal_actions(s)
    after = apply(s, LeaveGame())
    gone = after.seats[i]
    assert gone.dropped and gone.passed and gone.bonus == ""
    assert card in dict(after.bonus_pool) and after.turn != i
    # it is never on turn again, gets no offers, and its income keeps coming
    workers = gone.workers
    while after.round == 1:
        moves = [a for a in legal_actions(after) if not isinstance(a, LeaveGame)]
        after = apply(after, A.Pass(moves[-1].card) if isinstance(moves[-1], A.Pass) else moves[0])
        assert after.current_player != i or after.step != "actions"
    assert after.round == 2 and after.seats[i].dropped and after.seats[i].passed
    assert after.seats[i].workers > workers and i in after.order  # Phase I income


def test_the_example_position_scores_and_trade_markers_are_refused():
    import json
    from pathlib import Path

    from skywidgets.core import PositionError, get

    path = Path(__file__).parents[3] / "docs" / "examples" / "terra_mystica_position.json"
    pos = json.loads(path.read_text())
    sheet = get("terra_mystica").teaching.score_position(pos)
    assert set(sheet.totals()) == {"Ann", "Bo"} and sheet.winners
    pos["players"][0]["trade_markers"] = 2
    with pytest.raises(PositionError, match="unknown field"):
        get("terra_mystica").teaching.score_position(pos)
