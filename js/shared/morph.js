// morph(live, fresh): make `live`'s children equal to `fresh`'s children, reusing live nodes.
// A board that exports `morph = true` is drawn into a detached container and morphed into the
// board column (js/shared/app.js), so a click that changes one piece touches few DOM nodes and
// keeps focus. Reuse rules: same nodeType, same namespace + tag name, same `data-key` (keyed
// children are matched by key, the rest by position); never across tags. Attributes are synced
// (changed ones set, missing ones removed), `listen` handlers (node.__swOn) move across and text
// nodes take the fresh text. A fresh node with `sw-enter` (lastmove.js) replaces a live node that
// already has it, so its entry animation starts again.
import { listen } from "./dom.js";

const ELEMENT = 1;

function keyOf(node) {
  return node.nodeType === ELEMENT ? node.getAttribute("data-key") : null;
}

function entering(node) {
  return node.nodeType === ELEMENT && /(^|\s)sw-enter(\s|$)/.test(node.getAttribute("class") || "");
}

/** May `live` stand for `fresh`? (kind, namespace, tag and key; not a restarted animation) */
function fits(live, fresh) {
  if (!live || live.nodeType !== fresh.nodeType) return false;
  if (fresh.nodeType !== ELEMENT) return true;
  if (live.namespaceURI !== fresh.namespaceURI || live.localName !== fresh.localName) return false;
  if (keyOf(live) !== keyOf(fresh)) return false;
  return !(entering(fresh) && entering(live));
}

function syncAttributes(live, fresh) {
  // names and values as strings (reading `.attributes` makes an Attr object per attribute)
  for (const name of live.getAttributeNames()) {
    if (!fresh.hasAttribute(name)) live.removeAttribute(name);
  }
  for (const name of fresh.getAttributeNames()) {
    const value = fresh.getAttribute(name);
    if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  }
}

function syncHandlers(live, fresh) {
  const types = new Set([...Object.keys(live.__swOn || {}), ...Object.keys(fresh.__swOn || {})]);
  for (const type of types) {
    const fn = fresh.__swOn ? fresh.__swOn[type] : undefined;
    if (!live.__swOn || live.__swOn[type] !== fn) listen(live, type, fn || null);
  }
}

function syncFormState(live, fresh) {
  const tag = live.localName;
  if (tag !== "input" && tag !== "textarea" && tag !== "select") return;
  if (live.value !== fresh.value) live.value = fresh.value;
  if (tag === "input" && live.checked !== fresh.checked) live.checked = fresh.checked;
}

/** `live` already equals `fresh` (isEqualNode): move the handlers and form state across. */
function syncSame(live, fresh) {
  if (live.__swOn || fresh.__swOn) syncHandlers(live, fresh);
  syncFormState(live, fresh);
  let a = live.firstElementChild;
  let b = fresh.firstElementChild;
  while (a && b) {
    syncSame(a, b);
    a = a.nextElementSibling;
    b = b.nextElementSibling;
  }
}

/** Make the reused `live` node equal to `fresh`. */
function update(live, fresh) {
  if (live.nodeType !== ELEMENT) {
    if (live.nodeValue !== fresh.nodeValue) live.nodeValue = fresh.nodeValue;
    return;
  }
  if (live.isEqualNode(fresh)) {  // a native comparison of the whole subtree: nothing to set
    syncSame(live, fresh);
    return;
  }
  syncAttributes(live, fresh);
  syncHandlers(live, fresh);
  syncChildren(live, fresh);
  syncFormState(live, fresh);
}

function syncChildren(live, fresh) {
  const old = [...live.childNodes];
  const keyed = new Map();
  const loose = [];
  for (const node of old) {
    const key = keyOf(node);
    if (key === null) loose.push(node);
    else if (!keyed.has(key)) keyed.set(key, node);
  }
  let position = 0;
  const wanted = [];
  for (const node of [...fresh.childNodes]) {
    const key = keyOf(node);
    let match = null;
    if (key !== null) {
      const candidate = keyed.get(key);
      if (fits(candidate, node)) { match = candidate; keyed.delete(key); }
    } else {
      const candidate = loose[position];
      position += 1;
      if (fits(candidate, node)) { match = candidate; loose[position - 1] = null; }
    }
    if (match) update(match, node);
    wanted.push(match || node);
  }
  let cursor = live.firstChild;
  for (const node of wanted) {
    if (node === cursor) cursor = cursor.nextSibling;
    else live.insertBefore(node, cursor);
  }
  while (cursor) {
    const next = cursor.nextSibling;
    live.removeChild(cursor);
    cursor = next;
  }
}

/** The fresh child of `fresh` that syncChildren would match with `child` (a child of
 * `live`), or null: the same rules (first live node of a key; loose nodes by position). */
function partner(live, fresh, child) {
  const key = keyOf(child);
  if (key !== null) {
    for (const node of live.childNodes) {
      if (keyOf(node) === key) { if (node !== child) return null; break; }
    }
    for (const node of fresh.childNodes) {
      if (keyOf(node) === key) return fits(child, node) ? node : null;
    }
    return null;
  }
  let index = 0;
  for (const node of live.childNodes) {
    if (node === child) break;
    if (keyOf(node) === null) index += 1;
  }
  for (const node of fresh.childNodes) {
    if (keyOf(node) !== null) continue;
    if (index === 0) return fits(child, node) ? node : null;
    index -= 1;
  }
  return null;
}

/** Will morph(live, fresh) keep `node` (a descendant of `live`) in the document? */
export function survives(live, fresh, node) {
  const chain = [];
  for (let at = node; at && at !== live; at = at.parentNode) chain.unshift(at);
  if (!chain.length || chain[0].parentNode !== live) return false;
  let parent = fresh;
  let liveParent = live;
  for (const child of chain) {
    const match = partner(liveParent, parent, child);
    if (!match) return false;
    parent = match;
    liveParent = child;
  }
  return true;
}

/**
 * Make `live`'s children equal to `fresh`'s (fresh is emptied of what was moved across).
 * `refuge` (optional): where focus goes, before anything changes, when the focused node is
 * about to be removed. Removing a focused node makes the browser blur it at once, with a
 * style and layout pass over the half-morphed page (18–38 ms of a Sky Islands move in
 * Chromium); moving focus first costs a pass over an unchanged page.
 */
export function morph(live, fresh, refuge = null) {
  const doc = live.ownerDocument;
  const focused = doc.activeElement;
  const hadFocus = focused && focused !== doc.body && live.contains(focused);
  if (hadFocus && refuge && refuge !== focused && !survives(live, fresh, focused) &&
      typeof refuge.focus === "function") {
    refuge.focus({ preventScroll: true });
  }
  syncChildren(live, fresh);
  if (hadFocus && live.contains(focused) && doc.activeElement !== focused &&
      typeof focused.focus === "function") {
    focused.focus({ preventScroll: true });
  }
  return live;
}
