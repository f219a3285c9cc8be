// Where things go on the Traders of the Air map: city boxes and the routes between them.
// [project-defined] The positions are our own drawing (a 3 x 3 grid); the rule model only
// knows which cities are joined by which arrows, so both board sides share this layout.

// The viewBox never changes (the board does not jump); at the default 640 CSS px width one
// user unit is 640 / 840 px, so every text is at least 16 units (12.2 CSS px).
export const WIDTH = 840;
export const HEIGHT = 744;
export const BOX_W = 176;
export const BOX_H = 180;
export const FONT = 16;

const COLS = [140, 420, 700];
const ROWS = [122, 370, 618];

/** Centre of each city box (by city name). */
export const CITY_XY = {
  "Thespian": [COLS[0], ROWS[0]],
  "Stockgard": [COLS[1], ROWS[0]],
  "Rev'all": [COLS[2], ROWS[0]],
  "New Copenhagen": [COLS[0], ROWS[1]],
  "Aleborg": [COLS[1], ROWS[1]],
  "Nemesis": [COLS[2], ROWS[1]],
  "Downington": [COLS[0], ROWS[2]],
  "Lindholm": [COLS[1], ROWS[2]],
  "Brightwater": [COLS[2], ROWS[2]],
};

/** A city's name as a test id fragment: lowercased, every non-alphanumeric run -> "-". */
export function slug(name) {
  return String(name).toLowerCase().replace(/[^a-z0-9]/g, "-");
}

/** Centre of a city (a spare spot for a city the layout does not know). */
export function cityXY(name, index = 0) {
  return CITY_XY[name] || [COLS[index % 3], ROWS[Math.floor(index / 3) % 3]];
}

/** Centre of every city of a view (`cities`: the view's list), by name, as the map draws them. */
export function centresOf(cities) {
  const out = {};
  (cities || []).forEach((city, i) => { out[city.name] = cityXY(city.name, i); });
  return out;
}

function inBox([x, y], [cx, cy], margin) {
  return Math.abs(x - cx) <= BOX_W / 2 + margin && Math.abs(y - cy) <= BOX_H / 2 + margin;
}

function quad(a, c, b, t) {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
}

function tangent(a, c, b, t) {
  return [2 * (1 - t) * (c[0] - a[0]) + 2 * t * (b[0] - c[0]),
    2 * (1 - t) * (c[1] - a[1]) + 2 * t * (b[1] - c[1])];
}

/**
 * The route of an arrow from city `from` to city `to`: a quadratic curve that bends around
 * any other city box in its way. Returns {d, head: [x, y], angle (degrees), start, end, mid}
 * (`mid`: the middle of the whole curve, centre to centre).
 */
export function route(from, to, centres) {
  const a = centres[from];
  const b = centres[to];
  const others = Object.entries(centres).filter(([n]) => n !== from && n !== to).map(([, p]) => p);
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const normal = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  let control = mid;
  for (const bend of [0, 150, -150, 220, -220, 300, -300]) {
    const c = [mid[0] + normal[0] * bend, mid[1] + normal[1] * bend];
    let clear = true;
    for (let i = 1; i < 40 && clear; i += 1) {
      const p = quad(a, c, b, i / 40);
      if (others.some((o) => inBox(p, o, 8))) clear = false;
    }
    if (clear) { control = c; break; }
  }
  // start and end where the curve leaves and enters the boxes
  let t0 = 0;
  while (t0 < 0.5 && inBox(quad(a, control, b, t0), a, 2)) t0 += 0.01;
  let t1 = 1;
  while (t1 > 0.5 && inBox(quad(a, control, b, t1), b, 6)) t1 -= 0.01;
  const start = quad(a, control, b, t0);
  const end = quad(a, control, b, t1);
  const tm = t0 + 0.6 * (t1 - t0);   // past the middle: crossing routes keep apart
  const head = quad(a, control, b, tm);
  const [dx, dy] = tangent(a, control, b, tm);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  // the trimmed piece of the same curve, as its own quadratic (de Casteljau on [t0, t1])
  const sub = subCurve(a, control, b, t0, t1);
  const f = (n) => Math.round(n * 10) / 10;
  return {
    d: `M ${f(sub[0][0])} ${f(sub[0][1])} Q ${f(sub[1][0])} ${f(sub[1][1])} ${f(sub[2][0])} ${f(sub[2][1])}`,
    head: [f(head[0]), f(head[1])], angle: f(angle), start, end, mid: quad(a, control, b, 0.5),
  };
}

function subCurve(a, c, b, t0, t1) {
  const p0 = quad(a, c, b, t0);
  const p2 = quad(a, c, b, t1);
  // control of the sub-curve: p0 + (t1 - t0) / 2 * B'(t0)
  const [dx, dy] = tangent(a, c, b, t0);
  const k = (t1 - t0) / 2;
  return [p0, [p0[0] + k * dx, p0[1] + k * dy], p2];
}
