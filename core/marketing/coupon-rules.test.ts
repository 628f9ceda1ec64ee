import { describe, expect, expectTypeOf, it } from "vitest";
import { Invalid } from "../shared/errors.ts";
import {
  assertValidCouponRule,
  COUPON_CUSTOMER_LIMIT,
  COUPON_EXPIRED,
  COUPON_INACTIVE,
  COUPON_MIN_SPEND,
  COUPON_NOT_STARTED,
  COUPON_USAGE_LIMIT,
  CouponError,
  type CouponRule,
  checkCoupon,
  normalizeCouponCode,
} from "./coupon-rules.ts";
import type { couponTable } from "./marketing.sql.ts";

const START = new Date("2026-03-01T00:00:00Z");
const END = new Date("2026-04-01T00:00:00Z");
const DURING = new Date("2026-03-15T12:00:00Z");

function rule(over: Partial<CouponRule> = {}): CouponRule {
  return {
    code: "SPRING10",
    kind: "percentage",
    percentBp: 1000,
    minSpendCents: null,
    startsAt: START,
    endsAt: END,
    usageLimit: null,
    usedCount: 0,
    perCustomerLimit: null,
    active: true,
    ...over,
  };
}

const ctx = { now: DURING, merchandiseCents: 5000, customerUses: 0 };

/** Runs `fn` and returns the CouponError it throws. */
function refusal(fn: () => unknown): CouponError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CouponError);
    return error as CouponError;
  }
  throw new Error("expected a CouponError");
}

describe("normalizeCouponCode", () => {
  it.each([
    ["spring10", "SPRING10"],
    ["  Spring10 \n", "SPRING10"],
    ["summer 10", "SUMMER10"],
    ["black-friday_25", "BLACK-FRIDAY_25"],
    ["ＳＡＬＥ１０", "SALE10"], // full-width (NFKC)
    ["ABC", "ABC"],
    ["A".repeat(32), "A".repeat(32)],
  ])("%j → %j", (input, code) => {
    expect(normalizeCouponCode(input)).toBe(code);
  });

  it.each(["", "  ", "AB", "A".repeat(33), "SALE!", "10%OFF", "ÇUPÃO", "straße", "a.b.c"])(
    "%j is not a code",
    (input) => {
      expect(normalizeCouponCode(input)).toBeNull();
    },
  );

  it("is null for a non-string", () => {
    expect(normalizeCouponCode(undefined)).toBeNull();
    expect(normalizeCouponCode(42)).toBeNull();
  });
});

describe("checkCoupon", () => {
  it("percentage → percentBp", () => {
    expect(checkCoupon(rule(), ctx)).toEqual({
      code: "SPRING10",
      kind: "percentage",
      percentBp: 1000,
      freeShipping: false,
    });
  });

  it("fixed → amountCents", () => {
    expect(checkCoupon(rule({ kind: "fixed", percentBp: null, amountCents: 500 }), ctx)).toEqual({
      code: "SPRING10",
      kind: "fixed",
      amountCents: 500,
      freeShipping: false,
    });
  });

  it("free shipping → freeShipping", () => {
    expect(checkCoupon(rule({ kind: "free_shipping", percentBp: null }), ctx)).toEqual({
      code: "SPRING10",
      kind: "free_shipping",
      freeShipping: true,
    });
  });

  it("open-ended dates and no limits always pass", () => {
    expect(checkCoupon(rule({ startsAt: null, endsAt: null }), { ...ctx, now: new Date("2099-01-01") })).toMatchObject({
      kind: "percentage",
    });
  });

  describe("minimum spend (merchandise before discount)", () => {
    it("passes at exactly the minimum", () => {
      expect(checkCoupon(rule({ minSpendCents: 5000 }), ctx).kind).toBe("percentage");
    });

    it("refuses one cent below, with the figures in details", () => {
      const error = refusal(() => checkCoupon(rule({ minSpendCents: 5000 }), { ...ctx, merchandiseCents: 4999 }));
      expect(error).toBeInstanceOf(Invalid);
      expect(error).toMatchObject({ code: COUPON_MIN_SPEND, field: "coupon", status: 400 });
      expect(error.details).toEqual({ minSpendCents: 5000, merchandiseCents: 4999, shortfallCents: 1 });
    });
  });

  describe("validity: start inclusive, end exclusive", () => {
    it("is valid at the start instant", () => {
      expect(checkCoupon(rule(), { ...ctx, now: START }).kind).toBe("percentage");
    });

    it("is not valid 1 ms before the start", () => {
      const error = refusal(() => checkCoupon(rule(), { ...ctx, now: new Date(START.getTime() - 1) }));
      expect(error.code).toBe(COUPON_NOT_STARTED);
      expect(error.details).toEqual({ startsAt: "2026-03-01T00:00:00.000Z" });
    });

    it("is valid 1 ms before the end", () => {
      expect(checkCoupon(rule(), { ...ctx, now: new Date(END.getTime() - 1) }).kind).toBe("percentage");
    });

    it("has expired at the end instant", () => {
      const error = refusal(() => checkCoupon(rule(), { ...ctx, now: END }));
      expect(error.code).toBe(COUPON_EXPIRED);
      expect(error.details).toEqual({ endsAt: "2026-04-01T00:00:00.000Z" });
    });
  });

  describe("usage limits", () => {
    it("passes below the total limit and refuses at it", () => {
      expect(checkCoupon(rule({ usageLimit: 10, usedCount: 9 }), ctx).kind).toBe("percentage");
      const error = refusal(() => checkCoupon(rule({ usageLimit: 10, usedCount: 10 }), ctx));
      expect(error).toMatchObject({ code: COUPON_USAGE_LIMIT, details: { usageLimit: 10 } });
    });

    it("passes below the per-customer limit and refuses at it", () => {
      expect(checkCoupon(rule({ perCustomerLimit: 2 }), { ...ctx, customerUses: 1 }).kind).toBe("percentage");
      const error = refusal(() => checkCoupon(rule({ perCustomerLimit: 1 }), { ...ctx, customerUses: 1 }));
      expect(error).toMatchObject({ code: COUPON_CUSTOMER_LIMIT, details: { perCustomerLimit: 1 } });
    });

    it("a limit of 0 refuses everyone", () => {
      expect(refusal(() => checkCoupon(rule({ usageLimit: 0 }), ctx)).code).toBe(COUPON_USAGE_LIMIT);
    });
  });

  it("an inactive coupon is refused even within its dates", () => {
    expect(refusal(() => checkCoupon(rule({ active: false }), ctx)).code).toBe(COUPON_INACTIVE);
  });

  it("reports the first failing rule: inactive, dates, usage, customer, minimum spend", () => {
    const everythingWrong = rule({
      active: false,
      usageLimit: 1,
      usedCount: 1,
      perCustomerLimit: 1,
      minSpendCents: 10_000,
    });
    const late = { ...ctx, now: END, customerUses: 1 };
    expect(refusal(() => checkCoupon(everythingWrong, late)).code).toBe(COUPON_INACTIVE);
    expect(refusal(() => checkCoupon({ ...everythingWrong, active: true }, late)).code).toBe(COUPON_EXPIRED);
    expect(refusal(() => checkCoupon({ ...everythingWrong, active: true }, { ...late, now: DURING })).code).toBe(
      COUPON_USAGE_LIMIT,
    );
    expect(
      refusal(() => checkCoupon({ ...everythingWrong, active: true, usedCount: 0 }, { ...late, now: DURING })).code,
    ).toBe(COUPON_CUSTOMER_LIMIT);
    expect(
      refusal(() => checkCoupon({ ...everythingWrong, active: true, usedCount: 0 }, { ...ctx, customerUses: 0 })).code,
    ).toBe(COUPON_MIN_SPEND);
  });

  it.each<[Partial<CouponRule>, string]>([
    [{ percentBp: null }, "percentBp"],
    [{ percentBp: 0 }, "percentBp"],
    [{ percentBp: 10_001 }, "percentBp"],
    [{ kind: "fixed", amountCents: null }, "amountCents"],
    [{ kind: "fixed", amountCents: 0 }, "amountCents"],
    [{ code: "spring10" }, "code"],
    [{ usedCount: -1 }, "usedCount"],
    [{ minSpendCents: 1.5 }, "minSpendCents"],
    [{ endsAt: START }, "endsAt"],
  ])("a malformed rule %j is Invalid on %s", (over, field) => {
    const call = () => assertValidCouponRule(rule(over));
    expect(call).toThrow(Invalid);
    expect(call).toThrow(expect.objectContaining({ field, code: "INVALID_INPUT" }));
    expect(() => checkCoupon(rule(over), ctx)).toThrow(expect.objectContaining({ field }));
  });

  it("refuses a malformed context", () => {
    expect(() => checkCoupon(rule(), { ...ctx, merchandiseCents: -1 })).toThrow(
      expect.objectContaining({ field: "merchandiseCents" }),
    );
    expect(() => checkCoupon(rule(), { ...ctx, customerUses: 0.5 })).toThrow(
      expect.objectContaining({ field: "customerUses" }),
    );
    expect(() => checkCoupon(rule(), { ...ctx, now: new Date("nope") })).toThrow(
      expect.objectContaining({ field: "now" }),
    );
  });

  it("the coupon table's row satisfies CouponRule", () => {
    expectTypeOf<typeof couponTable.$inferSelect>().toExtend<CouponRule>();
  });
});
