import { describe, expect, it } from "vitest";
import { Conflict, Forbidden, Invalid, RateLimited, Unauthorized, Unavailable } from "../shared/errors.ts";
import { identityRefusal, refusalCookies } from "./identity.ts";

describe("identityRefusal", () => {
  const refuse = (status: number, extra: { field?: string; retryAfter?: number; setCookies?: string[] } = {}) =>
    identityRefusal({ status, code: "SOME_CODE", message: "Refused", ...extra });

  it("is core's error class of the provider's status, with the flow's code and field", () => {
    expect(refuse(400, { field: "password" })).toBeInstanceOf(Invalid);
    expect(refuse(400, { field: "password" })).toMatchObject({ status: 400, code: "SOME_CODE", field: "password" });
    expect(refuse(401, { field: "currentPassword" })).toBeInstanceOf(Unauthorized);
    expect(refuse(401, { field: "currentPassword" }).field).toBe("currentPassword");
    expect(refuse(403)).toBeInstanceOf(Forbidden);
    expect(refuse(409)).toBeInstanceOf(Conflict);
    expect(refuse(422)).toMatchObject({ status: 422, code: "SOME_CODE" });
  });

  it("says how long to wait when rate limited (60 s when the provider did not say)", () => {
    expect(refuse(429, { retryAfter: 42 })).toBeInstanceOf(RateLimited);
    expect(refuse(429, { retryAfter: 42 })).toMatchObject({ status: 429, retryAfterSeconds: 42 });
    expect(refuse(429)).toMatchObject({ retryAfterSeconds: 60 });
  });

  it("answers a provider failure as Unavailable AUTH_UNAVAILABLE", () => {
    const error = refuse(500);
    expect(error).toBeInstanceOf(Unavailable);
    expect(error.code).toBe("AUTH_UNAVAILABLE");
  });

  it("carries the cookies the provider set; other errors carry none", () => {
    expect(refusalCookies(refuse(401, { setCookies: ["a=1; Path=/"] }))).toEqual(["a=1; Path=/"]);
    expect(refusalCookies(refuse(401))).toEqual([]);
    expect(refusalCookies(new Invalid("x"))).toEqual([]);
    expect(refusalCookies(null)).toEqual([]);
  });
});
