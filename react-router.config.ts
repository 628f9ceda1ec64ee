import type { Config } from "@react-router/dev/config";

/** React Router framework mode: server-rendered pages, served by our own Hono process (server/app.ts). */
export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets two builds live side by side (server/index.ts reads the same variable).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
