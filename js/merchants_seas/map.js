// The hex map: terrain (colour + letter), hex names, rivers, the canal, bridges, structures,
// trade markers and ships; legal targets highlighted and focusable; the last move marked.
import { clickable, listen, s } from "../shared/dom.js";
import { markLast } from "../shared/lastmove.js";
import { FONT, LOW_Y, MID_Y, NAME_Y, centre, fmt, hexPoints, mapSize } from "./geometry.js";
import { drawHinted } from "./maphint.js";
import { PLATE_FILL, PLATE_TEXT, TERRAIN_FILL, TERRAIN_TEXT } from "./palette.js";
import { drawShips, drawStructure, drawTradeMarkers } from "./pieces.js";
import { bridgeSpots, drawBridge, drawBridgeSpot, drawCanal } from "./links.js";
import { hexRule } from "./rules.js";
import { isMerchant, seatWords, structureWords, tablesOf, terrainWords } from "./words.js";

/** Which ships stand on each hex: Map hex -> [{seat, faction, player, count}]. */
export function shipsByHex(view, players) {
  const out = new Map();
  (view.seats || []).forEach((seat, i) => {
    const counts = new Map();
    for (const hex of seat.ships || []) counts.set(hex, (counts.get(hex) || 0) + 1);
    for (const [hex, count] of counts) {
      if (!out.has(hex)) out.set(hex, []);
      out.get(hex).push({ seat: i, faction: seat.faction, player: players[i] ?? seat.player, count });
    }
  });
  return out;
}

/** The name printed on a hex: "C1", or "B:2" for the river space "river B:2". */
export function shownName(hx) {
  return String(hx.name || "").replace(/^river /, "");
}

/** A hex in words for screen readers: "C1, lakes, ann's Trading house". */
export function hexWords(ctx, hx) {
  const tables = tablesOf(ctx);
  let text = `${hx.name}, ${terrainWords(tables, hx.terrain)}`;
  if (hx.building) {
    text += `, ${seatWords(ctx.view, ctx.players, hx.owner)}'s ` +
      `${structureWords(tables, hx.building)}`;
  }
  if (hx.town) text += ", in a town";
  return text;
}

/** The map SVG; `lit` = hexes to highlight, `handlers` = {hex(id), ship(id), costs}. */
export function drawMap(ctx, targets, lit, handlers, changes) {
  const doc = ctx.doc;
  const view = ctx.view;
  const tables = tablesOf(ctx);
  const hexes = view.hexes || [];
  const [width, height] = mapSize(hexes);
  const at = (id) => (hexes[id] ? centre(hexes[id].row, hexes[id].col) : [0, 0]);
  const svg = s(doc, "svg", {
    class: "sw-ms-map sw-board-svg", testid: "ms-map", role: "group",
    label: `Map of ${hexes.length} spaces; highlighted: ${lit.size + bridgeSpots(ctx).length}`,
    viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: "xMidYMid meet",
  });
  // the hexes in a fixed order (a move changes a few of them in place, never their order)
  const hexLayer = s(doc, "g", { class: "sw-ms-hexes", "data-key": "hexes" });
  for (const hx of hexes) {
    const g = drawHex(ctx, hx, at(hx.id), lit, handlers);
    if (changes.hexes.has(hx.id)) markLast(g);
    hexLayer.append(g);
  }
  svg.append(hexLayer);
  // the highlighted hexes' outlines over their neighbours' edges (no pointer: clicks go to the hex)
  svg.append(s(doc, "g", { class: "sw-ms-lit", "data-key": "lit", "aria-hidden": "true" },
    hexes.filter((hx) => lit.has(hx.id)).map((hx) => s(doc, "polygon", { class: "sw-ms-lit-ring",
      "data-key": `lit-${hx.id}`, points: hexPoints(...at(hx.id)) }))));
  for (const [a, b] of view.canal || []) svg.append(drawCanal(ctx, a, b, at, handlers));
  for (const [a, b, seat] of view.bridges || []) svg.append(drawBridge(ctx, a, b, seat, at, changes, handlers));
  svg.append(drawPieces(ctx, at, changes, handlers));
  for (const [hex, onHex] of shipsByHex(view, ctx.players)) {
    const hx = hexes[hex];
    if (!hx) continue;
    const [x, y] = at(hex);
    const land = hx.terrain !== "~";
    const g = drawShips(doc, hex, onHex, x, y, land, tables, land && hx.traded_by.length ? 12 : 0);
    g.setAttribute("data-key", `ships-${hex}`);
    if (changes.ships.has(hex)) markLast(g, true);
    if (targets.movers.has(hex) && ctx.mayAct) {
      g.setAttribute("class", `sw-ms-ships sw-ms-movable${ctx.local.src === hex ? " sw-ms-selected" : ""}`);
      clickable(g, `${g.getAttribute("aria-label")} on ${hx.name}: choose this ship to move`,
        () => handlers.ship(hex));
    } else {
      listen(g, "click", (event) => { event.stopPropagation(); handlers.hex(hex); });
    }
    svg.append(g);
  }
  // legal bridge spots last: over the hexes and pieces they cross
  const spots = bridgeSpots(ctx);
  if (spots.length) {
    svg.append(s(doc, "g", { class: "sw-ms-bridge-spots", "data-key": "spots" },
      spots.map((entry) => drawBridgeSpot(ctx, entry, at))));
  }
  const hint = drawHinted(ctx, svg, at);
  if (hint) svg.append(hint);  // last and unkeyed: a new hint is a new node
  return svg;
}

/** A click on a piece over a hex (structure, trade markers) is a click on that hex. */
function forward(node, handlers, hex) {
  return listen(node, "click", (event) => { event.stopPropagation(); handlers.hex(hex); });
}

function drawPieces(ctx, at, changes, handlers) {
  const doc = ctx.doc;
  const view = ctx.view;
  const tables = tablesOf(ctx);
  const merchantsOn = new Set();
  (view.seats || []).forEach((seat) => {
    if (isMerchant(tables, seat.faction)) for (const hex of seat.ships || []) merchantsOn.add(hex);
  });
  const pieces = s(doc, "g", { class: "sw-ms-pieces", "data-key": "pieces" });
  for (const hx of view.hexes || []) {
    if (!hx.building) continue;
    const [x, y] = at(hx.id);
    const faction = (view.seats[hx.owner] || {}).faction || "";
    const words = `${seatWords(view, ctx.players, hx.owner)}'s ${structureWords(tables, hx.building)}`;
    const piece = drawStructure(doc, tables, hx.building, faction, words, x, y);
    piece.setAttribute("data-testid", `structure-${hx.id}`);
    piece.setAttribute("data-key", `structure-${hx.id}`);
    if (changes.built.has(hx.id)) markLast(piece, true);
    pieces.append(forward(piece, handlers, hx.id));
    if ((hx.traded_by || []).length) {
      const marks = drawTradeMarkers(doc, hx.id, hx.traded_by, x, y, view,
        merchantsOn.has(hx.id) ? -12 : 0);
      marks.setAttribute("data-key", `trades-${hx.id}`);
      if (changes.traded.has(hx.id)) markLast(marks, true);
      pieces.append(forward(marks, handlers, hx.id));
    }
  }
  return pieces;
}

function drawHex(ctx, hx, [x, y], lit, handlers) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const river = hx.terrain === "~";
  const ink = TERRAIN_TEXT[hx.terrain] || "#111111";
  let cls = `sw-ms-hex sw-ms-t-${river ? "river" : hx.terrain}`;
  if (lit.has(hx.id)) cls += " sw-ms-legal";
  if (hx.town) cls += " sw-ms-town";
  const text = (kind, ty, value, extra = {}) => s(doc, "text", { class: kind, x: fmt(x),
    y: fmt(y + ty), fill: ink, "font-size": FONT, "text-anchor": "middle", "aria-hidden": "true",
    text: value, ...extra });
  const g = s(doc, "g", { class: cls, testid: `hex-${hx.id}`, "data-key": `hex-${hx.id}`, "data-hex": String(hx.id),
    "data-terrain": hx.terrain, "data-rule": hexRule(tables, hx) },
  s(doc, "polygon", { class: "sw-ms-hex-shape", points: hexPoints(x, y),
    fill: TERRAIN_FILL[hx.terrain] || "#ffffff" }),
  text("sw-ms-hex-name", NAME_Y, shownName(hx)));
  if (!hx.building) g.append(text("sw-ms-terrain-letter", MID_Y, river ? "~" : hx.terrain));
  const words = hexWords(ctx, hx);
  const cost = handlers.costs ? handlers.costs.get(hx.id) : undefined;
  if (lit.has(hx.id) && cost === 1) {
    g.append(s(doc, "g", { class: "sw-ms-cost", testid: `cost-${hx.id}`, "aria-hidden": "true" },
      s(doc, "rect", { class: "sw-ms-plate", x: fmt(x - 11), y: fmt(y + LOW_Y - 12), width: 22,
        height: 15, rx: 3, fill: PLATE_FILL }),
      s(doc, "text", { x: fmt(x), y: fmt(y + LOW_Y), fill: PLATE_TEXT, "font-size": FONT,
        "text-anchor": "middle", text: "+1" })));
  }
  if (lit.has(hx.id)) {
    const price = cost === 1 ? " (costs 1 power)" : cost === 0 ? " (free)" : "";
    clickable(g, `${words}${price}: choose`, () => handlers.hex(hx.id));
  } else {
    g.setAttribute("role", "img");  // not a target now: a labelled picture of the space
    g.setAttribute("aria-label", words);
    // focusable by a click but not a tab stop: a hex that stops being legal keeps the focus
    g.setAttribute("tabindex", "-1");
    listen(g, "click", (event) => { event.stopPropagation(); handlers.hex(hx.id); });
  }
  return g;
}
