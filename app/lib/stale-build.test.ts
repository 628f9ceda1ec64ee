import { describe, expect, it } from "vitest";
import { LAST_RELOAD_KEY, RELOAD_GUARD_MS, isChunkLoadError, mayReload } from "./stale-build.ts";

/** A sessionStorage in memory; `broken` makes every call throw, as a browser's storage can in private modes. */
function memoryStorage(broken = false): Storage {
  const data = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException("denied", "SecurityError");
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => {
      guard();
      return data.get(k) ?? null;
    },
    setItem: (k, v) => {
      guard();
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

describe("isChunkLoadError", () => {
  it("knows the failed dynamic imports of Chromium, Firefox and Safari and Vite's failed CSS preload", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://fabrico.pt/assets/route-namespaces-oMPkxx6t.js",
      "error loading dynamically imported module: https://fabrico.pt/assets/drawers-abc.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/app-D1KoJ-hQ.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it("leaves every other error to the error page", () => {
    expect(isChunkLoadError(new Error("Request failed with status 500"))).toBe(false);
    expect(isChunkLoadError(new Response(null, { status: 404 }))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("mayReload", () => {
  const href = "https://fabrico.pt/about";

  it("allows one reload per URL within the guard time, then again after it", () => {
    const storage = memoryStorage();
    expect(mayReload(href, storage, 1_000, true)).toBe(true);
    storage.setItem(LAST_RELOAD_KEY, JSON.stringify({ href, at: 1_000 }));
    expect(mayReload(href, storage, 1_000 + RELOAD_GUARD_MS - 1, true)).toBe(false);
    expect(mayReload("https://fabrico.pt/faqs", storage, 2_000, true)).toBe(true);
    expect(mayReload(href, storage, 1_000 + RELOAD_GUARD_MS, true)).toBe(true);
  });

  it("never reloads offline or without a readable sessionStorage (a loop could not be stopped)", () => {
    expect(mayReload(href, memoryStorage(), 1_000, false)).toBe(false);
    expect(mayReload(href, memoryStorage(true), 1_000, true)).toBe(false);
  });
});
