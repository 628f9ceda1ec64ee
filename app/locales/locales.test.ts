import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/shared/locale.ts";
import { ROUTE_NAMESPACES, SHELL_NAMESPACES } from "../i18n/route-namespaces.ts";

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

/** Route pattern → its module, for the patterns `app/i18n/route-namespaces.ts` lists (app/routes.ts). */
const ROUTE_FILES: Record<string, string> = {
  "/": "routes/home.tsx",
  "/product/search": "routes/product-search.tsx",
  "/product/:id": "routes/product.tsx",
  "/size-guide": "routes/size-guide.tsx",
  "/cart": "routes/cart.tsx",
  "/checkout": "routes/checkout.tsx",
  "/payment": "routes/payment.tsx",
  "/payment/return": "routes/payment-return.tsx",
  "/contact": "routes/contact.tsx",
  "/newsletter": "routes/newsletter.tsx",
  "/gallery": "routes/gallery.tsx",
  "/wholesale": "routes/wholesale.tsx",
};
// The content pages share one CMS route module.
for (const p of ["/about", "/faqs", "/faq", "/community", "/promo", "/privacy", "/shipping-policy", "/terms-of-use"]) {
  ROUTE_FILES[p] = "routes/cms-page.tsx";
}
for (const p of ["/complaints-book", "/disputeresolution"]) ROUTE_FILES[p] = "routes/cms-page.tsx";

const appDir = join(root, "..");
const names = new Set(namespaces.map((f) => f.replace(/\.json$/, "")));

/** Namespaces a module and the app modules it imports (not `.server.ts`) use: `useTranslation("ns")`, `"ns:key"`. */
function usedNamespaces(file: string, seen = new Set<string>(), used = new Set<string>()): Set<string> {
  if (seen.has(file)) return used;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const m of source.matchAll(/useTranslation\(\s*\[?([^)]*)\)/g))
    for (const n of m[1]?.matchAll(/"([\w-]+)"/g) ?? []) if (names.has(n[1] ?? "")) used.add(n[1] ?? "");
  for (const m of source.matchAll(/["'`]([\w-]+):[\w.]+/g)) if (names.has(m[1] ?? "")) used.add(m[1] ?? "");
  for (const m of source.matchAll(/(?:import|from)\s*\(?\s*["'](\.[^"']+)["']/g)) {
    const target = join(file, "..", m[1] ?? "");
    if (!target.startsWith(appDir) || target.endsWith(".server.ts") || !/\.tsx?$/.test(target)) continue;
    if (existsSync(target)) usedNamespaces(target, seen, used);
  }
  return used;
}

describe("per-route messages (ADR 0027)", () => {
  it("every declared namespace exists in en, pt and es", () => {
    const declared = new Set([...SHELL_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()]);
    for (const locale of LOCALES)
      for (const ns of declared)
        expect(existsSync(join(root, locale, `${ns}.json`)), `${locale}/${ns}.json`).toBe(true);
  });

  for (const [pattern, route] of Object.entries(ROUTE_NAMESPACES)) {
    it(`${pattern}: declares every namespace its page uses`, () => {
      const file = ROUTE_FILES[pattern];
      expect(file, `module of ${pattern}`).toBeDefined();
      const declared = new Set<string>([...SHELL_NAMESPACES, ...route]);
      const used = usedNamespaces(join(appDir, "root.tsx"));
      usedNamespaces(join(appDir, file ?? ""), new Set(), used);
      // The back office header only renders under /admin, which this map does not list.
      used.delete("admin");
      expect([...used].filter((ns) => !declared.has(ns)).sort()).toEqual([]);
    });
  }
});
