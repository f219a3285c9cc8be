// The table around the board: supply, draw pile, each seat's VP, cubes and houses, islands.
import { h } from "../shared/dom.js";
import { letter } from "./pieces.js";
import { INK, SHIP_FILL } from "./palette.js";
import { RULES, at, rule } from "./rules.js";

const CUBES = ["red", "white", "blue"];
const CUBE_WORDS = { red: "wine", white: "canvas", blue: "flying stone" };

function cube(doc, colour, count, testid, text = RULES.cube(colour)) {
  return rule(h(doc, "span", { class: `sw-si-cube sw-si-ship-${colour}`, testid, tabindex: "0", role: "img",
    style: `background: ${SHIP_FILL[colour]}; color: ${INK}`,
    label: `${count} ${colour} (${CUBE_WORDS[colour]})` },
  h(doc, "span", { class: "sw-si-cube-letter", "aria-hidden": "true", text: letter(colour) }),
  h(doc, "span", { class: "sw-si-cube-count", "aria-hidden": "true", text: String(count) })),
  text);
}

function stock(doc, testid, text, rulesText) {
  return rule(h(doc, "span", { class: "sw-si-stock", testid, tabindex: "0", text }), rulesText);
}

/** Supply, draw pile and turn, then one row per seat, then the connected islands. */
export function drawPanel(ctx) {
  const doc = ctx.doc;
  const view = ctx.view;
  const supply = view.supply || {};
  const pile = (view.draw_pile || {}).count ?? 0;
  const box = h(doc, "div", { class: "sw-si-panel", testid: "table-panel" });
  box.append(h(doc, "div", { class: "sw-si-supply", testid: "supply", role: "group",
    label: "Supply" },
  h(doc, "span", { class: "sw-si-label", text: "Supply" }),
  ...CUBES.map((c) => cube(doc, c, supply[c] ?? 0, `supply-${c}`, RULES.supplyCube(c))),
  stock(doc, "supply-tower", `towers ${supply.tower ?? 0}`, RULES.supplyTower()),
  stock(doc, "supply-harbour", `harbours ${supply.harbour ?? 0}`, RULES.supplyHarbour()),
  stock(doc, "draw-pile", `draw pile ${pile}`, RULES.drawPile()),
  view.turn ? stock(doc, "turn-number", `turn ${view.turn} of ${view.turns_per_player ?? 10}`,
    RULES.turns()) : null));
  box.append(seatTable(ctx));
  const islands = view.islands || [];
  if (islands.length) box.append(islandList(ctx, islands));
  return box;
}

function seatTable(ctx) {
  const doc = ctx.doc;
  const seats = ctx.view.seats || [];
  const hands = ctx.view.hands || [];
  const head = h(doc, "tr", {}, ...["Player", "VP", "Cubes", "Houses left", "Hand", "Turns"]
    .map((text) => h(doc, "th", { scope: "col", text })));
  const table = h(doc, "table", { class: "sw-si-seats", testid: "seats-table" },
    h(doc, "thead", {}, head));
  const body = h(doc, "tbody");
  seats.forEach((seat, i) => {
    const cubes = seat.cubes || {};
    const hand = hands[i];
    const handCount = Array.isArray(hand) ? hand.length : (hand && hand.count) || 0;
    const turns = (ctx.view.round_turns || [])[i] ?? 0;
    const row = h(doc, "tr", { class: i === ctx.current ? "sw-si-seat sw-current" : "sw-si-seat",
      testid: `seat-row-${i}` },
    h(doc, "th", { scope: "row" },
      h(doc, "span", { class: `sw-swatch sw-colour-${seat.colour}`, "aria-hidden": "true",
        text: letter(seat.colour) }),
      h(doc, "span", { class: "sw-si-seat-name", text: seat.name ?? ctx.players[i] ?? "" })),
    rule(h(doc, "td", { testid: `vp-${i}`, text: String(seat.vp ?? 0) }), RULES.vp()),
    h(doc, "td", {}, ...CUBES.map((c) => cube(doc, c, cubes[c] ?? 0, `cubes-${i}-${c}`))),
    rule(h(doc, "td", { testid: `houses-${i}`, text: String(seat.houses_left ?? 0) }),
      RULES.housesLeft()),
    rule(h(doc, "td", { testid: `hand-size-${i}`, text: String(handCount) }), RULES.handCount()),
    rule(h(doc, "td", { testid: `turns-${i}`, text: String(turns) }), RULES.turns()));
    body.append(row);
  });
  table.append(body);
  return table;
}

function islandList(ctx, islands) {
  const doc = ctx.doc;
  const list = h(doc, "ul", { class: "sw-si-islands", testid: "islands",
    label: "Connected islands" });
  islands.forEach((island) => {
    const influence = Object.entries(island.influence || {})
      .filter(([, n]) => n > 0).map(([who, n]) => `${who} ${n}`).join(", ");
    // numbered from 1, as the score sheet numbers islands
    const text = `Island ${island.id + 1}: ${island.tiles} tile${island.tiles === 1 ? "" : "s"}` +
      `${island.closed ? ", closed (counts double)" : ", open"}` +
      `${influence ? `; influence ${influence}` : ""}` +
      `; cells ${(island.cells || []).map(([x, y]) => at(x, y)).join(" ")}`;
    list.append(rule(h(doc, "li", { testid: `island-${island.id}`, tabindex: "0", text }),
      RULES.island()));
  });
  return h(doc, "details", { class: "sw-si-island-box" },
    h(doc, "summary", { text: `Connected islands (${islands.length})` }), list);
}
