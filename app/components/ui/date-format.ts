import { intlLocaleTag } from "../../../core/shared/locale.ts";

/**
 * Calendar dates as the reader writes them (issue 15: one date format per language). The shop's
 * languages map to en-GB, pt-PT and es-ES (`intlLocaleTag`), all day/month/year with "/": the
 * order and separator are read from `Intl.DateTimeFormat` so a fourth language gets its own.
 * Values exchanged with the server stay ISO `yyyy-mm-dd` (what `<input type="date">` posted).
 */

/** The parts order and separator of a language's numeric date, e.g. `{ order: ["day","month","year"], separator: "/" }`. */
export interface DatePattern {
  order: ("day" | "month" | "year")[];
  separator: string;
}

const patterns = new Map<string, DatePattern>();

/** The numeric date pattern of a shop language (`en` → en-GB dd/mm/yyyy, `pt` → dd/mm/aaaa's order, `es` → dd/mm/aaaa's). */
export function datePattern(locale: string): DatePattern {
  const cached = patterns.get(locale);
  if (cached) return cached;
  const parts = new Intl.DateTimeFormat(intlLocaleTag(locale), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(Date.UTC(2001, 10, 22));
  const order = parts
    .map((p) => p.type)
    .filter((type): type is "day" | "month" | "year" => type === "day" || type === "month" || type === "year");
  const separator = parts.find((p) => p.type === "literal")?.value ?? "/";
  const pattern = { order: order.length === 3 ? order : (["day", "month", "year"] as DatePattern["order"]), separator };
  patterns.set(locale, pattern);
  return pattern;
}

/** True when `iso` is a real calendar date written `yyyy-mm-dd` (no 31 February). */
export function isIsoDate(iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  return validParts(Number(m[1]), Number(m[2]), Number(m[3]));
}

function validParts(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `yyyy-mm-dd` → the reader's text (`2026-11-05` → "05/11/2026" in en, pt and es); "" for an empty or invalid value. */
export function formatIsoDate(iso: string | null | undefined, locale: string): string {
  if (!iso || !isIsoDate(iso)) return "";
  const [year, month, day] = iso.split("-");
  const { order, separator } = datePattern(locale);
  const byPart = { day, month, year };
  return order.map((part) => byPart[part]).join(separator);
}

/**
 * The reader's text → `yyyy-mm-dd`, or null when it is not a real date. Accepts the language's
 * order with `/`, `.`, `-` or spaces between parts, one- or two-digit day and month, a four-digit
 * year (a two-digit year is read as 20yy), and an ISO `yyyy-mm-dd` typed as such. "" → null.
 */
export function parseLocalDate(text: string, locale: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) {
    const [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return validParts(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
  }
  const pieces = value.split(/\s*[/.\-\s]\s*/);
  if (pieces.length !== 3 || pieces.some((p) => !/^\d+$/.test(p))) return null;
  const { order } = datePattern(locale);
  const at = (part: "day" | "month" | "year") => pieces[order.indexOf(part)] ?? "";
  const dayText = at("day");
  const monthText = at("month");
  const yearText = at("year");
  if (dayText.length > 2 || monthText.length > 2 || (yearText.length !== 4 && yearText.length !== 2)) return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  return validParts(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A `yyyy-mm-dd` date as a local-midnight `Date` (what the calendar picker shows); null when invalid. */
export function isoToLocalDate(iso: string | null | undefined): Date | null {
  if (!iso || !isIsoDate(iso)) return null;
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
}

/** A calendar day picked in the browser (local midnight) → `yyyy-mm-dd`. */
export function localDateToIso(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
