// The one layout of every board: SVG board on the left with the replay bar under it; on the
// right the title and seat picker, the controls (toolbar, the one message area — error,
// notice, offer or hint — and the prompt), the phase bar, the turn summary, the action
// buttons, scores and log. A narrow app pins the controls above the board (fit.js). A
// dead-kernel banner on top; the live region (announce.js) last; the rule tooltip (hover.js)
// is added to the root.
import { h } from "./dom.js";
import { buildAnnouncer } from "./announce.js";

/** Build the skeleton inside `el`; returns the containers each panel renders into. */
export function buildLayout(doc, el) {
  // a labelled part is a group (an aria-label needs a role that takes a name)
  const part = (tag, cls, testid, label) => h(doc, tag, { class: cls, testid, label,
    role: label ? "group" : null });
  const title = h(doc, "h2", { class: "sw-title", testid: "title" });
  const toolbar = part("div", "sw-toolbar", "toolbar", "Game controls");
  const seats = part("div", "sw-seats", null);
  const phases = part("nav", "sw-phases", null);
  const error = part("div", "sw-message-slot", "messages", "Messages");
  error.setAttribute("aria-live", "polite");
  const prompt = part("div", "sw-prompt", "prompt", "What to do now");
  const summary = part("div", "sw-summary-slot", null);
  const actions = part("div", "sw-actions", "actions", "Moves");
  const scores = part("div", "sw-scores", null);
  const log = part("div", "sw-log-slot", null);
  const board = part("div", "sw-board", "board", "Game board");
  const replay = part("div", "sw-replay-slot", null);
  const dead = part("div", "sw-dead-slot", null);
  // the controls a click answers in: pinned above the drawing when the app is narrow (fit.js)
  const controls = h(doc, "div", { class: "sw-controls" }, toolbar, error, prompt);
  const side = h(doc, "div", { class: "sw-side" },
    h(doc, "div", { class: "sw-side-head" }, title, seats), controls, phases, summary, actions,
    scores, log);
  // data-lm-suppress-shortcuts (data-p- for older Lumino): JupyterLab catches keys in the
  // capture phase, so while focus is inside the board its notebook shortcuts stay quiet.
  const main = h(doc, "div", { class: "sw-main" },
    h(doc, "div", { class: "sw-left" }, board, replay), side);
  // the live region exists (empty) before the first move: announce.js fills it
  const announcer = buildAnnouncer(doc);
  const root = h(doc, "div", { class: "sw-app", testid: "sw-app", tabindex: "-1",
    "data-lm-suppress-shortcuts": "true", "data-p-suppress-shortcuts": "true" }, dead, main,
    announcer);
  el.append(root);
  return { root, main, dead, title, toolbar, seats, phases, error, prompt, summary, actions,
    scores, log, board, replay, announcer, controls };
}
