import type { GarmentType } from "../catalog/garment-types.ts";
import { mulDivHalfUp } from "../checkout/compute-totals.ts";
import type { PriceTier } from "./wholesale.sql.ts";

/**
 * Wholesale prices (issue 7): a price list holds, per product or per garment type, a minimum order
 * quantity (MOQ) and quantity tiers. Pure functions; money in EUR cents including Portuguese VAT, like
 * catalogue prices (the VAT treatment is applied afterwards by compute-totals, so an exempt intra-Community
 * buyer pays the net of these prices).
 *
 * Rules (ADR 0015):
 * 1. The entry for a product wins over the entry for its garment type.
 * 2. The quantity that picks the tier and meets the MOQ is the units of the entry's scope in the cart:
 *    all variants (colours and sizes) of the product, or all products of the garment type. A size run
 *    of 120 hoodies in 3 colours × 5 sizes is one quantity, 120.
 * 3. The tier is the one with the largest `minQuantity` ≤ that quantity; a tier gives a fixed unit price
 *    or a discount in basis points off the line's list price (rounded half-up to the cent). The
 *    wholesale price is never above the list price.
 * 4. Below the first tier the list price applies. Below the MOQ the line cannot be ordered (checkout
 *    problem `BELOW_MOQ` says how many more are needed).
 */
export interface PriceListEntry {
  productId: string | null;
  garmentType: GarmentType | null;
  moq: number;
  tiers: PriceTier[];
}

/** Finds the entry that prices a product (rule 1), or null when the list does not cover it. */
export function entryFor(
  entries: readonly PriceListEntry[],
  product: { productId: string; garmentType: GarmentType },
): PriceListEntry | null {
  return (
    entries.find((e) => e.productId === product.productId) ??
    entries.find((e) => e.productId === null && e.garmentType === product.garmentType) ??
    null
  );
}

/** The key that groups quantities for an entry (rule 2). */
export function scopeKey(entry: PriceListEntry): string {
  return entry.productId ? `product:${entry.productId}` : `garment:${entry.garmentType}`;
}

/** The tier for `quantity` (rule 3), or null below the first tier. Tiers need not be sorted. */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const t of tiers) if (t.minQuantity <= quantity && (!best || t.minQuantity > best.minQuantity)) best = t;
  return best;
}

/**
 * The unit price at a tier (rule 3): the fixed price, or the list price less the discount, never
 * above the list price.
 * @param listPriceCents the catalogue unit price, EUR cents incl. PT VAT
 */
export function tierUnitPrice(listPriceCents: number, tier: PriceTier | null): number {
  if (!tier) return listPriceCents;
  if (tier.unitPriceCents !== undefined) return Math.min(tier.unitPriceCents, listPriceCents);
  const discount = mulDivHalfUp(listPriceCents, Math.min(Math.max(tier.discountBp ?? 0, 0), 10_000), 10_000);
  return listPriceCents - discount;
}

/** A product's wholesale ladder for display: the MOQ and the unit price from each tier's quantity. */
export function priceLadder(
  listPriceCents: number,
  entry: PriceListEntry,
): { moq: number; tiers: { minQuantity: number; unitPriceCents: number }[] } {
  return {
    moq: entry.moq,
    tiers: [...entry.tiers]
      .sort((a, b) => a.minQuantity - b.minQuantity)
      .map((t) => ({ minQuantity: t.minQuantity, unitPriceCents: tierUnitPrice(listPriceCents, t) })),
  };
}

/** A line to price: its list price, units and the product it sells. */
export interface WholesaleLineInput {
  key: string;
  productId: string;
  garmentType: GarmentType;
  listPriceCents: number;
  quantity: number;
}

/** A line after wholesale pricing. `moqShortfall` > 0 when the scope is below its MOQ. */
export interface WholesaleLinePrice {
  key: string;
  unitPriceCents: number;
  listPriceCents: number;
  /** Units of the entry's scope in the cart (rule 2); 0 when no entry covers the line. */
  scopeQuantity: number;
  moq: number;
  /** Units still missing to reach the MOQ (0 when met or not covered). */
  moqShortfall: number;
  /** The next tier's threshold and unit price, to tell the buyer ("from 100: €x"), or null. */
  nextTier: { minQuantity: number; unitPriceCents: number } | null;
  covered: boolean;
}

/**
 * Prices lines with a price list (rules 1–4).
 * @returns one result per input line, same order
 */
export function priceWholesaleLines(
  entries: readonly PriceListEntry[],
  lines: readonly WholesaleLineInput[],
): WholesaleLinePrice[] {
  const scopeTotals = new Map<string, number>();
  const entryOf = lines.map((l) => entryFor(entries, l));
  lines.forEach((l, i) => {
    const e = entryOf[i];
    if (e) scopeTotals.set(scopeKey(e), (scopeTotals.get(scopeKey(e)) ?? 0) + l.quantity);
  });
  return lines.map((l, i) => {
    const e = entryOf[i];
    if (!e) {
      return {
        key: l.key,
        unitPriceCents: l.listPriceCents,
        listPriceCents: l.listPriceCents,
        scopeQuantity: 0,
        moq: 1,
        moqShortfall: 0,
        nextTier: null,
        covered: false,
      };
    }
    const qty = scopeTotals.get(scopeKey(e)) ?? l.quantity;
    const tier = tierFor(e.tiers, qty);
    const next = [...e.tiers].filter((t) => t.minQuantity > qty).sort((a, b) => a.minQuantity - b.minQuantity)[0];
    return {
      key: l.key,
      unitPriceCents: tierUnitPrice(l.listPriceCents, tier),
      listPriceCents: l.listPriceCents,
      scopeQuantity: qty,
      moq: e.moq,
      moqShortfall: Math.max(0, e.moq - qty),
      nextTier: next ? { minQuantity: next.minQuantity, unitPriceCents: tierUnitPrice(l.listPriceCents, next) } : null,
      covered: true,
    };
  });
}
