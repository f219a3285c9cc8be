"""The ruleset protocol and the registry that maps a game's name to its ruleset."""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
from typing import Any, Callable, Mapping, Sequence

from .actions import Action, ActionCodec
from .errors import SkywidgetsError
from .scoring import ScoreSheet
from .serial import decoder, encode

State = Any


@dataclasses.dataclass(frozen=True)
class Ruleset:
    """Everything the shared machinery needs from one rulebook's pure rule model.

    Required functions:
      new_game(players: list[str], seed: int, **options) -> State
      legal_actions(state) -> list[Action]     (complete and exact)
      apply(state, action) -> State            (or raise IllegalAction; never half-applies)
      view(state, seat: int | None) -> dict    (JSON-safe; None = the teacher's view)
      scores(state) -> ScoreSheet               (in-game and final points, explained)
      is_over(state) -> bool
    Declared data: player range and default names, `option_sets` (every mode/variant the
    conformance tests must cover), `phases` as (phase_id, label) in rulebook order.
    Optional: score_position(dict) -> ScoreSheet for `skywidgets score`;
      reveals(before, after) -> bool, true when a step shows hidden information
      (a strict undo policy will not step back across it);
      automaton(state) -> Action | None, the move a rulebook automaton makes now;
      hidden_check(state, seat, view) -> problems: what a seat's view shows that it must not;
      invariants(state) -> problems: conservation of pieces, cards, cubes, money.
    Action labels are public: they go into every seat's log, so they never name hidden cards.
    State objects must have `current_player` (int or None), `phase`, `phase_id`, `players`.
    """

    name: str
    title: str
    new_game: Callable[..., State]
    legal_actions: Callable[[State], list[Action]]
    apply: Callable[[State, Action], State]
    view: Callable[[State, int | None], dict]
    scores: Callable[[State], ScoreSheet]
    is_over: Callable[[State], bool]
    action_classes: Sequence[type[Action]]
    state_classes: Sequence[type]
    min_players: int = 1
    max_players: int = 4
    default_players: Sequence[str] = ("A", "B")
    option_sets: Sequence[Mapping[str, Any]] = ({},)
    phases: Sequence[tuple[str, str]] = ()
    score_position: Callable[[Mapping[str, Any]], ScoreSheet] | None = None
    reveals: Callable[[State, State], bool] | None = None
    hidden_check: Callable[[State, int, dict], list[str]] | None = None
    invariants: Callable[[State], list[str]] | None = None
    max_steps: int = 5000
    automaton: Callable[[State], Action | None] | None = None

    @property
    def codec(self) -> ActionCodec:
        """The JSON codec of this game's actions."""
        return _codec(self)

    def action_from_json(self, data: Any) -> Action:
        """Build one of this game's actions from JSON (raises ActionFormatError)."""
        return self.codec.from_json(data)

    def state_to_json(self, state: State) -> Any:
        """The state as plain JSON."""
        return encode(state)

    def state_from_json(self, data: Any) -> State:
        """A state rebuilt from `state_to_json` output."""
        return decoder(self.state_classes)(data)

    def winners(self, state: State) -> list[str]:
        """The winners by the rulebook's tie-breaks (empty while the game runs)."""
        if not self.is_over(state):
            return []
        return list(self.scores(state).winners)


_CODECS: dict[str, ActionCodec] = {}


def _codec(ruleset: Ruleset) -> ActionCodec:
    if ruleset.name not in _CODECS:
        _CODECS[ruleset.name] = ActionCodec(list(ruleset.action_classes))
    return _CODECS[ruleset.name]


GAMES = ("sky_islands", "sky_towers", "traders_air", "merchants_seas")
_REGISTRY: dict[str, Ruleset] = {}


class UnknownGame(SkywidgetsError):
    """A game name that is not one of the registered rulebooks."""


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset to the registry (each game module calls this once)."""
    _REGISTRY[ruleset.name] = ruleset
    return ruleset


def available() -> list[str]:
    """Names of the games whose rule models are present."""
    out = []
    for name in GAMES:
        try:
            get(name)
        except UnknownGame:
            continue
        out.append(name)
    return out


def get(name: str | Ruleset) -> Ruleset:
    """The ruleset registered under `name` (imports its game package on first use)."""
    if isinstance(name, Ruleset):
        return name
    if name not in _REGISTRY and name in GAMES:
        try:
            importlib.import_module(f"skywidgets.games.{name}")
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith(f"skywidgets.games.{name}"):
                pass
            else:
                raise
    if name not in _REGISTRY:
        known = ", ".join(n for n in GAMES if n in _REGISTRY or _importable(n))
        raise UnknownGame(f"unknown game {name!r} (known: {known or 'none'})")
    return _REGISTRY[name]


def _importable(name: str) -> bool:
    return importlib.util.find_spec(f"skywidgets.games.{name}") is not None
