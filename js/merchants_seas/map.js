// The hex map: terrain (colour + letter), rivers, the canal, bridges, structures, trade markers
// and ships; legal targets highlighted and focusable.
import { clickable, s } from "../shared/dom.js";
import { FACTION_MARK } from "./data.js";
import { R, centre, fmt, hexPoints, mapSize } from "./geometry.js";
import { hintedEntry, hintedMark, markHinted } from "../shared/hinted.js";
import { drawShips, drawStructure, drawTradeMarkers } from "./pieces.js";
import { seatWords, structureWords, tablesOf, terrainWords } from "./words.js";

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

/** The map SVG; `lit` = hexes to highlight, `handlers` = {hex(id), ship(id)}. */
export function drawMap(ctx, targets, lit, handlers) {
  const doc = ctx.doc;
  const view = ctx.view;
  const tables = tablesOf(ctx);
  const hexes = view.hexes || [];
  const [width, height] = mapSize(hexes);
  const at = (id) => {
    const hx = hexes[id];
    return hx ? centre(hx.row, hx.col) : [0, 0];
  };
  const svg = s(doc, "svg", {
    class: "sw-ms-map", testid: "ms-map", role: "group",
    label: `Map of ${hexes.length} spaces; highlighted: ${lit.size}`,
    viewBox: `0 0 ${width} ${height}`, width: String(width), height: String(height),
    preserveAspectRatio: "xMidYMid meet", style: `max-width: ${width}px`,
  });
  const hexLayer = s(doc, "g", { class: "sw-ms-hexes" });
  // highlighted hexes last, so that their outline is drawn over their neighbours
  const order = [...hexes.filter((hx) => !lit.has(hx.id)), ...hexes.filter((hx) => lit.has(hx.id))];
  for (const hx of order) hexLayer.append(drawHex(ctx, hx, at(hx.id), lit, handlers));
  svg.append(hexLayer);
  for (const [a, b] of view.canal || []) {
    const [ax, ay] = at(a);
    const [bx, by] = at(b);
    svg.append(s(doc, "line", { class: "sw-ms-canal", testid: `canal-${a}-${b}`, x1: fmt(ax),
      y1: fmt(ay), x2: fmt(bx), y2: fmt(by), role: "img",
      label: `canal between ${hexes[a]?.name} and ${hexes[b]?.name}` }));
  }
  for (const [a, b, seat] of view.bridges || []) {
    const [ax, ay] = at(a);
    const [bx, by] = at(b);
    const faction = (view.seats[seat] || {}).faction || "";
    svg.append(s(doc, "g", { class: `sw-ms-bridge sw-ms-f-${faction}`, testid: `bridge-${a}-${b}`,
      role: "img", label: `${ctx.players[seat]}'s bridge between ${hexes[a]?.name} and ` +
        `${hexes[b]?.name}` },
    s(doc, "line", { class: "sw-ms-bridge-deck", x1: fmt(ax), y1: fmt(ay), x2: fmt(bx), y2: fmt(by) }),
    s(doc, "text", { class: "sw-ms-bridge-letter", x: fmt((ax + bx) / 2), y: fmt((ay + by) / 2 + 3),
      "text-anchor": "middle", "aria-hidden": "true", text: FACTION_MARK[faction] || "B" })));
  }
  const pieces = s(doc, "g", { class: "sw-ms-pieces" });
  for (const hx of hexes) {
    if (!hx.building) continue;
    const [x, y] = at(hx.id);
    const faction = (view.seats[hx.owner] || {}).faction || "";
    const words = `${seatWords(view, ctx.players, hx.owner)}'s ${structureWords(tables, hx.building)}`;
    const piece = drawStructure(doc, hx.building, faction, words, x, y + 1);
    piece.setAttribute("data-testid", `structure-${hx.id}`);
    pieces.append(piece);
    if ((hx.traded_by || []).length) {
      pieces.append(drawTradeMarkers(doc, hx.id, hx.traded_by, x, y, view));
    }
  }
  svg.append(pieces);
  for (const [hex, onHex] of shipsByHex(view, ctx.players)) {
    const hx = hexes[hex];
    if (!hx) continue;
    const [x, y] = at(hex);
    const g = drawShips(doc, hex, onHex, x, y, hx.terrain !== "~", tables);
    const movable = targets.movers.has(hex) && ctx.mayAct;
    if (movable) {
      g.setAttribute("class", `sw-ms-ships sw-ms-movable${ctx.local.src === hex ? " sw-ms-selected" : ""}`);
      clickable(g, `${g.getAttribute("aria-label")} on ${hx.name}: choose this ship to move`,
        () => handlers.ship(hex));
    } else {
      g.addEventListener("click", (event) => { event.stopPropagation(); handlers.hex(hex); });
    }
    svg.append(g);
  }
  const hint = drawHinted(ctx, svg, at);
  if (hint) svg.append(hint);
  return svg;
}

/** The hexes a move names: its hex, a ship's start and end, a bridge's two ends. */
export function hintedHexes(action) {
  const a = action || {};
  if (Number.isInteger(a.hex)) return [a.hex];
  if (Number.isInteger(a.src) && Number.isInteger(a.dst)) return [a.src, a.dst];
  if (Number.isInteger(a.a) && Number.isInteger(a.b)) return [a.a, a.b];
  return [];
}

/** A few letters saying what the coach's move does on its hex (terrain, structure). */
function hintedCode(entry) {
  const a = entry.action || {};
  switch (entry.type) {
    case "transform_and_build": return a.build ? `${a.terrain}+D` : `→${a.terrain}`;
    case "upgrade": return `→${a.to}`;
    case "place_dwelling": case "witches_ride": return "D";
    case "sandstorm": return a.build ? "→D+D" : "→D";
    default: return "";
  }
}

/**
 * The coach's move on the map: the hex it builds, transforms, upgrades, trades with or places
 * on is ringed (with what it does there); a ship's move rings both ends joined by a line; a
 * bridge rings both banks. Null for moves without a hex (panel.js / buttons show those).
 */
function drawHinted(ctx, svg, at) {
  const doc = ctx.doc;
  const entry = hintedEntry(ctx);
  if (!entry) return null;
  const hexes = hintedHexes(entry.action).filter((id) => (ctx.view.hexes || [])[id]);
  if (!hexes.length) return null;
  const parts = [];
  if (hexes.length === 2) {
    const [[ax, ay], [bx, by]] = hexes.map(at);
    parts.push(s(doc, "line", { class: "sw-hinted-route", x1: fmt(ax), y1: fmt(ay), x2: fmt(bx),
      y2: fmt(by) }));
  }
  for (const id of hexes) {
    markHinted(svg.querySelector(`[data-testid="hex-${id}"]`), entry);
    const [x, y] = at(id);
    parts.push(s(doc, "polygon", { class: "sw-hinted-ring", points: hexPoints(x, y, R - 3),
      "data-hex": String(id) }));
  }
  const code = hintedCode(entry);
  if (code) {
    const [x, y] = at(hexes[0]);
    parts.push(s(doc, "text", { class: "sw-hinted-label", x: fmt(x), y: fmt(y - R * 0.55),
      "text-anchor": "middle", "font-size": "11", "aria-hidden": "true", text: code }));
  }
  return hintedMark(doc, "g", "hex", entry, { testid: "hinted-hex",
    "data-hexes": hexes.join(" ") }, ...parts);
}

function drawHex(ctx, hx, [x, y], lit, handlers) {
  const doc = ctx.doc;
  const river = hx.terrain === "~";
  let cls = `sw-ms-hex sw-ms-t-${river ? "river" : hx.terrain}`;
  if (lit.has(hx.id)) cls += " sw-ms-legal";
  if (hx.town) cls += " sw-ms-town";
  const g = s(doc, "g", { class: cls, testid: `hex-${hx.id}`, "data-hex": String(hx.id),
    "data-terrain": hx.terrain },
  s(doc, "polygon", { class: "sw-ms-hex-shape", points: hexPoints(x, y) }),
  s(doc, "text", { class: "sw-ms-terrain-letter", x: fmt(x), y: fmt(y - 12),
    "text-anchor": "middle", "aria-hidden": "true", text: river ? "~" : hx.terrain }));
  if (!(hx.traded_by || []).length) {
    g.append(s(doc, "text", { class: "sw-ms-hex-name", x: fmt(x), y: fmt(y + 20),
      "text-anchor": "middle", "aria-hidden": "true", text: river ? "" : hx.name }));
  }
  const words = hexWords(ctx, hx);
  const cost = handlers.costs ? handlers.costs.get(hx.id) : undefined;
  if (lit.has(hx.id) && cost === 1) {
    g.append(s(doc, "text", { class: "sw-ms-cost", testid: `cost-${hx.id}`, x: fmt(x),
      y: fmt(y + 4), "text-anchor": "middle", "aria-hidden": "true", text: "+1 PW" }));
  }
  if (lit.has(hx.id)) {
    const price = cost === 1 ? " (costs 1 power)" : cost === 0 ? " (free)" : "";
    clickable(g, `${words}${price}: choose`, () => handlers.hex(hx.id));
  } else {
    g.setAttribute("aria-label", words);
    g.addEventListener("click", (event) => { event.stopPropagation(); handlers.hex(hx.id); });
  }
  return g;
}
