/**
 * Control characters in text input (issue 14). PostgreSQL refuses NUL in `text` ("invalid byte
 * sequence"), and the other C0/C1 controls have no place in names, addresses, codes or messages, so
 * input carrying them is refused as a whole with a 400 naming the field, before any route or schema
 * sees it (server/middleware/request-body.ts applies this once to every request).
 *
 * Rule: in body text (JSON strings and keys, form fields) tab, line feed and carriage return are
 * allowed (messages, notes and addresses may be multi-line); every other C0 control (U+0000–U+001F),
 * DEL (U+007F) and the C1 controls (U+0080–U+009F) are refused. Query values follow the same rule
 * (a pasted search may hold a tab); in path segments and query names every control character is
 * refused, tab and line breaks included.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const IN_URL = /[\u0000-\u001f\u007f-\u009f]/;

/** True when `value` holds a control character other than tab, LF and CR (the body-text rule above). */
export function hasControlCharacter(value: string): boolean {
  return IN_TEXT.test(value);
}

/** True when `value` holds any control character, tab and line breaks included (the URL rule above). */
export function hasUrlControlCharacter(value: string): boolean {
  return IN_URL.test(value);
}

/**
 * The dotted path (`address.line1`, `lines.0.variantId`) of the first string in `value` (a parsed
 * JSON document: objects, arrays, strings, numbers …) or object key that holds a control character
 * by the body-text rule; `""` when it is the document itself; null when there is none. Walks
 * iteratively, so deeply nested input cannot exhaust the stack.
 */
export function findControlCharacter(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length) {
    const { value: v, path } = stack.pop() as { value: unknown; path: string };
    if (typeof v === "string") {
      if (IN_TEXT.test(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: path ? `${path}.${i}` : String(i) });
    } else if (v && typeof v === "object") {
      const entries = Object.entries(v);
      for (const [key] of entries) if (IN_TEXT.test(key)) return path ? `${path}.${key}` : key;
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}
