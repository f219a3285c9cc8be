// Traders of the Air: draw the map and the guild mats; turn clicks into actions for Python.
import { h } from "../shared/dom.js";
import { drawMap } from "./map.js";
import { drawPanel } from "./mats.js";
import { PLAYER_COLOURS, markerWords } from "./markers.js";
import { hintedEntry, markHinted, ringActionButton } from "../shared/hinted.js";
import { markChanges } from "./changes.js";

export { summary } from "./summary.js";

/** Drawn into a detached copy and morphed into the column (js/shared/morph.js). */
export const morph = true;

/** Legal action types the board offers itself (the rest become buttons on the right). */
export const onBoard = ["move", "sell"];

/** Each seat's colour name (with its letter wherever it is shown). */
export function colours(ctx) {
  return ctx.players.map((_, i) => PLAYER_COLOURS[i % PLAYER_COLOURS.length]);
}

/** What moving the steamship to `city` costs now: 1 with the wind, 2 against, 0 Windriders. */
export function moveCost(view, city) {
  const seat = (view.seats || [])[view.turn_player] || {};
  if ((view.moves ?? 0) === 0 && seat.mat && seat.mat.name === "Windriders") return 0;
  const along = (view.arrows || []).some(([a, b]) => a === view.ship && b === city);
  return along ? 1 : 2;
}

/** Sort the legal actions into board targets. */
export function targetsFor(ctx) {
  const moves = new Map();
  const purchases = new Set();
  const markers = new Set();
  const contracts = new Map();
  let sales = 0;
  for (const entry of ctx.legal) {
    const a = entry.action;
    if (entry.type === "move") moves.set(a.city, moveCost(ctx.view, a.city));
    else if (entry.type === "purchase") purchases.add(a.space);
    else if (entry.type === "sell") sales += 1;
    else if (entry.type === "set_up_contracts" || entry.type === "lose") {
      markers.add(a.marker);
      if (!contracts.has(a.marker)) contracts.set(a.marker, []);
      contracts.get(a.marker).push(entry);
    }
  }
  return { moves, purchases, markers, contracts, sales, phase: ctx.view.phase_id,
    actor: ctx.mayAct ? ctx.current : -1 };
}

/** Draw the map and the mats into `el`; say what to do now. */
export function draw(ctx, el) {
  const targets = targetsFor(ctx);
  const handlers = {
    city: (name) => clickCity(ctx, name),
    space: (id) => ctx.play({ type: "purchase", space: id }),
    goods: (seat, m) => clickGoods(ctx, targets, seat, m),
    sellMode: () => startSale(ctx),
    sellChosen: () => ctx.play({ type: "sell", markers: [...(ctx.local.chosen || [])].sort((a, b) => a - b) }),
    sellCancel: () => { ctx.local.selling = false; ctx.local.chosen = []; ctx.redraw(); },
  };
  ctx.say(instruction(ctx, targets));
  el.append(h(ctx.doc, "div", { class: "sw-ta-map-wrap" }, drawMap(ctx, targets, handlers)),
    drawPanel(ctx, targets, handlers));
  drawHinted(ctx, el);
  markChanges(ctx, el);
}

/**
 * The coach's move beyond the map (map.js draws routes, spaces and cities): the goods markers
 * it spends (contracts, a sale, a loss, goods kept) are ringed on the mat, a sale also rings
 * the Sell button, and every move that is a button rings its button.
 */
function drawHinted(ctx, el) {
  const entry = hintedEntry(ctx);
  if (!entry) return;
  const a = entry.action || {};
  const ids = Array.isArray(a.markers) ? a.markers : Number.isInteger(a.marker) ? [a.marker] : [];
  const mats = el.querySelector("[data-testid='mats']");
  for (const id of ids) {
    for (const node of (mats ? mats.querySelectorAll(`[data-testid="goods-${id}"]`) : [])) {
      markHinted(node, entry);
    }
  }
  if (entry.type === "sell") markHinted(el.querySelector("[data-testid='sell-mode']"), entry);
  if (!onBoard.includes(entry.type)) ringActionButton(ctx);
}

function instruction(ctx, targets) {
  if (!ctx.mayAct) return "";
  const view = ctx.view;
  const seat = (view.seats || [])[ctx.current] || {};
  switch (view.phase_id) {
    case "income": return "4.1 Income: take 3 sky dollars from the bank.";
    case "replenish": return "4.2: fill every empty warehouse space for 1 sky dollar, or leave them empty.";
    case "actions": {
      if (ctx.local.selling) {
        return "Selling: click your goods to choose them (at least two of each colour), then " +
          "“Sell chosen”. You need a contract in this city.";
      }
      const moves = targets.moves.size
        ? "Click a highlighted city to move the steamship (its cost is shown)."
        : "You cannot pay for a move.";
      const act = view.acted_here
        ? `You have acted in ${view.ship}: move away before the next action.`
        : `Act in ${view.ship}: click a goods marker here to buy it, or one of your goods to set up contracts.`;
      return `4.3 Actions. ${act} ${moves} End the actions phase when done.`;
    }
    case "losses": {
      const pending = (view.pending_losses || [])[0];
      return pending ? `${pending.player} loses one ${pending.colour} goods marker: click the one to lose.` : "";
    }
    case "taxes":
      return `4.4 Taxes and tolls: keep at most ${seat.keep_money} sky dollars and ${seat.keep_goods} ` +
        "goods markers; choose the goods you keep.";
    default: return "";
  }
}

function clickCity(ctx, name) {
  if (name === ctx.view.ship) {
    ctx.notice(`The steamship is already at ${name}: click another city to move it.`);
    return;
  }
  // sent even when not highlighted: Python answers with the rule that forbids it
  ctx.play({ type: "move", city: name });
}

function startSale(ctx) {
  ctx.local.selling = true;
  ctx.local.chosen = [];
  ctx.redraw();
}

function clickGoods(ctx, targets, seat, m) {
  const phase = ctx.view.phase_id;
  if (seat !== targets.actor) {
    const owner = ctx.players[seat] ?? "another player";
    ctx.notice(`${markerWords(m)} belongs to ${owner}; only the player to act uses their goods.`);
    return;
  }
  if (phase === "losses") {
    ctx.play({ type: "lose", marker: m.id });
    return;
  }
  if (phase !== "actions") {
    ctx.notice(phase === "taxes" ? "Choose the goods you keep with the buttons on the right."
      : "Goods are used in the actions phase (4.3).");
    return;
  }
  if (ctx.local.selling) {
    const chosen = new Set(ctx.local.chosen || []);
    if (chosen.has(m.id)) chosen.delete(m.id); else chosen.add(m.id);
    ctx.local.chosen = [...chosen].sort((a, b) => a - b);
    ctx.redraw();
    return;
  }
  const entries = targets.contracts.get(m.id) || [];
  if (entries.some((e) => e.action.extra)) {
    ctx.offer(`Spend ${markerWords(m)} for guild contracts in ${ctx.view.ship}:`, entries.map((e) => ({
      label: e.action.extra ? `${m.value} + 1 contracts (Contractors)` : `${m.value} contract${m.value === 1 ? "" : "s"}`,
      testid: e.action.extra ? "offer-contracts-extra" : "offer-contracts",
      onChoose: () => ctx.play(e.action),
    })));
    return;
  }
  ctx.play({ type: "set_up_contracts", marker: m.id, extra: false });
}

/** Board keys: s starts (or cancels) choosing goods to sell. */
export const keys = {
  s: (ctx) => {
    if (!ctx.mayAct || ctx.view.phase_id !== "actions") return false;
    if (ctx.local.selling) { ctx.local.selling = false; ctx.local.chosen = []; ctx.redraw(); } else startSale(ctx);
    return true;
  },
};
