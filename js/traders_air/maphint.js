// The coach's move drawn on the map: a route, a ringed warehouse space or a ringed city.
import { s } from "../shared/dom.js";
import { BOX_H, BOX_W, route, slug } from "./layout.js";
import { hintedEntry, hintedMark, markHinted } from "../shared/hinted.js";

/** A dashed ring around a city's box (the coach's move is there). */
function cityRing(doc, [x, y]) {
  return s(doc, "rect", { class: "sw-hinted-ring", x: x - BOX_W / 2 - 6, y: y - BOX_H / 2 - 6,
    width: BOX_W + 12, height: BOX_H + 12, rx: 14 });
}

/**
 * The coach's move on the map: a move is the route drawn from the steamship's city to the
 * target city (ringed); a purchase rings its warehouse space; contracts and a sale ring the
 * city where they are made (the goods themselves are ringed on the mat, board.js).
 */
export function drawHinted(ctx, svg, centres) {
  const doc = ctx.doc;
  const entry = hintedEntry(ctx);
  if (!entry) return null;
  const a = entry.action || {};
  const ship = ctx.view.ship;
  const city = (name) => svg.querySelector(`[data-testid="city-${slug(name)}"]`);
  if (entry.type === "move" && centres[a.city]) {
    markHinted(city(a.city), entry);
    const parts = [cityRing(doc, centres[a.city])];
    if (centres[ship] && ship !== a.city) {
      const r = route(ship, a.city, centres);
      parts.unshift(s(doc, "path", { class: "sw-hinted-route", d: r.d }),
        s(doc, "polygon", { class: "sw-hinted-ring", points: "-12,-9 12,0 -12,9",
          transform: `translate(${r.head[0]} ${r.head[1]}) rotate(${r.angle})` }));
    }
    return hintedMark(doc, "g", "move", entry, { testid: "hinted-route", "data-from": ship,
      "data-to": a.city }, ...parts);
  }
  if (entry.type === "purchase") {
    const space = svg.querySelector(`[data-testid="space-${a.space}"]`);
    const box = space && space.querySelector(".sw-ta-space-box");
    if (!box) return null;
    markHinted(space, entry);
    const n = (k) => Number(box.getAttribute(k));
    return hintedMark(doc, "g", "purchase", entry, { testid: "hinted-space",
      "data-space": String(a.space) },
    s(doc, "rect", { class: "sw-hinted-ring", x: n("x") - 4, y: n("y") - 4,
      width: n("width") + 8, height: n("height") + 8, rx: 8 }));
  }
  if (["set_up_contracts", "sell"].includes(entry.type) && centres[ship]) {
    markHinted(city(ship), entry);
    return hintedMark(doc, "g", "city", entry, { testid: "hinted-city", "data-city": ship },
      cityRing(doc, centres[ship]));
  }
  return null;
}

