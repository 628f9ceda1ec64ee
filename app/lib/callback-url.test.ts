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
  ])("refuses %j with INVALID_CALLBACK_URL_ERROR and falls back to /user", (raw) => {
    expect(checkCallbackUrl(raw)).toEqual({ url: DEFAULT_CALLBACK_URL, error: INVALID_CALLBACK_URL_ERROR });
  });

  it("keeps percent-encoded slashes as a path on this site", () => {
    const { url, error } = checkCallbackUrl("/%2F%2Fevil.com");
    expect(error).toBeUndefined();
    expect(new URL(url, "https://shop.example").origin).toBe("https://shop.example");
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
