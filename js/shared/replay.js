// The replay bar under the board: a slider over the log's steps, ◀ ▶, and autoplay at a
// chosen speed. Moving shows that step (Python's goto keeps the redo-able future until a new
// move is played). Hidden in a locked seat view, which cannot step over other seats' moves.
import { h } from "./dom.js";
import { CONTROL_RULES } from "./ruletext.js";

/** Autoplay speeds: label and milliseconds per step. */
export const SPEEDS = [["0.5×", 2000], ["1×", 1000], ["2×", 500], ["4×", 250]];

function build(ctx, el, state) {
  const doc = ctx.doc;
  const go = (step) => ctx.send({ type: "goto", step });
  state.prev = h(doc, "button", { class: "sw-button sw-replay-step", testid: "replay-prev",
    text: "◀", label: "Show the step before", onClick: () => go(ctx.step - 1) });
  state.next = h(doc, "button", { class: "sw-button sw-replay-step", testid: "replay-next",
    text: "▶", label: "Show the next step", onClick: () => go(ctx.step + 1) });
  state.slider = h(doc, "input", { class: "sw-replay-slider", testid: "replay-slider",
    type: "range", min: "0", step: "1", label: "Step of the game shown" });
  state.slider.addEventListener("input", () => {
    state.position.textContent = positionText(Number(state.slider.value), state.max);
  });
  state.slider.addEventListener("change", () => {
    const step = Number(state.slider.value);
    if (step !== ctx.step) go(step);
  });
  state.play = h(doc, "button", { class: "sw-button sw-replay-play", testid: "replay-play",
    onClick: () => toggle(ctx, state, go) });
  state.speed = h(doc, "select", { class: "sw-replay-speed", testid: "replay-speed",
    label: "Autoplay speed" });
  for (const [label, ms] of SPEEDS) {
    state.speed.append(h(doc, "option", { value: String(ms), text: label }));
  }
  state.speed.value = "1000";
  state.position = h(doc, "span", { class: "sw-replay-position", testid: "replay-position" });
  for (const node of [state.prev, state.next, state.slider, state.play, state.speed]) {
    node.setAttribute("data-rule", CONTROL_RULES[node.getAttribute("data-testid")]);
  }
  state.root = h(doc, "div", { class: "sw-replay", testid: "replay-bar", role: "group",
    label: "Replay the game" }, state.prev, state.slider, state.next, state.play, state.speed,
  state.position);
  el.append(state.root);
}

function positionText(step, max) {
  return `Step ${step} of ${max}`;
}

function toggle(ctx, state, go) {
  state.playing = !state.playing;
  if (state.playing && ctx.step >= state.max) send(ctx, state, go, 0);
  else if (!state.playing) stop(state);
  ctx.redraw();
}

function send(ctx, state, go, step) {
  state.waitingFrom = ctx.step;
  state.errorAtSend = ctx.get("error");
  go(step);
}

function stop(state) {
  state.playing = false;
  state.waitingFrom = -1;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
}

function arm(ctx, state, go) {
  if (!state.playing || state.timer) return;
  if (ctx.ui.dead) { stop(state); return; }
  if (state.waitingFrom === ctx.step) {  // a goto is on its way; stop only if Python refused it
    const error = ctx.get("error") || {};
    if (error.reason && error !== state.errorAtSend) stop(state);
    return;
  }
  state.waitingFrom = -1;
  if (ctx.step >= state.max) { stop(state); return; }
  state.timer = setTimeout(() => {
    state.timer = null;
    if (state.playing && !ctx.ui.dead) send(ctx, state, go, ctx.step + 1);
  }, Number(state.speed.value));
}

/** Render (or update) the replay bar in `el` (built once, so a drag is never cut short). */
export function renderReplay(ctx, el) {
  const ui = ctx.ui;
  if (!ui.replay) ui.replay = { playing: false, timer: null, max: 0, waitingFrom: -1 };
  const state = ui.replay;
  if (!state.root) build(ctx, el, state);
  const hidden = ctx.locked;
  state.root.hidden = hidden;
  if (hidden) { stop(state); return; }
  const history = ctx.get("history") || [];
  const last = history.length ? history[history.length - 1].step : 0;
  // a seat's log lists no undone steps: it can still step forward while redo is possible
  const redo = ctx.seat >= 0 && ctx.get("can_redo") ? ctx.step + 1 : 0;
  state.max = Math.max(last, redo);
  state.slider.max = String(state.max);
  state.slider.value = String(ctx.step);
  state.slider.disabled = state.max === 0;
  state.prev.disabled = ctx.step <= 0;
  state.next.disabled = ctx.step >= state.max;
  state.position.textContent = positionText(ctx.step, state.max);
  const go = (step) => ctx.send({ type: "goto", step });
  arm(ctx, state, go);
  state.play.textContent = state.playing ? "‖ Pause" : "▷ Play";
  state.play.setAttribute("aria-label", state.playing ? "Pause the replay"
    : "Play the game step by step from here");
  state.play.setAttribute("aria-pressed", state.playing ? "true" : "false");
  state.play.disabled = state.max === 0;
}
