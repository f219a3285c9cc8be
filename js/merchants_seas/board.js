// Terra Mystica: Merchants of the Seas: draw the hex map and the faction panel; turn clicks on
// hexes and ships into actions for Python (which checks every one).
import { h } from "../shared/dom.js";
import { FACTION_COLOUR, FACTION_MARK } from "./data.js";
import { drawLegend } from "./legend.js";
import { drawMap } from "./map.js";
import { lastChanges } from "./marks.js";
import { drawMenus } from "./menus.js";
import { drawPanel } from "./panel.js";
import { DIRECT, highlighted, moveCosts, targetsFor } from "./targets.js";
import { isMerchant, seatWords, structureWords, tablesOf, tradeOptions } from "./words.js";
import { hintedEntry, markHinted } from "../shared/hinted.js";

export { summary } from "./summary.js";
/** The log's labels with raw codes named (for the shared log and last-move heading, if used). */
export { labelWords } from "./names.js";

/** Every legal action type: the board offers them all itself (map, tracks, menus), so the
 * shared action buttons stay empty and the map and the choices stay in view together. */
export const onBoard = ["place_dwelling", "place_dock", "choose_bonus", "transform_and_build",
  "upgrade", "power_action", "special", "witches_ride", "sandstorm", "convert", "advance",
  "send_priest", "pass", "leech", "take_favor", "take_town", "choose_cult", "place_ship",
  "place_bridge", "move_ship", "resolve_trade", "darklings_convert", "fire_favor_bonus", "finish",
  "end_turn"];

/** Drawn into a detached copy and morphed into the live column (js/shared/morph.js): hexes,
 * pieces, ships, bridges and menu buttons carry a `data-key`, so a move touches few nodes. */
export const morph = true;

/** The board's own synced trait: the rule model's tables, sent once. */
export const traits = ["tables"];

/** Each seat's colour name: its home terrain's colour (with its mark wherever shown). */
export function colours(ctx) {
  return (ctx.view.seats || []).map((seat) => FACTION_COLOUR[seat.faction] || "white");
}

/** Each seat's mark: its faction's two letters, the same on the map, the faction table, the
 * cult table, the score sheet and the log (js/shared/scoresheet.js, log.js). */
export function marks(ctx) {
  return (ctx.view.seats || []).map((seat) => FACTION_MARK[seat.faction] || "?");
}

/** Draw the map, the menus and the panel into `el`; say what to do now. */
export function draw(ctx, el) {
  const targets = targetsFor(ctx);
  const lit = ctx.mayAct ? highlighted(ctx, targets) : new Set();
  const changes = lastChanges(ctx.previous, ctx.view);
  const handlers = {
    hex: (id) => clickHex(ctx, targets, id),
    ship: (id) => selectShip(ctx, id),
    costs: moveCosts(ctx, targets),
  };
  ctx.say(instruction(ctx, targets));
  el.append(h(ctx.doc, "div", { class: "sw-ms-board" },
    h(ctx.doc, "div", { class: "sw-ms-map-wrap" }, drawMap(ctx, targets, lit, handlers, changes)),
    drawLegend(ctx),
    drawMenus(ctx), drawPanel(ctx, changes)));
  drawHinted(ctx, el);
}

/**
 * The coach's move beyond the map (maphint.js rings its hexes): a priest sent or a cult chosen
 * rings the cult track and the acting seat's place on it; advancing shipping or exchange
 * rings that seat's shipping cell; a power action rings its space, a bridge its spot on the
 * map (as well as both banks); every other move rings
 * its menu (or button) under the map.
 */
function drawHinted(ctx, el) {
  const entry = hintedEntry(ctx);
  if (!entry) return;
  const a = entry.action || {};
  const find = (testid) => el.querySelector(`[data-testid="${testid}"]`);
  const seat = ctx.current;
  if (typeof a.cult === "string") {
    markHinted(find(`cult-${a.cult}`), entry);
    if (seat >= 0) markHinted(find(`cult-${a.cult}-${seat}`), entry);
  }
  if (entry.type === "advance" && seat >= 0) markHinted(find(`shipping-${seat}`), entry);
  if (entry.type === "power_action") markHinted(find(`power-${a.id}`), entry);
  if (entry.type === "place_bridge") markHinted(find(`bridge-spot-${a.a}-${a.b}`), entry);
  const id = String(entry.id);
  const button = [...el.querySelectorAll(".sw-ms-menus button")].find((b) =>
    b.getAttribute("data-id") === id || (b.getAttribute("data-ids") || "").split(" ").includes(id));
  if (button) markHinted(button, entry);
}

/** The acting seat's record (current player). */
function actor(ctx) {
  return (ctx.view.seats || [])[ctx.current] || {};
}

/** Power offer in words: who may take how much power for how many VP, and why. */
export function offerWords(ctx, pend) {
  const who = seatWords(ctx.view, ctx.players, pend.seat);
  const from = ctx.players[pend.actor] ?? "a neighbour";
  const why = pend.trade ? `${from} traded with one of their structures`
    : `${from} built next to them`;
  return `${who} may take ${pend.power} power for ${pend.vp_cost} VP (${why}), or decline both.`;
}

/** The reward choices of the trades waiting, in words. */
export function tradeWords(ctx, hexes) {
  const tables = tablesOf(ctx);
  const favors = actor(ctx).favors || [];
  return hexes.map((hex) => {
    const hx = ctx.view.hexes[hex] || {};
    const options = tradeOptions(tables, hx.building, favors)
      .map((o, k) => `reward ${k + 1} = ${o.words}`).join("; ");
    return `${hx.name} (${ctx.players[hx.owner]}'s ${structureWords(tables, hx.building)}): ${options}`;
  }).join(". ");
}

/** What the seat may still do after its action (conversions are free in its own turn). */
export const FINISH_TURN = "Your action is done. You may still convert or burn power " +
  "(Convert menu) before you click End turn.";

function instruction(ctx, targets) {
  if (!ctx.mayAct) return "";
  const view = ctx.view;
  const pend = (view.pending || [])[0];
  if (pend) {
    if (pend.kind === "leech") return `${offerWords(ctx, pend)} Accept or decline with the buttons under the map.`;
    if (pend.kind === "trade") {
      return `Resolve the trades in any order. ${tradeWords(ctx, [...targets.trades.keys()])}. ` +
        "Click the structure or use the Trade reward menu.";
    }
    if (pend.kind === "move") {
      const me = actor(ctx);
      const merchant = isMerchant(tablesOf(ctx), me.faction);
      const free = me.shipping + (!merchant && me.bonus === "BON4" ? 1 : 0);
      const what = merchant ? "merchant" : "ship";
      return ctx.local.src === undefined
        ? `Move ${what}s: each moves once, up to ${free} spaces (a space marked +1 costs 1 power). Click a ` +
          `highlighted ${what}, or a highlighted destination; Finish when done.`
        : `Click where the ${what} at ${view.hexes[ctx.local.src]?.name} goes (highlighted), ` +
          "or Escape.";
    }
    if (pend.kind === "ship") return "Place the new ship on a highlighted space next to your Dock or Shipyard.";
    if (pend.kind === "bridge") {
      return "Place your Bridge: click a highlighted bridge spot (a dashed deck across the river).";
    }
    if (pend.kind === "spades") return "Use your spades: click a highlighted hex, or Finish.";
    if (pend.kind === "finish_turn") return FINISH_TURN;
    if (pend.kind === "double_turn") {
      const nth = pend.left === 1 ? "second" : "first";
      return `Double turn (Chaos Magicians' Stronghold): take your ${nth} of two actions — ` +
        "click a highlighted hex, take a power action or use the menus under the map.";
    }
    if (pend.kind === "free_tp") {
      return "Swarmlings' Stronghold: click one of your highlighted Dwellings to make it a " +
        "Trading house for free.";
    }
    if (pend.kind === "river_town") {
      return "Mermaids: found a town across one river space (menu under the map), or Finish to " +
        "found none now.";
    }
    return "";
  }
  if (view.phase_id === "setup_dwellings") return "Click a highlighted hex to place an initial Dwelling.";
  if (view.phase_id === "setup_bonus") {
    return "Choose your Bonus card: click “Choose a Bonus card ▾” under the map, then one of " +
      "the cards it lists (the round box under the tables says what each gives).";
  }
  if (view.phase_id === "setup_dock") return "Click one of your highlighted Dwellings to put the Dock (Storehouse) under it.";
  if (view.phase_id === "actions") {
    return targets.hexes.size
      ? "Click a highlighted hex to transform and build, or one of your structures to upgrade; " +
        "or take a power action, send a priest (cult tracks) or use the menus under the map."
      : "Take a power action, send a priest (cult tracks) or use the menus under the map.";
  }
  return "";
}

function selectShip(ctx, hex) {
  if (ctx.local.src === hex) delete ctx.local.src;
  else ctx.local.src = hex;
  ctx.redraw();
}

function clickHex(ctx, targets, hex) {
  if (targets.moving) {
    clickWhileMoving(ctx, targets, hex);
    return;
  }
  const trades = targets.trades.get(hex);
  if (trades) {
    const hx = ctx.view.hexes[hex];
    const tables = tablesOf(ctx);
    const options = tradeOptions(tables, hx.building, actor(ctx).favors || []);
    ctx.offer(`Trade with ${hx.name} (${structureWords(tables, hx.building)}): choose the reward`,
      trades.map((entry) => ({
        label: `reward ${entry.action.option + 1}: ${options[entry.action.option]?.words ?? ""}`,
        testid: `offer-reward-${entry.action.option}`,
        onChoose: () => ctx.play(entry.action),
      })));
    return;
  }
  const entries = targets.hexes.get(hex);
  if (!entries) {
    ctx.play(constructed(ctx, hex));  // not highlighted: Python answers with the rule
    return;
  }
  if (entries.length === 1 && DIRECT.includes(entries[0].type)) {
    ctx.play(entries[0].action);
    return;
  }
  const hx = ctx.view.hexes[hex];
  ctx.offer(`${hx.name}: what to do here?`, entries.map((entry) => ({
    label: entry.label, testid: offerId(entry), onChoose: () => ctx.play(entry.action),
  })));
}

function clickWhileMoving(ctx, targets, hex) {
  const src = ctx.local.src;
  if (src !== undefined) {
    const entry = targets.movers.get(src)?.get(hex);
    ctx.play(entry ? entry.action : { type: "move_ship", src, dst: hex });
    return;
  }
  if (targets.movers.has(hex)) {
    selectShip(ctx, hex);
    return;
  }
  const entries = targets.dests.get(hex) || [];
  if (entries.length === 1) {
    ctx.play(entries[0].action);
  } else if (entries.length > 1) {
    ctx.offer(`Which ship goes to ${ctx.view.hexes[hex]?.name}?`, entries.map((entry) => ({
      label: entry.label, testid: `offer-ship-${entry.action.src}`,
      onChoose: () => ctx.play(entry.action),
    })));
  } else {
    ctx.play(constructed(ctx, hex));
  }
}

/** A stable test id for an offered action on a hex. */
export function offerId(entry) {
  const a = entry.action;
  switch (entry.type) {
    case "transform_and_build":
      if (!a.build) return `offer-terrain-${a.terrain}`;
      return a.ship >= 0 ? `offer-build-ship-${a.ship}` : "offer-build";
    case "upgrade": return `offer-upgrade-${a.to}`;
    case "witches_ride": return "offer-ride";
    case "sandstorm": return a.build ? "offer-sandstorm-build" : "offer-sandstorm";
    default: return `offer-${entry.type}`;
  }
}

/** The move a click on a non-highlighted hex means, sent so that Python names the rule. */
export function constructed(ctx, hex) {
  const view = ctx.view;
  const pend = (view.pending || [])[0];
  const seat = ctx.current >= 0 ? ctx.current : 0;
  const me = (view.seats || [])[seat] || {};
  const tables = tablesOf(ctx);
  const build = { type: "transform_and_build", hex, terrain: (tables.homes || {})[me.faction] || "D",
    build: true, ship: -1 };
  if (pend) {
    if (pend.kind === "ship") return { type: "place_ship", hex };
    if (pend.kind === "move") {
      const src = ctx.local.src ?? (me.ships || [])[0] ?? hex;
      return { type: "move_ship", src, dst: hex };
    }
    if (pend.kind === "trade") return { type: "resolve_trade", hex, option: 0, structure: "", vp: 0 };
    return build;
  }
  if (view.phase_id === "setup_dwellings" || view.phase_id === "setup_bonus") {
    return { type: "place_dwelling", hex };
  }
  if (view.phase_id === "setup_dock") return { type: "place_dock", hex };
  const hx = (view.hexes || [])[hex] || {};
  if (hx.owner === seat && hx.building) {
    const next = (tables.upgrades || {})[hx.building] || ["SH"];
    return { type: "upgrade", hex, to: next[0] };
  }
  return build;
}
