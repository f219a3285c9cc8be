// The map: nine cities with their warehouse spaces, goods and contracts, the one-way routes
// (arrowheads show the wind; the compass may have reversed them), and the steamship.
import { clickable, s } from "../shared/dom.js";
import { BOX_H, BOX_W, HEIGHT, WIDTH, cityXY, route, slug } from "./layout.js";
import { contractStack, markerWords, svgMarker } from "./markers.js";
import { hintedEntry, hintedMark, markHinted } from "../shared/hinted.js";

const SPACE = 34;
const GAP = 6;

/** Words for a move cost. */
export function costWords(cost) {
  if (cost === 0) return "free";
  return cost === 1 ? "1 sky dollar, with the wind" : "2 sky dollars, against the wind";
}

/**
 * The map SVG. targets = {moves: Map city -> cost, purchases: Set space id};
 * handlers = {city(name), space(id)}.
 */
export function drawMap(ctx, targets, handlers) {
  const doc = ctx.doc;
  const view = ctx.view;
  const cities = view.cities || [];
  const centres = {};
  cities.forEach((city, i) => { centres[city.name] = cityXY(city.name, i); });
  const svg = s(doc, "svg", {
    class: "sw-ta-map", testid: "traders-map", role: "group",
    label: `Map of the nine cities; the steamship is at ${view.ship}`,
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: String(WIDTH), height: String(HEIGHT),
    preserveAspectRatio: "xMidYMid meet",
  });
  svg.append(s(doc, "rect", { class: "sw-ta-sky", x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 8 }));
  const routes = s(doc, "g", { class: "sw-ta-routes" });
  for (const [from, to] of view.arrows || []) {
    if (!centres[from] || !centres[to]) continue;
    routes.append(drawArrow(ctx, from, to, centres, targets));
  }
  svg.append(routes);
  if (view.compass) {
    svg.append(s(doc, "text", { class: "sw-ta-compass", testid: "compass", x: WIDTH / 2,
      y: HEIGHT - 10, "text-anchor": "middle",
      text: view.compass_reversed ? "Compass (7): every arrow reversed for this game"
        : "Compass (7): arrows as printed" }));
  }
  cities.forEach((city) => svg.append(drawCity(ctx, city, centres[city.name], targets, handlers)));
  if (centres[view.ship]) svg.append(drawShip(ctx, view.ship, centres[view.ship]));
  const hint = drawHinted(ctx, svg, centres);
  if (hint) svg.append(hint);
  return svg;
}

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
function drawHinted(ctx, svg, centres) {
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

function drawArrow(ctx, from, to, centres, targets) {
  const doc = ctx.doc;
  const r = route(from, to, centres);
  const live = from === ctx.view.ship && targets.moves.has(to) ||
    to === ctx.view.ship && targets.moves.has(from);
  const g = s(doc, "g", { class: `sw-ta-arrow${live ? " sw-ta-arrow-live" : ""}`,
    testid: `arrow-${slug(from)}-${slug(to)}`, "data-from": from, "data-to": to, role: "img",
    label: `Route from ${from} to ${to}: 1 sky dollar that way, 2 against the wind` },
  s(doc, "path", { class: "sw-ta-route", d: r.d }),
  s(doc, "polygon", { class: "sw-ta-head", points: "-9,-7 9,0 -9,7",
    transform: `translate(${r.head[0]} ${r.head[1]}) rotate(${r.angle})` }));
  return g;
}

function drawCity(ctx, city, [x, y], targets, handlers) {
  const doc = ctx.doc;
  const view = ctx.view;
  const here = city.name === view.ship;
  const cost = targets.moves.get(city.name);
  const reachable = cost !== undefined;
  let cls = "sw-ta-city";
  if (here) cls += " sw-ta-here";
  if (reachable) cls += " sw-ta-reachable";
  const g = s(doc, "g", { class: cls, testid: `city-${slug(city.name)}`, "data-city": city.name });
  g.append(s(doc, "rect", { class: "sw-ta-box", x: x - BOX_W / 2, y: y - BOX_H / 2,
    width: BOX_W, height: BOX_H, rx: 10 }));
  // the middle of the box stays free of spaces so a click on the city's centre moves there
  g.append(s(doc, "text", { class: "sw-ta-city-name", x, y: y - BOX_H / 2 + 17,
    "text-anchor": "middle", text: `${city.number} ${city.name}` }));
  const ids = city.spaces || [];
  const rowW = ids.length * SPACE + (ids.length - 1) * GAP;
  ids.forEach((id, k) => {
    const space = (view.spaces || [])[id] || { id, number: city.number, marker: null };
    g.append(drawSpace(ctx, space, x - rowW / 2 + k * (SPACE + GAP), y - 50, targets, handlers));
  });
  g.append(s(doc, "text", { class: "sw-ta-city-note", x, y: y + 4, "text-anchor": "middle",
    "dominant-baseline": "central", text: majorityWords(city) }));
  g.append(drawContracts(ctx, city, x, y + 52));
  const label = reachable
    ? `Move the steamship to ${city.name} for ${costWords(cost)}`
    : `${city.name} (city ${city.number})${here ? ", the steamship is here" : ""}`;
  if (reachable) {
    g.append(s(doc, "g", { class: "sw-ta-cost", testid: `cost-${slug(city.name)}`,
      "aria-hidden": "true" },
    s(doc, "rect", { x: x - BOX_W / 2 - 6, y: y - BOX_H / 2 - 22, width: 46, height: 22, rx: 11 }),
    s(doc, "text", { x: x - BOX_W / 2 + 17, y: y - BOX_H / 2 - 11, "text-anchor": "middle",
      "dominant-baseline": "central", text: cost === 0 ? "free" : `$${cost}` })));
    clickable(g, label, () => handlers.city(city.name));
  } else {
    g.setAttribute("aria-label", label);
    g.addEventListener("click", (event) => { event.stopPropagation(); handlers.city(city.name); });
  }
  return g;
}

/** Who is paid for a purchase here (4.3.3): the majority holder, else the bank. */
export function majorityWords(city) {
  const counts = Object.values(city.contracts || {});
  if (!counts.some((n) => n > 0)) return "";
  return city.majority ? `majority: ${city.majority}` : "tied: no majority";
}

function drawSpace(ctx, space, left, top, targets, handlers) {
  const doc = ctx.doc;
  const legal = targets.purchases.has(space.id);
  const g = s(doc, "g", { class: `sw-ta-space${legal ? " sw-ta-legal" : ""}${space.marker ? "" : " sw-ta-empty"}`,
    testid: `space-${space.id}`, "data-space": String(space.id) });
  g.append(s(doc, "rect", { class: "sw-ta-space-box", x: left - 2, y: top - 2, width: SPACE + 4,
    height: SPACE + 4, rx: 6 }));
  if (space.marker) {
    g.append(svgMarker(doc, space.marker, left, top, SPACE));
  } else {
    g.append(s(doc, "text", { class: "sw-ta-space-number", x: left + SPACE / 2, y: top + SPACE / 2,
      "text-anchor": "middle", "dominant-baseline": "central", text: String(space.number) }));
  }
  const what = space.marker ? markerWords(space.marker) : "empty";
  if (legal) {
    clickable(g, `Purchase ${what} from warehouse space ${space.id} (${space.city})`,
      () => handlers.space(space.id));
  } else {
    g.setAttribute("aria-label", `Warehouse space ${space.id} (${space.city}): ${what}`);
    g.addEventListener("click", (event) => { event.stopPropagation(); handlers.space(space.id); });
  }
  return g;
}

function drawContracts(ctx, city, x, y) {
  const doc = ctx.doc;
  const g = s(doc, "g", { class: "sw-ta-city-contracts" });
  const stacks = ctx.players.map((name, seat) => ({ name, seat, count: (city.contracts || {})[name] || 0 }))
    .filter((c) => c.count > 0);
  const step = 42;
  const left = x - ((stacks.length - 1) * step) / 2 - 6;
  stacks.forEach((c, k) => {
    g.append(contractStack(doc, { ...c, colour: ctx.colours[c.seat], city: slug(city.name),
      majority: city.majority === c.name }, left + k * step, y));
  });
  return g;
}

function drawShip(ctx, city, [x, y]) {
  const doc = ctx.doc;
  const cx = x + BOX_W / 2 - 26;
  const cy = y - BOX_H / 2 - 4;
  return s(doc, "g", { class: "sw-ta-ship", testid: "ship", "data-city": city, role: "img",
    label: `The steamship is at ${city}` },
  s(doc, "ellipse", { class: "sw-ta-ship-envelope", cx, cy: cy - 6, rx: 22, ry: 9 }),
  s(doc, "rect", { class: "sw-ta-ship-gondola", x: cx - 8, y: cy + 3, width: 16, height: 6, rx: 2 }),
  s(doc, "line", { class: "sw-ta-ship-rope", x1: cx - 6, y1: cy + 2, x2: cx - 4, y2: cy + 4 }),
  s(doc, "line", { class: "sw-ta-ship-rope", x1: cx + 6, y1: cy + 2, x2: cx + 4, y2: cy + 4 }),
  s(doc, "text", { class: "sw-ta-ship-letter", x: cx, y: cy - 5.5, "text-anchor": "middle",
    "dominant-baseline": "central", "font-size": "10", text: "SHIP" }));
}
