// Sky Towers card table: draw the view; a click on a hand card then a tower becomes a Play.
import { h } from "../shared/dom.js";
import { drawLight, drawMiddle, drawPending, drawStatus, drawTaroma, pendingWords } from "./panel.js";
import { drawSeats, handSeat, nameOf } from "./table.js";
import { hintedBadge, hintedEntry, markHinted, ringActionButton } from "../shared/hinted.js";
import { markLast } from "../shared/lastmove.js";
import { changes } from "./changes.js";

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five"];
const HAND_PHASES = ["turn", "last_turn", "light", "effect_5"];

/** Taroma's action types: its panel's "Taroma acts" button takes them (no second button). */
export const TAROMA_TYPES = ["taroma_play", "taroma_flip", "taroma_draw", "taroma_pass",
  "taroma_discard"];

/** Drawn into a detached copy and morphed into the column (js/shared/morph.js). */
export const morph = true;

/** Legal action types the table offers itself (the rest become buttons: Draw, Return, ...). */
export const onBoard = ["play", "put_back", "ask", ...TAROMA_TYPES];

/** The table's own synced traits (SkyTowersTable declares the same): each value's card face. */
export const traits = ["card_faces"];

/** The selected hand card and the towers that legally take it, from ctx.legal. */
export function targetsFor(ctx) {
  const phase = ctx.view.phase_id;
  const seats = ctx.view.seats || [];
  const seat = handSeat(ctx);
  const hand = seat >= 0 && seats[seat] && Array.isArray(seats[seat].hand) ? seats[seat].hand : [];
  const handActive = ctx.mayAct && seat === ctx.current && HAND_PHASES.includes(phase);
  const plays = ctx.legal.filter((entry) => entry.type === "play");
  const selected = handActive && phase !== "effect_5" && ctx.local.selected !== undefined
    ? hand[ctx.local.selected] : undefined;
  const towers = new Map();
  if (selected !== undefined) {
    for (const entry of plays) {
      if (entry.action.card !== selected) continue;
      const key = `${entry.action.owner}-${entry.action.tower}`;
      if (!towers.has(key)) towers.set(key, []);
      towers.get(key).push(entry);
    }
  }
  const blocked = handActive ? (ctx.view.blocked || {}) : {};
  return { seat, hand, handActive, plays, selected, towers, blocked };
}

/** Draw the table into `el` and say what to do now. */
export function draw(ctx, el) {
  const targets = targetsFor(ctx);
  const on = {
    card: (index, value) => clickCard(ctx, targets, index, value),
    tower: (owner, tower) => clickTower(ctx, targets, owner, tower),
    other: (owner) => clickOtherHand(ctx, owner),
  };
  ctx.say(instruction(ctx, targets));
  el.append(h(ctx.doc, "div", { class: "sw-st-table", testid: "sky-towers" },
    drawStatus(ctx),
    drawPending(ctx, (player, value) => ctx.play({ type: "ask", player, value })),
    drawTaroma(ctx),
    drawSeats(ctx, targets, on),
    drawMiddle(ctx),
    drawLight(ctx)));
  drawHinted(ctx, el);
  drawLast(ctx, el);
}

/** Sentences of what the last move and its automatic steps did, in the table's words. */
export function summary(previous, view, ctx) {
  const faces = ctx && typeof ctx.get === "function" ? ctx.get("card_faces") || {} : {};
  return changes(previous, view, faces).sentences;
}

/** Mark every piece the last move changed (ctx.previous: the view one step back). */
function drawLast(ctx, el) {
  if (!ctx.previous) return;
  const found = changes(ctx.previous, ctx.view, ctx.get("card_faces") || {});
  for (const { testid, entered } of found.marks) {
    const node = el.querySelector(`[data-testid="${testid}"]`);
    if (node) markLast(node, entered);
  }
  for (const { seat, values } of found.handCards) {
    const hand = el.querySelector(`[data-testid="hand-${seat}"]`);
    const left = [...values];
    for (const card of hand ? hand.querySelectorAll("[data-value]") : []) {
      const i = left.indexOf(Number(card.getAttribute("data-value")));
      if (i < 0) continue;
      left.splice(i, 1);
      markLast(card, true);
    }
  }
}

/**
 * The coach's move on the table: the card(s) to play lifted in the hand and a marker over the
 * target tower; a card to put back or discard lifted; the ask button or the tower to return
 * ringed; every move that is a button (draw, return, end turn, Taroma...) rings its button.
 */
function drawHinted(ctx, el) {
  const entry = hintedEntry(ctx);
  if (!entry) return;
  const a = entry.action || {};
  const find = (testid) => el.querySelector(`[data-testid="${testid}"]`);
  if ("card" in a) {
    const cards = [...el.querySelectorAll("[data-testid^='hand-card-']")]
      .filter((node) => node.getAttribute("data-value") === String(a.card));
    for (const node of cards.slice(0, a.count || 1)) markHinted(node, entry, "sw-hinted-lift");
  }
  if (entry.type === "play") {
    const tower = find(`tower-${a.owner}-${a.tower}`);
    if (tower) {
      markHinted(tower, entry);
      const times = (a.count || 1) > 1 ? ` ×${a.count}` : "";
      tower.prepend(hintedBadge(ctx.doc, entry, `▼ ${a.card}${times}`,
        { testid: "hinted-tower", "data-card": String(a.card) }));
    }
  } else if (entry.type === "return_tower" && ctx.current >= 0) {
    markHinted(find(`tower-${ctx.current}-${a.tower}`), entry);
  } else if (entry.type === "ask") {
    markHinted(find(`ask-${a.player}-${a.value}`), entry);
  } else if (TAROMA_TYPES.includes(entry.type)) {
    markHinted(find("taroma-act"), entry);
  }
  if (!onBoard.includes(entry.type)) ringActionButton(ctx);
}

/** The step button named for what it does: on the automaton's turn it lets Taroma act,
 * else a random bot moves for the current player (js/shared/toolbar.js). */
export function stepButton(ctx) {
  if (ctx.view && ctx.view.phase_id === "taroma" && ctx.current >= 0) {
    const name = nameOf(ctx, ctx.current);
    return { text: `${name} acts`, label: `Let ${name}, the rulebook automaton, take its next action` };
  }
  return { text: "Bot move", label: "Let a random bot make the current player's move" };
}

function instruction(ctx, targets) {
  const v = ctx.view;
  if (v.over) return "";
  const current = nameOf(ctx, ctx.current);
  if (v.phase_id === "taroma") {
    return `${current}'s turn: press "▶ ${current} acts" (or the "${current} acts" button at the top) to let it take its next ` +
      "action, one at a time.";
  }
  if (v.pending) return pendingWords(ctx);
  if (!targets.handActive) return "";
  if (targets.selected === undefined) {
    return "Choose a card in your hand, then click a tower or a free space to play it " +
      "(highlighted = legal). Draw, Return and End turn are buttons.";
  }
  const card = targets.selected;
  if (targets.towers.size) {
    const others = card === 8 || card === 9 ? " An 8 or 9 may also cover another player's tower." : "";
    return `Card ${card}: click a highlighted tower or free space.${others}`;
  }
  const why = targets.blocked[String(card)];
  return `Card ${card} fits nowhere now${why ? ` (${why})` : ""}. Choose another card.`;
}

function clickCard(ctx, targets, index, value) {
  const phase = ctx.view.phase_id;
  if (!targets.handActive) {
    if (ctx.view.over) ctx.notice("The game is over.");
    else if (phase === "effect_6" && ctx.mayAct) {
      ctx.notice("First answer the 6: ask a player for a card by number, or draw.");
    } else if (phase === "taroma") ctx.notice(`It is ${nameOf(ctx, ctx.current)}'s turn.`);
    else ctx.notice(`It is ${nameOf(ctx, ctx.current)}'s decision now.`);
    return;
  }
  if (phase === "effect_5") {
    ctx.play({ type: "put_back", card: value });
    return;
  }
  if (ctx.local.selected === index) delete ctx.local.selected;
  else ctx.local.selected = index;
  ctx.redraw();
}

/** A click on a hand that is not the one played from now: say whose it is and why not. */
function clickOtherHand(ctx, owner) {
  const name = nameOf(ctx, owner);
  if (ctx.view.over) {
    ctx.notice("The game is over.");
  } else if (ctx.seat >= 0 && owner !== ctx.seat) {
    ctx.notice(`That is ${name}'s hand, not yours: you play only cards from your own hand.`);
  } else {
    const current = ctx.current >= 0 ? nameOf(ctx, ctx.current) : "";
    ctx.notice(`That is ${name}'s hand: only ${current ? `${current}, the player to act,` : "the player to act"} ` +
      "plays cards now, from their own hand.");
  }
}

function clickTower(ctx, targets, owner, tower) {
  if (!ctx.mayAct) {
    ctx.notice(ctx.view.over ? "The game is over."
      : `It is ${nameOf(ctx, ctx.current)}'s decision now.`);
    return;
  }
  if (targets.selected === undefined) {
    const phase = ctx.view.phase_id;
    if (phase === "effect_5") ctx.notice("Put extra cards back first: click cards in the hand.");
    else if (phase === "effect_6") ctx.notice("First answer the 6: ask for a card, or draw.");
    else if (phase === "taroma") ctx.notice("Taroma acts now: press its button.");
    else ctx.notice("Choose a card in your hand first, then click a tower.");
    return;
  }
  const entries = [...(targets.towers.get(`${owner}-${tower}`) || [])]
    .sort((a, b) => a.action.count - b.action.count);
  if (entries.length > 1) {
    const where = `${nameOf(ctx, owner)}'s tower ${tower + 1}`;
    ctx.offer(`How many 4s on ${where}? (one Play action)`, entries.map((entry) => ({
      label: `Play ${NUMBER_WORDS[entry.action.count] || entry.action.count} ` +
        `4${entry.action.count === 1 ? "" : "s"}`,
      testid: `offer-count-${entry.action.count}`,
      onChoose: () => ctx.play(entry.action),
    })));
    return;
  }
  if (entries.length === 1) {
    ctx.play(entries[0].action);
    return;
  }
  // not a legal target: send the move anyway so Python names the rule that forbids it
  ctx.play({ type: "play", card: targets.selected, count: 1, owner, tower });
}
