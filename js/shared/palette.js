// The shared palette: which JupyterLab variable each base.css colour follows, the values of
// those variables in JupyterLab's light and dark themes (the light ones are base.css'
// fallbacks), the colours base.css fixes itself, and the (text, background) pairs the shared
// panels draw. palette.test.js checks base.css against this module and every pair against
// WCAG AA in both themes. Disabled controls are exempt (WCAG 1.4.3) and not listed.

/** --sw-<name> in base.css -> the JupyterLab variable it follows. */
export const THEME_VARS = {
  "sw-bg": "jp-layout-color1",
  "sw-bg2": "jp-layout-color2",
  "sw-bg3": "jp-layout-color3",
  "sw-fg": "jp-ui-font-color1",
  "sw-fg2": "jp-ui-font-color2",
  "sw-fg3": "jp-ui-font-color3",
  "sw-border": "jp-border-color1",
  "sw-border2": "jp-border-color2",
  "sw-accent": "jp-brand-color1",
  "sw-focus": "jp-ui-font-color0",
  "sw-focus-halo": "jp-layout-color0",
};

/** JupyterLab 4's theme values (@jupyterlab/theme-light-extension, theme-dark-extension). */
export const JUPYTERLAB = {
  light: {
    "jp-layout-color0": "#ffffff",
    "jp-layout-color1": "#ffffff",
    "jp-layout-color2": "#eeeeee",
    "jp-layout-color3": "#bdbdbd",
    "jp-ui-font-color0": "#000000",
    "jp-ui-font-color1": "rgba(0, 0, 0, 0.87)",
    "jp-ui-font-color2": "rgba(0, 0, 0, 0.54)",
    "jp-ui-font-color3": "rgba(0, 0, 0, 0.38)",
    "jp-border-color1": "#bdbdbd",
    "jp-border-color2": "#e0e0e0",
    "jp-brand-color1": "#1976d2",
  },
  dark: {
    "jp-layout-color0": "#111111",
    "jp-layout-color1": "#212121",
    "jp-layout-color2": "#424242",
    "jp-layout-color3": "#616161",
    "jp-ui-font-color0": "#ffffff",
    "jp-ui-font-color1": "rgba(255, 255, 255, 0.87)",
    "jp-ui-font-color2": "rgba(255, 255, 255, 0.54)",
    "jp-ui-font-color3": "rgba(255, 255, 255, 0.38)",
    "jp-border-color1": "#616161",
    "jp-border-color2": "#424242",
    "jp-brand-color1": "#2196f3",
  },
};

/** Colours base.css sets itself (the same in both themes). A mark that is not text needs 3:1
 * on both backgrounds, so its luminance sits between them (e.g. the last move's amber). */
export const OWN = {
  "sw-error-bg": "#ffcdd2",  // the message area's error banner and the dead-kernel banner
  "sw-error-fg": "#8e1616",
  "sw-last": "#b45309",      // the last move's outline / stroke
  "sw-hinted": "#b07800",    // the coach's ring
  "sw-hinted-ink": "#1a1200",  // text on the coach's badge
  "sw-swatch-ink": "#111111",  // the seat letter on a colour swatch
};

/** Swatch backgrounds of the seat colours (`.sw-colour-<name>`, HTML swatches). */
export const SWATCHES = {
  yellow: "#f2c500", red: "#e05a52", blue: "#6b9be6", green: "#62b877", white: "#f5f5f5",
  black: "#8a8a8a",
};

/** Every colour the shared panels use in `theme` ("light" or "dark"), by its --sw- name. */
export function palette(theme) {
  const values = JUPYTERLAB[theme];
  if (!values) throw new Error(`unknown theme ${theme}`);
  const out = { ...OWN };
  for (const [name, jp] of Object.entries(THEME_VARS)) out[name] = values[jp];
  for (const [name, colour] of Object.entries(SWATCHES)) out[`swatch-${name}`] = colour;
  return out;
}

/** [what, foreground, background, kind]: kind "text" needs 4.5:1, "mark" (non-text) 3:1. */
export const PAIRS = [
  ["text", "sw-fg", "sw-bg", "text"],
  ["muted text (section titles, rules, events, replay position)", "sw-fg2", "sw-bg", "text"],
  ["button label", "sw-fg", "sw-bg2", "text"],
  ["current phase / current log entry", "sw-fg", "sw-bg2", "text"],
  ["undone log entry (muted, italic)", "sw-fg2", "sw-bg", "text"],
  ["notice in the message area", "sw-accent", "sw-bg", "text"],
  ["error banner / dead-kernel banner", "sw-error-fg", "sw-error-bg", "text"],
  ["rule tooltip", "sw-focus-halo", "sw-focus", "text"],
  ["turn summary", "sw-fg", "sw-bg", "text"],
  ["legal highlight (accent ring)", "sw-accent", "sw-bg", "mark"],
  ["focus ring", "sw-focus", "sw-bg", "mark"],
  ["focus ring on its halo", "sw-focus", "sw-focus-halo", "mark"],
  ["last move (sw-last)", "sw-last", "sw-bg", "mark"],
  ["coach's ring", "sw-hinted", "sw-bg", "mark"],
  ["coach's badge", "sw-hinted-ink", "sw-hinted", "text"],
  ...Object.keys(SWATCHES).map((name) => [`swatch letter on ${name}`, "sw-swatch-ink",
    `swatch-${name}`, "text"]),
];
