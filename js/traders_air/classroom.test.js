// Issue 9 on the Traders of the Air board: scaling and text size, contrast, space numbers and
// the words of every label, rules on hover.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import widget from "../entries/traders_air.js";
import { byTestId, fakeModel, page } from "../testing/jsdom.js";
import { BOX_H, BOX_W, HEIGHT, WIDTH, cityXY } from "./layout.js";
import { ROWS_IN_BOX, SPACE, majorityWords, shipBox } from "./map.js";
import { DISC, PLAYER_COLOURS } from "./markers.js";
import { GOODS, contrast, cssRules, textPairs } from "./palette.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));
const CSS = readFileSync(new URL("./board.css", import.meta.url), "utf8");
const POSITIONS = Object.keys(ALL).filter((k) => k !== "steps");

function mountAt(name) {
  const p = page();
  const model = fakeModel(JSON.parse(JSON.stringify(ALL[name])));
  widget.render({ model, el: p.el });
  return { ...p, model };
}

test("the map scales: a viewBox, the shared sw-board-svg class, no fixed pixel size", () => {
  const svg = byTestId(mountAt("actions_teacher").el, "traders-map");
  assert.equal(svg.getAttribute("viewBox"), `0 0 ${WIDTH} ${HEIGHT}`);
  assert.ok(svg.classList.contains("sw-board-svg"));
  assert.equal(svg.getAttribute("width"), null);
  assert.equal(svg.getAttribute("height"), null);
  assert.doesNotMatch(CSS, /max-height|overflow: auto/, "the map never scrolls inside the board");
});

test("no SVG text below 12 CSS px at the default 640 px width, in every fixture position", () => {
  let texts = 0;
  for (const name of POSITIONS) {
    const svg = byTestId(mountAt(name).el, "traders-map");
    const width = Number(svg.getAttribute("viewBox").split(" ")[2]);
    for (const text of svg.querySelectorAll("text")) {
      texts += 1;
      const size = Number(text.getAttribute("font-size"));
      assert.ok(size * 640 / width >= 12, `${name}: "${text.textContent}" is ${size * 640 / width} px`);
    }
  }
  assert.ok(texts > 100);
});

test("HTML text of the board is at least 12 px (0.95em of the 13 px base, or px sizes)", () => {
  const sizes = [...CSS.matchAll(/font-size:\s*([\d.]+)(px|em|rem)/g)];
  assert.ok(sizes.length >= 2);
  for (const [, value, unit] of sizes) {
    const px = unit === "px" ? Number(value) : Number(value) * (unit === "em" ? 13 : 16);
    assert.ok(px >= 12, `font-size ${value}${unit} is ${px} px`);
  }
});

// text geometry: width ~0.62 em per character in bold sans-serif, 0.55 em in italic
const textWidth = (text, size, em = 0.62) => [...text].length * size * em;

test("labels fit: city names and space tags inside their box, badges and ship inside the map", () => {
  for (const name of POSITIONS) {
    const { el } = mountAt(name);
    for (const city of ALL[name].view.cities) {
      const [x, y] = cityXY(city.name);
      assert.ok(textWidth(`${city.number} ${city.name}`, 16) < BOX_W - 8, city.name);
      const n = city.spaces.length;
      assert.ok(n * SPACE + (n - 1) * 6 < BOX_W - 8, `${city.name}: spaces fit the box`);
      const top = y - BOX_H / 2;
      // rows do not overlap: name, spaces, tags, majority note, contract discs
      assert.ok(ROWS_IN_BOX.name < ROWS_IN_BOX.spaces - 2);
      assert.ok(ROWS_IN_BOX.spaces + SPACE + 2 < ROWS_IN_BOX.tag - 16);
      assert.ok(ROWS_IN_BOX.tag < ROWS_IN_BOX.note - 16);
      assert.ok(ROWS_IN_BOX.note < ROWS_IN_BOX.discs - 5 * 4 - DISC.ry);
      assert.ok(ROWS_IN_BOX.discs + DISC.ry < BOX_H);
      const note = byTestId(el, `majority-${city.name.toLowerCase().replace(/[^a-z0-9]/g, "-")}`);
      assert.ok(textWidth(note.textContent, 16, 0.55) <= BOX_W - 8, `${city.name}: ${note.textContent}`);
      // the cost badge (top left) and the ship (top right) stay apart and inside the viewBox
      const ship = shipBox([x, y]);
      assert.ok(ship.cy - ship.ry >= 0 && top - 24 >= 0);
      assert.ok(x - BOX_W / 2 - 6 + 50 < ship.cx - ship.rx, "the badge and the ship do not touch");
      assert.ok(textWidth("SHIP", 16) < 2 * ship.rx);
    }
    for (const city of el.querySelectorAll(".sw-ta-city")) {
      const box = city.querySelector(".sw-ta-box");
      const [left, right] = [Number(box.getAttribute("x")), Number(box.getAttribute("x")) + BOX_W];
      const discs = [...city.querySelectorAll(".sw-ta-contracts")].map((g) => {
        const e = g.querySelector(".sw-ta-disc");
        const label = g.querySelector(".sw-ta-disc-label").textContent;
        assert.ok(textWidth(label, 16) < 2 * DISC.rx, `${label} fits its disc`);
        return [Number(e.getAttribute("cx")) - DISC.rx, Number(e.getAttribute("cx")) + DISC.rx];
      });
      discs.forEach(([a, b], k) => {
        assert.ok(a >= left && b <= right, "a contract stack inside its city box");
        if (k) assert.ok(a > discs[k - 1][1], "stacks do not overlap");
      });
    }
    for (const tag of el.querySelectorAll(".sw-ta-space-tag")) {
      assert.ok(textWidth(tag.textContent, 16) <= SPACE + 6, `tag ${tag.textContent} wider than its space`);
    }
    const compass = byTestId(el, "compass");
    if (compass) assert.ok(textWidth(compass.textContent, 16, 0.55) < WIDTH);
  }
  const rev = byTestId(mountAt("over_teacher").el, "majority-rev-all");
  assert.equal(rev.textContent, "majority: Marianne");
  assert.match(rev.getAttribute("data-rule"), /^Majority in Rev'all: Marianne — /);
});

test("the majority note keeps a short name whole and cuts a long one", () => {
  assert.equal(majorityWords({ contracts: { Ann: 2 }, majority: "Ann" }), "majority: Ann");
  assert.equal(majorityWords({ contracts: { Ann: 1, Bob: 1 }, majority: null }), "tied: no majority");
  assert.equal(majorityWords({ contracts: {}, majority: null }), "");
  const long = majorityWords({ contracts: { x: 2 }, majority: "<b>Marianne</b>" });
  assert.equal(long, "majority: <b>Maria…", "a long name is cut, not clipped");
  assert.ok(textWidth(long, 16, 0.55) <= BOX_W - 8);
});

test("four players' contract stacks with two-digit heights fit one city box", () => {
  const width = 4 * 2 * DISC.rx + 3 * 3;
  assert.ok(width <= BOX_W - 8, `${width}`);
  assert.ok(textWidth("K15", 16) < 2 * DISC.rx);
});

test("contrast: every text colour on its background meets WCAG AA (4.5:1)", () => {
  const pairs = textPairs();
  assert.ok(pairs.length >= 25);
  for (const [what, ink, bg] of pairs) {
    assert.ok(contrast(ink, bg) >= 4.5, `${what}: ${contrast(ink, bg).toFixed(2)}`);
  }
  assert.ok(contrast("#ffffff", "#000000") > 20.9 && contrast("#777777", "#ffffff") < 4.5);
});

test("board.css never fades text (no opacity: it would lower the contrast)", () => {
  assert.doesNotMatch(CSS, /opacity/);
});

test("board.css draws exactly the palette's colours", () => {
  for (const [selector, prop, colour] of cssRules()) {
    const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const block = CSS.match(new RegExp(`(^|\\n|,\\s*)${escaped}\\s*(,[^{]*)?\\{([^}]*)\\}`));
    assert.ok(block, `no rule for ${selector}`);
    assert.match(block[3], new RegExp(`(^|[;\\s])${prop}:\\s*${colour}\\s*;`), `${selector} ${prop}`);
  }
});

test("seat letters never read as goods: no seat colour starts with a goods letter", () => {
  const goodsLetters = Object.keys(GOODS).map((c) => c[0].toUpperCase());
  const seatLetters = PLAYER_COLOURS.map((c) => c[0].toUpperCase());
  assert.equal(new Set(seatLetters).size, seatLetters.length);
  for (const l of seatLetters) assert.ok(!goodsLetters.includes(l), l);
  const { el } = mountAt("actions_teacher");
  const swatches = [...el.querySelectorAll(".sw-ta-mat-head .sw-swatch")].map((n) => n.textContent);
  assert.deepEqual(swatches, ["C", "N", "T"]);
});

test("warehouse spaces carry their city's number, on the board and in every label (2.1)", () => {
  const traits = ALL.actions_teacher;
  const { el } = mountAt("actions_teacher");
  for (const space of traits.view.spaces) {
    assert.equal(byTestId(el, `space-tag-${space.id}`).textContent, `${space.number}`);
    const label = byTestId(el, `space-${space.id}`).getAttribute("aria-label");
    assert.ok(label.includes(space.name), label);
    assert.match(space.name, new RegExp(`^warehouse space ${space.number} \\(${space.city}`));
  }
  const legal = traits.legal.find((e) => e.type === "purchase");
  const space = traits.view.spaces[legal.action.space];
  const node = byTestId(el, `space-${space.id}`);
  // the name starts with what the space shows: its marker and its number (WCAG 2.5.3)
  const shown = `${space.marker.letter}${space.marker.value} ${space.number}`;
  assert.equal(node.getAttribute("aria-label"),
    `${shown}: Buy ${space.marker.colour} ${space.marker.value} ` +
    `(${space.marker.letter}${space.marker.value}) from ${space.name}`);
  assert.ok(legal.label.endsWith(space.name), "the board and the log name the space alike");
  const words = [...el.querySelectorAll("[aria-label], [data-rule]")]
    .map((n) => `${n.getAttribute("aria-label")} ${n.getAttribute("data-rule")}`).join("\n");
  assert.doesNotMatch(words, /space 0/);
});

const PIECES = {
  ".sw-ta-city": /^\d \S.* — a city: .*\(4\.3\.1\)(; .* \(4\.3\.3\))?$/,
  ".sw-ta-arrow": /^Route .* → .* — .*\(4\.3\.2\)$/,
  ".sw-ta-ship": /^Steamship at .* — .*\(4\.3\.2, 4\.3\.1\)$/,
  ".sw-ta-space": /^Warehouse space \d \([^)]*\) — .*\(4\.3\.3\).*\(4\.2\)$/,
  ".sw-ta-space .sw-ta-marker": /^Goods marker \w+ \d \(\w\d\) — .*\(4\.3\.3\)$/,
  ".sw-ta-contracts": /^Guild contracts of .* in .*: \d+ — .*\(6\)$/,
  ".sw-ta-city-note:not(:empty)": /^(Majority in|No single majority in) .* — .*\(4\.3\.3\)$/,
  ".sw-ta-stack": /^Supply stack \d — .*\((4\.2|5)\)$/,
  ".sw-ta-money": /^Sky dollars of .* — .*\(4\.4\)$/,
  ".sw-ta-chip:not(.sw-ta-sold)": /^Goods marker .* — .*\(6\)$/,
  ".sw-ta-sold": /^Sold goods marker .* — .*\(6\)$/,
  ".sw-ta-guild": /^Guild mat.* — .*\((2\.2|4\.4)\)$/,
  "[data-testid^='contracts-left-']": /^Guild contracts of .* on the mat — .*\(4\.3\.3\)$/,
  "[data-testid='sell-mode']": /^Sell goods — .*\(4\.3\.3\)$/,
  "[data-testid='compass']": /^Compass — .*\(7\)$/,
  "[data-testid='table-facts']": /— .*\(4\.3\.3, 4\.4\)$/,
  ".sw-ta-mat-head .sw-swatch": /^.*'s colour: \w+ \([CNTK]\) — .*\(2\.4\)$/,
  ".sw-ta-tag": /^(Start player|Turn) — .*\((5|4)\)$/,
};

test("rules on hover: every kind of piece carries its rule and section, focusable", () => {
  const seen = new Set();
  for (const name of ["actions_teacher", "over_teacher", "compass_teacher", "sell_teacher"]) {
    const { el } = mountAt(name);
    for (const [selector, pattern] of Object.entries(PIECES)) {
      for (const node of el.querySelectorAll(selector)) {
        seen.add(selector);
        assert.match(node.getAttribute("data-rule") || "", pattern, `${name} ${selector}`);
        const focusable = node.getAttribute("tabindex") === "0" || node.tagName === "BUTTON" ||
          node.closest("[tabindex='0']");
        assert.ok(focusable, `${selector} is reachable by keyboard`);
      }
    }
    for (const node of el.querySelectorAll("[role='button']")) {
      assert.ok(node.getAttribute("aria-label"), "an interactive piece has an aria-label");
    }
  }
  assert.deepEqual([...seen].sort(), Object.keys(PIECES).sort(), "every kind was drawn somewhere");
});

test("a city's rule names who is paid for purchases there (keyboard focus reaches it)", () => {
  const { el } = mountAt("over_teacher");
  assert.match(byTestId(el, "city-rev-all").getAttribute("data-rule"),
    /^7 Rev'all — a city: .*\(4\.3\.1\); Marianne holds the majority: purchases here pay them \(4\.3\.3\)$/);
  assert.match(byTestId(el, "city-stockgard").getAttribute("data-rule"), /no single majority: .* pay the bank/);
  const fresh = mountAt("actions_teacher").el;
  assert.match(byTestId(fresh, "city-thespian").getAttribute("data-rule"), /\(4\.3\.1\)$/);
});
