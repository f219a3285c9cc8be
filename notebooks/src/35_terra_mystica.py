# %% [markdown]
# # Terra Mystica: a real league game, replayed
#
# Terra Mystica is the game **Merchants of the Seas** expands, and `skywidgets` plays it on its
# own too (`terra_mystica`): 14 factions on the base map, six rounds of income, actions and cult
# bonuses, then final scoring. How do we know the rules are right? Thousands of games were
# played on the public **snellman** site, and each left a *ledger*: every faction's victory
# points, coins, workers, priests, power and cult positions after every action.
#
# This tutorial takes one of those games (a league game from season 60, player names
# anonymised), plays it move by move on our rule model, and checks every row of the ledger
# against the model — then plays a new game against a bot. The ledger ships with the package,
# so this works offline.
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

from skywidgets.bots import GreedyBot, RandomBot
from skywidgets.core import Game
from skywidgets.snellman import example_ledger
from skywidgets.snellman.importer import ledger_game
from skywidgets.snellman.replay import game_options, replay
from skywidgets.widgets import TerraMysticaMap

# %% [markdown]
# ## Terra Mystica in a few words
# Each player leads a **faction** with a home terrain. You may only build on your home
# terrain, so you change the land: the seven terrains lie on the **terraform cycle**, and one
# **spade** turns a hex one step around it. A spade costs workers — 3 at **exchange level** 0,
# then 2 and 1 as you improve it. Dwellings upgrade to Trading houses, Temples, a Stronghold
# and a Sanctuary, each with a power value. **Power** is tokens in three **bowls**: gaining
# power moves them from bowl I to II, then from II to III; you spend power from bowl III (it
# returns to bowl I), and may *burn* a token in bowl II to move another one up. When a
# neighbour builds or upgrades next to you, you may **leech** power equal to the power value of
# your structures beside it, paying 1 VP less than the power taken. Priests climb four **cult
# tracks**. A round is **Phase I** income, **Phase II** actions in turn until everyone has
# passed (passing swaps your **Bonus card**), **Phase III** cult bonuses. The codes below are
# snellman's: ACT1–6 the power action spaces, BON the Bonus cards, FAV the favor tiles, SCORE
# the round scoring tiles, TW the town tiles.
#
# ## The ledger's setup
# A ledger starts with the game's options, the six round scoring tiles, the Bonus cards taken
# out of the game and the players; each faction's first row is its starting resources. The
# model is set up from exactly these (`game_options`):

# %%
ledger = example_ledger()
setup = ledger.setup
print("factions:", ", ".join(setup.factions))
print("round tiles:", ", ".join(setup.scoring_tiles))
print("Bonus cards out of the game:", ", ".join(setup.removed_tiles))
print("league options:", ", ".join(o for o in setup.options if o != "email-notify"))
options = game_options(ledger)
print("Bonus cards in play:", options["bonus_cards"])

# %% [markdown]
# ## Row by row
# `replay` lets the model lead: it asks whose decision comes next, and that faction's next
# ledger commands answer it (`build E5`, `upgrade E6 to TP. +FAV11`, `Leech 2 from witches`…).
# After each row it compares the faction's resources with the ledger's and stops at the first
# difference, naming the line, the resource and both values. This game has none:

# %%
played = replay(ledger, check=True)
print("first difference:", played.mismatch)
print(
    f"{len(played.moves)} moves played; {played.checked} of {len(ledger.action_rows())} rows compared"
)

# %% [markdown]
# Every row is compared — income, cult bonuses, final scoring and the conversion of leftover
# resources included. snellman lets a player answer a power offer later, after other turns,
# while the model settles every offer before play goes on: such a row is played early, and
# compared by what it changed rather than by the totals at that moment.
#
# ## The ledger's figures beside ours
# At the start of each round, after income, every faction's VP as the ledger has them and as
# the model has them:

# %%
game = ledger_game(ledger)
first_of_round = {}
for state in game.states:
    if state.step == "actions" and state.round not in first_of_round:
        first_of_round[state.round] = state
income_rows = {}
current_round = 0
for row in ledger.rows:
    marker = type(row).__name__
    if marker == "IncomeMarker":
        current_round = row.round
    elif marker == "ActionRow" and "other_income_for_faction" in row.text:
        income_rows[current_round, row.faction] = row.resources.vp
print("round  " + "  ".join(f"{f:>17}" for f in setup.factions))
for rnd, state in sorted(first_of_round.items()):
    cells = []
    for i, f in enumerate(state.factions):
        cells.append(f"{income_rows.get((rnd, f), '?'):>7} / {state.seats[i].vp:<7}")
    print(f"{rnd:>5}  " + "  ".join(cells))
print("(ledger / model)")

# %% [markdown]
# ## Final scoring
# Largest network and each cult track pay 18/12/6 and 8/4/2 (shared when tied), leftover
# resources 1 VP per 3 coins. The model's score sheet explains every point; its totals are
# snellman's:

# %%
sheet = game.scores()
snellman = ledger.final_vp()
for faction, total in sheet.totals().items():
    print(f"{faction:10} model {total:3}   snellman {snellman[faction]:3}")
print("winner:", ", ".join(sheet.winners))

# %% [markdown]
# ## The game on the map
# The same game on the board: the replay bar steps through all of it, and the log names every
# move. Step back to any point and play on from there.

# %%
board = TerraMysticaMap(game=game)
board

# %% [markdown]
# Your own snellman game works the same way, from the command line:
#
# ```
# skywidgets import snellman MY_GAME.txt --out my_game.json --check
# skywidgets replay my_game.json
# ```
#
# ## A new game against a bot
# A seeded base game with the league options: factions, round tiles and Bonus cards are drawn
# from the seed. Seat 0 is the greedy bot (it takes the move with the best immediate gain in
# points and position), the other seats play at random:

# %%
new = Game(
    "terra_mystica",
    ["greedy", "random"],
    7,
    **{"mini-expansion-1": True, "shipping-bonus": True, "variable-turn-order": True},
)
print("factions:", ", ".join(new.state.factions))
bots = [GreedyBot(seed=7), RandomBot(seed=8)]
while not new.is_over():
    seat = new.state.current_player
    new.play(bots[seat].choose(new.ruleset, new.state))
print(f"{new.step} decisions")
for name, total in new.scores().totals().items():
    print(f"{name:7} {total:3} VP")

# %%
TerraMysticaMap(game=new)
