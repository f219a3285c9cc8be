// Sky Islands tile geometry: edges, rotation, island shapes, anchors (unit square 0..1).

export const CELL = 100;  // user units of one grid cell (the viewBox scales it)
export const EDGES = ["N", "E", "S", "W"];
export const EDGE_WORDS = { N: "north", E: "east", S: "south", W: "west" };
export const BAND = 0.42;  // width of an island where it meets an edge (fraction of a cell)

const MID = { N: [0.5, 0], E: [1, 0.5], S: [0.5, 1], W: [0, 0.5] };
const INNER = { N: [0.5, 0.14], E: [0.86, 0.5], S: [0.5, 0.86], W: [0.14, 0.5] };
const CAPE = { N: [0.5, 0.24], E: [0.76, 0.5], S: [0.5, 0.76], W: [0.24, 0.5] };
const CORNERS = [["SE", [0.83, 0.83]], ["SW", [0.17, 0.83]], ["NE", [0.83, 0.17]],
  ["NW", [0.17, 0.17]]];

/** The edge that `edge` becomes after `r` quarter turns clockwise. */
export function turnEdge(edge, r) {
  return EDGES[(EDGES.indexOf(edge) + ((r % 4) + 4)) % 4];
}

/** A tile (as in the view, rotation 0) turned by `r` quarter turns: edges and regions move. */
export function turnTile(tile, r) {
  if (!r) return tile;
  const edges = {};
  for (const edge of EDGES) edges[turnEdge(edge, r)] = tile.edges[edge];
  const regions = tile.regions.map((region) => region.map((edge) => turnEdge(edge, r)));
  return { ...tile, edges, regions, rotation: r };
}

/** Where a region's buildings stand (unit square): a cape's tip or the join of its arms. */
export function regionAnchor(region) {
  if (region.length === 1) return CAPE[region[0]];
  const x = region.reduce((sum, e) => sum + MID[e][0], 0) / region.length;
  const y = region.reduce((sum, e) => sum + MID[e][1], 0) / region.length;
  return [x, y];
}

/** The SVG path (stroked with width BAND) of one island region, in pixels. */
export function regionPath(region, px, py, size) {
  const at = ([x, y]) => `${fmt(px + x * size)} ${fmt(py + y * size)}`;
  const anchor = regionAnchor(region);
  if (region.length === 1) return `M${at(MID[region[0]])}L${at(anchor)}`;
  return region.map((e) => `M${at(MID[e])}L${at(INNER[e])}L${at(anchor)}`).join("");
}

/** The corner of the tile farthest from every island (where the flying ship is drawn). */
export function shipCorner(tile) {
  const anchors = tile.regions.map(regionAnchor);
  let best = CORNERS[0][1];
  let bestDistance = -1;
  for (const [, corner] of CORNERS) {
    const near = anchors.length
      ? Math.min(...anchors.map(([x, y]) => Math.hypot(x - corner[0], y - corner[1]))) : 1;
    if (near > bestDistance + 1e-9) { best = corner; bestDistance = near; }
  }
  return best;
}

/** A plain-words list of a tile's island edges: "north and east". */
export function islandEdgeWords(tile) {
  const words = EDGES.filter((e) => tile.edges[e] === "island").map((e) => EDGE_WORDS[e]);
  if (!words.length) return "no island edges";
  if (words.length === 1) return `island edge ${words[0]}`;
  return `island edges ${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function fmt(value) {
  return String(Math.round(value * 100) / 100);
}
