import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/shared/locale.ts";
import { ROUTE_NAMESPACES, SHELL_NAMESPACES } from "../i18n/route-namespaces.ts";
import routes from "../routes.ts";

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

/** A route of app/routes.ts as React Router's config gives it. */
type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/**
 * Route pattern → the modules rendered for it (the route's and its layouts'), from app/routes.ts: the pattern
 * is what the root loader receives (`/user/profile`, `/admin/product/:id/edit`; an index route is its parent's).
 */
const ROUTE_FILES: Record<string, string[]> = {};
function collect(entries: RouteEntry[], prefix: string, parents: string[]): void {
  for (const entry of entries) {
    const pattern = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+$/, "") || "/";
    const files = [...parents, entry.file];
    // an index route and its layout share the pattern: the index page is what renders there
    if (!entry.children) ROUTE_FILES[pattern] = files;
    else if (!(pattern in ROUTE_FILES)) ROUTE_FILES[pattern] = files;
    if (entry.children) collect(entry.children, pattern === "/" ? "" : pattern, files);
  }
}
collect(routes as RouteEntry[], "", []);

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
      const files = ROUTE_FILES[pattern];
      expect(files, `modules of ${pattern} in app/routes.ts`).toBeDefined();
      const declared = new Set<string>([...SHELL_NAMESPACES, ...route]);
      const used = usedNamespaces(join(appDir, "root.tsx"));
      for (const file of files ?? []) usedNamespaces(join(appDir, file), new Set(), used);
      // The back office header (root.tsx) only renders under /admin.
      if (!pattern.startsWith("/admin")) used.delete("admin");
      expect([...used].filter((ns) => !declared.has(ns)).sort()).toEqual([]);
    });
  }
});
