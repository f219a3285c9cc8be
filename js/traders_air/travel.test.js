// The steamship's journey after a move (travel.js): the animation class and its offsets on the
// drawn ship after a real move from the rule model, none without a previous view, and the CSS.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import widget from "../entries/traders_air.js";
import { byTestId, fakeModel, page, tick } from "../testing/jsdom.js";
import { centresOf, cityXY, route } from "./layout.js";
import { TRAVEL_PROPS, journey } from "./travel.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));
const CSS = readFileSync(new URL("./board.css", import.meta.url), "utf8");
const copy = (x) => JSON.parse(JSON.stringify(x));
const MOVE = "the steamship moves with the wind";

function pair(why) {
  const found = ALL.steps.find((p) => p.why === why);
  if (!found) throw new Error(`no fixture step ${why}`);
  return copy(found);
}

/** Mount at `before`, then Python moves on to `after` as step `next` (5: one step on). */
async function shown(before, after, next = 5) {
  const p = page();
  const model = fakeModel({ ...copy(ALL.actions_teacher), players: before.players, view: before,
    step: 4, legal: [] });
  widget.render({ model, el: p.el });
  model.set("view", after);
  model.set("step", next);
  await tick();
  return byTestId(p.el, "ship");
}

const offsets = (ship) => TRAVEL_PROPS.map((name) => {
  const value = ship.style.getPropertyValue(name);
  assert.match(value, /^-?\d+(\.\d+)?px$/, `${name} = ${value}`);
  return Number.parseFloat(value);
});

test("after a move the ship travels: offsets are the old city minus the new one", async () => {
  const { before, after } = pair(MOVE);
  assert.notEqual(before.ship, after.ship);
  const ship = await shown(before, after);
  assert.equal(ship.getAttribute("data-city"), after.ship);
  assert.ok(ship.classList.contains("sw-ta-travel"));
  const [fx, fy, vx, vy] = offsets(ship);
  const [ox, oy] = cityXY(before.ship);
  const [nx, ny] = cityXY(after.ship);
  assert.deepEqual([fx, fy], [ox - nx, oy - ny]);
  assert.notDeepEqual([fx, fy], [0, 0], "the fixture move goes somewhere");
  const mid = route(before.ship, after.ship, centresOf(after.cities)).mid;
  assert.deepEqual([vx, vy], [mid[0] - nx, mid[1] - ny]);
});

test("a move across the board (both offsets non-zero) is measured from the old city", async () => {
  const { before, after } = pair(MOVE);
  after.ship = "Aleborg";   // as if the ship had gone from New Copenhagen to Aleborg
  const [fx, fy] = offsets(await shown(before, after));
  const [ox, oy] = cityXY(before.ship);
  const [nx, ny] = cityXY("Aleborg");
  assert.deepEqual([fx, fy], [ox - nx, oy - ny]);
  assert.ok(fx !== 0 || fy !== 0);
});

test("no journey without a previous view, nor when the ship stayed", async () => {
  const { before, after } = pair(MOVE);
  const jumped = await shown(before, after, 6);   // a jump: ctx.previous is null
  assert.equal(jumped.getAttribute("data-city"), after.ship);
  assert.ok(!jumped.classList.contains("sw-ta-travel"));
  assert.equal(jumped.style.getPropertyValue(TRAVEL_PROPS[0]), "");
  const bought = pair("a purchase paid to the bank");
  const stayed = await shown(bought.before, bought.after);
  assert.ok(!stayed.classList.contains("sw-ta-travel"));
});

test("the journey follows the route's curve, the same curve either way along the arrow", () => {
  const view = pair(MOVE).after;
  const centres = centresOf(view.cities);
  let bent = 0;
  for (const [a, b] of view.arrows) {
    const there = journey(view, a, b);
    const back = journey(view, b, a);
    const mid = route(a, b, centres).mid;
    const close = (p, q) => Math.abs(p[0] - q[0]) < 0.2 && Math.abs(p[1] - q[1]) < 0.2;
    assert.ok(close([there.via[0] + centres[b][0], there.via[1] + centres[b][1]], mid), `${a} -> ${b}`);
    assert.ok(close([back.via[0] + centres[a][0], back.via[1] + centres[a][1]], mid), `${b} -> ${a}`);
    const half = [(centres[a][0] + centres[b][0]) / 2, (centres[a][1] + centres[b][1]) / 2];
    if (!close(mid, half)) bent += 1;
  }
  assert.ok(bent >= 1, "the fixture has a route that bends around a city");
  assert.deepEqual(journey(view, "Thespian", "Brightwater").via,
    [(140 - 700) / 2, (122 - 618) / 2], "no route: halfway on a straight line");
  assert.equal(journey(view, "Atlantis", "Thespian"), null);
});

test("board.css: a short animation of the ship, off under prefers-reduced-motion", () => {
  const rule = CSS.match(/\.sw-app \.sw-ta-ship\.sw-ta-travel \{ animation: sw-ta-travel ([\d.]+)s/);
  assert.ok(rule, "the travel animation rule");
  assert.ok(Number(rule[1]) > 0 && Number(rule[1]) <= 0.6);
  assert.match(CSS, /@keyframes sw-ta-travel \{\s*from \{ transform: translate\(var\(--sw-ta-from-x\), var\(--sw-ta-from-y\)\); \}/);
  assert.match(CSS, /@media \(prefers-reduced-motion: reduce\) \{ \.sw-app \.sw-ta-ship\.sw-ta-travel \{ animation: none; \} \}/);
});
