// The moves that have no place on the map, in a few short named menus under it
// ("Convert ▾", "Pass ▾" with the bonus cards named...); a menu opens its choices in the
// message area (ctx.offer). A power offer, Finish and End turn are plain buttons.
import { h } from "../shared/dom.js";
import { bridgeOnMap } from "./links.js";
import { moveWords } from "./names.js";
import { menuRule } from "./rules.js";
import { tablesOf } from "./words.js";

// Moves drawn elsewhere: on the map (hexes, ships), the power action row, the cult tracks; a
// legal bridge is on the map too when the map can draw its spot (menuGroups' `view`).
export const PLACED = ["place_dwelling", "place_dock", "transform_and_build", "upgrade",
  "witches_ride", "sandstorm", "place_ship", "move_ship", "power_action", "send_priest"];

// Menu order and names; a type not listed gets its own menu named after it.
const MENUS = [
  ["leech", "Power offer"], ["let_wait", "Answer later"], ["resolve_trade", "Trade reward"],
  ["choose_cult", "Cult step"],
  ["take_favor", "Favor tile"], ["take_town", "Town tile"], ["step_back", "Give back a cult step"],
  ["fire_favor_bonus", "Fire favor bonus"],
  ["choose_bonus", "Choose a Bonus card"], ["place_bridge", "Bridge"], ["darklings_convert", "Workers → priests"],
  ["convert", "Convert"], ["dig", "Dig first"], ["advance", "Advance"], ["special", "Special action"],
  ["pass", "Pass"],
  ["finish", "Finish"], ["end_turn", "End turn"], ["leave_game", "Leave the game"],
];
const DIRECT = new Set(["leech", "let_wait", "finish", "end_turn"]);
const BUTTON_TEXT = { end_turn: "End turn" };
const FINISH = { move: "Finish moving ships", spades: "Finish (the spades left are lost)" };

function menuName(type) {
  const known = MENUS.find(([t]) => t === type);
  if (known) return known[1];
  const text = String(type).replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The legal moves of the menus, grouped by type in menu order: [[type, entries]]; with the
 * view, the bridges the map draws (links.js) are left out of the menus. */
export function menuGroups(legal, view = null) {
  const groups = new Map();
  for (const entry of legal) {
    if (PLACED.includes(entry.type) || (view && bridgeOnMap(view, entry))) continue;
    if (!groups.has(entry.type)) groups.set(entry.type, []);
    groups.get(entry.type).push(entry);
  }
  const rank = (type) => {
    const k = MENUS.findIndex(([t]) => t === type);
    return k < 0 ? MENUS.length - 1 : k;
  };
  return [...groups].sort((a, b) => rank(a[0]) - rank(b[0]));
}

/** The menu bar (empty when the viewer has no move beyond the map). */
export function drawMenus(ctx) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const bar = h(doc, "div", { class: "sw-ms-menus", role: "group", testid: "ms-menus",
    label: "Other moves" });
  // the map draws the legal bridges only while the viewer may act (links.js bridgeSpots)
  for (const [type, entries] of menuGroups(ctx.legal, ctx.mayAct ? ctx.view : null)) {
    const rule = menuRule(type, tablesOf(ctx));
    if (DIRECT.has(type) || entries.length === 1) {
      entries.forEach((entry, k) => {
        const words = moveWords(tables, entry);
        const text = entries.length === 1 && !DIRECT.has(type) ? `${menuName(type)}: ${words}` : words;
        bar.append(h(doc, "button", { type: "button", class: "sw-button sw-ms-move",
          testid: `move-${type}-${k}`, "data-key": `move-${type}-${k}`, "data-id": String(entry.id), "data-rule": rule, label: text,
          text: type === "finish" ? FINISH[(ctx.view.pending || [])[0]?.kind] || "Finish"
            : BUTTON_TEXT[type] || text,
          onClick: () => ctx.play(entry.action) }));
      });
      continue;
    }
    const name = menuName(type);
    bar.append(h(doc, "button", { type: "button", class: "sw-button sw-ms-menu",
      testid: `menu-${type}`, "data-key": `menu-${type}`, "data-ids": entries.map((e) => e.id).join(" "), "data-rule": rule,
      "aria-haspopup": "true", label: `${name}: ${entries.length} choices`, text: `${name} ▾`,
      onClick: () => ctx.offer(`${name}: choose one`, entries.map((entry, k) => ({
        label: moveWords(tables, entry), testid: `offer-${type}-${k}`,
        onChoose: () => ctx.play(entry.action),
      }))) }));
  }
  return bar;
}
