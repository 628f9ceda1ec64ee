import { and, desc, eq } from "drizzle-orm";
import type { LoadedCartLine } from "../cart/load-cart-lines.ts";
import { GARMENT_TYPES, type GarmentType } from "../catalog/garment-types.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { type PriceListEntry, entryFor, priceLadder, priceWholesaleLines, tierFor, tierUnitPrice } from "./pricing.ts";
import { type PriceTier, priceListItemTable, priceListTable, wholesaleApplicationTable } from "./wholesale.sql.ts";

/**
 * The default wholesale price list (ADR 0015), made the first time an application is approved when
 * none exists: every garment type, MOQ 25 units per order, and discounts off the list price of
 * 30 % from 25 units, 40 % from 100, 45 % from 250 and 50 % from 500 (typical blank-apparel
 * wholesale ladders; staff can replace the list per account).
 */
export const DEFAULT_PRICE_LIST = {
  name: "Wholesale standard",
  moq: 25,
  tiers: [
    { minQuantity: 25, discountBp: 3000 },
    { minQuantity: 100, discountBp: 4000 },
    { minQuantity: 250, discountBp: 4500 },
    { minQuantity: 500, discountBp: 5000 },
  ] satisfies PriceTier[],
} as const;

/**
 * The id of the default price list, creating it (with {@link DEFAULT_PRICE_LIST}'s entries) when
 * there is none. Call inside the approving transaction.
 */
export async function ensureDefaultPriceList(ctx: Ctx): Promise<string> {
  const [existing] = await ctx.db.select().from(priceListTable).where(eq(priceListTable.isDefault, true)).limit(1);
  if (existing) return existing.id;
  const now = ctx.now();
  const id = createId("priceList", now.getTime());
  await ctx.db
    .insert(priceListTable)
    .values({ id, name: DEFAULT_PRICE_LIST.name, isDefault: true, createdAt: now, updatedAt: now });
  await ctx.db.insert(priceListItemTable).values(
    GARMENT_TYPES.map((garmentType: GarmentType) => ({
      id: createId("priceListItem", now.getTime()),
      priceListId: id,
      productId: null,
      garmentType,
      moq: DEFAULT_PRICE_LIST.moq,
      tiers: [...DEFAULT_PRICE_LIST.tiers],
      createdAt: now,
      updatedAt: now,
    })),
  );
  return id;
}

/** A customer's wholesale price list: its id, name and entries. */
export interface CustomerPriceList {
  id: string;
  name: string;
  entries: PriceListEntry[];
}

/**
 * The price list of the ctx's actor when they are an approved wholesale customer (role `wholesale` and
 * an approved application with a price list), else null — everyone else sees list prices.
 */
export async function customerPriceList(ctx: Ctx): Promise<CustomerPriceList | null> {
  const actor = ctx.actor;
  if (!actor?.roles.includes("wholesale")) return null;
  const [app] = await ctx.db
    .select({ priceListId: wholesaleApplicationTable.priceListId })
    .from(wholesaleApplicationTable)
    .where(and(eq(wholesaleApplicationTable.userId, actor.userId), eq(wholesaleApplicationTable.stage, "approved")))
    .orderBy(desc(wholesaleApplicationTable.decidedAt))
    .limit(1);
  if (!app?.priceListId) return null;
  const [list] = await ctx.db.select().from(priceListTable).where(eq(priceListTable.id, app.priceListId));
  if (!list) return null;
  const items = await ctx.db.select().from(priceListItemTable).where(eq(priceListItemTable.priceListId, list.id));
  return {
    id: list.id,
    name: list.name,
    entries: items.map((i) => ({ productId: i.productId, garmentType: i.garmentType, moq: i.moq, tiers: i.tiers })),
  };
}

/** Wholesale facts a cart line carries for a wholesale customer (shown in the cart and checkout). */
export interface LineWholesale {
  listPriceCents: number;
  moq: number;
  moqShortfall: number;
  scopeQuantity: number;
  nextTier: { minQuantity: number; unitPriceCents: number } | null;
}

/**
 * Applies the actor's price list to blank cart lines (design lines are priced by the configurator or
 * a quote and stay as they are): each covered line gets its tier's unit price and `wholesale` facts.
 * Lines are returned unchanged for anyone without a price list.
 */
export async function applyWholesalePrices<T extends LoadedCartLine>(
  ctx: Ctx,
  lines: T[],
): Promise<(T & { wholesale?: LineWholesale })[]> {
  const list = await customerPriceList(ctx);
  if (!list) return lines;
  const blank = lines.filter((l) => l.kind === "blank");
  const priced = priceWholesaleLines(
    list.entries,
    blank.map((l) => ({
      key: l.id,
      productId: l.productId,
      garmentType: l.garmentType,
      listPriceCents: l.unitPriceCents,
      quantity: l.quantity,
    })),
  );
  const byKey = new Map(priced.map((p) => [p.key, p]));
  return lines.map((l) => {
    const p = byKey.get(l.id);
    if (!p?.covered) return l;
    return {
      ...l,
      unitPriceCents: p.unitPriceCents,
      wholesale: {
        listPriceCents: p.listPriceCents,
        moq: p.moq,
        moqShortfall: p.moqShortfall,
        scopeQuantity: p.scopeQuantity,
        nextTier: p.nextTier,
      },
    };
  });
}

/** A product's wholesale offer for its page and cards: MOQ and unit price per tier (EUR cents incl. PT VAT). */
export interface ProductWholesaleOffer {
  priceListName: string;
  moq: number;
  tiers: { minQuantity: number; unitPriceCents: number }[];
  /** The unit price at the MOQ (the first price a wholesale customer can pay). */
  fromPriceCents: number;
}

/**
 * The wholesale offer of a product for the actor, or null (not wholesale, or not covered).
 * @param listPriceCents the product's list price (EUR cents incl. PT VAT)
 */
export function productOffer(
  list: CustomerPriceList | null,
  product: { productId: string; garmentType: GarmentType; listPriceCents: number },
): ProductWholesaleOffer | null {
  if (!list) return null;
  const entry = entryFor(list.entries, product);
  if (!entry) return null;
  const ladder = priceLadder(product.listPriceCents, entry);
  return {
    priceListName: list.name,
    moq: ladder.moq,
    tiers: ladder.tiers,
    fromPriceCents: unitPriceAtMoq(entry, product.listPriceCents),
  };
}

/** The unit price at an entry's MOQ (the tier the first wholesale order reaches), EUR cents. */
export function unitPriceAtMoq(entry: PriceListEntry, listPriceCents: number): number {
  return tierUnitPrice(listPriceCents, tierFor(entry.tiers, entry.moq));
}

/**
 * A variant's wholesale price at the MOQ for the product page (its own list price, which may be a
 * variant override), or its list price when the actor has no offer for the product.
 */
export function variantPriceAtMoq(
  list: CustomerPriceList | null,
  product: { productId: string; garmentType: GarmentType },
  listPriceCents: number,
): number {
  const entry = list ? entryFor(list.entries, product) : null;
  return entry ? unitPriceAtMoq(entry, listPriceCents) : listPriceCents;
}
