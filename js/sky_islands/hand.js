// Hands: the viewer's tiles (click to select, t or the Turn button to rotate), others as counts.
import { clickable, h, s } from "../shared/dom.js";
import { turnTile } from "./geometry.js";
import { drawTile } from "./pieces.js";
import { tileWords } from "./grid.js";
import { RULES, rule } from "./rules.js";
import { hintedEntry, markHinted } from "../shared/hinted.js";

const SIZE = 100;                 // viewBox of a hand tile
export const HAND_PX = 72;        // its width at the default size (board.css: 4.5rem)
export const HAND_FONT = Math.max(0.2 * SIZE, (12 * SIZE) / HAND_PX);

/** Which seats' hands this viewer sees in full: own seat, or every seat for the teacher. */
function visibleSeats(ctx) {
  const hands = ctx.view.hands || [];
  return hands.map((hand, seat) => seat).filter((seat) => ctx.seat < 0 || ctx.seat === seat);
}

/** The hands block: each seat's hand (full tiles or a count), plus the revealed hand if any. */
export function drawHands(ctx, fits, onSelect, onTurn) {
  const doc = ctx.doc;
  const hands = ctx.view.hands || [];
  const box = h(doc, "div", { class: "sw-si-hands", testid: "hands" });
  const seen = new Set(visibleSeats(ctx));
  hands.forEach((hand, seat) => {
    const name = ctx.players[seat] ?? `seat ${seat + 1}`;
    const row = h(doc, "div", { class: "sw-si-hand", testid: `hand-${seat}`, role: "group",
      label: `${name}'s hand` },
    h(doc, "span", { class: "sw-si-hand-name", text: `${name}'s hand` }));
    if (Array.isArray(hand)) {
      const selectable = seen.has(seat) && seat === ctx.current;
      for (const tile of hand) row.append(handTile(ctx, tile, selectable, fits, onSelect));
      if (!hand.length) row.append(h(doc, "span", { class: "sw-si-empty", text: "no tiles" }));
    } else {
      const count = hand && typeof hand.count === "number" ? hand.count : 0;
      row.append(rule(h(doc, "span", { class: "sw-si-hidden-count", testid: `hand-count-${seat}`,
        tabindex: "0", text: `${count} hidden tile${count === 1 ? "" : "s"}` }), RULES.handCount()));
    }
    box.append(row);
  });
  if (ctx.view.phase_id === "place" && ctx.local.selected !== undefined) {
    box.append(rule(h(doc, "button", { class: "sw-button", testid: "rotate-tile",
      label: "Turn the selected tile a quarter turn clockwise (key t)", text: "⟳ Turn tile (t)",
      onClick: onTurn }), RULES.turnButton()));
  }
  const revealed = ctx.view.revealed_hand;
  if (Array.isArray(revealed) && revealed.length) {
    const row = h(doc, "div", { class: "sw-si-hand sw-si-revealed", testid: "revealed-hand" },
      h(doc, "span", { class: "sw-si-hand-name", text: "Revealed hand (no tile fits)" }));
    for (const tile of revealed) {
      row.append(handTile(ctx, tile, false, fits, onSelect, "revealed-tile"));
    }
    box.append(row);
  }
  return box;
}

function handTile(ctx, tile, selectable, fits, onSelect, prefix = "hand-tile") {
  const doc = ctx.doc;
  const selected = selectable && ctx.local.selected === tile.id;
  const turned = selected ? turnTile(tile, ctx.local.rotation || 0) : tile;
  const svg = s(doc, "svg", { class: "sw-si-hand-svg sw-board-svg",
    viewBox: `0 0 ${SIZE} ${SIZE}`, "aria-hidden": "true" },
  drawTile(doc, turned, 0, 0, SIZE, { colours: ctx.colours, font: HAND_FONT }));
  let cls = "sw-si-hand-tile";
  if (selected) cls += " sw-selected";
  if (selectable && ctx.view.phase_id === "place" && !fits.has(tile.id)) cls += " sw-si-nofit";
  const item = h(doc, "div", { class: cls, testid: `${prefix}-${tile.id}`,
    "data-key": `${prefix}-${tile.id}`, "data-tile": String(tile.id) }, svg,
  h(doc, "span", { class: "sw-si-tile-id", text: `tile ${tile.id}` }));
  const turn = selected && ctx.local.rotation ? `, turned ${90 * ctx.local.rotation}°` : "";
  const words = `${tileWords(tile)}${selected ? ", selected" : ""}${turn}`;
  rule(item, prefix === "hand-tile" ? RULES.hand(tile.id) : RULES.revealed(tile.id));
  if (selectable) {
    clickable(item, words, () => onSelect(tile.id));
    item.setAttribute("aria-pressed", selected ? "true" : "false");
  } else {
    item.setAttribute("role", "img");
    item.setAttribute("tabindex", "0");
    item.setAttribute("aria-label", words);
  }
  const hint = hintedEntry(ctx);  // the coach's tile to place or discard: lifted and ringed
  if (hint && ["place_tile", "discard_tile"].includes(hint.type) && hint.action.tile === tile.id) {
    markHinted(item, hint, "sw-hinted-lift");
  }
  return item;
}
