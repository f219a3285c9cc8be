"""Issue 33's board changes: a public bundle file per board class, and closing a board closes
its child widgets (its layout), so a served page's connection leaves no instance behind."""

from __future__ import annotations

import warnings

import pytest
from ipywidgets import Widget

from skywidgets.core.registry import available
from skywidgets.widgets import BOARDS, STATIC, GameWidget, board


def live_widgets() -> int:
    """How many widgets ipywidgets holds open."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return len(Widget._active_widgets)


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_each_board_class_names_its_bundle_file(name):
    cls = BOARDS[name]
    assert cls.BUNDLE.parent == STATIC and cls.BUNDLE.is_file()
    assert cls.STYLESHEET == STATIC / "skywidgets.css"
    assert str(cls._esm) == cls.BUNDLE.read_text(encoding="utf-8")  # the text anywidget sends
    assert GameWidget.BUNDLE == STATIC / "generic.js"


@pytest.mark.parametrize("name", available())
def test_closing_a_board_closes_its_layout_too(name):
    before = live_widgets()
    widget = board(name)
    layout = widget.layout
    assert live_widgets() == before + 2 and layout.comm is not None
    widget.close()
    assert widget.comm is None and layout.comm is None
    assert live_widgets() == before
