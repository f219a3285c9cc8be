"""Immutable game state: one Seat per faction, the board, the supplies and pending decisions."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, TypeVar

from skywidgets.core import evolve as evolve  # the engine's modules take core.evolve from here
from skywidgets.core.derived import Derived, derived

from .facts import BoardFacts, board_facts

PHASES = (
    ("setup_dwellings", "Setup — place initial Dwellings"),
    ("setup_bonus", "Setup — choose Bonus cards"),
    ("income", "Phase I — Income"),
    ("actions", "Phase II — Actions"),
    ("cult_bonus", "Phase III — Cult bonuses and clean-up"),
    ("over", "Game end — final scoring"),
)
PHASE_LABELS = dict(PHASES)  # with the steps an expansion adds (layers.py)


@dataclasses.dataclass(frozen=True)
class Seat:
    """One faction's board, supply and markers."""

    faction: str
    coins: int
    workers: int
    priests: int
    bowls: tuple[int, int, int]
    vp: int
    cults: tuple[int, int, int, int]
    shipping: int = 0  # shipping value; for merchant factions the Range (1–4)
    dig: int = 0  # exchange (dig) track level
    keys: int = 0
    favors: tuple[str, ...] = ()
    towns: tuple[str, ...] = ()
    bonus: str = ""
    passed: bool = False
    priests_sent: int = 0  # priests left on cult order spaces (out of play)
    bridges: int = 0
    used: frozenset[str] = frozenset()  # once-a-round specials already used
    vp_by: tuple[tuple[str, int], ...] = ()  # in-game VP by source (start included)
    blocked: tuple[int, ...] = ()  # cults held at 9 for want of a key (taken when one comes)
    dropped: bool = False  # left the game (leaving.py): no turns, no offers, income goes on


@dataclasses.dataclass(frozen=True)
class LayerDecision:
    """A decision an expansion adds (Merchants of the Seas: placing a ship, moving ships):
    a frozen dataclass with the same `kind`, `label` and deciding `seat` as the base game's;
    its layer lists, plays, checks and drops it (layers.py)."""

    kind: ClassVar[str]
    label: ClassVar[str]
    seat: int


# Decisions someone must take before play goes on: one class per kind. `seat` decides; `kind`
# names the decision in the view and the phase table, `label` in words.


@dataclasses.dataclass(frozen=True)
class PowerOffer:
    """Take `power` for `power` − 1 VP, or decline: after `actor` built next to `seat`, or
    traded with one of its structures (`trade`)."""

    kind = "leech"
    label = "power offer"
    seat: int
    power: int
    actor: int
    trade: bool = False
    waited: bool = False  # let wait (option offers-wait): answered after other turns
    hex: int = -1  # the build's hex and structure (-1: a trade): its Cultists' reward
    structure: str = ""

    @property
    def vp_cost(self) -> int:
        """The VP that accepting costs."""
        return max(0, self.power - 1)


@dataclasses.dataclass(frozen=True)
class FavorChoice:
    """Take a Favor tile (Temple, Sanctuary, power action ACT9)."""

    kind = "favor"
    label = "Favor tile choice"
    seat: int


@dataclasses.dataclass(frozen=True)
class TownChoice:
    """Take a Town tile for the town just founded."""

    kind = "town"
    label = "Town tile choice"
    seat: int


@dataclasses.dataclass(frozen=True)
class CultChoice:
    """Spend `steps` cult steps on one cult track of your choice."""

    kind = "cult"
    label = "cult step choice"
    seat: int
    steps: int


@dataclasses.dataclass(frozen=True)
class SpadeUse:
    """Use `spades` free spades of one action (building a Dwelling with them when
    `may_build`), or stop (Terra Mystica — Transform and Build; `building.spade_problem`):
    `flown`: the hex this action's one carpet flight / tunnel reached (-1: not used yet);
    `first`: no hex transformed yet (extra spades are paid only for the first hex);
    `home_only`: a hex was left short of the home terrain with spades to spare, so the next
    transform must reach the home terrain; `dug`: spades the Alchemists dug, all to be used;
    `built`: the hex of this action's Dwelling (-1: none yet) — the spades after it are
    used as if it were not there, since every transform comes before the build."""

    kind = "spades"
    label = "spade use"
    seat: int
    spades: int
    may_build: bool
    flown: int = -1
    first: bool = True
    home_only: bool = False
    dug: bool = False
    built: int = -1


@dataclasses.dataclass(frozen=True)
class BridgePlacement:
    """Place one of your bridges."""

    kind = "bridge"
    label = "bridge placement"
    seat: int


@dataclasses.dataclass(frozen=True)
class DarklingsPriests:
    """Darklings' Stronghold: turn 0–3 workers into priests, once."""

    kind = "darklings"
    label = "Darklings' priest conversion"
    seat: int


@dataclasses.dataclass(frozen=True)
class FreeTradingHouse:
    """Swarmlings' Stronghold action: one of your Dwellings becomes a Trading house, free."""

    kind = "free_tp"
    label = "Swarmlings' free Trading house"
    seat: int


@dataclasses.dataclass(frozen=True)
class RiverTown:
    """Mermaids: found a town across one river space next to the group at `hex`, or not."""

    kind = "river_town"
    label = "Mermaids' river town"
    seat: int
    hex: int


@dataclasses.dataclass(frozen=True)
class CultistsTally:
    """After the power offers of the Cultists' build at `seat`: 1 cult step when an opponent
    took power (`taken`), else 1 power when one declined (`declined`)."""

    kind = "cultists"
    label = "Cultists' reward for the power offers"
    seat: int
    taken: bool = False
    declined: bool = False
    waited: bool = False  # an offer of its build was let wait (option offers-wait)
    hex: int = -1  # the build's hex and structure
    structure: str = ""


@dataclasses.dataclass(frozen=True)
class FireFavorChoice:
    """The new fire favor tile's one-time bonus."""

    kind = "fav13"
    label = "new fire favor bonus"
    seat: int


@dataclasses.dataclass(frozen=True)
class DoubleTurn:
    """Chaos Magicians' Stronghold action: `left` main actions still to take in this turn
    (each with its follow-ups; the finish step and the power offers wait behind)."""

    kind = "double_turn"
    label = "Chaos Magicians' double turn (take an action)"
    seat: int
    left: int


@dataclasses.dataclass(frozen=True)
class TurnEnd:
    """The main action and its follow-ups are done: convert or burn for free, then end the
    turn (the power offers of the action wait behind this step)."""

    kind = "finish_turn"
    label = "finish the turn (convert, burn or end the turn)"
    seat: int


Decision = (
    PowerOffer
    | FavorChoice
    | TownChoice
    | CultChoice
    | SpadeUse
    | BridgePlacement
    | DarklingsPriests
    | FreeTradingHouse
    | RiverTown
    | CultistsTally
    | FireFavorChoice
    | DoubleTurn
    | TurnEnd
    | LayerDecision
)
DECISIONS: tuple[type[Decision], ...] = (
    PowerOffer,
    FavorChoice,
    TownChoice,
    CultChoice,
    SpadeUse,
    BridgePlacement,
    DarklingsPriests,
    FreeTradingHouse,
    RiverTown,
    CultistsTally,
    FireFavorChoice,
    DoubleTurn,
    TurnEnd,
)
DECISION_LABELS = {d.kind: d.label for d in DECISIONS}  # with an expansion's (layers.py)


@dataclasses.dataclass(frozen=True)
class State(Derived):
    """Everything about a game of Terra Mystica (an expansion keeps its own part in `expansion`)."""

    players: tuple[str, ...]
    factions: tuple[str, ...]
    seed: int
    chance: int  # chance events drawn so far
    step: str  # phase id
    round: int  # 0 during setup, then 1..6
    turn: int  # whose turn in Phase II (or setup placement)
    order: tuple[int, ...]  # turn order of this round
    next_order: tuple[int, ...]  # pass order (next round's turn order)
    queue: tuple[int, ...]  # setup placements still to come
    seats: tuple[Seat, ...]
    terrain: tuple[str, ...]
    owner: tuple[int, ...]  # seat owning the structure on each hex, -1 none
    building: tuple[str, ...]  # structure on each hex, "" none
    town_hexes: frozenset[int]
    bridges: tuple[tuple[int, int, int], ...]  # (hex a, hex b, seat)
    round_tiles: tuple[int, ...]
    bonus_pool: tuple[tuple[str, int], ...]  # (card, coins on it)
    favor_pool: tuple[tuple[str, int], ...]  # (tile, copies left)
    town_pool: tuple[tuple[str, int], ...]  # (tile, copies left)
    power_used: frozenset[str]
    cult_order: tuple[int, int, int, int]  # priests on each cult's order spaces
    pending: tuple[Decision, ...] = ()
    acted: bool = False  # the player on turn has taken the main action
    box: str = "base"  # "base": Terra Mystica alone, else an expansion's box (boxes.py)
    options: frozenset[str] = frozenset()  # the base game's league options (boxes.py)
    waiting: tuple[Decision, ...] = ()  # power offers let wait (option offers-wait: waiting.py)
    river_links: frozenset[int] = frozenset()  # river spaces a Mermaids' town crossed (towns.py)
    # An expansion layer's own part of the state, which the engine never reads (Merchants of
    # the Seas: merchants_seas/fleet.py's ships, trade markers and Docks); None in the base game.
    expansion: Any = None

    @derived
    def facts(self) -> BoardFacts:
        """What the board tells about each seat (shared by every state with this board)."""
        return board_facts(self.owner, self.building, self.bridges)

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now (None once the game is over)."""
        if self.step == "over":
            return None
        if self.pending:
            return self.pending[0].seat
        return self.turn

    @property
    def phase_id(self) -> str:
        """Stable slug of the current step."""
        return self.step

    @property
    def phase(self) -> str:
        """The rulebook step in words (round included)."""
        label = PHASE_LABELS[self.step]
        if self.step in ("income", "actions", "cult_bonus"):
            return f"Round {self.round}: {label}"
        return label


D = TypeVar("D", bound=Decision)


def decision(state: State, kind: type[D]) -> D:
    """The decision being taken now, which must be a `kind` (the phase table sees to it)."""
    head = state.pending[0]
    if not isinstance(head, kind):
        raise TypeError(f"the decision now is {type(head).__name__}, not {kind.__name__}")
    return head


STATE_CLASSES = (State, Seat, *DECISIONS)


def with_seat(state: State, seat: int, **changes: Any) -> State:
    """A copy of `state` whose `seats[seat]` has some fields changed."""
    seats = list(state.seats)
    seats[seat] = evolve(seats[seat], **changes)
    return evolve(state, seats=tuple(seats))


def with_pending(state: State, pending: tuple[Decision, ...]) -> State:
    """`state` with the decisions `pending` to take."""
    return evolve(state, pending=pending)
