"""Write the golden game records in tests/records/ (seeded random games, played to the end).

Run after a deliberate rule change, review the score differences, and commit them.
"""

from __future__ import annotations

import json
from pathlib import Path

from skywidgets.bots import RandomBot
from skywidgets.core import get
from skywidgets.sim import play_one
from skywidgets.snellman import read_ledger
from skywidgets.snellman.importer import ledger_game

OUT = Path(__file__).resolve().parents[1] / "tests" / "records"

GOLDEN = [
    ("sky_islands", ["yellow", "red", "blue"], 7, {}),
    ("sky_towers", ["Ann", "Bob"], 3, {"mode": "multiplayer"}),
    ("sky_towers", ["Sol"], 4, {"mode": "light"}),
    ("sky_towers", ["Kim"], 5, {"mode": "taroma", "difficulty": "hard"}),
    ("traders_air", ["Ann", "Michael", "Marianne"], 6, {"side": "B", "compass": True}),
    ("merchants_seas", ["ann", "bob", "cy"], 8, {}),
    ("terra_mystica", ["ann", "bob", "cy", "dee", "eve"], 9, {"variable-turn-order": True}),
]
# a real league game, imported from its snellman ledger (tests/fixtures/snellman/README.md)
LEDGER = OUT.parent / "fixtures" / "snellman" / "4pLeague_S60_D1L1_G2.txt"


def final_state(game) -> dict:
    """The game's last state as JSON (tests/records/final_states.json keeps one per record)."""
    return game.ruleset.state_to_json(game.state)


def main() -> None:
    """Play each golden game and write its record with the full score sheet."""
    OUT.mkdir(exist_ok=True)
    finals = {}
    for name, players, seed, options in GOLDEN:
        game, _ = play_one(get(name), players, seed, RandomBot, options)
        record = game.record()
        record["result"]["sheet"] = game.scores().to_json()
        mode = options.get("mode", "")
        path = OUT / f"{name}{'_' + mode if mode else ''}-seed{seed}.json"
        path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        finals[path.name] = final_state(game)
        print("wrote", path.relative_to(OUT.parents[1]), record["result"]["scores"])
    game = ledger_game(read_ledger(LEDGER), check=True)
    record = game.record()
    record["result"]["sheet"] = game.scores().to_json()
    path = OUT / f"terra_mystica-snellman-{LEDGER.stem.split('_', 1)[1]}.json"
    path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    finals[path.name] = final_state(game)
    print("wrote", path.relative_to(OUT.parents[1]), record["result"]["scores"])
    text = json.dumps(dict(sorted(finals.items())), indent=None, sort_keys=True)
    (OUT.parent / "final_states.json").write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
