// Test helpers: a jsdom page and a fake anywidget model (get/set/on/off/send/save_changes).
import { JSDOM } from "jsdom";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const JS = dirname(dirname(fileURLToPath(import.meta.url)));

/** A fresh page with one empty <div> to render into. */
export function page() {
  const dom = new JSDOM("<!doctype html><html><body><div id='out'></div></body></html>");
  const { document } = dom.window;
  return { dom, window: dom.window, document, el: document.getElementById("out") };
}

/** A fake model holding `traits`; `sent` collects every message the front end sends. */
export function fakeModel(traits) {
  const data = JSON.parse(JSON.stringify(traits));
  const handlers = new Map();
  const sent = [];
  return {
    sent,
    get: (name) => data[name],
    set(name, value) {
      data[name] = value;
      for (const handler of handlers.get(`change:${name}`) || []) handler();
    },
    on(event, handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event).add(handler);
    },
    off(event, handler) {
      if (handlers.has(event)) handlers.get(event).delete(handler);
    },
    send(msg) { sent.push(JSON.parse(JSON.stringify(msg))); },
    save_changes() {},
    listeners: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
  };
}

/** The Sky Islands positions written by js/sky_islands/make_fixture.py. */
export function fixture(name) {
  const all = JSON.parse(readFileSync(join(JS, "sky_islands", "fixture.json"), "utf8"));
  if (!(name in all)) throw new Error(`no fixture position ${name}`);
  return all[name];
}

/** Click an element the way a user does (bubbling mouse click). */
export function click(window, node) {
  if (!node) throw new Error("nothing to click");
  node.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true }));
}

/** Press a key on `node` (bubbling keydown). */
export function press(window, node, key, extra = {}) {
  node.dispatchEvent(new window.KeyboardEvent("keydown", { key, bubbles: true, cancelable: true,
    ...extra }));
}

/** The element with data-testid `id` inside `el` (or null). */
export function byTestId(el, id) {
  return el.querySelector(`[data-testid="${id}"]`);
}

/** Wait for the app's scheduled re-render (it runs in a microtask). */
export function tick() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
