"""Measurements of a board in the page (run with Playwright's `evaluate` on its `sw-app`)."""

from __future__ import annotations

# Every visible text of the board's app (not visually hidden screen-reader text): its size in
# CSS px (HTML: computed font-size; SVG: computed font-size × the text's screen scale,
# getScreenCTM), SVG text outside its outermost <svg>, HTML text cut off by an overflow-hidden
# box, and whether the board column scrolls or spills sideways (and the notebook output).
MEASURE_JS = """
(app) => {
  const out = { texts: 0, minPx: 1e9, small: [], clipped: [], overflow: [], boardWidth: 0 };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 2 || r.height <= 2) return false;  // not shown, or visually hidden (sr-only)
    const st = getComputedStyle(el);
    return st.visibility !== 'hidden' && Number(st.opacity) !== 0;
  };
  const where = (el) => {
    const id = el.closest('[data-testid]');
    return id ? id.getAttribute('data-testid') : el.tagName.toLowerCase();
  };
  const outside = (r, s) => r.left < s.left - 1 || r.top < s.top - 1 ||
    r.right > s.right + 1 || r.bottom > s.bottom + 1;
  const seen = new Set();
  const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent.trim();
    const el = walker.currentNode.parentElement;
    if (!text || !el || seen.has(el) || el.closest('option, style, script, title')) continue;
    seen.add(el);
    if (!visible(el)) continue;
    out.texts += 1;
    const label = `${where(el)} "${text.slice(0, 24)}"`;
    const svgText = el.closest('text');
    let px;
    if (svgText) {
      const m = svgText.getScreenCTM();
      px = parseFloat(getComputedStyle(svgText).fontSize) * Math.hypot(m.a, m.b);
      let svg = svgText.ownerSVGElement;
      while (svg && svg.ownerSVGElement) svg = svg.ownerSVGElement;
      const r = svgText.getBoundingClientRect();
      if (svg && r.width > 0 && outside(r, svg.getBoundingClientRect())) {
        out.clipped.push(`${label} outside its svg`);
      }
    } else {
      px = parseFloat(getComputedStyle(el).fontSize);
      for (let box = el; box && box !== app; box = box.parentElement) {
        const st = getComputedStyle(box);
        if (/hidden|clip/.test(st.overflowX) && box.scrollWidth > box.clientWidth + 1) {
          out.clipped.push(`${label} cut off by ${where(box)}`);
          break;
        }
      }
    }
    out.minPx = Math.min(out.minPx, px);
    if (px < 11.95) out.small.push(`${label} ${px.toFixed(1)}px`);
  }
  const board = app.querySelector('.sw-board');
  const b = board.getBoundingClientRect();
  out.boardWidth = Math.round(b.width);
  if (board.scrollWidth > board.clientWidth + 1) {
    out.overflow.push(`board scrolls: ${board.scrollWidth} > ${board.clientWidth}px`);
  }
  const spill = [...board.querySelectorAll('*')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.right > b.right + 1;
  });
  if (spill.length) {
    out.overflow.push(`${spill.length} parts reach past the board's right edge, e.g. ` +
      [...new Set(spill.map(where))].slice(0, 4).join(', '));
  }
  const cell = app.closest('.jp-OutputArea-output');
  if (cell && cell.scrollWidth > cell.clientWidth + 1) {
    out.overflow.push(`the notebook output scrolls: ${cell.scrollWidth} > ${cell.clientWidth}px`);
  }
  return out;
}
"""
