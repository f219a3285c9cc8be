// Merchants of the Seas: drawing constants only. The rule model's tables (trade rewards,
// round tiles, home terrains, ...) come from Python in the board's `tables` trait (words.js).

// Each faction's two-letter mark, shown wherever its colour is.
export const FACTION_MARK = { alchemists: "Al", auren: "Au", chaosmagicians: "CM",
  cultists: "Cu", darklings: "Da", dwarves: "Dw", engineers: "En", fakirs: "Fa", giants: "Gi",
  halflings: "Ha", mermaids: "Me", nomads: "No", swarmlings: "Sw", witches: "Wi" };
// Swatch colour names, one per home terrain (shared .sw-colour-*; silver and brown are
// defined in board.css).
export const FACTION_COLOUR = { witches: "green", auren: "green", nomads: "yellow",
  fakirs: "yellow", engineers: "silver", dwarves: "silver", darklings: "black",
  alchemists: "black", giants: "red", chaosmagicians: "red", mermaids: "blue",
  swarmlings: "blue", halflings: "brown", cultists: "brown" };
