// The map: nine cities with their warehouse spaces, goods and contracts, the one-way routes
// (arrowheads show the wind; the compass may have reversed them), and the steamship.
import { clickable, s } from "../shared/dom.js";
import { BOX_H, BOX_W, FONT, HEIGHT, WIDTH, centresOf, route, slug } from "./layout.js";
import { DISC, contractStack, svgMarker } from "./markers.js";
import { RULES, markerWords, spaceTag, spaceWords } from "./rules.js";
import { drawHinted } from "./maphint.js";

export const SPACE = 36;
const GAP = 6;

/** Where things sit in a city box, from its top edge (user units; FONT-sized text). */
export const ROWS_IN_BOX = { name: 22, spaces: 32, tag: 88, note: 114, discs: 158 };

/** Words for a move cost. */
export function costWords(cost) {
  if (cost === 0) return "free";
  return cost === 1 ? "1 sky dollar, with the wind" : "2 sky dollars, against the wind";
}

/** Rule text on a node, and make it reachable by keyboard (focus shows the same text). */
function ruled(node, text) {
  node.setAttribute("data-rule", text);
  if (!node.hasAttribute("tabindex")) node.setAttribute("tabindex", "0");
  return node;
}

/** Characters of italic 16-unit text that fit a city box (about 0.55 em each). */
const NOTE_CHARS = Math.floor((BOX_W - 8) / (FONT * 0.55));

/** `text` cut to `n` characters with an ellipsis (the full words stay in the labels). */
export function fit(text, n) {
  const chars = [...String(text)];
  return chars.length <= n ? chars.join("") : `${chars.slice(0, n - 1).join("")}…`;
}

/**
 * The map SVG. targets = {moves: Map city -> cost, purchases: Set space id};
 * handlers = {city(name), space(id)}.
 */
export function drawMap(ctx, targets, handlers) {
  const doc = ctx.doc;
  const view = ctx.view;
  const cities = view.cities || [];
  const centres = centresOf(cities);
  const svg = s(doc, "svg", {
    class: "sw-ta-map sw-board-svg", testid: "traders-map", role: "group",
    label: `Map of the nine cities; the steamship is at ${view.ship}`,
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: "xMidYMid meet",
  });
  svg.append(s(doc, "rect", { class: "sw-ta-sky", x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 8 }));
  const routes = s(doc, "g", { class: "sw-ta-routes" });
  for (const [from, to] of view.arrows || []) {
    if (!centres[from] || !centres[to]) continue;
    routes.append(drawArrow(ctx, from, to, centres, targets));
  }
  svg.append(routes);
  if (view.compass) {
    svg.append(ruled(s(doc, "text", { class: "sw-ta-compass", testid: "compass", x: WIDTH / 2,
      y: HEIGHT - 10, "text-anchor": "middle", "font-size": FONT,
      text: view.compass_reversed ? "Compass (7): every arrow reversed for this game"
        : "Compass (7): arrows as printed" }), RULES.compass(view.compass_reversed)));
  }
  cities.forEach((city) => svg.append(...drawCity(ctx, city, centres[city.name], targets, handlers)));
  if (centres[view.ship]) svg.append(drawShip(ctx, view.ship, centres[view.ship]));
  const hint = drawHinted(ctx, svg, centres);
  if (hint) svg.append(hint);
  return svg;
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
  s(doc, "polygon", { class: "sw-ta-head", points: "-11,-8 11,0 -11,8",
    transform: `translate(${r.head[0]} ${r.head[1]}) rotate(${r.angle})` }));
  return ruled(g, RULES.route(from, to));
}

/**
 * A city: its box (a button: a click or Enter moves the steamship there), then its warehouse
 * spaces and contracts drawn over the box as siblings (`city-parts-<slug>`), never inside
 * the button — a button holds no other control (WAI-ARIA: no nested interactive elements).
 */
function drawCity(ctx, city, [x, y], targets, handlers) {
  const doc = ctx.doc;
  const view = ctx.view;
  const here = city.name === view.ship;
  const cost = targets.moves.get(city.name);
  const reachable = cost !== undefined;
  const top = y - BOX_H / 2;
  let cls = "sw-ta-city";
  if (here) cls += " sw-ta-here";
  if (reachable) cls += " sw-ta-reachable";
  const g = s(doc, "g", { class: cls, testid: `city-${slug(city.name)}`, "data-city": city.name });
  g.append(s(doc, "rect", { class: "sw-ta-box", x: x - BOX_W / 2, y: top, width: BOX_W, height: BOX_H, rx: 10 }));
  // the middle of the box stays free of spaces so a click on the city's centre moves there
  g.append(s(doc, "text", { class: "sw-ta-city-name", x, y: top + ROWS_IN_BOX.name,
    "text-anchor": "middle", "font-size": FONT, text: `${city.number} ${city.name}` }));
  const parts = s(doc, "g", { class: "sw-ta-city-parts", testid: `city-parts-${slug(city.name)}` });
  const ids = city.spaces || [];
  const rowW = ids.length * SPACE + (ids.length - 1) * GAP;
  ids.forEach((id, k) => {
    const space = (view.spaces || [])[id] || { id, city: city.name, number: city.number, marker: null };
    parts.append(drawSpace(ctx, space, x - rowW / 2 + k * (SPACE + GAP), top + ROWS_IN_BOX.spaces, targets, handlers));
  });
  const note = majorityWords(city);
  const noteNode = s(doc, "text", { class: "sw-ta-city-note", testid: `majority-${slug(city.name)}`,
    x, y: top + ROWS_IN_BOX.note, "text-anchor": "middle", "font-size": FONT, text: note });
  if (note) noteNode.setAttribute("data-rule", RULES.majority(city));
  g.append(noteNode);
  parts.append(drawContracts(ctx, city, x, top + ROWS_IN_BOX.discs));
  const label = reachable
    ? `Move the steamship to ${city.name} for ${costWords(cost)}`
    : `${city.name} (city ${city.number})${here ? ", the steamship is here" : ""}`;
  if (reachable) {
    g.append(s(doc, "g", { class: "sw-ta-cost", testid: `cost-${slug(city.name)}`, "aria-hidden": "true" },
      s(doc, "rect", { x: x - BOX_W / 2 - 6, y: top - 24, width: 50, height: 24, rx: 12 }),
      s(doc, "text", { x: x - BOX_W / 2 + 19, y: top - 12, "text-anchor": "middle", "font-size": FONT,
        "dominant-baseline": "central", text: cost === 0 ? "free" : `$${cost}` })));
  }
  clickable(g, label, () => handlers.city(city.name));
  return [ruled(g, RULES.city(city)), parts];
}

/** Who is paid for a purchase here (4.3.3): the majority holder, else the bank. */
export function majorityWords(city) {
  const counts = Object.values(city.contracts || {});
  if (!counts.some((n) => n > 0)) return "";
  const prefix = "majority: ";
  return city.majority ? prefix + fit(city.majority, NOTE_CHARS - prefix.length) : "tied: no majority";
}

function drawSpace(ctx, space, left, top, targets, handlers) {
  const doc = ctx.doc;
  const legal = targets.purchases.has(space.id);
  const g = s(doc, "g", { class: `sw-ta-space${legal ? " sw-ta-legal" : ""}${space.marker ? "" : " sw-ta-empty"}`,
    testid: `space-${space.id}`, "data-space": String(space.id) });
  g.append(s(doc, "rect", { class: "sw-ta-space-box", x: left - 2, y: top - 2, width: SPACE + 4,
    height: SPACE + 4, rx: 6 }));
  if (space.marker) {
    const marker = svgMarker(doc, space.marker, left, top, SPACE);
    marker.setAttribute("data-rule", RULES.spaceGoods(space.marker));
    g.append(marker);
  } else {
    // as printed (2.1): an empty warehouse space shows its city's number
    g.append(s(doc, "text", { class: "sw-ta-space-number", x: left + SPACE / 2, y: top + SPACE / 2,
      "text-anchor": "middle", "dominant-baseline": "central", "font-size": FONT, text: String(space.number) }));
  }
  g.append(s(doc, "text", { class: "sw-ta-space-tag", testid: `space-tag-${space.id}`, x: left + SPACE / 2,
    y: top - ROWS_IN_BOX.spaces + ROWS_IN_BOX.tag, "text-anchor": "middle", "font-size": FONT,
    text: spaceTag(space) }));
  const what = space.marker ? markerWords(space.marker) : "empty";
  const label = legal ? `Buy ${what} from ${spaceWords(space)}` : `${spaceWords(space)}: ${what}`;
  clickable(g, label, () => handlers.space(space.id));
  return ruled(g, RULES.space(space));
}

function drawContracts(ctx, city, x, y) {
  const doc = ctx.doc;
  const g = s(doc, "g", { class: "sw-ta-city-contracts" });
  const stacks = ctx.players.map((name, seat) => ({ name, seat, count: (city.contracts || {})[name] || 0 }))
    .filter((c) => c.count > 0);
  const step = 2 * DISC.rx + 3;
  const left = x - ((stacks.length - 1) * step) / 2;
  stacks.forEach((c, k) => {
    const stack = contractStack(doc, { ...c, colour: ctx.colours[c.seat], city: slug(city.name),
      majority: city.majority === c.name }, left + k * step, y);
    g.append(ruled(stack, RULES.contracts(c.name, city.name, c.count)));
  });
  return g;
}

/** The steamship's box: above the top right corner of its city (inside the viewBox). */
export function shipBox([x, y]) {
  const cx = x + BOX_W / 2 - 36;
  const cy = y - BOX_H / 2 - 12;
  return { cx, cy, rx: 32, ry: 13 };
}

function drawShip(ctx, city, centre) {
  const doc = ctx.doc;
  const { cx, cy, rx, ry } = shipBox(centre);
  const g = s(doc, "g", { class: "sw-ta-ship", testid: "ship", "data-city": city, role: "img",
    label: `The steamship is at ${city}` },
  s(doc, "ellipse", { class: "sw-ta-ship-envelope", cx, cy, rx, ry }),
  s(doc, "rect", { class: "sw-ta-ship-gondola", x: cx - 9, y: cy + ry - 1, width: 18, height: 6, rx: 2 }),
  s(doc, "text", { class: "sw-ta-ship-letter", x: cx, y: cy + 1, "text-anchor": "middle",
    "dominant-baseline": "central", "font-size": FONT, text: "SHIP" }));
  return ruled(g, RULES.ship(city));
}
