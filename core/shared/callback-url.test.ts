import { describe, expect, it } from "vitest";
import { DEFAULT_CALLBACK_URL, INVALID_CALLBACK_URL_ERROR, checkCallbackUrl, signInUrl } from "./callback-url.ts";

describe("checkCallbackUrl", () => {
  it("accepts same-site relative paths with their query and hash", () => {
    expect(checkCallbackUrl("/user/order?offset=10")).toEqual({ url: "/user/order?offset=10" });
    expect(checkCallbackUrl("/customize/prd_1/edit#labels")).toEqual({ url: "/customize/prd_1/edit#labels" });
    expect(checkCallbackUrl("/")).toEqual({ url: "/" });
  });

  it("uses /user when none is given", () => {
    expect(checkCallbackUrl(null)).toEqual({ url: DEFAULT_CALLBACK_URL });
    expect(checkCallbackUrl(undefined)).toEqual({ url: DEFAULT_CALLBACK_URL });
    expect(checkCallbackUrl("")).toEqual({ url: DEFAULT_CALLBACK_URL });
  });

  it.each([
    "//evil.com",
    "//evil.com/user",
    "https://evil.com",
    "http://localhost:3000/user",
    "/\\evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/user\nSet-Cookie: x=1",
    "/user\tx",
    " /user",
    "/ /evil.com",
    "user",
    "evil.com",
    "/%0d%0aLocation:%20https://evil.com".replace(/%0d%0a/, "\r\n"),
    `/${"a".repeat(2100)}`,
    // issue 14: forms that only become another host after dot segments are resolved
    "/..//evil.example/x",
    "/.%2e/%2e%2e//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/user/..//evil.example",
    "/user/../..//evil.example/x?y=1#z",
    "/./..//evil.example",
    "/a/b/../../..//evil.example",
    "/..///evil.example",
    "/../\\evil.example",
    // schemes, userinfo, whitespace and separators in every spelling
    "https:evil.example",
    "https:/evil.example",
    "//user:pass@evil.example",
    "/\\user@evil.example",
    "http://shop.example@evil.example",
    "vbscript:msgbox(1)",
    "\tjavascript:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000/evil.example",
    "/\u00a0/evil.example",
    "/\u2028/evil.example",
    "\\/evil.example",
    "\\\\evil.example",
  ])("refuses %j with INVALID_CALLBACK_URL_ERROR and falls back to /user", (raw) => {
    expect(checkCallbackUrl(raw)).toEqual({ url: DEFAULT_CALLBACK_URL, error: INVALID_CALLBACK_URL_ERROR });
  });

  it("keeps percent-encoded slashes as a path on this site", () => {
    const { url, error } = checkCallbackUrl("/%2F%2Fevil.com");
    expect(error).toBeUndefined();
    expect(new URL(url, "https://shop.example").origin).toBe("https://shop.example");
  });

  it.each([
    ["/user/../cart", "/cart"],
    ["/%2e%2e/cart?x=1#y", "/cart?x=1#y"],
    ["/user/./order", "/user/order"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
  ])("returns the normalised same-origin path for %j", (raw, expected) => {
    expect(checkCallbackUrl(raw)).toEqual({ url: expected });
    expect(new URL(expected, "https://shop.example").origin).toBe("https://shop.example");
  });

  it("never returns anything a browser would resolve to another origin (generated forms)", () => {
    const parts = ["/", "..", ".", "%2e", "%2E", "%2e%2e", "//", "evil.example", "@", ":", "%2f", "?", "#"];
    let checked = 0;
    for (const a of parts)
      for (const b of parts)
        for (const c of parts) {
          const raw = `/${a}${b}${c}`;
          const { url } = checkCallbackUrl(raw);
          expect(url.startsWith("//")).toBe(false);
          expect(new URL(url, "https://shop.example").origin, raw).toBe("https://shop.example");
          checked++;
        }
    expect(checked).toBe(parts.length ** 3);
  });

  it("does not return to the sign-in pages themselves", () => {
    expect(checkCallbackUrl("/auth/auth?callbackUrl=/user")).toEqual({ url: DEFAULT_CALLBACK_URL });
    expect(checkCallbackUrl("/auth/register")).toEqual({ url: DEFAULT_CALLBACK_URL });
    expect(checkCallbackUrl("/auth/authority")).toEqual({ url: "/auth/authority" });
  });
});

describe("signInUrl", () => {
  it("names the reason and the way back (spec §2 SessionRequired)", () => {
    expect(signInUrl("/user/address?x=1", "SessionRequired")).toBe(
      "/auth/auth?error=SessionRequired&callbackUrl=%2Fuser%2Faddress%3Fx%3D1",
    );
    expect(signInUrl("/user")).toBe("/auth/auth?callbackUrl=%2Fuser");
  });

  it("drops a refused way back", () => {
    expect(signInUrl("//evil.com", "SessionRequired")).toBe("/auth/auth?error=SessionRequired");
  });
});
