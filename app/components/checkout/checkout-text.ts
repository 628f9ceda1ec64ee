import type { OpeningHours } from "../../../core/orders/snapshots.ts";
import type { RefusalView } from "./checkout-data.ts";

/**
 * Pure text helpers of the checkout page: opening hours by weekday, the message of a refused
 * code, a VAT rate for reading, and the delivery estimate's key.
 */

/** One weekday's opening hours as shown: ISO day (1 = Monday) and "09:00–13:00, 14:30–19:00", or null when closed. */
export interface WeekdayHours {
  day: number;
  hours: string | null;
}

/** Opening hours grouped by weekday, Monday to Sunday; days without hours are closed. */
export function hoursByWeekday(openingHours: readonly OpeningHours[]): WeekdayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const ranges = openingHours
      .filter((h) => h.day === day)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((h) => `${h.open}–${h.close}`);
    return { day, hours: ranges.length ? ranges.join(", ") : null };
  });
}

/** A VAT rate in basis points for reading: 2300 → "23", 550 → "5.5" (decimal comma for pt/es). */
export function ratePercent(rateBp: number, locale: string): string {
  const value = rateBp / 100;
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, "");
  return locale === "en" ? text : text.replace(".", ",");
}

/**
 * The translation of a refused coupon or gift card code (`checkout:refusals.<error>`) and its values:
 * the minimum spend and what is missing (formatted by `money`), the end or start date, the limit.
 */
export function refusalMessage(
  refusal: RefusalView,
  money: (cents: number) => string,
  date: (iso: string) => string,
): { key: string; values: Record<string, string | number> } {
  const d = refusal.details;
  const values: Record<string, string | number> = { code: refusal.code };
  if (typeof d.minSpendCents === "number") values.minimum = money(d.minSpendCents);
  if (typeof d.shortfallCents === "number") values.missing = money(d.shortfallCents);
  if (typeof d.endsAt === "string") values.date = date(d.endsAt);
  if (typeof d.startsAt === "string") values.date = date(d.startsAt);
  const known = [
    "COUPON_NOT_FOUND",
    "COUPON_INACTIVE",
    "COUPON_NOT_STARTED",
    "COUPON_EXPIRED",
    "COUPON_MIN_SPEND",
    "COUPON_USAGE_LIMIT",
    "COUPON_CUSTOMER_LIMIT",
    "GIFT_CARD_NOT_FOUND",
    "GIFT_CARD_EXPIRED",
    "GIFT_CARD_EMPTY",
  ];
  return { key: `refusals.${known.includes(refusal.error) ? refusal.error : "UNKNOWN"}`, values };
}

/** The delivery estimate's key and values: "2 business days" or "3–6 business days". */
export function deliveryEstimate(minDays: number, maxDays: number): { key: string; values: Record<string, number> } {
  return minDays === maxDays
    ? { key: "shipping.days", values: { count: maxDays } }
    : { key: "shipping.daysRange", values: { min: minDays, max: maxDays, count: maxDays } };
}
