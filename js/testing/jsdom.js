// Test helpers: a jsdom page and a fake anywidget model (get/set/on/off/send/save_changes).
import { JSDOM } from "jsdom";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { encode, reader } from "../shared/wire.js";

const JS = dirname(dirname(fileURLToPath(import.meta.url)));

/** A fresh page with one empty <div> to render into. */
export function page() {
  const dom = new JSDOM("<!doctype html><html><body><div id='out'></div></body></html>");
  const { document } = dom.window;
  return { dom, window: dom.window, document, el: document.getElementById("out") };
}

/** A fake model holding `traits` as Python syncs them: the plain `view`, `history` and `legal`
 * given here are stored in their wire form (js/shared/wire.js), and `get`/`set` of a plain
 * name go through it. `sent` collects every message; `trigger(event)` fires a model event;
 * `failSend = true` makes `send` throw as a dead comm does ("Cannot send"). */
export function fakeModel(traits) {
  const data = {};
  const handlers = new Map();
  const sent = [];  // what the board asked for (the `shown` version left out: see `shown`)
  const shown = [];  // the version each acting message was sent from (undefined: not acting)
  const fire = (event) => {
    for (const handler of handlers.get(event) || []) handler();
  };
  const store = (name, value) => {
    const wire = encode(name, JSON.parse(JSON.stringify(value ?? null)));
    Object.assign(data, wire);
    return Object.keys(wire);
  };
  for (const [name, value] of Object.entries(traits)) store(name, value);
  const model = {
    sent,
    shown,
    failSend: false,
    get: (name) => data[name],
    set(name, value) {
      for (const wireName of store(name, value)) fire(`change:${wireName}`);
    },
    on(event, handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event).add(handler);
    },
    off(event, handler) {
      if (handlers.has(event)) handlers.get(event).delete(handler);
    },
    send(msg) {
      if (model.failSend) throw new Error("Cannot send");
      const { shown: version, ...rest } = JSON.parse(JSON.stringify(msg));
      sent.push(rest);
      shown.push(version);
    },
    trigger: fire,
    save_changes() {},
    listeners: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
  };
  const plain = reader(model);
  model.get = (name) => (["view", "history", "legal"].includes(name) ? plain(name) : data[name]);
  return model;
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
