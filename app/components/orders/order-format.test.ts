import { describe, expect, it } from "vitest";
import {
  attachmentHref,
  describeOrderEvent,
  formatCountdown,
  formatDateTime,
  formatFileSize,
  formatRate,
  groupReference,
  orderHref,
  portugueseMobile,
  timelineSteps,
} from "./order-format.ts";

describe("orderHref", () => {
  it("keeps a guest's token on the same order's pages", () => {
    expect(orderHref("order", "ord_1", "tok-_1")).toBe("/user/order/ord_1?token=tok-_1");
    expect(orderHref("track", "ord_1", "tok")).toBe("/user/order/ord_1/track?token=tok");
    expect(orderHref("payment", "ord_1", "tok")).toBe("/payment?order=ord_1&token=tok");
    expect(orderHref("return", "ord_1", "tok", { payment: "pay_2" })).toBe(
      "/payment/return?order=ord_1&payment=pay_2&token=tok",
    );
    expect(orderHref("order", "ord_1", "tok", { paid: "1" })).toBe("/user/order/ord_1?paid=1&token=tok");
  });

  it("has no token for a signed-in owner", () => {
    expect(orderHref("order", "ord_1", null)).toBe("/user/order/ord_1");
    expect(orderHref("payment", "ord_1", "")).toBe("/payment?order=ord_1");
  });

  it("escapes ids and tokens", () => {
    expect(orderHref("order", "a/b", "x&y=z")).toBe("/user/order/a%2Fb?token=x%26y%3Dz");
    expect(attachmentHref("ord_1", "upl_2", "a+b")).toBe("/api/order/ord_1/attachment/upl_2?token=a%2Bb");
    expect(attachmentHref("ord_1", "upl_2", null)).toBe("/api/order/ord_1/attachment/upl_2");
  });
});

describe("formatting", () => {
  it("groups a Multibanco reference 3-3-3", () => {
    expect(groupReference("123456789")).toBe("123 456 789");
    expect(groupReference("123 456 789")).toBe("123 456 789");
    expect(groupReference("12345")).toBe("123 45");
  });

  it("writes file sizes in the language's numbers", () => {
    expect(formatFileSize(820, "en")).toBe("820 B");
    expect(formatFileSize(34_400, "en")).toBe("34 KB");
    expect(formatFileSize(2_400_000, "en")).toBe("2.4 MB");
    expect(formatFileSize(2_400_000, "pt")).toBe("2,4 MB");
  });

  it("shows times in Lisbon", () => {
    // 23:30 UTC in winter is 23:30 in Lisbon; in summer (UTC+1) it is 00:30 the next day
    expect(formatDateTime("2026-01-10T23:30:00Z", "en")).toContain("23:30");
    expect(formatDateTime("2026-07-10T23:30:00Z", "en")).toMatch(/11 Jul 2026.*00:30/);
    expect(formatDateTime("2026-07-10T23:30:00Z", "pt")).toMatch(/11\/07\/2026.*00:30|11 de jul\. de 2026.*00:30/);
  });

  it("writes VAT rates as percentages", () => {
    expect(formatRate(2300, "en")).toBe("23");
    expect(formatRate(650, "pt")).toBe("6,5");
    expect(formatRate(0, "es")).toBe("0");
  });

  it("counts down in m:ss", () => {
    expect(formatCountdown(300)).toBe("5:00");
    expect(formatCountdown(61.9)).toBe("1:01");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(-3)).toBe("0:00");
  });

  it("finds Portuguese mobile numbers only", () => {
    expect(portugueseMobile("+351912345678")).toBe("912 345 678");
    expect(portugueseMobile("+351253000000")).toBe("");
    expect(portugueseMobile("+34612345678")).toBe("");
    expect(portugueseMobile(null)).toBe("");
  });
});

describe("timelineSteps", () => {
  const placed = { at: "2026-01-01T10:00:00Z", toStatus: "awaiting_payment" };
  const paid = { at: "2026-01-01T10:05:00Z", toStatus: "paid" };

  it("marks the steps reached and the current one", () => {
    const steps = timelineSteps("paid", [placed, { at: "2026-01-01T10:01:00Z", toStatus: null }, paid]);
    expect(steps.map((s) => [s.status, s.reached, s.current, s.at])).toEqual([
      ["awaiting_payment", true, false, placed.at],
      ["paid", true, true, paid.at],
      ["in_production", false, false, null],
      ["shipped", false, false, null],
      ["delivered", false, false, null],
    ]);
  });

  it("counts a skipped step as passed", () => {
    const steps = timelineSteps("shipped", [placed, paid, { at: "2026-01-02T00:00:00Z", toStatus: "shipped" }]);
    expect(steps.find((s) => s.status === "in_production")).toMatchObject({ reached: true, at: null });
    expect(steps.find((s) => s.status === "shipped")).toMatchObject({ current: true });
  });

  it("ends a cancelled order after the steps it reached", () => {
    const cancelled = { at: "2026-01-01T10:40:00Z", toStatus: "cancelled" };
    expect(timelineSteps("cancelled", [placed, cancelled]).map((s) => [s.status, s.current])).toEqual([
      ["awaiting_payment", false],
      ["cancelled", true],
    ]);
    const refunded = { at: "2026-01-03T00:00:00Z", toStatus: "refunded" };
    expect(timelineSteps("refunded", [placed, paid, refunded]).map((s) => s.status)).toEqual([
      "awaiting_payment",
      "paid",
      "refunded",
    ]);
  });
});

describe("describeOrderEvent", () => {
  const event = (
    type: string,
    note: string | null,
    toStatus: string | null = null,
    fromStatus: string | null = null,
  ) => ({
    type,
    note,
    toStatus,
    fromStatus,
  });

  it("names status changes, the first one as placing the order", () => {
    expect(describeOrderEvent(event("status", null, "awaiting_payment"))).toEqual({
      key: "history.status.placed",
      params: {},
    });
    expect(describeOrderEvent(event("status", null, "paid", "awaiting_payment")).key).toBe("history.status.paid");
  });

  it("translates the system's notes and keeps a person's", () => {
    expect(
      describeOrderEvent(event("status", "payment not received in time", "cancelled", "awaiting_payment")),
    ).toEqual({ key: "history.status.cancelled", params: {}, reason: "notPaidInTime" });
    expect(describeOrderEvent(event("status", "Printed twice, sorry", "in_production", "paid"))).toEqual({
      key: "history.status.in_production",
      params: {},
      note: "Printed twice, sorry",
    });
    expect(describeOrderEvent(event("status", "UPS delivered", "delivered", "shipped"))).toEqual({
      key: "history.deliveredBy",
      params: { carrier: "UPS" },
    });
  });

  it("says what happened to payments, without codes", () => {
    expect(describeOrderEvent(event("payment", "card payment declined (E0500)"))).toEqual({
      key: "history.payment.declined",
      params: { method: "card" },
    });
    expect(describeOrderEvent(event("payment", "mbway payment received")).key).toBe("history.payment.received");
    expect(describeOrderEvent(event("payment", "MB WAY request sent")).key).toBe("history.payment.mbwaySent");
    expect(describeOrderEvent(event("payment", "second payment of a paid order: refund due")).key).toBe(
      "history.payment.refundDue",
    );
    expect(describeOrderEvent(event("payment", "something new")).key).toBe("history.payment.other");
  });

  it("describes shipments and replies", () => {
    expect(describeOrderEvent(event("shipment", "UPS 1Z999AA10123456784"))).toEqual({
      key: "history.shipment",
      params: { carrier: "UPS", tracking: "1Z999AA10123456784" },
    });
    expect(describeOrderEvent(event("note", "the shop replied")).key).toBe("history.shopReplied");
  });
});
