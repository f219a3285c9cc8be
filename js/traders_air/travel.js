// The steamship's journey after a move: the ship is drawn at its new city and a short CSS
// animation (board.css `sw-ta-travel`, none under prefers-reduced-motion) carries it there
// from the old city, through the middle of the route it took (the curve drawn on the map).
import { centresOf, route } from "./layout.js";

/** CSS custom properties of the journey (user units as px: in SVG, 1px = 1 user unit). */
export const TRAVEL_PROPS = ["--sw-ta-from-x", "--sw-ta-from-y", "--sw-ta-via-x", "--sw-ta-via-y"];

const round = (n) => Math.round(n * 10) / 10;

/**
 * Offsets of the journey from `from` to `to`, relative to where the ship now is (the new
 * city): `from` (old − new city centre) and `via` (the middle of the route's curve − new
 * centre; halfway on a straight line when no route joins them). Null for an unknown city.
 */
export function journey(view, from, to) {
  const centres = centresOf(view.cities);
  const a = centres[from];
  const b = centres[to];
  if (!a || !b || from === to) return null;
  const arrow = (view.arrows || []).find(([x, y]) => (x === from && y === to) || (x === to && y === from));
  const mid = arrow ? route(arrow[0], arrow[1], centres).mid : [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return { from: [round(a[0] - b[0]), round(a[1] - b[1])], via: [round(mid[0] - b[0]), round(mid[1] - b[1])] };
}

/** Start the journey on the drawn ship `node` (nothing for an unknown city). */
export function travel(node, view, from, to) {
  const trip = node && journey(view, from, to);
  if (!trip) return node;
  const values = [...trip.from, ...trip.via];
  TRAVEL_PROPS.forEach((name, k) => node.style.setProperty(name, `${values[k]}px`));
  node.classList.add("sw-ta-travel");
  return node;
}
