// The instruction for the decisions some factions bring (issue 10): the Chaos Magicians'
// double turn, the Swarmlings' free Trading house and the Mermaids' river town.
import test from "node:test";
import assert from "node:assert/strict";
import { byTestId } from "../testing/jsdom.js";
import { ALL, mountAt } from "./mount.js";

function instructionFor(pending) {
  const traits = ALL.finish_seat;
  const view = { ...traits.view, pending: [{ seat: traits.seat, ...pending }] };
  return byTestId(mountAt("finish_seat", { view }).el, "instruction").textContent;
}

test("a double turn says which of the two actions is next", () => {
  assert.match(instructionFor({ kind: "double_turn", left: 2 }), /^Double turn .*first of two actions/);
  assert.match(instructionFor({ kind: "double_turn", left: 1 }), /second of two actions/);
});

test("the Swarmlings' free Trading house and the Mermaids' river town are explained", () => {
  assert.match(instructionFor({ kind: "free_tp" }), /Swarmlings' Stronghold: .*Trading house for free/);
  assert.match(instructionFor({ kind: "river_town", hex: 0 }), /^Mermaids: found a town across one river space/);
});
