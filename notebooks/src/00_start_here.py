# %% [markdown]
# # skywidgets — rulebooks you can play
#
# Each tutorial in this folder turns one board game's rulebook into something you can play:
# a **rule model** in plain Python that knows every legal move and explains every point, and a
# **board** you click on. The board can only send moves the rules allow; click anything else
# and it tells you which rule says no.
#
# | tutorial | game |
# |---|---|
# | [10_sky_islands.ipynb](10_sky_islands.ipynb) | Merchants of Sky Islands — tiles, trading houses, majorities |
# | [20_sky_towers.ipynb](20_sky_towers.ipynb) | Sky Towers — card towers that sum to exactly 21 |
# | [30_traders_of_the_air.ipynb](30_traders_of_the_air.ipynb) | Traders of the Air — a steamship, goods and contracts |
# | [35_terra_mystica.ipynb](35_terra_mystica.ipynb) | Terra Mystica — the base game taught from the first hex, a league game replayed, a game against the coach |
# | [40_merchants_of_the_seas.ipynb](40_merchants_of_the_seas.ipynb) | Terra Mystica: Merchants of the Seas (read 35 first) |
#
# Run each cell with **Shift+Enter**. Nothing here needs the internet.

# %%
import sys

if sys.platform == "emscripten":  # in the browser (JupyterLite): install skywidgets first
    import piplite

    await piplite.install("skywidgets")

# %%
import warnings

warnings.filterwarnings("ignore", category=DeprecationWarning)

import skywidgets
from skywidgets.core import Game

print("skywidgets", skywidgets.__version__)
print("games with a rule model:", ", ".join(skywidgets.available()))

# %% [markdown]
# ## A game is a session you can step through
# `Game` holds the rules and the history. `legal()` lists every move allowed right now, in
# plain words.

# %%
game = Game("sky_islands", players=["yellow", "red"], seed=1)
print(game.state.phase)
for action in game.legal()[:5]:
    print("-", action.label)
print(f"... {len(game.legal())} legal moves in all")

# %% [markdown]
# A move the rules forbid is refused with the rule that forbids it, and nothing changes.
#
# **Numbers:** every number you read — in a label, the log, a score sheet or on the board —
# is the rulebook's, counted from 1: player 1, tower 1, island 1, city 1, warehouse space 1.
# Only the Python API counts from 0, as Python does: `{"owner": 0, "tower": 0}` is *tower 1 of
# player 1*, `"region": 0` is *island 1* of a tile, and `Purchase(0)` buys from Traders'
# first warehouse space (*warehouse space 1*, at Thespian, city 1).

# %%
from skywidgets import IllegalAction

try:
    game.play({"type": "build", "building": "tower", "x": 0, "y": 0, "region": 0})
except IllegalAction as err:
    print("Refused:", err.reason)
    print("Rule:   ", err.rule)
print("still at step", game.step)

# %% [markdown]
# ## The board
# The same session, drawn. Click a tile in the hand, rotate it, and click a highlighted cell.
# On the right: the rulebook's steps, the moves you can make, the score sheet with a reason
# for every point, and the log (click an entry to step back in time). The seat picker shows
# the table as one player sees it — other hands stay hidden.

# %%
from skywidgets.widgets import SkyIslandsBoard

board = SkyIslandsBoard(game=game)
board

# %% [markdown]
# Moves made in Python show on the board too; `undo()` steps back and `redo()` forward again
# (the board's Undo and Redo buttons do the same).

# %%
board.play(game.legal()[0])
print("step", game.step, "-", game.history[-1].label)
board.undo()
print("after undo: step", game.step, "- redo possible:", game.can_redo())
board.redo()
print("after redo: step", game.step, "- redo possible:", game.can_redo())

# %% [markdown]
# ## Ask the coach
# Press **Hint** on a board: the coach searches the moves from what the player to move can see
# (hidden hands and the draw pile are guessed, never peeked at), names the best move and why,
# and lists the runners-up with how often each one wins the simulated games that follow it.
# **Play it** plays the move. The same in Python:

# %%
traders = Game("traders_air", players=["Ann", "Bob"], seed=2)
traders.play(traders.legal()[0])  # both collect their income first
print(traders.hint(iterations=100))

# %% [markdown]
# After a game, `review()` (or `skywidgets review record.json`) goes through every decision of
# a player and calls out the three that cost the most, with the better move and why.

# %% [markdown]
# ## Records
# Every game can be saved as a small JSON record (seed, options and moves) and replayed
# exactly, here or with `skywidgets replay record.json` in a terminal.

# %%
record = game.record()
print(record["format"], record["game"], record["players"], "seed", record["seed"])
print(len(record["actions"]), "actions so far")

# %% [markdown]
# ## For researchers: OpenSpiel
# Every game is also an [OpenSpiel](https://github.com/google-deepmind/open_spiel) game
# (`pip install skywidgets[openspiel]`), so OpenSpiel's algorithms and its own test suite run
# on our rules. A seat still sees only its own view. Here OpenSpiel's Monte-Carlo tree search
# plays a game of Sky Towers Light on its own.
#
# In the browser (the JupyterLite site) this cell only says that OpenSpiel is missing:
# OpenSpiel is a C++ library with no build for Pyodide. Run it in JupyterLab or on Binder.

# %%
try:
    import numpy as np
    from open_spiel.python.algorithms import mcts

    from skywidgets import openspiel
except ImportError:
    print("OpenSpiel is not available here (a C++ library: JupyterLab, not the browser site)")
else:
    light = openspiel.load("sky_towers", players=1, mode="light", difficulty=5)
    bot = mcts.MCTSBot(
        light,
        2,
        8,
        mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
        random_state=np.random.RandomState(0),
    )
    state = light.new_initial_state()
    moves = 0
    while not state.is_terminal():
        state.apply_action(bot.step(state))
        moves += 1
    print(light.get_type().short_name, "-", moves, "moves; final score", state.returns()[0])
