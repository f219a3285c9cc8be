# %% [markdown]
# # Terra Mystica: Merchants of the Seas
#
# The expansion puts **ships** on Terra Mystica's rivers. A ship lets its faction build on
# the land it touches, can be handed in instead of paying for a Dwelling, and above all can
# sail onto another faction's structure to **trade**: the trader scores victory points and a
# reward, and the owner may take power for a few points of its own. Fakirs and Dwarves send
# **merchants** over land instead. New power actions, favor tiles, bonus cards, town tiles and
# round scoring tiles reward all this trading.
#
# This tutorial first recalls how a round of Terra Mystica goes, then walks through the
# expansion rulebook section by section (**Preparation**, **Ships**, **Obtaining Ships**,
# **Moving Ships**, **Using Ships to Trade**, **Using Ships to Transform and Build**, **The
# Shipyard**, **New Power Actions**, **New Favor Tiles**, **New Scoring Tiles**, then the rest
# of **Preparation**: the new Town tiles and Bonus cards, the tiles of other boxes) on a live
# map, and ends with a whole game played by bots. Every number printed below is computed by
# the rule model; every refused move names the rule that refuses it. What the model covers
# (the fourteen base factions, the base map) and the values nobody published (marked
# *project-defined*) are listed in `docs/rulings/merchants_seas.md`.
#
# **New to Terra Mystica?** Start with [35_terra_mystica.ipynb](35_terra_mystica.ipynb): it
# plays the base game, which this expansion assumes. The base words used below, in one line
# each:
#
# * **Power bowls** I, II, III: power tokens move I → II → III as you gain power; you *spend*
#   power from bowl III (it goes back to bowl I), and you may *burn* (remove) a token from
#   bowl II to move another one from II to III.
# * **Terraform cycle** and **spades**: the seven terrains lie on a wheel; one spade turns a
#   hex one step around it, towards your faction's home terrain, where you can build.
# * **Exchange level**: how many workers a spade costs (level 0: 3 workers, then 2, then 1).
# * **Leeching**: when a neighbour builds or upgrades next to you, you may take power equal to
#   the value of your structures beside it, paying 1 VP less than the power taken.
# * **Codes** follow the snellman site: ACT = a power action space, BON = a Bonus card,
#   FAV = a favor tile, SCORE = a round scoring tile; each is explained where it first appears.
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

from skywidgets import IllegalAction
from skywidgets.bots import RandomBot
from skywidgets.core import Game, evolve, with_seat
from skywidgets.games.merchants_seas import examples, positions, ships
from skywidgets.games.merchants_seas.fleet import fleet, with_fleet
from skywidgets.games.merchants_seas.trading import owner_offer, pass_bonus_for_trades, trade_reward
from skywidgets.games.terra_mystica import board as hexmap
from skywidgets.games.terra_mystica import tables as data
from skywidgets.games.terra_mystica.scoring import round_bonus
from skywidgets.widgets import MerchantsSeasMap

NAME = hexmap.NAMES  # hex index -> name ("C1", "river B:2")
HEX = hexmap.BY_NAME  # name -> hex index

# %% [markdown]
# ## How a round goes
# The expansion's game-flow section only points back to the base game, so the flow is base
# Terra Mystica: after setup, six rounds, each with **Phase I** (income from your faction
# board, favor tiles, bonus card — and now ships), **Phase II** (one action per turn, in turn
# order, until everyone has passed; passing swaps your bonus card) and **Phase III** (cult
# bonuses of the round's scoring tile, rounds 1–5). Then final scoring: the largest connected
# network and each cult track pay 18/12/6 and 8/4/2, leftover resources 1 VP per 3 coins.
# The board's phase bar shows these steps:

# %%
ruleset = Game("merchants_seas").ruleset
for phase_id, label in ruleset.teaching.phases:
    print(f"{phase_id:16} {label}")

# %% [markdown]
# ## The board
# A new game for two: ann plays the Witches (forest), bob the Nomads (desert). Setup starts
# with the initial Dwellings, two each in snake order. **This board is yours:** click a
# highlighted forest hex to place ann's first Dwelling (then bob's desert hexes light up).
# Clicking any other hex is answered with the rule that forbids it. Every terrain hex shows
# its letter (D desert, U plains, K swamp, L lakes, G forest, S mountains, W wasteland; `~` is
# river); each structure has its own shape and letters. Under the map: each faction's
# resources, power bowls I/II/III, shipping, ships and trade markers, and the cult tracks.
# The rest of the notebook uses other games, so this board stays where you leave it.

# %%
board = MerchantsSeasMap(players=["ann", "bob"], seed=0)
print(
    board.game.state.phase,
    "-",
    board.players[board.current_player],
    "to place;",
    len(board.legal),
    "highlighted hexes, e.g.",
    board.legal[0]["label"],
)
board

# %% [markdown]
# ## Preparation: the Dock marker
# **Preparation**: right after the initial Dwellings, each player in turn order puts the new
# Dock marker under one of their *riverside* Dwellings (one next to a river space); ships can
# only be launched next to the Dock or the Shipyard. Merchants' factions put their Storehouse
# under any Dwelling instead. Here seeded bots place the four initial Dwellings of a second
# game, then we look at ann's Dock choices:


# %%
def bot_move(game):
    """A random legal move, seeded by the game's seed and step (always the same one)."""
    return RandomBot(seed=game.seed * 100_003 + game.step).choose(game.ruleset, game.state)


setup = Game("merchants_seas", players=["ann", "bob"], seed=5)
while setup.state.phase_id == "setup_dwellings":
    player = setup.players[setup.state.current_player]
    action = bot_move(setup)
    setup.play(action)
    print(f"{player}: {action.label}")
state = setup.state
print(state.phase)
for i, name in enumerate(setup.players):
    mine = [h for h in range(hexmap.N_HEXES) if state.owner[h] == i]
    print(
        f"{name}'s Dwellings:",
        ", ".join(f"{NAME[h]} ({'riverside' if hexmap.RIVERSIDE[h] else 'inland'})" for h in mine),
    )
print("ann may put the Dock under:", [a.label for a in setup.legal()])

# %% [markdown]
# A Dwelling away from the river is refused; one by the river is taken:

# %%
inland = [h for h in range(hexmap.N_HEXES) if state.owner[h] == 0 and not hexmap.RIVERSIDE[h]]
for h in inland:
    try:
        setup.play({"type": "place_dock", "hex": h})
    except IllegalAction as err:
        print(f"Refused {NAME[h]}: {err.reason}\n   rule: {err.rule}")
setup.play(setup.legal()[0])
print("ann's Dock:", NAME[fleet(setup.state, 0).dock])

# %% [markdown]
# (A faction with no riverside Dwelling sets its Dock aside and must put it under its first
# riverside Dwelling later; the model does that by itself.)

# %% [markdown]
# ### Fakirs and Dwarves: the Storehouse and the Range tile
# **Preparation (Setup)**: the Fakirs and the Dwarves take merchants instead of ships, a Range
# tile over the place of their Shipping track with its marker on the first space ("1"), and
# put their Storehouse (the back of the Dock marker) under *any* starting Dwelling, by the
# river or not. Merchants appear next to the Storehouse and walk over land instead of sailing
# (how far each step goes is the model's own reading, in `docs/rulings/merchants_seas.md`). The
# same seeded setup as above, with ann playing the Fakirs and bob the Witches:

# %%
fakirs = Game("merchants_seas", players=["ann", "bob"], seed=5, factions="fakirs,witches")
while fakirs.state.phase_id == "setup_dwellings":
    fakirs.play(bot_move(fakirs))
dealt = fakirs.state
print(dealt.phase)
for h in range(hexmap.N_HEXES):
    if dealt.owner[h] == 0:
        print(f"ann's Dwelling at {NAME[h]}: {'riverside' if hexmap.RIVERSIDE[h] else 'inland'}")
print("ann may put the Storehouse under:", [a.label for a in fakirs.legal()])
print("ann's Range (the Fakirs' Shipping value):", dealt.seats[0].shipping)
storehouse = next(
    h for h in range(hexmap.N_HEXES) if dealt.owner[h] == 0 and not hexmap.RIVERSIDE[h]
)
fakirs.play({"type": "place_dock", "hex": storehouse})
print("ann's Storehouse:", NAME[fleet(fakirs.state, 0).dock], "(inland)")
fakirs_board = MerchantsSeasMap(game=fakirs)
fakirs_board

# %% [markdown]
# ### Starting victory points
# **Preparation (Setup)**: on the base map every faction starts at 20 VP, as in the base game;
# on the expansion's new Lakes and Fjords maps a table in the rulebook's Appendix VIII gives
# each faction its own start instead. The model plays the base map only (the new maps, their
# canals and that table are not modelled), so everyone starts at 20:

# %%
for i, name in enumerate(fakirs.players):
    seat = fakirs.state.seats[i]
    print(f"{name} ({seat.faction}): {seat.vp} VP - by source {dict(seat.vp_by)}")

# %% [markdown]
# ## A trading position
# To show the expansion's actions without playing many turns, we start from a hand-made
# round-1 position (`positions.trading_position()`): ann's Witches have a Dwelling with the
# Dock at A3 and one ship on the river at B:2, shipping 1; bob's Nomads have a Dwelling at B1
# and a Trading house at C1. We give ann a richer supply (the hand-made positions are for
# teaching, not a real game) and show it on a second board, which follows every move below.
# `with_seat(state, seat, **fields)` gives a copy of a position with some fields of one
# faction's record changed. The expansion's own pieces — each faction's ships, trade markers
# and Dock — are kept apart from the base game's record: `fleet(state, seat)` reads them and
# `with_fleet(state, seat, **fields)` changes them.


# %%
def holdings(state, seat):
    """One faction's supply, bowls, shipping, ships and VP in words."""
    s, pieces = state.seats[seat], fleet(state, seat)
    return (
        f"{state.players[seat]} ({s.faction}): {s.coins} coins, {s.workers} workers, "
        f"{s.priests} priests, power {s.bowls[0]}/{s.bowls[1]}/{s.bowls[2]}, "
        f"shipping {s.shipping}, ships at {[NAME[h] for h in pieces.ships]}, "
        f"{pieces.trades} trade markers, {s.vp} VP"
    )


start = evolve(positions.trading_position(), players=("ann", "bob"))
start = with_seat(start, 0, coins=30, workers=9, priests=1, bowls=(0, 2, 10))
trade_board = MerchantsSeasMap.at(start)
story = trade_board.game
print(holdings(story.state, 0))
print(holdings(story.state, 1))
trade_board

# %% [markdown]
# ## Obtaining Ships
# **Obtaining Ships**: a ship comes as income (the Shipyard, a bonus card, a favor tile), from
# a power or special action, or as a one-time reward. It is placed on a river space next to
# your Dock or Shipyard; any number of ships, of any factions, may share a river space, but a
# faction never has more than 3 on the board. Ann takes the new power action *obtain 1 Ship*
# (ACT8: the expansion's power action space 8; 4 power from bowl III to bowl I):

# %%
story.play({"type": "power_action", "id": "ACT8"})
print("ann must place the ship:", [a.label for a in story.legal()])
try:
    story.play({"type": "place_ship", "hex": HEX["river C:2"]})
except IllegalAction as err:
    print(f"Refused: {err.reason}\n   rule: {err.rule}")
story.play({"type": "place_ship", "hex": HEX["river B:3"]})
print(holdings(story.state, 0))

# %% [markdown]
# That was ann's action for this turn. Her turn is not over yet: after the main action a
# player may still convert resources or burn power (free actions, Terra Mystica — Phase II),
# so the model keeps ann on turn with those moves and **End turn**. She ends it; Bob passes
# and takes Bonus card BON1 (2 coins income, and a free spade once a round), so ann plays
# again until she passes too.

# %%
print("after her action, ann may:", [a.label for a in story.legal()])
story.play({"type": "end_turn"})
story.play({"type": "pass", "card": "BON1"})
print(story.state.phase, "- turn:", story.players[story.state.current_player])

# %% [markdown]
# ## Moving Ships (Special action)
# **Moving Ships**: the Shipyard board's special action (usable from the start, once a round)
# moves every ship of yours once, each up to your shipping value, and each one space further
# for 1 power. A ship steps onto a neighbouring river space, through a canal, or — as its last
# step — onto another faction's structure that has neither your trade marker nor one of your
# ships: that is a trade. For ann (shipping 1, 6 power in bowl III):

# %%
story.play({"type": "special", "what": "move_ships"})
free, boosted = ships.move_range(story.state, 0)
print(f"each ship moves up to {free} space(s), or {boosted} for 1 power")
for src in fleet(story.state, 0).ships:
    reach = ships.destinations(story.state, 0, src, 0)
    near = sorted(NAME[h] for h, d in reach.items() if d <= free)
    far = sorted(NAME[h] for h, d in reach.items() if d > free)
    print(f"ship at {NAME[src]}: free {near}; for 1 power {far}")

# %% [markdown]
# The ship at B:2 sails onto bob's Trading house at C1 (a trade, settled when all ships have
# moved). The ship at B:3 goes two spaces, to the river at D:4, paying 1 power. A ship that
# cannot reach its target is refused:

# %%
try:
    story.play({"type": "move_ship", "src": HEX["river B:3"], "dst": HEX["river F:3"]})
except IllegalAction as err:
    print(f"Refused: {err.reason}\n   rule: {err.rule}")
bowls = story.state.seats[0].bowls
story.play({"type": "move_ship", "src": HEX["river B:2"], "dst": HEX["C1"]})
story.play({"type": "move_ship", "src": HEX["river B:3"], "dst": HEX["river D:4"]})
print("bowls before", bowls, "after", story.state.seats[0].bowls, "(1 power for the extra space)")
print("ships now at", [NAME[h] for h in fleet(story.state, 0).ships])

# %% [markdown]
# ### Through the canal
# On the base map the expansion adds one canal in the western half, joining the upper and the
# lower arm of the river (**Preparation**); the model puts it across E4 (project-defined),
# from the river at D:4 to the rivers at F:3 and F:4. For a moving ship the far side is one
# space away. For *shipping* (which hexes count as reachable for building) the canal does not
# count:

# %%
canal = [(NAME[a], NAME[b]) for a, b in hexmap.CANAL_LINKS]
print("canal links:", canal)
d4 = HEX["river D:4"]
print("a ship at D:4 moves in one space to:", sorted(NAME[h] for h in hexmap.SHIP_ADJ[d4]))
print(
    "river spaces next to D:4 (shipping):",
    sorted(NAME[h] for h in hexmap.ADJ[d4] if hexmap.IS_RIVER[h]),
)
at_canal = with_fleet(start, 0, ships=(d4,))
reach = ships.destinations(at_canal, 0, d4, 0)
print("with shipping 1 (+1 space for 1 power) that ship may go to:", sorted(NAME[h] for h in reach))

# %% [markdown]
# ## Using Ships to Trade
# **Using Ships to Trade**: every trade scores victory points plus a reward from the Shipping
# Overview tile; rewards separated by a slash are a choice of one. The model's table (the
# Overview's values are not in the text we have, so they are project-defined):

# %%
print("(C coins, W workers, P priests, PW power, CULT a step on a cult of your choice)")
for structure in data.STRUCTURES:
    vp, options = data.TRADE_REWARDS[structure]
    choices = " / ".join(
        " + ".join(f"{n} {k}" for k, n in trade_reward(structure, k).items() if k != "VP")
        for k in range(len(options))
    )
    print(
        f"{data.STRUCTURE_NAMES[structure]:14} {vp} VP and {choices};"
        f" the owner may take {data.POWER_VALUE[structure]} power"
    )
print("as dicts:", examples.trade_with_each_structure())

# %% [markdown]
# All ships have moved, so ann resolves her trade at bob's Trading house: 3 VP and either 3
# coins or 1 worker + 1 coin. She takes the worker and the coin:

# %%
print([a.label for a in story.legal()])
before = story.state.seats[0]
story.play({"type": "resolve_trade", "hex": HEX["C1"], "option": 1, "structure": "TP", "vp": 3})
after = story.state.seats[0]
print(
    f"VP {before.vp} -> {after.vp}, workers {before.workers} -> {after.workers}, "
    f"coins {before.coins} -> {after.coins}, trade markers {fleet(story.state, 0).trades}"
)
print(
    "the ship went back to ann's supply; ships on the board:",
    [NAME[h] for h in fleet(story.state, 0).ships],
)
print(
    "trade markers under C1:",
    [story.players[s] for s in story.view()["hexes"][HEX["C1"]]["traded_by"]],
)

# %% [markdown]
# ### The owner's power for victory points
# The owner of the structure may now take power equal to its power value, paying 1 VP less
# than the power taken — or decline and pay nothing (the trader keeps the reward either way).
# As with power from neighbours' building, the amount is capped by what the bowls can take and
# by the VP the owner has. It is bob's decision, so bob is the current player:

# %%
offer = story.state.pending[0]
print(f"{story.players[offer.seat]} may take {offer.power} power for {offer.vp_cost} VP")
print("bob's choices:", [a.label for a in story.legal()])
bob = story.state.seats[1]
story.play({"type": "leech", "accept": True, "power": offer.power})
now = story.state.seats[1]
print(f"bob accepts: bowls {bob.bowls} -> {now.bowls}, VP {bob.vp} -> {now.vp}")
story.play({"type": "end_turn"})  # ann may convert after her action; she ends the turn
print("ann ends her turn; to move:", story.players[story.state.current_player])

# %% [markdown]
# Worked numbers with the model's `owner_offer(structure, bowls, vp)`: a Stronghold (power
# value 3) whose owner has bowls 1/4/7 and 10 VP — bowl I counts twice, so the bowls take up to
# 6: all 3 power for 2 VP (`examples.power_for_vp_decision`). With bowls 0/2/10 only 2 power
# fit; with a single VP left a Sanctuary's 3 power shrink to 2.

# %%
print("Stronghold, bowls 1/4/7, 10 VP:", examples.power_for_vp_decision(), "(power, VP cost)")
print("Stronghold, bowls 0/2/10, 10 VP:", owner_offer("SH", (0, 2, 10), 10))
print("Sanctuary, bowls 5/7/0, 1 VP:  ", owner_offer("SA", (5, 7, 0), 1))

# %% [markdown]
# ### Two ships, one structure
# **Moving Ships (Special Action)**: a ship may not move onto a structure where one of your
# ships already stands, so two ships never trade with one structure in one move. A copy of
# the trading position with a second ship of ann's at B:3, also next to bob's Trading house
# at C1: the first ship sails onto C1, the second is refused.

# %%
pair = with_fleet(start, 0, ships=(HEX["river B:2"], HEX["river B:3"]))
pair_board = MerchantsSeasMap.at(pair)
duo = pair_board.game
duo.play({"type": "special", "what": "move_ships"})
duo.play({"type": "move_ship", "src": HEX["river B:2"], "dst": HEX["C1"]})
try:
    duo.play({"type": "move_ship", "src": HEX["river B:3"], "dst": HEX["C1"]})
except IllegalAction as err:
    print(f"Refused: {err.reason}\n   rule: {err.rule}")
print("ann's ships:", [NAME[h] for h in fleet(duo.state, 0).ships])
pair_board

# %% [markdown]
# ### The trade marker stays when the structure is upgraded
# **Using Ships to Trade**: each structure trades with each faction once; the trade marker goes
# under it and stays there when the structure is upgraded. Ann finishes moving, trades at C1,
# bob takes the power, and on his turn bob upgrades C1 to a Temple (and picks a Favor tile).
# Next turn ann moves again with the power action ACT7: her ship at B:3 may not trade with the
# Temple, which still holds her marker.

# %%
duo.play({"type": "finish"})
duo.play({"type": "resolve_trade", "hex": HEX["C1"], "option": 0, "structure": "TP", "vp": 3})
duo.play({"type": "leech", "accept": True, "power": 2})
duo.play({"type": "end_turn"})
duo.play({"type": "upgrade", "hex": HEX["C1"], "to": "TE"})
duo.play({"type": "take_favor", "tile": "FAV11"})
duo.play({"type": "end_turn"})
c1 = duo.view()["hexes"][HEX["C1"]]
print(
    f"C1 is now bob's {data.STRUCTURE_NAMES[c1['building']]}; trade markers under it:",
    [duo.players[s] for s in c1["traded_by"]],
)
duo.play({"type": "power_action", "id": "ACT7"})
try:
    duo.play({"type": "move_ship", "src": HEX["river B:3"], "dst": HEX["C1"]})
except IllegalAction as err:
    print(f"Refused: {err.reason}\n   rule: {err.rule}")

# %% [markdown]
# ### Fifteen trade markers
# **Using Ships to Trade**: each faction has 15 trade markers, so it trades with at most 15
# structures; once all are placed, its ships may no longer move onto a structure. The trading
# position again, with all 15 of ann's markers already on the board: her ship's moves list
# only river spaces, and a move onto C1 is refused.

# %%
spent = with_fleet(start, 0, trades=data.TRADE_MARKERS)
late = MerchantsSeasMap.at(spent).game
late.play({"type": "special", "what": "move_ships"})
print(f"ann has placed {fleet(late.state, 0).trades} of {data.TRADE_MARKERS} trade markers")
print("her ship may move to:", [a.label for a in late.legal() if a.kind == "move_ship"])
try:
    late.play({"type": "move_ship", "src": HEX["river B:2"], "dst": HEX["C1"]})
except IllegalAction as err:
    print(f"Refused: {err.reason}\n   rule: {err.rule}")

# %% [markdown]
# ## Using Ships to Transform and Build
# **Using Ships to Transform and Build**: the land next to your ship on a river counts as
# reachable for Transform and Build, even beyond your shipping — and a Dwelling built next to
# your ship may be paid by returning that ship instead of its cost. Bob has passed, so it is
# ann's turn again. Her ship at D:4 opens four hexes she could not reach otherwise:

# %%
from skywidgets.games.terra_mystica.reach import reachable

d4 = HEX["river D:4"]
with_ship = set(reachable(story.state, 0))
without = set(reachable(with_fleet(story.state, 0, ships=()), 0))
print("reachable only thanks to the ship:", sorted(NAME[h] for h in with_ship - without))
by_ship = [a for a in story.legal() if a.kind == "transform_and_build" and a.ship == d4]
for action in by_ship:
    print(" -", action.label)

# %% [markdown]
# E4 is lakes, one spade from the Witches' forest on the terraform cycle. The spade is paid
# as usual (3 workers at exchange level 0, the starting level), but the Dwelling's own cost (1 worker and 2 coins) is paid by returning
# the ship:

# %%
before, ships_before = story.state.seats[0], fleet(story.state, 0).ships
story.play(
    {"type": "transform_and_build", "hex": HEX["E4"], "terrain": "G", "build": True, "ship": d4}
)
after, ships_after = story.state.seats[0], fleet(story.state, 0).ships
print(
    f"workers {before.workers} -> {after.workers}, coins {before.coins} -> {after.coins}; "
    f"ships {[NAME[h] for h in ships_before]} -> {[NAME[h] for h in ships_after]}"
)
e4 = story.view()["hexes"][HEX["E4"]]
print(f"E4 now: terrain {e4['terrain']}, {e4['building']} of {story.players[e4['owner']]}")
story.play({"type": "end_turn"})
print(
    "ann ends her turn;", story.state.phase, "- to move:", story.players[story.state.current_player]
)

# %% [markdown]
# ### A Phase III spade next to a ship
# **Using Ships to Transform and Build**: a spade won as a cult bonus in Phase III may also be
# used on land next to one of your ships, but no Dwelling may be built in that phase. A
# hand-made round-1 position (`positions.table`) whose round tile is tile 14 (in Phase III, 1
# spade per 4 steps on the Fire cult): ann's Witches stand at 4 on Fire with a ship at D:4, and
# both players pass.

# %%
cult_spade = positions.table(
    factions=("witches", "nomads"),
    builds=[("A3", 0, "D"), ("C1", 1, "TP"), ("B1", 1, "D")],
    tiles=(14, 13, 15, 10, 11, 12),
    bonus=("BON3", "BON5"),
    seat_kw={0: {"dock": HEX["A3"], "shipping": 1, "ships": (d4,), "cults": (4, 0, 0, 0)}},
)
spade_board = MerchantsSeasMap.at(evolve(cult_spade, players=("ann", "bob")))
phase3 = spade_board.game
print("round 1 tile:", phase3.state.round_tiles[0], data.ROUND_TILES[14])
phase3.play({"type": "pass", "card": "BON1"})
phase3.play({"type": "pass", "card": "BON2"})
print(phase3.state.phase, "-", phase3.state.pending[0].label, "for ann")
spades = [a for a in phase3.legal() if a.kind != "finish"]
no_ship = set(reachable(with_fleet(phase3.state, 0, ships=()), 0))
print(
    "hexes open only thanks to the ship:",
    sorted({NAME[a.hex] for a in spades if a.hex not in no_ship}),
)
print("any Dwelling offered:", any(getattr(a, "build", False) for a in spades))
phase3.play({"type": "transform_and_build", "hex": HEX["E4"], "terrain": "G", "build": False})
print(
    "E4 is now",
    data.TERRAIN_NAMES[phase3.state.terrain[HEX["E4"]]],
    "- no Dwelling on it;",
    phase3.state.phase,
)
spade_board

# %% [markdown]
# ## The Shipyard
# **The Shipyard**: a riverside Trading house (the one with the Dock too) can be upgraded to
# the Shipyard, power value 3. Its one-time rewards here are a shipping step and a ship placed
# next to the Shipyard; from the next round it brings 1 ship of income, and it opens the
# **Build Ship** special action. Ann first upgrades A3 to a Trading house (no neighbour of
# another faction, so the coins are doubled), then to the Shipyard (4 workers, 6 coins):

# %%
story.play({"type": "upgrade", "hex": HEX["A3"], "to": "TP"})
story.play({"type": "end_turn"})
print(holdings(story.state, 0))
before = story.state.seats[0]
story.play({"type": "upgrade", "hex": HEX["A3"], "to": "SY"})
after = story.state.seats[0]
print(
    f"shipping {before.shipping} -> {after.shipping}, VP {before.vp} -> {after.vp} "
    "(a shipping step to 2 scores 3 VP)"
)
print("ann places the reward ship:", [a.label for a in story.legal()])
story.play(story.legal()[0])
story.play({"type": "end_turn"})
print(holdings(story.state, 0))

# %% [markdown]
# Next turn, **Build Ship** obtains a ship for 1 worker and 2 coins, once a round; without a
# Shipyard it is refused (bob has none):

# %%
before, ships_before = story.state.seats[0], fleet(story.state, 0).ships
story.play({"type": "special", "what": "build_ship"})
story.play(story.legal()[0])
story.play({"type": "end_turn"})
after = story.state.seats[0]
print(
    f"workers {before.workers} -> {after.workers}, coins {before.coins} -> {after.coins}, "
    f"ships {len(ships_before)} -> {len(fleet(story.state, 0).ships)}"
)
# a copy of this position in which it is bob's turn
no_yard = evolve(
    story.state, turn=1, seats=tuple(evolve(s, passed=False) for s in story.state.seats)
)
try:
    ruleset.apply(no_yard, ruleset.action_from_json({"type": "special", "what": "build_ship"}))
except IllegalAction as err:
    print(f"bob refused: {err.reason}\n   rule: {err.rule}")

# %% [markdown]
# ## New Power Actions
# **New Power Actions**: three more spaces on the power action board, each once a round:

# %%
for act in ("ACT7", "ACT8", "ACT9"):
    cost, _gains, words = data.POWER_ACTIONS[act]
    print(f"{act}: {cost} power — {words}")

# %% [markdown]
# ACT7 moves ships exactly like the Shipyard board's action. ACT9 also returns a priest and
# gives a favor tile (it is not building a Temple). Ann has the 5 power and a priest, but
# ACT8 was already used this round; the model refuses it again:

# %%
try:
    story.play({"type": "power_action", "id": "ACT8"})
except IllegalAction as err:
    print(f"Refused: {err.reason}\n   rule: {err.rule}")
before = story.state.seats[0]
story.play({"type": "power_action", "id": "ACT9"})
after = story.state.seats[0]
print(
    f"bowl III {before.bowls[2]} -> {after.bowls[2]}, priests {before.priests} -> {after.priests}"
)
tiles = [a.tile for a in story.legal() if a.kind == "take_favor"]  # conversions are open too
print(len(tiles), "favor tiles to choose from:", ", ".join(tiles))

# %% [markdown]
# ## New Favor Tiles
# **New Favor Tiles**: each cult gets a second +1 tile, but a faction may hold only one +1
# tile per cult. The four new tiles (the model numbers them FAV13–FAV16):
#
# * **FAV13 (+1 Fire)**: once, +1 shipping and 1 worker, or a priest to a cult's order
#   spaces and 4 coins — or just one cult step instead of the priest.
# * **FAV14 (+1 Water)**: 1 ship in every Phase I.
# * **FAV15 (+1 Earth)**: +1 VP per trade with a Dwelling, Trading house or Temple, +2 with a
#   Stronghold, Sanctuary or Shipyard.
# * **FAV16 (+1 Air)**: on passing, 2/3/4/5 VP for 1–3/4–6/7–9/10+ trade markers placed.
#
# Ann takes FAV13. ACT9 took her only priest, so the priest-to-an-order choices are not open;
# she may still take the shipping step or a single cult step:

# %%
story.play({"type": "take_favor", "tile": "FAV13"})
for action in story.legal():
    print(" -", action.label)
before = story.state.seats[0]
story.play({"type": "fire_favor_bonus", "option": 0})
after = story.state.seats[0]
print(
    f"ann: shipping {before.shipping} -> {after.shipping}, workers {before.workers} -> "
    f"{after.workers}, VP {before.vp} -> {after.vp} (a shipping step to 3 scores 4 VP)"
)

# %% [markdown]
# Worked numbers for the other three:

# %%
from skywidgets.games.terra_mystica import decisions
from skywidgets.games.terra_mystica.income import income_of

with_fav14 = with_seat(start, 0, favors=("FAV14",))
print(
    "FAV14: ann's Phase I income without / with it:",
    income_of(start, 0),
    "/",
    income_of(with_fav14, 0),
)
for structure in ("TP", "SA"):
    plain, extra = trade_reward(structure)["VP"], trade_reward(structure, 0, ("FAV15",))["VP"]
    print(
        f"FAV15: a trade with a {data.STRUCTURE_NAMES[structure]} scores {plain} VP, "
        f"{extra} VP with the tile"
    )
print(
    "FAV16: passing with 5 trade markers scores",
    examples.pass_bonus_five_markers(),
    "VP;",
    "by markers:",
    {n: pass_bonus_for_trades(n) for n in (0, 1, 3, 4, 6, 7, 9, 10, 15)},
)
holder = with_seat(start, 0, favors=("FAV9",))  # FAV9 is the base game's +1 Fire tile
choices = decisions.favor_options(holder, 0)
print("with FAV9 (+1 Fire) ann may not take FAV13:", "FAV13" not in choices)

# %% [markdown]
# ## New Scoring Tiles
# **New Scoring tiles**: the base round tiles are replaced by tiles 10–21 (six are drawn; the
# spade tile never lies on rounds 5 or 6, and no cult may appear on three of rounds 1–5). Each
# pays VP in Phase II for one kind of deed, and in Phase III a reward per so many steps on
# one cult. The three new deeds are trades (2 VP each), shipping/range/exchange steps (2 VP
# each) and a Stronghold, Sanctuary or Shipyard (5 VP). A worked number for each tile, for two
# such deeds and a faction at 7 on the tile's cult:

# %%
for tile in range(10, 22):  # data.ROUND_TILES holds the base game's SCORE1–9 (1–9) too
    what, _vp, cult, need, reward = data.ROUND_TILES[tile]
    goods = ", ".join(f"{n} {k}" for k, n in reward.items())
    print(
        f"tile {tile}: 2 × {what:7} -> {round_bonus(tile, what, 2):2} VP; "
        f"{cult.title():5} 7 -> {7 // need} × ({goods})"
    )
print("this game's tiles, rounds 1-6:", list(start.round_tiles))

# %% [markdown]
# In the trading position it is round 1. Its tile pays for Dwellings, so ann's Dwelling at E4
# scored on it, and her trade did not; under tile 18 or 21 the trade would have scored 2 VP
# more. Ann's VP so far, by source:

# %%
tile = story.state.round_tiles[0]
print("round 1 tile:", tile, data.ROUND_TILES[tile][:2])
print(dict(story.state.seats[0].vp_by))
print(trade_board)

# %% [markdown]
# ## More of Preparation: the new tiles and cards
# **Preparation (Setup)** also brings new Town tiles, replaces one Bonus card and adds new
# ones, and speaks of tiles from two other boxes. The rulebook's text prints no values for the
# new tiles and cards: the values below are those of an unofficial fan implementation (marked
# *fan hint* in `docs/rulings/merchants_seas.md`), except where the rulebook gives the number
# (the replacing Bonus card's 4 VP, the 2 copies of the +1 Shipping Town tile).
#
# ### The new Town tiles
# The new Town tiles (the model's TW7 and TW9) join the base game's TW1–TW5. A hand-made
# position: ann's Witches have two Trading houses and two Dwellings in one group (power
# 2 + 2 + 1 + 1 = 6, one short of a town). Upgrading the Dwelling at A5 to a Trading house
# makes 7: a town, and a Town tile to choose (and the Witches' own 5 VP for a town, already on
# her score). Ann takes the new tile of 3 VP and 2 ships and places both ships by her Dock:

# %%
from skywidgets.games.terra_mystica.tile_words import bonus_words, town_words

town = positions.table(
    factions=("witches", "nomads"),
    builds=[("A3", 0, "TP"), ("A4", 0, "TP"), ("A5", 0, "D"), ("A6", 0, "D"), ("C1", 1, "TP")],
    seat_kw={0: {"coins": 20, "workers": 9, "dock": HEX["A3"], "shipping": 1}},
)
town = evolve(town, players=("ann", "bob"))
town_board = MerchantsSeasMap.at(town)
founding = town_board.game
for tile, copies in town.town_pool:
    print(f"{tile}: {town_words(tile)} ({copies} in the supply)")
founding.play({"type": "upgrade", "hex": HEX["A5"], "to": "TP"})
print("ann founds a town:", [a.label for a in founding.legal() if a.kind == "take_town"])
before = founding.state.seats[0]
founding.play({"type": "take_town", "tile": "TW9"})
print("ann places the 2 ships:", [a.label for a in founding.legal()])
founding.play({"type": "place_ship", "hex": HEX["river B:2"]})
founding.play({"type": "place_ship", "hex": HEX["river B:3"]})
after = founding.state.seats[0]
print(
    f"VP {before.vp} -> {after.vp}, ships {[NAME[h] for h in fleet(founding.state, 0).ships]}, "
    f"town tiles {', '.join(after.towns)}"
)
town_board

# %% [markdown]
# The other new tile, TW7, gives 4 VP and one step on the Shipping track (the Range track for
# the Fakirs and the Dwarves). Taken instead in the same position, the step to shipping 2 also
# scores its 3 VP:

# %%
other = MerchantsSeasMap.at(town).game
other.play({"type": "upgrade", "hex": HEX["A5"], "to": "TP"})
before = other.state.seats[0]
other.play({"type": "take_town", "tile": "TW7"})
after = other.state.seats[0]
print(f"TW7: VP {before.vp} -> {after.vp}, shipping {before.shipping} -> {after.shipping}")
print("TW7 copies left:", dict(other.state.town_pool)["TW7"])

# %% [markdown]
# ### The mini-expansion's Town tiles
# **Preparation (Setup)**: the Terra Mystica mini-expansion has two Town tiles that add 1 to
# Shipping; with Merchants of the Seas they stay in the box, so that the game holds 2 of that
# tile (TW7), not 3. The mini-expansion's other pieces may be used: the option
# `mini-expansion-1` adds its other Town tiles, TW6 (2 VP, a second key and 2 steps on every
# cult track) and TW8 (11 VP).

# %%
seas_towns = dict(Game("merchants_seas", players=["ann", "bob"], seed=0).state.town_pool)
mini = Game("merchants_seas", players=["ann", "bob"], seed=0, **{"mini-expansion-1": True})
mini_towns = dict(mini.state.town_pool)
print("Merchants of the Seas:", seas_towns)
print("with the mini-expansion:", mini_towns)
print("copies of the +1 Shipping tile (TW7) either way:", seas_towns["TW7"], mini_towns["TW7"])
print("added:", sorted(set(mini_towns) - set(seas_towns)))

# %% [markdown]
# ### The new and replacing Bonus cards
# **Preparation (Setup)**: the base Bonus card that pays 4 VP on passing for a Stronghold
# and/or Sanctuary goes back to the box; its replacement (the model's BON6X) pays the same 4 VP
# for the Shipyard too. The new cards are shuffled in, then the cards are drawn as usual.
# The model's codes: BON11 (1 worker and 1 coin income; 3 VP per ship on the board when
# passing), BON12 (1 ship income and a Move Ships action), BON13 (an action to obtain a ship,
# and 1 VP per trade while held).

# %%
seas = Game("merchants_seas", players=["ann", "bob"], seed=0)
print("this game's cards on display:", [card for card, _coins in seas.state.bonus_pool])
drawn = {
    card
    for seed in range(40)
    for card, _coins in Game("merchants_seas", players=["ann", "bob"], seed=seed).state.bonus_pool
}
print("drawn in 40 seeded games:", sorted(drawn, key=lambda c: (len(c), c)))
print("BON6 ever drawn:", "BON6" in drawn, "- its replacement BON6X:", "BON6X" in drawn)
for card in ("BON6", "BON6X", "BON11", "BON12", "BON13"):
    print(f"{card:6} {bonus_words(card)}")

# %% [markdown]
# Acted out: ann holds BON6X and has built her Shipyard at A3; bob holds BON11 with two ships
# on the river. Both pass: ann scores 4 VP for the Shipyard, bob 3 VP for each ship.

# %%
cards = positions.table(
    factions=("witches", "nomads"),
    builds=[("A3", 0, "SY"), ("A5", 0, "D"), ("C1", 1, "TP"), ("B1", 1, "D")],
    bonus=("BON6X", "BON11"),
    pool=("BON1", "BON2", "BON12", "BON13"),
    seat_kw={
        0: {"dock": HEX["A3"], "shipping": 1},
        1: {"dock": HEX["C1"], "ships": (HEX["river C:2"], HEX["river C:4"])},
    },
)
passing = MerchantsSeasMap.at(evolve(cards, players=("ann", "bob"))).game
for card in ("BON12", "BON13"):
    seat = passing.state.current_player
    before = passing.state.seats[seat]
    passing.play({"type": "pass", "card": card})
    after = passing.state.seats[seat]
    print(
        f"{passing.players[seat]} passes with {before.bonus}: VP {before.vp} -> {after.vp}, "
        f"takes {after.bonus}"
    )

# %% [markdown]
# ### The Fire & Ice final scoring tile
# **Preparation (Setup)**: players who use the Final Scoring tiles of the Fire & Ice expansion
# shuffle the new one in with them; the expansion does not need them. The model has no Final
# Scoring tiles, from either box (`docs/status.md`), so a game that asks for one is refused:

# %%
try:
    Game("merchants_seas", players=["ann", "bob"], seed=0, final_scoring="fire-and-ice")
except IllegalAction as err:
    print(f"Refused: {err.reason}\n   rule: {err.rule}")

# %% [markdown]
# ## Ask the coach
# The map has a **Hint** button. The coach plays the rest of the game out many times from what
# the faction to move knows, names the best move with what it gains and why, and lists the
# runners-up with their expected share of the wins. On the map the hinted hex is ringed;
# **Play it** plays the move. Here it is asked for the first Dwelling of the setup.

# %%
coached = MerchantsSeasMap(players=["ann", "bob"], seed=3, factions="witches,fakirs")
print(coached.give_hint())
coached

# %% [markdown]
#
# ## A whole game, played by bots
# `skywidgets.sim.play_one` plays a seeded game with one random bot per seat (here three
# factions, one of them using merchants). The score sheet explains every point: VP gained
# during play by source (trades and the owners' power among them), then the final scoring of
# networks, cults and leftover resources.

# %%
from skywidgets.sim import play_one

final, moves = play_one(
    ruleset, ["ann", "bob", "cy"], 7, RandomBot, {"factions": "witches,fakirs,darklings"}
)
print(moves, "decisions;", final.state.phase, "- over:", final.is_over())
for i, name in enumerate(final.players):
    s, pieces = final.state.seats[i], fleet(final.state, i)
    print(
        f"{name} ({s.faction}): {pieces.trades} trade markers placed, shipping/range {s.shipping}"
    )
print(final.scores().text())

# %%
final_board = MerchantsSeasMap(game=final)
final_board

# %% [markdown]
# The coach's review of ann's game: each decision against the coach's best move, and the three
# that cost the most, with the better move and why. The map's log marks them ⚠.

# %%
review = final.review(seat=0, iterations=30)
print(review.summary())
final_board.show_review(review)
final_board

# %% [markdown]
# ## Coach's positions
# Good habits in Merchants of the Seas have a right answer in many positions: trade when
# nothing else is open, sail onto the structure worth most, take the reward you lack, answer a
# rival's trade as you answer a neighbour's build, place a new ship where it reaches a rival,
# pay a Dwelling with a ship, score the round's tile with the Shipyard or a trade.
# The project keeps them with the rule each cites and the moves it accepts
# (`skywidgets/games/merchants_seas/teaching_positions.py`); the tests check that the coach
# finds an accepted move in at least 9 of 10 of them. Their ideas:

# %%
from skywidgets.core import get
from skywidgets.games.merchants_seas.teaching_positions import positions as teaching

TEACHING = teaching()
for p in TEACHING:
    print(f"{p.name:38} {p.idea}")

# %% [markdown]
# One of them on the board: the last round pays 2 VP more for each trade, and the Witches'
# ship lies beside the Nomads' Trading house. Ask the coach (the board's **Hint** does the same):

# %%
lesson = next(p for p in TEACHING if p.name == "trade-on-the-trade-round")
advice = Game.from_state(get("merchants_seas"), lesson.state).hint()
print(lesson.rule)
print(advice.text())
print("an accepted move:", lesson.accepts(lesson.state, advice.action))
MerchantsSeasMap.at(lesson.state)
