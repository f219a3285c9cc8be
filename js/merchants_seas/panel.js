// Around the map: each faction's resources, power bowls, shipping/range, ships and trade
// markers; the cult track table; the round scoring tiles and used power actions.
import { h } from "../shared/dom.js";
import { FACTION_COLOUR, FACTION_MARK } from "./data.js";
import { cultWords, isMerchant, roundTileWords, tablesOf } from "./words.js";

/** The whole panel under the map. */
export function drawPanel(ctx) {
  const doc = ctx.doc;
  return h(doc, "div", { class: "sw-ms-panel", testid: "ms-panel" },
    factionTable(ctx), cultTable(ctx), roundList(ctx));
}

function swatch(doc, faction) {
  const colour = FACTION_COLOUR[faction] || "white";
  return h(doc, "span", { class: `sw-swatch sw-colour-${colour}`, "aria-hidden": "true",
    text: FACTION_MARK[faction] || "?" });
}

function faction(name) {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : "";
}

function factionTable(ctx) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const seats = ctx.view.seats || [];
  const hexes = ctx.view.hexes || [];
  const head = h(doc, "tr", {}, ...["Faction", "VP", "Coins · Workers · Priests",
    "Power I · II · III", "Shipping", "Ships · Trades", "Bonus · Favors · Towns"]
    .map((text) => h(doc, "th", { scope: "col", text })));
  const body = h(doc, "tbody");
  seats.forEach((seat, i) => {
    const merchants = isMerchant(tables, seat.faction);
    const [b1, b2, b3] = seat.bowls || [0, 0, 0];
    const ship = merchants ? `Range ${seat.shipping}` : `Shipping ${seat.shipping}`;
    const dock = seat.dock >= 0 ? `${merchants ? "Storehouse" : "Dock"} ${hexes[seat.dock]?.name ?? seat.dock}`
      : `no ${merchants ? "Storehouse" : "Dock"}`;
    const extras = [seat.bonus || "no bonus card", ...(seat.favors || []), ...(seat.towns || [])];
    const cls = `sw-ms-faction${i === ctx.current ? " sw-current" : ""}${seat.passed ? " sw-ms-passed" : ""}`;
    body.append(h(doc, "tr", { class: cls, testid: `faction-${i}` },
      h(doc, "th", { scope: "row" }, swatch(doc, seat.faction),
        h(doc, "span", { class: "sw-ms-seat-name", text: ` ${ctx.players[i] ?? seat.player}` }),
        h(doc, "span", { class: "sw-ms-faction-name", text: ` ${faction(seat.faction)}` }),
        seat.passed ? h(doc, "span", { class: "sw-ms-passed-mark", text: " (passed)" }) : null),
      h(doc, "td", { testid: `vp-${i}`, text: String(seat.vp) }),
      h(doc, "td", { testid: `resources-${i}`,
        text: `${seat.coins} C · ${seat.workers} W · ${seat.priests} P` }),
      h(doc, "td", { testid: `bowls-${i}`, label: `power bowls: I ${b1}, II ${b2}, III ${b3}`,
        text: `${b1} · ${b2} · ${b3}` }),
      h(doc, "td", { testid: `shipping-${i}`,
        text: `${ship}; exchange ${seat.dig}; ${dock}` }),
      h(doc, "td", { testid: `ships-${i}`,
        text: `${(seat.ships || []).length}/${tables.ships} ${merchants ? "merchants" : "ships"} · ` +
          `${seat.trades}/${tables.trade_markers} trade markers` }),
      h(doc, "td", { testid: `extras-${i}`, text: extras.join(", ") })));
  });
  return h(doc, "table", { class: "sw-ms-factions", testid: "faction-table" },
    h(doc, "caption", { text: "Factions" }), h(doc, "thead", {}, head), body);
}

function cultTable(ctx) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const seats = ctx.view.seats || [];
  const order = ctx.view.cult_order || [];
  const head = h(doc, "tr", {}, h(doc, "th", { scope: "col", text: "Cult" }),
    ...seats.map((seat, i) => h(doc, "th", { scope: "col" }, swatch(doc, seat.faction),
      ` ${ctx.players[i] ?? seat.player}`)),
    h(doc, "th", { scope: "col", text: "Priests on order" }));
  const body = h(doc, "tbody");
  (tables.cults || []).forEach((cult, c) => {
    body.append(h(doc, "tr", { testid: `cult-${cult}` },
      h(doc, "th", { scope: "row", text: cultWords(cult) }),
      ...seats.map((seat, i) => h(doc, "td", { testid: `cult-${cult}-${i}`,
        text: String((seat.cults || [])[c] ?? 0) })),
      h(doc, "td", { text: String(order[c] ?? 0) })));
  });
  return h(doc, "table", { class: "sw-ms-cults", testid: "cult-table" },
    h(doc, "caption", { text: `Cult tracks (0–${tables.cult_top})` }), h(doc, "thead", {}, head), body);
}

function roundList(ctx) {
  const doc = ctx.doc;
  const view = ctx.view;
  const tables = tablesOf(ctx);
  const list = h(doc, "ol", { class: "sw-ms-rounds", testid: "round-tiles" });
  (view.round_tiles || []).forEach((tile, k) => {
    list.append(h(doc, "li", { class: view.round === k + 1 ? "sw-current" : "",
      testid: `round-${k + 1}`, text: roundTileWords(tables, tile) }));
  });
  const used = (view.power_actions_used || []).join(", ") || "none";
  const cards = (view.bonus_cards || []).map(([card, coins]) =>
    (coins ? `${card} (+${coins} C)` : card)).join(", ");
  return h(doc, "details", { class: "sw-ms-round-box", testid: "round-box" },
    h(doc, "summary", { text: `Round ${view.round || "setup"} of ${tables.rounds} — scoring tiles, power ` +
      "actions, bonus cards" }),
    list,
    h(doc, "p", { testid: "power-actions-used", text: `Power actions used this round: ${used}` }),
    h(doc, "p", { testid: "bonus-pool", text: `Bonus cards on offer: ${cards || "none"}` }));
}
