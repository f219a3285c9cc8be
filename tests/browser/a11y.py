"""Accessibility checks in the page: axe-core (from node_modules, injected by Playwright, never
bundled into the boards) and what a keyboard user sees (focus, its ring, the live region)."""

from __future__ import annotations

from typing import Any

from browserkit import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")


def missing_axe() -> str | None:
    """Why axe-core cannot be injected here, or None."""
    return None if AXE.exists() else f"{AXE} is missing (npm ci)"


def inject_axe(page: Any) -> None:
    """Load axe-core into the page (once)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))


# axe on one element (the board's `sw-app`) with axe's default rules (WCAG 2.x A and AA, best
# practices; not its experimental ones). Inside JupyterLab's windowed notebook axe takes most
# of the board for off screen and skips its visual rules (colour contrast, label in name):
# test_accessibility_play.py runs them on the full-page board.
AXE_RUN_JS = """
async (el) => {
  const result = await window.axe.run(el, {resultTypes: ['violations']});
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}
"""


def axe_violations(page: Any, app: Any, tall: int = 4000) -> list[dict[str, Any]]:
    """Every axe-core violation inside the board `app` (a locator of its `sw-app`). The window
    is made `tall` px high meanwhile, so that the whole board is on screen for axe's visual
    rules."""
    inject_axe(page)
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": max(tall, size["height"])})
    try:
        app.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        return list(app.evaluate(AXE_RUN_JS))
    finally:
        page.set_viewport_size(size)


def serious(violations: list[dict[str, Any]]) -> list[str]:
    """The serious and critical ones, one line each."""
    return [
        f"{v['impact']} {v['id']} ×{v['count']}: {v['help']} e.g. {v['targets']}"
        for v in violations
        if v["impact"] in SERIOUS
    ]


# the focused element inside the board, and whether a focus ring is drawn around it
FOCUS_JS = """
(app) => {
  const el = document.activeElement;
  if (!el || !app.contains(el)) return {inside: false};
  const st = getComputedStyle(el);
  const ring = (st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0) ||
    (st.boxShadow && st.boxShadow !== 'none');
  return {
    inside: true, root: el === app, ring,
    testid: el.getAttribute('data-testid') || '', tag: el.tagName.toLowerCase(),
    label: el.getAttribute('aria-label') || el.textContent.trim().slice(0, 40),
  };
}
"""


def focus_of(app: Any) -> dict[str, Any]:
    """Where focus is inside the board and whether it shows a ring."""
    return dict(app.evaluate(FOCUS_JS))


# every visible control of the board (a native control or an element with a widget role)
# smaller than 24 × 24 CSS px (WCAG 2.2 target size)
SMALL_TARGETS_JS = """
(app) => {
  const roles = ['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'option',
                 'slider', 'spinbutton', 'combobox', 'gridcell'];
  const sel = 'button, select, input:not([type=hidden]), textarea, a[href], summary, ' +
    roles.map((r) => `[role=${r}]`).join(', ');
  const out = [];
  for (const el of app.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || el.closest('[hidden], [inert]')) continue;
    if (r.width < 23.95 || r.height < 23.95) {
      const id = el.getAttribute('data-testid') || el.tagName.toLowerCase();
      out.push(`${id} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }
  }
  return out;
}
"""


def small_targets(app: Any) -> list[str]:
    """The board's visible controls below 24 × 24 CSS px."""
    return list(app.evaluate(SMALL_TARGETS_JS))
