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
  const totals = computeTotals({ ...extra, lines: lines.map(({ shownQuantity: _s, ...l }) => l) });
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

  it("keeps net figures with the VAT added for a business buying with reverse charge", () => {
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
      [deBusiness, false],
      [pt, true],
    ] as const) {
      const f = figures(
        [{ key: "a", unitPriceCents: 1000, quantity: 1 }],
        { shipping: { priceCents: 690 }, treatment },
        business,
      );
      expect(shippingShownCents(690, treatment, business)).toBe(f.shippingCents);
    }
    expect(shippingShownCents(490, pt, false)).toBe(490);
  });
});

describe("lineUnit", () => {
  it("says when quantity × unit gives the line back exactly", () => {
    expect(lineUnit(2500, 2)).toEqual({ unitCents: 1250, unitExact: true });
    expect(lineUnit(38618, 50)).toEqual({ unitCents: 772, unitExact: false });
    expect(lineUnit(0, 0)).toEqual({ unitCents: 0, unitExact: true });
  });
});
