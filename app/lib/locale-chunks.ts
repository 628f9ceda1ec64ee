/**
 * Every `app/locales/<locale>/<namespace>.json` as a lazy import: in the browser build each file is its own
 * content-hashed chunk (immutable, cached by the browser), loaded when a page needs a namespace the root loader did
 * not send (ADR 0027). This map is a module of its own, imported on first need by `app/lib/i18n.ts`: its ~90 entries
 * are not part of every page's first JavaScript (issue 17).
 */
export const LOCALE_CHUNKS = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { import: "default" });
