import { describe, expect, it } from "vitest";
import { deliveryEstimate, hoursByWeekday, ratePercent, refusalMessage } from "./checkout-text.ts";

describe("hoursByWeekday", () => {
  it("groups ranges by ISO weekday, in order, and marks closed days", () => {
    const rows = hoursByWeekday([
      { day: 2, open: "14:30", close: "19:00" },
      { day: 2, open: "09:00", close: "13:00" },
      { day: 6, open: "09:00", close: "13:00" },
    ]);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ day: 1, hours: null });
    expect(rows[1]).toEqual({ day: 2, hours: "09:00–13:00, 14:30–19:00" });
    expect(rows[5]).toEqual({ day: 6, hours: "09:00–13:00" });
    expect(rows[6]).toEqual({ day: 7, hours: null });
  });
});

describe("ratePercent", () => {
  it("drops needless decimals and uses the decimal comma outside English", () => {
    expect(ratePercent(2300, "en")).toBe("23");
    expect(ratePercent(550, "en")).toBe("5.5");
    expect(ratePercent(550, "pt")).toBe("5,5");
    expect(ratePercent(0, "es")).toBe("0");
  });
});

describe("refusalMessage", () => {
  const money = (c: number) => `€${(c / 100).toFixed(2)}`;
  const date = (iso: string) => iso.slice(0, 10);

  it("gives the minimum spend and the shortfall for COUPON_MIN_SPEND", () => {
    const m = refusalMessage(
      {
        code: "SAVE5",
        error: "COUPON_MIN_SPEND",
        details: { minSpendCents: 4000, merchandiseCents: 2990, shortfallCents: 1010 },
      },
      money,
      date,
    );
    expect(m).toEqual({
      key: "refusals.COUPON_MIN_SPEND",
      values: { code: "SAVE5", minimum: "€40.00", missing: "€10.10" },
    });
  });

  it("gives the end date of an expired code", () => {
    const m = refusalMessage(
      { code: "OLD", error: "COUPON_EXPIRED", details: { endsAt: "2024-01-31T00:00:00.000Z" } },
      money,
      date,
    );
    expect(m.values.date).toBe("2024-01-31");
  });

  it("falls back to a generic text for an unknown reason", () => {
    expect(refusalMessage({ code: "X", error: "SOMETHING", details: {} }, money, date).key).toBe("refusals.UNKNOWN");
  });
});

describe("deliveryEstimate", () => {
  it("says a range or a single number of business days", () => {
    expect(deliveryEstimate(3, 6)).toEqual({ key: "shipping.daysRange", values: { min: 3, max: 6, count: 6 } });
    expect(deliveryEstimate(2, 2)).toEqual({ key: "shipping.days", values: { count: 2 } });
  });
});
