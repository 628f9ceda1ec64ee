import { writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
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

/** lucide-react's index module (`import { X } from "lucide-react"`), which re-exports every icon. */
const LUCIDE_INDEX = /\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;

/**
 * Modules the shell's closure reaches only through a package index's re-exports, which only routes use:
 * react-i18next's `<Trans>` (the sign-up, reset and verify pages) and the HTML parser it needs. Rolldown places
 * them with the routes that use them instead of in `framework`.
 */
const ROUTE_ONLY = [
  /\/react-i18next\/dist\/es\/(Trans|TransWithoutContext|unescape)\.js$/,
  /\/(html-parse-stringify|void-elements)\//,
];

/**
 * Fewer, larger initial chunks in the browser build (first-view performance, ADR 0029). Every page
 * statically needs the browser entry and the root route and everything they import; rolldown's automatic
 * splitting cut that into ~40 files (one per lucide icon, per small helper, react-dom in three), each a
 * request with ~1.4 kB of response headers and, over HTTP/1.1, its own turn on one of six connections.
 * This plugin computes that static closure once the module graph is complete (`buildEnd`) and groups it
 * into two chunks: `framework` (its node_modules: React, React DOM, React Router, i18next) and `shell`
 * (the app's own modules). No page loads anything more than before, since every page loads the whole
 * closure; route code and lazily imported modules keep rolldown's automatic splitting. Shell code imports
 * lucide icons one by one (`lucide-react/icons/x`): through lucide's index, the closure held every icon any page
 * used (100 of them, ~8 kB gzip) and put them all into `framework`; the build fails if it does again.
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
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        // lucide's index re-exports every icon: through it, all icons any page uses would join `framework`
        const index = imported.find((i) => LUCIDE_INDEX.test(i));
        if (index) {
          this.error(
            `${relative(root, id)} imports icons from "lucide-react": code every page loads (the shell) imports each icon from "lucide-react/icons/<name>" instead (ADR 0029)`,
          );
        }
        shell.add(id);
        queue.push(...imported);
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: (id) =>
                (shell.has(id) && id.includes("/node_modules/") && !ROUTE_ONLY.some((r) => r.test(id))) ||
                id.includes("rolldown/runtime"),
              priority: 3,
            },
            { name: "shell", test: (id) => shell.has(id) && !ROUTE_ONLY.some((r) => r.test(id)), priority: 2 },
          ],
        },
      };
    },
  };
}

/** Build files the server may send precompressed: text that compresses (fonts and images are compressed already). */
const PRECOMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Each text file of the browser build also as `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9),
 * when smaller and the file is at least 1 kB (ADR 0036): the server sends those (`serveStatic`'s `precompressed`,
 * server/app.ts) instead of compressing the same file again on every request, and a browser gets the script
 * ~15 % smaller than gzip at level 6 made it.
 */
function precompressedAssets(): Plugin {
  return {
    name: "fabrico:precompressed-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const work: Promise<void>[] = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!PRECOMPRESSIBLE.test(fileName)) continue;
        const source = output.type === "chunk" ? Buffer.from(output.code) : Buffer.from(output.source);
        if (source.length < 1024) continue;
        const write = async (suffix: string, compressed: Buffer) => {
          if (compressed.length < source.length) await writeFile(join(dir, `${fileName}${suffix}`), compressed);
        };
        work.push(
          brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }).then((compressed) => write(".br", compressed)),
          gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }).then((compressed) => write(".gz", compressed)),
        );
      }
      await Promise.all(work);
    },
  };
}

export default defineConfig({
  plugins: [oneDomainCopy(), tailwindcss(), reactRouter(), shellChunks(), precompressedAssets()],
  ssr: {
    external: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "pg-boss", "pino", "sharp", "pdfkit"],
  },
  build: { target: "es2022" },
});
