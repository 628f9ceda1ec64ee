import { describe, expect, it } from "vitest";
import { allowsThirdPartyTags, consentFromCookieHeader, parseConsent, serializeConsent } from "./consent.ts";

describe("consent cookie", () => {
  it("round-trips a choice and ignores malformed or other-version values", () => {
    const choice = { analytics: true, marketing: false, at: "2026-11-23T10:00:00.000Z" };
    const value = serializeConsent(choice);
    expect(parseConsent(value)).toEqual(choice);
    expect(consentFromCookieHeader(`lng=pt; fabrico.consent=${value}; x=1`)).toEqual(choice);
    for (const bad of [
      null,
      "",
      "v2.a1.m1.2026-11-23T10:00:00Z",
      "v1.a1.m1.yesterday",
      "v1.a2.m0.2026-11-23T10:00:00Z",
      "garbage",
    ]) {
      expect(parseConsent(bad)).toBeNull();
    }
    expect(consentFromCookieHeader("fabrico.consentx=1")).toBeNull();
  });
});

describe("allowsThirdPartyTags", () => {
  it("never on checkout, payment, sign-in and back-office pages", () => {
    for (const p of ["/checkout", "/payment", "/payment/return", "/auth/auth", "/admin/ticket"]) {
      expect(allowsThirdPartyTags(p), p).toBe(false);
    }
    for (const p of ["/", "/product/search", "/cart", "/contact", "/paymentsx", "/checkouts"]) {
      expect(allowsThirdPartyTags(p), p).toBe(true);
    }
  });
});
