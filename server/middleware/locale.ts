import { DEFAULT_LOCALE, type Locale, isLocale } from "../../core/shared/locale.ts";

/** Cookie that mirrors `localStorage.i18nextLng` so the server renders the chosen language. */
export const LOCALE_COOKIE = "lng";

/**
 * The request's language: `?lng=` (or `?locale=`), then the `lng` cookie, then the best
 * `Accept-Language` match, else English (spec §9).
 */
export function resolveLocale(request: Request): Locale {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get("lng") ?? url.searchParams.get("locale");
  if (isLocale(fromQuery)) return fromQuery;
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(/(?:^|;\s*)lng=([a-z]{2})/);
  if (match && isLocale(match[1])) return match[1];
  const accept = request.headers.get("accept-language") ?? "";
  const ranked = accept
    .split(",")
    .map((part) => {
      const [tag = "", q] = part.trim().split(";q=");
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) if (isLocale(lang)) return lang;
  return DEFAULT_LOCALE;
}
