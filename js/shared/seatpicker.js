// The seat picker: look at the game as the teacher (everything) or as one player.
// A locked seat view shows whose board it is instead.
import { h, listen } from "./dom.js";
import { CONTROL_RULES } from "./ruletext.js";

/** Render a labelled <select>; a change sends {"type": "seat", "seat": n} (-1 = teacher). */
export function renderSeatPicker(ctx, el) {
  const doc = ctx.doc;
  if (ctx.locked) {  // a player's own board: no picker, it cannot change seat
    el.append(h(doc, "span", { class: "sw-seat-locked", testid: "seat-locked",
      text: `${ctx.players[ctx.seat] ?? "?"}'s board (seat ${ctx.seat + 1})` }));
    return;
  }
  const select = h(doc, "select", { class: "sw-seat-picker", testid: "seat-picker",
    label: "View the game as", "data-rule": CONTROL_RULES["seat-picker"] });
  select.append(h(doc, "option", { value: "-1", text: "Teacher (sees everything)" }));
  ctx.players.forEach((name, seat) => {
    select.append(h(doc, "option", { value: String(seat), text: `${name} (seat ${seat + 1})` }));
  });
  select.value = String(ctx.seat);
  // the live <select> (app.js morphs this one into it): read the event's, not this node
  listen(select, "change", (event) => {
    ctx.send({ type: "seat", seat: Number(event.currentTarget.value) });
  });
  el.append(h(doc, "label", { class: "sw-seat-label" }, "View as ", select));
}
