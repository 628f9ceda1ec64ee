import { randomCode } from "../shared/ids.ts";

/**
 * A new human order number: `#FAB` + 5 random characters of Crockford's base32 (`randomCode`), e.g. `#FAB1A2B3`
 * (spec §5: "the order number must include the hashtag and letters"; the `FAB` prefix guarantees
 * letters). 32⁵ ≈ 33.5 million numbers; the unique index catches a repeat and place-order draws again.
 */
export function newOrderNumber(): string {
  return `#FAB${randomCode(5)}`;
}

/**
 * Normalises what a customer typed as an order number (returns lookup, spec §3 "Return request"):
 * trims, upper-cases, maps O→0 and I/L→1. Returns null unless it has the `#`, the letters and
 * 5 characters (spec §5).
 */
export function parseOrderNumber(input: string): string | null {
  const s = input.trim().toUpperCase().replace(/\s+/g, "");
  const m = /^#FAB([0-9A-Z]{5})$/.exec(s);
  if (!m?.[1]) return null;
  const body = m[1].replace(/O/g, "0").replace(/[IL]/g, "1");
  return /^[0-9A-HJKMNP-TV-Z]{5}$/.test(body) ? `#FAB${body}` : null;
}
