// Issue 9 on the Sky Islands board: scaling, letter sizes, nothing clipped, contrast, rulers
// that match the coordinates the log prints, and a hover rule on every piece.
import test from "node:test";
import assert from "node:assert/strict";
import widget from "../entries/sky_islands.js";
import { byTestId, fakeModel, fixture, page } from "../testing/jsdom.js";
import { CELL } from "./geometry.js";
import { COLUMN_PX, FIT_WIDTH, MAX_FONT, MIN_PX, RULER, SNAP_UP_TO, STEP, frame, shownPx }
  from "./frame.js";
import { HAND_PX } from "./hand.js";
import { GRID, HTML_TEXT, letterPairs } from "./palette.js";
import { contrast } from "../shared/contrast.js";
import { palette } from "../shared/palette.js";
import { readFileSync } from "node:fs";
import { pieceBoxes } from "./spots.js";

const POSITIONS = ["start_teacher", "start_seat1", "place_teacher", "build_teacher",
  "disposal_teacher", "over_teacher", "discard_seat0", "discard_seat1", "moved_tower",
  "moved_harbour", "wide_over", "wide_row"];

function mountAt(name) {
  const p = page();
  const model = fakeModel(fixture(name));
  widget.render({ model, el: p.el });
  return p;
}

const num = (node, attr) => Number(node.getAttribute(attr));
const box = (svg) => svg.getAttribute("viewBox").split(" ").map(Number);
/** The grid's width in CSS px at zoom 1: the column, or its minimum width. */
const gridPx = (svg) => Math.max(COLUMN_PX, num(svg, "data-min-px"));

test("every SVG scales: a viewBox, the shared class, no fixed pixel size", () => {
  for (const name of POSITIONS) {
    const { el } = mountAt(name);
    const svgs = [...byTestId(el, "board").querySelectorAll("svg")];
    assert.ok(svgs.length >= 1, name);
    for (const svg of svgs) {
      assert.match(svg.getAttribute("viewBox") || "", /^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/, name);
      assert.ok(svg.classList.contains("sw-board-svg"), name);
      assert.equal(svg.getAttribute("width"), null, name);
      assert.equal(svg.getAttribute("height"), null, name);
      // only a very wide grid has a minimum width (it scrolls in its wrap), scaled by the zoom
      const min = svg.getAttribute("data-min-px");
      assert.equal(svg.getAttribute("style"),
        min ? `min-width: calc(${min}px * var(--sw-zoom, 1))` : null, name);
    }
  }
});

test("no letter below 12 CSS px at the default width (grid: 640 px, hand tile: 72 px)", () => {
  for (const name of POSITIONS) {
    const { el } = mountAt(name);
    const grid = byTestId(el, "sky-board");
    const texts = [...grid.querySelectorAll("text")];
    assert.ok(texts.length > 10, name);
    for (const text of texts) {
      const px = num(text, "font-size") * gridPx(grid) / box(grid)[2];
      assert.ok(px >= MIN_PX, `${name}: "${text.textContent}" is ${px.toFixed(1)} px`);
    }
    for (const svg of el.querySelectorAll(".sw-si-hand-svg")) {
      for (const text of svg.querySelectorAll("text")) {
        const px = num(text, "font-size") * HAND_PX / box(svg)[2];
        assert.ok(px >= MIN_PX, `${name} hand: "${text.textContent}" is ${px.toFixed(1)} px`);
      }
    }
  }
});

test("the letter size grows with the grid, so a wide grid keeps 12 px letters", () => {
  const wide = Array.from({ length: 12 }, (_, i) => ({ x: i - 6, y: 0 }));
  const f = frame(wide);
  assert.equal(f.minPx, 0, "12 tiles and the ring fit the column");
  assert.ok(f.font * COLUMN_PX / f.width >= MIN_PX);
  assert.ok(f.font > frame([]).font, "a wider frame needs larger letters in user units");
});

test("16+ columns: letters stop growing, the grid keeps a minimum width and scrolls", () => {
  for (const n of [15, 18, 30]) {
    const f = frame(Array.from({ length: n }, (_, i) => ({ x: i, y: 0 })));
    assert.ok(f.width > FIT_WIDTH, `${n} tiles`);
    assert.equal(f.font, MAX_FONT, "the letter size of the widest grid that fits");
    assert.ok(f.minPx > COLUMN_PX);
    assert.ok(f.font * shownPx(f) / f.width >= MIN_PX, "12 px letters at the minimum width");
    // one cell is as wide as on a 14-column grid across the 640-px column (or wider)
    assert.ok(shownPx(f) * 100 / f.width >= COLUMN_PX * 100 / FIT_WIDTH - 0.5);
  }
  const traits = fixture("wide_row");
  const xs = traits.view.tiles.map((t) => t.x);
  assert.ok(Math.max(...xs) - Math.min(...xs) + 1 >= 18, "the fixture is 18+ tiles wide");
  const { el } = mountAt("wide_row");
  const grid = byTestId(el, "sky-board");
  assert.equal(num(grid, "data-font"), MAX_FONT);
  assert.equal(num(grid, "data-min-px"), frame(traits.view.tiles).minPx);
  const css = readFileSync(new URL("./board.css", import.meta.url), "utf8");
  assert.match(css, /\.sw-si-board-wrap \{[^}]*overflow-x: auto/);
});

test("pieces stay inside their tile and never cover one another (the harbour too)", () => {
  for (const name of POSITIONS) {
    const traits = fixture(name);
    const { el } = mountAt(name);
    const font = Number(byTestId(el, "sky-board").getAttribute("data-font"));
    for (const tile of traits.view.tiles) {
      const left = tile.x * CELL;
      const top = tile.y * CELL;
      const boxes = pieceBoxes(tile, left, top, CELL, font);
      for (const b of boxes) {
        const where = `${name}: ${b.kind} on the tile at (${tile.x}, ${tile.y})`;
        assert.ok(b.x >= left && b.y >= top && b.x + b.w <= left + CELL && b.y + b.h <= top + CELL,
          `${where} leaves its tile`);
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i], boxes[j]];
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          assert.ok(apart, `${name}: ${a.kind} and ${b.kind} overlap at (${tile.x}, ${tile.y})`);
        }
      }
    }
  }
});

test("every letter fits its own piece: ship disc, house, badge, ruler band", () => {
  const { el } = mountAt("moved_harbour");
  const grid = byTestId(el, "sky-board");
  const font = Number(grid.getAttribute("data-font"));
  for (const ship of grid.querySelectorAll(".sw-si-pieces .sw-si-ship")) {
    const r = num(ship.querySelector("circle"), "r");
    assert.ok(Math.hypot(0.47 * font, 0.36 * font) <= r, "a bold W fits in the disc");
  }
  // the tower and the harbour are shapes (no letter), inside their house's spot
  const shapes = grid.querySelectorAll(".sw-si-pieces .sw-si-tower, .sw-si-pieces .sw-si-harbour");
  assert.ok(shapes.length >= 2, "the fixture has a tower and a harbour");
  for (const shape of shapes) {
    assert.equal(shape.tagName, "polygon");
    assert.equal(shape.querySelector("text"), null);
    const letter = shape.parentNode.querySelector(".sw-si-house-letter");
    const ys = shape.getAttribute("points").split(" ").map((p) => Number(p.split(",")[1]));
    const xs = shape.getAttribute("points").split(" ").map((p) => Number(p.split(",")[0]));
    const lx = num(letter, "x");
    const ly = num(letter, "y");
    // the letter's box (about 0.8 em wide, 0.72 em tall around its centre) stays clear
    const clear = Math.min(...ys) >= ly + 0.36 * font || Math.min(...xs) >= lx + 0.4 * font;
    assert.ok(clear, `${shape.getAttribute("class")} leaves the house letter readable`);
  }
  const [x0, y0, w, h] = box(grid);
  for (const text of grid.querySelectorAll(".sw-si-rulers text")) {
    const half = 0.3 * font * text.textContent.length;
    const x = num(text, "x");
    const y = num(text, "y");
    assert.ok(x - half >= x0 && x + half <= x0 + w && y - font / 2 >= y0 && y + font / 2 <= y0 + h);
    if (text.classList.contains("sw-si-ruler-row")) assert.ok(2 * half <= RULER, text.textContent);
    else assert.ok(font <= RULER && 2 * half <= CELL, text.textContent);
  }
});

test("contrast: every letter colour on its background meets WCAG AA (4.5:1)", () => {
  for (const [ink, bg, what] of letterPairs()) {
    assert.ok(contrast(ink, bg) >= 4.5, `${what}: ${contrast(ink, bg).toFixed(2)}`);
  }
  const { el } = mountAt("moved_harbour");
  const grid = byTestId(el, "sky-board");
  const pairs = [];
  for (const g of grid.querySelectorAll(".sw-si-ship")) {
    pairs.push([g.querySelector("text").getAttribute("fill"),
      g.querySelector("circle, rect").getAttribute("fill")]);
  }
  for (const g of grid.querySelectorAll(".sw-si-building")) {
    pairs.push([g.querySelector(".sw-si-house-letter").getAttribute("fill"),
      g.querySelector(".sw-si-house").getAttribute("fill")]);
  }
  const band = grid.querySelector(".sw-si-ruler-band").getAttribute("fill");
  for (const t of grid.querySelectorAll(".sw-si-rulers text")) pairs.push([t.getAttribute("fill"), band]);
  for (const cube of el.querySelectorAll(".sw-si-cube")) {
    const style = cube.getAttribute("style");
    pairs.push([style.match(/color: (#\w+)/)[1], style.match(/background: (#\w+)/)[1]]);
  }
  // island numbers sit on the island colour, which board.css paints (it must be the palette's)
  const css = readFileSync(new URL("./board.css", import.meta.url), "utf8");
  assert.match(css, new RegExp(`\\.sw-si-island-fill \\{ fill: ${GRID.island};`));
  assert.match(css, new RegExp(`\\.sw-si-buildable \\.sw-si-island-fill \\{ fill: ${GRID.buildable};`));
  const numbers = [...grid.querySelectorAll(".sw-si-island-number")];
  assert.ok(numbers.length > 0, "the fixture has a tile with two islands");
  for (const n of numbers) pairs.push([n.getAttribute("fill"), GRID.island]);
  assert.ok(pairs.length > 20);
  for (const [ink, bg] of pairs) assert.ok(contrast(ink, bg) >= 4.5, `${ink} on ${bg}`);
});

test("contrast: the board's HTML text on the theme background, light and dark (WCAG AA)", () => {
  const css = readFileSync(new URL("./board.css", import.meta.url), "utf8");
  for (const [what, cls, fg, bg] of HTML_TEXT) {
    assert.match(css, new RegExp(`\\.${cls} \\{[^}]*color: var\\(--${fg}\\)`), what);
    for (const theme of ["light", "dark"]) {
      const colours = palette(theme);
      const ratio = contrast(colours[fg], colours[bg]);
      assert.ok(ratio >= 4.5, `${what} (${theme}): ${ratio.toFixed(2)}`);
    }
  }
});

test("island numbers: each island of a two-island tile is numbered as the log names it", () => {
  for (const name of POSITIONS) {
    const { view } = fixture(name);
    const { el } = mountAt(name);
    for (const tile of view.tiles) {
      const built = new Set(tile.buildings.map((b) => b.region));
      tile.regions.forEach((_, i) => {
        const number = byTestId(el, `region-${tile.x}-${tile.y}-${i}`).querySelector(".sw-si-island-number");
        if (tile.regions.length < 2 || built.has(i)) assert.equal(number, null);
        else assert.equal(number.textContent, String(i + 1));
      });
    }
  }
});

test("rulers: column numbers along the top, row numbers down the side, as the log prints them", () => {
  const traits = fixture("moved_place");
  const { el } = mountAt("moved_place");
  const grid = byTestId(el, "sky-board");
  const [x0, y0] = box(grid);
  // the log prints "(2, 1)": the first number is the column (x), the second the row (y)
  const label = traits.history.at(-1).label;
  const [, col, row] = label.match(/at \((-?\d+), (-?\d+)\)/).map(Number);
  const cell = byTestId(grid, `cell-${col}-${row}`);
  assert.equal(cell.getAttribute("data-tile"), String(traits.view.tiles.at(-1).id));
  const colLabel = byTestId(grid, `ruler-col-${col}`);
  const rowLabel = byTestId(grid, `ruler-row-${row}`);
  assert.equal(colLabel.textContent, String(col));
  assert.equal(rowLabel.textContent, String(row));
  // the column number sits in the top band straight above the cell, the row number in the
  // left band level with it
  assert.equal(num(colLabel, "x"), col * CELL + CELL / 2);
  assert.equal(num(colLabel, "y"), y0 + RULER / 2);
  assert.equal(num(rowLabel, "y"), row * CELL + CELL / 2);
  assert.equal(num(rowLabel, "x"), x0 + RULER / 2);
  assert.match(colLabel.getAttribute("data-rule"), new RegExp(`^Column ${col} — `));
  assert.match(rowLabel.getAttribute("data-rule"), new RegExp(`^Row ${row} — `));
  assert.match(cell.getAttribute("aria-label"), new RegExp(`\\(${col}, ${row}\\), column ${col}, row ${row}`));
  assert.match(byTestId(el, "grid-caption").textContent, /\(0, 2\) is column 0, row 2/);
  // every column and row of the frame is numbered, and nothing else
  const f = frame(traits.view.tiles);
  assert.equal(grid.querySelectorAll(".sw-si-ruler-col").length, f.maxX - f.minX + 1);
  assert.equal(grid.querySelectorAll(".sw-si-ruler-row").length, f.maxY - f.minY + 1);
});

test("the grid does not jump: a frame holds every open cell and grows STEP cells at a time", () => {
  for (const name of POSITIONS) {
    const { view } = fixture(name);
    const f = frame(view.tiles);
    for (const [x, y] of view.open_cells) {
      assert.ok(x >= f.minX && x <= f.maxX && y >= f.minY && y <= f.maxY, `${name} (${x}, ${y})`);
    }
  }
  // grow a line of tiles to the east one by one: the frame changes only every STEP tiles,
  // and the initial block keeps its place (coordinates are absolute in the viewBox)
  const tiles = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }];
  let changes = 0;
  let last = frame(tiles);
  for (let x = 2; x < 10; x++) {
    tiles.push({ x, y: 0 });
    const f = frame(tiles);
    if (f.maxX !== last.maxX) changes += 1;
    assert.equal(f.minX, last.minX);
    assert.ok(f.maxX - last.maxX === 0 || f.maxX - last.maxX === STEP);
    last = f;
  }
  assert.equal(changes, 8 / STEP);
  assert.equal(last.maxX - last.minX + 1, SNAP_UP_TO);
  // wider than that, only the ring of open cells is kept (every column sizes the letters)
  tiles.push({ x: 10, y: 0 }, { x: 11, y: 0 });
  assert.deepEqual([frame(tiles).minX, frame(tiles).maxX], [-1, 12]);
  for (const move of ["moved_place", "moved_tower"]) {
    const before = frame(fixture(`${move}_prev`).view.tiles);
    const after = frame(fixture(move).view.tiles);
    assert.ok(after.minX <= before.minX && after.maxX >= before.maxX);
  }
});

test("rules on hover: every piece kind, space and control carries its rule", () => {
  const { el } = mountAt("moved_harbour");
  const board = byTestId(el, "board");
  const kinds = {
    tile: ".sw-si-placed:not(.sw-si-initial):not(.sw-si-new)", initial: ".sw-si-initial",
    "open cell": "g.sw-si-cell:not(.sw-si-placed)", island: ".sw-si-region[data-testid]",
    ship: ".sw-si-pieces .sw-si-ship", house: ".sw-si-pieces .sw-si-building",
    tower: ".sw-si-pieces .sw-si-tower", harbour: ".sw-si-pieces .sw-si-harbour",
    cube: ".sw-si-cube", "hand tile": ".sw-si-hand-tile", "draw pile": "[data-testid=draw-pile]",
    "supply tower": "[data-testid=supply-tower]", "supply harbour": "[data-testid=supply-harbour]",
    VP: "[data-testid^=vp-]", "turn number": "[data-testid=turn-number]",
    "houses left": "[data-testid^=houses-]", ruler: ".sw-si-rulers text",
    "connected island": "[data-testid^=island-]",
  };
  const expect = { tile: /^Tile \d+ at \(-?\d+, -?\d+\) — .*\(②\)$/, tower: /^Tower — .*\(④b\)$/,
    harbour: /^Harbour — .*\(④c, ① Income\)$/, house: /^Trading house \(\w+\) — .*\(④a, Final Scoring\)$/,
    island: /^Island \d of the tile at \(-?\d+, -?\d+\) — .*\(④a\)$/,
    ship: /^Flying ship \(\w+\) — .*\(③ Gaining resources\).*\(① Income\)$/ };
  for (const [kind, selector] of Object.entries(kinds)) {
    const nodes = [...board.querySelectorAll(selector)];
    assert.ok(nodes.length > 0, `${kind}: drawn`);
    for (const node of nodes) {
      const text = node.getAttribute("data-rule") || "";
      assert.match(text, /^.+ — .+\(.+\)$/, `${kind}: ${text}`);
      if (expect[kind]) assert.match(text, expect[kind], kind);
    }
  }
  const focusable = [...board.querySelectorAll("[tabindex='0']")];
  assert.ok(focusable.length > 10);
  for (const node of focusable) {
    assert.ok(node.closest("[data-rule]"), `focusable ${node.getAttribute("data-testid")} has a rule`);
  }
});

test("rules on hover: the tile placed this turn says no trading house goes there now (④a)", () => {
  const { view } = fixture("build_teacher");
  const [x, y] = view.placed;
  const { el } = mountAt("build_teacher");
  const cell = byTestId(el, `cell-${x}-${y}`);
  assert.ok(cell.classList.contains("sw-si-new"));
  assert.match(cell.getAttribute("data-rule"), /placed this turn — not on the tile placed this turn.*\(④a\)$/);
});

test("rules on hover: legal, possible and other empty cells, the rotate button, a hand tile", () => {
  const place = fixture("place_teacher");
  const p = page();
  widget.render({ model: fakeModel(place), el: p.el });
  const tile = place.view.hands[place.current_player][0].id;
  byTestId(p.el, `hand-tile-${tile}`).dispatchEvent(new p.window.MouseEvent("click", { bubbles: true }));
  const legal = p.el.querySelector(".sw-si-legal");
  assert.match(legal.getAttribute("data-rule"), /^Empty cell \(-?\d+, -?\d+\) — the chosen tile fits here.*\(②\)/);
  const possible = p.el.querySelector(".sw-si-possible");
  assert.match(possible.getAttribute("data-rule"), /^Empty cell \(-?\d+, -?\d+\) — a tile of the hand fits here/);
  const closed = p.el.querySelector("g.sw-si-cell:not(.sw-si-possible):not(.sw-si-legal):not(.sw-si-placed)");
  assert.match(closed.getAttribute("data-rule"), /— a tile may go here if it touches at least one edge/);
  assert.match(byTestId(p.el, "rotate-tile").getAttribute("data-rule"), /quarter turns only.*\(②\)$/);
  assert.match(byTestId(p.el, `hand-tile-${tile}`).getAttribute("data-rule"),
    new RegExp(`^Tile ${tile} in hand — choose a tile from your hand`));
});

test("labels name what the board shows: tile numbers, cells and islands as the log prints them", () => {
  const place = fixture("place_teacher");
  const { el } = mountAt("place_teacher");
  const hand = place.view.hands[place.current_player];
  for (const tile of hand) {
    const caption = byTestId(el, `hand-tile-${tile.id}`).querySelector(".sw-si-tile-id").textContent;
    assert.equal(caption, `tile ${tile.id}`);
    const labels = place.legal.filter((e) => e.action.tile === tile.id).map((e) => e.label);
    assert.ok(labels.every((l) => l.includes(`tile ${tile.id} `)), "the log says 'tile N' too");
  }
  // a build: the offer's title names the island and cell as the legal label does
  const build = fixture("build_teacher");
  const p = page();
  const entry = build.legal.find((e) => e.type === "build");
  const tower = { ...entry, id: build.legal.length, action: { ...entry.action,
    building: entry.action.building === "tower" ? "house" : "tower" } };
  // two builds on the region, so the click offers them (one alone is built at once)
  widget.render({ model: fakeModel({ ...build, legal: [...build.legal, tower] }), el: p.el });
  const { x, y, region } = entry.action;
  byTestId(p.el, `region-${x}-${y}-${region}`).dispatchEvent(new p.window.MouseEvent("click", { bubbles: true }));
  const where = `island ${region + 1} of the tile at (${x}, ${y})`;
  assert.ok(entry.label.includes(where), entry.label);
  assert.match(byTestId(p.el, "offer").textContent, new RegExp(`^Build on ${where.replace(/[()]/g, "\\$&")}`));
});
