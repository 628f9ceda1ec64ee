import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { query } from "./db.ts";

/**
 * The cluster suite's quick checks (issue 18, playwright.cluster.config.ts): requests through nginx land
 * on different instances (the `X-Instance-Id` header says which), and what one instance counts, ends or
 * changes every other sees: the per-address sign-in limit (Redis), a signed-out session (Redis and
 * PostgreSQL), an admin's price change and the site settings (each instance's cache, ADR 0026,
 * invalidated through PostgreSQL `LISTEN/NOTIFY`), on every instance within a second of the save. The artwork in the bucket is checked by tests/cluster/purchase.spec.ts.
 *
 * Sign-ins are limited to five a minute per client address (Better Auth, in Redis): the wrong-password
 * check sends from an address of its own (a random 127.x.y.z: all of 127/8 is this machine, and nginx
 * passes the connection's address on in `X-Forwarded-For`), so the two checks that sign in from
 * 127.0.0.1 still can. Requests carry the cluster's own origin, as the shop's pages do.
 */

const instanceOf = (res: APIResponse) => res.headers()["x-instance-id"] ?? "";
const PASSWORD = "cluster check password 42";

/** A loopback address no other check (or earlier run: Redis keeps limits for minutes) uses. */
const freshLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * A JSON POST to the cluster sent from `localAddress` (Playwright's request API cannot choose the
 * address it connects from): the status and the answering instance.
 */
function postFrom(
  localAddress: string,
  baseURL: string,
  path: string,
  body: unknown,
): Promise<{ status: number; instance: string }> {
  const url = new URL(path, baseURL);
  const data = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data), origin: url.origin },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          done({ status: res.statusCode ?? 0, instance: String(res.headers["x-instance-id"] ?? "") }),
        );
      },
    );
    req.on("error", fail);
    req.end(data);
  });
}

/** A verified account made with the shop's own command on the cluster's database (`npm run admin:create`). */
function createAccount(email: string): void {
  const made = spawnSync(process.execPath, ["server/cli/create-admin.ts", "--email", email, "--password", PASSWORD], {
    env: { ...process.env, DATABASE_URL: process.env.CLUSTER_DATABASE_URL, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  expect(made.status, made.stderr).toBe(0);
}

/** Signs `api` in with e-mail and password (one sign-in of its address's five a minute). */
async function signIn(api: APIRequestContext, origin: string, email: string): Promise<void> {
  const res = await api.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
}

/** `count` reads of `path`, one per round-robin turn: what each instance answered, by instance. */
async function readEach<T>(
  api: APIRequestContext,
  path: string,
  count = 3,
  headers: Record<string, string> = {},
  asText = false,
): Promise<Map<string, T>> {
  const seen = new Map<string, T>();
  for (let i = 0; i < count; i++) {
    const res = await api.get(path, { headers });
    expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
    seen.set(instanceOf(res), (asText ? await res.text() : await res.json()) as T);
  }
  return seen;
}

test("6 wrong passwords spread over the instances hit the shared per-address limit", async ({ baseURL }) => {
  const from = freshLoopback();
  const email = `cluster-${Date.now().toString(36)}@example.com`;
  const statuses: number[] = [];
  const instances = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const res = await postFrom(from, baseURL ?? "", "/api/auth/sign-in/email", {
      email,
      password: `wrong password ${i}`,
    });
    statuses.push(res.status);
    instances.add(res.instance);
  }
  expect(instances.size).toBe(3);
  expect(statuses.slice(0, 5), `from ${from}`).toEqual([401, 401, 401, 401, 401]);
  expect(statuses[5]).toBe(429);
});

test("signing out through one instance signs the session out on all", async ({ playwright, baseURL }) => {
  const origin = baseURL ?? "";
  const api = await playwright.request.newContext({ baseURL: origin });
  const email = `cluster-${Date.now().toString(36)}@example.com`;
  createAccount(email);
  await signIn(api, origin, email);
  // the session cookie, sent as such: after signing out the client forgets it, a thief would not
  const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const signedIn = async () =>
    new Map(
      [...(await readEach<{ user?: { email: string } } | null>(api, "/api/auth/get-session", 3, { cookie }))].map(
        ([id, body]) => [id, body?.user?.email === email],
      ),
    );
  const before = await signedIn();
  expect(before.size).toBe(3);
  expect([...before.values()].every(Boolean)).toBe(true);

  const out = await api.post("/api/auth/sign-out", { data: {}, headers: { origin, cookie } });
  expect(out.ok(), await out.text()).toBe(true);
  const signedOutBy = instanceOf(out);
  const after = await signedIn();
  expect(after.size).toBe(3);
  expect([...after.values()].some(Boolean), `signed out through ${signedOutBy}`).toBe(false);
  await api.dispose();
});

test("an admin's price change and site settings saved on one instance show on the others within a second", async ({
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const email = `cluster-admin-${Date.now().toString(36)}@example.com`;
  createAccount(email);
  await signIn(api, origin, email);
  // staff must use two-step verification: turned on through the API as the account page does
  const enabled = await api.post("/api/auth/two-factor/enable", { data: { password: PASSWORD } });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const totp = OTPAuth.URI.parse(((await enabled.json()) as { totpURI: string }).totpURI) as OTPAuth.TOTP;
  const verified = await api.post("/api/auth/two-factor/verify-totp", { data: { code: totp.generate() } });
  expect(verified.ok(), await verified.text()).toBe(true);

  // a product of its own (the other checks buy the seeded ones), priced €24.90
  const idOf = async (table: string, code: string) =>
    (await query<{ id: string }>(`select id from ${table} where code = $1`, [code]))[0]?.id;
  const [material] = await query<{ id: string }>("select id from material limit 1");
  const slug = `cluster-tee-${Date.now().toString(36)}`;
  const sizes = [await idOf("size", "S"), await idOf("size", "M")];
  const body = {
    slug,
    garmentType: "t-shirt",
    categoryId: await idOf("category", "t-shirts"),
    materialId: material?.id,
    name: { en: "Cluster Tee", pt: "T-shirt Cluster", es: "Camiseta Cluster" },
    summary: { en: "A tee", pt: "Uma t-shirt", es: "Una camiseta" },
    description: { en: "Text", pt: "Texto", es: "Texto" },
    care: { en: ["Wash at 30 °C"], pt: ["Lavar a 30 °C"], es: ["Lavar a 30 °C"] },
    fit: "regular",
    weightGrams: 180,
    priceCents: 2490,
    blank: true,
    customizable: false,
    status: "active",
    variants: sizes.map((sizeId) => ({
      colorId: undefined as string | undefined,
      sizeId,
      sku: "",
      stock: 10,
      priceCentsOverride: null,
    })),
  };
  const black = await idOf("color", "black");
  for (const v of body.variants) v.colorId = black;
  const created = await api.post("/api/admin/product", { data: body });
  expect(created.ok(), await created.text()).toBe(true);
  const product = (await created.json()) as { id: string; updatedAt: string };

  // every instance has read (and cached) the product at €24.90
  type Shown = { priceCents: number };
  await expect
    .poll(async () => [...(await readEach<Shown>(api, `/api/product/${slug}`, 6)).values()].map((p) => p.priceCents))
    .toEqual(Array(3).fill(2490));

  // the change goes through one instance; within a second every instance shows €19.90
  const saved = await api.put(`/api/admin/product/${product.id}`, {
    data: { ...body, priceCents: 1990, expectedUpdatedAt: product.updatedAt },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const changedOn = instanceOf(saved);
  const shownBy = new Map<string, number>();
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/product/${slug}`);
        shownBy.set(instanceOf(res), ((await res.json()) as Shown).priceCents);
        return shownBy.size === 3 && [...shownBy.values()].every((cents) => cents === 1990);
      },
      { timeout: 1_000, intervals: [20] },
    )
    .toBe(true);
  expect([...shownBy.keys()].filter((id) => id !== changedOn)).toHaveLength(2);

  // the same for a site setting every page shows (the footer's social links, in the root loader's data)
  const instagram = `https://www.instagram.com/${slug}`;
  const linksShown = async () => [...(await readEach<never>(api, "/cart.data", 6, {}, true)).values()];
  await expect.poll(async () => (await linksShown()).length).toBe(3);
  const links = await api.put("/api/admin/sociallinks", { data: [{ network: "instagram", url: instagram }] });
  expect(links.ok(), await links.text()).toBe(true);
  const linksOn = new Map<string, boolean>();
  await expect
    .poll(
      async () => {
        const res = await api.get("/cart.data");
        linksOn.set(instanceOf(res), (await res.text()).includes(instagram));
        return linksOn.size === 3 && [...linksOn.values()].every(Boolean);
      },
      { timeout: 1_000, intervals: [20] },
    )
    .toBe(true);
  await api.dispose();
});
