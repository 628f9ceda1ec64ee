import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/shared/locale.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const namespaces = readdirSync(join(root, "en")).filter((f) => f.endsWith(".json"));

/** Dotted paths of every leaf string, with the {{placeholders}} it uses. */
function leaves(value: unknown, prefix = ""): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (typeof value === "string") {
    out.set(prefix, [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "").sort());
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value))
      for (const [p, ph] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, ph);
  }
  return out;
}

describe("UI messages (en, pt, es)", () => {
  it("every language has the same namespaces", () => {
    for (const locale of LOCALES) {
      expect(
        readdirSync(join(root, locale))
          .filter((f) => f.endsWith(".json"))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    it(`${ns}: same keys and placeholders in every language, no empty text`, () => {
      const en = leaves(JSON.parse(readFileSync(join(root, "en", ns), "utf8")));
      for (const locale of LOCALES) {
        const other = leaves(JSON.parse(readFileSync(join(root, locale, ns), "utf8")));
        expect([...other.keys()].sort(), `${locale}/${ns}`).toEqual([...en.keys()].sort());
        for (const [key, placeholders] of en) {
          expect(other.get(key), `${locale}/${ns} ${key}`).toEqual(placeholders);
        }
        const raw = readFileSync(join(root, locale, ns), "utf8");
        expect(raw).not.toMatch(/:\s*""/);
      }
    });
  }
});
