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

export default defineConfig({
  plugins: [oneDomainCopy(), tailwindcss(), reactRouter()],
  ssr: {
    external: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "pg-boss", "pino", "sharp", "pdfkit"],
  },
  build: { target: "es2022" },
});
