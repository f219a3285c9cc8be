// The Sky Towers table's colours, in one place: board.css uses exactly these (a test checks
// that every colour in board.css is listed here) and the contrast test reads them.

/** The table's own colours (cards keep a fixed light face in both themes). */
export const PALETTE = {
  cardFace: "#fffdf5",
  cardText: "#111111",
  cardEdge: "#37474f",
  kite: "#7a5c00",
  flag: "#9c1f5a",
  backDark: "#3949ab",
  backLight: "#5c6bc0",
  backText: "#ffffff",
  peekFace: "#ffffff",
  shadow: "rgba(0, 0, 0, 0.25)",
};

/** The shared fallbacks (js/shared/base.css, light theme) the table writes on. */
export const SHARED = {
  bg: "#ffffff",
  bg2: "#eeeeee",
  fg: "rgba(0, 0, 0, 0.87)",
  fg2: "rgba(0, 0, 0, 0.54)",
  accent: "#1976d2",
  legal: "rgba(25, 118, 210, 0.14)",
  legalHover: "rgba(25, 118, 210, 0.3)",
};

/**
 * Every (text, background) pair the table draws: [what, text, background, under] where
 * `under` is what a translucent background lies on. All the table's text is small (< 18.66px
 * bold), so each pair needs 4.5:1 (WCAG AA).
 */
export const PAIRS = [
  ["card value", PALETTE.cardText, PALETTE.cardFace],
  ["kite mark ◆", PALETTE.kite, PALETTE.cardFace],
  ["flag mark ⚑", PALETTE.flag, PALETTE.cardFace],
  ["card back ✶ (dark stripe)", PALETTE.backText, PALETTE.backDark],
  ["card back ✶ (light stripe)", PALETTE.backText, PALETTE.backLight],
  ["teacher's peek on a back", PALETTE.cardText, PALETTE.peekFace],
  ["tower head and running totals", SHARED.fg, SHARED.bg2],
  ["free space", SHARED.fg, SHARED.bg2],
  ["legal tower text", SHARED.fg, SHARED.legal, SHARED.bg],
  ["legal tower text (hover, focus)", SHARED.fg, SHARED.legalHover, SHARED.bg],
  ["seat text", SHARED.fg, SHARED.bg],
  ["hand name, counts and notes", SHARED.fg2, SHARED.bg],
  ["acting badge", SHARED.accent, SHARED.bg],
];
