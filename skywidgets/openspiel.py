"""Any skywidgets ruleset as an OpenSpiel game (`pip install skywidgets[openspiel]`).

`load("sky_islands", players=2)` returns a `pyspiel.Game` registered as
`python_skywidgets_sky_islands`, so OpenSpiel's algorithms and its own test suite
(`pyspiel.random_sim_test`) run on our rule models. Choices:

- Sequential and, from OpenSpiel's side, deterministic: every shuffle and draw comes from the
  seed carried in our state, fixed when the game is set up (like a deck shuffled before play),
  so no chance node is exposed and cloning a state clones its future draws. (A sampled-
  stochastic type would make OpenSpiel's tests ask for an RNG state that a Python game cannot
  hand over.) Imperfect information unless the ruleset declares `perfect_information`; each
  `new_initial_state()` deals with the next seed.
- Action ids: the rank of an action among the state's legal actions sorted by their JSON, so
  the same information state always lists the same ids for the same moves
  (`action_to_string` gives the move's label).
- A rulebook automaton (Taroma) is part of the environment: its moves are applied at once, and
  it is not an OpenSpiel player.
- Observations are our `view(state, seat)` (only what that seat may see); an information state
  adds the public labels of every move so far. Returns are final score margins (own total
  minus the best other seat's), zero until the end.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from .core import Action, Ruleset, get

MAX_ACTIONS = 100_000
MAX_MARGIN = 10_000.0
_REGISTERED: set[str] = set()


def short_name(name: str) -> str:
    """The OpenSpiel name of a skywidgets game."""
    return f"python_skywidgets_{name}"


def load(name: str, players: int | None = None, seed: int = 0, **options: Any) -> pyspiel.Game:
    """A pyspiel game wrapping the ruleset `name` with `players` seats and these options."""
    ruleset = get(name)
    register(ruleset)
    count = players if players is not None else len(ruleset.seats.default_players)
    params = {"players": int(count), "seed": int(seed), "options": json.dumps(options)}
    return pyspiel.load_game(short_name(ruleset.name), params)


def _game_type(ruleset: Ruleset) -> pyspiel.GameType:
    information = (
        pyspiel.GameType.Information.PERFECT_INFORMATION
        if ruleset.checks.perfect_information
        else pyspiel.GameType.Information.IMPERFECT_INFORMATION
    )
    return pyspiel.GameType(
        short_name=short_name(ruleset.name),
        long_name=f"skywidgets {ruleset.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=information,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=ruleset.seats.max_players,
        min_num_players=ruleset.seats.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={
            "players": len(ruleset.seats.default_players),
            "seed": 0,
            "options": "{}",
        },
    )


def register(ruleset: Ruleset) -> None:
    """Register `ruleset` with OpenSpiel (once per process)."""
    if ruleset.name in _REGISTERED:
        return
    game_type = _game_type(ruleset)
    # one module-level class per game: pyspiel keeps the class for the life of the process
    cls = type(
        f"SkywidgetsGame_{ruleset.name}",
        (SkywidgetsGame,),
        {"RULESET": ruleset, "GAME_TYPE": game_type, "__module__": __name__},
    )
    globals()[cls.__name__] = cls
    pyspiel.register_game(game_type, cls)
    _REGISTERED.add(ruleset.name)


class SkywidgetsGame(pyspiel.Game):  # type: ignore[misc]
    """A pyspiel game over one ruleset, player count, seed and options."""

    RULESET: Ruleset
    GAME_TYPE: pyspiel.GameType

    def __init__(self, params: dict[str, Any] | None = None):
        params = params or {}
        ruleset = self.RULESET
        game_type = self.GAME_TYPE
        self.ruleset = ruleset
        self.players = int(params.get("players", len(ruleset.seats.default_players)))
        self.seed = int(params.get("seed", 0))
        self.options = json.loads(params.get("options", "{}"))
        self.names = [f"P{i + 1}" for i in range(self.players)]
        ruleset.check_players(self.names, self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=MAX_ACTIONS,
            max_chance_outcomes=0,
            num_players=self.players,
            min_utility=-MAX_MARGIN,
            max_utility=MAX_MARGIN,
            utility_sum=None,
            max_game_length=ruleset.checks.max_steps,
        )
        super().__init__(game_type, info, params)
        self._deals = 0

    def new_initial_state(self) -> SkywidgetsState:
        """A new game; each new initial state deals with the next seed."""
        seed = self.seed + self._deals
        self._deals += 1
        return SkywidgetsState(self, self.ruleset.start(self.names, seed=seed, **self.options))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> SkywidgetsObserver:
        """An observer that shows a seat only its own view."""
        return SkywidgetsObserver(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False))


class SkywidgetsState(pyspiel.State):  # type: ignore[misc]
    """A pyspiel state over one of our immutable states."""

    def __init__(self, game: SkywidgetsGame, state: Any, labels: tuple[str, ...] = ()):
        super().__init__(game)
        self.ruleset = game.ruleset
        self.labels = labels
        self.inner = self._automaton(state)

    def _automaton(self, state: Any) -> Any:
        automaton = self.ruleset.automaton
        while automaton is not None and not self.ruleset.is_over(state):
            action = automaton(state)
            if action is None:
                break
            self.labels = (*self.labels, action.label)
            state = self.ruleset.apply(state, action)
        return state

    def legal(self) -> list[Action]:
        """Our legal actions in id order (sorted by their JSON)."""
        actions = self.ruleset.legal_actions(self.inner)
        actions.sort(key=lambda a: json.dumps(a.to_json(), sort_keys=True))
        if len(actions) > MAX_ACTIONS:
            raise ValueError(f"{len(actions)} legal actions exceed the id space")
        return actions

    def current_player(self) -> int:
        """The seat to act, or TERMINAL."""
        if self.ruleset.is_over(self.inner):
            return int(pyspiel.PlayerId.TERMINAL)
        return int(self.inner.current_player)

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(len(self.legal())))

    def _apply_action(self, action: int) -> None:
        move = self.legal()[action]
        self.labels = (*self.labels, move.label)
        self.inner = self._automaton(self.ruleset.apply(self.inner, move))

    def _action_to_string(self, player: int, action: int) -> str:
        """The move's label; where two moves share a public label (a card put back face down),
        the acting seat's string adds the move itself, so each string names one move."""
        legal = self.legal()
        move = legal[action]
        if sum(other.label == move.label for other in legal) > 1:
            return f"{move.label} {json.dumps(move.to_json(), sort_keys=True)}"
        return move.label

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return bool(self.ruleset.is_over(self.inner))

    def returns(self) -> list[float]:
        """Final score margins (own total minus the best other seat's); zeros until the end."""
        players = self.get_game().num_players()
        if not self.is_terminal():
            return [0.0] * players
        totals = self.ruleset.scores(self.inner).totals()
        seats = list(self.inner.players)
        out = []
        for seat in range(players):
            own = totals.get(seats[seat], 0)
            others = [totals.get(name, 0) for i, name in enumerate(seats) if i != seat]
            out.append(float(own - max(others)) if others else float(own))
        return out

    def rewards(self) -> list[float]:
        """The returns at the end, zeros before (terminal reward model)."""
        return self.returns()

    def __str__(self) -> str:
        return json.dumps(self.ruleset.view(self.inner, None), sort_keys=True)


class SkywidgetsObserver:
    """Strings from `view(state, seat)`: nothing a seat may not see."""

    def __init__(self, iig_obs_type: Any):
        self.iig_obs_type = iig_obs_type
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: SkywidgetsState, player: int) -> None:
        """No tensor: only strings are provided."""

    def string_from(self, state: SkywidgetsState, player: int) -> str:
        """The seat's view (with the public move labels for a perfect-recall observer)."""
        private = self.iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        out: dict[str, Any] = {}
        if private or state.ruleset.checks.perfect_information:
            out["view"] = state.ruleset.view(state.inner, player)
        if self.iig_obs_type.perfect_recall or not out:
            out["moves"] = list(state.labels)
        return json.dumps(out, sort_keys=True, separators=(",", ":"))
