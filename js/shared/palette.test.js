// WCAG AA for the shared panels in JupyterLab's light and dark themes: the pairs of
// palette.js, whose values base.css must use (its fallbacks are the light theme's).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { JUPYTERLAB, OWN, PAIRS, SWATCHES, THEME_VARS, palette } from "./palette.js";
import { contrast, parseColour, required } from "./contrast.js";

const CSS = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "base.css"), "utf8");
const norm = (colour) => parseColour(colour).join(",");

test("contrast: black on white is 21, white on white 1, translucent text is blended", () => {
  assert.equal(Math.round(contrast("#000", "#ffffff") * 10) / 10, 21);
  assert.equal(contrast("white", "#fff"), 1);
  const blended = contrast("rgba(0, 0, 0, 0.54)", "#ffffff");
  assert.ok(blended > 4.5 && blended < 4.7, String(blended));
  assert.throws(() => contrast("#000", "rgba(0, 0, 0, 0.5)"), /opaque/);
});

test("base.css follows palette.js: each --sw- colour its JupyterLab variable and fallback", () => {
  for (const [name, jp] of Object.entries(THEME_VARS)) {
    const match = CSS.match(new RegExp(`--${name}:\\s*var\\(--${jp},\\s*([^;]+)\\);`));
    assert.ok(match, `--${name} must be var(--${jp}, <light value>)`);
    assert.equal(norm(match[1]), norm(JUPYTERLAB.light[jp]), name);
  }
  for (const [name, colour] of Object.entries(OWN)) {
    const match = CSS.match(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,6})\\s*;`));
    assert.ok(match, `--${name} must be set in base.css`);
    assert.equal(norm(match[1]), norm(colour), name);
  }
  for (const [name, colour] of Object.entries(SWATCHES)) {
    const rule = CSS.match(new RegExp(`\\.sw-colour-${name} \\{[^}]*background: (#[0-9a-f]+)`));
    assert.ok(rule, `.sw-colour-${name}`);
    assert.equal(norm(rule[1]), norm(colour), name);
  }
});

test("no colour in base.css outside the palette (except shadows and the coach's halo)", () => {
  const known = new Set([...Object.values(JUPYTERLAB.light), ...Object.values(OWN),
    ...Object.values(SWATCHES)].map(norm));
  const body = CSS.replace(/\/\*[\s\S]*?\*\//g, "").replace(/box-shadow:[^;]+;/g, "")
    .replace(/--sw-hinted-halo:[^;]+;/, "").replace(/--sw-player:[^;]+;/g, "")
    .replace(/fill: #[0-9a-f]+;/g, "");  // seat fills are marks the boards test
  const found = body.match(/#[0-9a-fA-F]{3,6}\b|rgba?\([^)]*\)/g) || [];
  const unknown = found.filter((c) => !known.has(norm(c)));
  assert.deepEqual(unknown, []);
});

for (const theme of ["light", "dark"]) {
  test(`WCAG AA in JupyterLab's ${theme} theme: every (text, background) pair`, () => {
    const colours = palette(theme);
    const failing = [];
    for (const [what, fg, bg, kind] of PAIRS) {
      assert.ok(colours[fg] && colours[bg], `${what}: unknown colour ${fg} or ${bg}`);
      const ratio = contrast(colours[fg], colours[bg]);
      if (ratio < required(kind)) failing.push(`${what}: ${ratio.toFixed(2)} < ${required(kind)}`);
    }
    assert.deepEqual(failing, []);
  });
}

test("a pair that fails is caught: JupyterLab's dark error red on its pink", () => {
  assert.ok(contrast("#d32f2f", "#ffcdd2") < 4.5);
});
