import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  Conflict,
  DomainError,
  Invalid,
  Unavailable,
  isDomainError,
  isServiceFailure,
  parseInput,
  schemaIssue,
} from "./errors.ts";

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

describe("parseInput", () => {
  const schema = z.object({
    name: z.string().min(1, "customer:errors.required"),
    address: z.object({ city: z.string().max(5, "address:errors.tooLong") }),
    postcode: z
      .string()
      .refine((v) => v !== "x", { message: "address:errors.postcodeInvalid", params: { example: "1234-567" } }),
  });

  it("answers the parsed value", () => {
    expect(parseInput(schema, { name: "Ana", address: { city: "Porto" }, postcode: "1" })).toEqual({
      name: "Ana",
      address: { city: "Porto" },
      postcode: "1",
    });
  });

  it("throws Invalid naming the first issue's dotted path, its message kept as the i18n key", () => {
    const error = (() => {
      try {
        parseInput(schema, { name: "", address: { city: "Lisboa" }, postcode: "x" });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(Invalid);
    const invalid = error as Invalid;
    expect(invalid).toMatchObject({
      status: 400,
      code: "INVALID_INPUT",
      field: "name",
      message: "customer:errors.required",
    });
    expect(invalid.issues).toEqual([
      { field: "name", message: "customer:errors.required", params: { min: 1 } },
      { field: "address.city", message: "address:errors.tooLong", params: { max: 5 } },
      { field: "postcode", message: "address:errors.postcodeInvalid", params: { example: "1234-567" } },
    ]);
    expect(schemaIssue(invalid)).toEqual(invalid.issues[0]);
  });

  it("names no field when the input as a whole fails", () => {
    const error = (() => {
      try {
        parseInput(z.enum(["open", "closed"]), "lost");
      } catch (e) {
        return e as Invalid;
      }
    })();
    expect(error?.field).toBeUndefined();
    expect(error?.issues[0]?.field).toBe("");
  });

  it("schemaIssue ignores an Invalid a rule threw itself, and other errors", () => {
    expect(schemaIssue(new Invalid("Postcode is wrong", "postcode"))).toBeUndefined();
    expect(schemaIssue(new Conflict("taken"))).toBeUndefined();
    expect(schemaIssue(new Error("x"))).toBeUndefined();
  });
});
