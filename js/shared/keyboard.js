// Keys: u / r undo and redo, Escape cancels a half-made move, boards add their own keys.
// Enter and Space on focused targets are handled by dom.clickable and native buttons.

const TYPING = new Set(["INPUT", "SELECT", "TEXTAREA"]);

/** Listen for keys on `root`; returns a function that stops listening. */
export function attachKeyboard(ctx, root, boardKeys) {
  function onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
    let handled = true;
    if (boardKeys[event.key] && boardKeys[event.key](ctx, event)) handled = true;
    else if (event.key === "u") ctx.send({ type: "undo" });
    else if (event.key === "r") ctx.send({ type: "redo" });
    else if (event.key === "Escape") ctx.cancel();
    else handled = false;
    if (handled) {
      // keep JupyterLab's notebook shortcuts (e.g. r = raw cell) from acting as well
      event.preventDefault();
      event.stopPropagation();
    }
  }
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}
