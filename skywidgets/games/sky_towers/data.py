"""Sky Towers components: the 50 tower cards and the 4 bonus cards (data only)."""

from __future__ import annotations

# [project-defined] Sky Towers component table (RULINGS.md, "Sky Towers"). The published
# print-and-play cards print copies, kites and flags, but no public list of them was found;
# these rows follow the known facts (50 cards, more 2s and 3s, a single 8 and 9, no kites on
# 8 and 9, flags on 5 and 7; 10+6+3+2 holds 4 kites). Replace the rows when real values are known.
#   kind     name          copies kites flags light  text
COMPONENT_TABLE: tuple[tuple[str, str, int, int, int, int, str], ...] = (
    ("tower", "1", 5, 2, 0, 0, "only another 1 can cover a 1"),
    ("tower", "2", 9, 2, 0, 0, "no effect"),
    ("tower", "3", 9, 1, 0, 0, "no effect"),
    ("tower", "4", 5, 1, 0, 0, "any number of 4s in one Play, on one tower"),
    ("tower", "5", 5, 0, 1, 0, "everyone holding more than 5 cards puts the extras on the deck"),
    ("tower", "6", 5, 1, 0, 0, "ask a player for a card by number, or draw a card"),
    ("tower", "7", 5, 0, 1, 0, "no effect"),
    ("tower", "8", 1, 0, 0, 0, "one extra action; may go on another player's tower"),
    ("tower", "9", 1, 0, 0, 0, "one extra action; may go on another player's tower"),
    ("tower", "10", 5, 0, 0, 0, "only as the first card of a tower"),
    ("bonus", "Lucky", 1, 3, 0, 1, "a completed tower of only 7s"),
    ("bonus", "Skyscraper", 1, 3, 0, 1, "a completed tower of 6 or more cards"),
    ("bonus", "Fours", 1, 3, 0, 1, "a completed tower holding three or more 4s"),
    ("bonus", "Finisher", 1, 3, 0, 1, "a tower completed by playing a 1"),
)

VALUES: tuple[int, ...] = tuple(int(r[1]) for r in COMPONENT_TABLE if r[0] == "tower")
COPIES: dict[int, int] = {int(r[1]): r[2] for r in COMPONENT_TABLE if r[0] == "tower"}
KITES: dict[int, int] = {int(r[1]): r[3] for r in COMPONENT_TABLE if r[0] == "tower"}
FLAGS: dict[int, int] = {int(r[1]): r[4] for r in COMPONENT_TABLE if r[0] == "tower"}
EFFECTS: dict[int, str] = {int(r[1]): r[6] for r in COMPONENT_TABLE if r[0] == "tower"}

BONUS_NAMES: tuple[str, ...] = tuple(r[1] for r in COMPONENT_TABLE if r[0] == "bonus")
BONUS_KITES: dict[str, int] = {r[1]: r[3] for r in COMPONENT_TABLE if r[0] == "bonus"}
BONUS_FLAGS: dict[str, int] = {r[1]: r[4] for r in COMPONENT_TABLE if r[0] == "bonus"}
BONUS_LIGHT_POINTS: dict[str, int] = {r[1]: r[5] for r in COMPONENT_TABLE if r[0] == "bonus"}
BONUS_CONDITIONS: dict[str, str] = {r[1]: r[6] for r in COMPONENT_TABLE if r[0] == "bonus"}

#: The full deck as a sorted tuple of values (50 cards).
DECK: tuple[int, ...] = tuple(v for v in VALUES for _ in range(COPIES[v]))

TARGET = 21  # a tower is complete at exactly this total
START_HAND = 5  # cards dealt in multiplayer and against Taroma
DISCARD_TO = 5  # the 5's hand size
TAROMA_ROW = 5  # Taroma's starting row
TAROMA_NAME = "Taroma"
LIGHT_SIZES = (5, 4, 3, 2)  # Light difficulty: cards dealt and set aside
LIGHT_DEFAULT = 4
TAROMA_LEVELS = ("normal", "hard")
MODES = ("multiplayer", "light", "taroma")
MASTER_BUILDER_POINTS = 10
#: [project ruling] Game End, a stalled table: the game also ends once the deck has not been
#: lower than its lowest for this many rounds of turns in a row (docs/rulings/sky_towers.md).
STALL_ROUNDS = 30
