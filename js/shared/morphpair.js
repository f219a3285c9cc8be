// Tests of a `morph = true` board: the same positions drawn by morphing (the board as it is)
// and by clearing and drawing again; the two board columns must look the same every time.
import { mount } from "./app.js";
import { shape } from "./treeshape.js";

/**
 * Mount `board` twice from `traits` (`page`, `fakeModel` from js/testing/jsdom.js):
 * {morphed, fresh} columns, `set(traits)` applies trait values to both, `same()` returns the two
 * columns' shapes ([morphed, fresh]).
 */
export function morphPair(board, traits, { page, fakeModel }) {
  const a = page();
  const b = page();
  const ma = fakeModel(traits);
  const mb = fakeModel(traits);
  const appA = mount(board, ma, a.el);
  const appB = mount({ ...board, morph: false }, mb, b.el);
  return {
    window: a.window,
    freshWindow: b.window,
    morphed: appA.ctx.layout.board,
    fresh: appB.ctx.layout.board,
    models: [ma, mb],
    set(values) {
      for (const model of [ma, mb]) {
        for (const [name, value] of Object.entries(values)) model.set(name, value);
      }
    },
    shapes: () => [shape(appA.ctx.layout.board), shape(appB.ctx.layout.board)],
  };
}

/**
 * Show each traits object of `chain` in turn on both columns of `pair`; after each, the morphed
 * column must look like the fresh one, last-move marks included (`assert` from node:assert,
 * `tick` from js/testing/jsdom.js). Returns how many pieces carried `sw-last` over the chain.
 */
export async function walkChain(pair, chain, { assert, tick, testidsWith }) {
  let marked = 0;
  for (const traits of chain) {
    pair.set(traits);
    await tick();
    const [morphed, fresh] = pair.shapes();
    assert.deepEqual(morphed, fresh, `step ${traits.step}`);
    for (const cls of ["sw-last", "sw-enter"]) {
      assert.deepEqual(testidsWith(pair.morphed, cls), testidsWith(pair.fresh, cls));
    }
    marked += testidsWith(pair.morphed, "sw-last").length;
  }
  return marked;
}
