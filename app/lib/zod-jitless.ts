/**
 * Zod without its JIT in the browser (issue 17, ADR 0029). Zod 4 compiles a fast parser for each object schema
 * with `new Function`, and probes whether it may when the schema is built; under the shop's CSP (no
 * `'unsafe-eval'`) the probe throws, Zod falls back to its interpreter, and Chromium still reports the blocked
 * eval as a CSP violation (Lighthouse's "issues in the DevTools panel", best practices 96 on the cart). With
 * `jitless` Zod never probes.
 *
 * Set through Zod's process-wide config object, `globalThis.__zod_globalConfig` (zod/v4/core/core.js creates it
 * only when absent and `config()` writes to it), rather than by importing `config` from "zod": that import would
 * put Zod (~22 kB gzip) into every page's first chunk, and most pages build no schema. Imported first by
 * app/root.tsx, so it runs before any module builds a schema. The server keeps the JIT (no CSP applies to it).
 */
if (!import.meta.env.SSR) {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
