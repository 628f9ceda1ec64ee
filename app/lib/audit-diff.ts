/**
 * Field-by-field difference of two audit snapshots (issue 15: a translated CMS page's change
 * used to be cut inside the translations JSON after 200 characters, so the Portuguese edit was
 * invisible). Nested objects — and strings holding a JSON object, as some translation columns
 * do — are walked into dotted paths (`translations.pt.title`), so each language's change is a line
 * of its own. Arrays and other values are compared whole.
 */

/** One changed field: its dotted path ("" for a whole non-object value) and the shown before/after. */
export interface AuditChange {
  field: string;
  /** The value before as display text ("—" when absent); long texts show the part around the change. */
  before: string;
  after: string;
}

/** Longest text shown for one side of a change (characters). */
export const AUDIT_TEXT_MAX = 200;
/** Most changed fields listed for one entry. */
export const AUDIT_CHANGES_MAX = 40;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v);

/** A string that is a JSON object is treated as that object; anything else stays as it is. */
function unwrap(v: unknown): unknown {
  if (typeof v === "string" && v.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (isObject(parsed)) return parsed;
    } catch {
      // not JSON: a plain text
    }
  }
  return v;
}

/** Index of the first character where two strings differ. */
function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** `text` cut to at most `max` characters around `at` (with "…" where cut). */
function window(text: string, at: number, max: number): string {
  if (text.length <= max) return text;
  const start = Math.max(0, Math.min(at - Math.floor(max / 4), text.length - max));
  const end = Math.min(text.length, start + max);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

/** Display text of one side: strings as they are, other values as JSON, absent as "—". */
function shown(v: unknown): string {
  if (v === undefined) return "—";
  return typeof v === "string" ? v : JSON.stringify(v);
}

function walk(path: string, before: unknown, after: unknown, out: AuditChange[], max: number): void {
  if (out.length >= AUDIT_CHANGES_MAX) return;
  const b = unwrap(before);
  const a = unwrap(after);
  if (isObject(b) || isObject(a)) {
    if ((isObject(b) || b == null) && (isObject(a) || a == null)) {
      const bo = isObject(b) ? b : {};
      const ao = isObject(a) ? a : {};
      for (const key of new Set([...Object.keys(bo), ...Object.keys(ao)])) {
        walk(path ? `${path}.${key}` : key, bo[key], ao[key], out, max);
      }
      return;
    }
  }
  if (JSON.stringify(b) === JSON.stringify(a)) return;
  const bt = shown(b);
  const at = shown(a);
  const diffAt = firstDifference(bt, at);
  out.push({ field: path, before: window(bt, diffAt, max), after: window(at, diffAt, max) });
}

/**
 * The fields that differ between `before` and `after` (either may be null/undefined for a create
 * or a delete, whose fields are then listed one by one), in key order, at most
 * {@link AUDIT_CHANGES_MAX}; each side's text is at most `max` characters (default
 * {@link AUDIT_TEXT_MAX}), cut around the first differing character so the change itself shows.
 */
export function auditChanges(before: unknown, after: unknown, max = AUDIT_TEXT_MAX): AuditChange[] {
  const out: AuditChange[] = [];
  walk("", before ?? undefined, after ?? undefined, out, max);
  return out;
}
