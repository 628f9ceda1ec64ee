import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("./create-admin.ts", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "fabrico-admin-cli-"));
// A first start migrates a fresh PGlite folder: tens of seconds on a loaded 2-core machine.
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", NODE_ENV: "development" },
    timeout: 150_000,
  });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run admin:create", () => {
  it("creates a verified administrator, then refuses the same e-mail", () => {
    const first = run("--email", "owner@fabrico.example", "--password", "a long enough password", "--name", "Ana");
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Administrator owner@fabrico\.example created \(id usr_[0-9A-Z]{26}\)/);
    const again = run("--email", "owner@fabrico.example", "--password", "a long enough password");
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already exists/i);
  }, 320_000);

  it("names what is wrong with the input and changes nothing", () => {
    const bad = run("--email", "not-an-email", "--password", "short");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("--email must be an e-mail address");
    expect(bad.stderr).toContain("--password needs at least 10 characters");
  });
});
