import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** The project's folder, absolute, with a trailing separator. */
const root = fileURLToPath(new URL("./", import.meta.url));

/** Top-level folders whose modules the server process loads itself (package.json `imports`: `#core/*` …). */
const PROCESS_LAYERS = new Set(["core", "db", "integrations", "jobs", "server"]);

/**
 * One copy of the domain per process (ADR 0019): in the server-side page build, every import that
 * resolves into core/, db/, integrations/, jobs/ or server/ stays an import instead of being bundled,
 * so loaders and actions run the very modules the server, the API and the jobs run (one job
 * dispatcher, one set of services, `instanceof` on errors holds). The production build imports them
 * through the package's `imports` map (`#core/cart/add-to-cart.ts`, resolved from build/server/
 * by Node, which runs the TypeScript sources as the server does); the dev server imports the
 * absolute file, which Node shares with the server's own import of it.
 */
function oneDomainCopy(): Plugin {
  let command: "build" | "serve" = "build";
  return {
    name: "fabrico:one-domain-copy",
    enforce: "pre",
    configResolved(config) {
      command = config.command;
    },
    async resolveId(source, importer, options) {
      if (!importer || this.environment?.name !== "ssr") return null;
      if (!source.startsWith(".") && !source.startsWith("#")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(root)) return null;
      const path = relative(root, resolved.id.split("?")[0] ?? resolved.id);
      const [layer] = path.split(sep);
      if (!layer || !PROCESS_LAYERS.has(layer) || !/\.tsx?$/.test(path)) return null;
      return command === "build"
        ? { id: `#${path.split(sep).join("/")}`, external: true }
        : { id: resolved.id, external: true };
    },
  };
}

/**
 * Fewer, larger initial chunks in the browser build (first-view performance, ADR 0029). Every page
 * statically needs the browser entry and the root route and everything they import; rolldown's automatic
 * splitting cut that into ~40 files (one per lucide icon, per small helper, react-dom in three), each a
 * request with ~1.4 kB of response headers and, over HTTP/1.1, its own turn on one of six connections.
 * This plugin computes that static closure once the module graph is complete (`buildEnd`) and groups it
 * into two chunks: `framework` (its node_modules: React, React DOM, React Router, i18next) and `shell`
 * (the app's own modules). No page loads anything more than before, since every page loads the whole
 * closure; route code and lazily imported modules keep rolldown's automatic splitting.
 */
function shellChunks(): Plugin {
  const shell = new Set<string>();
  const starts = [`${root}app/entry.client.tsx`, `${root}app/root.tsx`];
  return {
    name: "fabrico:shell-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => starts.some((s) => id === s || id.startsWith(`${s}?`)));
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (shell.has(id)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: (id) => (shell.has(id) && id.includes("/node_modules/")) || id.includes("rolldown/runtime"),
              priority: 3,
            },
            { name: "shell", test: (id) => shell.has(id), priority: 2 },
          ],
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [oneDomainCopy(), tailwindcss(), reactRouter(), shellChunks()],
  ssr: {
    external: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "pg-boss", "pino", "sharp", "pdfkit"],
  },
  build: { target: "es2022" },
});
