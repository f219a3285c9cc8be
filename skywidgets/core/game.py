"""The Game session: a ruleset plus a state history with undo, redo, records and observers."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .actions import Action
from .coaching import coach
from .errors import IllegalAction
from .files import write_text
from .limits import check_seed
from .options import check_options
from .registry import Ruleset, get
from .scoring import ScoreSheet
from .state import GameState

Observer = Callable[["Game"], None]


class Game:
    """One game being played: the states so far, the actions between them, and a cursor.

    `states[0]` is the setup; `actions[i]` leads from `states[i]` to `states[i + 1]`.
    `step` is the cursor: undo moves it back, redo forward, a new move drops the future.
    """

    def __init__(
        self,
        ruleset: str | Ruleset,
        players: Sequence[str] | None = None,
        seed: int = 0,
        undo_policy: str = "teaching",
        **options: Any,
    ) -> None:
        self.ruleset = get(ruleset)
        if players is None:
            players = list(self.ruleset.seats.default_players)
        if undo_policy not in ("teaching", "strict"):
            raise ValueError("undo_policy must be 'teaching' or 'strict'")
        self.options = check_options(self.ruleset, options)
        self.players = list(self.ruleset.check_players(players, options))
        self.seed = check_seed(seed)
        self.undo_policy = undo_policy
        self.states: list[GameState] = [
            self.ruleset.start(self.players, seed=self.seed, **self.options)
        ]
        self.actions: list[Action] = []
        self.step = 0
        self.start_position = False
        self._observers: list[Observer] = []

    @classmethod
    def from_state(
        cls, ruleset: str | Ruleset, state: GameState, undo_policy: str = "teaching", **options: Any
    ) -> Game:
        """A session whose step 0 is a given position (a rulebook example, a puzzle).

        Its record carries that position as `start`, so it replays exactly.
        """
        if not isinstance(state, GameState):
            raise TypeError(
                f"{type(state).__name__} is not a game state (it needs "
                "players, current_player, phase and phase_id)"
            )
        game = cls.__new__(cls)
        game.ruleset = get(ruleset)
        game.players = [str(p) for p in state.players]
        game.seed = int(getattr(state, "seed", 0))
        game.options = check_options(game.ruleset, options)
        if undo_policy not in ("teaching", "strict"):
            raise ValueError("undo_policy must be 'teaching' or 'strict'")
        game.undo_policy = undo_policy
        game.states = [state]
        game.actions = []
        game.step = 0
        game.start_position = True
        game._observers = []
        return game

    # -- reading -----------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The state at the cursor."""
        return self.states[self.step]

    @property
    def seats(self) -> list[str]:
        """The names of the game's seats (a rulebook automaton such as Taroma included)."""
        return list(self.state.players)

    @property
    def history(self) -> list[Action]:
        """The actions played up to the cursor."""
        return self.actions[: self.step]

    def legal(self) -> list[Action]:
        """Every legal action now."""
        return self.ruleset.legal_actions(self.state)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What `seat` may see now (None: the teacher's all-seeing view)."""
        return self.ruleset.view(self.state, seat)

    def scores(self) -> ScoreSheet:
        """The explained score sheet now."""
        return self.ruleset.scores(self.state)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.ruleset.is_over(self.state)

    def winners(self) -> list[str]:
        """The winners once the game is over."""
        return self.ruleset.winners(self.state)

    def hint(
        self,
        seat: int | None = None,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        seed: int = 0,
    ) -> Any:
        """The coach's best move for `seat` (None: whoever acts), why, and the runners-up."""
        return coach().hint(
            self.ruleset, self.state, seat, iterations=iterations, seconds=seconds, seed=seed
        )

    def review(
        self, seat: int | None = None, *, iterations: int | None = None, seed: int = 0
    ) -> Any:
        """Each decision so far (of `seat`, or of every seat) against the search's best."""
        return coach().review(
            self.ruleset,
            self.states[: self.step + 1],
            self.history,
            seat,
            iterations=iterations,
            seed=seed,
        )

    # -- changing ------------------------------------------------------------
    def play(self, action: Action | Mapping[str, Any] | str) -> Any:
        """Play one action (object, JSON dict or JSON text); raises IllegalAction."""
        if self.step >= self.ruleset.checks.max_steps:
            raise IllegalAction(
                "game length",
                f"this game has {self.step} moves, the most a {self.ruleset.name} record holds",
            )
        if not isinstance(action, Action):
            action = self.ruleset.action_from_json(action)
        new_state = self.ruleset.apply(self.state, action)
        del self.states[self.step + 1 :]
        del self.actions[self.step :]
        self.states.append(new_state)
        self.actions.append(action)
        self.step += 1
        self._notify()
        return new_state

    def play_automaton(self) -> Action | None:
        """Let the rulebook automaton take its next action, if it is its turn."""
        if self.ruleset.automaton is None:
            return None
        action = self.ruleset.automaton(self.state)
        if action is not None:
            self.play(action)
        return action

    def can_undo(self) -> bool:
        """Whether undo is allowed now (strict policy: not across a reveal)."""
        if self.step == 0:
            return False
        if self.undo_policy == "strict" and self.ruleset.checks.reveals is not None:
            return not self.ruleset.checks.reveals(self.states[self.step - 1], self.state)
        return True

    def can_redo(self) -> bool:
        """Whether there is an undone action to play again."""
        return self.step < len(self.actions)

    def undo(self) -> None:
        """Step back one action."""
        if not self.can_undo():
            raise IllegalAction(
                "undo policy",
                "nothing to undo"
                if self.step == 0
                else "strict undo: this step revealed hidden information",
            )
        self.step -= 1
        self._notify()

    def redo(self) -> None:
        """Play the next undone action again."""
        if not self.can_redo():
            raise IllegalAction("undo policy", "nothing to redo")
        self.step += 1
        self._notify()

    def replay_to(self, step: int) -> None:
        """Move the cursor to any step of the recorded history (teaching mode)."""
        if not 0 <= step <= len(self.actions):
            raise IllegalAction("undo policy", f"step must be between 0 and {len(self.actions)}")
        if self.undo_policy == "strict" and self.ruleset.checks.reveals is not None:
            for back in range(self.step, step, -1):
                if self.ruleset.checks.reveals(self.states[back - 1], self.states[back]):
                    raise IllegalAction(
                        "undo policy",
                        f"strict undo: step {back} revealed hidden information, so the game "
                        f"cannot go back to step {step}",
                    )
        self.step = step
        self._notify()

    # -- observers -----------------------------------------------------------
    def observe(self, callback: Observer) -> None:
        """Call `callback(game)` after every change."""
        self._observers.append(callback)

    def unobserve(self, callback: Observer) -> None:
        """Stop calling `callback`."""
        self._observers.remove(callback)

    def _notify(self) -> None:
        for callback in list(self._observers):
            callback(self)

    # -- records -------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game record (`skywidgets-record/1`) of the history up to the cursor."""
        from .record import make_record

        return make_record(self)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the game record to a JSON file (a temporary file renamed: never half-written)."""
        write_text(path, json.dumps(self.record(), indent=1))

    @classmethod
    def from_record(cls, record: Mapping[str, Any] | str) -> Game:
        """A game rebuilt from a record dict or file path; raises RecordError."""
        from .record import load_record

        game: Game = load_record(record)
        return game

    def __repr__(self) -> str:
        return (
            f"<Game {self.ruleset.name} step {self.step}/{len(self.actions)} "
            f"phase {self.state.phase!r}>"
        )
