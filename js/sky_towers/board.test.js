// The Sky Towers table against positions from the real rule model (fixture.json, written by
// js/sky_towers/make_fixture.py).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import widget from "../entries/sky_towers.js";
import { byTestId, click, fakeModel, page, press, tick } from "../testing/jsdom.js";
import { firedStep } from "./panel.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));

function fixture(name) {
  if (!(name in ALL)) throw new Error(`no fixture position ${name}`);
  return JSON.parse(JSON.stringify(ALL[name]));
}

function mountAt(name, overrides = {}) {
  const p = page();
  const traits = fixture(name);
  const model = fakeModel({ ...traits, ...overrides });
  widget.render({ model, el: p.el });
  return { ...p, model, traits };
}

const highlighted = (el) => [...el.querySelectorAll(".sw-st-legal")]
  .map((n) => n.getAttribute("data-testid")).sort();
const plays = (traits, card) => traits.legal
  .filter((e) => e.type === "play" && e.action.card === card);
const towerIds = (entries) => [...new Set(entries
  .map((e) => `tower-${e.action.owner}-${e.action.tower}`))].sort();

test("every seat, tower space, pile and bonus card has a stable, unique test id", () => {
  for (const name of Object.keys(ALL)) {
    const { el, traits } = mountAt(name);
    traits.view.seats.forEach((seat, i) => {
      assert.ok(byTestId(el, `seat-${i}`), `${name}: seat-${i}`);
      seat.towers.forEach((_, t) => assert.ok(byTestId(el, `tower-${i}-${t}`), `${name} tower`));
    });
    assert.ok(byTestId(el, "deck") && byTestId(el, "discard"), name);
    for (const b of ["lucky", "skyscraper", "fours", "finisher"]) {
      assert.ok(byTestId(el, `bonus-${b}`), `${name}: bonus-${b}`);
    }
    const ids = [...el.querySelectorAll("[data-testid]")].map((n) => n.getAttribute("data-testid"));
    assert.equal(new Set(ids).size, ids.length, `${name}: duplicate data-testid`);
  }
});

test("towers are stacked cards with running totals; kites and flags are symbol + number", () => {
  const { el, traits } = mountAt("blocked_teacher");
  assert.deepEqual(traits.view.seats[0].towers[0], [10, 2]);
  const tower = byTestId(el, "tower-0-0");
  assert.equal(byTestId(el, "total-0-0").textContent, "12 / 21");
  assert.deepEqual([...tower.querySelectorAll(".sw-st-running")].map((n) => n.textContent),
    ["= 10", "= 12"]);
  assert.match(tower.getAttribute("aria-label"), /10, 2 \(bottom first\), total 12 of 21, 2 kites/);
  const two = byTestId(el, "tower-0-0-card-1");
  assert.equal(two.querySelector(".sw-st-kite").textContent, "◆2");
  assert.match(two.getAttribute("aria-label"), /^card 2 \(2 kites; no effect\), running total 12$/);
  const seven = byTestId(el, "tower-1-0-card-0");
  assert.equal(seven.querySelector(".sw-st-flag").textContent, "⚑1");
  assert.match(seven.getAttribute("aria-label"), /1 flag/);
  assert.equal(byTestId(el, "tower-0-0-card-0").querySelector(".sw-st-marks").textContent, "");
});

test("choosing a hand card highlights exactly its legal towers; a click plays it", () => {
  const { el, window, model, traits } = mountAt("start_teacher");
  assert.deepEqual(highlighted(el), [], "nothing highlighted before a card is chosen");
  const card = traits.view.seats[0].hand[0];
  click(window, byTestId(el, "hand-card-0"));
  assert.equal(byTestId(el, "hand-card-0").getAttribute("aria-pressed"), "true");
  const legal = plays(traits, card);
  assert.ok(legal.length > 0, "a first card can always start a tower");
  assert.deepEqual(highlighted(el), towerIds(legal));
  assert.match(byTestId(el, "instruction").textContent, new RegExp(`Card ${card}: click`));
  click(window, byTestId(el, "tower-0-0"));
  assert.deepEqual(model.sent, [{ type: "play", action: legal[0].action }]);
});

test("Draw and End turn-like actions are buttons; Play is never a button", () => {
  const { el, traits } = mountAt("blocked_teacher");
  assert.ok(byTestId(el, "action-draw"));
  assert.equal(byTestId(el, "action-draw").textContent, "draw a card");
  assert.ok(byTestId(el, "action-group-return_tower"));
  assert.equal(el.querySelector("[data-testid^=action-play]"), null);
  assert.ok(traits.legal.some((e) => e.type === "play"));
});

test("blocked cards are greyed with the reason on hover and for screen readers", () => {
  const { el, traits } = mountAt("blocked_teacher");
  const hand = traits.view.seats[0].hand;
  hand.forEach((value, k) => {
    const node = byTestId(el, `hand-card-${k}`);
    const reason = traits.view.blocked[String(value)];
    assert.equal(node.classList.contains("sw-st-blocked"), Boolean(reason), `card ${value}`);
    if (reason) {
      assert.equal(node.getAttribute("title"), reason);
      assert.ok(node.getAttribute("aria-label").includes(reason));
    }
  });
  assert.match(traits.view.blocked["7"], /^blocked: a 7 is on top of Bob's tower 1/);
  assert.match(traits.view.blocked["10"], /first card/);
});

test("a click on a tower that is not legal still sends the move (Python names the rule)", () => {
  const { el, window, model, traits } = mountAt("blocked_teacher");
  click(window, byTestId(el, "tower-0-0"));
  assert.deepEqual(model.sent, [], "no card chosen yet: nothing sent");
  assert.match(byTestId(el, "notice").textContent, /Choose a card in your hand first/);
  const seven = traits.view.seats[0].hand.indexOf(7);
  click(window, byTestId(el, `hand-card-${seven}`));
  assert.deepEqual(highlighted(el), []);
  assert.match(byTestId(el, "instruction").textContent, /fits nowhere now \(blocked/);
  click(window, byTestId(el, "tower-0-1"));
  assert.deepEqual(model.sent, [{ type: "play",
    action: { type: "play", card: 7, count: 1, owner: 0, tower: 1 } }]);
});

test("4s: a tower that takes several 4s offers the count; the choice is played", () => {
  const { el, window, model, traits } = mountAt("fours_teacher");
  const four = traits.view.seats[0].hand.indexOf(4);
  click(window, byTestId(el, `hand-card-${four}`));
  assert.deepEqual(highlighted(el), ["tower-0-0", "tower-0-1"]);
  click(window, byTestId(el, "tower-0-0"));
  assert.deepEqual(model.sent, []);
  const counts = plays(traits, 4).filter((e) => e.action.tower === 0).map((e) => e.action.count);
  assert.deepEqual(counts.sort(), [1, 2, 3, 4]);
  for (const n of counts) assert.ok(byTestId(el, `offer-count-${n}`), `offer-count-${n}`);
  assert.equal(byTestId(el, "offer-count-4").textContent, "Play four 4s");
  click(window, byTestId(el, "offer-count-4"));
  assert.deepEqual(model.sent, [{ type: "play",
    action: { type: "play", card: 4, count: 4, owner: 0, tower: 0 } }]);
});

test("an 8 may go on another player's tower: it is highlighted and playable there", () => {
  const { el, window, model, traits } = mountAt("eight_teacher");
  const eight = traits.view.seats[0].hand.indexOf(8);
  click(window, byTestId(el, `hand-card-${eight}`));
  assert.deepEqual(highlighted(el), towerIds(plays(traits, 8)));
  assert.ok(highlighted(el).includes("tower-1-0"));
  assert.match(byTestId(el, "instruction").textContent, /another player's tower/);
  press(window, byTestId(el, "tower-1-0"), "Enter");
  assert.deepEqual(model.sent, [{ type: "play",
    action: { type: "play", card: 8, count: 1, owner: 1, tower: 0 } }]);
});

test("a seat sees its own hand, the other hand as backs and a count, and no moves off-turn", () => {
  const { el, window, model, traits } = mountAt("start_seat1");
  assert.deepEqual(traits.legal, []);
  assert.deepEqual(traits.view.seats[0].hand, { count: 5 });
  assert.equal(byTestId(el, "hand-count-0").textContent, "5 hidden cards");
  assert.equal(byTestId(el, "hand-0").querySelectorAll(".sw-st-back").length, 5);
  assert.equal(byTestId(el, "hand-0").querySelectorAll(".sw-st-value").length, 0);
  assert.equal(el.querySelectorAll("[data-testid^=hand-card-]").length, 5, "own hand");
  assert.equal(byTestId(el, "deck-top"), null, "the deck order stays hidden");
  click(window, byTestId(el, "hand-card-0"));
  click(window, byTestId(el, "tower-1-0"));
  assert.deepEqual(model.sent, []);
  assert.deepEqual(highlighted(el), []);
  assert.match(byTestId(el, "turn").textContent, /waiting for Ann/);
});

test("player names are text, never markup", () => {
  const { el } = mountAt("start_teacher");
  assert.equal(el.querySelector(".sw-st-table b"), null);
  assert.ok(byTestId(el, "seat-1").textContent.includes("<b>Bob</b>"));
});

test("the teacher sees the deck order; the acting player's hand carries hand-card ids", () => {
  const { el, traits } = mountAt("start_teacher");
  assert.equal(byTestId(el, "deck-count").textContent, String(traits.view.deck.count));
  assert.match(byTestId(el, "deck-top").textContent, /^teacher sees, top first: \d/);
  assert.ok(byTestId(el, "hand-1-card-0"), "the other hand, shown to the teacher");
  assert.equal(byTestId(el, "actions-left").textContent, "2 actions left");
});

test("a 5: the prompt names who puts back; clicking a hand card puts it back", () => {
  const { el, window, model, traits } = mountAt("put_back_teacher");
  assert.equal(traits.view.pending.kind, "put_back");
  assert.match(byTestId(el, "pending").textContent, /Effect 5: Ann holds 6 cards and must put 1/);
  assert.match(byTestId(el, "pending-queue").textContent, /Ann \(6 cards\), Bob \(7 cards\), Cy \(6/);
  assert.match(byTestId(el, "instruction").textContent, /^Effect 5/);
  const value = traits.view.seats[0].hand[2];
  click(window, byTestId(el, "hand-card-2"));
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "put_back", card: value } }]);
  assert.equal(el.querySelector("[data-testid^=action-put_back]"), null);
});

test("a 5 seen by another seat: the queue shows, nothing can be sent", () => {
  const { el, window, model } = mountAt("put_back_seat1");
  assert.match(byTestId(el, "pending").textContent, /Ann holds 6 cards/);
  click(window, byTestId(el, "hand-card-0"));
  assert.deepEqual(model.sent, []);
  assert.match(byTestId(el, "notice").textContent, /Ann's decision/);
});

test("a 6: ask buttons per player and value, and Six draw as a button", () => {
  const { el, window, model } = mountAt("six_teacher");
  assert.match(byTestId(el, "pending").textContent, /Effect 6: Ann asks another player/);
  assert.equal(byTestId(el, "ask-0-1"), null, "nobody asks themselves");
  assert.ok(byTestId(el, "ask-2-10"));
  assert.ok(byTestId(el, "action-six_draw"));
  click(window, byTestId(el, "ask-1-7"));
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "ask", player: 1, value: 7 } }]);
  click(window, byTestId(el, "hand-card-0"));
  assert.match(byTestId(el, "notice").textContent, /First answer the 6/);
});

test("the last round is announced with its 3 actions", () => {
  const { el } = mountAt("final_round_teacher");
  assert.match(byTestId(el, "final-round").textContent, /Last round: 2 last turns to go/);
  assert.equal(byTestId(el, "actions-left").textContent, "3 actions left");
});

test("Light: discard pile, set-aside cards, hand limit, and discard-and-draw buttons", () => {
  const { el, traits } = mountAt("light_teacher");
  assert.equal(traits.view.mode, "light");
  assert.match(byTestId(el, "light-score").textContent, /Hand limit 4/);
  assert.equal(byTestId(el, "discard-count").textContent, String(traits.view.discard.length));
  assert.ok(byTestId(el, "set-aside"));
  assert.ok(byTestId(el, "action-group-discard_and_draw"));
  assert.equal(byTestId(el, "actions-left"), null, "Light has no action count");
  const over = mountAt("light_over");
  assert.equal(byTestId(over.el, "light-verdict").textContent, over.traits.view.light.verdict);
  assert.equal(byTestId(over.el, "discard-count").textContent,
    String(over.traits.view.discard.length));
  assert.ok(over.traits.view.discard.length > 0);
  assert.equal(byTestId(over.el, "discard").querySelectorAll(".sw-st-card").length,
    over.traits.view.discard.length);
});

test("Taroma: its row as backs (values only for the teacher), next step, Taroma acts", () => {
  const { el, window, model, traits } = mountAt("taroma_teacher");
  const row = traits.view.seats[1].row;
  assert.equal(byTestId(el, "taroma-row").querySelectorAll(".sw-st-back").length, row.length);
  assert.equal(byTestId(el, "taroma-card-0").querySelector(".sw-st-peek").textContent,
    String(row[0].value));
  assert.match(byTestId(el, "taroma-next").textContent, /^Taroma acts next: 1D/);
  assert.match(byTestId(el, "turn").textContent, /^Taroma to play/);
  click(window, byTestId(el, "taroma-act"));
  click(window, byTestId(el, "btn-step"));
  assert.deepEqual(model.sent, [{ type: "step" }, { type: "step" }]);
  const seat = mountAt("taroma_seat0");
  assert.ok(seat.traits.view.seats[1].row.every((c) => c.value === null));
  assert.equal(byTestId(seat.el, "taroma-row").querySelectorAll(".sw-st-peek").length, 0);
  assert.equal(byTestId(seat.el, "taroma-card-0").getAttribute("aria-label"), "face-down card");
});

test("after a Taroma step the table says which of 1A-1E fired", () => {
  const { el, traits } = mountAt("taroma_after_teacher");
  assert.equal(byTestId(el, "taroma-fired").textContent, "1D");
  assert.match(byTestId(el, "taroma-last").textContent, /Taroma's last action \(step 1\): 1D/);
  const up = traits.view.seats[1].row.filter((c) => c.face_up).length;
  assert.equal(byTestId(el, "taroma-row").querySelectorAll(".sw-st-value").length, up);
  assert.equal(byTestId(el, "tower-1-1-card-0").getAttribute("data-value"), "4", "flipped, played");
  assert.deepEqual([...byTestId(el, "events").querySelectorAll("li")].map((n) => n.textContent),
    traits.view.events);
  const e = mountAt("taroma_1e_teacher");
  assert.equal(byTestId(e.el, "taroma-fired").textContent, "1E");
  assert.equal(firedStep("1B: Taroma's highest face-up card is 7: ...", ["1B: x", "Taroma plays"]),
    "1B");
  assert.equal(firedStep("1D: ... (1E: if none can ...)", ["1D: Taroma flips 3, 5; none can be played",
    "1E: Taroma draws a card face down"]), "1E");
});

test("a finished game: no moves, scores and completed towers with their kites", () => {
  const { el, window, model, traits } = mountAt("over_teacher");
  assert.equal(byTestId(el, "st-status").textContent, "The game is over.");
  const done = traits.view.seats.flatMap((s, i) => s.completed.map((_, k) => `completed-${i}-${k}`));
  assert.ok(done.length > 0);
  for (const id of done) assert.ok(byTestId(el, id), id);
  traits.view.seats.forEach((s, i) => {
    assert.match(byTestId(el, `kites-${i}`).textContent, new RegExp(`^◆${traits.view.scores[s.name]} kite`));
  });
  click(window, byTestId(el, "tower-0-0"));
  assert.deepEqual(model.sent, []);
});

// ---- the coach's move drawn on the table (issue 8) ----

const hintedIds = (el) => [...el.querySelectorAll(".sw-hinted")]
  .map((n) => n.getAttribute("data-testid")).sort();
const coachAt = (entry) => ({ coach: { id: entry.id, alternatives: [] }, hint: `could: ${entry.label}.` });

test("hint: the card to play is lifted in the hand and a marker stands over its tower", () => {
  const traits = fixture("blocked_teacher");
  const entry = traits.legal.find((e) => e.type === "play" && e.action.owner === 1);
  const { el } = mountAt("blocked_teacher", coachAt(entry));
  const a = entry.action;
  const hand = traits.view.seats[traits.current_player].hand;
  const k = hand.indexOf(a.card);
  assert.deepEqual(hintedIds(el), [`hand-card-${k}`, `tower-${a.owner}-${a.tower}`].sort());
  assert.ok(byTestId(el, `hand-card-${k}`).classList.contains("sw-hinted-lift"));
  const marker = byTestId(el, "hinted-tower");
  assert.equal(marker.parentNode, byTestId(el, `tower-${a.owner}-${a.tower}`));
  assert.equal(marker.getAttribute("aria-label"), `coach's move: ${entry.label}`);
  assert.match(marker.textContent, new RegExp(`${a.card}`));
  assert.ok(byTestId(el, `tower-${a.owner}-${a.tower}`).getAttribute("aria-label")
    .endsWith(`; coach's move: ${entry.label}`));
});

test("hint: several 4s played at once lift that many cards", () => {
  const traits = fixture("fours_teacher");
  const entry = traits.legal.find((e) => e.type === "play" && e.action.count > 1);
  assert.ok(entry, "the fixture has a play of several 4s");
  const { el } = mountAt("fours_teacher", coachAt(entry));
  const lifted = el.querySelectorAll(".sw-hinted-lift");
  assert.equal(lifted.length, entry.action.count);
  assert.match(byTestId(el, "hinted-tower").textContent, new RegExp(`×${entry.action.count}`));
});

test("hint: a card to put back is lifted; an ask rings its button; draw rings the Draw button", async () => {
  const back = fixture("put_back_teacher");
  const put = back.legal[2];
  const one = mountAt("put_back_teacher", coachAt(put));
  const lifted = [...one.el.querySelectorAll(".sw-hinted-lift")];
  assert.equal(lifted.length, 1);
  assert.equal(lifted[0].getAttribute("data-value"), String(put.action.card));
  const six = fixture("six_teacher");
  const ask = six.legal.find((e) => e.type === "ask" && e.action.player === 2 && e.action.value === 7);
  const two = mountAt("six_teacher", coachAt(ask));
  assert.deepEqual(hintedIds(two.el), ["ask-2-7"]);
  const draw = fixture("blocked_teacher").legal.find((e) => e.type === "draw");
  const three = mountAt("blocked_teacher", coachAt(draw));
  await tick();
  assert.deepEqual(hintedIds(three.el), ["action-draw"]);
  assert.match(byTestId(three.el, "action-draw").getAttribute("aria-label"), /coach's move: /);
});

test("hint: returning a tower rings the tower and its button", async () => {
  const traits = fixture("blocked_teacher");
  const entry = traits.legal.find((e) => e.type === "return_tower");
  const { el } = mountAt("blocked_teacher", coachAt(entry));
  await tick();
  const button = el.querySelector(`button[data-id="${entry.id}"]`);
  assert.deepEqual(hintedIds(el), [button.getAttribute("data-testid"),
    `tower-${traits.current_player}-${entry.action.tower}`].sort());
});

test("hint: nothing is drawn when the coach is empty", async () => {
  for (const name of ["blocked_teacher", "six_teacher", "put_back_teacher", "taroma_teacher"]) {
    const { el } = mountAt(name, { coach: {}, hint: "" });
    await tick();
    assert.equal(el.querySelectorAll(".sw-hinted, [data-hinted]").length, 0, name);
  }
});

test("hint: Taroma's move rings the Taroma acts button (its only button)", async () => {
  const traits = fixture("taroma_teacher");
  const { el } = mountAt("taroma_teacher", coachAt(traits.legal[0]));
  await tick();
  assert.deepEqual(hintedIds(el), ["taroma-act"]);
});

test("the step button is named for what it does: the automaton's name on its turn, else Bot move", () => {
  const taroma = mountAt("taroma_teacher");
  const name = taroma.traits.players[taroma.traits.current_player];
  assert.equal(byTestId(taroma.el, "btn-step").textContent, `${name} acts`);
  assert.match(byTestId(taroma.el, "btn-step").getAttribute("aria-label"), /rulebook automaton/);
  const start = mountAt("start_teacher");
  assert.equal(byTestId(start.el, "btn-step").textContent, "Bot move");
  assert.doesNotMatch(byTestId(start.el, "btn-step").textContent, /Automaton/);
});

test("a click on the other player's cards explains they are not the ones to play", () => {
  const teacher = mountAt("start_teacher");
  const other = 1 - teacher.traits.current_player;
  const names = teacher.traits.view.players || teacher.traits.players;
  const hand = byTestId(teacher.el, `hand-${other}`);
  click(teacher.window, hand.querySelector(".sw-st-in-hand, .sw-st-count") || hand);
  assert.deepEqual(teacher.model.sent, []);
  assert.match(byTestId(teacher.el, "notice").textContent,
    new RegExp(`^That is ${names[other]}'s hand: only ${names[teacher.traits.current_player]}, the player to act,`));
  const seat = mountAt("start_seat1");
  const theirs = byTestId(seat.el, "hand-0");
  click(seat.window, theirs.firstElementChild || theirs);
  assert.deepEqual(seat.model.sent, []);
  assert.match(byTestId(seat.el, "notice").textContent, /^That is .+'s hand, not yours: you play only cards from your own hand\.$/);
});
