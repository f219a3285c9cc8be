"""Checks used by the conformance tests and start positions: hidden information, reveals and
the invariants of a reachable table (conservation of cards, seats, bonuses, turn and phase)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .data import (
    BONUS_CONDITIONS,
    BONUS_NAMES,
    COPIES,
    DECK,
    DISCARD_TO,
    LIGHT_SIZES,
    MODES,
    TARGET,
    TAROMA_LEVELS,
    TAROMA_NAME,
    VALUES,
)
from .playing import covering_effect
from .scoring import bonus_eligible
from .state import TAROMA_SEAT, State, hand_size, max_towers
from .turns import LAST_TURN_ACTIONS, TURN_ACTIONS, can_act, stalled


def hidden_check(state: State, seat: int, view: dict[str, Any]) -> list[str]:
    """What `seat`'s view shows that it must not: others' hands, face-down cards, deck order."""
    problems = []
    for key in ("deck", "set_aside", "box"):
        if set(view.get(key, {})) != {"count"}:
            problems.append(f"{key} shows more than a count")
    for i, sv in enumerate(view["seats"]):
        if i != seat and not isinstance(sv.get("hand"), dict):
            problems.append(f"seat {seat} sees the hand of seat {i}")
        for j, card in enumerate(sv.get("row", ())):
            if not card["face_up"] and card["value"] is not None:
                problems.append(f"seat {seat} sees Taroma's face-down card {j + 1}")
    return problems


def card_places(state: State) -> list[tuple[str, tuple[int, ...]]]:
    """Every place that holds tower cards, as (field name, cards)."""
    places = [
        ("deck", state.deck),
        ("discard", state.discard),
        ("set_aside", state.set_aside),
        ("box", state.box),
    ]
    for i, s in enumerate(state.seats):
        places.append((f"seats[{i}].hand", s.hand))
        places.append((f"seats[{i}].row", tuple(v for v, _ in s.row)))
        places += [(f"seats[{i}].towers[{j}]", t) for j, t in enumerate(s.towers)]
        places += [(f"seats[{i}].completed[{j}]", t) for j, t in enumerate(s.completed)]
    return places


def all_cards(state: State) -> list[int]:
    """Every tower card in the state, wherever it is."""
    return [card for _, cards in card_places(state) for card in cards]


def invariants(state: State) -> list[str]:
    """Everything a reachable table obeys: components, seats, towers, bonuses, turn and phase."""
    problems = _shape(state)
    if problems:  # the other checks index seats and towers by these
        return problems
    return [
        *_cards(state),
        *_seats(state),
        *_bonuses(state),
        *(_light_turn(state) if state.mode == "light" else _turn(state)),
    ]


def _shape(state: State) -> list[str]:
    """Mode, difficulty, players, seats, tower spaces and the active seat."""
    mode, n = state.mode, len(state.players)
    if mode not in MODES:
        return [f"mode: {mode!r:.40} is not one of {', '.join(MODES)}"]
    problems = []
    sizes = {"multiplayer": range(2, 5), "light": range(1, 2), "taroma": range(2, 3)}[mode]
    if n not in sizes:
        problems.append(f"players: {n} players in a {mode} game")
    if len(set(state.players)) != n:
        problems.append("players: two seats share a name")
    if mode == "taroma" and n == 2 and state.players[TAROMA_SEAT] != TAROMA_NAME:
        problems.append(f"players[{TAROMA_SEAT}]: the automaton is named {TAROMA_NAME}")
    if len(state.seats) != n:
        problems.append(f"seats: {len(state.seats)} seats for {n} players")
    if not _difficulty_ok(mode, state.difficulty):
        problems.append(f"difficulty: {state.difficulty!r:.40} is not a {mode} difficulty")
    if len(state.bonus_owner) != len(BONUS_NAMES):
        problems.append(f"bonus_owner: there are exactly {len(BONUS_NAMES)} bonus cards")
    if not 0 <= state.active < n:
        problems.append(f"active: there is no seat {state.active}")
    if problems:
        return problems
    for i, s in enumerate(state.seats):
        if len(s.towers) != max_towers(state, i):
            problems.append(
                f"seats[{i}].towers: {len(s.towers)} tower spaces, not {max_towers(state, i)}"
            )
    return problems


def _difficulty_ok(mode: str, difficulty: object) -> bool:
    """The difficulty setting fits the mode."""
    if mode == "light":
        return not isinstance(difficulty, bool) and difficulty in LIGHT_SIZES
    if mode == "taroma":
        return isinstance(difficulty, str) and difficulty in TAROMA_LEVELS
    return difficulty is None


def _cards(state: State) -> list[str]:
    """Every card exists, the 50 cards are all there once, and each pile fits the mode."""
    problems = []
    for field, cards in card_places(state):
        bad = next((v for v in cards if v not in COPIES), None)
        if bad is not None:
            problems.append(f"{field}: card {bad} does not exist")
    if problems:
        return problems
    seen = Counter(all_cards(state))
    for v in VALUES:
        if seen[v] != COPIES[v]:
            problems.append(
                f"cards: {seen[v]} cards of value {v} on the table, the box holds {COPIES[v]}"
            )
    if state.mode != "light":
        for field in ("discard", "set_aside"):
            if getattr(state, field):
                problems.append(f"{field}: only Light solitaire has this pile")
    elif len(state.set_aside) > _limit(state):
        problems.append(f"set_aside: more than the {_limit(state)} cards Light sets aside")
    return problems


def _limit(state: State) -> int:
    """Light's hand limit (its difficulty)."""
    return state.difficulty if isinstance(state.difficulty, int) else 0


def _seats(state: State) -> list[str]:
    """Hands are sorted, towers obey the 21, 1 and 10 rules, only Taroma has a row."""
    problems = []
    for i, s in enumerate(state.seats):
        field = f"seats[{i}]"
        taroma = state.mode == "taroma" and i == TAROMA_SEAT
        if list(s.hand) != sorted(s.hand):
            problems.append(f"{field}.hand: not sorted")
        if s.row and not taroma:
            problems.append(f"{field}.row: only Taroma has a row")
        if taroma and s.hand:
            problems.append(f"{field}.hand: Taroma holds its cards in its row, not a hand")
        if state.mode == "light" and len(s.hand) > _limit(state):
            problems.append(f"{field}.hand: over the Light hand limit of {_limit(state)}")
        for key, towers in (("towers", s.towers), ("completed", s.completed)):
            for j, t in enumerate(towers):
                problems += _tower_problems(f"{field}.{key}[{j}]", t, key == "completed")
    return problems


def _tower_problems(field: str, cards: tuple[int, ...], complete: bool) -> list[str]:
    """A tower's total, and the 10 and 1 rules: each card as the play rules allow it on the
    cards below (`playing.covering_effect`)."""
    problems = []
    total = sum(cards)
    if complete and total != TARGET:
        problems.append(f"{field}: a completed tower of {total}, not {TARGET}")
    if not complete and cards and total >= TARGET:
        problems.append(f"{field}: an incomplete tower of {total}")
    broken = {covering_effect(card, cards[:k]) for k, card in enumerate(cards)}
    if 10 in broken:
        problems.append(f"{field}: a 10 above the first card")
    if 1 in broken:
        problems.append(f"{field}: a 1 covered by another card")
    return problems


def _bonuses(state: State) -> list[str]:
    """Each bonus card lies with the last seat that completed a tower earning it."""
    problems = []
    earned: dict[str, set[int]] = {b: set() for b in BONUS_NAMES}
    for i, s in enumerate(state.seats):
        for t in s.completed:
            for b in bonus_eligible(t):
                earned[b].add(i)
    for k, (b, o) in enumerate(zip(BONUS_NAMES, state.bonus_owner)):
        field = f"bonus_owner[{k}]"
        if o is not None and not 0 <= o < len(state.players):
            problems.append(f"{field}: {b} belongs to no seat ({o})")
        elif o is not None and o not in earned[b]:
            problems.append(f"{field}: seat {o} holds {b} without {BONUS_CONDITIONS[b]}")
        elif o is None and earned[b]:
            problems.append(f"{field}: {b} is on the table though a tower earned it")
    return problems


def _light_turn(state: State) -> list[str]:
    """Light has no turns, effects or last round; it is over exactly when no action is left."""
    problems = [
        f"{field}: Light solitaire has no {what}"
        for field, what, bad in (
            ("actions_left", "action count", state.actions_left != 0),
            ("optional_actions", "optional actions", state.optional_actions != 0),
            ("put_back_queue", "effect of the 5", bool(state.put_back_queue)),
            ("six_pending", "effect of the 6", state.six_pending),
            ("final_round", "last round", state.final_round or state.final_cancelled),
            ("final_turns_left", "last round", state.final_turns_left != 0),
        )
        if bad
    ]
    problems += _counters(state)
    if problems:
        return problems
    if state.over == can_act(state, 0):
        if state.over:
            problems.append("over: the game is over though an action is still possible")
        else:
            problems.append("over: no action is possible, yet the game is not over")
    return problems


def _counters(state: State) -> list[str]:
    """The turn number and the chance counter."""
    problems = []
    if state.turn < 1:
        problems.append(f"turn: {state.turn} (turns count from 1)")
    if state.chance < 1:
        problems.append(f"chance: {state.chance} (chance event 0 is the setup shuffle)")
    if not 0 <= state.deck_low <= len(DECK) or state.still_turns < 0:
        problems.append(
            f"deck_low, still_turns: {state.deck_low}, {state.still_turns} (a deck of 0 to "
            f"{len(DECK)} cards, a count of turns from 0)"
        )
    return problems


def _turn(state: State) -> list[str]:
    """Actions left, the pending effects, the last round and the game end agree."""
    n = len(state.players)
    problems = _counters(state)
    cap = LAST_TURN_ACTIONS if state.final_round else TURN_ACTIONS
    if not 0 <= state.actions_left <= cap:
        problems.append(f"actions_left: {state.actions_left} (a turn has at most {cap})")
    if not 0 <= state.optional_actions <= min(2, state.actions_left):
        problems.append(f"optional_actions: {state.optional_actions} of {state.actions_left}")
    if state.six_pending and state.mode != "multiplayer":
        problems.append("six_pending: against Taroma a 6 resolves by itself")
    if state.six_pending and state.put_back_queue:
        problems.append("six_pending: a 6 and a 5 cannot both be pending")
    problems += _queue(state)
    if state.final_cancelled and not state.final_round:
        problems.append("final_cancelled: there is no last round to cancel")
    if not state.final_round and state.final_turns_left != 0:
        problems.append("final_turns_left: there is no last round")
    if state.over:
        if state.put_back_queue or state.six_pending or state.actions_left:
            problems.append("over: the game is over with a turn still under way")
        last_round = state.final_round and not state.final_cancelled and not state.deck
        if not last_round and not stalled(state):
            problems.append(
                "over: the game ends only after the last round, with an empty deck, or when "
                "the table is stalled"
            )
        if state.final_turns_left:
            problems.append("final_turns_left: the game is over")
        return problems
    if state.final_round and not 1 <= state.final_turns_left <= n:
        problems.append(f"final_turns_left: {state.final_turns_left} (1 to {n} in the last round)")
    if state.final_round and not state.final_cancelled and state.deck:
        problems.append("final_round: the last round starts only once the deck is empty")
    if not state.put_back_queue and not state.six_pending and state.actions_left < 1:
        problems.append("actions_left: 0 though the turn has not ended")
    return problems


def _queue(state: State) -> list[str]:
    """The seats that must obey a 5: distinct, in turn order, each holding more than 5."""
    n, queue = len(state.players), state.put_back_queue
    if any(not 0 <= s < n for s in queue):
        return [f"put_back_queue: a seat out of range ({', '.join(map(str, queue))})"]
    problems = []
    order = [(s - state.active) % n for s in queue]
    if order != sorted(set(order)):
        problems.append("put_back_queue: seats must be distinct and in turn order")
    for s in range(n):
        held = hand_size(state, s)
        if s in queue and held <= DISCARD_TO:
            problems.append(f"put_back_queue: seat {s} holds {held}, not more than {DISCARD_TO}")
        if queue and s not in queue and held > DISCARD_TO:
            problems.append(f"put_back_queue: seat {s} holds {held} but is not in the queue")
    return problems


def reveals(before: State, after: State) -> bool:
    """Whether a step showed hidden information to anyone, so strict undo may not cross it.

    A card drawn (into a hand, Taroma's row or for a 6), a chance event (a random take, a
    shuffle), the answer to a 6's question about a hand, a face-down card of Taroma's turned
    up, and Taroma's face-down row counted at the game end all show something hidden.
    """
    if before.chance != after.chance or len(after.deck) < len(before.deck):
        return True
    if before.six_pending and not after.six_pending:  # the 6 was answered (or drew)
        return True
    if before.mode != "taroma" or len(before.seats) <= TAROMA_SEAT:
        return False
    down_before = _face_down(before)
    if _face_down(after) < down_before:
        return True
    return after.over and not before.over and down_before > 0


def _face_down(state: State) -> int:
    """How many of Taroma's row cards lie face down."""
    return sum(1 for _, up in state.seats[TAROMA_SEAT].row if not up)
