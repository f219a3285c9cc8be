// The plain `view`, `history` and `legal` rebuilt from what Python sends
// (skywidgets/widgets/wire.py): <name>_base + <name>_patch, and legal_packed.

/** Synced traits that carry the view and the log as a base and a patch. */
export const KEYFRAMED = ["view", "history"];

/** A deep copy of plain JSON data (objects, arrays, strings, numbers, booleans, null). */
function clone(value) {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(clone);
  const out = {};
  for (const key of Object.keys(value)) out[key] = clone(value[key]);
  return out;
}

const own = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

/** `base` with `patch` applied (a new value): ["=", v], ["d", {k: p}, [removed]],
 * ["l", length, [[i, p], ...]]; [] (or null) = no change. Every part of `base` is copied once
 * (a patched part is copied by its own patch), so decoding is linear in the view's size. */
export function applyPatch(base, patch) {
  if (patch === null || patch === undefined || patch.length === 0) return clone(base);
  const [kind] = patch;
  if (kind === "=") return clone(patch[1]);
  if (kind === "d") {
    const changes = patch[1];
    const removed = new Set(patch[2] || []);
    const out = {};
    for (const key of Object.keys(base || {})) {  // the base's key order, as before
      if (removed.has(key)) continue;
      out[key] = own(changes, key) ? applyPatch(base[key], changes[key]) : clone(base[key]);
    }
    for (const key of Object.keys(changes)) {
      if (!own(out, key)) out[key] = applyPatch(base ? base[key] : undefined, changes[key]);
    }
    return out;
  }
  if (kind === "l") {
    const old = base || [];
    const patched = new Map(patch[2]);
    const items = [];
    for (let index = 0; index < patch[1]; index++) {
      if (patched.has(index)) items.push(applyPatch(old[index], patched.get(index)));
      else items.push(index < old.length ? clone(old[index]) : null);
    }
    return items;
  }
  throw new Error(`unknown patch kind ${kind}`);
}

/** legal entries [{id, type, label, action}] from {keys, rows, labels}. */
export function unpackLegal(packed) {
  if (!packed || !Array.isArray(packed.rows)) return [];
  let previous = "";
  return packed.rows.map((row, id) => {
    const names = packed.keys[row[0]];
    const action = {};
    names.forEach((name, k) => { action[name] = row[k + 1]; });
    const label = packed.labels[id];
    const text = Array.isArray(label) ? previous.slice(0, label[0]) + label[1] : label;
    previous = text;
    return { id, type: action.type, label: text, action };
  });
}

/** The wire form of plain values (the simplest one: no patch); used by the tests' fake model. */
export function encode(name, value) {
  if (KEYFRAMED.includes(name)) return { [`${name}_base`]: value, [`${name}_patch`]: [] };
  if (name === "legal") {
    const keys = [];
    const rows = (value || []).map((entry) => {
      const names = Object.keys(entry.action);
      let k = keys.findIndex((known) => known.join() === names.join());
      if (k < 0) { keys.push(names); k = keys.length - 1; }
      return [k, ...names.map((n) => entry.action[n])];
    });
    return { legal_packed: { keys, rows, labels: (value || []).map((e) => e.label) } };
  }
  return { [name]: value };
}

/** A reader of the plain values that decodes each wire trait once per change. */
export function reader(model) {
  const cache = new Map();
  function cached(name, parts, build) {
    const now = parts.map((p) => model.get(p));
    const hit = cache.get(name);
    if (hit && hit.parts.every((p, i) => p === now[i])) return hit.value;
    const value = build(...now);
    cache.set(name, { parts: now, value });
    return value;
  }
  return (name) => {
    if (KEYFRAMED.includes(name)) {
      return cached(name, [`${name}_base`, `${name}_patch`], (base, patch) =>
        (base === null || base === undefined ? undefined : applyPatch(base, patch)));
    }
    if (name === "legal") return cached(name, ["legal_packed"], unpackLegal);
    return model.get(name);
  };
}
