// The last move on the Sky Towers table (issue 9 item 4): marks on what changed and the turn
// summary, from before/after pairs of the real rule model (fixture.json).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import widget from "../entries/sky_towers.js";
import { byTestId, fakeModel, page, tick } from "../testing/jsdom.js";
import { summary } from "./board.js";
import { cardsWords } from "./changes.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));
const copy = (name) => JSON.parse(JSON.stringify(ALL[name]));
const faces = { get: (name) => (name === "card_faces" ? ALL.start_teacher.card_faces : null) };

/** Mount `before`, then let the model move on to `after` (one step later), as Python does. */
async function moved(before, after) {
  const p = page();
  const model = fakeModel(copy(before));
  widget.render({ model, el: p.el });
  for (const [name, value] of Object.entries(copy(after))) model.set(name, value);
  await tick();
  return { ...p, model };
}

const lastIds = (el) => [...el.querySelectorAll(".sw-last")]
  .map((n) => n.getAttribute("data-testid")).filter(Boolean).sort();
const entered = (el) => [...el.querySelectorAll(".sw-enter")];

test("nothing is marked without a previous step (first render, or a jump)", async () => {
  const p = page();
  widget.render({ model: fakeModel(copy("lucky_after")), el: p.el });
  assert.equal(p.el.querySelectorAll(".sw-last, .sw-enter").length, 0);
  assert.deepEqual(summary(null, ALL.lucky_after.view, faces), []);
});

test("a completed tower: the card, the completed stack, the bonus card and the kites are marked",
  async () => {
    const { el } = await moved("lucky_before", "lucky_after");
    const ids = lastIds(el);
    for (const id of ["tower-0-0", "completed-0-0", "bonus-lucky", "kites-0"]) {
      assert.ok(ids.includes(id), `${id} marked (got ${ids.join(", ")})`);
    }
    assert.ok(byTestId(el, "completed-0-0").classList.contains("sw-enter"));
    assert.ok(byTestId(el, "bonus-lucky").classList.contains("sw-enter"));
    assert.ok(!ids.includes("tower-0-1") && !ids.includes("deck") && !ids.includes("hand-0"),
      "unchanged pieces stay unmarked");
    const said = summary(ALL.lucky_before.view, ALL.lucky_after.view, faces);
    const box = byTestId(el, "turn-summary");
    assert.ok(box, "the turn summary box is shown after the move");
    assert.deepEqual([...box.querySelectorAll("li")].map((n) => n.textContent), said);
    assert.deepEqual(said, [
      "Ann played a 7 on Ann's tower 1: complete at 21 (7+7+7), set aside for ◆0 kites",
      "Ann took the bonus card Lucky (◆3 kites) from the table",
      "Ann: ◆0 → ◆3 kites",
    ]);
  });

test("a draw: the new hand card enters, the deck is marked, the summary names the card",
  async () => {
    const { el } = await moved("draw_before", "draw_after");
    const before = ALL.draw_before.view.seats[0].hand;
    const after = ALL.draw_after.view.seats[0].hand;
    const drawn = after.filter((v) => before.filter((b) => b === v).length <
      after.filter((a) => a === v).length)[0];
    const marked = entered(el).filter((n) => n.closest("[data-testid='hand-0']"));
    assert.equal(marked.length, 1);
    assert.equal(marked[0].getAttribute("data-value"), String(drawn));
    assert.ok(lastIds(el).includes("deck") && lastIds(el).includes("hand-0"));
    assert.deepEqual(summary(ALL.draw_before.view, ALL.draw_after.view, faces), [
      `Ann drew a card (${cardsWords([drawn])}): ${after.length} in the hand`,
      "Deck: 40 → 39 cards",
    ]);
    // Bob's seat view sees a card drawn, never which one
    const bob = summary(ALL.start_seat1.view, { ...ALL.start_seat1.view,
      seats: ALL.start_seat1.view.seats.map((s, i) => (i === 0 ? { ...s, hand: { count: 6 } } : s)),
      deck: { count: 39 } }, faces);
    assert.deepEqual(bob, ["Ann drew a card: 6 in the hand", "Deck: 40 → 39 cards"]);
  });

test("a return: the emptied tower is marked, the turn passes and the summary says both",
  async () => {
    const { el } = await moved("return_before", "return_after");
    assert.ok(lastIds(el).includes("tower-0-0") && lastIds(el).includes("turn-number"));
    assert.deepEqual(summary(ALL.return_before.view, ALL.return_after.view, faces), [
      "Ann returned Ann's tower 1 (10, 2) to Ann's hand",
      "<b>Bob</b>'s turn begins: 2 actions.",
    ].map((s) => s.replace("<b>Bob</b>", ALL.return_after.view.players[1])));
  });

test("Taroma's automatic step: its own words, the played card enters, the row is marked",
  async () => {
    const { el } = await moved("taroma_teacher", "taroma_after_teacher");
    assert.ok(byTestId(el, "tower-1-1-card-0").classList.contains("sw-enter"));
    assert.ok(lastIds(el).includes("tower-1-1"));
    const said = summary(ALL.taroma_teacher.view, ALL.taroma_after_teacher.view, faces);
    assert.deepEqual(said.slice(0, 2), ALL.taroma_after_teacher.view.events);
    assert.ok(!said.some((s) => s.startsWith("Taroma played")), "no second telling of the play");
  });

test("cards in words", () => {
  assert.equal(cardsWords([8]), "an 8");
  assert.equal(cardsWords([4, 4, 4]), "three 4s");
  assert.equal(cardsWords([7, 2]), "7, 2");
});

test("a move that changes no piece is told in the rule model's words (a 6 nobody answers)",
  () => {
    const before = ALL.six_teacher.view;
    const after = { ...before, pending: null, events: ["Bob has no 5"] };
    assert.deepEqual(summary(before, after, faces), ["Bob has no 5"]);
  });
