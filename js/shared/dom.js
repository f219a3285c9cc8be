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

/** An HTML element: h(doc, "button", {class, testid, label, onClick, text}, ...children). */
export function h(doc, tag, attrs, ...children) {
  return append(apply(doc.createElement(tag), attrs), children);
}

/** An SVG element, same conventions as `h`. */
export function s(doc, tag, attrs, ...children) {
  return append(apply(doc.createElementNS(SVG_NS, tag), attrs), children);
}

/** Make an element act as a button for mouse and keyboard (Enter or Space); its click and
 * keydown handlers are set with `listen` (they replace any earlier ones). */
export function clickable(node, label, onActivate) {
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  node.setAttribute("aria-label", label);
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
