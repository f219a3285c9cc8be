// The last move on the table: compare the view one step back with this one. `changes` lists
// what to mark (by test id; cards that entered a hand by value) and says it in sentences that
// name what the table shows ("Ann played a 7 on Ann's tower 1 (17 / 21)").
import { KITE } from "./cards.js";
import { unit } from "./words.js";

const TARGET = 21;
const NUMBER = ["no", "one", "two", "three", "four", "five", "six"];

/** "a 7", "an 8", "three 4s". */
export function cardsWords(values) {
  if (!values.length) return "no cards";
  if (values.every((v) => v === values[0])) {
    const v = values[0];
    if (values.length === 1) return v === 8 ? "an 8" : `a ${v}`;
    return `${NUMBER[values.length] || values.length} ${v}s`;
  }
  return values.join(", ");
}

function handCount(seat) {
  if (!seat) return 0;
  if (Array.isArray(seat.row)) return seat.row.length;
  return Array.isArray(seat.hand) ? seat.hand.length : ((seat.hand && seat.hand.count) || 0);
}

/** Values in `after` that are not in `before` (as multisets). */
function added(before, after) {
  const left = [...before];
  const out = [];
  for (const v of after) {
    const i = left.indexOf(v);
    if (i >= 0) left.splice(i, 1); else out.push(v);
  }
  return out;
}

function startsWith(list, prefix) {
  return prefix.length <= list.length && prefix.every((v, i) => list[i] === v);
}

function kitesOf(cards, faces) {
  return cards.reduce((n, v) => n + ((faces[String(v)] || {}).kites || 0), 0);
}

/**
 * What changed from `previous` to `view`: {marks: [{testid, entered}], handCards: [{seat,
 * values}], sentences: [...]}. `faces` is the card_faces trait (kites per value).
 */
export function changes(previous, view, faces = {}) {
  const out = { marks: [], handCards: [], sentences: [] };
  if (!previous || !view || !Array.isArray(previous.seats) || !Array.isArray(view.seats) ||
    previous.seats.length !== view.seats.length) return out;
  const names = view.players || [];
  const name = (s) => names[s] ?? `player ${s + 1}`;
  const actor = previous.current_player ?? previous.active_player;
  const who = actor === null || actor === undefined ? "" : name(actor);
  const mark = (testid, entered = false) => out.marks.push({ testid, entered });
  // sentences on cards played or Taroma's row: the automaton's own words replace them
  // (view.events, e.g. "1D: Taroma flips 4; the 4 can be played")
  const plays = new Set();
  const say = (text, play = false) => {
    if (play) plays.add(out.sentences.length);
    out.sentences.push(text);
  };
  const played = new Map();  // seat -> cards that left its hand onto towers
  const note = (seat, cards) => played.set(seat, (played.get(seat) || 0) + cards.length);
  const returned = new Map();  // seat -> cards a Return took back into its hand

  view.seats.forEach((seat, s) => towerChanges(previous.seats[s], seat, s));
  view.seats.forEach((seat, s) => handChanges(previous.seats[s], seat, s));
  bonusChanges();
  scoreChanges();
  tableChanges();
  const auto = actor !== null && actor !== undefined && (previous.seats[actor] || {}).automaton;
  if (auto && (view.events || []).length) {
    out.sentences = [...view.events, ...out.sentences.filter((_, i) => !plays.has(i))];
  } else if (!out.sentences.length) {
    out.sentences = [...(view.events || [])];  // e.g. a 6 asked for a card nobody held
  }
  return out;

  function towerChanges(before, after, s) {
    const done = (after.completed || []).slice((before.completed || []).length);
    const used = new Set();
    (after.towers || []).forEach((cards, t) => {
      const was = (before.towers || [])[t] || [];
      if (JSON.stringify(was) === JSON.stringify(cards)) return;
      const where = `${name(s)}'s tower ${t + 1}`;
      if (cards.length > was.length && startsWith(cards, was)) {
        const put = cards.slice(was.length);
        const total = cards.reduce((a, b) => a + b, 0);
        mark(`tower-${s}-${t}`);
        for (let k = was.length; k < cards.length; k += 1) mark(`tower-${s}-${t}-card-${k}`, true);
        say(`${who || name(s)} played ${cardsWords(put)} on ${where} (${total} / ${TARGET})`, true);
        note(actor ?? s, put);
        return;
      }
      mark(`tower-${s}-${t}`);
      const k = done.findIndex((c, i) => !used.has(i) && was.length && startsWith(c, was));
      if (!cards.length && k >= 0) {
        used.add(k);
        const full = done[k];
        const put = full.slice(was.length);
        const index = (before.completed || []).length + k;
        mark(`completed-${s}-${index}`, true);
        const worth = view.mode === "light" ? "1 point"
          : `${KITE}${kitesOf(full, faces)} kites`;
        say(`${who || name(s)} played ${cardsWords(put)} on ${where}: complete at ${TARGET} ` +
          `(${full.join("+")}), set aside for ${worth}`, true);
        note(actor ?? s, put);
        return;
      }
      if (!cards.length) {
        const to = view.mode === "light" ? "the discard pile" : `${name(s)}'s hand`;
        if (view.mode !== "light") returned.set(s, (returned.get(s) || 0) + was.length);
        say(`${name(s)} returned ${where} (${was.join(", ")}) to ${to}`);
        return;
      }
      say(`${where} is now ${cards.join(", ")} (${cards.reduce((a, b) => a + b, 0)} / ${TARGET})`);
    });
  }

  function handChanges(before, after, s) {
    if (Array.isArray(after.row)) {
      rowChanges(before.row || [], after.row, s);
      return;
    }
    const was = handCount(before);
    const now = handCount(after);
    const expected = was - (played.get(s) || 0) + (returned.get(s) || 0);
    const newCards = Array.isArray(before.hand) && Array.isArray(after.hand)
      ? added(before.hand, after.hand) : [];
    if (newCards.length) out.handCards.push({ seat: s, values: newCards });
    if (now === expected) return;
    mark(`hand-${s}`);
    const deckWas = (previous.deck || {}).count ?? 0;
    const deckNow = (view.deck || {}).count ?? 0;
    const diff = now - expected;
    const shown = newCards.length === diff ? ` (${cardsWords(newCards)})` : "";
    if (diff > 0 && deckNow === deckWas - diff) {
      say(`${name(s)} drew ${diff === 1 ? "a card" : `${diff} cards`}${shown}: ` +
        `${now} in the hand`);
    } else if (diff < 0 && deckNow === deckWas - diff) {
      say(`${name(s)} put ${-diff === 1 ? "a card" : `${-diff} cards`} back on top of the ` +
        `deck: ${now} in the hand`);
    } else if (diff > 0) {
      say(`${name(s)} took ${diff === 1 ? "a card" : `${diff} cards`}${shown}: ${now} in the hand`);
    } else {
      say(`${name(s)} gave up ${-diff === 1 ? "a card" : `${-diff} cards`}: ${now} in the hand`);
    }
  }

  function rowChanges(before, after, s) {
    const who = name(s);
    const flipped = [];
    const grew = after.length - before.length;
    // cards keep their place from the right; a drawn card enters on the left (1E)
    const offset = Math.max(grew, 0);
    after.forEach((card, k) => {
      const old = before[k - offset];
      if (!old) {
        mark(`taroma-card-${k}`, true);
        return;
      }
      if (card.face_up && !old.face_up) {
        flipped.push(card.value);
        mark(`taroma-card-${k}`, true);
      }
    });
    if (flipped.length) {
      say(`${who} flipped ${flipped.length === 1 ? "a card" : `${flipped.length} cards`} in its ` +
        `row from the right (${cardsWords(flipped.filter((v) => v !== null))})`, true);
    }
    const played2 = played.get(s) || 0;
    if (grew > 0) {
      mark("taroma-row");
      const n = grew === 1 ? "a card" : `${grew} cards`;
      say(`${who} drew ${n} face down to the left of its row`, true);
    } else if (grew < 0 && -grew !== played2) {
      mark("taroma-row");
      say(`${who}'s row: ${before.length} → ${after.length} cards`, true);
    }
  }

  function bonusChanges() {
    const was = new Map((previous.bonuses || []).map((b) => [b.name, b.owner]));
    for (const b of view.bonuses || []) {
      const old = was.get(b.name);
      if (old === b.owner || b.owner === null || b.owner === undefined) continue;
      mark(`bonus-${String(b.name).toLowerCase()}`, true);
      const from = old === null || old === undefined ? "the table" : name(old);
      const worth = view.mode === "light" ? "1 point" : `${KITE}${b.kites} kites`;
      say(`${name(b.owner)} took the bonus card ${b.name} (${worth}) from ${from}`);
    }
  }

  function scoreChanges() {
    const before = previous.scores || {};
    const after = view.scores || {};
    view.seats.forEach((seat, s) => {
      const key = seat.name ?? name(s);
      const a = before[key] ?? 0;
      const b = after[key] ?? 0;
      if (a === b) return;
      mark(`kites-${s}`);
      const sym = view.mode === "light" ? "" : KITE;
      say(`${key}: ${sym}${a} → ${sym}${b} ${unit(view, b)}`);
    });
  }

  function tableChanges() {
    const deckWas = (previous.deck || {}).count ?? 0;
    const deckNow = (view.deck || {}).count ?? 0;
    if (deckWas !== deckNow) {
      mark("deck");
      say(`Deck: ${deckWas} → ${deckNow} card${deckNow === 1 ? "" : "s"}`);
    }
    const discardWas = (previous.discard || []).length;
    const discardNow = (view.discard || []).length;
    if (discardWas !== discardNow) {
      mark("discard");
      if (discardNow > discardWas) {
        const n = discardNow - discardWas;
        say(`${n === 1 ? "A card" : `${n} cards`} went to the discard pile (${discardNow} there)`);
      }
    }
    if (view.over && !previous.over) {
      say("The game is over: the score sheet counts every completed tower.");
      return;
    }
    if (view.final_round && !previous.final_round) {
      mark("final-round", true);
      say("The last round begins: every player takes 1 more turn of up to 3 actions.");
    }
    const p = view.pending;
    if (p && JSON.stringify(p) !== JSON.stringify(previous.pending)) {
      mark("pending", true);
      if (p.kind === "put_back") {
        say(`The 5: ${p.seats.map(name).join(", ")} must put cards back down to ${p.down_to}.`);
      } else if (p.kind === "six") {
        say(`The 6: ${name(p.seat)} asks a player for a card by number, or draws.`);
      }
    }
    const act = view.active_player;
    if (act !== null && act !== undefined && act !== previous.active_player) {
      mark("turn-number");
      const actions = view.actions_left ?? 2;
      say(`${name(act)}'s turn begins: ${actions} action${actions === 1 ? "" : "s"}.`);
    }
  }
}
