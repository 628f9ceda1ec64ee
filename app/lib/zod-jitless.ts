import { config } from "zod";

/**
 * Zod without its JIT in the browser (issue 17, ADR 0029). Zod 4 compiles a fast parser for each object schema
 * with `new Function`, and probes whether it may when the schema is built; under the shop's CSP (no
 * `'unsafe-eval'`) the probe throws, Zod falls back to its interpreter, and Chromium still reports the blocked
 * eval as a CSP violation (Lighthouse's "issues in the DevTools panel", best practices 96 on the cart). With
 * `jitless` Zod never probes. Imported first by app/root.tsx, so it runs before any module builds a schema. The
 * server keeps the JIT (its CSP does not apply to it, and the API parses more).
 */
if (!import.meta.env.SSR) config({ jitless: true });
