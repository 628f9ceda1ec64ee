import { asc, eq } from "drizzle-orm";
import type { Parcel } from "../ports/carrier.ts";
import { shippingMethodTable } from "../shipping/shipping.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { pickLocale } from "../shared/locale.ts";
import type { ShippingMethodSnapshot } from "../orders/snapshots.ts";

/** Portuguese standard VAT in basis points: shipping prices are kept VAT-inclusive at this rate. */
const PT_VAT_BP = 2300;

/** Packaging added to every parcel, in grams (poly mailer or box). */
export const PACKAGING_GRAMS = 150;

/** Heaviest parcel UPS Standard takes in one piece here, in grams (heavier orders go as several parcels). */
export const MAX_PARCEL_GRAMS = 20_000;

/** A shipping option offered at checkout; `priceCents` is PT-VAT-inclusive EUR cents (VAT is re-split per destination). */
export interface ShippingOption extends ShippingMethodSnapshot {
  description: string;
  /** True when the free-shipping threshold made it free. */
  free: boolean;
}

/**
 * Splits an order's weight into parcels of at most {@link MAX_PARCEL_GRAMS}, packaging included.
 * @param weightGrams the goods' weight in grams
 */
export function parcelsFor(weightGrams: number): Parcel[] {
  const count = Math.max(1, Math.ceil((weightGrams + PACKAGING_GRAMS) / MAX_PARCEL_GRAMS));
  const each = Math.ceil(weightGrams / count) + PACKAGING_GRAMS;
  return Array.from({ length: count }, () => ({ weightGrams: each }));
}

/**
 * The shipping options for a destination (issue 4): the administrator's active methods that ship to
 * `country` and fit the delivery kind (home address or access point), free from their threshold
 * (`freeOverCents`, compared with the PT-VAT-inclusive merchandise after discount). UPS methods with
 * a service code are priced from a live UPS Rating answer (UPS's net charge plus PT VAT, so the same
 * VAT split applies as for every price) when `liveRates` is set (checkout; the carriers are
 * `ctx.services.carriers`); without it, or when UPS cannot answer, the method keeps its listed price.
 * Sorted by price, then speed.
 */
export async function listShippingOptions(
  ctx: Ctx,
  input: {
    country: string;
    postcode: string | null;
    city: string | null;
    delivery: "address" | "access_point";
    merchandiseCents: number;
    weightGrams: number;
    /** Ask UPS Rating for live prices (checkout); false or absent: listed prices only (the cart page). */
    liveRates?: boolean;
  },
): Promise<ShippingOption[]> {
  const country = input.country.toUpperCase();
  const rows = (
    await ctx.db
      .select()
      .from(shippingMethodTable)
      .where(eq(shippingMethodTable.active, true))
      .orderBy(asc(shippingMethodTable.sortOrder))
  ).filter((m) => m.countries.includes(country) && m.toAccessPoint === (input.delivery === "access_point"));
  const needsLive = input.liveRates === true && rows.some((m) => m.carrier === "ups" && m.serviceCode);
  const liveByService = new Map<string, { netCents: number; transitDays: number | null }>();
  if (needsLive) {
    for (const toAccessPoint of [false, true]) {
      if (!rows.some((m) => m.carrier === "ups" && m.toAccessPoint === toAccessPoint)) continue;
      try {
        const rates = await ctx.services.carriers.upsRates({
          country,
          postcode: input.postcode,
          city: input.city,
          parcels: parcelsFor(input.weightGrams),
          toAccessPoint,
        });
        for (const r of rates) liveByService.set(`${toAccessPoint}:${r.serviceCode}`, r);
      } catch (error) {
        ctx.log.warn({ err: error, country }, "UPS rating unavailable: listed prices used");
      }
    }
  }
  const options = rows.map((m): ShippingOption => {
    const live =
      m.carrier === "ups" && m.serviceCode ? liveByService.get(`${m.toAccessPoint}:${m.serviceCode}`) : undefined;
    const listed = live ? Math.round((live.netCents * (10_000 + PT_VAT_BP)) / 10_000) : m.priceCents;
    const free = m.freeOverCents !== null && input.merchandiseCents >= m.freeOverCents;
    const transit = live?.transitDays ?? null;
    return {
      source: live ? "ups_rate" : "method",
      id: m.id,
      code: m.code,
      carrier: m.carrier,
      name: pickLocale(m.name, ctx.locale),
      names: m.name,
      description: pickLocale(m.description, ctx.locale),
      priceCents: free ? 0 : listed,
      minDays: transit ?? m.minDays,
      maxDays: transit !== null ? Math.max(transit, m.minDays) : m.maxDays,
      serviceCode: m.serviceCode,
      toAccessPoint: m.toAccessPoint,
      free,
    };
  });
  return options.sort((a, b) => a.priceCents - b.priceCents || a.maxDays - b.maxDays);
}

/**
 * The lowest free-shipping threshold of the active home-delivery methods that ship to `country`
 * (EUR cents, compared with the PT-VAT-inclusive merchandise after discount, as
 * {@link listShippingOptions} does), or null when no such method has one. For the cart drawer's
 * "€x away from free shipping" line (issue 15).
 * @param country ISO 3166-1 alpha-2 (any case)
 */
export async function freeShippingThreshold(ctx: Ctx, country: string): Promise<number | null> {
  const code = country.toUpperCase();
  const rows = await ctx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.active, true));
  const thresholds = rows
    .filter((m) => !m.toAccessPoint && m.countries.includes(code) && m.freeOverCents !== null)
    .map((m) => m.freeOverCents as number);
  return thresholds.length ? Math.min(...thresholds) : null;
}
