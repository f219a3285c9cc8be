"""A golden game against Taroma (seed 163; you always take the first legal action).

Every expectation below was checked by hand against steps 1A–1E (notes beside each line):
R = Taroma's right tower space, L = the left one; "Kim" tops block Taroma.
"""

from skywidgets.games.sky_towers.actions import TaromaDraw, TaromaFlip, TaromaPlay
from skywidgets.games.sky_towers.checks import hidden_check, invariants

from .helpers import RS

FLIP, DRAW = TaromaFlip(), TaromaDraw()
GOLDEN = [
    # (Taroma's action, a public event it must log, Taroma's towers afterwards)
    (FLIP, "flips 2; the 2 can be played", ((), (2,))),  # all face down; R first
    (FLIP, "flips 2; the 2 can be played", ((), (2, 2))),  # R accepts: 4
    (FLIP, "flips 6; the 6 can be played", ((), (2, 2, 6))),  # 6 takes a card of Kim's
    (FLIP, "flips 5; the 5 can be played", ((), (2, 2, 6, 5))),  # Kim's top 4 blocks no 5
    (FLIP, "flips 7, 10; the 10 can be played", ((10,), (2, 2, 6, 5))),  # Kim's 7 blocks 7
    (DRAW, "1E: Taroma draws", ((10,), (2, 2, 6, 5))),  # face-up 7 still blocked
    (TaromaPlay("1B", 7, 1, 0, 2, False, ()), "plays a 7", ((10, 7), (2, 2, 6, 5))),  # R 22
    (FLIP, "flips 8; none can be played", ((10, 7), (2, 2, 6, 5))),  # 25 on either: 1E
    (FLIP, "flips 1; none can be played", ((10, 7), (2, 2, 6, 5))),  # a 1 only on 19/20
    (FLIP, "flips 1; none can be played", ((10, 7), (2, 2, 6, 5))),
    (FLIP, "flips 2; the 2 can be played", ((10, 7), (2, 2, 6, 5, 2))),  # R: 17
    (DRAW, "1E: Taroma draws", ((10, 7), (2, 2, 6, 5, 2))),  # 8, 1, 1 all face up
    (FLIP, "flips 2; the 2 can be played", ((10, 7), (2, 2, 6, 5, 2, 2))),  # R: 19
    (
        TaromaPlay("1C", 1, 1, 1, 2, False, (8,)),
        "plays a 1",  # 8 fits nowhere; 1 on 19
        ((10, 7), (2, 2, 6, 5, 2, 2, 1)),
    ),
    (TaromaPlay("1A", 1, 1, 1, 2, False, ()), "Finisher bonus", ((10, 7), ())),  # 20+1 = 21
    (
        TaromaPlay("1B", 8, 1, 1, 2, True, ()),
        "gives Taroma one additional action",
        ((10, 7), (8,)),
    ),  # free R space first
    (DRAW, "1E: Taroma draws", ((10, 7), (8,))),  # the extra action
    (FLIP, "flips 6; the 6 can be played", ((10, 7), (8, 6))),
]


def test_golden_taroma_game():
    s = RS.new_game(["Kim"], seed=163, mode="taroma")
    seen = 0
    while seen < len(GOLDEN):
        legal = RS.legal_actions(s)
        if s.current_player == 1:
            action, event, towers = GOLDEN[seen]
            assert legal == [action], f"Taroma action {seen + 1}"
            s = RS.apply(s, action)
            assert any(event in e for e in s.events), (seen + 1, s.events)
            assert s.seats[1].towers == towers, f"Taroma action {seen + 1}"
            seen += 1
        else:
            s = RS.apply(s, legal[0])
        assert invariants(s) == []
        assert hidden_check(s, 0, RS.view(s, 0)) == []
    assert s.seats[1].completed == ((2, 2, 6, 5, 2, 2, 1, 1),)
    assert s.bonus_owner == (None, 1, None, 1)  # Skyscraper and Finisher


def test_golden_taroma_game_to_the_end_and_the_win_test():
    s = RS.new_game(["Kim"], seed=163, mode="taroma")
    while not s.over:
        s = RS.apply(s, RS.legal_actions(s)[0])
        assert invariants(s) == []
    assert s.final_round and s.final_turns_left == 0
    # Kim took Skyscraper and Finisher back from Taroma with 3+4+7+2+4+1 (6 cards, ends on 1)
    assert s.bonus_owner == (None, 0, None, 0)
    assert s.seats[0].completed == ((10, 5, 3, 3), (3, 4, 7, 2, 4, 1), (10, 3, 6, 2))
    assert s.seats[1].towers == ((5, 4, 9), (5, 7, 2, 6))
    assert s.seats[1].row == ((5, True), (6, True))
    sheet = RS.scores(s)
    # Kim: towers 2 + 7 + 4 kites, 2 bonus cards 6 = 19 (her hand does not count).
    # Taroma: completed 13 + 1 + 1 + 6 = 21, incomplete 1 + 3, row 5 and 6: 1 -> 26.
    assert sheet.totals() == {"Kim": 19, "Taroma": 26}
    assert sheet.winners == ("Taroma",) and "does not beat" in sheet.tiebreak
