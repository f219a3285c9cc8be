// Issue 9 contracts on the Sky Towers table: rules on hover, readable sizes, contrast, the
// numbers the labels name, one score word, the mode's phases, and Taroma's step said once.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import widget from "../entries/sky_towers.js";
import { byTestId, fakeModel, page } from "../testing/jsdom.js";
import { PAIRS, PALETTE, SHARED } from "./palette.js";
import { SECTION } from "./words.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));
const CSS = readFileSync(new URL("./board.css", import.meta.url), "utf8");
const CITATIONS = readFileSync(new URL("../../skywidgets/games/sky_towers/citations.py",
  import.meta.url), "utf8");
const PHASES = readFileSync(new URL("../../skywidgets/games/sky_towers/state.py", import.meta.url),
  "utf8");

function mountAt(name) {
  const p = page();
  const traits = JSON.parse(JSON.stringify(ALL[name]));
  widget.render({ model: fakeModel(traits), el: p.el });
  return { ...p, traits };
}

const RULE = /^[^—]+ — .+ \([^()]+\)$/;
const PIECES = [
  "[data-testid^='tower-']", ".sw-st-card", "[data-testid^='completed-']:not(ul)",
  "[data-testid^='kites-']", "[data-testid='deck']", "[data-testid='discard']",
  "[data-testid^='bonus-']", "[data-testid='taroma-row']", "[data-testid='taroma-act']",
  "[data-testid='taroma-next']", "[data-testid^='ask-']", "[data-testid='pending']",
  "[data-testid='turn-number']", "[data-testid='actions-left']", "[data-testid='final-round']",
  "[data-testid='light-score']", "[data-testid='set-aside']", "[data-testid^='hand-']",
];

test("every piece, space, card, marker and button of the table has its rule on hover", () => {
  const kinds = new Set();
  for (const name of Object.keys(ALL)) {
    const { el } = mountAt(name);
    const table = byTestId(el, "sky-towers");
    for (const selector of PIECES) {
      for (const node of table.querySelectorAll(selector)) {
        if (node.matches(".sw-st-hinted-badge, [data-testid='hinted-tower']")) continue;
        const text = node.getAttribute("data-rule");
        assert.match(text || "", RULE, `${name}: ${selector} ${node.getAttribute("data-testid")}`);
        kinds.add(selector);
      }
    }
    for (const node of table.querySelectorAll("[role='button'], button")) {
      assert.ok(node.tagName === "BUTTON" || node.getAttribute("tabindex") === "0",
        `${name}: an interactive piece is focusable`);
      assert.ok(node.getAttribute("aria-label") || node.textContent, `${name}: named`);
    }
  }
  assert.equal(kinds.size, PIECES.length, "each kind of piece was drawn in some fixture");
});

test("hover texts cite the rule model's sections and use its refusal words", () => {
  for (const section of Object.values(SECTION)) {
    assert.ok(CITATIONS.includes(`_R + "${section}"`) || PHASES.includes(`"${section} — `),
      `citations.py (or a phase label) names "${section}"`);
  }
  const { el } = mountAt("blocked_teacher");
  const tower = byTestId(el, "tower-0-0").getAttribute("data-rule");
  assert.match(tower, /^Tower 1 of player 1 — .*a tower may never go over 21.*\(Actions: Play\)$/);
  const space = byTestId(mountAt("start_teacher").el, "tower-0-1").getAttribute("data-rule");
  assert.match(space, /start a new tower in the first free space; a player may build only 2 tow/);
  const ten = [...el.querySelectorAll("[data-testid^='hand-card-']")]
    .find((n) => n.getAttribute("data-value") === "10");
  const effect = ALL.blocked_teacher.card_faces["10"].effect;
  assert.equal(ten.getAttribute("data-rule"),
    `Card 10 in Ann's hand — ${effect}; ◆0 kites count when its tower is completed (Effects: 10)`);
  const light = mountAt("light_teacher").el;
  assert.match(byTestId(light, "deck").getAttribute("data-rule"), /\(Light Actions\)$/);
});

test("tower and player numbers are drawn as the action labels and refusals name them", () => {
  const { el, traits } = mountAt("eight_teacher");
  for (const entry of traits.legal.filter((e) => e.type === "play")) {
    const m = entry.label.match(/tower (\d+) of player (\d+)$/);
    const owner = Number(m[2]) - 1;
    const tower = byTestId(el, `tower-${owner}-${Number(m[1]) - 1}`);
    assert.match(tower.textContent, new RegExp(`(Tower|free space) ${m[1]}`));
    assert.equal(byTestId(el, `player-number-${owner}`).textContent, `player ${m[2]}`);
  }
  const six = mountAt("six_teacher");
  for (const entry of six.traits.legal.filter((e) => e.type === "ask")) {
    const n = entry.label.match(/^ask player (\d+) for/)[1];
    const button = byTestId(six.el, `ask-${entry.action.player}-${entry.action.value}`);
    assert.match(button.parentElement.textContent, new RegExp(`\\(player ${n}\\) for:`));
  }
});

test("Taroma's towers carry the side its step texts name (\"the right tower\")", () => {
  const { el, traits } = mountAt("taroma_1e_teacher");
  const sides = traits.view.seats[1].towers.length === 3 ? ["left", "middle", "right"]
    : ["left", "right"];
  sides.forEach((side, t) => assert.match(byTestId(el, `tower-1-${t}`).textContent,
    new RegExp(`^Tower ${t + 1} \\(${side}\\)`)));
  assert.match(byTestId(el, "tower-0-0").textContent, /^Tower 1(?! \()/);
});

test("font sizes: rem × the board's zoom, never below 0.75rem (12px); no fixed widths", () => {
  const sizes = [...CSS.matchAll(/font-size:\s*([^;}]+)/g)].map((m) => m[1].trim());
  assert.ok(sizes.length >= 8);
  for (const size of sizes) {
    const m = size.match(/^calc\(([\d.]+)rem \* var\(--sw-zoom, 1\)\)$/);
    assert.ok(m, `font-size ${size} scales with the zoom`);
    assert.ok(Number(m[1]) >= 0.75, `font-size ${size} is at least 12px`);
  }
  assert.doesNotMatch(CSS, /(^|[^-])width:\s*\d+px/, "no fixed pixel widths");
});

function channel(c) {
  const v = c / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}
function rgba(text) {
  const hex = text.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1);
  return text.match(/[\d.]+/g).map(Number);
}
function over(colour, under) {
  const [r, g, b, a] = rgba(colour);
  if (a === 1) return [r, g, b];
  const base = over(under, "#ffffff");
  return [r, g, b].map((c, i) => c * a + base[i] * (1 - a));
}
function luminance(rgb) {
  const [r, g, b] = rgb.map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(text, background, under = "#ffffff") {
  const bg = over(background, under);
  const fg = over(text, `rgb(${bg.join(",")})`.replace("rgb", "rgba").replace(")", ",1)"));
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}

test("every letter on its background meets WCAG AA (4.5:1 for the table's small text)", () => {
  assert.ok(contrast("#7986cb", "#ffffff") < 4.5, "the old light card-back stripe would fail");
  for (const [what, text, background, under] of PAIRS) {
    const ratio = contrast(text, background, under);
    assert.ok(ratio >= 4.5, `${what}: ${ratio.toFixed(2)}:1`);
  }
});

test("board.css uses only the palette's colours (the contrast test reads the real ones)", () => {
  const known = new Set([...Object.values(PALETTE), ...Object.values(SHARED), PALETTE.shadow]
    .map((c) => String(c).replace(/\s/g, "").toLowerCase()));
  const used = CSS.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) || [];
  assert.ok(used.length >= 8);
  for (const colour of used) {
    assert.ok(known.has(colour.replace(/\s/g, "").toLowerCase()), `${colour} is in palette.js`);
  }
});

test("one score word: kites on the table and in the score sheet (points in Light)", () => {
  const { el, traits } = mountAt("lucky_after");
  assert.equal(traits.scores.unit, "kite");
  assert.equal(byTestId(el, "kites-0").textContent, "◆3 kites");
  const light = mountAt("light_over");
  assert.equal(light.traits.scores.unit, "point");
  assert.match(byTestId(light.el, "kites-0").textContent, /^\d+ points?$/);
});

test("the phase bar lists only the mode's phases", () => {
  const ids = (name) => [...mountAt(name).el.querySelectorAll("[data-testid^='phase-']")]
    .map((n) => n.getAttribute("data-testid")).filter((id) => id !== "phase-bar");
  assert.deepEqual(ids("start_teacher"),
    ["phase-turn", "phase-effect_5", "phase-effect_6", "phase-last_turn", "phase-over"]);
  assert.deepEqual(ids("light_teacher"), ["phase-light", "phase-over"]);
  assert.ok(ids("taroma_teacher").includes("phase-taroma"));
  assert.ok(!ids("taroma_teacher").includes("phase-light"));
});

test("Taroma's long step text is shown once (the log), not beside it on the table", () => {
  const { el, traits } = mountAt("taroma_after_teacher");
  const label = traits.legal[0].label;
  assert.ok(label.split(" ").length > 15, "the step text is long");
  const count = (text) => text.split(label).length - 1;
  assert.ok(count(el.textContent) <= 1, "never twice on the page");
  assert.equal(count(el.textContent), count(byTestId(el, "log").textContent), "only in the log");
  assert.equal(el.querySelector("[data-testid^='action-taroma']"), null, "no second button");
  assert.match(byTestId(el, "taroma-next").textContent, /^Taroma acts next: 1D — Flip and Play$/);
  assert.match(byTestId(el, "taroma-next").getAttribute("data-rule"),
    /^Taroma's next action — 1D: .* \(Taroma's Turn\)$/);
});
