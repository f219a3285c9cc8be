"""The five boards as the accessibility and layout tests open them: each in a notebook of its
own, with a move played by keyboard alone (Tab to a target, Enter) or by mouse."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from browserkit import click_merchants, click_sky_islands, click_sky_towers, click_traders

IMPORTS = "from skywidgets.widgets import *\nfrom skywidgets.core import Game\n"
TAB_LIMIT = 400  # Tab presses before giving up (the boards have a few hundred tab stops)


def tab_to(page: Any, app: Any, selector: str) -> None:
    """Press Tab until a piece matching `selector` has focus; arriving at the end of the
    board, start again from its root (as a user tabbing back into it)."""
    app.evaluate("(el) => el.focus()")
    for _ in range(TAB_LIMIT):
        page.keyboard.press("Tab")
        where = app.evaluate(
            "(el, sel) => el.contains(document.activeElement) ? "
            "(document.activeElement.matches(sel) ? 'found' : 'inside') : 'out'",
            selector,
        )
        if where == "found":
            return
        if where == "out":
            app.evaluate("(el) => el.focus()")
    raise AssertionError(f"Tab never reached {selector}")


def press_on(page: Any, app: Any, selector: str, key: str = "Enter") -> None:
    """Tab to `selector` and press `key` there."""
    tab_to(page, app, selector)
    page.keyboard.press(key)


def keys_sky_islands(page: Any, app: Any) -> None:
    """Choose the first hand tile, turn it (t) until a cell is highlighted, place it."""
    press_on(page, app, "[data-testid^=hand-tile-]")
    app.locator("[data-testid^=hand-tile-].sw-selected").first.wait_for(timeout=10_000)
    for _ in range(4):
        if app.locator(".sw-si-legal").count():
            break
        page.keyboard.press("t")
        page.wait_for_timeout(200)
    press_on(page, app, ".sw-si-legal")


def keys_sky_towers(page: Any, app: Any) -> None:
    """Choose the first hand card, then the first highlighted tower."""
    press_on(page, app, "[data-testid=hand-card-0]")
    app.locator("[data-testid=hand-card-0].sw-selected").wait_for(timeout=10_000)
    press_on(page, app, ".sw-st-legal")


def keys_traders(page: Any, app: Any) -> None:
    """Move the steamship to a reachable city."""
    press_on(page, app, ".sw-ta-reachable")


def keys_hex(page: Any, app: Any) -> None:
    """Place a first Dwelling on a highlighted hex."""
    press_on(page, app, ".sw-ms-legal[data-testid^=hex-]")


@dataclass(frozen=True)
class Board:
    """A board in a notebook of its own, a selector it draws, a move by keyboard and the
    same move by mouse."""

    game: str
    cell: str
    drawn: str
    keys: Callable[[Any, Any], None]
    click: Callable[[Any], None]


BOARDS = [
    Board(
        "sky_islands",
        "board = SkyIslandsBoard(players=['ann', 'bob'], seed=0)",
        "[data-testid=sky-board]",
        keys_sky_islands,
        click_sky_islands,
    ),
    Board(
        "sky_towers",
        "board = SkyTowersTable(players=['ann', 'bob'], seed=0)",
        "[data-testid=hand-card-0]",
        keys_sky_towers,
        click_sky_towers,
    ),
    Board(
        "traders_air",
        "from skywidgets.games.traders_air import CollectIncome\n"
        "game = Game('traders_air', players=['Ann', 'Michael', 'Marianne'], seed=0)\n"
        "game.play(CollectIncome())\n"
        "board = TradersBoard(game=game)",
        ".sw-ta-reachable",
        keys_traders,
        click_traders,
    ),
    Board(
        "terra_mystica",
        "board = TerraMysticaMap(players=['ann', 'bob'], seed=0)",
        ".sw-ms-legal[data-testid^=hex-]",
        keys_hex,
        click_merchants,
    ),
    Board(
        "merchants_seas",
        "board = MerchantsSeasMap(players=['ann', 'bob'], seed=0)",
        ".sw-ms-legal[data-testid^=hex-]",
        keys_hex,
        click_merchants,
    ),
]
