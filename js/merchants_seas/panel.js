// Under the map: the power action spaces and cult tracks (tracks.js), each faction's
// resources, power bowls, shipping, ships and tiles, and the round's scoring tiles and cards.
import { h } from "../shared/dom.js";
import { markLast } from "../shared/lastmove.js";
import { FACTION_COLOUR, FACTION_MARK } from "./data.js";
import { bonusWords, favorWords, shortName, townWords } from "./names.js";
import { bonusRule, favorRule, scoringRule, sectionsOf, townRule } from "./rules.js";
import { cultTable, powerRow } from "./tracks.js";
import { isMerchant, roundTileWords, tablesOf } from "./words.js";

/** The whole panel under the map. */
export function drawPanel(ctx, changes) {
  const doc = ctx.doc;
  return h(doc, "div", { class: "sw-ms-panel", testid: "ms-panel" },
    h(doc, "div", { class: "sw-ms-tracks" }, powerRow(ctx, changes), cultTable(ctx, changes)),
    factionTable(ctx, changes), roundList(ctx));
}

function swatch(doc, faction) {
  const colour = FACTION_COLOUR[faction] || "white";
  return h(doc, "span", { class: `sw-swatch sw-colour-${colour}`, "aria-hidden": "true",
    text: FACTION_MARK[faction] || "?" });
}

function title(name) {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : "";
}

/** The faction table's columns [title, rule]: a base Terra Mystica board (`tables.base`) has
 * no Dock or Ships · Trades column and cites only the base game. */
export function columns(tables, over = false) {
  const SECTIONS = sectionsOf(tables);
  const base = Boolean(tables.base);
  return [
    ["Faction", `The player and their faction, marked by two letters on the map (${SECTIONS.dwellings})`],
    over ? ["Final VP", `Victory points after final scoring: the score sheet's totals (${SECTIONS.final})`]
      : ["VP before final scoring", `Victory points so far; final scoring (area, cults, resources) ` +
        `is added when the game ends (${SECTIONS.ingame})`],
    ["C · W · P", `Coins, workers and priests: what the faction pays with (${SECTIONS.costs})`],
    ["Power", `Power tokens in bowls I · II · III; power actions spend from bowl III (${SECTIONS.convert})`],
    ["Ship · Ex", `${base ? "Shipping" : "Shipping (Range for merchants)"} and Exchange tracks (${SECTIONS.advance})`],
    ...(base ? [] : [
      ["Dock", `The Dock (Storehouse for merchants): new ships start next to it (${SECTIONS.dock})`],
      ["Ships · Trades", `Ships on the board of 3, trade markers used of 15 (${SECTIONS.trade})`]]),
    ["Tiles", `Bonus card, Favor tiles and Town tiles held; hover one for what it gives (${SECTIONS.favor})`],
  ];
}

function tilesCell(ctx, seat, i) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const chips = [];
  if (seat.bonus) chips.push([seat.bonus, bonusRule(tables, seat.bonus)]);
  for (const f of seat.favors || []) chips.push([f, favorRule(tables, f)]);
  for (const t of seat.towns || []) chips.push([t, townRule(tables, t)]);
  const words = [seat.bonus ? bonusWords(tables, seat.bonus) : "no bonus card",
    ...(seat.favors || []).map((f) => favorWords(tables, f)),
    ...(seat.towns || []).map((t) => townWords(tables, t))].join("; ");
  const cell = h(doc, "td", { testid: `extras-${i}`, label: words });
  if (!chips.length) cell.append("no bonus card");
  chips.forEach(([id, rule], k) => {
    cell.append(k ? ", " : "", h(doc, "span", { class: "sw-ms-chip", tabindex: "0", "data-key": id, "data-rule": rule,
      text: shortName(id) }));
  });
  return cell;
}

/** A column head's words; "VP before final scoring" keeps "VP" on the first line and lets
 * the rest wrap under it (the table stays inside the 640-px column). */
function headWords(doc, text) {
  const m = /^(VP) (.+)$/.exec(text);
  return m ? [`${m[1]} `, h(doc, "span", { class: "sw-ms-head-more", text: m[2] })] : [text];
}

/** The VP cell: the running VP while the game runs; once it is over, the score sheet's total
 * (the same number), the VP before final scoring in its label. */
function vpCell(ctx, seat, i, over, totals) {
  const name = ctx.players[i] ?? seat.player;
  if (!over || totals[name] === undefined) {
    return { text: String(seat.vp), label: `${seat.vp} VP before final scoring` };
  }
  return { text: String(totals[name]),
    label: `${totals[name]} VP after final scoring (${seat.vp} before it)` };
}

function factionTable(ctx, changes) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const seats = ctx.view.seats || [];
  const hexes = ctx.view.hexes || [];
  const base = Boolean(tables.base);
  const over = Boolean(ctx.get("over"));
  const totals = (ctx.get("scores") || {}).totals || {};
  const head = h(doc, "tr", {}, ...columns(tables, over).map(([text, rule]) =>
    h(doc, "th", { scope: "col", "data-rule": `${text} — ${rule}` }, ...headWords(doc, text))));
  const body = h(doc, "tbody");
  seats.forEach((seat, i) => {
    const merchants = isMerchant(tables, seat.faction);
    const [b1, b2, b3] = seat.bowls || [0, 0, 0];
    const dock = seat.dock >= 0 ? hexes[seat.dock]?.name ?? String(seat.dock) : "none";
    const cls = `sw-ms-faction${i === ctx.current ? " sw-current" : ""}${seat.passed ? " sw-ms-passed" : ""}`;
    const changed = changes.seats.get(i) || new Set();
    const cell = (testid, fields, attrs) => {
      const td = h(doc, "td", { testid, ...attrs });
      if (fields.some((f) => changed.has(f))) markLast(td);
      return td;
    };
    body.append(h(doc, "tr", { class: cls, testid: `faction-${i}` },
      h(doc, "th", { scope: "row", label: `${ctx.players[i] ?? seat.player}, ${title(seat.faction)}` +
        `${seat.passed ? ", passed" : ""}`, "data-rule": `${title(seat.faction)} — home terrain ` +
        `${(tables.terrain_names || {})[(tables.homes || {})[seat.faction]] ?? "?"} (${sectionsOf(tables).dwellings})` },
      swatch(doc, seat.faction),
      h(doc, "span", { class: "sw-ms-seat-name", text: ` ${ctx.players[i] ?? seat.player}` }),
      seat.passed ? h(doc, "span", { class: "sw-ms-passed-mark", text: " · passed" }) : null),
      cell(`vp-${i}`, ["vp"], vpCell(ctx, seat, i, over, totals)),
      cell(`resources-${i}`, ["coins", "workers", "priests"],
        { text: `${seat.coins} C · ${seat.workers} W · ${seat.priests} P` }),
      cell(`bowls-${i}`, ["bowls"], { label: `power bowls: I ${b1}, II ${b2}, III ${b3}`,
        text: `${b1} · ${b2} · ${b3}` }),
      cell(`shipping-${i}`, ["shipping", "dig"], {
        label: `${merchants ? "range" : "shipping"} ${seat.shipping}, exchange ${seat.dig}`,
        text: `${seat.shipping} · ${seat.dig}` }),
      base ? null : cell(`dock-${i}`, ["dock"], { label: `${merchants ? "Storehouse" : "Dock"}: ${dock}`, text: dock }),
      base ? null : cell(`ships-${i}`, ["ships", "trades"], {
        label: `${(seat.ships || []).length} of ${tables.ships} ${merchants ? "merchants" : "ships"} ` +
          `on the board, ${seat.trades} of ${tables.trade_markers} trade markers used`,
        text: `${(seat.ships || []).length}/${tables.ships} · ${seat.trades}/${tables.trade_markers}` }),
      tilesCell(ctx, seat, i)));
  });
  return h(doc, "table", { class: "sw-ms-factions", testid: "faction-table" },
    h(doc, "caption", { class: "sw-ms-hidden-caption", text: "Factions" }), h(doc, "thead", {}, head), body);
}

function roundList(ctx) {
  const doc = ctx.doc;
  const view = ctx.view;
  const tables = tablesOf(ctx);
  const list = h(doc, "ol", { class: "sw-ms-rounds", testid: "round-tiles" });
  (view.round_tiles || []).forEach((tile, k) => {
    const words = roundTileWords(tables, tile);
    list.append(h(doc, "li", { class: view.round === k + 1 ? "sw-current" : "",
      testid: `round-${k + 1}`, tabindex: "0", "data-rule": scoringRule(words), text: words }));
  });
  const cards = h(doc, "ul", { class: "sw-ms-cards", testid: "bonus-pool" });
  for (const [card, coins] of view.bonus_cards || []) {
    cards.append(h(doc, "li", { tabindex: "0", "data-key": card, "data-rule": bonusRule(tables, card),
      text: `${bonusWords(tables, card)}${coins ? ` (+${coins} coins on it)` : ""}` }));
  }
  return h(doc, "details", { class: "sw-ms-round-box", testid: "round-box" },
    h(doc, "summary", { text: `Round ${view.round || "setup"} of ${tables.rounds} — scoring tiles ` +
      "and bonus cards" }),
    list, h(doc, "p", { text: "Bonus cards on offer:" }), cards);
}
