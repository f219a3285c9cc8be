// The finish step after a main action (issue 10): the seat may still convert or burn power in
// the usual Convert menu, then ends its turn with a clear "End turn" button.
import test from "node:test";
import assert from "node:assert/strict";
import { ALL, mountAt, offered } from "./mount.js";
import { byTestId, click } from "../testing/jsdom.js";
import { FINISH_TURN, summary } from "./board.js";
import { convertWords } from "./names.js";

test("the fixture's finish step: the builder is still on turn, converting or ending it", () => {
  const traits = ALL.finish_seat;
  assert.deepEqual(traits.view.pending, [{ kind: "finish_turn", seat: traits.seat }]);
  assert.equal(traits.current_player, traits.seat);
  assert.deepEqual([...new Set(traits.legal.map((e) => e.type))].sort(), ["convert", "end_turn"]);
});

test("the menus show Convert ▾ and a plain End turn button carrying its rule", () => {
  const { el } = mountAt("finish_seat");
  const bar = byTestId(el, "ms-menus");
  assert.deepEqual([...bar.querySelectorAll("button")].map((b) => b.textContent), ["Convert ▾", "End turn"]);
  const end = byTestId(el, "move-end_turn-0");
  assert.equal(end.getAttribute("aria-label"), "End turn: end the turn");  // label in name
  assert.match(end.getAttribute("data-rule"),
    /^End turn — .+ \(Terra Mystica — Phase II: one action per turn; conversions and burning power are free actions at any time in your own turn\)$/);
});

test("a conversion from the menu and End turn each send their move", () => {
  const traits = ALL.finish_seat;
  const { el, window, model } = mountAt("finish_seat");
  click(window, byTestId(el, "menu-convert"));
  const converts = traits.legal.filter((e) => e.type === "convert");
  assert.deepEqual(offered(el), converts.map((e) => convertWords(traits.tables, e.action.what)));
  click(window, byTestId(el, "offer-convert-0"));
  click(window, byTestId(el, "move-end_turn-0"));
  assert.deepEqual(model.sent, [
    { type: "play", action: converts[0].action },
    { type: "play", action: { type: "end_turn" } },
  ]);
});

test("the instruction and the turn summary say the seat may still convert", () => {
  const { el } = mountAt("finish_seat");
  assert.equal(byTestId(el, "instruction").textContent, FINISH_TURN);
  assert.match(FINISH_TURN, /convert or burn power .*End turn/);
  const ctx = { players: ALL.finish_seat.players, get: (n) => ALL.finish_teacher[n] };
  const who = ALL.finish_seat.players[ALL.finish_seat.seat];
  const lines = summary(ALL.build_before.view, ALL.finish_teacher.view, ctx);
  assert.ok(lines.includes(`${who} may still convert or burn power before ending the turn.`), lines.join("\n"));
  const ended = summary(ALL.finish_teacher.view, ALL.build_after.view, ctx);
  assert.ok(!ended.some((line) => line.includes("may still convert")), ended.join("\n"));
});

test("another seat sees the finish step but has no End turn button", () => {
  const other = 1 - ALL.finish_seat.seat;
  const { el } = mountAt("finish_seat", { seat: other, legal: [] });
  assert.equal(byTestId(el, "move-end_turn-0"), null);
  assert.equal(byTestId(el, "instruction"), null, "no instruction: nothing to do");
  assert.match(byTestId(el, "turn").textContent, new RegExp(ALL.finish_seat.players[ALL.finish_seat.seat]));
});
