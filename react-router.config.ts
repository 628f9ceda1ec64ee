import type { Config } from "@react-router/dev/config";

/** React Router framework mode: server-rendered pages, served by our own Hono process (server/app.ts). */
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
