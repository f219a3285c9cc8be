// A board whose kernel restarted or died is dead: its comm is gone and clicks reach nobody.
// Say so plainly, in the words of its host (a notebook's kernel, or a table server's page),
// grey the board and disable every control.
import { h } from "./dom.js";

const DEAD_STATUS = new Set(["restarting", "autorestarting", "dead"]);

/**
 * Call `onDead()` once the board can no longer reach Python. Sources: the widget manager
 * marks every model `comm_live = false` when the kernel restarts ("comm_live_update"; the
 * flag is only ever set to false after a model is made); the comm closes ("comm:close"); the
 * kernel's own status, when the manager exposes the kernel (JupyterLab). A send that throws
 * ("Cannot send") is caught in app.js. Returns a function that stops watching.
 */
export function watchConnection(model, onDead) {
  let done = false;
  const dead = () => { if (!done) { done = true; onDead(); } };
  model.on("comm_live_update", dead);
  model.on("comm:close", dead);
  let signal = null;
  const onStatus = (_kernel, status) => { if (DEAD_STATUS.has(status)) dead(); };
  try {
    const kernel = model.widget_manager && model.widget_manager.kernel;
    if (kernel && kernel.statusChanged && typeof kernel.statusChanged.connect === "function") {
      signal = kernel.statusChanged;
      signal.connect(onStatus);
    }
  } catch (err) {
    signal = null;  // another host (Voila, JupyterLite, tests): the model events suffice
  }
  return () => {
    model.off("comm_live_update", dead);
    model.off("comm:close", dead);
    if (signal) signal.disconnect(onStatus);
  };
}

/** The host a model says it lives in: "table-server" on a page of `skywidgets serve`
 * (js/host/host.js), else a notebook's kernel. */
export function hostOf(model) {
  try {
    const manager = model && model.widget_manager;
    return manager && manager.host === "table-server" ? "table-server" : "kernel";
  } catch (err) {
    return "kernel";
  }
}

/** The dead-board banner's words for the board's host: [headline, what it means]. */
export function deadWords(model) {
  if (hostOf(model) === "table-server") {
    return ["The table server is gone — reconnecting…",
      " This board can no longer reach the table; the page reconnects by itself and shows " +
        "a live board."];
  }
  return ["The kernel restarted — run the cell again.",
    " This board is no longer connected to Python, so it cannot play; the cell that made it " +
      "gives a live board."];
}

/** Show the dead-board banner and disable every control (after each render). */
export function renderDead(ctx, layout) {
  const root = layout.root;
  if (!ctx.ui.dead) return;
  root.classList.add("sw-dead");
  layout.main.setAttribute("inert", "");
  layout.main.setAttribute("aria-disabled", "true");
  for (const node of root.querySelectorAll("button, select, input")) node.disabled = true;
  for (const node of layout.main.querySelectorAll("[tabindex]")) node.removeAttribute("tabindex");
  if (!layout.dead.firstChild) {
    const [headline, meaning] = deadWords(ctx.model);
    layout.dead.append(h(ctx.doc, "div", { class: "sw-dead-banner", role: "alert",
      testid: "dead-banner" }, h(ctx.doc, "strong", { text: headline }), meaning));
  }
}
