import { spawnSync } from "node:child_process";
import { type APIResponse, expect, test } from "@playwright/test";
import sharp from "sharp";

/**
 * The cluster suite (issue 18, playwright.cluster.config.ts): requests through nginx land on
 * different instances (the `X-Instance-Id` header says which), and what one instance stores or counts
 * every other sees. Requests carry the cluster's own origin, as the shop's pages do.
 */

const instanceOf = (res: APIResponse) => res.headers()["x-instance-id"] ?? "";

test("artwork uploaded through one instance is served by another", async ({ request, baseURL }) => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const upload = await request.post("/api/upload/image", {
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png } },
    headers: { origin: baseURL ?? "" },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  const storedBy = instanceOf(upload);
  expect(storedBy).toMatch(/^instance-\d$/);

  // round robin: within three reads one comes from another instance
  const servedBy = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const meta = await sharp(await res.body()).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
    servedBy.add(instanceOf(res));
  }
  expect([...servedBy].some((instance) => instance !== storedBy)).toBe(true);
});

test("6 wrong passwords spread over the instances hit the shared per-address limit", async ({ request, baseURL }) => {
  const email = `cluster-${Date.now().toString(36)}@example.com`;
  const statuses: number[] = [];
  const instances = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const res = await request.post("/api/auth/sign-in/email", {
      data: { email, password: `wrong password ${i}` },
      headers: { origin: baseURL ?? "" },
    });
    statuses.push(res.status());
    instances.add(instanceOf(res));
  }
  expect(instances.size).toBe(3);
  expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  expect(statuses[5]).toBe(429);
});

test("signing out through one instance signs the session out on all", async ({ request, baseURL }) => {
  test.setTimeout(150_000);
  // a verified account made with the shop's own command (sign-up would need the verification e-mail)
  const email = `cluster-${Date.now().toString(36)}@example.com`;
  const password = "cluster sign-out password 42";
  const made = spawnSync(process.execPath, ["server/cli/create-admin.ts", "--email", email, "--password", password], {
    env: { ...process.env, DATABASE_URL: process.env.CLUSTER_DATABASE_URL, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  expect(made.status, made.stderr).toBe(0);

  // the test before used up this address's sign-ins for the minute: wait for the window to pass
  const origin = baseURL ?? "";
  await expect
    .poll(
      async () =>
        (await request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin } })).status(),
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBe(200);
  const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");

  const sessionSeen = async () => {
    const seen = new Map<string, boolean>();
    for (let i = 0; i < 3; i++) {
      const res = await request.get("/api/auth/get-session", { headers: { cookie } });
      const body = (await res.json()) as { user?: { email: string } } | null;
      seen.set(instanceOf(res), body?.user?.email === email);
    }
    return seen;
  };
  const before = await sessionSeen();
  expect(before.size).toBe(3);
  expect([...before.values()].every(Boolean)).toBe(true);

  const out = await request.post("/api/auth/sign-out", { data: {}, headers: { origin, cookie } });
  expect(out.ok(), await out.text()).toBe(true);
  const after = await sessionSeen();
  expect(after.size).toBe(3);
  expect([...after.values()].some(Boolean)).toBe(false);
});
