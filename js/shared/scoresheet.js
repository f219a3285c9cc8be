// The score sheet: totals, winners, and every item with its source, why and rule.
import { h } from "./dom.js";

/** Render trait `scores` ({totals, winners, items, tiebreak}). */
export function renderScoreSheet(ctx, el) {
  const doc = ctx.doc;
  const scores = ctx.get("scores") || {};
  const totals = scores.totals || {};
  const winners = new Set(scores.winners || []);
  const items = scores.items || [];
  const sheet = h(doc, "section", { class: "sw-scoresheet", testid: "score-sheet",
    label: "Score sheet" }, h(doc, "h3", { class: "sw-section-title", text: "Scores" }));
  ctx.players.forEach((name, seat) => {
    const mine = items.filter((item) => item.player === name);
    const total = totals[name] ?? 0;
    const colour = ctx.colours[seat];
    const summary = h(doc, "summary", { class: "sw-score-summary", testid: `score-total-${seat}` },
      colour ? h(doc, "span", { class: `sw-swatch sw-colour-${colour}`, "aria-hidden": "true",
        text: colour.charAt(0).toUpperCase() }) : null,
      h(doc, "span", { class: "sw-score-name", text: name }),
      h(doc, "span", { class: "sw-score-points", text: `${total} point${total === 1 ? "" : "s"}` }),
      winners.has(name) ? h(doc, "span", { class: "sw-winner", text: "winner" }) : null);
    const list = h(doc, "ul", { class: "sw-score-items" });
    mine.forEach((item, k) => {
      const sign = item.points > 0 ? "+" : "";
      list.append(h(doc, "li", { class: "sw-score-item", testid: `score-item-${seat}-${k}` },
        h(doc, "span", { class: "sw-score-item-points", text: `${sign}${item.points}` }),
        h(doc, "span", { class: "sw-score-source", text: item.source }),
        h(doc, "span", { class: "sw-score-why", text: item.why }),
        h(doc, "span", { class: "sw-score-rule", text: item.rule })));
    });
    if (!mine.length) list.append(h(doc, "li", { class: "sw-score-none", text: "no points yet" }));
    const open = ctx.ui.scoresOpen || (ctx.ui.scoresOpen = new Set());
    const details = h(doc, "details", { class: "sw-score-player", open: open.has(seat) },
      summary, list);
    details.addEventListener("toggle", () => {
      if (details.open) open.add(seat); else open.delete(seat);
    });
    sheet.append(details);
  });
  if (scores.tiebreak) {
    sheet.append(h(doc, "p", { class: "sw-tiebreak", text: `Tie-break: ${scores.tiebreak}` }));
  }
  el.append(sheet);
}
