import { describe, expect, it } from "vitest";
import type { CouponEffect } from "../marketing/coupon-rules.ts";
import { Invalid } from "../shared/errors.ts";
import { type TaxTreatment, taxTreatment } from "../tax/tax-rule.ts";
import {
  allocateLargestRemainder,
  type ComputeTotalsInput,
  computeTotals,
  mulDivHalfUp,
  priceBasis,
  type Totals,
  type TotalsLineInput,
} from "./compute-totals.ts";

const PT = taxTreatment({ country: "PT", postcode: "1100-148" });
const ES = taxTreatment({ country: "ES", postcode: "28001" });
const DE = taxTreatment({ country: "DE", postcode: "10115" });
const GB = taxTreatment({ country: "GB", postcode: "SW1A 1AA" });
const DE_B2B = taxTreatment({ country: "DE", postcode: "10115", business: { vatNumberValidated: true } });
const MADEIRA = taxTreatment({ country: "PT", postcode: "9000-018" });
const AZORES = taxTreatment({ country: "PT", postcode: "9500-150" });

/** Two T-shirts at €19.99 and a sweatshirt at €29.90, shipping €4.90 (all PT-VAT-inclusive). */
const CART: TotalsLineInput[] = [
  { key: "tee", unitPriceCents: 1999, quantity: 2 },
  { key: "sweat", unitPriceCents: 2990, quantity: 1 },
];
const SHIPPING = { priceCents: 490 };

const pct = (percentBp: number): CouponEffect => ({ code: "PCT", kind: "percentage", percentBp, freeShipping: false });
const fixed = (amountCents: number): CouponEffect => ({ code: "FIX", kind: "fixed", amountCents, freeShipping: false });
const FREE_SHIPPING: CouponEffect = { code: "SHIP", kind: "free_shipping", freeShipping: true };

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** The invariants every result must satisfy (compute-totals.ts, `Totals`). */
function expectInvariants(t: Totals, input: ComputeTotalsInput): void {
  for (const l of t.lines) {
    for (const v of [l.unitNetCents, l.unitGrossCents, l.netCents, l.discountCents, l.vatCents, l.totalCents]) {
      expect(Number.isInteger(v) && v >= 0).toBe(true);
    }
    expect(l.totalCents).toBe(l.netCents - l.discountCents + l.vatCents);
    expect(l.discountCents).toBeLessThanOrEqual(l.netCents);
    expect(l.vatRateBp).toBe(input.treatment.rateBp);
  }
  expect(t.pricesIncludeVat).toBe(priceBasis(input.treatment, input.buyer) === "inclusive");
  expect(t.buyer).toBe(input.buyer ?? "consumer");
  const amounts = [
    t.merchandiseCents,
    t.discountCents,
    t.shippingCents,
    t.shippingVatCents,
    t.vatCents,
    t.totalCents,
    t.giftCardAppliedCents,
    t.amountDueCents,
  ];
  for (const v of amounts) expect(Number.isInteger(v) && v >= 0).toBe(true);
  expect(t.merchandiseCents).toBe(sum(t.lines.map((l) => l.netCents)));
  expect(t.discountCents).toBe(sum(t.lines.map((l) => l.discountCents)));
  expect(t.vatCents).toBe(sum(t.lines.map((l) => l.vatCents)) + t.shippingVatCents);
  expect(t.totalCents).toBe(sum(t.lines.map((l) => l.totalCents)) + t.shippingCents + t.shippingVatCents);
  expect(t.totalCents).toBe(t.merchandiseCents - t.discountCents + t.shippingCents + t.vatCents);
  expect(sum(t.vatBreakdown.map((b) => b.vatCents))).toBe(t.vatCents);
  expect(sum(t.vatBreakdown.map((b) => b.netCents))).toBe(t.merchandiseCents - t.discountCents + t.shippingCents);
  expect(t.amountDueCents).toBe(t.totalCents - t.giftCardAppliedCents);
  expect(t.giftCardAppliedCents).toBe(Math.min(input.giftCard?.balanceCents ?? 0, t.totalCents));
}

function run(input: ComputeTotalsInput): Totals {
  const t = computeTotals(input);
  expectInvariants(t, input);
  return t;
}

describe("mulDivHalfUp", () => {
  it("rounds halves up and is exact where floats drift", () => {
    expect(mulDivHalfUp(3250, 2100, 10_000)).toBe(683); // 682.5 → 683
    expect(mulDivHalfUp(1999, 10_000, 12_300)).toBe(1625); // 1625.20…
    expect(mulDivHalfUp(5, 1, 2)).toBe(3); // 2.5 → 3
    expect(mulDivHalfUp(1, 1, 3)).toBe(0);
    // 1.005 € × 100 is 100.49999999999999 in doubles; the exact 100.5 rounds to 101
    expect(mulDivHalfUp(1005, 100, 1000)).toBe(101);
    expect(mulDivHalfUp(9_000_000_000_000, 10_000, 12_300)).toBe(7_317_073_170_732);
  });

  it("refuses negative, fractional or zero-divisor input", () => {
    expect(() => mulDivHalfUp(-1, 1, 1)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(RangeError);
  });
});

describe("allocateLargestRemainder", () => {
  it("splits 100 over three equal weights as 34/33/33 (tie → first)", () => {
    // 100 × 333 / 999 = 33.33 each: floors 33+33+33 = 99, the 1 left goes to the first line
    expect(allocateLargestRemainder(100, [333, 333, 333])).toEqual([34, 33, 33]);
  });

  it("gives the leftover cents to the largest remainders", () => {
    // 10 over [1, 2, 4]: exact shares 1.43, 2.86, 5.71 → floors 1, 2, 5 (= 8); remainders .43 .86 .71
    // → the 2 cents left go to the second and third: 1, 3, 6
    expect(allocateLargestRemainder(10, [1, 2, 4])).toEqual([1, 3, 6]);
  });

  it("never gives a share larger than its weight and sums exactly", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let n = 0; n < 300; n++) {
      const weights = Array.from({ length: 1 + (next() % 6) }, () => next() % 5000);
      const total = next() % (sum(weights) + 1);
      const shares = allocateLargestRemainder(total, weights);
      expect(sum(shares)).toBe(total);
      shares.forEach((s, i) => {
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(weights[i]!);
      });
    }
  });

  it("allocates 0 over zero weights and refuses a positive total there", () => {
    expect(allocateLargestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocateLargestRemainder(1, [0, 0])).toThrow(RangeError);
  });
});

describe("computeTotals — destinations (2 × €19.99 + 1 × €29.90, shipping €4.90)", () => {
  it("PT consumer pays the list prices exactly; VAT 23 % is the VAT part of each gross", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: PT });
    // tee:   gross 2 × 1999 = 3998; VAT = round(3998 × 23/123) = round(747.59) = 748; net 3250
    // sweat: gross 2990; VAT = round(2990 × 23/123) = round(559.11) = 559; net 2431
    // ship:  490; net = round(490 × 100/123) = round(398.37) = 398; VAT 92
    expect(t.lines).toEqual([
      {
        key: "tee",
        quantity: 2,
        unitNetCents: 1625, // round(1999 / 1.23) = round(1625.20)
        unitGrossCents: 1999,
        netCents: 3250,
        discountCents: 0,
        vatRateBp: 2300,
        vatCents: 748,
        totalCents: 3998,
      },
      {
        key: "sweat",
        quantity: 1,
        unitNetCents: 2431, // round(2990 / 1.23) = round(2430.89)
        unitGrossCents: 2990,
        netCents: 2431,
        discountCents: 0,
        vatRateBp: 2300,
        vatCents: 559,
        totalCents: 2990,
      },
    ]);
    expect(t).toMatchObject({
      merchandiseCents: 5681, // 3250 + 2431
      discountCents: 0,
      shippingCents: 398,
      shippingVatCents: 92,
      vatCents: 1399, // 748 + 559 + 92
      totalCents: 7478, // 3998 + 2990 + 490: the list prices
      giftCardAppliedCents: 0,
      amountDueCents: 7478,
      vatBreakdown: [{ rateBp: 2300, netCents: 6079, vatCents: 1399 }], // 3250 + 2431 + 398
      treatment: { kind: "domestic", rateBp: 2300, country: "PT" },
    });
  });

  it("ES consumer pays the same shelf prices as in Portugal; VAT 21 % is extracted from them", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: ES });
    // tee:   gross 3998; VAT = round(3998 × 21/121) = round(693.85) = 694; net 3304
    // sweat: gross 2990; VAT = round(2990 × 21/121) = round(518.93) = 519; net 2471
    // ship:  490; VAT = round(490 × 21/121) = round(85.04) = 85; net 405
    expect(t.lines.map((l) => [l.netCents, l.vatCents, l.totalCents, l.unitGrossCents, l.unitNetCents])).toEqual([
      [3304, 694, 3998, 1999, 1652], // unit net 1999 − round(346.93) = 1652
      [2471, 519, 2990, 2990, 2471],
    ]);
    expect(t).toMatchObject({
      merchandiseCents: 5775, // 3304 + 2471
      shippingCents: 405,
      shippingVatCents: 85,
      vatCents: 1298, // 694 + 519 + 85
      totalCents: 7478, // 3998 + 2990 + 490: the list prices, as in Portugal
      vatBreakdown: [{ rateBp: 2100, netCents: 6180, vatCents: 1298 }], // 3304 + 2471 + 405
      treatment: { kind: "oss", rateBp: 2100, country: "ES" },
      pricesIncludeVat: true,
    });
  });

  it("DE consumer: the same shelf prices, VAT 19 % extracted", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: DE });
    // tee 3998 × 19/119 = 638.34 → 638; sweat 2990 × 19/119 = 477.39 → 477; ship 490 × 19/119 = 78.24 → 78
    expect(t.lines.map((l) => l.vatCents)).toEqual([638, 477]);
    expect(t).toMatchObject({ shippingVatCents: 78, vatCents: 1193, totalCents: 7478 });
  });

  it("UK customer (export) pays the catalogue net price, no VAT", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: GB });
    expect(t.lines.map((l) => [l.unitGrossCents, l.vatCents, l.totalCents])).toEqual([
      [1625, 0, 3250], // round(1999 / 1.23) = 1625
      [2431, 0, 2431],
    ]);
    expect(t).toMatchObject({
      shippingCents: 398,
      shippingVatCents: 0,
      vatCents: 0,
      totalCents: 6079, // 3250 + 2431 + 398
      vatBreakdown: [{ rateBp: 0, netCents: 6079, vatCents: 0 }],
      treatment: { kind: "export", rateBp: 0, country: "GB" },
      pricesIncludeVat: false,
    });
  });

  it("EU business with a validated VAT number: the intra-Community exemption, catalogue net at 0 %", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: DE_B2B });
    expect(t).toMatchObject({
      merchandiseCents: 5681, // 3250 + 2431, the nets of the list prices at 23 %
      shippingCents: 398,
      vatCents: 0,
      totalCents: 6079,
      vatBreakdown: [{ rateBp: 0, netCents: 6079, vatCents: 0 }],
      treatment: { kind: "intra_community_exempt", rateBp: 0 },
      pricesIncludeVat: false,
    });
    // a wholesale account buying with the intra-Community exemption pays the same net
    expect(run({ lines: CART, shipping: SHIPPING, treatment: DE_B2B, buyer: "business" }).totalCents).toBe(6079);
  });

  it("Madeira 22 % and Azores 16 %: the mainland shelf prices, VAT extracted at the regional rate", () => {
    const m = run({ lines: CART, shipping: SHIPPING, treatment: MADEIRA });
    // 3998 × 22/122 = 720.95 → 721; 2990 × 22/122 = 539.18 → 539; 490 × 22/122 = 88.36 → 88
    expect([...m.lines.map((l) => l.vatCents), m.shippingVatCents, m.totalCents]).toEqual([721, 539, 88, 7478]);
    expect(m.vatBreakdown).toEqual([{ rateBp: 2200, netCents: 6130, vatCents: 1348 }]);
    expect(m.treatment).toMatchObject({ kind: "domestic", rateBp: 2200, region: "PT-30" });
    const a = run({ lines: CART, shipping: SHIPPING, treatment: AZORES });
    // 3998 × 16/116 = 551.45 → 551; 2990 × 16/116 = 412.41 → 412; 490 × 16/116 = 67.59 → 68
    expect([...a.lines.map((l) => l.vatCents), a.shippingVatCents, a.totalCents]).toEqual([551, 412, 68, 7478]);
  });

  it("a wholesale buyer keeps net-based prices: Madeira net × 1.22, mainland the list price", () => {
    const m = run({ lines: CART, shipping: SHIPPING, treatment: MADEIRA, buyer: "business" });
    // net 3250 × 0.22 = 715; 2431 × 0.22 = 534.82 → 535; shipping 398 × 0.22 = 87.56 → 88
    expect([...m.lines.map((l) => l.vatCents), m.shippingVatCents, m.totalCents]).toEqual([715, 535, 88, 7417]);
    expect(m).toMatchObject({ merchandiseCents: 5681, pricesIncludeVat: false, buyer: "business" });
    const es = run({ lines: CART, shipping: SHIPPING, treatment: ES, buyer: "business" });
    expect(es).toMatchObject({ merchandiseCents: 5681, vatCents: 1278, totalCents: 7357 }); // net × 1.21 per line
    const pt = run({ lines: CART, shipping: SHIPPING, treatment: PT, buyer: "business" });
    expect(pt).toMatchObject({ merchandiseCents: 5681, vatCents: 1399, totalCents: 7478, pricesIncludeVat: true });
  });

  it("shipping not chosen yet counts as 0 and stays out of the breakdown", () => {
    const t = run({ lines: CART, shipping: null, treatment: ES });
    expect(t).toMatchObject({ shippingCents: 0, shippingVatCents: 0, totalCents: 6988 }); // 3998 + 2990
    expect(t.vatBreakdown).toEqual([{ rateBp: 2100, netCents: 5775, vatCents: 1213 }]);
  });

  it("an empty cart is all zeros", () => {
    const t = run({ lines: [], shipping: null, treatment: PT });
    expect(t).toMatchObject({ totalCents: 0, vatCents: 0, amountDueCents: 0, vatBreakdown: [] });
  });
});

describe("computeTotals — coupons", () => {
  // Three lines whose net is 333 each: round(410 / 1.23) = round(333.33) = 333
  const THREE: TotalsLineInput[] = ["a", "b", "c"].map((key) => ({ key, unitPriceCents: 410, quantity: 1 }));

  it("10 % of 999 net: discount 100 allocated 34/33/33 (DE business with the intra-Community exemption)", () => {
    const t = run({ lines: THREE, shipping: null, treatment: DE_B2B, coupon: pct(1000) });
    // discount = round(999 × 0.10) = round(99.9) = 100; 100 × 333/999 = 33.33 each → 33+33+33, +1 to the first
    expect(t.lines.map((l) => [l.discountCents, l.vatCents, l.totalCents])).toEqual([
      [34, 0, 299],
      [33, 0, 300],
      [33, 0, 300],
    ]);
    expect(t).toMatchObject({ merchandiseCents: 999, discountCents: 100, vatCents: 0, totalCents: 899 });
  });

  it("10 % for an ES consumer comes off the shelf prices, as in Portugal; VAT 21 % extracted", () => {
    const t = run({ lines: THREE, shipping: null, treatment: ES, coupon: pct(1000) });
    // gross 1230; discount 123 = 41 per line; each line pays 369 with VAT round(369 × 21/121 = 64.04) = 64,
    // net 305; net before discount 410 − round(410 × 21/121 = 71.16) = 339, so the net discount is 34
    expect(t.lines.map((l) => [l.netCents, l.discountCents, l.vatCents, l.totalCents])).toEqual([
      [339, 34, 64, 369],
      [339, 34, 64, 369],
      [339, 34, 64, 369],
    ]);
    expect(t).toMatchObject({ merchandiseCents: 1017, discountCents: 102, vatCents: 192, totalCents: 1107 });
  });

  it("10 % for a PT consumer comes off the list prices", () => {
    const t = run({ lines: THREE, shipping: null, treatment: PT, coupon: pct(1000) });
    // gross 3 × 410 = 1230; discount 123 = 41 per line; each line pays 369 with VAT 369 × 23/123 = 69, net 300;
    // net before discount 410 − round(410 × 23/123 = 76.67) = 333, so the net discount is 333 − 300 = 33
    expect(t.lines.map((l) => [l.netCents, l.discountCents, l.vatCents, l.totalCents])).toEqual([
      [333, 33, 69, 369],
      [333, 33, 69, 369],
      [333, 33, 69, 369],
    ]);
    expect(t).toMatchObject({ merchandiseCents: 999, discountCents: 99, vatCents: 207, totalCents: 1107 });
  });

  it("discounts add up exactly over odd amounts (15 % of 1 + 7 + 2431 × 3)", () => {
    const lines = [
      { key: "x", unitPriceCents: 1, quantity: 1 }, // net 1
      { key: "y", unitPriceCents: 9, quantity: 1 }, // net round(7.32) = 7
      { key: "z", unitPriceCents: 2990, quantity: 3 }, // net 3 × 2431 = 7293
    ];
    const t = run({ lines, shipping: null, treatment: GB, coupon: pct(1500) });
    // base 7301; discount round(7301 × 0.15) = round(1095.15) = 1095
    // shares 1095 × [1, 7, 7293] / 7301 = 0.15, 1.05, 1093.80 → floors 0, 1, 1093 (= 1094); the cent left goes
    // to the largest remainder (.80, line z): 0, 1, 1094
    expect(t.lines.map((l) => l.discountCents)).toEqual([0, 1, 1094]);
    expect(t.discountCents).toBe(1095);
  });

  it("a fixed coupon is VAT-inclusive: €10 off the shelf price for PT and ES consumers, its net for exports", () => {
    const pt = run({ lines: CART, shipping: SHIPPING, treatment: PT, coupon: fixed(1000) });
    expect(pt.totalCents).toBe(6478); // 7478 − 1000
    const es = run({ lines: CART, shipping: SHIPPING, treatment: ES, coupon: fixed(1000) });
    // gross 1000 split 3998 : 2990 of 6988 → 572.12 / 427.88 → 572 + 427 = 999, +1 to .88: 572, 428
    // tee pays 3998 − 572 = 3426, VAT round(594.60) = 595, net 2831; net before 3304 → net discount 473
    // sweat pays 2990 − 428 = 2562, VAT round(444.64) = 445, net 2117; net before 2471 → net discount 354
    expect(es.lines.map((l) => [l.discountCents, l.vatCents, l.totalCents])).toEqual([
      [473, 595, 3426],
      [354, 445, 2562],
    ]);
    expect(es).toMatchObject({ discountCents: 827, vatCents: 1125, totalCents: 6478 }); // 7478 − 1000, as in PT
    const gb = run({ lines: CART, shipping: SHIPPING, treatment: GB, coupon: fixed(1000) });
    // net discount round(1000 / 1.23) = round(813.01) = 813, split 3250 : 2431 of 5681
    // → 465.09 / 347.91 → 465 + 347 = 812, +1 to the larger remainder (.91): 465, 348
    expect(gb.lines.map((l) => l.discountCents)).toEqual([465, 348]);
    expect(gb).toMatchObject({ discountCents: 813, vatCents: 0, totalCents: 5266 }); // 6079 − 813
  });

  it("a fixed coupon larger than the merchandise zeroes the goods, never the shipping", () => {
    const pt = run({ lines: CART, shipping: SHIPPING, treatment: PT, coupon: fixed(50_000) });
    expect(pt.lines.map((l) => l.totalCents)).toEqual([0, 0]);
    expect(pt).toMatchObject({ discountCents: 5681, vatCents: 92, totalCents: 490 });
    const es = run({ lines: CART, shipping: SHIPPING, treatment: ES, coupon: fixed(50_000) });
    expect(es).toMatchObject({ discountCents: 5775, vatCents: 85, totalCents: 490 }); // shipping 405 + 85
    const gb = run({ lines: CART, shipping: SHIPPING, treatment: GB, coupon: fixed(50_000) });
    expect(gb).toMatchObject({ discountCents: 5681, vatCents: 0, totalCents: 398 });
  });

  it("100 % off leaves only the shipping", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: DE, coupon: pct(10_000) });
    expect(t).toMatchObject({ discountCents: 5873, totalCents: 490 }); // shipping 412 + 78
  });

  it("free shipping zeroes the shipping and its VAT", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: ES, coupon: FREE_SHIPPING });
    expect(t).toMatchObject({ shippingCents: 0, shippingVatCents: 0, discountCents: 0, totalCents: 6988 });
    expect(t.vatBreakdown).toEqual([{ rateBp: 2100, netCents: 5775, vatCents: 1213 }]);
  });
});

describe("computeTotals — gift cards (multi-purpose vouchers)", () => {
  it("pays part of the total without lowering the VAT", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: PT, giftCard: { balanceCents: 2000 } });
    expect(t).toMatchObject({ vatCents: 1399, totalCents: 7478, giftCardAppliedCents: 2000, amountDueCents: 5478 });
  });

  it("covers the whole total and keeps the rest of the balance", () => {
    const t = run({ lines: CART, shipping: SHIPPING, treatment: PT, giftCard: { balanceCents: 10_000 } });
    // 10000 − 7478 = 2522 stays on the card (the caller debits giftCardAppliedCents)
    expect(t).toMatchObject({ giftCardAppliedCents: 7478, amountDueCents: 0 });
  });

  it("applies after the coupon", () => {
    const t = run({
      lines: CART,
      shipping: SHIPPING,
      treatment: PT,
      coupon: fixed(1000),
      giftCard: { balanceCents: 10_000 },
    });
    expect(t).toMatchObject({ totalCents: 6478, giftCardAppliedCents: 6478, amountDueCents: 0 });
  });
});

describe("computeTotals — one price from the shelf to payment (issue 15)", () => {
  const TEE = (quantity: number): TotalsLineInput[] => [{ key: "tee", unitPriceCents: 2490, quantity }];

  it("a Spanish consumer pays exactly the €24.90 shelf price, of which VAT 21 %", () => {
    const one = run({ lines: TEE(1), shipping: null, treatment: ES });
    // VAT = round(2490 × 21/121) = round(432.15) = 432; net 2058 (a Portuguese buyer: VAT 466, net 2024)
    expect(one.lines[0]).toMatchObject({ unitGrossCents: 2490, netCents: 2058, vatRateBp: 2100, vatCents: 432 });
    expect(one).toMatchObject({ totalCents: 2490, vatCents: 432, amountDueCents: 2490 });
    expect(one.vatBreakdown).toEqual([{ rateBp: 2100, netCents: 2058, vatCents: 432 }]);
    expect(run({ lines: TEE(1), shipping: null, treatment: PT }).vatCents).toBe(466);
  });

  it("ten of them cost exactly 10 × €24.90 = €249.00, VAT extracted from the line", () => {
    const ten = run({ lines: TEE(10), shipping: null, treatment: ES });
    // VAT = round(24900 × 21/121) = round(4321.49) = 4321; net 20579 (not 10 × the rounded unit net 2058)
    expect(ten.lines[0]).toMatchObject({ netCents: 20579, vatCents: 4321, totalCents: 24_900 });
    expect(ten.totalCents).toBe(24_900);
  });

  it("Madeira pays the shelf price with VAT 22 % inside it", () => {
    const t = run({ lines: TEE(1), shipping: null, treatment: MADEIRA });
    // round(2490 × 22/122) = round(449.02) = 449
    expect(t).toMatchObject({ totalCents: 2490, vatCents: 449, merchandiseCents: 2041 });
  });

  it("a percentage coupon is the same saving in Spain as in Portugal", () => {
    const es = run({ lines: TEE(2), shipping: null, treatment: ES, coupon: pct(1000) });
    const pt = run({ lines: TEE(2), shipping: null, treatment: PT, coupon: pct(1000) });
    // 10 % of 4980 = 498 off; 4482 paid; ES VAT round(4482 × 21/121) = round(777.87) = 778
    expect(es).toMatchObject({ totalCents: 4482, vatCents: 778 });
    expect(pt.totalCents).toBe(4482);
  });

  it("a fixed €5 coupon takes €5 off the shelf price in Spain", () => {
    const t = run({ lines: TEE(1), shipping: null, treatment: ES, coupon: fixed(500) });
    // 2490 − 500 = 1990 paid; VAT round(1990 × 21/121) = round(345.37) = 345; net before 2058, after 1645
    expect(t).toMatchObject({ totalCents: 1990, vatCents: 345, discountCents: 413 });
  });

  it("shipping costs its listed €4.90 in Spain, with its VAT 21 % inside", () => {
    const t = run({ lines: TEE(1), shipping: { priceCents: 490 }, treatment: ES });
    // shipping VAT round(490 × 21/121) = round(85.04) = 85, net 405
    expect(t).toMatchObject({ shippingCents: 405, shippingVatCents: 85, vatCents: 517, totalCents: 2980 });
  });

  it("an EU business with a validated VAT number pays the net, at 0 % (the intra-Community exemption)", () => {
    const t = run({ lines: TEE(1), shipping: { priceCents: 490 }, treatment: DE_B2B });
    // round(2490 / 1.23) = round(2024.39) = 2024; shipping 398
    expect(t).toMatchObject({
      totalCents: 2422,
      vatCents: 0,
      treatment: { kind: "intra_community_exempt", rateBp: 0 },
    });
    expect(t.vatBreakdown).toEqual([{ rateBp: 0, netCents: 2422, vatCents: 0 }]);
  });

  it("a UK shopper (export) pays the net", () => {
    const t = run({ lines: TEE(1), shipping: { priceCents: 490 }, treatment: GB });
    expect(t).toMatchObject({ totalCents: 2422, vatCents: 0, pricesIncludeVat: false });
  });

  it("priceBasis: inclusive for every consumer charged VAT, exclusive without VAT or for a business off 23 %", () => {
    expect([PT, ES, DE, MADEIRA, AZORES].map((x) => priceBasis(x))).toEqual(Array(5).fill("inclusive"));
    expect([GB, DE_B2B].map((x) => priceBasis(x))).toEqual(["exclusive", "exclusive"]);
    expect([PT, ES, MADEIRA, DE_B2B].map((x) => priceBasis(x, "business"))).toEqual([
      "inclusive",
      "exclusive",
      "exclusive",
      "exclusive",
    ]);
  });
});

describe("computeTotals — rounding", () => {
  it("a 1-cent line: PT pays 1, ES pays 1, 3 of them in ES pay 3, in the UK 3", () => {
    const one = [{ key: "c", unitPriceCents: 1, quantity: 1 }];
    // PT: gross 1, VAT round(23/123 = 0.19) = 0
    expect(run({ lines: one, shipping: null, treatment: PT }).lines[0]).toMatchObject({
      netCents: 1,
      vatCents: 0,
      totalCents: 1,
    });
    // ES: gross 1, VAT round(21/121 = 0.17) = 0
    expect(run({ lines: one, shipping: null, treatment: ES }).totalCents).toBe(1);
    // ES × 3: gross 3, VAT round(63/121 = 0.52) = 1, net 2
    const three = [{ key: "c", unitPriceCents: 1, quantity: 3 }];
    expect(run({ lines: three, shipping: null, treatment: ES }).lines[0]).toMatchObject({
      netCents: 2,
      vatCents: 1,
      totalCents: 3,
    });
    // UK × 3: unit net round(0.81) = 1, 3 × 1 = 3, no VAT
    expect(run({ lines: three, shipping: null, treatment: GB }).totalCents).toBe(3);
  });

  it("a PT consumer pays the shelf price where re-grossing the unit net would not", () => {
    // 3 cents: unit net round(2.44) = 2, and 2 × 1.23 = 2.46 → 2 would lose a cent; we charge 3
    expect(
      run({ lines: [{ key: "a", unitPriceCents: 3, quantity: 1 }], shipping: null, treatment: PT }).totalCents,
    ).toBe(3);
    // 10 × €19.99: 10 × 1625 × 1.23 = 19987.5 would be €199.88; we charge 19990
    const t = run({ lines: [{ key: "a", unitPriceCents: 1999, quantity: 10 }], shipping: null, treatment: PT });
    // VAT = round(19990 × 23/123) = round(3737.97) = 3738; net 16252
    expect(t.lines[0]).toMatchObject({ netCents: 16252, vatCents: 3738, totalCents: 19990 });
  });

  it("a zero-priced line costs nothing", () => {
    const t = run({ lines: [{ key: "free", unitPriceCents: 0, quantity: 5 }], shipping: null, treatment: DE });
    expect(t.totalCents).toBe(0);
  });

  it("holds its invariants on random carts for every treatment and coupon", () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const treatments: TaxTreatment[] = [PT, ES, DE, GB, DE_B2B, MADEIRA, AZORES];
    const coupons: (CouponEffect | null)[] = [
      null,
      pct(1000),
      pct(333),
      pct(10_000),
      fixed(999),
      fixed(99_999),
      FREE_SHIPPING,
    ];
    for (let n = 0; n < 400; n++) {
      const lines = Array.from({ length: next() % 5 }, (_, i) => ({
        key: `l${i}`,
        unitPriceCents: next() % 20_000,
        quantity: 1 + (next() % 12),
      }));
      const input: ComputeTotalsInput = {
        lines,
        shipping: next() % 3 === 0 ? null : { priceCents: next() % 2000 },
        treatment: treatments[n % treatments.length]!,
        buyer: next() % 4 === 0 ? "business" : "consumer",
        coupon: coupons[next() % coupons.length]!,
        giftCard: next() % 2 === 0 ? null : { balanceCents: next() % 30_000 },
      };
      const t = run(input);
      // the coupon's discount is never more than the merchandise
      expect(t.discountCents).toBeLessThanOrEqual(t.merchandiseCents);
      if (t.pricesIncludeVat && !input.coupon) {
        // VAT-inclusive, at any rate: a consumer pays exactly the list prices
        const list = sum(lines.map((l) => l.unitPriceCents * l.quantity)) + (input.shipping?.priceCents ?? 0);
        expect(t.totalCents).toBe(list);
      }
    }
  });
});

describe("computeTotals — invalid input", () => {
  const line = (over: Partial<TotalsLineInput>): TotalsLineInput => ({
    key: "a",
    unitPriceCents: 100,
    quantity: 1,
    ...over,
  });

  it.each([
    [{ quantity: 0 }, "lines.0.quantity"],
    [{ quantity: 1.5 }, "lines.0.quantity"],
    [{ quantity: 10_001 }, "lines.0.quantity"],
    [{ quantity: -1 }, "lines.0.quantity"],
    [{ unitPriceCents: -1 }, "lines.0.unitPriceCents"],
    [{ unitPriceCents: 19.99 }, "lines.0.unitPriceCents"],
    [{ unitPriceCents: Number.NaN }, "lines.0.unitPriceCents"],
    [{ key: "" }, "lines.0.key"],
  ])("%j → Invalid on %s", (over, field) => {
    const call = () => computeTotals({ lines: [line(over)], shipping: null, treatment: PT });
    expect(call).toThrow(Invalid);
    expect(call).toThrow(expect.objectContaining({ field, code: "INVALID_INPUT", status: 400 }));
  });

  it("accepts quantity 10 000", () => {
    expect(computeTotals({ lines: [line({ quantity: 10_000 })], shipping: null, treatment: PT }).totalCents).toBe(
      1_000_000,
    );
  });

  it.each<[Partial<ComputeTotalsInput>, string]>([
    [{ lines: [line({}), line({})] }, "lines.1.key"],
    [{ shipping: { priceCents: -5 } }, "shipping.priceCents"],
    [{ treatment: { kind: "oss", rateBp: 10_001, country: "ES" } }, "treatment.rateBp"],
    [{ treatment: { kind: "export", rateBp: 2000, country: "GB" } }, "treatment.rateBp"],
    [{ coupon: pct(10_001) }, "coupon.percentBp"],
    [{ coupon: fixed(-1) }, "coupon.amountCents"],
    [{ giftCard: { balanceCents: 1.5 } }, "giftCard.balanceCents"],
    [{ buyer: "shop" as "consumer" }, "buyer"],
  ])("%j → Invalid on %s", (over, field) => {
    const call = () => computeTotals({ lines: [line({})], shipping: null, treatment: PT, ...over });
    expect(call).toThrow(expect.objectContaining({ field, code: "INVALID_INPUT" }));
  });
});
