// The committed bundles in skywidgets/widgets/static are what js/build.mjs makes now, and each
// one is a self-contained module (no imports left) that renders with a fake model.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { OUT, bundle, entries, stylesheet } from "./build.mjs";
import { byTestId, fakeModel, fixture, page } from "./testing/jsdom.js";

test("every board bundle is up to date with js/ (run `npm run build` if not)", async () => {
  assert.ok(entries().includes("sky_islands") && entries().includes("generic"));
  for (const name of entries()) {
    const committed = readFileSync(join(OUT, `${name}.js`), "utf8");
    assert.equal(committed, await bundle(name), `${name}.js is stale`);
  }
  assert.equal(readFileSync(join(OUT, "skywidgets.css"), "utf8"), stylesheet(),
    "skywidgets.css is stale");
});

test("bundles import nothing and load no external resources", () => {
  for (const name of entries()) {
    const text = readFileSync(join(OUT, `${name}.js`), "utf8");
    assert.doesNotMatch(text, /^\s*import\s/m, `${name}.js still imports`);
    const urls = text.match(/https?:\/\/[^"'\s)]*/g) || [];
    const external = urls.filter((url) => url !== "http://www.w3.org/2000/svg");
    assert.deepEqual(external, [], `${name}.js names a URL`);
    assert.doesNotMatch(text, /innerHTML/, `${name}.js uses innerHTML`);
  }
  const css = readFileSync(join(OUT, "skywidgets.css"), "utf8");
  assert.doesNotMatch(css, /url\(|@import|@font-face/);
  for (const [, ms] of css.matchAll(/(\d+)ms/g)) assert.ok(Number(ms) <= 150, `${ms}ms transition`);
});

test("the built Sky Islands bundle renders a real position", async () => {
  const widget = (await import(pathToFileURL(join(OUT, "sky_islands.js")).href)).default;
  const { el } = page();
  const model = fakeModel(fixture("place_teacher"));
  const cleanup = widget.render({ model, el });
  assert.ok(byTestId(el, "sky-board"));
  assert.ok(byTestId(el, "phase-place").getAttribute("aria-current"));
  cleanup();
});
