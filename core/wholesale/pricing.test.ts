import { describe, expect, it } from "vitest";
import { type PriceListEntry, entryFor, priceLadder, priceWholesaleLines, tierFor, tierUnitPrice } from "./pricing.ts";
import { canMoveStage, assertStageMove, STAGE_NUMBER } from "./stage.ts";
import { Conflict } from "../shared/errors.ts";

const HOODIES: PriceListEntry = {
  productId: null,
  garmentType: "hoodie",
  moq: 25,
  tiers: [
    { minQuantity: 100, discountBp: 4000 },
    { minQuantity: 25, discountBp: 3000 },
    { minQuantity: 500, discountBp: 5000 },
  ],
};
const SPECIAL: PriceListEntry = {
  productId: "prd_special",
  garmentType: null,
  moq: 10,
  tiers: [{ minQuantity: 10, unitPriceCents: 1500 }],
};

describe("tiers", () => {
  it("picks the largest threshold at or below the quantity, in any order", () => {
    expect(tierFor(HOODIES.tiers, 24)).toBeNull();
    expect(tierFor(HOODIES.tiers, 25)?.minQuantity).toBe(25);
    expect(tierFor(HOODIES.tiers, 99)?.minQuantity).toBe(25);
    expect(tierFor(HOODIES.tiers, 100)?.minQuantity).toBe(100);
    expect(tierFor(HOODIES.tiers, 10_000)?.minQuantity).toBe(500);
  });

  it("discounts the list price half-up to the cent; fixed prices never exceed the list price", () => {
    expect(tierUnitPrice(4990, { minQuantity: 1, discountBp: 3000 })).toBe(3493); // 4990 − 1497
    expect(tierUnitPrice(4995, { minQuantity: 1, discountBp: 4000 })).toBe(2997); // 4995 − 1998
    expect(tierUnitPrice(1999, { minQuantity: 1, unitPriceCents: 2500 })).toBe(1999);
    expect(tierUnitPrice(1999, null)).toBe(1999);
  });

  it("the ladder lists the MOQ and each tier's unit price in ascending order", () => {
    expect(priceLadder(5000, HOODIES)).toEqual({
      moq: 25,
      tiers: [
        { minQuantity: 25, unitPriceCents: 3500 },
        { minQuantity: 100, unitPriceCents: 3000 },
        { minQuantity: 500, unitPriceCents: 2500 },
      ],
    });
  });

  it("a product's own entry wins over its garment type's", () => {
    expect(entryFor([HOODIES, SPECIAL], { productId: "prd_special", garmentType: "hoodie" })).toBe(SPECIAL);
    expect(entryFor([HOODIES, SPECIAL], { productId: "prd_other", garmentType: "hoodie" })).toBe(HOODIES);
    expect(entryFor([HOODIES], { productId: "prd_tee", garmentType: "t-shirt" })).toBeNull();
  });
});

describe("priceWholesaleLines", () => {
  const line = (key: string, productId: string, quantity: number, listPriceCents = 5000) => ({
    key,
    productId,
    garmentType: "hoodie" as const,
    listPriceCents,
    quantity,
  });

  it("a size run of 120 hoodies over colours and sizes is priced at the 100+ tier on every line", () => {
    const lines = [line("a", "prd_h", 40), line("b", "prd_h", 40), line("c", "prd_h2", 40)];
    const priced = priceWholesaleLines([HOODIES], lines);
    expect(priced.map((p) => p.unitPriceCents)).toEqual([3000, 3000, 3000]);
    expect(priced[0]).toMatchObject({
      scopeQuantity: 120,
      moq: 25,
      moqShortfall: 0,
      nextTier: { minQuantity: 500, unitPriceCents: 2500 },
    });
  });

  it("below the MOQ: list price and the shortfall", () => {
    const [p] = priceWholesaleLines([HOODIES], [line("a", "prd_h", 20)]);
    expect(p).toMatchObject({
      unitPriceCents: 5000,
      moqShortfall: 5,
      covered: true,
      nextTier: { minQuantity: 25, unitPriceCents: 3500 },
    });
  });

  it("MOQ met exactly: no shortfall, first tier", () => {
    const [p] = priceWholesaleLines([HOODIES], [line("a", "prd_h", 25)]);
    expect(p).toMatchObject({ unitPriceCents: 3500, moqShortfall: 0 });
  });

  it("product entries count their own units; uncovered lines keep the list price", () => {
    const priced = priceWholesaleLines(
      [HOODIES, SPECIAL],
      [
        line("s", "prd_special", 12, 2000),
        line("h", "prd_h", 30),
        { ...line("t", "prd_tee", 200, 1500), garmentType: "t-shirt" as const },
      ],
    );
    expect(priced[0]).toMatchObject({ unitPriceCents: 1500, scopeQuantity: 12 });
    expect(priced[1]).toMatchObject({ unitPriceCents: 3500, scopeQuantity: 30 });
    expect(priced[2]).toMatchObject({ unitPriceCents: 1500, covered: false, moqShortfall: 0 });
  });
});

describe("application stages (spec §4: contact 0, review 1, approved 2)", () => {
  it("numbers", () => {
    expect(STAGE_NUMBER).toEqual({ contact: 0, review: 1, approved: 2 });
  });
  it.each([
    ["contact", "review", true],
    ["review", "approved", true],
    ["contact", "declined", true],
    ["review", "declined", true],
    ["contact", "approved", false],
    ["approved", "declined", false],
    ["declined", "review", false],
    ["approved", "review", false],
  ] as const)("%s → %s: %s", (from, to, allowed) => {
    expect(canMoveStage(from, to)).toBe(allowed);
    if (!allowed) expect(() => assertStageMove(from, to)).toThrow(Conflict);
  });
});
