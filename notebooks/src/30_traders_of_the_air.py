# %% [markdown]
# # Traders of the Air — one steamship, many traders
#
# Two to four guild traders share **one steamship**. On your turn you fly it from city to city
# along one-way routes, buy goods in the warehouses, turn goods into **guild contracts** (your
# influence in a city) and sell sets of goods where you hold a contract. The most victory
# points at the end wins.
#
# This tutorial follows the rulebook (`rulebooks/traders_of_the_air.txt`); section numbers in
# brackets point at it. First the table and its setup, then a turn phase by phase on a live
# board, then the rulebook's own worked examples replayed by the rule model, the final scoring,
# and the compass variant.

# %%
import sys

if sys.platform == "emscripten":  # in the browser (JupyterLite): install skywidgets first
    import piplite

    await piplite.install("skywidgets")

# %%
import warnings

warnings.filterwarnings("ignore", category=DeprecationWarning)

from skywidgets.core import Game, IllegalAction
from skywidgets.games.traders_air import (
    CollectIncome,
    EndActions,
    Move,
    Purchase,
    Replenish,
    SetUpContracts,
)
from skywidgets.widgets import TradersBoard

PLAYERS = ["Ann", "Michael", "Marianne"]


def code(marker):
    """A goods marker written as its colour letter and number, e.g. "O3" (orange, 3 goods)."""
    return f"{marker['letter']}{marker['value']}"


def money(game):
    """Everyone's sky dollars."""
    return {seat["name"]: seat["money"] for seat in game.view()["seats"]}


print("ready")

# %% [markdown]
# ## The table and its setup (2, 3)
#
# Nine cities, each with one to three **warehouse spaces** that carry the city's number. Arrows
# join the cities: flying along an arrow costs 1 sky dollar, against it ("against the wind") 2.
# There are 78 goods markers in six colours; the number on a marker (1, 2 or 3) says how many
# goods it holds. With three players one colour goes back to the box (3, step 2), a marker is
# drawn for every warehouse space in number order, and the rest lie face down in five supply
# stacks. The steamship starts at New Copenhagen; the start player gets 1 sky dollar, the next
# 2, the third 3 (3, step 7).

# %%
game = Game("traders_air", players=PLAYERS, seed=0)
table = game.view()
print("colour back in the box:", ", ".join(sorted({m["colour"] for m in table["box"]})))
for city in table["cities"]:
    goods = [code(table["spaces"][i]["marker"]) for i in city["spaces"]]
    print(f"  {city['number']} {city['name']:<15} {' '.join(goods)}")
print("supply stacks (face down, heights only):", [s["count"] for s in table["supply"]])
print("steamship at", table["ship"], "| money:", money(game))

# %% [markdown]
# ## Your turn on the board (4)
#
# A turn has four phases: **income** (take 3 sky dollars), **replenish** empty warehouse
# spaces, **actions**, and **taxes and tolls**. Ann takes her income. Every warehouse space is
# still full, so there is nothing to replenish and the game goes straight on to her actions.

# %%
game.play(CollectIncome())
print(game.state.phase, "| Ann has", money(game)["Ann"], "sky dollars")
print("then:", "; ".join(game.view()["events"]))

# %% [markdown]
# Here is the board. The steamship sits at New Copenhagen; the cities in blue are where Ann can
# fly, each with its price (Thespian and Downington lie with the wind, Aleborg against it).
# **Click Thespian**, then **click a highlighted goods marker** there to buy it. On the right:
# the phases, buttons for the moves at this city, the score sheet and the log (undo with `u`).
# A click the rules forbid is still sent, and the red banner names the rule that says no.

# %%
board = TradersBoard(game=game)
board

# %% [markdown]
# ## A turn, phase by phase
#
# A second table (another shuffle) to play a whole turn from Python. The board below follows
# every cell you run.

# %%
tour = TradersBoard(players=PLAYERS, seed=5)
tour

# %% [markdown]
# **Income (4.1).** Ann takes 3 sky dollars from the bank. The replenish phase is passed over
# because no warehouse space is empty yet.

# %%
tour.play(CollectIncome())
print(tour.game.state.phase, "|", money(tour.game))

# %% [markdown]
# **Actions (4.3).** An action always happens in the city where the steamship is, and only one
# per visit (4.3.1). Moving is not an action and can come before, between and after them
# (4.3.2). Ann flies to Thespian with the wind and buys the "3" there. Nobody has contracts in
# Thespian, so her dollar goes to the bank (4.3.3, purchasing goods). `Purchase(0)` is the
# Python API, which counts spaces from 0 in filling order; the words always use the board's
# numbers, where every space carries its city's number (2.1): this is warehouse space 1, the
# first of Thespian's two.

# %%
tour.play(Move("Thespian"))
tour.play(Purchase(0))
print("Purchase(0):", tour.game.history[-1].label)
print(*tour.game.view()["events"], sep="\n")

# %% [markdown]
# A second purchase in Thespian would be a second action on the same visit: the rule model
# refuses it, says which rule, and the board shows the same message.

# %%
try:
    tour.play(Purchase(1))
except IllegalAction as err:
    print("Refused:", err.reason)
    print("Rule:   ", err.rule)

# %% [markdown]
# So Ann moves on to Stockgard (with the wind again) and buys another yellow there, which
# spends her last dollar. Then she ends her actions.

# %%
tour.play(Move("Stockgard"))
tour.play(Purchase(5))
tour.play(EndActions())
ann = tour.game.view()["seats"][0]
print("Ann:", ann["money"], "sky dollars, goods", [code(m) for m in ann["goods"]])

# %% [markdown]
# **Taxes and tolls (4.4).** Nobody may end the turn with more than 3 sky dollars or 3 goods
# markers. Ann has neither too much money nor too many goods, so she keeps everything.

# %%
tour.play(tour.game.legal()[0])
print(*tour.game.view()["events"], sep="\n")
print("now:", tour.game.state.players[tour.game.state.current_player], "-", tour.game.state.phase)

# %% [markdown]
# **Replenish (4.2).** Michael takes his income. Two warehouse spaces are empty now: for one
# sky dollar in total he refills all of them, lowest number first, from the leftmost supply
# stack.

# %%
before = [s["count"] for s in tour.game.view()["supply"]]
tour.play(CollectIncome())
tour.play(Replenish())
print(*tour.game.view()["events"], sep="\n")
print("supply stacks:", before, "->", [s["count"] for s in tour.game.view()["supply"]])
print("Michael now has", money(tour.game)["Michael"], "sky dollars")

# %% [markdown]
# ## The rulebook's worked examples
#
# The rule model keeps every example of the rulebook as a position plus the moves it tells
# (`skywidgets.games.traders_air.examples`). Replaying them prints what the rulebook says
# happens.
#
# ### Marianne's route (4.3)
# The steamship is at Nemesis. Marianne acts there, flies to Aleborg and acts again, flies
# through New Copenhagen without acting, and acts once more at Downington.

# %%
from skywidgets.games.traders_air import apply
from skywidgets.games.traders_air.examples import EXAMPLES, EXPECTED
from skywidgets.games.traders_air.positions import goods_of


def replay(example):
    """Play an example's moves, printing who did what and what followed automatically."""
    state = example.start
    for move in example.moves:
        who = state.players[state.current_player]
        state = apply(state, move)
        print(f"{who}: {move.label}")
        for event in state.events:
            print("    ", event)
    return state


route = EXAMPLES["marianne_route"]()
end = replay(route)
downington = end.contracts[5]
print("Downington contracts:", dict(zip(end.players, downington)))
print("Marianne:", end.seats[2].money, "sky dollars left, goods", goods_of(end, "Marianne"))

# %% [markdown]
# ### Marianne's contracts tie Michael at Downington (4.3.3)
# Marianne holds a "1" and a "2". At Downington Michael has 4 contracts and she has 2. Spending
# the "2" places two more, so she draws level at 4. She would like to spend the "1" as well, but
# that would be a second action in the same city (4.3.1): she would first have to fly away.

# %%
tie = EXAMPLES["marianne_contracts"]()
after = replay(tie)
print("Downington contracts:", dict(zip(after.players, after.contracts[5])))
one = after.seats[2].goods[0]
try:
    apply(after, SetUpContracts(one))
except IllegalAction as err:
    print("The other marker:", err.reason)
    print("Rule:", err.rule)

# %% [markdown]
# ### Michael's whole turn (4.4)
# Income; replenish for a dollar; buy at New Copenhagen, where Ann holds the majority of
# contracts, so his dollar goes to her; fly to Thespian and buy for free, because there he
# holds the majority; fly on through Stockgard to Rev'all and spend the "3" for three contracts;
# and end with nothing to pay in taxes and tolls.

# %%
turn = EXAMPLES["michael_turn"]()
print("money before:", {p: s.money for p, s in zip(turn.start.players, turn.start.seats)})
done = replay(turn)
print("money after: ", {p: s.money for p, s in zip(done.players, done.seats)})
print("Rev'all contracts:", dict(zip(done.players, done.contracts[6])))
print("Michael keeps", goods_of(done, "Michael"))

# %% [markdown]
# ### Michael sells 3 orange and 2 brown (4.3.3), on a live board
# To sell you need a contract in the city and at least two markers of each colour you sell.
# One of your contracts there goes back to your mat. Every other player holding a sold colour
# then loses one marker of it. Marianne has one brown (she loses it at once) and two orange:
# which orange she loses is her choice, so the game waits for her — the **losses** step, where
# the player to decide is not the player whose turn it is.

# %%
sale_example = EXAMPLES["michael_sale"]()
sale = TradersBoard.at(sale_example.start)
sale.play(sale_example.moves[0])
print(*sale.game.view()["events"], sep="\n")
print("waiting for:", sale.players[sale.current_player], "-", sale.phase)
sale

# %% [markdown]
# On the board Marianne's orange markers are highlighted: click one (or run the next cell,
# which picks her "1" as in the rulebook).

# %%
sale.play(sale_example.moves[1])
state = sale.game.state
print("Michael sold:", [code(m) for m in sale.view["seats"][1]["sold"]])
print("Downington contracts:", dict(zip(state.players, state.contracts[5])))
print("Marianne keeps:", goods_of(state, "Marianne"))

# %% [markdown]
# ### What a marker is worth (6)
# At the end an unsold marker is worth 1 point and a sold one 1 point plus its number: a sold
# "1" is worth 2 points, a sold "3" 4 points. `score_position` scores a hand-written end of the
# game; here Ann sold one "1" and one "3".

# %%
from skywidgets.games.traders_air import score_position
from skywidgets.games.traders_air.examples import MARKER_VALUES_POSITION

sheet = score_position(MARKER_VALUES_POSITION)
for item in sheet.for_player("Ann"):
    print(f"{item.points:+d}  {item.source}: {item.why}")

# %% [markdown]
# ## Board side B (2.1)
# The board is printed on both sides, and side A (used above) is the easier one. The rulebook
# does not print side B's arrows, so side B is the project's own (`docs/rulings/traders_air.md`):
# each side's arrows and warehouse spaces, then a table on side B (`side="B"`).

# %%
from skywidgets.games.traders_air.data import CITIES, arrows, city_spaces

for side in ("A", "B"):
    links = ", ".join(f"{CITIES[a]} -> {CITIES[b]}" for a, b in arrows(side))
    spaces = {CITIES[c]: len(sp) for c, sp in enumerate(city_spaces(side))}
    print(f"side {side}: {len(arrows(side))} arrows: {links}")
    print(f"  warehouse spaces: {spaces}")
side_b = TradersBoard(players=PLAYERS, seed=4, side="B")
side_b

# %% [markdown]
# ## The guild mats (2.2)
# Each player keeps money, contracts and goods on a guild mat. Its generic side (the default,
# recommended for the first games) has no ability; the special sides each have one. The
# rulebook leaves their texts to the mats, so these four are the project's own (see
# `docs/rulings/traders_air.md`). `guild_mats=True` deals each player a different special
# side; the Taxes and Tolls limits follow the mat:

# %%
from skywidgets.games.traders_air.data import (
    GUILD_MATS,
    KEEP_GOODS,
    KEEP_MONEY,
    keep_goods,
    keep_money,
    marker_value,
)

dealt = Game("traders_air", PLAYERS, seed=4, guild_mats=True)
for player, seat in zip(PLAYERS, dealt.state.seats):
    print(f"{player:9} {seat.mat:12} {GUILD_MATS[seat.mat]['ability']}")
for mat in (None, *GUILD_MATS):
    print(f"{mat or 'generic':12} keeps {keep_money(mat)} dollars, {keep_goods(mat)} goods")

# %% [markdown]
# ## The end of the game (5)
# The game ends in the round in which someone, replenishing the warehouse spaces, has to take
# markers from the last supply stack (number 5); that round is played to its end, so every
# player has had the same number of turns. The first to take from stack 5 scores a bonus.
# Seeded random bots play a whole game; we stop on the trigger, then count the turns:

# %%
from skywidgets.bots import RandomBot

ending = Game("traders_air", PLAYERS, seed=4)
bot = RandomBot(seed=4)
turns = dict.fromkeys(PLAYERS, 0)
trigger = None
while not ending.is_over():
    before = ending.state
    turns[PLAYERS[before.turn_player]] += before.phase_id == "income"
    action = bot.choose(ending.ruleset, before)
    ending.play(action)
    if trigger is None and ending.state.ending:
        trigger = ending.step
        stacks = [len(stack) for stack in before.stacks], [len(s) for s in ending.state.stacks]
        print(f"round {before.round}: {PLAYERS[before.turn_player]} chose to {action.label}")
        print("markers in supply stacks 1-5 before and after:", *stacks)
print("the round is played out; turns:", turns)
bonus = [it for it in ending.scores().items if "last supply" in it.source]
print(*(f"{it.player}: +{it.points} {it.source} ({it.why})" for it in bonus))
end_board = TradersBoard(game=ending)
end_board.goto(trigger)
end_board

# %% [markdown]
# ## More rules in action: taxes, contracts, a forced replenish (4.4, 4.3.3, 4.2)
# The same bots' game holds more rules in action. At Taxes and Tolls a player keeps at
# most 3 sky dollars and 3 goods markers: the first turns that ended with too much money and
# with too many goods. And a player places as many contracts as the spent marker's number, but
# never more than are left on the mat; with none left, setting up is refused.

# %%
STATES = ending.states
taxes = [i for i, st in enumerate(STATES[:-1]) if st.phase_id == "taxes"]
for excess in (lambda seat: seat.money > KEEP_MONEY, lambda seat: len(seat.goods) > KEEP_GOODS):
    i = next(i for i in taxes if excess(STATES[i].seats[STATES[i].turn_player]))
    seat = STATES[i].seats[STATES[i].turn_player]
    print(
        f"{STATES[i].players[STATES[i].turn_player]}: {seat.money} dollars, {len(seat.goods)} goods"
    )
    print("  ", *STATES[i + 1].events)
short = next(
    i
    for i, a in enumerate(ending.history)
    if a.kind == "set_up_contracts"
    and STATES[i].seats[STATES[i].turn_player].contracts_left < marker_value(a.marker)
)
left = STATES[short + 1].seats[STATES[short].turn_player].contracts_left
print(*STATES[short + 1].events, f"- contracts left on the mat: {left}")
for st in STATES[short + 1 :]:
    seat = st.seats[st.turn_player]
    if st.phase_id == "actions" and seat.contracts_left == 0 and seat.goods:
        try:
            ending.ruleset.apply(st, SetUpContracts(seat.goods[0]))
        except IllegalAction as err:
            if "contracts left" in err.reason:
                print(f"Refused: {err.reason} ({err.rule})")
                break

# %% [markdown]
# **A forced replenish (4.2).** Replenishing is a choice, except when every warehouse space is
# empty: then the player must pay and refill them all. The bots' first replenish decision,
# and the same moment on a copy of the position with every space emptied:

# %%
from skywidgets.core import evolve

i = next(i for i, st in enumerate(STATES) if st.step == "replenish")
empty = sum(m is None for m in STATES[i].spaces)
print(
    f"{empty} of {len(STATES[i].spaces)} spaces empty:",
    [a.label for a in ending.ruleset.legal_actions(STATES[i])],
)
bare = evolve(STATES[i], spaces=(None,) * len(STATES[i].spaces))
print("all empty:", [a.label for a in ending.ruleset.legal_actions(bare)])

# %% [markdown]
# ## A full final scoring (6)
#
# A finished game where every line of the scoring applies: unsold and sold goods, 2 points per
# city with a contract (4 for a monopoly), 2 for the first to take from the last supply stack,
# 3 for the tallest stack of contracts, 4 for contracts in the most cities, 5 for the most sold
# "1"s (ties all score these bonuses). The game ended at step 5 of the rules: Marianne was first
# to draw from stack 5 and the round was played out. Open a player in the score sheet to see
# every point with its reason and rule.

# %%
from skywidgets.games.traders_air.examples import final_scoring_state

final = TradersBoard.at(final_scoring_state())
final

# %%
print(final.game.scores())

# %% [markdown]
# ### Scoring a table from a file
# The same table as a position file (format in `docs/formats/traders_air.md`): the numbers on
# each player's unsold and sold markers, the contracts per city, and who drew first from the
# last stack. In a terminal, `skywidgets score traders_air final.json` prints the same score
# sheet as above; here we run that command from Python and show its totals.

# %%
import contextlib
import io
import json
import pathlib
import tempfile

from skywidgets.cli import main as skywidgets_command
from skywidgets.games.traders_air.examples import FINAL_SCORING_POSITION

for key, value in FINAL_SCORING_POSITION.items():
    print(f"{key}: {json.dumps(value)}")
with tempfile.TemporaryDirectory() as folder:
    path = pathlib.Path(folder) / "final.json"
    path.write_text(json.dumps(FINAL_SCORING_POSITION))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        skywidgets_command(["score", "traders_air", str(path)])
lines = out.getvalue().splitlines()
print()
print(lines[0])
print(*[line for line in lines[1:] if not line.startswith(" ")], sep="\n")

# %% [markdown]
# A mistake in the file is named by its field:

# %%
from skywidgets.core import PositionError

bad = {**FINAL_SCORING_POSITION, "contracts": {"Atlantis": {"Ann": 1}}}
try:
    score_position(bad)
except PositionError as err:
    print("PositionError:", err)

# %% [markdown]
# ## The compass: a variant (7)
#
# Before the game a spun compass decides the wind: on one side the arrows stay as printed, on
# the other every arrow is reversed for the whole game. With seed 1 the compass reverses them,
# so from New Copenhagen Aleborg now lies **with** the wind (1 dollar) and Thespian against it
# (2 dollars). The board draws the arrows the way they point in this game.

# %%
compass = TradersBoard(players=PLAYERS, seed=1, compass=True)
compass.play(CollectIncome())
print("arrows reversed:", compass.view["compass_reversed"])
compass

# %% [markdown]
# The rulebook's point in numbers: Ann flies to Aleborg and back with her 4 dollars, paying 1
# with the wind and 2 against it.

# %%
trip = EXAMPLES["compass_reversed"]()
back = replay(trip)
print("Ann has", back.seats[0].money, "sky dollar left: 4 - 1 - 2")
assert back.seats[0].money == EXPECTED["compass_reversed"]["Ann money"]

# %% [markdown]
# ## Ask the coach, and a whole game reviewed
# Every board has a **Hint** button. The coach plays the rest of the game out many times from
# what the player to move can see (the face-down supply is guessed, never peeked at), names
# the best move with what it does and why, and lists the runners-up with how often each wins
# the simulated games that follow. **Play it** plays the move on the board.

# %%
coached = TradersBoard(players=PLAYERS[:2], seed=4)
coached.play(CollectIncome())
print(coached.give_hint())
coached

# %% [markdown]
# A whole game between the greedy bot (seat 1) and a random one (seat 2), then its review for
# Ann: the coach goes through each of her decisions and calls out the three that cost the most,
# with the better move and why.

# %%
from skywidgets.bots import make_bot
from skywidgets.core import get
from skywidgets.sim import play_bots

whole, moves = play_bots(
    get("traders_air"), PLAYERS[:2], 5, lambda seat: make_bot(("greedy", "random")[seat]), {}
)
print(moves, "moves;", "winner:", ", ".join(whole.winners()))
review = whole.review(seat=0, iterations=40)
print(review.summary())
whole_board = TradersBoard(game=whole)
whole_board.show_review(review)
whole_board

# %% [markdown]
# ## Coach's positions
# Good habits in Traders of the Air have a right answer in many positions: take the free buy
# where you hold the majority, sell before a rival's sale costs you, spend money taxes would
# take, set up contracts to take a majority.
# The project keeps them with the rule each cites and the moves it accepts
# (`skywidgets/games/traders_air/teaching_positions.py`); the tests check that the coach finds an
# accepted move in at least 9 of 10 of them. Their ideas:

# %%
from skywidgets.core import Game, get
from skywidgets.games.traders_air.teaching_positions import positions

TEACHING = positions()
for p in TEACHING:
    print(f"{p.name:34} {p.idea}")

# %% [markdown]
# One of them on the board, with the coach's advice:

# %%
lesson = TEACHING[0]
advice = Game.from_state(get("traders_air"), lesson.state).hint()
print(lesson.rule)
print(advice.text())
print("an accepted move:", lesson.accepts(lesson.state, advice.action))
TradersBoard.at(lesson.state)
