import { describe, expect, it } from "vitest";
import type { OrderView } from "../../core/orders/get-order.ts";
import { orderFigures } from "./order-pages.server.ts";

/** A Portuguese consumer's order: a €24.90 tee and a €49.90 hoodie, WELCOME10, shipping €4.90 (stored as computed). */
const order = {
  lines: [
    {
      id: "a",
      designId: null,
      quantity: 1,
      unitPriceCents: 2490,
      discountCents: 203,
      vatRateBp: 2300,
      vatCents: 419,
      totalCents: 2241,
    },
    {
      id: "b",
      designId: null,
      quantity: 1,
      unitPriceCents: 4990,
      discountCents: 405,
      vatRateBp: 2300,
      vatCents: 840,
      totalCents: 4491,
    },
  ],
  shippingCents: 398,
  shippingVatCents: 92,
  totalCents: 7222,
  tax: { kind: "domestic", rateBp: 2300, country: "PT", breakdown: [{ rateBp: 2300, netCents: 5871, vatCents: 1351 }] },
} as unknown as OrderView;

describe("orderFigures (issue 15: the order page shows the checkout's figures)", () => {
  it("shows a consumer's order VAT-inclusive: shelf prices, the discount saved, shipping as listed", () => {
    const shown = orderFigures(order);
    expect(shown).toMatchObject({ basis: "gross", itemsCents: 7480, discountCents: 748, shippingCents: 490 });
    expect(shown.itemsCents - shown.discountCents + shown.shippingCents).toBe(order.totalCents);
    expect(shown.vat).toEqual([{ rateBp: 2300, vatCents: 1351 }]);
  });

  it("shows a Spanish consumer's order (issue 15) at the same shelf prices, with VAT 21 % inside", () => {
    // the same cart in Spain: lines pay 2241 and 4491, shipping 490; VAT extracted at 21 %
    const es = {
      ...order,
      lines: [
        { ...order.lines[0], discountCents: 206, vatRateBp: 2100, vatCents: 389 },
        { ...order.lines[1], discountCents: 412, vatRateBp: 2100, vatCents: 779 },
      ],
      shippingCents: 405,
      shippingVatCents: 85,
      tax: {
        kind: "oss",
        rateBp: 2100,
        country: "ES",
        breakdown: [{ rateBp: 2100, netCents: 5969, vatCents: 1253 }],
        pricesIncludeVat: true,
        buyer: "consumer",
      },
    } as unknown as OrderView;
    const shown = orderFigures(es);
    expect(shown).toMatchObject({ basis: "gross", itemsCents: 7480, discountCents: 748, shippingCents: 490 });
    expect(shown.itemsCents - shown.discountCents + shown.shippingCents).toBe(7222);
    expect(shown.vat).toEqual([{ rateBp: 2100, vatCents: 1253 }]);
  });

  it("shows a wholesale account's order in net figures, as its checkout did", () => {
    const wholesale = {
      ...order,
      tax: { ...order.tax, pricesIncludeVat: true, buyer: "business" },
    } as unknown as OrderView;
    expect(orderFigures(wholesale).basis).toBe("net");
  });

  it("keeps net figures for an intra-Community-exempt order", () => {
    const b2b = {
      ...order,
      tax: { kind: "intra_community_exempt", rateBp: 0, country: "ES", breakdown: [] },
    } as unknown as OrderView;
    expect(orderFigures(b2b).basis).toBe("net");
  });
});
