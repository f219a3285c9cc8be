// Merchants of Sky Islands: draw the view, turn clicks on tiles and regions into actions.
import { h } from "../shared/dom.js";
import { drawGrid, cellWords } from "./grid.js";
import { drawHands } from "./hand.js";
import { drawPanel } from "./panel.js";
import { markRecent } from "./recent.js";
import { at } from "./rules.js";
import { hintedEntry, markHinted, ringActionButton } from "../shared/hinted.js";

export { summary } from "./recent.js";

const BUILD_WORDS = { house: "trading house", tower: "tower", harbour: "harbour" };

/** Drawn into a detached copy and morphed into the column (js/shared/morph.js). */
export const morph = true;

/** Legal action types the board offers itself (the rest become buttons). */
export const onBoard = ["place_tile", "build"];

/** Each seat's colour name, from the view. */
export function colours(ctx) {
  return (ctx.view.seats || []).map((seat) => seat.colour);
}

/** Sort the legal actions into board targets for the current selection. */
export function targetsFor(ctx) {
  const place = new Map();
  const possible = new Set();
  const fits = new Set();
  const builds = new Map();
  const rotation = ctx.local.rotation || 0;
  for (const entry of ctx.legal) {
    const a = entry.action;
    if (entry.type === "place_tile") {
      possible.add(`${a.x},${a.y}`);
      fits.add(a.tile);
      if (a.tile === ctx.local.selected && a.rotation === rotation) place.set(`${a.x},${a.y}`, entry);
    } else if (entry.type === "build") {
      const key = `${a.x},${a.y},${a.region}`;
      if (!builds.has(key)) builds.set(key, []);
      builds.get(key).push(entry);
    }
  }
  return { place, possible, fits, builds };
}

/** Draw the board, the hands and the table panel into `el`; say what to do now. */
export function draw(ctx, el) {
  const targets = targetsFor(ctx);
  const handlers = {
    cell: (x, y) => clickCell(ctx, x, y),
    region: (tile, index) => clickRegion(ctx, targets, tile, index),
  };
  ctx.say(instruction(ctx, targets));
  // the hands first: at 1280×720 they stay on screen above a tall grid
  el.append(
    drawHands(ctx, targets.fits, (id) => select(ctx, id), () => turn(ctx)),
    h(ctx.doc, "div", { class: "sw-si-board-wrap" }, drawGrid(ctx, targets, handlers)),
    h(ctx.doc, "p", { class: "sw-si-caption", testid: "grid-caption",
      text: "Cells are named (column, row): column numbers run along the top, row numbers " +
        "down the left side, so (0, 2) is column 0, row 2." }),
    drawPanel(ctx),
  );
  markRecent(ctx, el);
  drawHintedControls(ctx, el);
}

/**
 * The coach's move beyond the grid (placements and builds are drawn on it, grid.js): the
 * cubes an exchange gives up are ringed, and the button of every move the board does not
 * offer itself (exchange, keep, finish building, discard...) is ringed in the actions area.
 */
function drawHintedControls(ctx, el) {
  const entry = hintedEntry(ctx);
  if (!entry) return;
  if (entry.type === "exchange" && ctx.current >= 0) {
    markHinted(el.querySelector(`[data-testid="cubes-${ctx.current}-${entry.action.give}"]`), entry);
  }
  if (!onBoard.includes(entry.type)) ringActionButton(ctx);
}

function instruction(ctx, targets) {
  const phase = ctx.view.phase_id;
  if (!ctx.mayAct) return "";
  if (phase === "place") {
    if (ctx.local.selected === undefined) {
      return targets.fits.size
        ? "Step ②: choose a tile from your hand, then a highlighted cell."
        : "Step ②: no tile of your hand fits anywhere; discard one (the rest are revealed).";
    }
    if (targets.place.size) return `Tile ${ctx.local.selected}: click a highlighted cell, ` +
      "or turn the tile (t) for other places.";
    return targets.fits.has(ctx.local.selected)
      ? `Tile ${ctx.local.selected} fits nowhere turned this way: turn it (t).`
      : `Tile ${ctx.local.selected} fits nowhere: choose another tile.`;
  }
  if (phase === "build") {
    return targets.builds.size
      ? "Step ④: click a highlighted island of a tile to build (1 red + 1 white + 1 blue), or finish building."
      : "Step ④: nothing can be built now; finish building.";
  }
  if (phase === "disposal") return "Step ⑤: exchange 3 cubes of one colour for 1, then choose what to keep.";
  return "";
}

function select(ctx, id) {
  if (ctx.view.phase_id !== "place") {
    ctx.notice("Tiles are placed in step ② only.");
    return;
  }
  if (ctx.local.selected === id) {
    delete ctx.local.selected;
  } else {
    ctx.local.selected = id;
    ctx.local.rotation = 0;
  }
  ctx.redraw();
}

function turn(ctx) {
  if (ctx.local.selected === undefined) {
    ctx.notice("Choose a tile from your hand first, then turn it.");
    return true;
  }
  ctx.local.rotation = ((ctx.local.rotation || 0) + 1) % 4;
  ctx.redraw();
  return true;
}

function clickCell(ctx, x, y) {
  if (ctx.view.phase_id === "place") {
    if (ctx.local.selected === undefined) {
      const there = (ctx.view.tiles || []).find((t) => t.x === x && t.y === y);
      ctx.notice(there
        ? `${cellWords(x, y)} already holds tile ${there.id}: a new tile goes on an empty cell ` +
          "next to the islands. Choose a tile from your hand to see where it fits (highlighted)."
        : `To place a tile at ${cellWords(x, y)}, first choose it in your hand.`);
      return;
    }
    // sent even when not highlighted: Python answers with the rule that forbids it
    ctx.play({ type: "place_tile", tile: ctx.local.selected, x, y,
      rotation: ctx.local.rotation || 0 });
    return;
  }
  if (ctx.view.phase_id === "build") {
    ctx.notice("Click the island of a tile where you want to build.");
  }
}

function clickRegion(ctx, targets, tile, index) {
  if (ctx.view.phase_id === "place") {
    clickCell(ctx, tile.x, tile.y);
    return;
  }
  if (ctx.view.phase_id !== "build") {
    ctx.notice("Buildings are built in step ④ only.");
    return;
  }
  const builds = targets.builds.get(`${tile.x},${tile.y},${index}`);
  if (!builds) {
    // not a legal target: send a trading house anyway so Python names the rule
    ctx.play({ type: "build", building: "house", x: tile.x, y: tile.y, region: index });
    return;
  }
  if (builds.length === 1) {  // one thing to build here: built at once (Undo takes it back)
    ctx.play(builds[0].action);
    return;
  }
  ctx.offer(`Build on island ${index + 1} of the tile at ${at(tile.x, tile.y)} (tile ${tile.id}):`,
    builds.map((entry) => ({
      label: `Build a ${BUILD_WORDS[entry.action.building] || entry.action.building}`,
      testid: `offer-${entry.action.building}`,
      onChoose: () => ctx.play(entry.action),
    })));
}

/** Board keys: t turns the selected hand tile. */
export const keys = { t: (ctx) => turn(ctx) };
