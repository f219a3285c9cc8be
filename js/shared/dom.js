// Tiny DOM helpers. User text always goes in as text nodes (textContent), never as HTML.

export const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * Set the node's one handler for `type` (a later call replaces it; null removes it). Handlers
 * live in `node.__swOn[type]` behind one real listener per type, so js/shared/morph.js can move
 * a fresh drawing's handlers onto the live node it reuses.
 */
export function listen(node, type, fn) {
  const on = node.__swOn || (node.__swOn = {});
  const real = node.__swReal || (node.__swReal = new Set());
  if (!real.has(type)) {
    real.add(type);
    node.addEventListener(type, (event) => {
      const current = node.__swOn && node.__swOn[type];
      if (typeof current === "function") current.call(node, event);
    });
  }
  if (typeof fn === "function") on[type] = fn;
  else delete on[type];
  return node;
}

function apply(node, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "class") node.setAttribute("class", value);
    else if (key === "testid") node.setAttribute("data-testid", value);
    else if (key === "label") node.setAttribute("aria-label", String(value));
    else if (key.startsWith("on") && typeof value === "function") {
      listen(node, key.slice(2).toLowerCase(), value);
    } else node.setAttribute(key, value === true ? "" : String(value));
  }
  return node;
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(typeof child === "string" || typeof child === "number"
      ? node.ownerDocument.createTextNode(String(child)) : child);
  }
  return node;
}

/** An HTML element: h(doc, "button", {class, testid, label, onClick, text}, ...children).
 * A button's `label` starts with the words it shows (`nameWithText`). */
export function h(doc, tag, attrs, ...children) {
  const node = append(apply(doc.createElement(tag), attrs), children);
  if (tag === "button" && node.hasAttribute("aria-label")) {
    node.setAttribute("aria-label", nameWithText(node, node.getAttribute("aria-label")));
  }
  return node;
}

/** An SVG element, same conventions as `h`. */
export function s(doc, tag, attrs, ...children) {
  return append(apply(doc.createElementNS(SVG_NS, tag), attrs), children);
}

/** Words as WCAG 2.5.3 compares them (axe-core's way): no parentheticals, letters and
 * digits only, lower case. */
function tokens(text) {
  let out = String(text).normalize("NFKD");
  let was;
  do { was = out; out = out.replace(/\([^()]*\)/g, ""); } while (out !== was);
  return out.replace(/[^\p{L}\p{N}]+/gu, " ").trim().toLowerCase().split(" ").filter(Boolean);
}

/** The text a piece shows (not its tooltip `<title>`), run together as a reader finds it. */
function shownText(node) {
  let out = "";
  for (const child of node.childNodes) {
    if (child.nodeType === 3) out += child.nodeValue;
    else if (child.nodeType === 1 && child.localName !== "title") out += shownText(child);
  }
  return out;
}

/** In SVG, a space between a node's children that hold text, so they read as words, not
 * one run ("A3" and "G" as "A3 G", not "A3G"); recursive. Never shown: SVG draws no text
 * outside `<text>` (HTML is left as laid out: a space there would show). */
function spaceTexts(node) {
  if (node.namespaceURI !== SVG_NS) return;
  const doc = node.ownerDocument;
  let prev = null;
  for (const child of [...node.childNodes]) {
    if (child.nodeType !== 1 || child.localName === "title" || !shownText(child).trim()) continue;
    if (prev && prev.nextSibling === child) node.insertBefore(doc.createTextNode(" "), child);
    if (child.localName !== "text") spaceTexts(child);
    prev = child;
  }
}

/**
 * Label in name (WCAG 2.5.3): a control's name starts with the words it shows, so a speech
 * user can say what they see ("A3 G: A3, forest: choose"); unchanged when it holds them.
 */
export function nameWithText(node, label) {
  spaceTexts(node);
  const shown = shownText(node).replace(/\s+/g, " ").trim();
  const want = tokens(shown);
  const have = tokens(label);
  const inside = have.some((_, i) => want.every((w, k) => have[i + k] === w));
  return !want.length || inside ? label : `${shown}: ${label}`;
}

/** Make an element act as a button for mouse and keyboard (Enter or Space); its click and
 * keydown handlers are set with `listen` (they replace any earlier ones). Its name starts
 * with the words it shows (`nameWithText`): draw its children first. */
export function clickable(node, label, onActivate) {
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  node.setAttribute("aria-label", nameWithText(node, label));
  listen(node, "click", (event) => { event.stopPropagation(); onActivate(event); });
  listen(node, "keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      event.stopPropagation();
      onActivate(event);
    }
  });
  return node;
}

/** Remove every child of a node. */
export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

/** A short section with a heading, used by every panel of the right column. */
export function section(doc, title, testid, ...children) {
  return h(doc, "section", { class: "sw-section", testid, label: title },
    h(doc, "h3", { class: "sw-section-title", text: title }), ...children);
}
