import { describe, expect, it } from "vitest";
import { type ComputeTotalsInput, computeTotals } from "../../../core/checkout/compute-totals.ts";
import { taxTreatment } from "../../../core/tax/tax-rule.ts";
import { lineUnit, shippingShownCents, summaryFigures } from "./summary-figures.ts";

/** The server's totals for `lines` and the figures the summary shows from them. */
function figures(
  lines: { key: string; unitPriceCents: number; quantity: number; shownQuantity?: number }[],
  extra: Omit<ComputeTotalsInput, "lines">,
  business = false,
) {
  const totals = computeTotals({
    buyer: business ? "business" : "consumer",
    ...extra,
    lines: lines.map(({ shownQuantity: _s, ...l }) => l),
  });
  const byKey = new Map(totals.lines.map((l) => [l.key, l]));
  return summaryFigures({
    lines: lines.map((l) => {
      const t = byKey.get(l.key)!;
      return {
        id: l.key,
        quantity: l.shownQuantity ?? l.quantity,
        listCents: l.unitPriceCents * l.quantity,
        netCents: t.netCents,
        discountCents: t.discountCents,
        vatRateBp: t.vatRateBp,
        vatCents: t.vatCents,
        totalCents: t.totalCents,
      };
    }),
    totals,
    treatment: totals.treatment,
    business,
  });
}

const pt = taxTreatment({ country: "PT", postcode: "1000-001" });
const es = taxTreatment({ country: "ES", postcode: "28001" });
const deBusiness = taxTreatment({ country: "DE", postcode: "10115", business: { vatNumberValidated: true } });
const madeira = taxTreatment({ country: "PT", postcode: "9000-018" });
const gb = taxTreatment({ country: "GB", postcode: "SW1A 1AA" });

describe("summaryFigures (issue 15: prices shown one way)", () => {
  it("shows a Portuguese consumer the shelf prices, the discount saved and shipping with VAT", () => {
    const f = figures(
      [
        { key: "tee", unitPriceCents: 1490, quantity: 1 },
        { key: "hoodie", unitPriceCents: 3500, quantity: 1 },
      ],
      {
        shipping: { priceCents: 490 },
        treatment: pt,
        coupon: { code: "WELCOME10", kind: "percentage", percentBp: 1000, freeShipping: false },
      },
    );
    expect(f.basis).toBe("gross");
    expect(f.lines.map((l) => [l.unitCents, l.lineCents])).toEqual([
      [1490, 1490],
      [3500, 3500],
    ]);
    expect(f.itemsCents).toBe(4990);
    expect(f.discountCents).toBe(499); // 10 % of €49.90, as the shopper saves it
    expect(f.shippingCents).toBe(490);
    expect(f.itemsCents - f.discountCents + f.shippingCents).toBe(f.totalCents);
    expect(f.vat).toHaveLength(1);
    expect(f.vat[0]?.rateBp).toBe(2300);
  });

  it("shows a Spanish consumer the same shelf prices, discount and shipping as a Portuguese one (issue 15)", () => {
    const lines = [
      { key: "tee", unitPriceCents: 2490, quantity: 1 },
      { key: "hoodie", unitPriceCents: 4990, quantity: 1 },
    ];
    const extra = {
      shipping: { priceCents: 490 },
      coupon: { code: "WELCOME10", kind: "percentage" as const, percentBp: 1000, freeShipping: false },
    };
    const spain = figures(lines, { ...extra, treatment: es });
    const portugal = figures(lines, { ...extra, treatment: pt });
    expect(spain.basis).toBe("gross");
    expect(spain.lines.map((l) => l.lineCents)).toEqual([2490, 4990]);
    expect(spain).toMatchObject({ itemsCents: 7480, discountCents: 748, shippingCents: 490, totalCents: 7222 });
    expect(spain.totalCents).toBe(portugal.totalCents);
    // of which VAT 21 %: round(2241 × 21/121) + round(4491 × 21/121) + round(490 × 21/121) = 389 + 779 + 85
    expect(spain.vat).toEqual([{ rateBp: 2100, vatCents: 1253 }]);
  });

  it("shows a UK shopper (export) the net prices with no VAT line", () => {
    const f = figures([{ key: "tee", unitPriceCents: 2490, quantity: 1 }], {
      shipping: { priceCents: 490 },
      treatment: gb,
    });
    expect(f).toMatchObject({ basis: "gross", itemsCents: 2024, shippingCents: 398, totalCents: 2422, vat: [] });
  });

  it("shows an order priced before issue 15 (no pricesIncludeVat) on the basis it was charged", () => {
    // an ES consumer's €19.99 tee then: net 1625, VAT round(1625 × 0.21) = 341, total 1966
    const f = summaryFigures({
      lines: [
        {
          id: "a",
          quantity: 1,
          listCents: 1999,
          netCents: 1625,
          discountCents: 0,
          vatRateBp: 2100,
          vatCents: 341,
          totalCents: 1966,
        },
      ],
      totals: {
        shippingCents: 0,
        shippingVatCents: 0,
        totalCents: 1966,
        vatBreakdown: [{ rateBp: 2100, vatCents: 341 }],
      },
      treatment: es,
      business: false,
    });
    expect(f).toMatchObject({ itemsCents: 1966, discountCents: 0, totalCents: 1966 });
  });

  it("adds up exactly for a Spanish consumer at 21 % too", () => {
    for (const unit of [1, 3, 999, 1490, 1999, 4990]) {
      const f = figures([{ key: "a", unitPriceCents: unit, quantity: 7 }], {
        shipping: { priceCents: 490 },
        treatment: es,
        coupon: { code: "X", kind: "fixed", amountCents: 100, freeShipping: false },
      });
      expect(f.basis).toBe("gross");
      expect(f.itemsCents - f.discountCents + f.shippingCents).toBe(f.totalCents);
      expect(f.discountCents).toBeGreaterThanOrEqual(0);
    }
  });

  it("keeps net figures with the VAT added for a business buying with the intra-Community exemption", () => {
    const f = figures([{ key: "tee", unitPriceCents: 1490, quantity: 2 }], {
      shipping: { priceCents: 490 },
      treatment: deBusiness,
    });
    expect(f.basis).toBe("net");
    expect(f.lines[0]).toMatchObject({ quantity: 2, unitCents: 1211, lineCents: 2422, unitExact: true });
    expect(f.vat).toEqual([{ rateBp: 0, vatCents: 0 }]);
    expect(f.itemsCents - f.discountCents + f.shippingCents + f.vat.reduce((s, v) => s + v.vatCents, 0)).toBe(
      f.totalCents,
    );
  });

  it("keeps net figures for a wholesale buyer whatever the destination", () => {
    expect(
      figures([{ key: "a", unitPriceCents: 1000, quantity: 5 }], { shipping: null, treatment: pt }, true).basis,
    ).toBe("net");
  });

  it("shows a design line of 50 units as 50 × its unit, not 50 × the line", () => {
    // a design is priced as a whole (one "unit" at its exact total), shown for its 50 units
    const f = figures([{ key: "design", unitPriceCents: 38618, quantity: 1, shownQuantity: 50 }], {
      shipping: null,
      treatment: pt,
    });
    expect(f.lines[0]).toMatchObject({ quantity: 50, unitCents: 772, lineCents: 38618, unitExact: false });
  });
});

describe("shippingShownCents", () => {
  it("shows an option at the price the summary will show once chosen", () => {
    for (const [treatment, business] of [
      [pt, false],
      [es, false],
      [madeira, false],
      [gb, false],
      [deBusiness, false],
      [pt, true],
      [madeira, true],
      [es, true],
    ] as const) {
      const f = figures(
        [{ key: "a", unitPriceCents: 1000, quantity: 1 }],
        { shipping: { priceCents: 690 }, treatment },
        business,
      );
      expect(shippingShownCents(690, treatment, business)).toBe(f.shippingCents);
    }
    expect(shippingShownCents(490, pt, false)).toBe(490);
    expect(shippingShownCents(490, es, false)).toBe(490); // the listed price in Spain too (issue 15)
    expect(shippingShownCents(490, gb, false)).toBe(398);
  });
});

describe("lineUnit", () => {
  it("says when quantity × unit gives the line back exactly", () => {
    expect(lineUnit(2500, 2)).toEqual({ unitCents: 1250, oneOffCents: 0, unitExact: true });
    expect(lineUnit(38618, 50)).toEqual({ unitCents: 772, oneOffCents: 0, unitExact: false });
    expect(lineUnit(0, 0)).toEqual({ unitCents: 0, oneOffCents: 0, unitExact: true });
    // a design's development costs are shown apart: 50 × €6.72 + €50.18 set-up = €386.18 (issue 20)
    expect(lineUnit(38618, 50, 5018)).toEqual({ unitCents: 672, oneOffCents: 5018, unitExact: true });
  });
});
