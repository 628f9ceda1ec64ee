import type { Ctx } from "../shared/ctx.ts";
import { type Locale, SHOP_TIME_ZONE } from "../shared/locale.ts";
import { listShippingMethods } from "./list-shipping-methods.ts";
import { dateTimeFormat } from "../shared/intl-format.ts";

/** The time zone the shop works in: "today" and weekends are Lisbon's. */

/** The delivery country assumed on a product page, by the reader's language (no address known yet). */
const COUNTRY_BY_LOCALE: Record<Locale, string> = { en: "PT", pt: "PT", es: "ES" };

/** A delivery window shown beside "Add to cart" (issue 15). Dates are calendar days `YYYY-MM-DD` in Lisbon. */
export interface DeliveryEstimate {
  /** ISO 3166-1 alpha-2 country the estimate is for. */
  country: string;
  /** The shipping method it is based on (its name in `ctx.locale`). */
  method: string;
  earliest: string;
  latest: string;
}

/** `date`'s calendar day in Lisbon, as a UTC-midnight Date (for day arithmetic). */
function lisbonDay(date: Date): Date {
  const parts = dateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
  return new Date(`${parts}T00:00:00Z`);
}

/**
 * The day `businessDays` working days after `from` (a UTC-midnight day), skipping Saturdays and
 * Sundays (public holidays are not modelled, as in core/returns/rules.ts: ADR 0016).
 * @returns `YYYY-MM-DD`
 */
export function addBusinessDays(from: Date, businessDays: number): string {
  const day = new Date(from.getTime());
  let left = Math.max(0, Math.floor(businessDays));
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * When a blank garment ordered now would arrive: the first active shipping method (in the shop's
 * order) that delivers to the reader's country (by language: pt/en → Portugal, es → Spain) to an
 * address (access points and collection are left out unless nothing else ships there), its
 * `minDays`–`maxDays` business days added to today in Lisbon, weekends skipped.
 * @returns null when no active method ships there
 */
export async function estimateDelivery(ctx: Ctx): Promise<DeliveryEstimate | null> {
  const country = COUNTRY_BY_LOCALE[ctx.locale] ?? "PT";
  const methods = await listShippingMethods(ctx, country);
  const method = methods.find((m) => !m.toAccessPoint && m.priceCents > 0) ?? methods[0];
  if (!method) return null;
  const today = lisbonDay(ctx.now());
  return {
    country,
    method: method.name,
    earliest: addBusinessDays(today, method.minDays),
    latest: addBusinessDays(today, method.maxDays),
  };
}
