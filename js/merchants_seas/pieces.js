// Pieces on the map: structures (a distinct shape per type, with its letters), ships,
// merchants and trade markers, all in faction colours with letters.
import { s } from "../shared/dom.js";
import { FACTION_MARK } from "./data.js";
import { fmt } from "./geometry.js";
import { isMerchant } from "./words.js";

const SHAPES = {
  // [svg tag, attrs(x, y)] — house, long house, domed temple, tower, round sanctuary, hull
  D: (x, y) => ["polygon", { points: pts([[x - 8, y + 7], [x + 8, y + 7], [x + 8, y - 2],
    [x, y - 9], [x - 8, y - 2]]) }],
  TP: (x, y) => ["polygon", { points: pts([[x - 11, y + 7], [x + 11, y + 7], [x + 11, y - 3],
    [x + 3, y - 9], [x - 5, y - 9], [x - 11, y - 3]]) }],
  TE: (x, y) => ["path", { d: `M${fmt(x - 10)} ${fmt(y + 8)}L${fmt(x + 10)} ${fmt(y + 8)}` +
    `L${fmt(x + 10)} ${fmt(y - 1)}A10 9 0 0 0 ${fmt(x - 10)} ${fmt(y - 1)}Z` }],
  SH: (x, y) => ["polygon", { points: pts([[x - 11, y + 9], [x + 11, y + 9], [x + 11, y - 9],
    [x + 6, y - 9], [x + 6, y - 5], [x + 2, y - 5], [x + 2, y - 9], [x - 2, y - 9],
    [x - 2, y - 5], [x - 6, y - 5], [x - 6, y - 9], [x - 11, y - 9]]) }],
  SA: (x, y) => ["ellipse", { cx: fmt(x), cy: fmt(y), rx: 12, ry: 10 }],
  SY: (x, y) => ["polygon", { points: pts([[x - 12, y - 3], [x + 12, y - 3], [x + 8, y + 8],
    [x - 8, y + 8]]) }],
};

function pts(list) {
  return list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");
}

/** One structure at (x, y): shape + its letters, in the owner's faction colour; `words`
 * names it ("ann (Witches)'s Trading house"). */
export function drawStructure(doc, building, faction, words, x, y) {
  const make = SHAPES[building] || SHAPES.D;
  const [tag, attrs] = make(x, y);
  return s(doc, "g", { class: `sw-ms-structure sw-ms-s-${building} sw-ms-f-${faction}`,
    "data-structure": building, role: "img", label: words },
  s(doc, tag, { class: "sw-ms-shape", ...attrs }),
  s(doc, "text", { class: "sw-ms-struct-letter", x: fmt(x), y: fmt(y + 4),
    "text-anchor": "middle", "aria-hidden": "true", text: building }),
  s(doc, "text", { class: "sw-ms-owner-mark", x: fmt(x - 17), y: fmt(y + 3),
    "text-anchor": "middle", "aria-hidden": "true", text: FACTION_MARK[faction] || "?" }));
}

/** The ships (or merchants) of every faction on one hex, as one group `ship-<hex>`. */
export function drawShips(doc, hex, onHex, x, y, land, tables) {
  const g = s(doc, "g", { class: "sw-ms-ships", testid: `ship-${hex}`, "data-hex": String(hex) });
  const words = [];
  onHex.forEach(({ seat, faction, player, count }, k) => {
    const dx = x + (land ? 15 : -9 + 11 * (k % 3));
    const dy = y + (land ? -6 + 9 * k : -2 + 8 * Math.floor(k / 3));
    const merchant = isMerchant(tables, faction);
    const body = merchant
      ? s(doc, "circle", { class: "sw-ms-ship-body", cx: fmt(dx), cy: fmt(dy), r: 6 })
      : s(doc, "path", { class: "sw-ms-ship-body", d: `M${fmt(dx - 8)} ${fmt(dy - 3)}` +
        `L${fmt(dx + 8)} ${fmt(dy - 3)}L${fmt(dx + 5)} ${fmt(dy + 4)}L${fmt(dx - 5)} ${fmt(dy + 4)}Z` });
    const kind = merchant ? "merchant" : "ship";
    const what = `${player}'s ${count > 1 ? `${count} ${kind}s` : kind}`;
    words.push(what);
    g.append(s(doc, "g", { class: `sw-ms-ship sw-ms-f-${faction}`, "data-seat": String(seat),
      testid: `ship-${hex}-${seat}` },
    body,
    s(doc, "text", { class: "sw-ms-ship-letter", x: fmt(dx), y: fmt(dy + 2.5),
      "text-anchor": "middle", "aria-hidden": "true",
      text: `${merchant ? "M" : "S"}${count > 1 ? count : ""}` })));
  });
  g.setAttribute("aria-label", words.join(", "));
  return g;
}

/** Trade markers under a structure: one small square per faction that traded there. */
export function drawTradeMarkers(doc, hex, seats, x, y, view) {
  const g = s(doc, "g", { class: "sw-ms-trades", testid: `trades-at-${hex}` });
  const names = [];
  seats.forEach((seat, k) => {
    const faction = ((view.seats || [])[seat] || {}).faction || "";
    names.push(((view.seats || [])[seat] || {}).player || `seat ${seat}`);
    const tx = x - 19 + 13 * k;
    g.append(s(doc, "rect", { class: `sw-ms-trade sw-ms-f-${faction}`, x: fmt(tx),
      y: fmt(y + 9), width: 12, height: 8, rx: 1 }),
    s(doc, "text", { class: "sw-ms-trade-letter", x: fmt(tx + 6), y: fmt(y + 15.5),
      "text-anchor": "middle", "aria-hidden": "true", text: FACTION_MARK[faction] || "?" }));
  });
  g.setAttribute("aria-label", `trade markers: ${names.join(", ")}`);
  g.setAttribute("role", "img");
  return g;
}
