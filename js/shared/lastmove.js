// The last move, for every board: `ctx.previous` is the view one step back (set by app.js
// when the shown step is exactly one after the one drawn before — a move, a redo or ▶ — and
// kept while that step is shown; null otherwise). A board compares it with `ctx.view` and
// marks what changed: `sw-last` (highlighted until the next move) and `sw-enter` (a piece that
// appeared or moved: a short animation, none under prefers-reduced-motion; base.css).

/** JSON-equal (views are plain JSON). */
export function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Keys of two objects (or indexes of two arrays) whose values differ. */
export function changedKeys(before, after) {
  const keys = new Set([...Object.keys(before || {}), ...Object.keys(after || {})]);
  return [...keys].filter((k) => !same((before || {})[k], (after || {})[k]));
}

/** Mark a drawn element as part of the last move (`entered`: it appeared or moved). */
export function markLast(node, entered = false) {
  if (!node || !node.classList) return node;
  node.classList.add("sw-last");
  if (entered) node.classList.add("sw-enter");
  return node;
}
