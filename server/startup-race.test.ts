/**
 * Start-up race (issue 18, ADR 0025): three shop processes started at the same moment on one empty
 * PostgreSQL database take turns under the start-up advisory lock (db/startup-lock.ts): the
 * migrations are applied once, the demo catalogue is seeded once, and all three answer /readyz.
 * PostgreSQL only (`npm run test:pg`): PGlite is one process per data folder.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../db/migrate.ts";
import { openEmptyDatabase } from "../tests/setup/db.ts";
import { testDatabaseKind } from "../tests/setup/database-kind.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const children: ChildProcess[] = [];

/** Stops the instances still running (SIGTERM, their graceful shutdown) and waits for them. */
async function stopAll(): Promise<void> {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

afterAll(stopAll);

/** Starts server/index.ts on `url` with a free port; resolves with its port and the log lines it wrote until ready. */
function startInstance(url: string, name: string): Promise<{ port: number; lines: Record<string, unknown>[] }> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      // a build without pages: the race is about the database, and three Vite dev servers would
      // race each other's route type generation (.react-router/types)
      NODE_ENV: "test",
      BUILD_DIR: "tests/fixtures/api-only-build",
      DATABASE_URL: url,
      PORT: "0",
      HOST: "127.0.0.1",
      INSTANCE_ID: name,
      AUTH_SECRET: "startup-race-test-secret-0123456789abcdef",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk) => {
      buffer += chunk;
      for (let i = buffer.indexOf("\n"); i >= 0; i = buffer.indexOf("\n")) {
        const text = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        try {
          const line = JSON.parse(text) as Record<string, unknown>;
          lines.push(line);
          if (typeof line.msg === "string" && line.msg.startsWith("Fabrico listening"))
            resolve({ port: line.port as number, lines });
        } catch {
          // not a log line
        }
      }
    });
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before it listened:\n${stderr}`)));
  });
}

describe.skipIf(testDatabaseKind().kind !== "postgres")("three instances started at once on an empty database", () => {
  it("migrate once, seed once, and all become ready", { timeout: 120_000 }, async () => {
    const empty = await openEmptyDatabase();
    try {
      const url = empty.handle.url as string;
      const started = await Promise.all(["a", "b", "c"].map((name) => startInstance(url, `race-${name}`)));

      for (const { port } of started) {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(res.status).toBe(200);
      }
      const seeded = started.flatMap((s) => s.lines).filter((l) => l.msg === "demo catalogue seeded");
      expect(seeded).toHaveLength(1);

      const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith(".sql"));
      const result = await empty.handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const { rows } = result as unknown as { rows: { n: number }[] };
      expect(Number(rows[0]?.n)).toBe(files.length);
    } finally {
      await stopAll();
      await empty.close();
    }
  });
});
