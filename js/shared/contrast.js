// WCAG 2.x contrast, for tests of every board's palette: parse a CSS colour (#rgb, #rrggbb,
// rgb()/rgba(), white/black), lay a translucent colour over its background, compute the ratio.

const NAMED = { white: "#ffffff", black: "#000000" };

/** [r, g, b, a] (0–255, alpha 0–1) of a CSS colour; throws on a format it does not know. */
export function parseColour(text) {
  const value = String(text).trim().toLowerCase();
  const hex = (NAMED[value] || value).match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g);
    return [...digits.map((d) => parseInt(d, 16)), 1];
  }
  const fn = value.match(/^rgba?\(([^)]*)\)$/);
  if (fn) {
    const parts = fn[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    if (parts.length >= 3 && parts.every((n) => Number.isFinite(n))) {
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    }
  }
  throw new Error(`not a colour this test knows: ${text}`);
}

/** The opaque colour seen when `top` (maybe translucent) lies over the opaque `bottom`. */
export function over(top, bottom) {
  const [r, g, b, a] = parseColour(top);
  const under = parseColour(bottom);
  if (under[3] !== 1) throw new Error(`background must be opaque: ${bottom}`);
  const mix = (c, k) => Math.round(c * a + under[k] * (1 - a));
  return `rgb(${mix(r, 0)}, ${mix(g, 1)}, ${mix(b, 2)})`;
}

/** Relative luminance of an opaque colour (WCAG 2.x). */
export function luminance(colour) {
  const [r, g, b] = parseColour(colour).slice(0, 3).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (1–21) of text/mark colour `fg` (may be translucent) on background `bg`. */
export function contrast(fg, bg) {
  const a = luminance(over(fg, bg));
  const b = luminance(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG AA minimum: 4.5 for normal text, 3 for large text (≥ 24px, or ≥ 18.66px bold) and
 * for marks that are not text (focus rings, highlights, borders of controls). */
export function required(kind) {
  return kind === "text" ? 4.5 : 3;
}
