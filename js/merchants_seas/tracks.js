// The power action spaces (a row of named spaces) and the cult tracks (a table whose cult
// headers are the targets for sending a priest), both acted on where they are drawn.
import { h } from "../shared/dom.js";
import { markLast } from "../shared/lastmove.js";
import { FACTION_COLOUR, FACTION_MARK } from "./data.js";
import { POWER_SHORT, moveWords, shortName } from "./names.js";
import { ORDER_RULE, cultRule, powerRule } from "./rules.js";
import { cultWords, tablesOf } from "./words.js";

/** The nine power action spaces; legal ones are highlighted, a click takes one. */
export function powerRow(ctx, changes) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const used = new Set(ctx.view.power_actions_used || []);
  const legal = new Map(ctx.legal.filter((e) => e.type === "power_action").map((e) => [e.action.id, e]));
  const ids = Object.keys(tables.power_actions || POWER_SHORT);
  const row = h(doc, "div", { class: "sw-ms-power-row", role: "group", testid: "power-actions",
    label: "Power actions" });
  for (const id of ids) {
    const entry = legal.get(id);
    const cost = ((tables.power_actions || {})[id] || [])[0];
    const taken = used.has(id);
    const cls = `sw-ms-space${entry && ctx.mayAct ? " sw-ms-legal-space" : ""}${taken ? " sw-ms-taken" : ""}`;
    const words = `${moveWords(tables, { type: "power_action", action: { id } })}` +
      `${taken ? " — taken this round" : ""}`;
    const button = h(doc, "button", { class: cls, type: "button", testid: `power-${id}`,
      "data-id": entry ? String(entry.id) : null, label: words, "data-rule": powerRule(tables, id, taken),
      onClick: () => ctx.play(entry ? entry.action : { type: "power_action", id }) },
    h(doc, "span", { class: "sw-ms-space-name", text: shortName(id) }),
    h(doc, "span", { class: "sw-ms-space-cost", text: taken ? "taken" : `${cost ?? "?"} PW` }));
    if (changes.powerUsed.has(id)) markLast(button);
    row.append(button);
  }
  return row;
}

function clickCult(ctx, cult) {
  const tables = tablesOf(ctx);
  const choose = ctx.legal.find((e) => e.type === "choose_cult" && e.action.cult === cult);
  if (choose) {
    ctx.play(choose.action);
    return;
  }
  const sends = ctx.legal.filter((e) => e.type === "send_priest" && e.action.cult === cult);
  if (sends.length === 1) ctx.play(sends[0].action);
  else if (sends.length > 1) {
    ctx.offer(`Send a priest to ${cultWords(cult)}`, sends.map((e) => ({
      label: moveWords(tables, e), testid: `offer-priest-${e.action.order ? "order" : "step"}`,
      onChoose: () => ctx.play(e.action),
    })));
  } else ctx.play({ type: "send_priest", cult, order: true });  // Python names the rule
}

/** The cult tracks: one column per cult (its header sends a priest), one row per seat. */
export function cultTable(ctx, changes) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const seats = ctx.view.seats || [];
  const order = ctx.view.cult_order || [];
  const cults = tables.cults || [];
  const live = new Set(ctx.mayAct ? ctx.legal.filter((e) => e.type === "send_priest" ||
    e.type === "choose_cult").map((e) => e.action.cult) : []);
  const head = h(doc, "tr", {}, h(doc, "th", { scope: "col", text: "Cult" }),
    ...cults.map((cult) => h(doc, "th", { scope: "col" },
      h(doc, "button", { type: "button", class: `sw-ms-cult${live.has(cult) ? " sw-ms-legal-space" : ""}`,
        testid: `cult-${cult}`, label: `${cultWords(cult)} cult track${live.has(cult) ? ": send a priest here" : ""}`,
        "data-rule": cultRule(cult, tables.cult_top), onClick: () => clickCult(ctx, cult),
        text: cultWords(cult) }))));
  const body = h(doc, "tbody");
  seats.forEach((seat, i) => {
    const moved = changes.seats.get(i)?.has("cults");
    body.append(h(doc, "tr", {}, h(doc, "th", { scope: "row" },
      h(doc, "span", { class: `sw-swatch sw-colour-${FACTION_COLOUR[seat.faction] || "white"}`,
        "aria-hidden": "true", text: FACTION_MARK[seat.faction] || "?" }),
      ` ${ctx.players[i] ?? seat.player}`),
    ...cults.map((cult, c) => {
      const cell = h(doc, "td", { testid: `cult-${cult}-${i}`, "data-rule": cultRule(cult, tables.cult_top),
        text: String((seat.cults || [])[c] ?? 0) });
      const was = ctx.previous?.seats?.[i]?.cults?.[c];
      if (moved && was !== undefined && was !== (seat.cults || [])[c]) markLast(cell);
      return cell;
    })));
  });
  body.append(h(doc, "tr", { class: "sw-ms-order-row" },
    h(doc, "th", { scope: "row", "data-rule": ORDER_RULE, text: "On order" }),
    ...cults.map((cult, c) => h(doc, "td", { testid: `order-${cult}`, "data-rule": ORDER_RULE,
      text: String(order[c] ?? 0) }))));
  return h(doc, "table", { class: "sw-ms-cults", testid: "cult-table" },
    h(doc, "caption", { text: `Cult tracks (0–${tables.cult_top ?? 10})` }),
    h(doc, "thead", {}, head), body);
}
