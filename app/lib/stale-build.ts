/**
 * A page opened before a deploy keeps running the build it came with; its scripts and message chunks are
 * content-hashed files of that build, and once the shop serves a new build they are gone (404). The next
 * code-split import then fails: a client-side navigation's messages (root.tsx `clientMiddleware`), a drawer, a
 * dialog. Instead of the error page, the document is loaded again, so the shopper continues on the new build
 * where they were, as React Router itself does when a route module fails to load. At most once per
 * `RELOAD_GUARD_MS` per URL: when the same import fails again right after (the network, not the build), the
 * error page is shown instead of reloading in a loop.
 */

/** sessionStorage key of the last reload: `{ href, at }` (epoch ms). */
export const LAST_RELOAD_KEY = "fabrico.staleBuildReload";
/** A second failure on the same URL within this many ms after a reload is not answered by reloading again. */
export const RELOAD_GUARD_MS = 10_000;

/**
 * Whether `error` is a failed dynamic import or preload: the messages of Chromium ("Failed to fetch dynamically
 * imported module"), Firefox ("error loading dynamically imported module"), Safari ("Importing a module script
 * failed") and Vite's preload helper ("Unable to preload CSS").
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/**
 * Whether a reload for a stale build may start now for `href`: not when one was made for the same URL less than
 * `RELOAD_GUARD_MS` ago, nor when sessionStorage cannot be read (without it a loop could not be stopped), nor
 * when the browser is offline (the failed import was the network: a reload would show the browser's offline page
 * instead of the shop's error page).
 */
export function mayReload(
  href: string,
  storage: Storage = window.sessionStorage,
  now = Date.now(),
  online = navigator.onLine,
): boolean {
  if (!online) return false;
  try {
    const last = JSON.parse(storage.getItem(LAST_RELOAD_KEY) ?? "null") as { href?: string; at?: number } | null;
    return !(last?.href === href && typeof last.at === "number" && now - last.at < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

/** Whether this document has started its reload (the page shows "loading the latest version" until it goes). */
let started = false;

/** Whether {@link reloadForNewBuild} has started a reload of this document. */
export const reloadStarted = (): boolean => started;

/**
 * Loads the current document again when {@link mayReload} allows it, and notes the reload in sessionStorage.
 * @returns whether a reload is under way (started now or before)
 */
export function reloadForNewBuild(storage: Storage = window.sessionStorage): boolean {
  if (started) return true;
  const href = window.location.href;
  if (!mayReload(href, storage)) return false;
  try {
    storage.setItem(LAST_RELOAD_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    return false;
  }
  started = true;
  window.location.reload();
  return true;
}

/**
 * Reloads on Vite's `vite:preloadError` event, which its import helper sends when a code-split import or its
 * preloads fail (https://vite.dev/guide/build#load-error-handling). The error still reaches the caller, and an
 * error boundary shows the "loading the latest version" state (root.tsx) until the document is replaced.
 * Imports the helper does not wrap reach root.tsx's `ErrorBoundary`, which reloads through
 * {@link isChunkLoadError}. Called once by app/entry.client.tsx.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener("vite:preloadError", () => reloadForNewBuild());
}
