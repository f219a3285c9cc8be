// Merchants of the Seas: drawing constants only. The rule model's tables (trade rewards,
// round tiles, home terrains, ...) come from Python in the board's `tables` trait (words.js).

// Each faction's two-letter mark, shown wherever its colour is.
export const FACTION_MARK = { witches: "Wi", nomads: "No", engineers: "En", darklings: "Da",
  fakirs: "Fa", dwarves: "Dw" };
// Swatch colour names (shared .sw-colour-*; silver is defined in board.css).
export const FACTION_COLOUR = { witches: "green", nomads: "yellow", fakirs: "yellow",
  engineers: "silver", dwarves: "silver", darklings: "black" };
