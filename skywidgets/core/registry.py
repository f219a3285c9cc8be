"""The ruleset protocol and the registry that maps a game's name to its ruleset."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from importlib.metadata import entry_points
from typing import Any

from .actions import Action, ActionCodec, echo
from .errors import IllegalAction, PositionError, SkywidgetsError
from .limits import check_names, check_seed, name_problem
from .options import RULE as OPTIONS_RULE
from .options import check_options
from .scoring import ScoreSheet
from .serial import decoder, encode

State = Any


@dataclasses.dataclass(frozen=True)
class Variant:
    """One declared way to set a game up: options and the player counts they allow.

    The conformance suite plays every variant at each of its counts; `players=None` means
    every count of the ruleset's range.
    """

    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    players: Sequence[int] | None = None


@dataclasses.dataclass(frozen=True)
class Seats:
    """Who may play: the player range and the rule cited when a count is wrong.

    `player_counts(options)` -> range, when a mode changes the range (else `min_players` to
    `max_players`); `default_players`: the seat names a board or a test uses by default.
    """

    min_players: int = 1
    max_players: int = 4
    players_rule: str = "setup"
    player_counts: Callable[[Mapping[str, Any]], range] | None = None
    default_players: Sequence[str] = ("A", "B")


@dataclasses.dataclass(frozen=True)
class Checks:
    """What the shared tests, records and undo check of a game (all optional).

    reveals(before, after) -> bool, true when a step shows hidden information (a strict undo
      policy will not step back across it);
    hidden_check(state, seat, view) -> problems: what a seat's view shows that it must not;
    invariants(state) -> problems: conservation of pieces, cards, cubes, money;
    reachable(state) -> problems: what play cannot produce beyond the invariants (points
      beyond their sources, rounds or money beyond the game's totals); a record's `start` is
      refused with them, while hand-built example positions need only pass `invariants`;
    max_steps: the most actions a game (and its record) may hold;
    perfect_information: no seat ever has anything hidden from the others.
    """

    reveals: Callable[[State, State], bool] | None = None
    hidden_check: Callable[[State, int, dict[str, Any]], list[str]] | None = None
    invariants: Callable[[State], list[str]] | None = None
    reachable: Callable[[State], list[str]] | None = None
    max_steps: int = 5000
    perfect_information: bool = False


@dataclasses.dataclass(frozen=True)
class Coach:
    """The game's knowledge for the bots and the coach (skywidgets.bots; all optional).

    determinize(state, seat, rng) -> a full state whose view(_, seat) equals the seat's view,
      everything else resampled (required when information is hidden: a bot never peeks);
    evaluate(state, seat) -> position value in points (beyond the score);
    rollout(state, rng) -> a quick playout move; `rollout.prior(state, seat, legal)`, when the
      policy has one, weighs the search root's moves (and `rollout.prior_words` words it);
    value_scale: the margin in points that counts as clearly ahead;
    explain(before, action, after, seat) -> one plain phrase saying what the move does for the
      seat, citing the rule that decides it; the coach adds what search expects.
    """

    determinize: Callable[[State, int, random.Random], State] | None = None
    evaluate: Callable[[State, int], float] | None = None
    rollout: Callable[[State, random.Random], Action] | None = None
    value_scale: float = 10.0
    explain: Callable[[State, Action, State, int], str] | None = None


@dataclasses.dataclass(frozen=True)
class Teaching:
    """What boards, tutorials and `skywidgets score` show of a game (all optional).

    phases: (phase_id, label) in rulebook order; reachable_phases(state) -> the ids of the
      phases a game like this one (its mode, its options) can reach, in its order, when fewer;
    describe(state, action) -> the action's label in the words of the position it is played in
      (e.g. "buy brown 1 (B1) from warehouse space 5 (Nemesis)"), public information only;
    score_position(dict) -> ScoreSheet for `skywidgets score`.
    """

    phases: Sequence[tuple[str, str]] = ()
    reachable_phases: Callable[[State], Sequence[str]] | None = None
    describe: Callable[[State, Action], str] | None = None
    score_position: Callable[[Mapping[str, Any]], ScoreSheet] | None = None


@dataclasses.dataclass(frozen=True)
class Ruleset:
    """Everything the shared machinery needs from one rulebook's pure rule model.

    The rules (required):
      new_game(players: tuple[str, ...], seed: int, **options) -> State
          (called through `start`, which has already checked the players)
      legal_actions(state) -> list[Action]     (complete and exact)
      apply(state, action) -> State            (or raise IllegalAction; never half-applies)
      view(state, seat: int | None) -> dict    (JSON-safe; None = the teacher's view)
      scores(state) -> ScoreSheet               (in-game and final points, explained)
      is_over(state) -> bool
      action_classes, state_classes: the classes records and messages may name.
    Optional: `automaton(state)` -> Action | None, the move a rulebook automaton makes now;
    `variants`, every mode the conformance tests must cover. Then the groups, each optional
    as a whole: `seats` (who may play), `checks` (what tests and records check), `coach` (the
    game's knowledge for the bots), `teaching` (what boards and tutorials show).
    Action labels are public: they go into every seat's log, so they never name hidden cards;
    `label(state, action)` uses `teaching.describe`, else `action.label`.
    States follow the `GameState` protocol (`current_player`, `phase`, `phase_id`, `players`).
    """

    name: str
    title: str
    new_game: Callable[..., State]
    legal_actions: Callable[[State], list[Action]]
    apply: Callable[[State, Action], State]
    view: Callable[[State, int | None], dict[str, Any]]
    scores: Callable[[State], ScoreSheet]
    is_over: Callable[[State], bool]
    action_classes: Sequence[type[Action]]
    state_classes: Sequence[type]
    automaton: Callable[[State], Action | None] | None = None
    variants: Sequence[Variant] = (Variant(),)
    seats: Seats = Seats()
    checks: Checks = Checks()
    coach: Coach = Coach()
    teaching: Teaching = Teaching()

    @property
    def codec(self) -> ActionCodec:
        """The JSON codec of this game's actions."""
        return _codec(self)

    def label(self, state: State, action: Action) -> str:
        """The action in plain words, as the board shows the position it is played in."""
        if self.teaching.describe is not None:
            return self.teaching.describe(state, action)
        return action.label

    def phases_of(self, state: State) -> tuple[tuple[str, str], ...]:
        """The (phase_id, label) pairs the game of `state` can reach, in the order it meets them."""
        if self.teaching.reachable_phases is None:
            return tuple(self.teaching.phases)
        labels = dict(self.teaching.phases)
        return tuple((pid, labels[pid]) for pid in self.teaching.reachable_phases(state))

    def counts(self, options: Mapping[str, Any] | None = None) -> range:
        """The numbers of players the game allows with these options."""
        if self.seats.player_counts is not None:
            return self.seats.player_counts(options or {})
        return range(self.seats.min_players, self.seats.max_players + 1)

    def check_players(
        self, players: Sequence[Any], options: Mapping[str, Any] | None = None
    ) -> tuple[str, ...]:
        """The seat names as a tuple, or IllegalAction: a count outside the range, a name twice."""
        names = tuple(str(p) for p in players)
        allowed = self.counts(options)
        if len(names) not in allowed:
            span = (
                f"{allowed.start}"
                if len(allowed) == 1
                else f"{allowed.start} to {allowed.stop - 1}"
            )
            raise IllegalAction(
                self.seats.players_rule, f"this game is for {span} players, not {len(names)}"
            )
        return check_names(names, self.seats.players_rule)

    def start(self, players: Sequence[Any], seed: int = 0, **options: Any) -> State:
        """A new game after checking options, players and seed (the one way to set a game up)."""
        options = check_options(self, options)
        names = self.check_players(players, options)
        seed = check_seed(seed)
        try:
            return self.new_game(players=names, seed=seed, **options)
        except (TypeError, ValueError) as exc:  # an option value the game cannot use
            raise IllegalAction(
                OPTIONS_RULE,
                f"{self.name} cannot be set up with these options "
                f"({type(exc).__name__}: {echo(str(exc))})",
            ) from None

    def score_file(self, position: Mapping[str, Any]) -> ScoreSheet:
        """The sheet of a `skywidgets score` position, whose players must have proper names."""
        if self.teaching.score_position is None:
            raise PositionError("game", f"{self.name} has no scoring position format yet")
        sheet = self.teaching.score_position(position)
        problem = next(filter(None, map(name_problem, sheet.players)), None)
        if problem:
            raise PositionError("players", problem)
        return sheet

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


ENTRY_POINT_GROUP = "skywidgets.games"
_REGISTRY: dict[str, Ruleset] = {}


class UnknownGame(SkywidgetsError):
    """A game name that is not one of the registered rulebooks."""


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset to the registry (each game module calls this once)."""
    _REGISTRY[ruleset.name] = ruleset
    return ruleset


def _entry_points() -> dict[str, Any]:
    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def available() -> list[str]:
    """Names of the installed games (the `skywidgets.games` entry points, in declared order)."""
    return list(_entry_points())


def get(name: str | Ruleset) -> Ruleset:
    """The ruleset registered under `name` (loads its entry point on first use)."""
    if isinstance(name, Ruleset):
        return name
    if name not in _REGISTRY:
        ep = _entry_points().get(name)
        if ep is not None:
            loaded = ep.load()
            if isinstance(loaded, Ruleset):
                _REGISTRY.setdefault(loaded.name, loaded)
    if name not in _REGISTRY:
        known = ", ".join(available())
        raise UnknownGame(f"unknown game {name!r} (known: {known or 'none'})")
    return _REGISTRY[name]
