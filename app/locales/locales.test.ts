import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/shared/locale.ts";
import { SHELL_NAMESPACES, namespaceNames, parseEntry } from "../i18n/namespace-entries.ts";
import { ROUTE_NAMESPACES } from "../i18n/route-namespaces.ts";
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

/** The map and the shell's list name namespaces (`"ns:path"` entries): what root.tsx and i18n.ts import them for is not a use. */
const MAP_FILES = new Set([join(appDir, "i18n", "route-namespaces.ts"), join(appDir, "i18n", "namespace-entries.ts")]);

/**
 * A module and the app modules it imports (not `.server.ts`, not the map, not `import type`), recursively. With
 * `firstRender`, a module loaded as `Promise.all([import("…"), loadNamespaces(…)])` is left out (unless imported
 * statically too): its code and messages load together later (the size guide dialog's panel), so the first page
 * needs no section of it.
 */
function moduleFiles(file: string, seen = new Set<string>(), firstRender = false): Set<string> {
  if (seen.has(file) || MAP_FILES.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8").replace(/^import\s+type\s[^;]*;/gm, "");
  const deferred = new Set(
    firstRender
      ? [...source.matchAll(/Promise\.all\(\[\s*import\(\s*["'](\.[^"']+)["']\s*\)\s*,\s*loadNamespaces\(/g)].map(
          (m) => m[1],
        )
      : [],
  );
  for (const m of source.matchAll(/(?:import|from)\s*\(?\s*["'](\.[^"']+)["']/g)) {
    if (deferred.has(m[1])) continue;
    const target = join(file, "..", m[1] ?? "");
    if (!target.startsWith(appDir) || target.endsWith(".server.ts") || !/\.tsx?$/.test(target)) continue;
    if (existsSync(target)) moduleFiles(target, seen, firstRender);
  }
  return seen;
}

/** A module's source without its comments (block comments and `//` lines that start a line): prose is not a use. */
function code(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, "")
    .replace(/^\s*\/\/.*$/gm, "");
}

/** The namespaces a module reads unprefixed keys of: the names in its `useTranslation(…)` calls. */
function translationNamespaces(source: string): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(/useTranslation\(\s*\[?([^)]*)\)/g))
    for (const n of m[1]?.matchAll(/"([\w-]+)"/g) ?? []) if (names.has(n[1] ?? "")) out.add(n[1] ?? "");
  return out;
}

/** Namespaces a module and the app modules it imports (not `.server.ts`) use: `useTranslation("ns")`, `"ns:key"`. */
function usedNamespaces(file: string, seen = new Set<string>(), used = new Set<string>()): Set<string> {
  for (const each of moduleFiles(file, seen)) {
    const source = code(each);
    for (const ns of translationNamespaces(source)) used.add(ns);
    for (const m of source.matchAll(/["'`]([\w-]+):[\w.]+/g)) if (names.has(m[1] ?? "")) used.add(m[1] ?? "");
  }
  return used;
}

/** Dotted key paths of one English namespace: leaves (plural forms as their base key) and subtrees. */
function keyPaths(ns: string): { keys: Set<string>; trees: Set<string> } {
  const keys = new Set<string>();
  const trees = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === "string") keys.add(prefix.replace(/_(?:zero|one|two|few|many|other)$/, ""));
    else if (value && typeof value === "object") {
      if (prefix) trees.add(prefix);
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(JSON.parse(readFileSync(join(root, "en", `${ns}.json`), "utf8")), "");
  return { keys, trees };
}

/**
 * Keys of namespace `ns` that `files` name, as `file: path` (a template's static head `a.b.${…}` as `a.b.*`): a
 * quoted `"ns:key"`; in a module whose `useTranslation` names `ns`, any quoted string or template head that is a
 * key or subtree of `ns`; in any other module a dotted one too (a module may hold keys as data for another to
 * translate), unless a namespace that module reads or `wholeOnRoute` (sent whole on the route) has that key.
 * Keys built without a literal (a variable, `${prefix}.title`) are not seen.
 */
function namedKeys(
  ns: string,
  files: Iterable<string>,
  wholeOnRoute: ReadonlySet<string>,
): { file: string; path: string; subtree: boolean }[] {
  const { keys, trees } = keyPaths(ns);
  const out: { file: string; path: string; subtree: boolean }[] = [];
  for (const file of files) {
    const source = code(file);
    const read = translationNamespaces(source);
    // A dotted key in a module that does not read `ns` is another namespace's when one the module reads, or one
    // the route sends whole, has it too (cart-result.ts's `errors.${code}` is cart's).
    const elsewhere = [...new Set([...read, ...wholeOnRoute])].filter((other) => other !== ns).map(keyPaths);
    for (const m of source.matchAll(/["'`]([\w-]+:)?([\w-]+(?:\.[\w-]+)*)(\.?)(?=["'`]|\$\{)/g)) {
      const path = m[2] ?? "";
      if (m[1] && m[1] !== `${ns}:`) continue;
      if (!m[1] && !read.has(ns)) {
        if (!path.includes(".") && !m[3]) continue;
        if (elsewhere.some((o) => (m[3] ? o.trees.has(path) : o.keys.has(path) || o.trees.has(path)))) continue;
      }
      if (m[3] ? trees.has(path) : keys.has(path) || trees.has(path))
        out.push({ file: file.slice(appDir.length + 1), path, subtree: Boolean(m[3]) });
    }
  }
  return out;
}

describe("per-route messages (ADR 0027)", () => {
  it("every declared namespace exists in en, pt and es", () => {
    const declared = new Set(namespaceNames([...SHELL_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()]));
    for (const locale of LOCALES)
      for (const ns of declared)
        expect(existsSync(join(root, locale, `${ns}.json`)), `${locale}/${ns}.json`).toBe(true);
  });

  it("every declared section names a subtree or key of its namespace", () => {
    for (const entry of new Set([...SHELL_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()])) {
      const { ns, path } = parseEntry(entry);
      if (path === null) continue;
      const { keys, trees } = keyPaths(ns);
      expect(keys.has(path) || trees.has(path), entry).toBe(true);
    }
  });

  it("every page of app/routes.ts is in the map (an unlisted page is sent every namespace of its language)", () => {
    expect(Object.keys(ROUTE_FILES).filter((pattern) => !(pattern in ROUTE_NAMESPACES))).toEqual([]);
  });

  for (const [pattern, route] of Object.entries(ROUTE_NAMESPACES)) {
    it(`${pattern}: declares every namespace its page uses`, () => {
      const files = ROUTE_FILES[pattern];
      expect(files, `modules of ${pattern} in app/routes.ts`).toBeDefined();
      const declared = new Set<string>(namespaceNames([...SHELL_NAMESPACES, ...route]));
      const used = usedNamespaces(join(appDir, "root.tsx"));
      for (const file of files ?? []) usedNamespaces(join(appDir, file), new Set(), used);
      // The back office header (root.tsx) only renders under /admin.
      if (!pattern.startsWith("/admin")) used.delete("admin");
      expect([...used].filter((ns) => !declared.has(ns)).sort()).toEqual([]);
    });

    const entries = [...SHELL_NAMESPACES, ...route];
    const whole = new Set(entries.filter((e) => parseEntry(e).path === null));
    const sectioned = namespaceNames(entries.filter((e) => !whole.has(parseEntry(e).ns)));
    if (sectioned.length === 0) continue;
    it(`${pattern}: every key its modules name lies inside a declared section (${sectioned.join(", ")})`, () => {
      const modules = moduleFiles(join(appDir, "root.tsx"), new Set(), true);
      for (const file of ROUTE_FILES[pattern] ?? []) moduleFiles(join(appDir, file), modules, true);
      const outside: string[] = [];
      for (const ns of sectioned) {
        const sections = entries.map(parseEntry).filter((e) => e.ns === ns && e.path !== null);
        for (const { file, path, subtree } of namedKeys(ns, modules, whole)) {
          const inside = sections.some(
            (s) => path === s.path || path.startsWith(`${s.path}.`) || (!subtree && s.path === path),
          );
          if (!inside) outside.push(`${ns}:${path}${subtree ? ".*" : ""} (${file})`);
        }
      }
      expect([...new Set(outside)].sort()).toEqual([]);
    });
  }
});
