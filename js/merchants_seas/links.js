// The canal and the bridges: lines between two hexes. Each is a hover and focus target for its
// rule (data-rule, tabindex 0, words): a wide invisible stroke along it (`sw-ms-hit`, only its
// stroke takes the pointer). They are never legal targets: a click on one goes to the hex under
// the pointer, as if the line were not there; a key press on one does nothing.
// While a bridge is being placed, each legal bridge spot is drawn as a dashed deck over its
// river crossing: a button (click, Enter or Space) that plays that `place_bridge` move.
import { clickable, listen, s } from "../shared/dom.js";
import { markLast } from "../shared/lastmove.js";
import { FACTION_MARK } from "./data.js";
import { R, fmt } from "./geometry.js";
import { badge } from "./pieces.js";
import { bridgeRule, bridgeSpotRule, canalRule } from "./rules.js";
import { tablesOf } from "./words.js";

/** The hex whose centre is nearest to (x, y): the hex that point is in. */
export function hexAt(hexes, at, x, y) {
  let best = null;
  let far = Infinity;
  for (const hx of hexes) {
    const [cx, cy] = at(hx.id);
    const d = (cx - x) ** 2 + (cy - y) ** 2;
    if (d < far) { far = d; best = hx.id; }
  }
  return best;
}

/** A pointer event's position in the map's user units (null when the map cannot say). */
export function pointIn(svg, event) {
  const m = svg && typeof svg.getScreenCTM === "function" ? svg.getScreenCTM() : null;
  const det = m ? m.a * m.d - m.b * m.c : 0;
  if (!det || !Number.isFinite(event.clientX) || !Number.isFinite(event.clientY)) return null;
  const dx = event.clientX - m.e;
  const dy = event.clientY - m.f;
  return [(m.d * dx - m.c * dy) / det, (m.a * dy - m.b * dx) / det];
}

/** Make `g` a hover/focus target only: its clicks go to the hex under the pointer. */
function passClicks(ctx, g, at, handlers) {
  g.setAttribute("tabindex", "0");
  listen(g, "click", (event) => {
    event.stopPropagation();
    const point = pointIn(g.closest("svg"), event);
    const hex = point ? hexAt(ctx.view.hexes || [], at, ...point) : null;
    if (hex !== null) handlers.hex(hex);
  });
  return g;
}

function line(doc, cls, [x1, y1], [x2, y2]) {
  return s(doc, "line", { class: cls, x1: fmt(x1), y1: fmt(y1), x2: fmt(x2), y2: fmt(y2) });
}

/** The canal between hexes a and b (`at`: hex -> centre). */
export function drawCanal(ctx, a, b, at, handlers) {
  const doc = ctx.doc;
  const hexes = ctx.view.hexes || [];
  const g = s(doc, "g", { class: "sw-ms-canal sw-ms-link", testid: `canal-${a}-${b}`, "data-key": `canal-${a}-${b}`, role: "img",
    "data-rule": canalRule(tablesOf(ctx)), label: `canal between ${hexes[a]?.name} and ${hexes[b]?.name}` },
  line(doc, "sw-ms-canal-line", at(a), at(b)),
  line(doc, "sw-ms-hit", at(a), at(b)));
  return passClicks(ctx, g, at, handlers);
}

/** The ends of a bridge deck between hexes a and b: it spans the river between the two banks,
 * not over the hexes' names and pieces. */
export function deckEnds(at, a, b) {
  const [ax, ay] = at(a);
  const [bx, by] = at(b);
  const cut = Math.min(0.4, (0.8 * R) / (Math.hypot(bx - ax, by - ay) || 1));
  return [[ax + (bx - ax) * cut, ay + (by - ay) * cut], [bx - (bx - ax) * cut, by - (by - ay) * cut]];
}

/** Whether the map can draw the legal bridge `entry` (both its hexes are on the map). */
export function bridgeOnMap(view, entry) {
  const hexes = (view && view.hexes) || [];
  const a = entry.action || {};
  return entry.type === "place_bridge" && Boolean(hexes[a.a]) && Boolean(hexes[a.b]);
}

/** The bridge spots a click may place now: the legal `place_bridge` moves the map can draw. */
export function bridgeSpots(ctx) {
  return ctx.mayAct ? ctx.legal.filter((entry) => bridgeOnMap(ctx.view, entry)) : [];
}

/** A legal bridge spot (`entry` a legal place_bridge move): a dashed deck and a round end mark on
 * both banks; a click, Enter or Space plays the move. */
export function drawBridgeSpot(ctx, entry, at) {
  const doc = ctx.doc;
  const hexes = ctx.view.hexes || [];
  const { a, b } = entry.action;
  const ends = deckEnds(at, a, b);
  const words = `Bridge spot between ${hexes[a]?.name} and ${hexes[b]?.name}`;
  const g = s(doc, "g", { class: "sw-ms-bridge-spot sw-ms-link", testid: `bridge-spot-${a}-${b}`,
    "data-key": `spot-${a}-${b}`, "data-id": String(entry.id), "data-rule": bridgeSpotRule(words) },
  line(doc, "sw-ms-spot-deck", ...ends),
  ...ends.map(([x, y]) => s(doc, "circle", { class: "sw-ms-spot-end", cx: fmt(x), cy: fmt(y), r: 4 })),
  line(doc, "sw-ms-hit", ...ends));
  return clickable(g, `${words}: place your bridge here`, () => ctx.play(entry.action));
}

/** The bridge of `seat` between hexes a and b, marked when it is new (`changes.bridges`). */
export function drawBridge(ctx, a, b, seat, at, changes, handlers) {
  const doc = ctx.doc;
  const hexes = ctx.view.hexes || [];
  const [ax, ay] = at(a);
  const [bx, by] = at(b);
  const faction = ((ctx.view.seats || [])[seat] || {}).faction || "";
  const ends = deckEnds(at, a, b);
  const words = `${ctx.players[seat]}'s bridge between ${hexes[a]?.name} and ${hexes[b]?.name}`;
  const g = s(doc, "g", { class: `sw-ms-bridge sw-ms-link sw-ms-f-${faction}`, testid: `bridge-${a}-${b}`,
    "data-key": `bridge-${a}-${b}`,
    role: "img", label: words, "data-rule": bridgeRule(words) },
  line(doc, "sw-ms-bridge-deck", ...ends),
  line(doc, "sw-ms-hit", ...ends),
  badge(doc, (ax + bx) / 2, (ay + by) / 2 + 5, FACTION_MARK[faction] || "B", faction,
    { class: "sw-ms-bridge-mark" }));
  if (changes.bridges.has(`${a}-${b}`)) markLast(g, true);
  return passClicks(ctx, g, at, handlers);
}
