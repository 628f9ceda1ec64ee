import { describe, expect, it } from "vitest";
import { Conflict, DomainError, Invalid, Unavailable, isDomainError, isServiceFailure } from "./errors.ts";

/** A second copy of the error classes, as the page build bundles one beside the server's (issue 14). */
class ForeignDomainError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
class ForeignUnavailable extends ForeignDomainError {
  constructor(message: string, code = "UNAVAILABLE") {
    super(503, code, message);
  }
}
class SibsLikeUnavailable extends ForeignUnavailable {
  constructor() {
    super("SIBS createCheckout unavailable (http): 503", "PAYMENT_GATEWAY_UNAVAILABLE");
  }
}

describe("isDomainError", () => {
  it("recognises an error of another copy of the classes, where instanceof fails", () => {
    const error = new SibsLikeUnavailable();
    expect(error instanceof Unavailable).toBe(false);
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(error, "Unavailable")).toBe(true);
    expect(isDomainError(error, { code: "PAYMENT_GATEWAY_UNAVAILABLE" })).toBe(true);
    expect(isDomainError(error, "Conflict")).toBe(false);
    expect(isDomainError(error, { code: "UNAVAILABLE" })).toBe(false);
    expect(isServiceFailure(error)).toBe(true);
  });

  it("matches this copy's classes by kind and code", () => {
    expect(isDomainError(new Conflict("stale"), "Conflict")).toBe(true);
    expect(isDomainError(new Invalid("bad", "email"), "Invalid")).toBe(true);
    expect(isDomainError(new Invalid("bad", "email"), "NotFound")).toBe(false);
    expect(isDomainError(new Unavailable("down", "VAT_CHECK_UNAVAILABLE"), "Unavailable")).toBe(true);
    expect(isServiceFailure(new DomainError(502, "PAYMENT_GATEWAY_REJECTED", "refused"))).toBe(true);
    expect(isServiceFailure(new Conflict("stale"))).toBe(false);
  });

  it("refuses what is not a domain error", () => {
    const system = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    for (const value of [system, new Error("boom"), { code: "X", status: 503 }, "UNAVAILABLE", null, undefined]) {
      expect(isDomainError(value)).toBe(false);
      expect(isServiceFailure(value)).toBe(false);
    }
  });
});
