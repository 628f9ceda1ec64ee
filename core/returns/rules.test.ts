import { describe, expect, it } from "vitest";
import {
  answerDeadline,
  assessLine,
  checkOrderNumber,
  guaranteeDeadline,
  isOverdue,
  lineRefundCents,
  normalisePostcode,
  withdrawalDeadline,
} from "./rules.ts";

// 2026-11-20 is a Friday; Lisbon is on UTC+0 in November, UTC+1 in summer.
const at = (iso: string) => new Date(iso);

describe("order number format (spec §5)", () => {
  it("accepts #FAB + 5 letters/digits, ignoring case and spaces, reading O/I/L as 0/1", () => {
    expect(checkOrderNumber("#FAB1A2B3")).toEqual({ ok: true, number: "#FAB1A2B3" });
    expect(checkOrderNumber("  #fab 1a2b3 ")).toEqual({ ok: true, number: "#FAB1A2B3" });
    expect(checkOrderNumber("#FABO1IL2")).toEqual({ ok: true, number: "#FAB01112" });
  });
  it("says exactly what is missing", () => {
    expect(checkOrderNumber("")).toEqual({ ok: false, problem: "ORDER_NUMBER_REQUIRED" });
    expect(checkOrderNumber("FAB1A2B3")).toEqual({ ok: false, problem: "ORDER_NUMBER_NEEDS_HASH" });
    expect(checkOrderNumber("#12345")).toEqual({ ok: false, problem: "ORDER_NUMBER_NEEDS_LETTERS" });
    expect(checkOrderNumber("#FAB12")).toEqual({ ok: false, problem: "ORDER_NUMBER_FORMAT" });
    expect(checkOrderNumber("#ABC12345")).toEqual({ ok: false, problem: "ORDER_NUMBER_FORMAT" });
    expect(checkOrderNumber("#FAB1A2U3")).toEqual({ ok: false, problem: "ORDER_NUMBER_FORMAT" }); // U is not used
  });
  it("compares postcodes without spaces, dashes or case", () => {
    expect(normalisePostcode("4750-000")).toBe(normalisePostcode("4750 000"));
    expect(normalisePostcode("sw1a 1aa")).toBe("SW1A1AA");
  });
});

describe("48-hour answer deadline (spec §9, weekends not counted)", () => {
  it("Monday 09:00 → Wednesday 09:00", () => {
    expect(answerDeadline(at("2026-11-16T09:00:00Z")).toISOString()).toBe("2026-11-18T09:00:00.000Z");
  });
  it("Thursday 12:00 → Monday 12:00 (Saturday and Sunday skipped)", () => {
    expect(answerDeadline(at("2026-11-19T12:00:00Z")).toISOString()).toBe("2026-11-23T12:00:00.000Z");
  });
  it("Friday 17:00 → Tuesday 17:00", () => {
    expect(answerDeadline(at("2026-11-20T17:00:00Z")).toISOString()).toBe("2026-11-24T17:00:00.000Z");
  });
  it("Saturday or Sunday → the end of Tuesday (the clock starts on Monday)", () => {
    expect(answerDeadline(at("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(answerDeadline(at("2026-11-22T23:30:00Z")).toISOString()).toBe("2026-11-25T00:00:00.000Z");
  });
  it("uses Lisbon's weekend in summer time (UTC+1)", () => {
    // Friday 2026-07-10 22:30 UTC is Friday 23:30 in Lisbon: half an hour of Friday counts
    expect(answerDeadline(at("2026-07-10T22:30:00Z")).toISOString()).toBe("2026-07-14T22:30:00.000Z");
  });
  it("flags requests still waiting past the deadline as overdue, not answered ones", () => {
    const answerBy = answerDeadline(at("2026-11-20T17:00:00Z"));
    expect(isOverdue({ status: "requested", answerBy }, at("2026-11-24T16:59:00Z"))).toBe(false);
    expect(isOverdue({ status: "requested", answerBy }, at("2026-11-24T17:01:00Z"))).toBe(true);
    expect(isOverdue({ status: "approved", answerBy }, at("2026-11-30T00:00:00Z"))).toBe(false);
  });
});

describe("withdrawal and guarantee periods", () => {
  it("ends 14 days after delivery at midnight Lisbon", () => {
    // delivered Tuesday 3 Nov → day 14 is Tuesday 17 Nov → ends at 18 Nov 00:00
    expect(withdrawalDeadline(at("2026-11-03T15:00:00Z")).toISOString()).toBe("2026-11-18T00:00:00.000Z");
  });
  it("moves to the end of Monday when day 14 is a weekend (Regulation 1182/71)", () => {
    // delivered Saturday 7 Nov → day 14 is Saturday 21 Nov → ends with Monday 23 Nov
    expect(withdrawalDeadline(at("2026-11-07T10:00:00Z")).toISOString()).toBe("2026-11-24T00:00:00.000Z");
    // delivered Sunday 8 Nov → day 14 is Sunday 22 Nov → ends with Monday 23 Nov
    expect(withdrawalDeadline(at("2026-11-08T10:00:00Z")).toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });
  it("never gives less than the legal 14 days; a longer window is honoured", () => {
    expect(withdrawalDeadline(at("2026-11-03T15:00:00Z"), 7)).toEqual(withdrawalDeadline(at("2026-11-03T15:00:00Z")));
    expect(withdrawalDeadline(at("2026-11-03T15:00:00Z"), 30).toISOString()).toBe("2026-12-04T00:00:00.000Z");
  });
  it("the guarantee lasts three years", () => {
    expect(guaranteeDeadline(at("2026-11-03T15:00:00Z")).toISOString()).toBe("2029-11-04T00:00:00.000Z");
  });
});

describe("return eligibility", () => {
  const delivered = at("2026-11-03T15:00:00Z");
  const base = { orderStatus: "delivered", deliveredAt: delivered, windowDays: 14 } as const;

  it("a blank item within 14 days of delivery may be withdrawn", () => {
    const r = assessLine({ ...base, kind: "blank", reason: "changed_mind", now: at("2026-11-17T22:00:00Z") });
    expect(r).toMatchObject({ allowed: true, basis: "withdrawal" });
    expect(r.deadline?.toISOString()).toBe("2026-11-18T00:00:00.000Z");
  });
  it("a blank item after 14 days may not be withdrawn", () => {
    const r = assessLine({ ...base, kind: "blank", reason: "does_not_fit", now: at("2026-11-18T00:00:01Z") });
    expect(r).toMatchObject({ allowed: false, code: "WITHDRAWAL_PERIOD_OVER" });
  });
  it("a blank item not delivered yet may be withdrawn (the period has not started)", () => {
    const r = assessLine({
      ...base,
      orderStatus: "shipped",
      deliveredAt: null,
      kind: "blank",
      reason: "changed_mind",
      now: at("2027-01-01T00:00:00Z"),
    });
    expect(r).toMatchObject({ allowed: true, basis: "withdrawal", deadline: null });
  });
  it("custom and sample items are excluded from withdrawal, even on the first day", () => {
    for (const kind of ["custom", "sample"] as const) {
      const r = assessLine({ ...base, kind, reason: "changed_mind", now: at("2026-11-04T10:00:00Z") });
      expect(r).toMatchObject({ allowed: false, code: "CUSTOM_NOT_WITHDRAWABLE" });
    }
  });
  it("a misprinted custom item is always claimable, long after 14 days", () => {
    const r = assessLine({ ...base, kind: "custom", reason: "misprint", now: at("2027-06-01T10:00:00Z") });
    expect(r).toMatchObject({ allowed: true, basis: "claim" });
    expect(r.deadline?.toISOString()).toBe("2029-11-04T00:00:00.000Z");
  });
  it("a damaged blank item after 14 days is a claim, not a withdrawal", () => {
    const r = assessLine({ ...base, kind: "blank", reason: "damaged", now: at("2026-12-20T10:00:00Z") });
    expect(r).toMatchObject({ allowed: true, basis: "claim" });
  });
  it("claims end with the three-year guarantee and need a shipped order", () => {
    expect(assessLine({ ...base, kind: "custom", reason: "misprint", now: at("2029-11-04T00:00:00Z") })).toMatchObject({
      allowed: false,
      code: "GUARANTEE_OVER",
    });
    expect(
      assessLine({ ...base, orderStatus: "paid", deliveredAt: null, kind: "blank", reason: "damaged", now: delivered }),
    ).toMatchObject({ allowed: false, code: "NOT_YET_SHIPPED" });
  });
  it("unpaid, cancelled and refunded orders have nothing to return", () => {
    for (const orderStatus of ["awaiting_payment", "cancelled", "refunded"]) {
      expect(assessLine({ ...base, orderStatus, kind: "blank", reason: "changed_mind", now: delivered })).toMatchObject(
        { allowed: false, code: "ORDER_NOT_RETURNABLE" },
      );
    }
  });
});

describe("refund per line", () => {
  it("splits a line's paid total pro rata and never exceeds it across partial returns", () => {
    const line = { quantity: 3, totalCents: 1000 };
    const a = lineRefundCents(line, 1, 0);
    const b = lineRefundCents(line, 1, 1);
    const c = lineRefundCents(line, 1, 2);
    expect([a, b, c]).toEqual([333, 333, 334]);
    expect(a + b + c).toBe(1000);
    expect(lineRefundCents(line, 5, 2)).toBe(334);
    expect(lineRefundCents(line, 1, 3)).toBe(0);
  });
});
