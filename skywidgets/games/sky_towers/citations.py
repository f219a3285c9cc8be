"""Rulebook sections cited by IllegalAction errors and score items (headings as printed)."""

_R = "Sky Towers — "

SETUP = _R + "Setup"
TURN = _R + "How to Play"
PLAY = _R + "Actions: Play"
DRAW = _R + "Actions: Draw"
RETURN = _R + "Actions: Return"
E1 = _R + "Effects: 1"
E4 = _R + "Effects: 4"
E5 = _R + "Effects: 5"
E6 = _R + "Effects: 6"
E89 = _R + "Effects: 8, 9"
E10 = _R + "Effects: 10"
BONUS = _R + "Actions: Play (bonus cards)"
END = _R + "Game End"

LIGHT_DIFFICULTY = _R + "Light Difficulty"
LIGHT_HAND = _R + "Hand Size"
LIGHT_ACTIONS = _R + "Light Actions"
LIGHT_EFFECTS = _R + "Light Effects"
LIGHT_END = _R + "Light Game End"

TAROMA_SETUP = _R + "Taroma Setup"
TAROMA_DIFFICULTY = _R + "Taroma Difficulty"
TAROMA_TURN = _R + "Taroma's Turn"
TAROMA_VAR = _R + "Taroma Effects Variances"
TAROMA_END = _R + "Taroma Game End"
TAROMA_WIN = _R + "How to Win with Taroma"


def step(code: str) -> str:
    """The citation of one of Taroma's decision steps (1A..1E, 2)."""
    return f"{TAROMA_TURN} {code}"
