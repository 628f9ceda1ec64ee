import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { remember } from "../../server/api/cart-cookie.ts";
import type { AppEnv } from "../../server/env.ts";
import { rememberGuestCart } from "../../app/lib/cart.server.ts";
import { isSecureRequest, proxyTrustFromEnv } from "./secure-request.ts";

const forged = { "x-forwarded-proto": "https" };

describe("isSecureRequest (issue 14: X-Forwarded-Proto only from a trusted proxy)", () => {
  it.each([
    ["plain http", "http://shop.test/", {}, { proxy: false, tls: false }, false],
    ["forged X-Forwarded-Proto, no proxy trusted", "http://shop.test/", forged, { proxy: false, tls: false }, false],
    ["X-Forwarded-Proto from a trusted proxy", "http://shop.test/", forged, { proxy: true, tls: false }, true],
    [
      "trusted proxy says http",
      "http://shop.test/",
      { "x-forwarded-proto": "http" },
      { proxy: true, tls: false },
      false,
    ],
    ["TLS terminates in front", "http://shop.test/", {}, { proxy: false, tls: true }, true],
    ["direct https", "https://shop.test/", {}, { proxy: false, tls: false }, true],
  ])("%s", (_name, url, headers, trust, secure) => {
    expect(isSecureRequest(new Request(url, { headers }), trust)).toBe(secure);
  });

  it("reads TRUST_PROXY and TRUST_PROXY_TLS as exactly 'true'", () => {
    expect(proxyTrustFromEnv({ TRUST_PROXY: "true", TRUST_PROXY_TLS: "1" })).toEqual({ proxy: true, tls: false });
  });
});

describe("the guest cart cookie", () => {
  afterEach(() => vi.unstubAllEnvs());

  const apiCookie = async () => {
    const app = new Hono<AppEnv>().get("/", (c) => {
      remember(c, "tok_1");
      return c.text("ok");
    });
    const res = await app.request("http://shop.test/", { headers: forged });
    return res.headers.get("set-cookie") ?? "";
  };
  const pageCookie = () => {
    const headers = new Headers();
    rememberGuestCart(headers, new Request("http://shop.test/cart", { headers: forged }), "tok_1");
    return headers.get("set-cookie") ?? "";
  };

  it("is not Secure because a client says X-Forwarded-Proto: https (API and pages)", async () => {
    vi.stubEnv("TRUST_PROXY", "false");
    vi.stubEnv("TRUST_PROXY_TLS", "false");
    expect(await apiCookie()).toContain("fabrico.cart=tok_1");
    expect(await apiCookie()).not.toMatch(/secure/i);
    expect(pageCookie()).not.toMatch(/secure/i);
  });

  it("is Secure when the proxy is trusted", async () => {
    vi.stubEnv("TRUST_PROXY", "true");
    expect(await apiCookie()).toMatch(/;\s*Secure/i);
    expect(pageCookie()).toMatch(/;\s*Secure/);
  });
});
