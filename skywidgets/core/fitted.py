"""Fitted value weights shipped with a game: a small JSON file of term → number, read at
import and refused, with the file's name and the field, when broken.

The format: {"format": "skywidgets-value/1", "game": NAME, "weights": {term: number, ...}}
(other keys, such as how the weights were fitted, are kept for people and ignored here).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

FORMAT = "skywidgets-value/1"


class ValueWeightsError(ValueError):
    """The value weights file is broken (its name and the field in the message)."""


def check_weights(data: Any, name: str, game: str, terms: Sequence[str]) -> dict[str, float]:
    """The weights of a loaded file for `game`'s `terms`, or ValueWeightsError naming what is
    wrong."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ValueWeightsError(f"{name}: format must be {FORMAT!r}")
    if data.get("game") != game:
        raise ValueWeightsError(f"{name}: game must be {game!r}")
    weights = data.get("weights")
    if not isinstance(weights, Mapping):
        raise ValueWeightsError(f"{name}: weights must be a table of term → number")
    for key in terms:
        value = weights.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueWeightsError(f"{name}: weights[{key!r}] must be a finite number")
        if not math.isfinite(value):
            raise ValueWeightsError(f"{name}: weights[{key!r}] must be a finite number")
    unknown = sorted(set(weights) - set(terms))
    if unknown:
        raise ValueWeightsError(f"{name}: weights[{unknown[0]!r}] is not a term of the evaluator")
    return {key: float(weights[key]) for key in terms}


def read_weights(path: Path, game: str, terms: Sequence[str]) -> dict[str, float]:
    """The weights in the file at `path`, or ValueWeightsError naming the file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueWeightsError(f"{path.name}: cannot be read ({exc.strerror})") from None
    except json.JSONDecodeError as exc:
        raise ValueWeightsError(f"{path.name}: not JSON ({exc.msg}, line {exc.lineno})") from None
    return check_weights(data, path.name, game, terms)


def weighted_sum(terms: Mapping[str, float], weights: Mapping[str, float]) -> float:
    """A position value: the evaluator's terms, each times its weight."""
    return sum(weight * terms[name] for name, weight in weights.items())
