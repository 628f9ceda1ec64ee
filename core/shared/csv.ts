import { stringify } from "csv-stringify/sync";

/**
 * CSV export of the admin lists (issue 6, ADR 0012), written with csv-stringify (RFC 4180 quoting).
 * - UTF-8 with a byte-order mark, comma separated, CRLF line ends: Excel opens it with accents
 *   intact (without the BOM it guesses a legacy code page);
 * - formula-injection safe (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`,
 *   a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead
 *   of running it. Numbers stay numbers (a negative amount is a number, not text).
 */
export interface CsvColumn<T> {
  /** Header cell (already translated). */
  header: string;
  /** The cell: text, a number (cents are the caller's business), a date (ISO 8601), or empty. */
  value: (row: T) => string | number | boolean | Date | null | undefined;
}

const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe for spreadsheets (see module doc). */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  return neutralizeFormula(value);
}

/** The whole CSV file as a string, BOM first, a header row, then one row per item. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const records = [
    columns.map((c) => neutralizeFormula(c.header)),
    ...rows.map((r) => columns.map((c) => cell(c.value(r)))),
  ];
  return BOM + stringify(records, { record_delimiter: "windows", quoted_match: /[",\r\n]/ });
}

/**
 * An HTTP response carrying a CSV download (`text/csv; charset=utf-8`, attachment named
 * `<name>-<YYYY-MM-DD>.csv`, never cached).
 */
export function csvResponse(name: string, csv: string, now: Date = new Date()): Response {
  const file = `${name.replace(/[^a-z0-9-]+/gi, "-")}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
