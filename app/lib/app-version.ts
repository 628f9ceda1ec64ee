/**
 * Cached client data is wiped when the stored app version differs from the current one
 * (spec §4, §9: current version 09.08.2025). Keeps the language, currency and consent choices.
 */
export const APP_VERSION = "09.08.2025";
const VERSION_KEY = "appVersion";
const KEPT_KEYS = new Set(["i18nextLng", "currency", VERSION_KEY]);

/** Runs once on the client at start; errors are logged only (spec §8). */
export function wipeCacheOnVersionChange(storage: Storage = window.localStorage): boolean {
  try {
    if (storage.getItem(VERSION_KEY) === APP_VERSION) return false;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && !KEPT_KEYS.has(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    storage.setItem(VERSION_KEY, APP_VERSION);
    return true;
  } catch (error) {
    console.warn("cache clearing failed", error);
    return false;
  }
}
