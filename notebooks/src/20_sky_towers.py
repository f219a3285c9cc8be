# %% [markdown]
# # Sky Towers
#
# Everyone builds towers out of numbered cards. A tower is finished when its cards add up to
# **exactly 21**; finished towers are set aside and, at the end, their yellow **kites** are
# counted. Cards you cannot fit, and towers you do not finish, score nothing.
#
# This tutorial follows the rulebook's own order: the **Multiplayer Rules** (Setup, How to
# Play, the three Actions, the Effects of the cards, Game End), then **Light Solitaire**, and
# last **Taroma Solitaire**, a duel against a card-playing automaton. Names in **bold** are the
# rulebook's headings. Every refused move below names the rule that refuses it, and every
# score is computed by the rule model, never typed in.
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

from collections import Counter

from skywidgets import IllegalAction
from skywidgets.core import Game
from skywidgets.games.sky_towers import RULESET as rules
from skywidgets.games.sky_towers import examples
from skywidgets.games.sky_towers.actions import Play
from skywidgets.games.sky_towers.data import COMPONENT_TABLE
from skywidgets.widgets import SkyTowersTable

# %% [markdown]
# ## Components
# There are 50 tower cards with values 1 to 10. Besides its value, a card may carry yellow
# kites (the points) and pink flags (only for breaking ties), and most values have an effect.
# Four bonus cards reward special towers. The rulebook's card sheet does not list copies,
# kites and flags value by value, so those numbers are a **project-defined** table in the rule
# model (`data.py`); they agree with everything the rulebook does say, e.g. its example tower
# 10+6+3+2 holds 4 kites.

# %%
for kind, name, copies, kites, flags, light, text in COMPONENT_TABLE:
    if kind == "tower":
        print(f"card {name:>2}: {copies} copies, {kites} kites, {flags} flags - {text}")
    else:
        print(f"bonus {name}: {kites} kites ({light} point in Light) - {text}")
print("tower cards in all:", sum(row[2] for row in COMPONENT_TABLE if row[0] == "tower"))

# %% [markdown]
# ## Setup
# **Setup**: the bonus cards are put aside, the rest is shuffled into a face-down deck and
# everyone takes 5 cards, hidden from the others. The youngest player starts; here that is
# the first name. The seed fixes the shuffle, so this notebook deals the same cards every time.
# With two players each of you may build **two** towers at a time; with three or four, one
# (*Actions: Play*).


# %%
def hand_words(cards):
    """'2 2 4 7 10', or 'no cards'."""
    return " ".join(map(str, cards)) or "no cards"


def tower_words(cards):
    """'10+6 = 16', or 'free'."""
    return f"{'+'.join(map(str, cards))} = {sum(cards)}" if cards else "free"


def show(state, seat=None):
    """The table in words, as `seat` may see it (None: everything)."""
    view = rules.view(state, seat)
    for player in view["seats"]:
        towers = "; ".join(
            f"tower {i + 1}: {tower_words(t)}" for i, t in enumerate(player["towers"])
        )
        hand = player["hand"]
        if "row" in player:
            hand = "row " + " ".join(
                str(c["value"]) if c["face_up"] else "?" for c in player["row"]
            )
        elif isinstance(hand, list):
            hand = "hand " + hand_words(hand)
        else:
            hand = f"hand: {hand['count']} hidden cards"
        done = ", ".join(tower_words(t) for t in player["completed"])
        print(f"  {player['name']:8} {towers} | {hand}" + (f" | completed {done}" if done else ""))
    print(f"  deck: {view['deck']['count']} cards")


game = Game("sky_towers", players=["Ann", "Bob"], seed=3)
show(game.state)
print(game.state.phase)

# %% [markdown]
# ## The table
# This table is yours: it is Ann's turn. Click a card in Ann's hand, then a highlighted tower
# space to play it there. *Draw* and *Return* are buttons on the right. A card that cannot go
# anywhere is greyed; hover over it to read why. Click a space that is not highlighted and
# the table tells you which rule says no. The seat picker shows the table as one player sees
# it: the other hand turns face down and the deck order disappears. The rest of the notebook
# works on other games, so this table stays where you leave it.

# %%
board = SkyTowersTable(game=game)
board

# %% [markdown]
# ## How to Play, one turn at a time
# To walk through the rules without touching your table, copy the game through its record
# (seed and moves) and show the copy on a second table. Run the next cells one by one and
# watch it follow.
#
# **How to Play**: on your turn you take **2 actions**, in any order, the same one twice if
# you like: *Play* a card, *Draw* the top card of the deck, or *Return* one of your unfinished
# towers to your hand. Ann starts a tower with her 10 and a second one with a 2:

# %%
tour = Game.from_record(game.record())
tour_board = SkyTowersTable(game=tour)
tour_board


# %%
def act(game, move):
    """Play one move and say what happened; a refused move changes nothing."""
    player = game.state.players[game.state.current_player]
    try:
        game.play(move)
    except IllegalAction as err:
        print(f"Refused: {err.reason}\n   rule: {err.rule}")
        return
    print(f"{player}: {game.history[-1].label}")
    for line in game.state.events:
        print("   ", line)


act(tour, {"type": "play", "card": 10, "count": 1, "owner": 0, "tower": 0})
act(tour, {"type": "play", "card": 2, "count": 1, "owner": 0, "tower": 1})
print("now:", tour.players[tour.state.current_player], "with", tour.state.actions_left, "actions")

# %% [markdown]
# Two actions, so the turn passed to Bob. **Actions: Play** forbids two things. You may never
# play a card that **matches the top card** of a neighbour's tower (with two players: either
# of the other player's towers), and never make a tower go **over 21**. Ann's towers now show
# a 10 and a 2, so Bob's 2 is blocked:

# %%
show(tour.state)
act(tour, {"type": "play", "card": 2, "count": 1, "owner": 1, "tower": 0})
print("still at step", tour.step)

# %% [markdown]
# Bob starts a tower with a 6. A 6 has an effect (**Effects: 6**): he must either ask another
# player for a value, who hands it over if they hold it, or draw a card. He asks Ann for a 7.
# Resolving the 6 is part of the same action; then he adds his 5.

# %%
act(tour, {"type": "play", "card": 6, "count": 1, "owner": 1, "tower": 0})
print("Bob must now choose one of", len(tour.legal()), "moves, e.g.", tour.legal()[6].label)
act(tour, {"type": "ask", "player": 0, "value": 7})
act(tour, {"type": "play", "card": 5, "count": 1, "owner": 1, "tower": 0})
show(tour.state)

# %% [markdown]
# The 5 has an effect too (**Effects: 5**); nobody held more than 5 cards, so nothing
# happened. Ann's turn: she draws (**Actions: Draw**; there is no hand limit in this game),
# plays a 6 on her 2 and uses that 6 to ask for the 7 back.

# %%
act(tour, {"type": "draw"})
act(tour, {"type": "play", "card": 6, "count": 1, "owner": 0, "tower": 1})
act(tour, {"type": "ask", "player": 1, "value": 7})
show(tour.state)

# %% [markdown]
# Bob draws. His 6 is now blocked by the 6 on top of Ann's second tower, and a card on
# someone else's tower is only allowed for an 8 or a 9. **Actions: Return** takes one of your
# unfinished towers back into your hand: a way out of a stuck tower, at the price of an
# action.

# %%
act(tour, {"type": "draw"})
act(tour, {"type": "play", "card": 6, "count": 1, "owner": 1, "tower": 0})
act(tour, {"type": "play", "card": 3, "count": 1, "owner": 0, "tower": 0})
act(tour, {"type": "return_tower", "tower": 0})
show(tour.state)

# %% [markdown]
# Nothing blocks Ann any more. Her 7 and her 4 bring the 10 to exactly 21: the tower is
# complete and set aside (**Actions: Play**); it no longer blocks anyone, and its kites will
# count at the end. Scores during the game count finished towers only.

# %%
act(tour, {"type": "play", "card": 7, "count": 1, "owner": 0, "tower": 0})
act(tour, {"type": "play", "card": 4, "count": 1, "owner": 0, "tower": 0})
show(tour.state)
print(tour.scores().text())
print(tour_board)

# %% [markdown]
# ## Effects, one small table each
# Each effect below is a small hand-built position from `examples.py` (cards that are not
# listed stay out of play). `run` plays the example's moves and prints what the rule model
# reports.


# %%
def run(example, seat=None):
    """Show an example position, play its moves, show the result; return the last state."""
    print(f"{example.title} ({example.rule})")
    state = example.state
    show(state, seat)
    for move in example.moves:
        who = state.players[state.current_player]
        state = rules.apply(state, move)
        print(f"{who}: {move.label}")
        for line in state.events:
            print("   ", line)
    show(state, seat)
    return state


# %% [markdown]
# **1**: only another 1 may cover a 1 (and a 1 carries 2 kites). Ann's tower ends in a 1;
# her 4 and 5 are refused there, her second 1 is accepted.

# %%
ex = examples.effect_1()
for card in (4, 5):
    try:
        rules.apply(ex.state, Play(card, 1, 0, 0))
    except IllegalAction as err:
        print(f"a {card} on the 1: {err.reason} ({err.rule})")
after = run(ex)

# %% [markdown]
# **4**: any number of 4s go onto one tower with a single Play action. Four 4s on a 5 make
# 21 at once, and a tower with three or more 4s also earns the *Fours* bonus card
# (**Actions: Play** — the bonus cards).

# %%
after = run(examples.effect_4())
print(rules.scores(after).text())

# %% [markdown]
# **6**: ask a player for a value, or draw. Bob holds the 7 Ann asks for, so he must give it:

# %%
after = run(examples.effect_6())

# %% [markdown]
# **8 and 9**: they give one more action (which you may skip), and they may be played on
# *another player's* tower, for instance to close a tower that blocks you or to take a bonus
# card from under someone's nose. A tower finished this way belongs to its owner, not to the
# player of the 8:

# %%
after = run(examples.effect_8_9())
print("Ann has", after.actions_left, "actions left")
print(rules.scores(after).text())

# %% [markdown]
# **10**: a 10 can never cover a card; it only starts a tower. Ann's 10 is refused on her 5
# and starts her second tower instead:

# %%
ex = examples.effect_10()
try:
    rules.apply(ex.state, Play(10, 1, 0, 0))
except IllegalAction as err:
    print(f"a 10 on the 5: {err.reason} ({err.rule})")
after = run(ex)

# %% [markdown]
# ### The rulebook's example: a tower worth 4 kites
# Under **Actions: Play** the rulebook shows Laurence finishing his tower with two cards from
# his hand. His 7s would take 10+6 over 21; a 3 and a 2 make exactly 21. The tower is set
# aside, and since that was his second action, Mia's turn begins. (The score sheet says
# "points": in the multiplayer game a point is a kite.)

# %%
ex = examples.laurence_completes()
try:
    rules.apply(ex.state, Play(7, 1, 0, 0))
except IllegalAction as err:
    print(f"a 7 on 10+6: {err.reason} ({err.rule})")
after = run(ex)
print("now:", after.players[after.current_player], "to play")
for item in rules.scores(after).items:
    print(f"{item.player}: +{item.points} for {item.source} ({item.why})")

# %% [markdown]
# ### A 5 forces discards
# **Effects: 5**: after a 5 is played, everyone holding more than 5 cards, starting with the
# player who played it and going clockwise, puts the extra cards face down on top of the
# deck, in any order. Ann plays her 5 and still holds 6 cards; Bob holds 7, Cy 6. On the
# table below the cards are put back one click at a time; here the moves are played from
# Python and the table follows.

# %%
ex = examples.effect_5()
five_board = SkyTowersTable.at(ex.state)
five_board

# %%
five = five_board.game
for move in ex.moves:
    act(five, move)
    pending = five.state.put_back_queue
    if pending:
        print("    still to put back:", ", ".join(five.players[s] for s in pending))
print(
    "hand sizes:",
    [len(seat.hand) for seat in five.state.seats],
    "- deck:",
    len(five.state.deck),
    "cards",
)
print(five_board)

# %% [markdown]
# Which card goes back stays secret: the log only says that a card was put back.
#
# ## Game End
# When the player who drew the last card ends that turn, everyone (starting with the next
# player, ending with the drawer) takes one last turn of **up to 3 actions**. Here Ann draws
# the last card with her final action; Bob and then Ann take their last turns, and the game
# ends. Only finished towers and bonus cards count; the winner has the most kites, ties go to
# the most flags, and a tie on flags is shared.

# %%
after = run(examples.final_round())
print(after.phase)
print(rules.scores(after).text())

# %% [markdown]
# **The flag tie-break**, on two end-of-game tables (the position format of
# `skywidgets score sky_towers`): each player finished one tower, worth the same kites. In the
# first, Bob's tower has more flags and he wins; in the second the flags tie too, and the two
# share the win.

# %%
from skywidgets.games.sky_towers import score_position

for ann, bob in (([10, 5, 6], [5, 5, 7, 4]), ([10, 5, 6], [10, 6, 5])):
    table = {"Ann": {"completed": [ann]}, "Bob": {"completed": [bob]}}
    sheet = score_position({"mode": "multiplayer", "players": table})
    print(f"Ann {ann}, Bob {bob}: {sheet.totals()} -> {sheet.tiebreak}")

# %% [markdown]
# One subtlety: if a 5 sends cards back onto the deck during the last round, normal play
# resumes after that turn (**Game End**):

# %%
after = run(examples.final_round_cancelled())
print(after.phase, "- final round:", after.final_round, "- deck:", len(after.deck), "cards")

# %% [markdown]
# ## Light Solitaire
# Alone, with a hand limit. **Light Setup** and **Light Difficulty**: you take 4 cards (5 for
# an easier game, 3 or 2 for a harder one) and set the same number aside unseen. **Hand
# Size**: with a full hand you must discard a card face down before you draw. **Light
# Actions**: Return discards the tower. **Light Effects**: only the 1 and the 10 keep their
# effect; nothing blocks you. You score 1 point per finished tower and per bonus card, and
# with 10 points or all four bonus cards you are a master builder (**Light Game End**).
#
# A small position first: at the hand limit the 9 is discarded before the draw, then the 4
# finishes 10+7:

# %%
after = run(examples.light())
print(after.phase, "- points:", rules.view(after, None)["light"]["points"])

# %% [markdown]
# **Light Difficulty**, set up for each of the four sizes: the hand limit, the cards set aside
# unseen, and what is left in the deck.

# %%
from skywidgets.games.sky_towers.data import LIGHT_SIZES

for size in LIGHT_SIZES:
    dealt = Game("sky_towers", ["Sol"], seed=6, mode="light", difficulty=size)
    view = rules.view(dealt.state, 0)
    print(
        f"difficulty {size}: hand {len(view['seats'][0]['hand'])}, limit",
        f"{view['light']['hand_limit']}, set aside {view['set_aside']['count']},",
        f"deck {view['deck']['count']}",
    )

# %% [markdown]
# **Light Effects** acted out: Sol starts tower 1 with a 1; only another 1 may cover it, and a
# 10 only starts a tower. The 10 starts tower 2 instead, and a 5 on it does nothing (its
# multiplayer effect is ignored), so Sol simply goes on:

# %%
light_fx = Game("sky_towers", ["Sol"], seed=6, mode="light")
light_fx.play(Play(1, 1, 0, 0))
for attempt in (Play(2, 1, 0, 0), Play(10, 1, 0, 0)):
    try:
        light_fx.play(attempt)
    except IllegalAction as err:
        print(f"Refused {attempt.label}: {err.reason} ({err.rule})")
light_fx.play(Play(10, 1, 0, 1))
light_fx.play(Play(5, 1, 0, 1))
towers = light_fx.state.seats[0].towers
print("; ".join(f"tower {i + 1}: {'+'.join(map(str, t))}" for i, t in enumerate(towers)))

# %% [markdown]
# Now a whole seeded game, played by a simple builder: finish a tower when a card does it,
# otherwise build as high as possible up to 19 (a 1 may go higher), otherwise draw
# (discarding the highest card when the hand is full). The game ends by itself when no
# action is left.


# %%
def builder_move(game):
    """Finish a tower, else build high, else draw (discarding the highest card if full)."""
    state, legal = game.state, game.legal()
    seat = state.current_player

    def total_after(play):
        return sum(state.seats[play.owner].towers[play.tower]) + play.card * play.count

    plays = [a for a in legal if a.kind == "play" and a.owner == seat]
    finishing = [a for a in plays if total_after(a) == 21]
    if finishing:
        return max(finishing, key=lambda a: a.count)
    building = [a for a in plays if total_after(a) <= 19 or a.card == 1]
    if building:
        return max(building, key=lambda a: (total_after(a), a.count))
    draws = [a for a in legal if a.kind in ("draw", "six_draw")]
    if draws:
        return draws[0]
    swaps = [a for a in legal if a.kind == "discard_and_draw"]
    if swaps:
        return max(swaps, key=lambda a: a.card)
    if plays:
        return max(plays, key=total_after)
    rest = [a for a in legal if a.kind != "return_tower"]
    return (rest or legal)[0]


solo = Game("sky_towers", players=["Sol"], seed=6, mode="light")
start = rules.view(solo.state, 0)
print(
    "hand:",
    hand_words(start["seats"][0]["hand"]),
    "- hand limit",
    start["light"]["hand_limit"],
    "- set aside unseen:",
    start["set_aside"]["count"],
    "- deck:",
    start["deck"]["count"],
)
while not solo.is_over():
    solo.play(builder_move(solo))
print(solo.step, "actions; kinds:", dict(Counter(a.kind for a in solo.history)))
sheet = solo.scores()
print(sheet.text())

# %%
final = rules.view(solo.state, 0)
print("completed towers:", len(final["seats"][0]["completed"]))
print("bonus cards:", ", ".join(final["seats"][0]["bonuses"]) or "none")
print("points:", final["light"]["points"])
print("verdict:", final["light"]["verdict"])
print("master builder:", final["light"]["master_builder"])

# %% [markdown]
# The finished game on a table; its log lists every action, and a click on an entry shows
# the table at that moment.

# %%
light_board = SkyTowersTable(game=solo)
light_board

# %% [markdown]
# ## Taroma Solitaire
# A two-player game against Taroma, an automaton. **Taroma Setup**: you take 5 cards, and
# Taroma gets a row of 5 face-down cards. **How to Play with Taroma**: Taroma always starts;
# both take 2 actions per turn, both build up to 2 towers (3 for Taroma on the harder level,
# **Taroma Difficulty**), and tops of towers block as in a 2-player game.
#
# **Taroma's Turn**: for every action Taroma tries the steps in order and takes the first
# that works:
# - **1A** play its highest face-up card that *finishes* one of its towers;
# - **1B** else play its highest face-up card, on the rightmost tower that takes it;
# - **1C** if that card is blocked, the next highest face-up card, and so on;
# - **1D** if no face-up card can be played, flip face-down cards from the right, one by
#   one, until one can be played, and play it;
# - **1E** if still nothing can be played, draw a card face down at the left of the row.
#
# Taroma never Returns (**Taroma's Turn**).
#
# ### Taroma Effects Variances
# Four card effects work differently against Taroma (**Taroma Effects Variances**):
# - **1**: Taroma plays a 1 only on a tower of 19 or 20;
# - **4**: when Taroma plays a 4, every other face-up 4 in its row that fits goes on the
#   same tower too;
# - **5**: both sides discard down to 5 as usual, but Taroma reveals its row and puts its
#   *highest* cards back, then shuffles the rest face down;
# - **6**: the player of the 6 takes a random card from the other's row or hand — face down
#   into Taroma's row, face up into your hand.
#
# Here are the 1 and the 4 in small positions (Taroma's row all face up, and Kim's tower top,
# a 9, blocks nothing here): each line is Taroma's action and the step that made it.

# %%
from skywidgets.core import with_seat

small = with_seat(examples.example("taroma_1b").state, 0, towers=((9,), ()))
cases = [
    ("a 1 and a tower of 15", ((2,), (10, 5)), ((1, True),)),
    ("a 1 and a tower of 19", ((2,), (10, 5, 4)), ((1, True),)),
    ("three 4s and towers of 2 and 10", ((2,), (10,)), ((4, True), (4, True), (4, True))),
]
for title, towers, row in cases:
    position = with_seat(small, 1, towers=towers, row=row)
    print(f"{title}: {rules.label(position, rules.automaton(position))}")

# %% [markdown]
# Only two 4s fit on the 10 (18; a third would make 22). The 6 comes up in the duel below
# ("the 6: Taroma takes a random card from Kim's hand"); the 5, when Taroma has to discard, is
# logged as "5 (Taroma variance): …" and counted at the end of the duel.
#
# This table is a fresh game at Taroma's turn. Press **Taroma acts** (or *Automaton* in the
# toolbar) to let Taroma take one action; the table names the step that fired.

# %%
taroma_board = SkyTowersTable(players=["Kim"], seed=9, mode="taroma")
taroma_board

# %% [markdown]
# To follow Taroma from Python without touching that table, copy its game and let the
# automaton act step by step. Each line is the log's: what Taroma did and the step that made
# it, written after any flip; the indented lines are what happened on the table.

# %%
duel = Game.from_record(taroma_board.game.record())
print("Kim's hand:", hand_words(duel.state.seats[0].hand))


def taroma_steps(game):
    """Let Taroma act until its turn is over, printing each label and what happened."""
    while game.state.current_player == 1 and not game.is_over():
        before = game.state
        action = game.play_automaton()
        print("Taroma:", game.ruleset.label(before, action))
        for line in game.state.events:
            print("   ", line)


taroma_steps(duel)
show(duel.state, seat=0)

# %% [markdown]
# Kim plays her turn with the same simple builder as above, then Taroma again:


# %%
def human_turn(game):
    """Kim's whole turn by the builder."""
    while game.state.current_player == 0 and not game.is_over():
        act(game, builder_move(game))


for _ in range(2):
    human_turn(duel)
    taroma_steps(duel)
show(duel.state, seat=0)

# %% [markdown]
# ### Each step in a small position
# 1D and 1E came up above; the examples show every step, each time with the one action the
# automaton picks:

# %%
for name in ("taroma_1a", "taroma_1b", "taroma_1c", "taroma_1d", "taroma_1e"):
    ex = examples.example(name)
    state = ex.state
    print(f"{ex.title}:")
    show(state)
    action = rules.automaton(state)
    state = rules.apply(state, action)
    for line in state.events:
        print("   ", line)
    print()

# %% [markdown]
# ### The whole duel
# Playing on to the end. **Taroma Game End** and **How to Win with Taroma**: you only count
# the kites of your finished towers and bonus cards, while Taroma counts everything it has,
# finished towers, unfinished towers and the cards in its row too; you win only with more.

# %%
fired = Counter()
while not duel.is_over():
    action = duel.play_automaton()
    if action is None:
        duel.play(builder_move(duel))
    elif action.kind == "taroma_discard":
        fired["5 variance"] += 1
    else:
        codes = [c for c in ("1A", "1B", "1C", "1D", "1E") if c in " ".join(duel.state.events)]
        fired[codes[-1] if codes else action.label[:2]] += 1
print("Taroma's actions by the step that fired:", dict(sorted(fired.items())))
print(duel.step, "actions in all;", duel.state.phase)
print(duel.scores().text())

# %% [markdown]
# ## Ask the coach, and the duel reviewed
# Every table has a **Hint** button. The coach plays the rest of the game out many times from
# what the player to move can see (other hands and the deck are guessed, never peeked at),
# names the best move with what it does and why, and lists the runners-up with how often each
# wins the simulated games after it. **Play it** plays the move. A two-player table:

# %%
coached = SkyTowersTable(players=["Ann", "Bob"], seed=6)
print(coached.give_hint())
coached

# %% [markdown]
# The review of the duel above, for Kim: each decision against the coach's best, and the three
# that cost the most, with the better move and why (Taroma's steps are the rulebook's, not
# reviewed). The table's log marks them ⚠.

# %%
review = duel.review(seat=0, iterations=30)
print(review.summary())
duel_table = SkyTowersTable(game=duel)
duel_table.show_review(review)
duel_table

# %% [markdown]
# ## Coach's positions
# The rulebook's tips for the cards (Effects: keep the 1s to finish a tower, hold the 4s to
# play them together, play a 5 when the others hold many cards, cover a blocking tower with
# an 8 or 9, play a 10 early) and its goal (21 exactly) make positions with a right answer.
# The project keeps them with the tip each cites and the moves it accepts
# (`skywidgets/games/sky_towers/teaching_positions.py`). A turn is two actions "in any order"
# (How to Play), so the coach is judged on its whole turn: its hint, then its hints while the
# same player acts. The tests check that its turn plays an accepted move in at least 9 of 10
# of them. Their ideas:

# %%
from skywidgets.core import Game, get
from skywidgets.games.sky_towers.teaching_positions import coach_turn, positions

TEACHING = positions()
for p in TEACHING:
    print(f"{p.name:32} {p.idea}")

# %% [markdown]
# One of them on the table, with the coach's advice and the rest of its turn:

# %%
ruleset = get("sky_towers")
tip = TEACHING[0]
print(tip.rule)
print(Game.from_state(ruleset, tip.state).hint().text())
turn = coach_turn(
    tip.state, lambda state: Game.from_state(ruleset, state).hint().action, ruleset.apply
)
print("the coach's turn:", "; ".join(ruleset.label(state, action) for state, action in turn))
print("the turn plays an accepted move:", tip.found_in(turn))
SkyTowersTable.at(tip.state)
