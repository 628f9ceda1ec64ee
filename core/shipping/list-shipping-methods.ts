import { asc, eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { pickLocale } from "../shared/locale.ts";
import { type Carrier, shippingMethodTable } from "./shipping.sql.ts";

/** A shipping method as offered to shoppers (API `ShippingMethod`). Money in EUR cents; days are business days. */
export interface ShippingMethodView {
  id: string;
  code: string;
  carrier: Carrier;
  name: string;
  description: string;
  priceCents: number;
  freeOverCents: number | null;
  minDays: number;
  maxDays: number;
  countries: string[];
  toAccessPoint: boolean;
}

/**
 * Active shipping methods (spec §7 `GET /api/shippingmethod`), optionally only those shipping to
 * `country` (ISO 3166-1 alpha-2), in sort order, texts in `ctx.locale`.
 */
export async function listShippingMethods(ctx: Ctx, country?: string): Promise<ShippingMethodView[]> {
  // the same few rows for every reader: cached under `cms` (ADR 0026), dropped by every shipping method save
  const rows = await ctx.services.cache.read("cms", "active-shipping-methods", async () =>
    ctx.db
      .select()
      .from(shippingMethodTable)
      .where(eq(shippingMethodTable.active, true))
      .orderBy(asc(shippingMethodTable.sortOrder)),
  );
  return rows
    .filter((r) => !country || r.countries.includes(country.toUpperCase()))
    .map((r) => ({
      id: r.id,
      code: r.code,
      carrier: r.carrier,
      name: pickLocale(r.name, ctx.locale),
      description: pickLocale(r.description, ctx.locale),
      priceCents: r.priceCents,
      freeOverCents: r.freeOverCents,
      minDays: r.minDays,
      maxDays: r.maxDays,
      countries: r.countries,
      toAccessPoint: r.toAccessPoint,
    }));
}
