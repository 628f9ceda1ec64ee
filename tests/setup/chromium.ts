/**
 * Debian's Chromium for browser journeys, Lighthouse and screenshots: never a browser a tool
 * downloads. The flags keep it quiet on a machine with no outside network (stack-notes 13).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
