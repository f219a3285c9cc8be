// Every faction the rule model plays has its mark, its swatch colour (one per home terrain,
// defined in CSS) and a map fill whose letter is readable (issue 10: the board handles all
// 14 factions).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { FACTION_COLOUR, FACTION_MARK } from "./data.js";
import { FACTION_FILL, FACTION_TEXT, contrast } from "./palette.js";
import { ALL } from "./mount.js";

const HOMES = Object.values(ALL)[0].tables.homes;  // faction -> home terrain, from Python
const CSS = ["./board.css", "../shared/base.css"]
  .map((p) => readFileSync(new URL(p, import.meta.url), "utf8")).join("\n");
const SNELLMAN = ["alchemists", "auren", "chaosmagicians", "cultists", "darklings", "dwarves",
  "engineers", "fakirs", "giants", "halflings", "mermaids", "nomads", "swarmlings", "witches"];

test("all 14 base factions have a distinct two-letter mark and a swatch colour in CSS", () => {
  const marks = SNELLMAN.map((f) => FACTION_MARK[f]);
  assert.ok(marks.every((m) => /^[A-Z][a-z]$|^[A-Z]{2}$/.test(m)), marks.join(" "));
  assert.equal(new Set(marks).size, 14);
  for (const f of SNELLMAN) {
    assert.match(CSS, new RegExp(`\\.sw-colour-${FACTION_COLOUR[f]} \\{`), f);
  }
});

test("factions share a colour exactly when they share a home terrain", () => {
  const factions = Object.keys(HOMES);
  assert.ok(factions.length >= 10, factions.join(","));
  for (const a of factions) {
    for (const b of factions) {
      assert.equal(FACTION_COLOUR[a] === FACTION_COLOUR[b], HOMES[a] === HOMES[b], `${a}/${b}`);
    }
  }
});

test("every modelled faction's map fill carries its letter at WCAG AA contrast", () => {
  for (const f of Object.keys(HOMES)) {
    assert.ok(FACTION_FILL[f] && FACTION_TEXT[f], f);
    assert.ok(contrast(FACTION_TEXT[f], FACTION_FILL[f]) >= 4.5, f);
  }
});
