# %% [markdown]
# # Merchants of Sky Islands
#
# Two to four merchants grow one shared archipelago in the sky. Each turn you add an island
# tile, collect the cargo of the flying ships around it (red wine, white canvas, blue flying
# stone, or a victory point for a green ship) and spend one of each colour on a building.
# When everyone has had ten turns, every connected island pays its size to the players with
# the most influence on it.
#
# This tutorial follows the rulebook in its own order: **Game Setup**, the six steps of a turn
# (① Income to ⑥ Refilling your hand), then **Game End and Final Scoring** with the
# rulebook's worked examples, and last a whole game played by bots. Names in **bold** are the
# rulebook's headings; every refused move below names the rule that refuses it.
#
# Run each cell with **Shift+Enter**.

# %%
import sys

if sys.platform == "emscripten":  # in the browser (JupyterLite): install skywidgets first
    import piplite

    await piplite.install("skywidgets")

# %%
import warnings

warnings.filterwarnings("ignore", category=DeprecationWarning)

import json

from skywidgets import IllegalAction
from skywidgets.bots import RandomBot
from skywidgets.core import Game
from skywidgets.widgets import SkyIslandsBoard

# %% [markdown]
# ## Setup
# **Game Setup** A–F: the initial tile lies in the middle, the island tiles are shuffled into
# a draw pile, and everyone takes a hand of two. Two players use only 20 of the 40 tiles; the
# other 20 go back to the box unseen (step B). The seed fixes the shuffle, so this notebook
# plays the same game every time. Step F picks the player who most recently looked up at the
# sky; here the first name in the list starts.

# %%
game = Game("sky_islands", players=["yellow", "red"], seed=48)
setup = game.view()  # the teacher's view: everything, hands included
print("players in seat order:", ", ".join(game.players))
print(
    "colours:",
    ", ".join(
        setup["players"][i] + " plays " + seat["colour"] for i, seat in enumerate(setup["seats"])
    ),
)
print("tiles on the table:", len(setup["tiles"]), "(the initial tile counts as four quarters)")
print(
    "draw pile:", setup["draw_pile"]["count"], "tiles;", "back in the box:", setup["box"]["count"]
)
print("supply:", setup["supply"])
for seat, hand in zip(setup["seats"], setup["hands"]):
    print(f"{seat['name']}'s hand:", ", ".join(tile["name"] for tile in hand))
print(setup["events"][0])
print("now:", game.state.phase)

# %% [markdown]
# ## The first turns, one step at a time
# Before any bot plays, we take the first turns ourselves, one step at a time, on a board of
# their own. `first` is a copy of the game just dealt, made from its record (the seed and the
# moves, none yet); the cells below play on it and its board follows. Look at the board now:
# the initial tile in the middle, yellow's two hand tiles and the steps of a turn beside the
# map, with ② lit. Only ②, ④ and ⑤ ask for a decision; ①, ③ and ⑥ happen by themselves, and ④
# or ⑤ are skipped when there is nothing to choose.


# %%
def holdings(state, seat):
    """One player's hand, cubes, points and pieces, in words."""
    me = state.seats[seat]
    red, white, blue = me.cubes
    hand = ", ".join(f"tile {t}" for t in me.hand)
    points = f"{me.vp} victory point{'s' if me.vp != 1 else ''}"
    return (
        f"{state.players[seat]}: hand {hand}; cubes {red} red, {white} white, {blue} blue; "
        f"{points}; {me.houses_left} trading houses left"
    )


first = Game.from_record(game.record())
first_board = SkyIslandsBoard(game=first)
print(holdings(first.state, 0))
first_board

# %% [markdown]
# ### Yellow's first turn: ② a tile, ③ its ships
# ① Income is skipped on everyone's first turn. In ② yellow puts one of her hand tiles on an
# empty cell next to the table, island edge to island edge and sky to sky. She places her cape
# tile 9 (white ship) at (0, 2), turned 180°. Look at the board: the new tile is framed and the
# *Last move* box names it. ③ then pays the ship of the placed tile and of every tile sharing
# an edge with it: a white cube for the cape's own ship, and a point for the green ship of the
# initial tile's quarter at (0, 1) next to it. One cube pays for no building (④) and is not too
# many (⑤), so both are skipped; ⑥ refills her hand from the pile, and red's turn begins.

# %%
print(len(first.legal()), "legal placements for yellow's two tiles")
first.play({"type": "place_tile", "tile": 9, "x": 0, "y": 2, "rotation": 2})
print("yellow:", first.actions[-1].label)
for line in first.state.events:
    print(line)
print(holdings(first.state, 0))

# %% [markdown]
# ### ① Income, when there is none
# Each later turn starts with ① Income, which only trading houses with a harbour pay. Nobody
# has one yet, so the events of the next three turns (red, yellow, red) say so. Look at the
# log beside the board: one line per decision, the newest at the bottom.

# %%
for move in [
    {"type": "place_tile", "tile": 25, "x": -1, "y": 1, "rotation": 1},
    {"type": "place_tile", "tile": 43, "x": -1, "y": 0, "rotation": 1},
    {"type": "place_tile", "tile": 30, "x": 2, "y": 1, "rotation": 1},
]:
    player = first.players[first.state.current_player]
    first.play(move)
    print(f"{player}: {first.actions[-1].label}")
    for line in first.state.events:
        print("   ", line)

# %% [markdown]
# ### Yellow's third turn: ④ a trading house
# Yellow places the strait tile 28 (red ship) at (1, 2); its ship and its neighbours' bring
# her to 2 red, 3 white and 1 blue. A building costs one cube of each colour, so this time ④
# asks her where to build. She puts her first trading house on the cape tile she placed on
# her first turn (not on the tile placed this turn, which ④a forbids). Look at the board: a
# yellow house on the cape at (0, 2).

# %%
first.play({"type": "place_tile", "tile": 28, "x": 1, "y": 2, "rotation": 2})
print(holdings(first.state, 0))
print(first.state.phase, "-", len(first.legal()), "choices, e.g.", first.legal()[0].label)
first.play({"type": "build", "building": "house", "x": 0, "y": 2, "region": 0})
print("yellow:", first.actions[-1].label)
for line in first.state.events:
    print(line)

# %% [markdown]
# ### Red's third turn: ⑤ stock disposal and ⑥ refilling
# Red places the T-junction tile 33 (white ship) at (-1, -1) and cannot build (no red cube),
# so ④ is skipped. Red now holds 4 cubes: more than the 3 anyone may keep, and no colour three
# times to exchange. ⑤ asks which cubes to keep; red keeps 1 blue and returns the other 3 to
# the supply. ⑥ then draws red a tile. Look at red's cubes on the board.

# %%
first.play({"type": "place_tile", "tile": 33, "x": -1, "y": -1, "rotation": 0})
print(holdings(first.state, 1))
print(first.state.phase, "-", [action.label for action in first.legal()])
first.play({"type": "keep", "red": 0, "white": 0, "blue": 1})
for line in first.state.events:
    print(line)
print(holdings(first.state, 1))
print(first_board)

# %% [markdown]
# ## Into the middle of the game
# The same deal again, on `game`: the eight decisions above, then ten more that a seeded random
# bot (the same kind the board's *Bot move* button uses) once played from there. A move is a
# small dict, as in a saved game record, and `game.play` checks every one. What to look at in
# the list: move 10, yellow's second trading house; move 13, a **harbour** under her house on
# the cape, so from her next turn ① pays her the cape's white cube (the income printed after
# move 15, when red's turn ends); move 17, her **exchange** in ⑤ of 3 white cubes for 1 red.

# %%
opening = [
    {"type": "place_tile", "tile": 9, "x": 0, "y": 2, "rotation": 2},
    {"type": "place_tile", "tile": 25, "x": -1, "y": 1, "rotation": 1},
    {"type": "place_tile", "tile": 43, "x": -1, "y": 0, "rotation": 1},
    {"type": "place_tile", "tile": 30, "x": 2, "y": 1, "rotation": 1},
    {"type": "place_tile", "tile": 28, "x": 1, "y": 2, "rotation": 2},
    {"type": "build", "building": "house", "x": 0, "y": 2, "region": 0},
    {"type": "place_tile", "tile": 33, "x": -1, "y": -1, "rotation": 0},
    {"type": "keep", "red": 0, "white": 0, "blue": 1},
    {"type": "place_tile", "tile": 42, "x": 0, "y": 3, "rotation": 2},
    {"type": "build", "building": "house", "x": 2, "y": 1, "region": 1},
    {"type": "place_tile", "tile": 23, "x": 0, "y": 4, "rotation": 2},
    {"type": "place_tile", "tile": 12, "x": 2, "y": 0, "rotation": 3},
    {"type": "build", "building": "harbour", "x": 0, "y": 2, "region": 0},
    {"type": "place_tile", "tile": 39, "x": 0, "y": -1, "rotation": 3},
    {"type": "build", "building": "house", "x": 0, "y": 3, "region": 1},
    {"type": "place_tile", "tile": 14, "x": 3, "y": 1, "rotation": 3},
    {"type": "exchange", "give": "white", "take": "red"},
    {"type": "place_tile", "tile": 19, "x": 2, "y": -1, "rotation": 1},
]
for move in opening:
    player = game.players[game.state.current_player]
    game.play(move)
    done = "  (above)" if game.step <= 8 else ""
    print(f"{game.step:2}. {player:6} {game.actions[-1].label}{done}")
    for line in game.state.events:
        if line.startswith("①") and "no income" not in line and "first turn" not in line:
            print("      ", line)
print("the same table as the first turns':", game.states[8] == first.state)

# %% [markdown]
# It is yellow's seventh turn. What does she hold, and what may she do?


# %%
state = game.state
print(state.phase, "- turn", state.turn, "of 10 for", state.players[state.current_player])
print(holdings(state, 0))
for tile in game.view()["hands"][0]:
    ways = sum(a.tile == tile["id"] for a in game.legal())
    print(f"  {tile['name']}: {ways} legal placements")
after = [game.ruleset.apply(state, action) for action in game.legal()]
print(
    "after every placement she holds at least 1 red, 1 white and 1 blue cube:",
    all(min(s.seats[0].cubes) >= 1 for s in after),
)
print("so in ④ she can build a trading house (or a tower or harbour at her own houses).")

# %% [markdown]
# ## The board
# This board is yours: play yellow's turn. Click a tile in yellow's hand, press **t** (or
# *Turn tile*) until cells light up, and click one. Then, in ④, click an island part to build
# on it (a highlighted one, or any other to hear which rule says no). On the right: the steps
# of a turn, the moves as buttons, the score sheet with a reason for every point, and the log.
# The rest of the notebook works on copies, so this board stays where you leave it.

# %%
board = SkyIslandsBoard(game=game)
board

# %% [markdown]
# ## One turn, step by step
# To walk through the same turn without touching your board, copy the game through its record
# (seed and moves) and show the copy on a second board. Run the next cells one by one and
# watch it follow.

# %%
tour = Game.from_record(game.record())
tour_board = SkyIslandsBoard(game=tour)
tour_board

# %% [markdown]
# ### ① Income
# At the start of every turn but the first, each of your harbour-equipped trading houses pays
# the cargo of the ship on its tile: one cube of that colour (while the supply has one), or a
# victory point for a green ship. Yellow built a harbour under her house on the cape at
# (0, 2) on move 13. The state's events tell the end of red's turn and yellow's income:

# %%
for tile in tour.view()["tiles"]:
    for building in tile["buildings"]:
        if building["harbour"]:
            owner = tour.players[building["owner"]]
            print(f"{owner}'s harbour: {tile['name']} at ({tile['x']}, {tile['y']})")
print()
for line in tour.state.events:
    print(line)

# %% [markdown]
# **An empty supply.** A cube the supply no longer holds cannot be gained, at ① as at ③. The
# same turn, replayed on a copy of the position whose supply has run out of every colour:

# %%
from skywidgets.core import evolve

dry = evolve(tour.states[tour.step - 1], supply=(0, 0, 0))
for line in tour.ruleset.apply(dry, tour.history[-1]).events:
    print(line)

# %% [markdown]
# ### ② Placing a sky island tile
# Yellow places one hand tile on an empty cell next to the table (touching at least one
# edge), lined up with the grid, and wherever two tiles touch, island must meet island and sky
# must meet sky. Tiles turn in quarter turns; enclosing an empty hole is allowed. The rule
# model lists every legal placement:

# %%
legal = tour.legal()
print(len(legal), "legal placements, for example:")
for action in legal[:4]:
    print(" -", action.label)
print(" - ...")
print(" -", legal[-1].label)

# %% [markdown]
# Anything else is refused with the rule it breaks, and nothing changes:

# %%
tries = [
    {"type": "place_tile", "tile": 32, "x": 1, "y": 1, "rotation": 0},  # on a tile
    {"type": "place_tile", "tile": 32, "x": 5, "y": 5, "rotation": 0},  # touches nothing
    {"type": "place_tile", "tile": 32, "x": 1, "y": 3, "rotation": 1},  # turned wrongly
    {"type": "build", "building": "house", "x": 0, "y": 0, "region": 0},  # not ④ yet
]
for move in tries:
    try:
        tour.play(move)
    except IllegalAction as err:
        print(f"Refused: {err.reason}\n   rule: {err.rule}")
print("still at step", tour.step, "-", tour.state.phase)

# %% [markdown]
# **Discarding a hand tile.** Very rarely no tile in the hand fits anywhere. Then the hand is
# shown to everyone, the only moves are discards, the discarded tile's ship pays once (③) and
# the tile leaves the game. In this example table yellow holds only the open-sky tile on her
# last turn, and every empty cell along the table needs an island edge:

# %%
from skywidgets.games.sky_islands import examples

stuck = examples.discard_example()
shown = tour.ruleset.view(stuck, 1)["revealed_hand"]  # what red sees
print("red sees yellow's revealed hand:", ", ".join(tile["name"] for tile in shown))
print("legal moves:", [action.label for action in tour.ruleset.legal_actions(stuck)])
move = tour.ruleset.legal_actions(stuck)[0]
after = tour.ruleset.apply(stuck, move)
print(f"yellow: {move.label}")
print(after.events[0])

# %% [markdown]
# ### ③ Gaining resources
# Yellow places her red-ship T-junction at (1, 3), unturned. She gains the placed tile's ship
# and the ship of every tile sharing an edge with it: the strait above (red ship) and the
# double corner to the left (blue ship). Tiles touching only at a corner give nothing.

# %%
before = tour.state.seats[0].cubes
tour.play({"type": "place_tile", "tile": 32, "x": 1, "y": 3, "rotation": 0})
for line in tour.state.events:
    print(line)
print("cubes (red, white, blue):", before, "->", tour.state.seats[0].cubes)

# %% [markdown]
# ### ④ Building
# Every building costs one red, one white and one blue cube, and you may build as often as
# you can pay. A trading house goes on an island part of any tile except the one placed this
# turn, one house per island part (④a). A tower goes with one of your own houses, but not on
# a connected island that already has a tower (④b); a harbour goes under one of your own
# houses (④c). Yellow holds a single white cube, so she builds once.

# %%
legal = tour.legal()
houses = [a for a in legal if a.kind == "build" and a.building == "house"]
print(len(houses), "places for a trading house, e.g.", houses[0].label)
for action in legal:
    if action not in houses:
        print(" -", action.label)

# %%
tries = [
    {"type": "build", "building": "house", "x": 1, "y": 3, "region": 0},  # placed this turn
    {"type": "build", "building": "house", "x": 0, "y": 2, "region": 0},  # taken
    {"type": "build", "building": "harbour", "x": 0, "y": 3, "region": 1},  # red's house
]
for move in tries:
    try:
        tour.play(move)
    except IllegalAction as err:
        print(f"Refused: {err.reason}\n   rule: {err.rule}")

# %% [markdown]
# The new tile grew the island of yellow's cape at (0, 2) to 4 connected tiles, where yellow
# and red have one house each: a tie. Yellow builds a tower at her house there: it doubles that
# house's influence and pays at once one point per trading house on the connected island,
# red's and her own (*Gains on tower placement*).

# %%
tour.play({"type": "build", "building": "tower", "x": 0, "y": 2, "region": 0})
for line in tour.state.events:
    print(line)
island = next(i for i in tour.view()["islands"] if [0, 2, 0] in i["regions"])
print("that island:", island["tiles"], "tiles, influence", island["influence"])

# %% [markdown]
# Without white she cannot pay for another building, so ④ ends by itself.
#
# ### ⑤ Stock disposal
# Now you may trade 3 cubes of one colour for 1 cube of any colour from the supply (never
# for a point; the colour you paid is allowed too, though it only loses you two cubes). Then whoever holds 4 or more cubes keeps at most 3 and returns the rest.
# Yellow has no colour three times, so only the keeping choices are left:

# %%
print(holdings(tour.state, 0))
print([action.label for action in tour.legal()])
for move in [
    {"type": "exchange", "give": "red", "take": "white"},
    {"type": "keep", "red": 2, "white": 0, "blue": 2},
]:
    try:
        tour.play(move)
    except IllegalAction as err:
        print(f"Refused: {err.reason}\n   rule: {err.rule}")

# %% [markdown]
# ### ⑥ Refilling your hand
# Yellow keeps 1 red and 2 blue. Then she draws the top tile of the pile (in the last two
# turns the pile is empty and nobody draws), and the turn passes to red, starting with red's ①.

# %%
tour.play({"type": "keep", "red": 1, "white": 0, "blue": 2})
for line in tour.state.events:
    print(line)
print(holdings(tour.state, 0))
print(tour_board)

# %% [markdown]
# ## Game End and Final Scoring: the rulebook's examples
# The rulebook's worked examples are positions in `examples.py`, built by the same placement
# rules; `EXPECTED` holds the results the rulebook states (and, for the one example the
# rulebook gives no number for, the project's own, marked as such).
#
# **③ example.** A red-ship tile is placed so that it touches a white-ship tile and a
# green-ship tile by an edge: 1 red, 1 white and 1 victory point.

# %%
from skywidgets.games.sky_islands.scoring import island_points

ruleset = game.ruleset
start = examples.resource_gain()
move = examples.resource_gain_move()
after = ruleset.apply(start, move)
print(move.label)
print(after.events[0])
gained = [a - b for a, b in zip(after.seats[0].cubes, start.seats[0].cubes)]
print(
    "gained: red",
    gained[0],
    "white",
    gained[1],
    "blue",
    gained[2],
    "points",
    after.seats[0].vp - start.seats[0].vp,
)
print("rulebook:", examples.EXPECTED["resource_gain"])

# %% [markdown]
# **④b, counting a tower** (the project's own example: the rulebook states this rule without
# a worked number). Yellow builds a tower where four trading houses stand on the connected
# island, two of them her own, so the rule gives one point for each of the four. Houses on
# other islands do not count.

# %%
start = examples.tower_vp()
after = ruleset.apply(start, examples.tower_vp_move())
print(after.events[0])
print(
    "tower points:", after.seats[0].vp_towers, "- project's example:", examples.EXPECTED["tower_vp"]
)

# %% [markdown]
# **④a, where a trading house may go.** The rulebook pictures a tile with two separate
# islands on it. Here it is the strait tile above the initial block, with blue's house on its
# north island, and red is building. Each island of a tile takes one trading house, so red may
# build on the strait's other (south) island, but not next to blue's house. The little helper
# below tries a move on a board and says what happened.


# %%
def attempt(board, move):
    """Try `move` on `board` and print whether the rules allow it, and which rule says no."""
    try:
        board.play(move)
        print(f"Allowed: {move.label}")
    except IllegalAction as err:
        print(f"Refused: {move.label}\n   {err.reason}\n   rule: {err.rule}")


houses_board = SkyIslandsBoard.at(examples.trading_house_ok_ng())
attempt(houses_board, examples.trading_house_ng_move())  # same island as blue's house: NG
attempt(houses_board, examples.trading_house_ok_move())  # the tile's other island: OK
houses_board

# %% [markdown]
# **④b, one tower per connected island.** Yellow already has a tower on the initial block,
# and her second house stands on the same connected island. The rulebook's picture marks a
# second tower there as not allowed: the rule looks at the island at the moment you build.

# %%
towers_board = SkyIslandsBoard.at(examples.second_tower_forbidden())
attempt(towers_board, examples.second_tower_move())
towers_board

# %% [markdown]
# **④b, towers joined later.** The rule only counts while a tower is being built. Here yellow's
# tower stands on the initial block and red's on a cape of its own, two connected islands. If a
# later tile joins them, one connected island simply holds two towers, and that is allowed.
# Yellow places the corner tile between them:

# %%
join_board = SkyIslandsBoard.at(examples.two_towers_before_join())
attempt(join_board, examples.two_towers_join_move())
joined = [i for i in join_board.game.view(None)["islands"] if i["has_tower"]]
print("connected islands with a tower:", len(joined), "- tiles:", joined[0]["tiles"])
towered = [h for h in join_board.game.state.houses if h.tower]
print("towers on it:", len(towered))
join_board

# %% [markdown]
# **Final scoring.** Influence on a connected island: 1 per trading house (with or without a
# harbour), 2 per tower-equipped house. The sole first scores the island's tiles, the sole
# second half of that (rounded down), everyone else nothing. The rulebook's island has 5 tiles
# and influence yellow 3, red 2, blue 1:

# %%
sheet = ruleset.scores(examples.final_scoring())
print(sheet.text())
print("rulebook:", examples.EXPECTED["final_scoring"])

# %% [markdown]
# **Closed islands.** An island with no island edge left open counts its tiles twice. The
# rulebook's closed island has 6 tiles around an empty hole (the hole does not open it) and
# the same influence: 12, 6 and 0. (Island 1 of that position is the initial tile, where
# nobody built.)

# %%
sheet = ruleset.scores(examples.closed_island())
print(sheet.text())
print("rulebook:", examples.EXPECTED["closed_island"])

# %% [markdown]
# **Ties and special cases.** Players tied for first each score what a sole second would
# (half) and nobody else scores; a sole first with tied seconds leaves the seconds with
# nothing; and 0 influence never scores. `island_points(tiles, closed, influence)` is the
# scoring of one island:

# %%
cases = {
    "tied_first": {"yellow": 2, "red": 2, "blue": 1},
    "tied_second": {"yellow": 3, "red": 1, "blue": 1},
    "zero_influence": {"yellow": 1, "red": 0, "blue": 0},
}
for name, influence in cases.items():
    points = island_points(5, False, influence)
    print(f"{name:15} influence {influence} -> {points}")
    assert points == examples.EXPECTED[name]

# %% [markdown]
# **A shared win.** When several players have the highest total, they share the victory. A
# small end-of-game table (the position format below): yellow and red tie for first on a
# 4-tile island, so each scores what a sole second would, and they gained the same points
# during the game.

# %%
from skywidgets.games.sky_islands import score_position

tied_table = {
    "islands": [
        {"tiles": 4, "closed": False, "buildings": [{"owner": "yellow"}, {"owner": "red"}]}
    ],
    "game_points": {"yellow": 5, "red": 5},
}
tied_sheet = score_position(tied_table)
print(tied_sheet.totals(), "-> winners:", ", ".join(tied_sheet.winners))
print(tied_sheet.tiebreak)

# %% [markdown]
# ## Scoring a table: the position file and `skywidgets score`
# To check a real game's final scoring, describe the end-of-game table in a small JSON file:
# every connected island with its tile count, whether it is closed and its buildings, plus the
# points each player gained during the game (see `docs/formats/sky_islands.md`).

# %%
import os
import tempfile

from skywidgets.cli import main

position = {
    "islands": [
        {
            "tiles": 5,
            "closed": False,
            "buildings": [
                {"owner": "yellow", "tower": True},
                {"owner": "yellow"},
                {"owner": "red"},
                {"owner": "red"},
                {"owner": "blue", "harbour": True},
            ],
        },
        {
            "tiles": 6,
            "closed": True,
            "buildings": [{"owner": "red", "tower": True}, {"owner": "blue"}],
        },
    ],
    "game_points": {"yellow": 12, "red": 9, "blue": 3},
}
print(json.dumps(position, indent=1))

# %% [markdown]
# In a terminal this is `skywidgets score sky_islands table.json`; from Python, the same
# command line is `skywidgets.cli.main([...])`:

# %%
with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "table.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(position, fh)
    exit_code = main(["score", "sky_islands", path])
print("exit code", exit_code)

# %% [markdown]
# A file that cannot be a real table is refused, naming the field:

# %%
from skywidgets.core import PositionError

bad = json.loads(json.dumps(position))
bad["islands"][1]["buildings"][1]["owner"] = "purple"
try:
    score_position(bad)
except PositionError as err:
    print("Refused:", err)

# %% [markdown]
# ## Ask the coach
# Every board has a **Hint** button. The coach plays the rest of the game out many times from
# what the player to move can see (other hands and the draw pile are guessed, never peeked
# at), names the best move with what it does and why, and lists the runners-up with how often
# each wins the simulated games after it. **Play it** plays the move.

# %%
coached = SkyIslandsBoard(players=["yellow", "red"], seed=4)
print(coached.give_hint())
coached

# %% [markdown]
# ## A whole game, played by bots
# `skywidgets.sim.play_one` plays a seeded game with one bot per seat (here random bots, three
# players). The score sheet explains every point: first the points gained during the game
# (green ships at ① and ③, towers at ④b), then one line per connected island where a player
# scores, with the influence of everyone and whether the island was doubled.

# %%
from skywidgets.sim import play_one

final, moves = play_one(ruleset, ["yellow", "red", "blue"], 3, RandomBot, {})
print(moves, "decisions;", final.state.phase, "- over:", final.is_over())
sheet = final.scores()
print(sheet.text())

# %% [markdown]
# The same totals, split into points gained during the game and points from the islands:

# %%
during = ("income", "gains", "towers")
for player, total in sheet.totals().items():
    items = sheet.for_player(player)
    in_game = sum(i.points for i in items if i.source in during)
    print(f"{player:6} {in_game:2} during the game + {total - in_game:2} from islands = {total}")
print("winner:", ", ".join(sheet.winners))

# %% [markdown]
# A board of the finished game. Its log lists every decision; click an entry to see the table
# at that moment, or step from Python with `goto`:

# %%
replay = SkyIslandsBoard(game=final)
replay

# %%
for entry in replay.history[:6]:
    print(f"{entry['step']:2} {entry['player'] or '':6} {entry['label']}")
print("...")
replay.goto(12)
print(replay)
print(holdings(final.state, final.state.current_player))
replay.goto(len(final.actions))
print(replay)

# %% [markdown]
# The coach's review of yellow's game: each decision against the coach's best move, and the
# three that cost the most, with the better move and why (a random bot makes plenty). The
# board's log marks them ⚠ (hover for the note).

# %%
review = final.review(seat=0, iterations=30)
print(review.summary())
replay.show_review(review)
replay

# %% [markdown]
# ## Coach's positions
# Good habits in Merchants of Sky Islands have a right answer in many positions: close an
# island you lead (its tiles count twice), do not close one a rival leads, complete a set of
# three colours, put a tower where most houses stand, keep one cube of each colour.
# The project keeps them with the rule each cites and the moves it accepts
# (`skywidgets/games/sky_islands/teaching_positions.py`); the tests check that the coach finds an
# accepted move in at least 9 of 10 of them. Their ideas:

# %%
from skywidgets.core import Game, get
from skywidgets.games.sky_islands.teaching_positions import positions

TEACHING = positions()
for p in TEACHING:
    print(f"{p.name:34} {p.idea}")

# %% [markdown]
# One of them on the board, with the coach's advice:

# %%
lesson = next(p for p in TEACHING if p.name == "close-the-island-you-lead")
advice = Game.from_state(get("sky_islands"), lesson.state).hint()
print(lesson.rule)
print(advice.text())
print("an accepted move:", lesson.accepts(lesson.state, advice.action))
SkyIslandsBoard.at(lesson.state)
