// The browser rebuilds exactly the view, log and legal moves Python meant (wire.py <-> wire.js).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { applyPatch, reader, unpackLegal } from "./wire.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const FIXTURE = JSON.parse(readFileSync(join(HERE, "..", "testing", "wire_fixture.json"), "utf8"));

test("every wire state a real board sent decodes to the plain values", () => {
  assert.ok(FIXTURE.length >= 8);
  let patched = 0;
  for (const { wire, plain } of FIXTURE) {
    const model = { get: (name) => wire[name] };
    const get = reader(model);
    assert.deepEqual(get("view"), plain.view);
    assert.deepEqual(get("history"), plain.history);
    assert.deepEqual(get("legal"), plain.legal);
    if (wire.view_patch || wire.history_patch) patched += 1;
  }
  assert.ok(patched >= 3, "the fixture exercises patches, not only bases");
});

test("patches: replace, object keys added and removed, lists cut and extended", () => {
  const base = { a: 1, b: [1, 2, 3], c: { d: "x" } };
  const out = applyPatch(base, ["d", { a: ["=", 2], b: ["l", 4, [[0, ["=", 9]], [3, ["=", 4]]]],
    e: ["=", true] }, ["c"]]);
  assert.deepEqual(out, { a: 2, b: [9, 2, 3, 4], e: true });
  assert.deepEqual(applyPatch([1, 2], ["l", 1, []]), [1]);
  assert.deepEqual(base, { a: 1, b: [1, 2, 3], c: { d: "x" } }, "the base is not changed");
  assert.deepEqual(applyPatch(base, null), base);
});

test("packed legal moves: front-coded labels, actions as rows of shared keys", () => {
  const legal = unpackLegal({ keys: [["type", "n"], ["type"]], rows: [[0, "take", 1], [0, "take", 2],
    [1, "end"]], labels: ["take 1 counter", [5, "2 counters"], "end the turn"] });
  assert.deepEqual(legal, [
    { id: 0, type: "take", label: "take 1 counter", action: { type: "take", n: 1 } },
    { id: 1, type: "take", label: "take 2 counters", action: { type: "take", n: 2 } },
    { id: 2, type: "end", label: "end the turn", action: { type: "end" } },
  ]);
});

test("a patched value shares nothing with its base and keeps the base's key order", () => {
  const base = { tiles: [{ id: 1, at: [0, 0] }, { id: 2, at: [1, 0] }], phase: "place", n: 3 };
  const before = JSON.stringify(base);
  const out = applyPatch(base, ["d", { phase: ["=", "build"], tiles: ["l", 3,
    [[2, ["=", { id: 3, at: [2, 0] }]]]], extra: ["=", true] }, ["n"]]);
  assert.equal(JSON.stringify(out), JSON.stringify({ tiles: [{ id: 1, at: [0, 0] },
    { id: 2, at: [1, 0] }, { id: 3, at: [2, 0] }], phase: "build", extra: true }));
  out.tiles[0].at.push(9);
  out.tiles[1].id = 7;
  assert.equal(JSON.stringify(base), before, "the base is untouched");
  const same = applyPatch(base, null);
  assert.notEqual(same.tiles, base.tiles);
  assert.deepEqual(same, base);
});
