// The score sheet: every player's total, and behind one disclosure control ("▸ Score sheet —
// open for every point's reason") every point with its reason and rule. Open or closed is a
// front-end choice kept across redraws (ctx.ui.scoresOpen).
import { h } from "./dom.js";
import { scoreRule } from "./ruletext.js";

/** Render trait `scores` ({totals, winners, items}). */
export function renderScoreSheet(ctx, el) {
  const doc = ctx.doc;
  const scores = ctx.get("scores") || {};
  const totals = scores.totals || {};
  const unit = typeof scores.unit === "string" && scores.unit ? scores.unit : "point";  // Sky Towers: kite
  const winners = new Set(scores.winners || []);
  const items = scores.items || [];
  const open = Boolean(ctx.ui.scoresOpen);
  const toggle = h(doc, "button", {
    class: "sw-score-toggle", testid: "score-sheet-toggle", "aria-expanded": String(open),
    text: open ? "▾ Score sheet — every point's reason"
      : "▸ Score sheet — open for every point's reason",
    onClick: () => { ctx.ui.scoresOpen = !open; ctx.redraw(); },
  });
  const sheet = h(doc, "section", { class: `sw-scoresheet${open ? " sw-open" : ""}`,
    testid: "score-sheet", label: "Score sheet" },
  h(doc, "h3", { class: "sw-section-title" }, toggle));
  ctx.players.forEach((name, seat) => {
    const mine = items.filter((item) => item.player === name);
    const total = totals[name] ?? 0;
    const colour = ctx.colours[seat];
    const row = h(doc, "div", { class: "sw-score-summary", testid: `score-total-${seat}` },
      colour ? h(doc, "span", { class: `sw-swatch sw-colour-${colour}`, "aria-hidden": "true",
        text: (ctx.marks || [])[seat] || colour.charAt(0).toUpperCase() }) : null,
      h(doc, "span", { class: "sw-score-name", text: name }),
      h(doc, "span", { class: "sw-score-points", text: `${total} ${unit}${total === 1 ? "" : "s"}` }),
      winners.has(name) ? h(doc, "span", { class: "sw-winner", text: "winner" }) : null);
    const list = h(doc, "ul", { class: "sw-score-items", testid: `score-items-${seat}` });
    list.hidden = !open;
    mine.forEach((item, k) => {
      const sign = item.points > 0 ? "+" : "";
      list.append(h(doc, "li", { class: "sw-score-item", testid: `score-item-${seat}-${k}`,
        "data-rule": scoreRule(item) },
      h(doc, "span", { class: "sw-score-item-points", text: `${sign}${item.points}` }),
      h(doc, "span", { class: "sw-score-source", text: item.source }),
      h(doc, "span", { class: "sw-score-why", text: item.why }),
      h(doc, "span", { class: "sw-score-rule", text: item.rule })));
    });
    if (!mine.length) list.append(h(doc, "li", { class: "sw-score-none", text: `no ${unit}s yet` }));
    sheet.append(h(doc, "div", { class: "sw-score-player" }, row, list));
  });
  if (scores.tiebreak) {
    sheet.append(h(doc, "p", { class: "sw-tiebreak", text: `Tie-break: ${scores.tiebreak}` }));
  }
  el.append(sheet);
}
