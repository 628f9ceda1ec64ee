import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, openAuthTestApp } from "../../tests/setup/auth-app.ts";

let t: AuthTestApp;
beforeAll(async () => {
  t = await openAuthTestApp({ env: { PUBLIC_URL: "https://shop.example" } });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: string, path: string, headers: Record<string, string>, body: BodyInit | null = "{}") =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body,
  });

/** State-changing calls the attack on issue 14 reached with a foreign Origin. */
const STATE_CHANGES: [string, string][] = [
  ["POST", "/api/cart/line"],
  ["PUT", "/api/cart/checkout"],
  ["POST", "/api/order"],
  ["POST", "/api/customize"],
  ["POST", "/api/wholesale"],
  ["POST", "/api/admin/coupon"],
  ["POST", "/api/admin/customer"],
  ["DELETE", "/api/cart/line/cli_1"],
  ["POST", "/api/auth/login"],
];

describe("one origin check for every state-changing API call (issue 14)", () => {
  it.each(STATE_CHANGES)("%s %s from another site answers 403 REQUEST_BLOCKED, translated", async (method, path) => {
    const res = await call(method, path, { origin: "https://evil.example", "accept-language": "pt-PT" });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("REQUEST_BLOCKED");
    expect(body.error.message).toBe("O pedido foi bloqueado. Recarregue a página e tente novamente.");
  });

  it("refuses cross-site fetch metadata and an opaque origin whatever the body type", async () => {
    expect((await call("POST", "/api/cart/line", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await call("POST", "/api/cart/line", { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await call("POST", "/api/cart/line", { origin: "null" })).status).toBe(403);
  });

  it("lets the shop's own origin, PUBLIC_URL's origin and non-browser JSON clients through", async () => {
    const allowed: Record<string, string>[] = [
      { origin: "http://localhost" },
      { origin: "https://shop.example" },
      { "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of allowed) {
      const res = await call("POST", "/api/cart/line", headers);
      expect(res.status, JSON.stringify(headers)).not.toBe(403);
    }
    // PUT/PATCH/DELETE cannot come from another site's form: a bodiless DELETE of a script passes
    const bare = await t.app.request("http://localhost/api/cart/line/cli_1", { method: "DELETE" });
    expect(bare.status).not.toBe(403);
  });

  it("as hono/csrf: a form-like body with no proof of origin is refused (what a cross-site form sends)", async () => {
    const form = await call("POST", "/api/cart/line", { "content-type": "application/x-www-form-urlencoded" }, "a=1");
    expect(form.status).toBe(403);
    const sameSite = await call(
      "POST",
      "/api/cart/line",
      { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      "a=1",
    );
    expect(sameSite.status).not.toBe(403);
  });

  it("leaves reads alone", async () => {
    const res = await t.app.request("http://localhost/api/category", { headers: { origin: "https://evil.example" } });
    expect(res.status).not.toBe(403);
  });

  it("exempts the webhook, the one-click unsubscribe and OAuth callbacks by name", async () => {
    const foreign = { origin: "https://mail.provider.example", "content-type": "application/x-www-form-urlencoded" };
    const webhook = await call("POST", "/api/sibs/webhook", foreign, "x");
    expect(webhook.status).not.toBe(403);
    const unsubscribe = await call(
      "POST",
      "/api/newsletter/unsubscribe?token=nope",
      foreign,
      "List-Unsubscribe=One-Click",
    );
    expect(unsubscribe.status).toBe(404);
    const callback = await call("POST", "/api/auth/callback/nobody", foreign, "state=x");
    expect(callback.status).not.toBe(403);
  });
});
