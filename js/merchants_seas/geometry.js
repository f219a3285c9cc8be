// Hex geometry of the base map: pointy-top hexes, rows of 13 and 12, odd rows shifted right.

export const R = 30;                      // hex radius (centre to corner), pixels
export const W = Math.sqrt(3) * R;        // hex width
export const PAD = 6;

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

/** A number rounded to 0.01 for stable SVG text. */
export function fmt(value) {
  return Math.round(value * 100) / 100;
}
