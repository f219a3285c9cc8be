"""Every move and decision of the game as a frozen Action (hexes are board indexes)."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action

from . import tables
from .digging import Dig as Dig  # the Alchemists dig first
from .faction_actions import ConnectRiver as ConnectRiver  # the new factions' answers
from .hexnames import hex_name as _h
from .leaving import LeaveGame as LeaveGame  # snellman's drop-faction (an option)
from .step_back import StepBack as StepBack  # snellman's TW5 workaround (an option)
from .waiting import LetWait as LetWait  # snellman's offers answered later (an option)


@dataclasses.dataclass(frozen=True)
class PlaceDwelling(Action):
    """Setup: place one initial Dwelling on a free home-terrain hex."""

    kind = "place_dwelling"
    hex: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"place an initial Dwelling on {_h(self.hex)}"


@dataclasses.dataclass(frozen=True)
class ChooseBonus(Action):
    """Setup: take a Bonus card."""

    kind = "choose_bonus"
    card: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"take Bonus card {self.card}"


@dataclasses.dataclass(frozen=True)
class TransformAndBuild(Action):
    """Transform a reachable hex to `terrain` with spades, optionally building a Dwelling.

    ship: hex of an adjacent ship returned to pay the Dwelling, or -1 to pay normally."""

    kind = "transform_and_build"
    hex: int
    terrain: str
    build: bool
    ship: int = -1

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        what = tables.TERRAIN_NAMES.get(self.terrain, self.terrain)
        text = f"make {_h(self.hex)} {what}"
        if self.build:
            text += " and build a Dwelling"
            if self.ship >= 0:
                text += f", paid by returning the ship at {_h(self.ship)}"
        return text


@dataclasses.dataclass(frozen=True)
class Upgrade(Action):
    """Upgrade one of your structures (D→TP, TP→TE/SH/SY, TE→SA)."""

    kind = "upgrade"
    hex: int
    to: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"upgrade {_h(self.hex)} to a {tables.STRUCTURE_NAMES.get(self.to, self.to)}"


@dataclasses.dataclass(frozen=True)
class PowerAction(Action):
    """Take one of the power actions (each once per round)."""

    kind = "power_action"
    id: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        act = tables.POWER_ACTIONS.get(self.id)
        return f"power action {self.id}: {act[2]}" if act else f"power action {self.id}"


@dataclasses.dataclass(frozen=True)
class Special(Action):
    """A special action: bonus card, favor tile, Stronghold, Shipyard board or faction."""

    kind = "special"
    what: str  # bonus | FAV6 | move_ships | build_ship | engineers_bridge | giants_spades...

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return {
            "bonus": "use the Bonus card's special action",
            "FAV6": "use the favor tile's cult step",
            "move_ships": "move ships (Shipyard board)",
            "build_ship": "build a ship (Shipyard special action)",
            "engineers_bridge": "build a Bridge for 2 workers (Engineers)",
            "giants_spades": "take 2 free spades (Giants' Stronghold)",
            "swarmlings_tp": "upgrade a Dwelling to a Trading house for free (Swarmlings)",
            "auren_cult": "2 steps on one cult track (Auren's Stronghold)",
            "chaos_double": "take a double turn: two actions (Chaos Magicians' Stronghold)",
        }.get(self.what, f"special action {self.what}")


@dataclasses.dataclass(frozen=True)
class WitchesRide(Action):
    """Witches' Stronghold: a free Dwelling on any free forest hex."""

    kind = "witches_ride"
    hex: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"Witches' Ride: build a Dwelling on {_h(self.hex)}"


@dataclasses.dataclass(frozen=True)
class Sandstorm(Action):
    """Nomads' Stronghold: turn a directly adjacent hex into desert, optionally build."""

    kind = "sandstorm"
    hex: int
    build: bool

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"Sandstorm on {_h(self.hex)}" + (" and build a Dwelling" if self.build else "")


@dataclasses.dataclass(frozen=True)
class Convert(Action):
    """A free conversion (PW>C, PW>W, PW>P, P>W, W>C) or BURN."""

    kind = "convert"
    what: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        if self.what == "BURN":
            return "burn power (2 from bowl II, 1 to bowl III)"
        return f"convert {self.what.replace('>', ' to ')}"


@dataclasses.dataclass(frozen=True)
class Advance(Action):
    """Advance on the Shipping (Range) track or the exchange (dig) track."""

    kind = "advance"
    track: str  # shipping | dig

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"advance on the {self.track} track"


@dataclasses.dataclass(frozen=True)
class SendPriest(Action):
    """Send a priest to a cult: to an order space (3 or 2 steps) or for 1 step."""

    kind = "send_priest"
    cult: str
    order: bool

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        where = "an order space" if self.order else "one step"
        return f"send a priest to {self.cult.title()} ({where})"


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """Pass for the round, taking a Bonus card (none in round 6)."""

    kind = "pass"
    card: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"pass and take {self.card}" if self.card else "pass"


@dataclasses.dataclass(frozen=True)
class Leech(Action):
    """Accept or decline a power offer of `power` (accepting costs power − 1 VP)."""

    kind = "leech"
    accept: bool
    power: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        if self.power < 1:
            return "accept the power offer" if self.accept else "decline the power offer"
        cost = self.power - 1
        price = f"for {cost} VP" if cost else "at no VP cost"
        if self.accept:
            return f"accept the offer: gain {self.power} power {price}"
        return f"decline the offer of {self.power} power (keep your VP)"


@dataclasses.dataclass(frozen=True)
class TakeFavor(Action):
    """Take a Favor tile."""

    kind = "take_favor"
    tile: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"take favor tile {self.tile}"


@dataclasses.dataclass(frozen=True)
class TakeTown(Action):
    """Take a Town tile for the town just founded."""

    kind = "take_town"
    tile: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"take town tile {self.tile}"


@dataclasses.dataclass(frozen=True)
class ChooseCult(Action):
    """Choose the cult track for pending cult steps."""

    kind = "choose_cult"
    cult: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"advance on {self.cult.title()}"


@dataclasses.dataclass(frozen=True)
class PlaceBridge(Action):
    """Place a Bridge between two land hexes across a river edge."""

    kind = "place_bridge"
    a: int
    b: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"bridge {_h(self.a)} and {_h(self.b)}"


@dataclasses.dataclass(frozen=True)
class DarklingsConvert(Action):
    """Darklings' Stronghold: turn `n` (0–3) workers into priests, once."""

    kind = "darklings_convert"
    n: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return f"turn {self.n} workers into priests (Darklings' Stronghold)"


@dataclasses.dataclass(frozen=True)
class FireFavorBonus(Action):
    """The new fire favor's one-time bonus: 0 shipping + worker, 1–4 priest to an order and
    4 coins (fire, water, earth, air), 5–8 one cult step and 4 coins."""

    kind = "fire_favor_bonus"
    option: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        if self.option == 0:
            return "fire favor bonus: +1 shipping and 1 worker"
        cult = tables.CULTS[(self.option - 1) % 4].title() if 1 <= self.option <= 8 else "?"
        if self.option <= 4:
            return f"fire favor bonus: a priest to the {cult} order and 4 coins"
        return f"fire favor bonus: one step on {cult} and 4 coins"


@dataclasses.dataclass(frozen=True)
class Finish(Action):
    """Stop using spades or moving ships (the rest is forfeited)."""

    kind = "finish"

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return "finish"


@dataclasses.dataclass(frozen=True)
class EndTurn(Action):
    """End your turn after the main action (no more conversions or burning this turn)."""

    kind = "end_turn"

    @property
    def label(self) -> str:
        """The move in plain words, for every seat\'s log."""
        return "end the turn"


ACTION_CLASSES = (
    PlaceDwelling,
    ChooseBonus,
    TransformAndBuild,
    Upgrade,
    PowerAction,
    Special,
    WitchesRide,
    Sandstorm,
    Convert,
    Advance,
    SendPriest,
    Pass,
    Leech,
    TakeFavor,
    TakeTown,
    ChooseCult,
    PlaceBridge,
    DarklingsConvert,
    FireFavorBonus,
    Finish,
    EndTurn,
    ConnectRiver,
    LeaveGame,
    StepBack,
    Dig,
    LetWait,
)
