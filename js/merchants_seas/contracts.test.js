// Issue 9 contracts for the Merchants board: text size, labels inside their hex, contrast,
// rules on hover, last move and the turn summary — on positions from the real rule model.
import test from "node:test";
import assert from "node:assert/strict";
import { ALL, mountAt } from "./mount.js";
import { byTestId, tick } from "../testing/jsdom.js";
import { summary } from "./board.js";
import { R, centre, halfWidthAt, textWidth } from "./geometry.js";
import { contrast, letterPairs } from "./palette.js";

const NAMES = Object.keys(ALL);

const viewBoxWidth = (svg) => Number(svg.getAttribute("viewBox").split(" ")[2]);

test("every text on the map is at least 12 CSS px at the default 640-px column", () => {
  for (const name of NAMES) {
    const { el } = mountAt(name);
    const svg = byTestId(el, "ms-map");
    assert.equal(svg.getAttribute("width"), null, "no fixed pixel size");
    assert.ok(svg.classList.contains("sw-board-svg"));
    const scale = 640 / viewBoxWidth(svg);
    const texts = [...svg.querySelectorAll("text")];
    assert.ok(texts.length > 100, name);
    for (const t of texts) {
      const size = Number(t.getAttribute("font-size"));
      assert.ok(size * scale >= 12, `${name}: "${t.textContent}" is ${(size * scale).toFixed(1)} px`);
    }
  }
});

test("the map is short enough to keep the menus in view (≤ 400 px tall at 640 px wide)", () => {
  const { el } = mountAt("over_teacher");
  const [, , w, hgt] = byTestId(el, "ms-map").getAttribute("viewBox").split(" ").map(Number);
  assert.ok(hgt * 640 / w <= 400, `${hgt * 640 / w}`);
});

test("hex names, terrain letters, structures and their owner marks fit inside their hex", () => {
  for (const name of ["over_teacher", "move_teacher", "build_after"]) {
    const { el } = mountAt(name);
    const svg = byTestId(el, "ms-map");
    const [, , width, height] = svg.getAttribute("viewBox").split(" ").map(Number);
    for (const hx of ALL[name].view.hexes) {
      const [cx, cy] = centre(hx.row, hx.col);
      const inside = [...byTestId(el, `hex-${hx.id}`).querySelectorAll("text")];
      const structure = byTestId(el, `structure-${hx.id}`);
      if (structure) inside.push(...structure.querySelectorAll("text"));
      for (const t of inside) {
        const size = Number(t.getAttribute("font-size"));
        const x = Number(t.getAttribute("x"));
        const base = Number(t.getAttribute("y"));
        const half = textWidth(t.textContent, size, true) / 2;
        for (const dy of [base - 0.72 * size - cy, base - cy]) {  // cap height to baseline
          assert.ok(Math.abs(x - cx) + half <= halfWidthAt(dy, R) + 1,
            `${name} ${hx.name}: "${t.textContent}" sticks out of its hex`);
        }
        assert.ok(x - half >= 0 && x + half <= width && base <= height);
      }
    }
  }
});

test("every letter meets WCAG AA on its background (palette and as drawn)", () => {
  for (const [ink, ground, what] of letterPairs()) {
    assert.ok(contrast(ink, ground) >= 4.5, `${what}: ${contrast(ink, ground).toFixed(2)}`);
  }
  for (const name of ["over_teacher", "move_teacher", "actions_teacher"]) {
    const { el } = mountAt(name, name === "actions_teacher"
      ? { coach: { id: 5, alternatives: [] }, hint: "could" } : {});
    for (const t of byTestId(el, "ms-map").querySelectorAll("text")) {
      // the background is the filled shape drawn just before it in its group (else the hex)
      let ground = t.previousElementSibling;
      while (ground && (ground.tagName === "text" || !ground.getAttribute("fill"))) {
        ground = ground.previousElementSibling;
      }
      assert.ok(ground, `"${t.textContent}" has a background`);
      const ratio = contrast(t.getAttribute("fill"), ground.getAttribute("fill"));
      assert.ok(ratio >= 4.5, `${name}: "${t.textContent}" ${ratio.toFixed(2)}`);
    }
  }
});

test("every drawn piece, space, card, track and menu carries its rule with a section", () => {
  const kinds = [".sw-ms-hex", ".sw-ms-structure", ".sw-ms-ships", ".sw-ms-trades", ".sw-ms-canal",
    ".sw-ms-bridge", ".sw-ms-bridge-spot",
    ".sw-ms-space", ".sw-ms-cult", "[data-testid^=cult-][data-testid$='-0']", ".sw-ms-chip",
    "li[data-testid^=round-]", "[data-testid=bonus-pool] li", ".sw-ms-menus button",
    ".sw-ms-factions th"];
  const seen = new Set();
  for (const name of NAMES) {
    const { el } = mountAt(name);
    for (const kind of kinds) {
      for (const node of el.querySelectorAll(kind)) {
        seen.add(kind);
        const rule = node.getAttribute("data-rule") || "";
        assert.match(rule, /^.+ — .+ \((Terra Mystica|Merchants of the Seas) — .+\)$/,
          `${name} ${kind}: ${rule}`);
      }
    }
  }
  assert.deepEqual([...seen].sort(), kinds.sort(), "the fixtures show every kind");
  const { el } = mountAt("power_teacher");
  assert.match(byTestId(el, "power-ACT7").getAttribute("data-rule"), /^Power action Move ships \(4 power\)/);
});

test("interactive pieces are focusable with words: legal hexes, ships, spaces, tracks, menus", () => {
  const { el } = mountAt("move_teacher");
  const spots = mountAt("bridge_teacher").el.querySelectorAll(".sw-ms-bridge-spot");
  assert.ok(spots.length > 0);
  for (const g of [...el.querySelectorAll(".sw-ms-legal, .sw-ms-movable"), ...spots]) {
    assert.equal(g.getAttribute("tabindex"), "0");
    assert.ok(g.getAttribute("aria-label").length > 5);
  }
  const power = mountAt("power_teacher").el;
  for (const b of power.querySelectorAll(".sw-ms-space, .sw-ms-cult, .sw-ms-menus button")) {
    assert.equal(b.tagName, "BUTTON");
    assert.ok(b.getAttribute("aria-label").length > 3);
  }
});

test("summary: the move and its automatic steps as sentences naming what the board shows", () => {
  const before = ALL.build_before;
  const after = ALL.build_after;
  const ctx = { players: after.players, step: after.step, get: (n) => after[n] };
  const lines = summary(before.view, after.view, ctx);
  const built = after.view.hexes.find((hx) => hx.building && !before.view.hexes[hx.id].building);
  assert.ok(lines.includes(`ann built a Dwelling on ${built.name}.`), lines.join("\n"));
  assert.ok(lines.includes(`${built.name} became forest.`), lines.join("\n"));
  assert.ok(lines.some((l) => /^ann: .*coin/.test(l)), "what ann paid");
  const trade = summary(ALL.trade_teacher.view, ALL.leech_teacher.view,
    { players: ALL.leech_teacher.players, step: ALL.leech_teacher.step, get: (n) => ALL.leech_teacher[n] });
  const pend = ALL.leech_teacher.view.pending[0];
  assert.ok(trade.includes(`${ALL.leech_teacher.players[pend.seat]} may take ${pend.power} power for ` +
    `${pend.vp_cost} VP (a power offer).`), trade.join("\n"));
  assert.ok(trade.some((l) => / traded with .* at /.test(l)), trade.join("\n"));
  assert.deepEqual(summary(null, after.view, ctx), []);
  // a new round: income and a cult step, told as sentences (a hand-changed copy of the view)
  const next = JSON.parse(JSON.stringify(after.view));
  next.round += 1;
  next.seats[1].coins += 6;
  next.seats[1].cults[0] += 2;
  const round = summary(after.view, next, ctx);
  assert.ok(round.includes(`Round ${next.round} began: income paid.`), round.join("\n"));
  assert.ok(round.includes("bob: +6 coins."), round.join("\n"));
  assert.ok(round.includes(`bob moved on the Fire cult track from ${after.view.seats[1].cults[0]} to ` +
    `${next.seats[1].cults[0]}.`), round.join("\n"));
});

test("last move: the built hex and its structure are marked after the move, not before", async () => {
  const { el, model } = mountAt("build_before");
  assert.equal(el.querySelectorAll(".sw-last").length, 0);
  const after = ALL.finish_teacher;   // the build, its seat still on turn to convert or end it
  for (const key of ["view", "legal", "history", "current_player", "phase", "phase_id"]) model.set(key, after[key]);
  model.set("step", after.step);
  await tick();
  const built = after.view.hexes.find((hx) => hx.building && !ALL.build_before.view.hexes[hx.id].building);
  assert.ok(byTestId(el, `hex-${built.id}`).classList.contains("sw-last"));
  const piece = byTestId(el, `structure-${built.id}`);
  assert.ok(piece.classList.contains("sw-last") && piece.classList.contains("sw-enter"));
  assert.ok(byTestId(el, "vp-0").classList.contains("sw-last") ||
    byTestId(el, "resources-0").classList.contains("sw-last"), "what ann paid is marked");
  const untouched = after.view.hexes.find((hx) => hx.id !== built.id &&
    JSON.stringify(hx) === JSON.stringify(ALL.build_before.view.hexes[hx.id]));
  assert.ok(!byTestId(el, `hex-${untouched.id}`).classList.contains("sw-last"));
});
