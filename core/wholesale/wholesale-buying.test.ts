import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { addToCart } from "../cart/add-to-cart.ts";
import { findCart } from "../cart/find-cart.ts";
import { loadCartLines } from "../cart/load-cart-lines.ts";
import { productTable, variantTable } from "../catalog/catalog.sql.ts";
import { getProduct } from "../catalog/get-product.ts";
import { loadProductCards } from "../catalog/product-cards.ts";
import { priceCheckout } from "../checkout/price-checkout.ts";
import { auth_user } from "../customers/auth.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { taxTreatment } from "../tax/tax-rule.ts";
import { businessTaxStatus } from "./applications.ts";
import { ensureDefaultPriceList } from "./price-lists.ts";
import { type VatCheckStatus, wholesaleApplicationTable } from "./wholesale.sql.ts";

let tdb: TestDatabase;
let hoodieVariants: (typeof variantTable.$inferSelect)[];
let hoodieProductId: string;
let hoodieListPrice: number;

beforeAll(async () => {
  tdb = await openTestDatabase();
  const [hoodie] = await tdb.handle.db
    .select()
    .from(productTable)
    .where(and(eq(productTable.garmentType, "hoodie"), eq(productTable.status, "active")))
    .orderBy(asc(productTable.slug))
    .limit(1);
  if (!hoodie) throw new Error("no hoodie in the demo seed");
  hoodieProductId = hoodie.id;
  hoodieListPrice = hoodie.priceCents;
  hoodieVariants = await tdb.handle.db
    .select()
    .from(variantTable)
    .where(eq(variantTable.productId, hoodie.id))
    .orderBy(asc(variantTable.sku));
  for (const v of hoodieVariants) {
    await tdb.handle.db
      .update(variantTable)
      .set({ stock: 1000, priceCentsOverride: null })
      .where(eq(variantTable.id, v.id));
  }
}, 120_000);
afterAll(() => tdb?.close());

/** A customer (role wholesale when `approved`) with an application carrying `euVat` checked as `status`. */
async function buyer(opts: { approved: boolean; euVat?: string | null; status?: VatCheckStatus | null }): Promise<Ctx> {
  const ctx = tdb.ctx();
  const id = createId("user");
  await ctx.db.insert(auth_user).values({
    id,
    name: "Ana Lima",
    email: `${id.toLowerCase()}@example.com`,
    emailVerified: true,
    role: opts.approved ? "customer,wholesale" : "customer",
  });
  const priceListId = opts.approved ? await ensureDefaultPriceList(ctx) : null;
  await ctx.db.insert(wholesaleApplicationTable).values({
    id: createId("wholesaleApplication"),
    userId: id,
    stage: opts.approved ? "approved" : "review",
    brandName: "Lima Studio",
    zip: "28013",
    euVatNumber: opts.euVat ?? null,
    euVatStatus: opts.euVat ? (opts.status ?? "valid") : null,
    locale: "es",
    priceListId,
    decidedAt: opts.approved ? new Date() : null,
  });
  return { ...ctx, actor: { userId: id, roles: opts.approved ? ["customer", "wholesale"] : ["customer"] } };
}

const address = (country: string, postcode: string) => ({
  address: {
    firstName: "Ana",
    lastName: "Lima",
    country,
    streetAddress: "Calle Mayor",
    houseNumber: "1",
    city: "Madrid",
    postcode,
    phone: "+34911234567",
  },
});

async function checkout(ctx: Ctx, draft: ReturnType<typeof address>) {
  const cart = await findCart(ctx, { userId: ctx.actor!.userId, guestToken: null });
  return priceCheckout(ctx, { lines: await loadCartLines(ctx, cart!.id), draft, email: null });
}

async function addHoodies(ctx: Ctx, perVariant: number[]) {
  for (const [i, quantity] of perVariant.entries()) {
    await addToCart(ctx, {
      cart: { userId: ctx.actor!.userId, guestToken: null },
      variantId: hoodieVariants[i]!.id,
      quantity,
    });
  }
}

describe("the tax decision table (issue 7)", () => {
  it("pure rule: PT B2B → PT VAT; ES B2B VIES-valid → the intra-Community exemption; ES unverified → ES VAT; DE consumer → DE VAT; GB business → export", () => {
    expect(taxTreatment({ country: "PT", business: { vatNumberValidated: false } })).toMatchObject({
      kind: "domestic",
      rateBp: 2300,
    });
    expect(taxTreatment({ country: "ES", business: { vatNumberValidated: true } })).toMatchObject({
      kind: "intra_community_exempt",
      rateBp: 0,
    });
    expect(taxTreatment({ country: "ES", business: { vatNumberValidated: false } })).toMatchObject({
      kind: "oss",
      rateBp: 2100,
    });
    expect(taxTreatment({ country: "DE" })).toMatchObject({ kind: "oss", rateBp: 1900 });
    expect(taxTreatment({ country: "GB", business: { vatNumberValidated: false } })).toMatchObject({
      kind: "export",
      rateBp: 0,
    });
  });

  it("business status: only an approved account with a VIES-valid non-PT EU number counts as validated", async () => {
    const status = async (o: Parameters<typeof buyer>[0]) =>
      businessTaxStatus(tdb.ctx(), (await buyer(o)).actor!.userId);
    expect(await status({ approved: true, euVat: "ESA58818501", status: "valid" })).toMatchObject({
      vatNumberValidated: true,
    });
    expect(await status({ approved: true, euVat: "ESA58818501", status: "unavailable" })).toMatchObject({
      vatNumberValidated: false,
    });
    expect(await status({ approved: true, euVat: "ESA58818501", status: "invalid" })).toMatchObject({
      vatNumberValidated: false,
    });
    expect(await status({ approved: true, euVat: "PT501964843", status: "valid" })).toMatchObject({
      vatNumberValidated: false,
    });
    expect(await status({ approved: false, euVat: "ESA58818501", status: "valid" })).toBeNull();
    expect(await businessTaxStatus(tdb.ctx(), null)).toBeNull();
  });

  it("checkout: ES wholesale with a VIES-valid number pays no VAT (the intra-Community exemption)", async () => {
    const ctx = await buyer({ approved: true, euVat: "ESA58818501", status: "valid" });
    await addHoodies(ctx, [60, 60]);
    const pricing = await checkout(ctx, address("ES", "28013"));
    expect(pricing.treatment).toMatchObject({ kind: "intra_community_exempt", rateBp: 0, country: "ES" });
    expect(pricing.totals.vatCents).toBe(0);
    expect(pricing.problems.map((p) => p.code)).not.toContain("BELOW_MOQ");
  });

  it("checkout: ES wholesale with an unverified number pays Spanish VAT until it is verified", async () => {
    const ctx = await buyer({ approved: true, euVat: "ESA58818501", status: "unavailable" });
    await addHoodies(ctx, [30]);
    const pricing = await checkout(ctx, address("ES", "28013"));
    expect(pricing.treatment).toMatchObject({ kind: "oss", rateBp: 2100 });
    expect(pricing.totals.vatCents).toBeGreaterThan(0);
  });

  it("checkout: a PT business pays Portuguese VAT; a GB business delivery is an export; a DE consumer pays German VAT", async () => {
    const pt = await buyer({ approved: true, euVat: "PT501964843", status: "valid" });
    await addHoodies(pt, [25]);
    expect((await checkout(pt, address("PT", "1100-148"))).treatment).toMatchObject({ kind: "domestic", rateBp: 2300 });
    const gb = await buyer({ approved: true, euVat: null });
    await addHoodies(gb, [25]);
    expect((await checkout(gb, address("GB", "SW1A 1AA"))).treatment).toMatchObject({ kind: "export", rateBp: 0 });
    const consumer = await buyer({ approved: false });
    await addHoodies(consumer, [1]);
    expect((await checkout(consumer, address("DE", "10115"))).treatment).toMatchObject({ kind: "oss", rateBp: 1900 });
  });
});

describe("one price from shelf to payment (issue 15) and the wholesale exception", () => {
  const lineTotals = (pricing: Awaited<ReturnType<typeof checkout>>) =>
    pricing.totals.lines.reduce((sum, l) => sum + l.totalCents, 0);

  it("a consumer pays the list price in Spain, Madeira and the Azores, VAT extracted at the local rate", async () => {
    const consumer = await buyer({ approved: false });
    await addHoodies(consumer, [2]);
    for (const [country, postcode, rateBp] of [
      ["ES", "28013", 2100],
      ["PT", "9000-018", 2200],
      ["PT", "9500-150", 1600],
      ["PT", "1100-148", 2300],
    ] as const) {
      const pricing = await checkout(consumer, address(country, postcode));
      expect(pricing.totals).toMatchObject({ buyer: "consumer", pricesIncludeVat: true });
      expect(pricing.treatment.rateBp).toBe(rateBp);
      expect(lineTotals(pricing)).toBe(hoodieListPrice * 2);
      const gross = hoodieListPrice * 2;
      expect(pricing.totals.vatCents).toBe(Math.round((gross * rateBp) / (10_000 + rateBp)));
    }
  });

  it("a wholesale buyer with a PT NIF keeps net-based prices: the tier price on the mainland, net × 1.22 in Madeira", async () => {
    const pt = await buyer({ approved: true, euVat: "PT501964843", status: "valid" });
    await addHoodies(pt, [25]);
    const mainland = await checkout(pt, address("PT", "1100-148"));
    const tier = mainland.lines[0]!.unitPriceCents;
    expect(tier).toBeLessThan(hoodieListPrice);
    expect(mainland.totals).toMatchObject({ buyer: "business", pricesIncludeVat: true });
    expect(lineTotals(mainland)).toBe(tier * 25);
    const madeira = await checkout(pt, address("PT", "9000-018"));
    expect(madeira.treatment).toMatchObject({ kind: "domestic", rateBp: 2200 });
    expect(madeira.totals).toMatchObject({ buyer: "business", pricesIncludeVat: false });
    const net = Math.round((tier * 10_000) / 12_300) * 25;
    expect(madeira.totals.merchandiseCents).toBe(net);
    expect(lineTotals(madeira)).toBe(net + Math.round((net * 2200) / 10_000));
  });
});

describe("wholesale prices everywhere (issue 7)", () => {
  it("cart lines: 120 hoodies over sizes are at the 100+ tier (40 % off); a consumer pays the list price", async () => {
    const ctx = await buyer({ approved: true, euVat: "ESA58818501", status: "valid" });
    await addHoodies(ctx, [40, 40, 40]);
    const cart = await findCart(ctx, { userId: ctx.actor!.userId, guestToken: null });
    const lines = await loadCartLines(ctx, cart!.id);
    const expected = hoodieListPrice - Math.round((hoodieListPrice * 4000) / 10_000);
    expect(lines.map((l) => l.unitPriceCents)).toEqual([expected, expected, expected]);
    expect(lines[0]?.wholesale).toMatchObject({
      listPriceCents: hoodieListPrice,
      scopeQuantity: 120,
      moq: 25,
      moqShortfall: 0,
    });

    const consumer = await buyer({ approved: false });
    await addHoodies(consumer, [2]);
    const consumerCart = await findCart(consumer, { userId: consumer.actor!.userId, guestToken: null });
    const [line] = await loadCartLines(consumer, consumerCart!.id);
    expect(line?.unitPriceCents).toBe(hoodieListPrice);
    expect(line?.wholesale).toBeUndefined();
  });

  it("below the MOQ the checkout is blocked with BELOW_MOQ naming the missing units", async () => {
    const ctx = await buyer({ approved: true, euVat: "ESA58818501", status: "valid" });
    await addHoodies(ctx, [10, 5]);
    const pricing = await checkout(ctx, address("ES", "28013"));
    expect(pricing.problems).toContainEqual(expect.objectContaining({ code: "BELOW_MOQ", moq: 25, missing: 10 }));
  });

  it("product page and cards: the wholesale price at the MOQ with the list price to compare, and the tiers", async () => {
    const ctx = await buyer({ approved: true, euVat: "ESA58818501", status: "valid" });
    const product = await getProduct(ctx, hoodieProductId);
    const atMoq = hoodieListPrice - Math.round((hoodieListPrice * 3000) / 10_000);
    expect(product.priceCents).toBe(atMoq);
    expect(product.compareAtPriceCents).toBe(hoodieListPrice);
    expect(product.wholesale).toMatchObject({ moq: 25, fromPriceCents: atMoq });
    expect(product.wholesale?.tiers.map((t) => t.minQuantity)).toEqual([25, 100, 250, 500]);
    const [card] = await loadProductCards(ctx, [hoodieProductId]);
    expect(card).toMatchObject({ priceCents: atMoq, compareAtPriceCents: hoodieListPrice });

    const anonymous = tdb.ctx();
    expect((await getProduct(anonymous, hoodieProductId)).wholesale).toBeNull();
    expect((await loadProductCards(anonymous, [hoodieProductId]))[0]?.priceCents).toBe(hoodieListPrice);
  });
});
