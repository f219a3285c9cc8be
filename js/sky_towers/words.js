// Every hover text of the Sky Towers table in one place: "<what> — <rule> (<section>)", in the
// words the rule model's refusals use (skywidgets/games/sky_towers/playing.py, drawing.py,
// effects.py; sections as citations.py names them, without the "Sky Towers — " prefix).
import { KITE } from "./cards.js";

/** The rulebook sections the texts cite (headings as printed). */
export const SECTION = {
  play: "Actions: Play",
  draw: "Actions: Draw",
  ret: "Actions: Return",
  turn: "How to Play",
  end: "Game End",
  e5: "Effects: 5",
  e6: "Effects: 6",
  lightActions: "Light Actions",
  lightEffects: "Light Effects",
  lightDifficulty: "Light Difficulty",
  lightTurn: "How to Play Light",
  lightEnd: "Light Game End",
  lightHand: "Hand Size",
  taromaTurn: "Taroma's Turn",
  taromaVar: "Taroma Effects Variances",
  taromaWin: "How to Win with Taroma",
};

/** The card effects (multiplayer Effects; Light keeps only 1 and 10). */
const EFFECT_SECTION = { 1: "Effects: 1", 4: "Effects: 4", 5: "Effects: 5", 6: "Effects: 6",
  8: "Effects: 8, 9", 9: "Effects: 8, 9", 10: "Effects: 10" };

/** "<what> — <rule> (<section>)". */
export function rule(what, text, section) {
  return `${what} — ${text} (${section})`;
}

/** The score word of a mode: kites (Game End), points in Light (Light Game End). */
export function unit(view, n) {
  const word = view.mode === "light" ? "point" : "kite";
  return n === undefined || n === 1 ? word : `${word}s`;
}

/** "player 2": how action labels and refusals name a seat. */
export function playerNumber(seat) {
  return `player ${seat + 1}`;
}

/** A face-up card (in a hand, a tower, the row or the discard pile). */
export function cardRule(view, value, face, where) {
  const light = view.mode === "light";
  const what = `Card ${value}${where ? ` ${where}` : ""}`;
  const marks = light ? "kites and flags do not count in Light"
    : `${KITE}${face.kites || 0} kites count when its tower is completed`;
  if (light) {
    const effect = value === 1 || value === 10 ? `; ${face.effect}` : "; its effect is ignored";
    return rule(what, `${marks}${effect}`, value === 1 || value === 10
      ? SECTION.lightEffects : SECTION.lightActions);
  }
  if (face.effect && EFFECT_SECTION[value]) {
    return rule(what, `${face.effect}; ${marks}`, EFFECT_SECTION[value]);
  }
  return rule(what, `no effect; ${marks}`, SECTION.end);
}

/** A tower with cards. */
export function towerRule(view, owner, t) {
  const what = `Tower ${t + 1} of ${playerNumber(owner)}`;
  if (view.mode === "light") {
    return rule(what, "complete at exactly 21, set aside for 1 point; a tower may never go " +
      "over 21", SECTION.lightActions);
  }
  return rule(what, "complete at exactly 21, then set aside; a tower may never go over 21; " +
    "you may never play a card matching the top card of a tower that blocks you", SECTION.play);
}

/** An empty tower space. */
export function spaceRule(view, owner, t, max) {
  const what = `Tower space ${t + 1} of ${playerNumber(owner)} (free)`;
  const many = max > 1 ? `${max} towers` : "1 tower";
  return rule(what, `start a new tower in the first free space; a player may build only ${many} ` +
    "at a time", view.mode === "light" ? SECTION.lightActions : SECTION.play);
}

/** A completed tower, set aside. */
export function completedRule(view) {
  if (view.mode === "light") {
    return rule("Completed tower", "set aside at exactly 21: 1 point at the end", SECTION.lightEnd);
  }
  return rule("Completed tower", "set aside at exactly 21; no longer blocks; its kites score at " +
    "the end", view.mode === "taroma" ? SECTION.taromaWin : SECTION.end);
}

/** A seat's score badge. */
export function scoreRule(view, automaton) {
  if (view.mode === "light") {
    return rule("Points", "1 per completed tower and per bonus card; 10 or more, or all 4 bonus " +
      "cards, makes a master builder", SECTION.lightEnd);
  }
  if (view.mode === "taroma") {
    const whose = automaton
      ? "Taroma's kites: completed and incomplete towers, row and bonus cards"
      : "your kites: completed towers and bonus cards; beat Taroma's total to win";
    return rule("Kites", whose, SECTION.taromaWin);
  }
  return rule("Kites", "yellow kites on completed towers and bonus cards; the most kites wins, " +
    "the most pink flags breaks a tie", SECTION.end);
}

/** A hand: the player's own (face up) or another's (backs and a count). */
export function handRule(view, own) {
  if (view.mode === "light") {
    return rule("Hand", "Draw with a full hand: discard a card first", SECTION.lightHand);
  }
  const what = own ? "Hand" : "Hidden hand";
  return rule(what, "secret from the other players; no hand limit, but a 5 makes every hand " +
    "over 5 cards put the extra cards on top of the deck", SECTION.e5);
}

/** The draw deck. */
export function deckRule(view) {
  if (view.mode === "light") {
    return rule("Draw deck", "Draw takes the top card; with a full hand discard one first; the " +
      "game ends when you can no longer take an action", SECTION.lightActions);
  }
  return rule("Draw deck", "Draw takes the top card (no hand limit); when the last card is " +
    "drawn, everyone takes 1 last turn of up to 3 actions", SECTION.draw);
}

/** The discard pile (Light only; none in the other modes). */
export function discardRule(view) {
  if (view.mode === "light") {
    return rule("Discard pile", "a full hand discards a card face down before Draw; Return " +
      "discards a whole tower", SECTION.lightActions);
  }
  return rule("Discard pile", "not used: a 5 puts extra cards back on top of the deck",
    SECTION.e5);
}

/** Light's set-aside cards and the teaching box. */
export function asideRule() {
  return rule("Set aside unseen", "as many cards as you were dealt are set aside face down at " +
    "setup, out of the game", SECTION.lightDifficulty);
}

/** A bonus card. */
export function bonusRule(view, bonus) {
  if (view.mode === "light") {
    return rule(`Bonus card ${bonus.name}`, `${bonus.condition}; take it when you complete such ` +
      "a tower: 1 point", SECTION.lightActions);
  }
  return rule(`Bonus card ${bonus.name}`, `${bonus.condition}; take it (from the table or from ` +
    `another player) when you complete such a tower: ${KITE}${bonus.kites} kites`, SECTION.play);
}

/** Turn, actions left and the last round. */
export const statusRules = {
  turn: (view) => (view.mode === "light"
    ? rule("Turn", "take actions until you cannot: Play, Draw or Return", SECTION.lightTurn)
    : rule("Turn", "2 actions: Play, Draw or Return, the same one twice if you like; an 8 or 9 " +
      "gives 1 more", SECTION.turn)),
  final: () => rule("Last round", "after the last card is drawn, every player takes 1 more " +
    "turn of up to 3 actions", SECTION.end),
  light: () => rule("Light score", "1 point per completed tower and per bonus card",
    SECTION.lightEnd),
};

/** Pending decisions: the 5 and the 6. */
export const pendingRules = {
  put_back: () => rule("Effect 5", "every player with more than 5 cards puts the extra cards " +
    "on top of the draw deck, starting with the active player", SECTION.e5),
  six: () => rule("Effect 6", "ask a player for a card by number (they must give it if they " +
    "have it), or draw a card", SECTION.e6),
  ask: (name, value) => rule(`Ask ${name} for a ${value}`, "if they have it in hand they must " +
    "give it to you", SECTION.e6),
};

/** Taroma's row, its cards, its next action and its button. */
export const taromaRules = {
  row: () => rule("Taroma's row", "Taroma's hand: face-down cards are flipped from the right " +
    "until one can be played (1D); a drawn card goes face down to the left (1E); its kites " +
    "count for Taroma at the end", SECTION.taromaTurn),
  down: () => rule("Face-down row card", "flipped from the right, one by one, when no face-up " +
    "card can be played (1D)", SECTION.taromaTurn),
  act: () => rule("Taroma acts", "one action by steps 1A to 1E, the first that applies; never " +
    "Return", SECTION.taromaTurn),
  fired: (step) => rule(`Step ${step}`, "the step of Taroma's decision that chose its last " +
    "action", SECTION.taromaTurn),
};
