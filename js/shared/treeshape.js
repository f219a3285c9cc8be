// What a drawn tree looks like, as lines (tests compare a morphed board with a fresh drawing).
const ELEMENT = 1;
const TEXT = 3;

/** One line per node under `root`: depth, tag, sorted attributes and `listen` handler types
 * (node.__swOn), or the text of a text node. Attribute order and node identity do not count. */
export function shape(root) {
  const lines = [];
  const walk = (node, depth) => {
    for (const child of node.childNodes) {
      if (child.nodeType === TEXT) {
        lines.push(`${depth} #text ${child.nodeValue}`);
      } else if (child.nodeType === ELEMENT) {
        const attrs = child.getAttributeNames().sort()
          .map((name) => `${name}=${JSON.stringify(child.getAttribute(name))}`);
        const on = Object.keys(child.__swOn || {}).sort().map((type) => `on:${type}`);
        lines.push(`${depth} ${child.namespaceURI}:${child.localName} ${[...attrs, ...on].join(" ")}`);
        walk(child, depth + 1);
      }
    }
  };
  walk(root, 0);
  return lines;
}

/** The data-testid of every node under `root` with class `cls` (sorted). */
export function testidsWith(root, cls) {
  return [...root.querySelectorAll(`.${cls}`)].map((n) => n.getAttribute("data-testid") || "?")
    .sort();
}
