"""Terra Mystica (the base game), registered as `terra_mystica`: the engine of
`merchants_seas` with the base game's box — no Docks, ships, trades or Shipyards; the base
tiles; the league options of the snellman site (docs/terra_mystica.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skywidgets.core import PositionError, Ruleset, ScoreSheet, Variant, register
from skywidgets.games.merchants_seas import data
from skywidgets.games.merchants_seas.actions import ACTION_CLASSES
from skywidgets.games.merchants_seas.checks import hidden_check, invariants, reveals
from skywidgets.games.merchants_seas.explain import explain
from skywidgets.games.merchants_seas.playout import rollout
from skywidgets.games.merchants_seas.position_value import VALUE_SCALE, evaluate
from skywidgets.games.merchants_seas.rules import apply, is_over, legal_actions
from skywidgets.games.merchants_seas.score_file import score_position as _score_position
from skywidgets.games.merchants_seas.scoring import scores
from skywidgets.games.merchants_seas.setup import player_counts
from skywidgets.games.merchants_seas.state import PHASES, STATE_CLASSES
from skywidgets.games.merchants_seas.view import view

from .setup import new_game

LEAGUE = {
    "mini-expansion-1": True,
    "shipping-bonus": True,
    "temple-scoring-tile": True,
    "variable-turn-order": True,
}


def score_position(pos: Mapping[str, Any]) -> ScoreSheet:
    """Score an end-of-game table (the format of docs/formats/merchants_seas.md, without
    trade markers: the base game has none)."""
    rows = pos.get("players") if isinstance(pos, Mapping) else None
    for k, row in enumerate(rows if isinstance(rows, list) else []):
        if isinstance(row, Mapping) and "trade_markers" in row:
            raise PositionError(
                f"players[{k}].trade_markers",
                "the base game has no trade markers (they are Merchants of the Seas')",
            )
    return _score_position(pos)


RULESET = register(
    Ruleset(
        name="terra_mystica",
        title="Terra Mystica",
        new_game=new_game,
        legal_actions=legal_actions,
        apply=apply,
        view=view,
        scores=scores,
        is_over=is_over,
        action_classes=ACTION_CLASSES,
        state_classes=STATE_CLASSES,
        min_players=data.MIN_PLAYERS,
        max_players=data.MAX_PLAYERS,
        player_counts=player_counts,
        default_players=("A", "B"),
        players_rule="Terra Mystica — Setup",
        variants=(
            Variant(),
            Variant(dict(LEAGUE), players=(2, 4)),
            Variant({**LEAGUE, "factions": "fakirs,dwarves,chaosmagicians,mermaids,witches"}, (5,)),
            Variant({"factions": "auren,cultists,alchemists,giants,nomads"}, (5,)),
            Variant({"factions": "halflings,darklings,engineers,swarmlings"}, (3,)),
        ),
        phases=tuple(p for p in PHASES if p[0] != "setup_dock"),
        score_position=score_position,
        reveals=reveals,
        hidden_check=hidden_check,
        invariants=invariants,
        max_steps=6000,
        perfect_information=True,
        evaluate=evaluate,
        rollout=rollout,
        value_scale=VALUE_SCALE,
        explain=explain,
    )
)

__all__ = ["RULESET", "new_game", "score_position"]
