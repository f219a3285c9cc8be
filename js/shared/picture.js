// The board's static picture (issue 32, item 5): one standalone SVG of what the board's own
// renderer drew in its drawing column, for places without a live kernel (GitHub, nbviewer,
// nbconvert HTML/PDF). No second renderer: the picture is read back from the drawn page —
// inline SVG drawings are copied with their computed colours as presentation attributes, HTML
// parts (hands, tables, cards) become rectangles and text at the places the browser laid them
// out. Only what the drawing column shows goes in, so a seat view's picture holds nothing its
// view did not receive. Pure SVG: no <foreignObject>, no <style>, no scripts, no URLs.

const SVG_NS = "http://www.w3.org/2000/svg";

/** The presentation properties copied from an SVG element's computed style. */
const SVG_PROPS = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity",
  "stroke-dasharray", "stroke-linecap", "stroke-linejoin", "opacity", "font-size", "font-family",
  "font-weight", "font-style", "text-anchor", "dominant-baseline", "visibility"];

/** Attributes a static picture does not need (behaviour, long tooltips, page styles). */
const DROP = ["tabindex", "class", "style", "data-rule", "focusable", "data-key", "role",
  "aria-label", "aria-pressed", "aria-disabled", "aria-describedby", "aria-hidden"];

/** XML-escape text for an attribute value or a text node. */
export function esc(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const num = (value) => String(Math.round(value * 10) / 10);

/** "rgb(r, g, b)" as "#rrggbb" (shorter; computed colours come as rgb()); others as they are. */
export function shortColour(value) {
  const m = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(String(value).trim());
  if (!m) return value;
  return `#${m.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, "0")).join("")}`;
}
const colour = (value) => esc(shortColour(value));

/** An rgba()/rgb() colour's alpha (1 when opaque or unparsable, 0 for "transparent"). */
function alpha(colour) {
  if (!colour || colour === "transparent") return 0;
  const m = /rgba?\(([^)]*)\)/.exec(colour);
  if (!m) return 1;
  const parts = m[1].split(/[\s,/]+/).filter(Boolean);
  return parts.length >= 4 ? Number(parts[3]) : 1;
}

/** Shown on screen: not display:none, not hidden, not a visually hidden (1 px) region. */
function shown(style, rect) {
  if (style.display === "none" || style.visibility === "hidden") return false;
  if (Number(style.opacity) === 0) return false;
  return !(rect.width <= 1 && rect.height <= 1);
}

/**
 * The picture of `column` (the board's drawing column) as an SVG string.
 * caption: lines of plain text drawn above the drawing (title, turn, scores);
 * label: the picture's accessible name (<title>).
 */
export function picture(column, { caption = [], label = "" } = {}) {
  const doc = column.ownerDocument;
  const win = doc.defaultView;
  const origin = column.getBoundingClientRect();
  const lineH = 20;
  const top = caption.length ? caption.length * lineH + 10 : 0;
  const height = Math.max(1, Math.ceil(column.scrollHeight || origin.height)) + top;
  const app = column.closest(".sw-app") || column;
  let background = win.getComputedStyle(app).backgroundColor;
  if (alpha(background) === 0) background = "#ffffff";
  const fg = win.getComputedStyle(app).color || "#000000";
  const font = win.getComputedStyle(app).fontFamily || "sans-serif";
  const parts = [];
  caption.forEach((line, i) => {
    parts.push(`<text x="4" y="${num(lineH * (i + 1) - 5)}" font-size="${i ? 14 : 16}" ` +
      `font-weight="${i ? "normal" : "bold"}" font-family="${esc(font)}" fill="${colour(fg)}">` +
      `${esc(line)}</text>`);
  });
  const at = { x: origin.left, y: origin.top - top, right: 0 };
  walk(column, win, at, parts);
  // a part wider than the column (a table that scrolls sideways in the page) is shown whole
  const width = Math.max(1, Math.ceil(Math.max(origin.width, column.scrollWidth || 0, at.right)));
  const name = label || caption.join(" — ");
  return `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(name)}" ` +
    `data-sw-picture="drawn"><title>${esc(name)}</title>` +
    `<rect width="${width}" height="${height}" fill="${colour(background)}"/>` +
    `${parts.join("")}</svg>`;
}

/** Draw `node` (an HTML element) and what it holds into `parts`. */
function walk(node, win, at, parts) {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) {
      text(child, win, at, parts);
      continue;
    }
    if (child.nodeType !== 1) continue;
    const style = win.getComputedStyle(child);
    if (style.display === "contents") {  // no box of its own: its children are laid out
      walk(child, win, at, parts);
      continue;
    }
    const rect = child.getBoundingClientRect();
    if (!shown(style, rect)) continue;
    at.right = Math.max(at.right, rect.right - at.x);
    if (child.namespaceURI === SVG_NS && child.localName === "svg") {
      parts.push(copySvg(child, win, rect, at));
      continue;
    }
    box(style, rect, at, parts);
    if (child.localName === "select") {
      const option = child.selectedOptions && child.selectedOptions[0];
      if (option) {
        parts.push(label(option.textContent, style, rect.left - at.x + 6,
          rect.top - at.y + rect.height / 2 + parseFloat(style.fontSize) * 0.35));
      }
      continue;
    }
    if (child.localName === "input" || child.localName === "textarea") continue;
    walk(child, win, at, parts);
  }
}

/** An HTML element's background and border, when it has them. */
function box(style, rect, at, parts) {
  const x = rect.left - at.x;
  const y = rect.top - at.y;
  const radius = parseFloat(style.borderTopLeftRadius) || 0;
  const rx = radius ? ` rx="${num(Math.min(radius, rect.height / 2))}"` : "";
  if (alpha(style.backgroundColor) > 0) {
    parts.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(rect.width)}" ` +
      `height="${num(rect.height)}"${rx} fill="${colour(style.backgroundColor)}"/>`);
  }
  const sides = ["Top", "Right", "Bottom", "Left"].map((side) => ({
    side,
    width: style[`border${side}Style`] === "none" ? 0 : parseFloat(style[`border${side}Width`]) || 0,
    colour: style[`border${side}Color`],
  }));
  const drawn = sides.filter((s) => s.width > 0 && alpha(s.colour) > 0);
  if (!drawn.length) return;
  const same = drawn.length === 4 && drawn.every((s) => s.width === drawn[0].width &&
    s.colour === drawn[0].colour);
  if (same) {
    const w = drawn[0].width;
    parts.push(`<rect x="${num(x + w / 2)}" y="${num(y + w / 2)}" ` +
      `width="${num(Math.max(0, rect.width - w))}" height="${num(Math.max(0, rect.height - w))}"` +
      `${rx} fill="none" stroke="${colour(drawn[0].colour)}" stroke-width="${num(w)}"/>`);
    return;
  }
  for (const s of drawn) {
    const h = s.width / 2;
    const [x1, y1, x2, y2] = {
      Top: [x, y + h, x + rect.width, y + h],
      Bottom: [x, y + rect.height - h, x + rect.width, y + rect.height - h],
      Left: [x + h, y, x + h, y + rect.height],
      Right: [x + rect.width - h, y, x + rect.width - h, y + rect.height],
    }[s.side];
    parts.push(`<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" ` +
      `stroke="${colour(s.colour)}" stroke-width="${num(s.width)}"/>`);
  }
}

/** One line of text in an HTML element's font and colour, its baseline at (x, y). */
function label(words, style, x, y) {
  const weight = style.fontWeight && style.fontWeight !== "400" ? ` font-weight="${esc(style.fontWeight)}"` : "";
  const italic = style.fontStyle === "italic" ? ` font-style="italic"` : "";
  return `<text x="${num(x)}" y="${num(y)}" font-size="${esc(style.fontSize)}" ` +
    `font-family="${esc(style.fontFamily)}"${weight}${italic} fill="${colour(style.color)}">` +
    `${esc(words)}</text>`;
}

/** An HTML text node, one <text> per line the browser broke it into. */
function text(node, win, at, parts) {
  const parent = node.parentElement;
  const content = node.data;
  if (!parent || !content.trim()) return;
  const style = win.getComputedStyle(parent);
  if (style.visibility === "hidden") return;
  const range = node.ownerDocument.createRange();
  if (typeof range.getBoundingClientRect !== "function") {  // no layout (jsdom): one line
    const box = parent.getBoundingClientRect();
    parts.push(label(content.trim().split(/\s+/).join(" "), style, box.left - at.x,
      box.top - at.y + (parseFloat(style.fontSize) || 13)));
    return;
  }
  const lines = [];
  const pattern = /\S+/g;
  let match;
  while ((match = pattern.exec(content))) {
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const rect = range.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const line = lines[lines.length - 1];
    if (line && Math.abs(line.top - rect.top) < 2) {
      line.words.push(match[0]);
    } else {
      lines.push({ top: rect.top, left: rect.left, height: rect.height, words: [match[0]] });
    }
  }
  if (range.detach) range.detach();
  for (const line of lines) {
    parts.push(label(line.words.join(" "), style, line.left - at.x,
      line.top - at.y + line.height * 0.8));
  }
}

/** A copy of an inline SVG drawing, its computed colours written in, placed at its box. */
function copySvg(svg, win, rect, at) {
  const copy = svg.cloneNode(true);
  inline(svg, copy, win);
  copy.setAttribute("x", num(rect.left - at.x));
  copy.setAttribute("y", num(rect.top - at.y));
  copy.setAttribute("width", num(rect.width));
  copy.setAttribute("height", num(rect.height));
  if (!copy.hasAttribute("viewBox")) {
    copy.setAttribute("viewBox", `0 0 ${num(rect.width)} ${num(rect.height)}`);
  }
  copy.removeAttribute("xmlns");
  return new win.XMLSerializer().serializeToString(copy).replace(/ xmlns="[^"]*"/, "");
}

/** Write `live`'s computed presentation into `copy` (same shape), dropping hidden parts;
 * a property equal to the parent's (inherited) is written once, on the parent. */
function inline(live, copy, win, inherited = {}) {
  const style = win.getComputedStyle(live);
  const mine = {};
  for (const name of SVG_PROPS) {
    const value = style.getPropertyValue(name);
    mine[name] = value;
    // opacity is not inherited: compare it with its initial value
    const before = name === "opacity" ? "1" : inherited[name];
    if (!value || value === before) continue;
    copy.setAttribute(name, name === "fill" || name === "stroke" ? shortColour(value) : value);
  }
  for (const name of DROP) copy.removeAttribute(name);
  for (const name of copy.getAttributeNames()) {  // the board's own data, not the picture's
    if (name.startsWith("data-") && name !== "data-testid") copy.removeAttribute(name);
  }
  const kids = [...live.children];
  const copies = [...copy.children];
  for (let i = kids.length - 1; i >= 0; i -= 1) {
    const kid = kids[i];
    if (kid.localName === "title" || kid.localName === "desc") { copies[i].remove(); continue; }
    if (win.getComputedStyle(kid).display === "none") { copies[i].remove(); continue; }
    inline(kid, copies[i], win, mine);
  }
}
