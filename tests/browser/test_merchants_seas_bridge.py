"""Merchants of the Seas in real JupyterLab: a Bridge is placed by clicking its spot on the map."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser

# In the tutorial's kernel: play seeded moves on `board` (one refresh) until its current seat
# has taken the Bridge power action (ACT1) and must place the bridge.
TO_BRIDGE = """
import random
with board.batch():
    for _seed in range(1, 30):  # seeded games until one reaches ACT1 (most do early)
        board.goto(0)
        _r = random.Random(_seed)
        _g = board.game
        while not _g.is_over():
            _act1 = [a for a in _g.legal() if a.kind == "power_action" and a.id == "ACT1"]
            if _act1:
                _g.play(_act1[0])
                break
            _legal = _g.legal()
            _busy = [a for a in _legal if a.kind not in ("pass", "convert", "finish")]
            _g.play(_r.choice(_busy or _legal))
        if not _g.is_over():
            break
print(board.view["pending"][0]["kind"] if board.view["pending"] else "none")
"""


def test_a_bridge_spot_on_the_map_places_that_bridge(open_notebook: Any) -> None:
    nb = open_notebook("40_merchants_of_the_seas.ipynb")
    page = nb.page
    app = page.locator("[data-testid=sw-app]").first
    app.locator(".sw-ms-legal[data-testid^=hex-]").first.wait_for(timeout=60_000)
    assert nb.python(TO_BRIDGE).strip() == "bridge"
    spots = app.locator(".sw-ms-bridge-spot")
    spots.first.wait_for(timeout=30_000)
    legal = nb.python(
        "print(' '.join(f\"{e['action']['a']}-{e['action']['b']}\" for e in board.legal"
        " if e['type'] == 'place_bridge'))"
    ).split()
    shown = [s.get_attribute("data-testid").removeprefix("bridge-spot-") for s in spots.all()]
    assert sorted(shown) == sorted(legal)
    assert app.locator("[data-testid=menu-place_bridge]").count() == 0
    start = int(nb.python("print(board.game.step)"))
    target = spots.first
    spot = target.get_attribute("data-testid").removeprefix("bridge-spot-")
    rule = target.get_attribute("data-rule")
    assert rule.startswith("Bridge spot between ") and rule.endswith("(Terra Mystica — Bridges)")
    target.click()
    assert int(nb.wait_python("print(board.game.step)", str(start + 1))) == start + 1
    placed = nb.python("a = board.game.history[-1].to_json(); print(a['type'], a['a'], a['b'])")
    assert placed.split() == ["place_bridge", *spot.split("-")]
    app.locator(f"[data-testid=bridge-{spot}].sw-last").wait_for(timeout=30_000)
    assert app.locator(".sw-ms-bridge-spot").count() == 0
    nb.screenshot("bridge")
    assert not nb.errors, nb.errors
