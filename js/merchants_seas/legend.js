// The map's legend (issue 32): every code the map prints, explained on screen — the terrain
// letters with their names and colours, the structure codes, and each faction's mark.
import { h } from "../shared/dom.js";
import { FACTION_COLOUR, FACTION_MARK } from "./data.js";
import { TERRAIN_FILL, TERRAIN_TEXT } from "./palette.js";
import { tablesOf } from "./words.js";

const TERRAINS = ["D", "U", "K", "L", "G", "S", "W"];
const STRUCTURES = ["D", "TP", "TE", "SH", "SA", "SY"];

function title(name) {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : "";
}

/** The legend under the map (test id `map-legend`): three short lists. */
export function drawLegend(ctx) {
  const doc = ctx.doc;
  const tables = tablesOf(ctx);
  const names = tables.terrain_names || {};
  const structureNames = tables.structure_names || {};
  const terrains = h(doc, "ul", { class: "sw-ms-legend-list", testid: "legend-terrains",
    label: "Terrains" });
  for (const code of [...TERRAINS, "~"]) {
    const name = code === "~" ? "river" : names[code] ?? code;
    terrains.append(h(doc, "li", { "data-key": `t-${code}`, testid: `legend-terrain-${code === "~" ? "river" : code}` },
      h(doc, "span", { class: "sw-ms-legend-chip", "aria-hidden": "true",
        style: `background:${TERRAIN_FILL[code]};color:${TERRAIN_TEXT[code]}`, text: code }),
      ` ${name}`));
  }
  const structures = h(doc, "ul", { class: "sw-ms-legend-list", testid: "legend-structures",
    label: "Structures" });
  for (const code of STRUCTURES.filter((c) => !(tables.base && c === "SY"))) {
    structures.append(h(doc, "li", { "data-key": `s-${code}`, testid: `legend-structure-${code}` },
      h(doc, "span", { class: "sw-ms-legend-head", text: code }), ` ${structureNames[code] ?? code}`));
  }
  const factions = h(doc, "ul", { class: "sw-ms-legend-list", testid: "legend-factions",
    label: "Factions" });
  (ctx.view.seats || []).forEach((seat, i) => {
    factions.append(h(doc, "li", { "data-key": `f-${i}`, testid: `legend-faction-${i}` },
      h(doc, "span", { class: `sw-swatch sw-colour-${FACTION_COLOUR[seat.faction] || "white"}`,
        "aria-hidden": "true", text: FACTION_MARK[seat.faction] || "?" }),
      ` ${title(seat.faction)} (${ctx.players[i] ?? seat.player})`));
  });
  return h(doc, "div", { class: "sw-ms-legend", testid: "map-legend", role: "group", label: "Map legend" },
    h(doc, "span", { class: "sw-ms-legend-head", text: "Terrain:" }), terrains,
    h(doc, "span", { class: "sw-ms-legend-head", text: "Structures (mark = faction):" }), structures,
    h(doc, "span", { class: "sw-ms-legend-head", text: "Factions:" }), factions);
}
