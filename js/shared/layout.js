// The one layout of every board: SVG board on the left; on the right the toolbar and seat
// picker, the phase bar, the error banner, the prompt, the action buttons, scores and log.
import { h } from "./dom.js";

/** Build the skeleton inside `el`; returns the containers each panel renders into. */
export function buildLayout(doc, el) {
  const part = (tag, cls, testid, label) => h(doc, tag, { class: cls, testid, label });
  const title = h(doc, "h2", { class: "sw-title", testid: "title" });
  const toolbar = part("div", "sw-toolbar", "toolbar", "Game controls");
  const seats = part("div", "sw-seats", null);
  const phases = part("nav", "sw-phases", null);
  const error = part("div", "sw-error-slot", null);
  const prompt = part("div", "sw-prompt", "prompt", "What to do now");
  const actions = part("div", "sw-actions", "actions", "Moves");
  const scores = part("div", "sw-scores", null);
  const log = part("div", "sw-log-slot", null);
  const board = part("div", "sw-board", "board", "Game board");
  const side = h(doc, "div", { class: "sw-side" },
    h(doc, "div", { class: "sw-side-head" }, title, seats), toolbar, phases, error, prompt,
    actions, scores, log);
  // data-lm-suppress-shortcuts (data-p- for older Lumino): JupyterLab catches keys in the
  // capture phase, so while focus is inside the board its notebook shortcuts stay quiet.
  const root = h(doc, "div", { class: "sw-app", testid: "sw-app", tabindex: "-1",
    "data-lm-suppress-shortcuts": "true", "data-p-suppress-shortcuts": "true" },
    h(doc, "div", { class: "sw-main" }, board, side));
  el.append(root);
  return { root, title, toolbar, seats, phases, error, prompt, actions, scores, log, board };
}
