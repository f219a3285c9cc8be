// Around the map: the supply stacks (heights only), the bank and box, and each player's guild
// mat with money, goods, sold goods and contracts left.
import { clickable, h } from "../shared/dom.js";
import { chip, letter, markerWords } from "./markers.js";
import { RULES } from "./rules.js";

/** Hover/focus rule text on an HTML node (focusable unless it already is a control). */
function ruled(node, text) {
  node.setAttribute("data-rule", text);
  const control = node.tagName === "BUTTON" || node.hasAttribute("tabindex");
  if (!control) node.setAttribute("tabindex", "0");
  return node;
}

/** The supply, the table facts, then one guild mat per seat. */
export function drawPanel(ctx, targets, handlers) {
  const doc = ctx.doc;
  const box = h(doc, "div", { class: "sw-ta-panel", testid: "table-panel" });
  box.append(drawSupply(ctx));
  const mats = h(doc, "div", { class: "sw-ta-mats", testid: "mats" });
  (ctx.view.seats || []).forEach((seat, i) => mats.append(drawMat(ctx, seat, i, targets, handlers)));
  box.append(mats);
  return box;
}

function drawSupply(ctx) {
  const doc = ctx.doc;
  const view = ctx.view;
  const supply = view.supply || [];
  const row = h(doc, "div", { class: "sw-ta-supply", testid: "supply", role: "group",
    label: "Supply stacks (face down: only their heights show)" },
  h(doc, "span", { class: "sw-ta-label", text: "Supply" }));
  supply.forEach((stack, i) => {
    const n = stack.count ?? 0;
    const last = i === supply.length - 1;
    row.append(ruled(h(doc, "span", { class: `sw-ta-stack${n ? "" : " sw-ta-stack-empty"}${last ? " sw-ta-stack-last" : ""}`,
      testid: `stack-${i + 1}`, "data-count": String(n), role: "img",
      label: `Supply stack ${i + 1}: ${n} marker${n === 1 ? "" : "s"}${last ? " (the last stack: taking from it ends the game)" : ""}` },
    h(doc, "span", { class: "sw-ta-stack-bar", "aria-hidden": "true",
      style: `height: ${Math.min(n, 16) * 2 + 2}px` }),
    h(doc, "span", { class: "sw-ta-stack-text", "aria-hidden": "true", text: `${i + 1}: ${n}` })),
    RULES.stack(i + 1, last)));
  });
  const boxed = (view.box || []).length;
  const facts = [`round ${view.round ?? 1}`, `${boxed} marker${boxed === 1 ? "" : "s"} in the box`];
  row.append(ruled(h(doc, "span", { class: "sw-ta-facts", testid: "table-facts", text: facts.join(" · ") }),
    RULES.facts()));
  if (view.ending) {
    const who = view.first_to_last_stack ? `${view.first_to_last_stack} took from stack 5 first; ` : "";
    row.append(ruled(h(doc, "span", { class: "sw-ta-ending", testid: "ending",
      text: `${who}this is the last round (5).` }), RULES.ending()));
  }
  return row;
}

function drawMat(ctx, seat, i, targets, handlers) {
  const doc = ctx.doc;
  const view = ctx.view;
  const colour = ctx.colours[i];
  const actor = targets.actor === i;
  const turn = view.turn_player === i && view.current_player !== null && view.current_player !== undefined;
  let cls = "sw-ta-mat";
  if (turn) cls += " sw-current";
  const mat = h(doc, "section", { class: cls, testid: `mat-${i}`, label: `${seat.name}'s guild mat`,
    "data-rule": RULES.mat(seat.name) });
  mat.append(h(doc, "div", { class: "sw-ta-mat-head" },
    ruled(h(doc, "span", { class: `sw-swatch sw-colour-${colour}`, text: letter(colour), role: "img",
      label: `${seat.name}'s colour: ${colour} (${letter(colour)})` }),
    RULES.seatColour(seat.name, colour, letter(colour))),
    h(doc, "span", { class: "sw-ta-mat-name", text: seat.name }),
    i === (view.start_player ?? 0) ? ruled(h(doc, "span", { class: "sw-ta-tag", text: "start player" }),
      RULES.startPlayer()) : null,
    turn ? ruled(h(doc, "span", { class: "sw-ta-tag sw-ta-tag-turn", text: "turn" }), RULES.turn()) : null,
    ruled(h(doc, "span", { class: "sw-ta-money", testid: `money-${i}`, role: "img",
      label: `${seat.name}: ${seat.money} sky dollars`, text: `$${seat.money}` }), RULES.money(seat.name))));
  const goods = h(doc, "div", { class: "sw-ta-goods", testid: `mat-goods-${i}`, role: "group",
    label: `${seat.name}'s goods`, "data-rule": RULES.matGoods(seat.name) },
  h(doc, "span", { class: "sw-ta-label", text: "Goods" }));
  for (const m of seat.goods || []) {
    const chosen = actor && (ctx.local.chosen || []).includes(m.id);
    const legal = actor && targets.markers.has(m.id);
    const el = chip(doc, m, { chosen, legal });
    el.setAttribute("data-rule", RULES.goods(m));
    if (actor) {
      clickable(el, markerAction(ctx, m), () => handlers.goods(i, m));
      if (ctx.local.selling) el.setAttribute("aria-pressed", chosen ? "true" : "false");
    } else {
      clickable(el, `${markerWords(m)} of ${seat.name}`, () => handlers.goods(i, m));
    }
    goods.append(el);
  }
  if (!(seat.goods || []).length) goods.append(h(doc, "span", { class: "sw-ta-none", text: "none" }));
  mat.append(goods);
  const sold = seat.sold || [];
  mat.append(h(doc, "div", { class: "sw-ta-sold-row", testid: `sold-${i}`, role: "group",
    label: `${seat.name}'s sold goods`, "data-rule": RULES.matSold(seat.name) },
  h(doc, "span", { class: "sw-ta-label", text: "Sold" }),
  ...(sold.length ? sold.map((m) => ruled(chip(doc, m, { sold: true }), RULES.sold(m)))
    : [h(doc, "span", { class: "sw-ta-none", text: "none" })])));
  mat.append(h(doc, "div", { class: "sw-ta-mat-facts" },
    ruled(h(doc, "span", { testid: `contracts-left-${i}`,
      text: `contracts: ${seat.contracts_left} on the mat, ${seat.contracts_on_board} on the board` }),
    RULES.contractsLeft(seat.name)),
    ruled(h(doc, "span", { testid: `guild-${i}`, class: "sw-ta-guild",
      text: seat.mat && seat.mat.ability ? `${seat.mat.name}: ${seat.mat.ability}`
        : `generic guild mat (keeps $${seat.keep_money}, ${seat.keep_goods} goods)` }), RULES.guild(seat))));
  if (actor && targets.phase === "actions") mat.append(sellControls(ctx, targets, handlers));
  return mat;
}

function markerAction(ctx, m) {
  if (ctx.view.phase_id === "losses") return `Lose ${markerWords(m)}`;
  if (ctx.local.selling) {
    return `${(ctx.local.chosen || []).includes(m.id) ? "Unchoose" : "Choose"} ${markerWords(m)} for the sale`;
  }
  return `Spend ${markerWords(m)} to set up ${m.value} guild contract${m.value === 1 ? "" : "s"}`;
}

function sellControls(ctx, targets, handlers) {
  const doc = ctx.doc;
  const row = h(doc, "div", { class: "sw-ta-sell", testid: "sell-controls" });
  if (!ctx.local.selling) {
    row.append(h(doc, "button", { class: `sw-button${targets.sales ? " sw-ta-legal-button" : ""}`,
      testid: "sell-mode", label: "Sell goods: choose the markers to sell", "data-rule": RULES.sell(),
      text: targets.sales ? `Sell goods… (${targets.sales} possible sales)` : "Sell goods…",
      onClick: () => handlers.sellMode() }));
    return row;
  }
  const n = (ctx.local.chosen || []).length;
  row.append(
    h(doc, "button", { class: "sw-button sw-ta-legal-button", testid: "sell-chosen",
      label: `Sell the ${n} chosen markers`, text: `Sell ${n} chosen`, "data-rule": RULES.sell(),
      onClick: () => handlers.sellChosen() }),
    h(doc, "button", { class: "sw-button", testid: "sell-cancel", text: "Cancel sale",
      label: "Cancel the sale (Escape)", "data-rule": RULES.sellCancel(), onClick: () => handlers.sellCancel() }));
  return row;
}
