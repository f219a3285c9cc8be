# %% [markdown]
# # Terra Mystica: the base game, taught
#
# Terra Mystica is the game **Merchants of the Seas** expands, and `skywidgets` plays it on its
# own too (`terra_mystica`). This tutorial teaches it from the first hex, for a reader who has
# never played: the factions, the terraform cycle, building, power, cults, towns, the tiles and
# cards, a round's three phases and the final scoring. Most examples are moments of a **real
# league game** played on the public **snellman** site (player names anonymised); its *ledger*
# records every faction's resources after every action, and at the end we replay it round by
# round and check the model against it. Then you play a game against the coach.
#
# Every number below is printed by the rule model (`skywidgets.games.terra_mystica.engine`)
# or read from its data tables, never typed in. Codes follow snellman's: **ACT1–6** the power
# action spaces, **BON** the Bonus cards, **FAV** the favour tiles, **SCORE** the round scoring
# tiles, **TW** the town tiles. Hexes are named by row letter and number (`E6`), as on the map.
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

from IPython.display import Markdown, display

from skywidgets.core import with_seat
from skywidgets.games.terra_mystica import data
from skywidgets.games.terra_mystica import engine as tm
from skywidgets.snellman import example_ledger
from skywidgets.snellman.importer import ledger_game
from skywidgets.snellman.replay import replay
from skywidgets.widgets import TerraMysticaMap

# %% [markdown]
# ## A whole game, to start
# This is where we are going: the whole league game on the map. The replay
# bar steps through it and the log names every move; step back to any point and play on from
# there. Everything on this board is explained below, one rule at a time.

# %%
ledger = example_ledger()
game = ledger_game(ledger)
print("factions:", ", ".join(game.players), "-", len(game.actions), "decisions")

# %%
board = TerraMysticaMap(game=game)
board

# %% [markdown]
# A few helpers for the rest of the tutorial: the terrain names the map uses, and one line
# saying what an action or a phase changed for a faction.

# %%
TERRAIN = board.tables["terrain_names"]  # map letter -> terrain name
NAME = tm.board.NAMES  # hex index -> "E6"
HEX = tm.board.BY_NAME  # "E6" -> hex index
STATES, ACTIONS = game.states, game.actions


def change(before, after, seat):
    """What changed for one faction between two positions, in words."""
    a, b = before.seats[seat], after.seats[seat]
    words = [
        f"{getattr(b, f) - getattr(a, f):+d} {short}"
        for f, short in (("coins", "C"), ("workers", "W"), ("priests", "P"), ("vp", "VP"))
        if getattr(a, f) != getattr(b, f)
    ]
    if a.bowls != b.bowls:
        words.append(f"bowls {'/'.join(map(str, a.bowls))} -> {'/'.join(map(str, b.bowls))}")
    for cult, x, y in zip(tm.CULTS, a.cults, b.cults):
        if x != y:
            words.append(f"{cult.title()} {x} -> {y}")
    for field in ("favors", "towns", "bonus"):
        if getattr(a, field) != getattr(b, field):
            words.append(f"{field} {getattr(b, field)}")
    return ", ".join(words) or "no change"


def first(kind, start=0):
    """The step of the first action of this kind in the league game (from `start`)."""
    return next(i for i in range(start, len(ACTIONS)) if ACTIONS[i].kind == kind)


def narrate(steps):
    """Each action's player, words and what it changed for that player."""
    for i in steps:
        seat = STATES[i].current_player
        print(
            f"{game.players[seat]:10} {ACTIONS[i].label}: {change(STATES[i], STATES[i + 1], seat)}"
        )


# %% [markdown]
# ## Setup and the 14 factions
# Each player leads a **faction**. A faction lives on one **home terrain** (its colour) and may
# only build there; two factions of the same colour never play together. Each has its own
# faction board: start resources, building costs, and a **Stronghold** that unlocks its special
# power. Everyone starts with 20 VP. The table comes from the model's faction data:

# %%
rows = ["| faction | home terrain | start C/W/P | Stronghold costs | Stronghold gives | ability |"]
rows.append("|---|---|---|---|---|---|")
for f in data.FACTIONS.values():
    letter = tm.TERRAIN_OF_COLOUR[f.home]
    sh = f.buildings["SH"]
    cost = " ".join(f"{n} {k}" for k, n in sh.cost.items())
    gives = sh.ability or ", ".join(f"{n} {k}" for k, n in sh.gain.items())
    rows.append(
        f"| {f.display} | {TERRAIN[letter]} ({letter}) | {f.coins}/{f.workers}/{f.priests} "
        f"| {cost} | {gives} | {'; '.join(f.rules) or '-'} |"
    )
display(Markdown("\n".join(rows)))

# %% [markdown]
# The map has every terrain, and a river. How many hexes of each, and whose home each is:

# %%
for letter, name in TERRAIN.items():
    hexes = sum(1 for h in range(tm.board.N_HEXES) if tm.board.TERRAIN[h] == letter)
    homes = [f.display for f in data.FACTIONS.values() if tm.TERRAIN_OF_COLOUR[f.home] == letter]
    print(f"{name:10} {hexes:3} hexes  {', '.join(homes)}")

# %% [markdown]
# **Setup** in the league game: six round scoring tiles are drawn (one per round), players + 3
# Bonus cards are put out, then each player places an initial Dwelling in turn order and a
# second one in reverse order (the Chaos Magicians place their only one last), and finally each
# takes a Bonus card, last player first. The league game's setup, move by move (the last
# choice starts round 1, so its line includes that faction's Phase I income):

# %%
setup = STATES[0]
print("round tiles:", ", ".join(f"SCORE{t}" for t in setup.round_tiles))
print("Bonus cards in play:", ", ".join(card for card, _ in setup.bonus_pool))
narrate(range(first("choose_bonus") + len(game.players)))

# %% [markdown]
# The same setup on a board of its own: the league game's first position. The Halflings are
# to place a Dwelling, and every plains hex lights up. Click one (any other hex is refused with
# the rule that forbids it).

# %%
setup_board = TerraMysticaMap.at(setup)
print(setup.phase, "-", len(setup_board.legal), "hexes lit for", game.players[0])
setup_board

# %% [markdown]
# ## The terraform cycle and spades
# The seven terrains lie on a wheel. One **spade** turns a hex one step around it, so changing
# a hex to your home terrain takes 1 to 3 spades, depending on how far it lies on the wheel.
# Spades cost workers: 3 each at exchange level 0, 2 and 1 after advancing on the
# **exchange (digging) track**. The wheel, in the model's order:

# %%
print(" -> ".join(TERRAIN[tm.TERRAIN_OF_COLOUR[c]] for c in data.TERRAINS), "-> (round again)")

# %% [markdown]
# To see the cost of each step, ask the model: at the Halflings' first turn (home: plains), we
# play every legal *transform* on a copy of the position and read what it cost them (three
# spades are beyond their workers yet).

# %%
start = STATES[first("upgrade")]
halflings = 0
paid = {}
for action in tm.legal_actions(start):
    if action.kind == "transform_and_build" and not action.build:
        after = tm.apply(start, action)
        if after.terrain[action.hex] == "U":
            was = TERRAIN[start.terrain[action.hex]]
            paid[was] = start.seats[halflings].workers - after.seats[halflings].workers
per_spade = data.FACTIONS["halflings"].spade_cost[start.seats[halflings].dig]["W"]
for was, workers in sorted(paid.items(), key=lambda kv: kv[1]):
    print(f"{was:10} -> plains: {workers} workers = {workers // per_spade} spade(s) x {per_spade}")

# %% [markdown]
# Spades also come from power actions (ACT5: 1, ACT6: 2), Bonus card BON1 and Phase III.
# In round 1 the Witches (forest) take ACT6's two spades and spend them on C5 and F6, building
# a Dwelling on F6. Their moves on a board you can step back and forth:

# %%
ride = first("power_action")
spade_board = TerraMysticaMap.at(STATES[ride])
for i in range(ride, ride + 3):
    spade_board.play(ACTIONS[i])
narrate(range(ride, ride + 3))
for h in ("C5", "F6"):
    print(
        f"{h}: {TERRAIN[STATES[ride].terrain[HEX[h]]]} -> {TERRAIN[STATES[ride + 3].terrain[HEX[h]]]}"
    )
spade_board

# %% [markdown]
# ## Building and upgrading
# A **Dwelling** is built on your terrain next to your buildings (or reached by shipping over
# the river). Buildings then upgrade: Dwelling -> Trading house -> Temple or Stronghold, Temple
# -> Sanctuary. Each one freed from the faction board raises your income. The Witches' costs
# (most factions share them) and each building's **power value**, used for towns and for
# neighbours' power. The Trading house's coins are its price next to an opponent; with no
# opponent adjacent it costs twice the coins.

# %%
witches = data.FACTIONS["witches"]
for kind, building in witches.buildings.items():
    cost = ", ".join(f"{n} {k}" for k, n in building.cost.items())
    print(
        f"{kind:3} cost {cost:10} power value {data.board.BUILDING_POWER[kind]}  ({building.count} on the board)"
    )

# %% [markdown]
# Other factions' boards differ: the Engineers build cheaper, and some builds also score (a
# favour tile, a round tile). The first build or upgrade of each kind and price in the game:

# %%
seen = set()
for i, action in enumerate(ACTIONS):
    what = getattr(action, "to", "D" if getattr(action, "build", False) else None)
    seat = STATES[i].current_player
    coins = STATES[i].seats[seat].coins - STATES[i + 1].seats[seat].coins
    if action.kind in ("upgrade", "transform_and_build") and what and (what, coins) not in seen:
        seen.add((what, coins))
        narrate([i])

# %% [markdown]
# ## Power: three bowls
# Power tokens sit in three **bowls**. *Gaining* power moves a token from bowl I to II; when
# bowl I is empty, from II to III. You *spend* power from bowl III (the tokens go back to
# bowl I), on a power action or a conversion. To get power faster you may *burn*: remove one
# token from bowl II for good, and move another from II to III.
#
# Live: the Witches' round-1 turn on a board. Burning six times empties bowl II into bowl III,
# then ACT6 spends 6. The board's bowls follow every cell; press Undo or click on to try more.

# %%
burn = first("convert")
bowls_board = TerraMysticaMap.at(STATES[burn])
witch = STATES[burn].current_player
print("before:", "/".join(map(str, bowls_board.game.state.seats[witch].bowls)))
while bowls_board.game.step < ride - burn:
    bowls_board.play(ACTIONS[burn + bowls_board.game.step])
print("after six burns:", "/".join(map(str, bowls_board.game.state.seats[witch].bowls)))
bowls_board.play(ACTIONS[ride])
print("after ACT6 (6 power spent):", "/".join(map(str, bowls_board.game.state.seats[witch].bowls)))
bowls_board

# %% [markdown]
# ## Leeching: power from your neighbours, paid in VP
# When a player builds or upgrades, every opponent with buildings next to it is offered power
# equal to the sum of those buildings' power values. Taking it costs one VP less than the power
# gained (1 power is free); you may decline. Every offer of round 1 and its answer:

# %%
for i, action in enumerate(ACTIONS):
    if action.kind == "leech" and STATES[i].round == 1:
        narrate([i])

# %% [markdown]
# The first offer that costs VP, on a board of its own: accept or decline it yourself (the
# choices are printed first).

# %%
offer = next(i for i, a in enumerate(ACTIONS) if a.kind == "leech" and a.power > 1)
print(
    game.players[STATES[offer].current_player],
    "may:",
    [a.label for a in tm.legal_actions(STATES[offer])],
)
TerraMysticaMap.at(STATES[offer])

# %% [markdown]
# Over the whole game the VP paid for power adds up; the score sheet keeps it apart:

# %%
for player in game.players:
    paid_vp = [
        it.points for it in game.scores().for_player(player) if it.source == "power from neighbours"
    ]
    print(f"{player:10} {sum(paid_vp):4} VP for power from neighbours")

# %% [markdown]
# ## Cult tracks and priests
# Four cult tracks (Fire, Water, Earth, Air) run from 0 to 10. Steps come from favour tiles,
# town tiles, the Auren's Stronghold, and **priests**: a priest sent to an order space moves
# you 3 or 2 steps and stays there, or 1 step and comes back. Passing spaces 3, 5, 7 and 10
# gives power, and only one faction per track may reach 10 (it needs a town key). The first
# priest of the game:

# %%
priest = first("send_priest")
narrate([priest])
print("power for reaching a space:", dict(data.board.CULT_POWER))
print("order spaces (steps):", tm.ORDER_SPACES)
TerraMysticaMap.at(STATES[priest + 1])

# %% [markdown]
# ## Favour tiles
# Building a Temple or a Sanctuary earns a **favour tile** (the Chaos Magicians take two). Each
# moves you up a cult track and then gives income, VP when building or passing, or an action.
# The Darklings' first choice is on the board below; pick another tile to see its effect:

# %%
for tile in data.FAVOUR_TILES.values():
    then = [f"income {dict(tile.income)}"] if tile.income else []
    then += [f"VP when building {k}: {n}" for k, n in tile.build_vp.items()]
    then += [f"VP when passing, by {k} built: {v}" for k, v in tile.pass_vp.items()]
    then += [f"action {tile.action}"] if tile.action else []
    then += [f"towns need {-tile.town_power} power less"] if tile.town_power else []
    steps = f"{tile.steps} {tile.cult.title()}"
    print(f"{tile.name:6} {steps:8} {'; '.join(then) or 'nothing more'}  ({tile.copies} copies)")
favour = first("take_favor")
narrate([favour])
choice = [a.tile for a in tm.legal_actions(STATES[favour]) if a.kind == "take_favor"]
print("the choice:", ", ".join(choice))
TerraMysticaMap.at(STATES[favour])

# %% [markdown]
# ## Towns
# A group of your directly connected buildings (bridges count) with at least 4 buildings (a
# Sanctuary counts as two) and a total power value of 7 founds a **town**: take a town tile,
# its gains, and a key that lets you reach 10 on a cult track. Favour tile FAV5 lowers the
# power needed by one. The first town of the game:

# %%
town = first("take_town")
seat = STATES[town].current_player
mine = sorted(h for h in STATES[town + 1].town_hexes if STATES[town].owner[h] == seat)
print(
    f"town of the {game.players[seat]}:",
    ", ".join(f"{NAME[h]} {STATES[town].building[h]}" for h in mine),
)
power = sum(data.board.BUILDING_POWER[STATES[town].building[h]] for h in mine)
favours = STATES[town].seats[seat].favors
need = data.board.TOWN_POWER + sum(data.FAVOUR_TILES[f].town_power for f in favours)
print(f"power {power}, needed {need} (favour tiles: {', '.join(favours)})")
print("town tiles:", {t.name: dict(t.gain) for t in data.TOWN_TILES.values()})
narrate([town])
TerraMysticaMap.at(STATES[town + 1])

# %% [markdown]
# ## Bonus cards and passing
# When you have nothing more to do in a round you **pass**: you return your Bonus card and take
# another. A Bonus card gives income, maybe an action, and some give VP when you pass. Cards
# nobody took gain a coin each round. The first to pass starts the next round.

# %%
for card in data.BONUS_CARDS.values():
    words = [f"income {dict(card.income)}"] + ([f"action {card.action}"] if card.action else [])
    words += [f"pass VP by {k}: {v}" for k, v in card.pass_vp.items()]
    words += [f"+{card.shipping} shipping"] if card.shipping else []
    print(
        f"{card.name:6} {'; '.join(words)}" + (f"  (option {card.option})" if card.option else "")
    )
narrate([first("pass")])

# %% [markdown]
# ## Round scoring tiles
# Each round has a scoring tile: VP for one kind of action during the round (Dwellings, towns,
# spades...), and a Phase III reward for each few steps on one cult track. This game's six:

# %%
for rnd, t in enumerate(setup.round_tiles, 1):
    tile = data.SCORING_TILES[f"SCORE{t}"]
    print(
        f"round {rnd}: SCORE{t}: VP {dict(tile.vp)}; every {tile.steps} {tile.cult} -> {dict(tile.income)}"
    )

# %% [markdown]
# ## The other actions: power actions, shipping, digging, bridges, specials
# A turn in Phase II is one action. Besides building, upgrading, sending a priest and passing:
# a **power action** (each space once per round, paid from bowl III), advancing on the
# **shipping** track (build farther across the river) or the **exchange** track (cheaper
# spades), both for VP, and **special actions** from a Bonus card, a favour tile or a
# Stronghold. Conversions (power to coins, workers or priests) are free at any time. The six
# power actions, then the game's first use of the others:

# %%
for act in data.POWER_ACTIONS.values():
    gain = ", ".join(f"{n} {k}" for k, n in act.gain.items())
    print(
        f"{act.name}  {act.cost['PW']} power: {gain}" + (f" ({act.allows})" if act.allows else "")
    )
bridge = first("place_bridge")
narrate([first("advance"), bridge - 1, bridge, first("special"), first("witches_ride")])
dig = next(i for i, a in enumerate(ACTIONS) if a.kind == "advance" and a.track == "dig")
narrate([dig])

# %% [markdown]
# ## A round: Phase I, II, III
# **Phase I** income: from the faction board (the buildings built), favour tiles and the Bonus
# card. **Phase II**: actions in turn until all have passed. **Phase III**: the round tile's
# cult rewards, then clean-up. Phase I of round 1, as the model paid it (the Halflings' line
# also shows the Bonus card they chose just before):

# %%
for seat, player in enumerate(game.players):
    print(f"{player:10} {change(STATES[first('upgrade') - 1], STATES[first('upgrade')], seat)}")

# %% [markdown]
# Round 1's tile rewards 4 steps on Earth with a spade: Phase III gives the Engineers spades to
# use at once. The board stops on that decision:

# %%
phase3 = next(i for i, s in enumerate(STATES) if s.step == "cult_bonus")
use = STATES[phase3].pending[0]
print(STATES[phase3].phase)
print(
    f"{game.players[use.seat]}: Earth {STATES[phase3].seats[use.seat].cults[2]}, {use.spades} spade(s)"
)
phase3_board = TerraMysticaMap.at(STATES[phase3])
phase3_board.play(ACTIONS[phase3])
h = ACTIONS[phase3].hex
print(
    f"{ACTIONS[phase3].label}: {TERRAIN[STATES[phase3].terrain[h]]} -> {TERRAIN[STATES[phase3 + 1].terrain[h]]}"
)
print("then Phase I of round 2:")
for seat, player in enumerate(game.players):
    print(f"  {player:10} {change(STATES[phase3], STATES[phase3 + 1], seat)}")
phase3_board

# %% [markdown]
# ## Final scoring
# After round 6: the **largest connected network** (buildings linked directly, by bridges or
# by shipping range) pays 18/12/6 VP, each cult track pays 8/4/2 by rank (tied factions share),
# and leftover resources pay 1 VP per 3 coins (workers, priests and power in bowl III count
# as coins; bowl II is burnt first). The model's final items for the league game:

# %%
sheet = game.scores()
end = STATES[-1]
for seat, player in enumerate(game.players):
    final = [it for it in sheet.for_player(player) if it.source.startswith("final")]
    during = sum(v for _, v in end.seats[seat].vp_by)
    words = ", ".join(f"{it.source[7:]} +{it.points} ({it.why})" for it in final)
    print(f"{player:10} {during} in play + {words or 'nothing'} = {sheet.totals()[player]}")
print("cults (F/W/E/A):", {p: end.seats[i].cults for i, p in enumerate(game.players)})

# %% [markdown]
# Nobody kept resources in this game, and no cult rank was tied. Two "what if"s on copies of
# the last position: the Witches keep 7 coins, 2 workers, 1 priest and power 3/3/2; and they
# stand on Fire 7 like the Halflings, so the two share 2nd and 3rd place (4 + 2 VP):


# %%
def final_lines(state, player):
    """The final-scoring items of one player, in words."""
    items = tm.scores(state).for_player(player)
    return [
        f"{it.source[7:]} +{it.points} ({it.why})" for it in items if it.source.startswith("final")
    ]


kept = with_seat(end, 3, coins=7, workers=2, priests=1, bowls=(3, 3, 2))
print("witches keep resources:", final_lines(kept, "witches"))
tied = with_seat(end, 3, cults=(7, *end.seats[3].cults[1:]))
for player in ("halflings", "witches"):
    print(f"Fire tie, {player}:", [w for w in final_lines(tied, player) if w.startswith("Fire")])

# %% [markdown]
# ## The league game, round by round
# `replay` lets the model lead: it asks whose decision comes next, and that faction's next
# ledger commands answer it. After each row it compares the faction's resources with the
# ledger's and stops at the first difference. This game has none:

# %%
played = replay(ledger, check=True)
print("first difference:", played.mismatch)
print(
    f"{len(played.moves)} moves played; {played.checked} of {len(ledger.action_rows())} rows compared"
)

# %% [markdown]
# Round by round: what each faction built, upgraded, founded and sent to the cults, and its
# VP at the end of the round. In round 1 most factions upgrade for income while the Witches
# spread Dwellings; the Engineers found the first town in round 3; round 4's tile pays for every spade, and two
# factions dig their way to the front; in round 6 every faction spends everything on points.

# %%
for rnd in range(1, 7):
    steps = [i for i, s in enumerate(STATES[:-1]) if s.round == rnd]
    last = STATES[steps[-1] + 1]
    tile = f"SCORE{setup.round_tiles[rnd - 1]}"
    print(f"Round {rnd} ({tile}):")
    for seat, player in enumerate(game.players):
        mine = [ACTIONS[i] for i in steps if STATES[i].current_player == seat]
        built = sum(getattr(a, "build", a.kind == "witches_ride") for a in mine)
        count = {k: sum(a.kind == k for a in mine) for k in ("upgrade", "take_town", "send_priest")}
        print(
            f"  {player:10} Dwellings {built:2}  upgrades {count['upgrade']}  towns "
            f"{count['take_town']}  priests {count['send_priest']}  -> {last.seats[seat].vp:3} VP"
        )
    passer = next(STATES[i].current_player for i in steps if ACTIONS[i].kind == "pass")
    print(f"  first to pass: {game.players[passer]}")

# %% [markdown]
# The final scores, the model's beside snellman's:

# %%
snellman = ledger.final_vp()
for faction, total in sheet.totals().items():
    print(f"{faction:10} model {total:3}   snellman {snellman[faction]:3}")
assert sheet.totals() == snellman
print("winner:", ", ".join(sheet.winners))

# %% [markdown]
# ## Coach's positions
# Strong players share habits: they take cheap power, build next to others, score the round's
# tile, found the town they planned, and finish with VP. The project keeps 21 positions that
# each teach one of these, with the rule it cites and the moves it accepts
# (`skywidgets/games/terra_mystica/teaching_positions.py`); the tests check that the coach
# finds an accepted move in at least 9 of 10 of them. Their ideas:

# %%
from skywidgets.core import Game, get
from skywidgets.games.terra_mystica.teaching_positions import positions

TEACHING = positions()
for p in TEACHING:
    print(f"{p.name:32} {p.idea}")

# %% [markdown]
# One of them on the board: three Trading houses in a row, and a fourth structure would found
# a town. Ask the coach (the board's **Hint** does the same):

# %%
town = next(p for p in TEACHING if p.name == "found-the-town")
hint = Game.from_state(get("terra_mystica"), town.state).hint()
print(hint.text())
print("an accepted move:", town.accepts(town.state, hint.action))
TerraMysticaMap.at(town.state)

# %% [markdown]
# ## Your game against the coach
# A new two-player game: you are seat 1 (`you`), the coach seat 2. Click to play your moves;
# press **Hint** to hear the coach's advice. When it is the coach's turn, run the next cell:
# it plays the coach's own best move, and its reasons show on the board's hint line. Here it
# opens the game for you: your first Dwelling is the coach's suggestion too.


# %%
def coach_plays(b):
    """The coach's best move for the player on turn, played on board `b`; its words stay on
    the board's hint line."""
    player = b.players[b.current_player]
    b.give_hint()
    b.play(b.coach["id"])
    return f"{player}: {b.game.history[-1].label}"


duel = TerraMysticaMap(players=["you", "coach"], seed=3)
print(coach_plays(duel))
duel

# %%
while not duel.game.is_over() and duel.current_player == 1:
    print(coach_plays(duel))
