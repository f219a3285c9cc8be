// Hex geometry of the base map: pointy-top hexes, rows of 13 and 12, odd rows shifted right.
// Everything is in SVG user units; the map's viewBox is its whole size, so the SVG scales to
// the column it is given. FONT is the smallest text: FONT × 640 / map width ≥ 12 CSS px.

export const R = 30;                      // hex radius (centre to corner)
export const W = Math.sqrt(3) * R;        // hex width
export const PAD = 6;
export const FONT = 13.5;                 // every letter on the map (user units)
export const NAME_Y = -12;                // baseline of the hex name, from the centre
export const MID_Y = 5;                   // baseline of the middle row (terrain letter, ships)
export const LOW_Y = 22;                  // baseline of the low row (trade markers, cost)

/** Pixel centre of the hex at (row, col). */
export function centre(row, col) {
  const x = PAD + W / 2 + col * W + (row % 2 === 1 ? W / 2 : 0);
  const y = PAD + R + row * 1.5 * R;
  return [x, y];
}

/** SVG points of a hex around (x, y), slightly inset. */
export function hexPoints(x, y, r = R - 0.8) {
  const out = [];
  for (let k = 0; k < 6; k += 1) {
    const angle = Math.PI / 180 * (60 * k - 30);
    out.push(`${fmt(x + r * Math.cos(angle))},${fmt(y + r * Math.sin(angle))}`);
  }
  return out.join(" ");
}

/** Half the width of a pointy-top hex (radius r) at height dy from its centre. */
export function halfWidthAt(dy, r = R) {
  const w = (Math.sqrt(3) / 2) * r;
  const a = Math.abs(dy);
  return a <= r / 2 ? w : Math.max(0, w * (r - a) / (r / 2));
}

/** Size of the whole map for `hexes` (the view's hex list). */
export function mapSize(hexes) {
  let rows = 0;
  let cols = 0;
  for (const hx of hexes) {
    rows = Math.max(rows, hx.row + 1);
    cols = Math.max(cols, hx.col + 1);
  }
  return [fmt(2 * PAD + cols * W + W / 2), fmt(2 * PAD + (rows - 1) * 1.5 * R + 2 * R)];
}

/** Estimated width of `text` at font size `size` (sans-serif; bold a little wider). */
export function textWidth(text, size = FONT, bold = false) {
  let units = 0;
  for (const ch of String(text)) {
    if (/[0-9]/.test(ch)) units += 0.56;
    else if (/[A-Z]/.test(ch)) units += 0.68;
    else if (/[ :.·]/.test(ch)) units += 0.3;
    else units += 0.55;
  }
  return units * size * (bold ? 1.08 : 1);
}

/** A number rounded to 0.01 for stable SVG text. */
export function fmt(value) {
  return Math.round(value * 100) / 100;
}
