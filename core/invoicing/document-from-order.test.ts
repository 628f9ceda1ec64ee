import { describe, expect, it } from "vitest";
import type { InvoiceLine } from "../ports/invoicing.ts";
import {
  type InvoiceOrder,
  type InvoiceOrderLine,
  creditNoteFromRefund,
  invoiceReceiptFromOrder,
  netForGross,
  serviceGross,
} from "./document-from-order.ts";

const address = {
  firstName: "Ana",
  lastName: "Silva",
  country: "PT",
  streetAddress: "Rua Direita",
  houseNumber: "10",
  city: "Braga",
  postcode: "4700-001",
  phone: "+351912345678",
};

function order(overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  return {
    id: "ord_1",
    number: "#FABAAAAA",
    userId: "usr_1",
    email: "ana@example.com",
    locale: "pt",
    shippingAddress: address,
    shippingMethod: {
      code: "ups",
      name: "UPS Standard",
      names: { en: "UPS Standard", pt: "UPS Normal", es: "UPS Estándar" },
    },
    couponCode: null,
    shippingCents: 0,
    shippingVatCents: 0,
    totalCents: 0,
    tax: { kind: "domestic", country: "PT", rateBp: 2300, breakdown: [] },
    invoiceTaxId: null,
    invoiceCompanyName: null,
    ...overrides,
  };
}

const tee = (over: Partial<InvoiceOrderLine> = {}): InvoiceOrderLine => ({
  kind: "blank",
  sku: "TEE-BLK-M",
  name: { en: "Classic tee", pt: "T-shirt clássica", es: "Camiseta clásica" },
  colorName: { en: "Black", pt: "Preto", es: "Negro" },
  sizeCode: "M",
  quantity: 2,
  discountCents: 0,
  vatRateBp: 2300,
  vatCents: 0,
  totalCents: 0,
  ...over,
});

/**
 * What the service computes (the simulator's rule): each line's net is quantity × unit, minus the discount
 * percent, rounded; VAT is rounded once per tax over the sum of its lines' nets.
 */
function serviceTotal(lines: InvoiceLine[]): number {
  const byTax = new Map<string, { rate: number; base: number }>();
  for (const l of lines) {
    const net = Math.round(l.quantity * l.unitPriceCents * (1 - (l.discountPercent ?? 0) / 100));
    const key = JSON.stringify(l.vat);
    const entry = byTax.get(key) ?? { rate: l.vat.kind === "taxed" ? l.vat.ratePercent : 0, base: 0 };
    entry.base += net;
    byTax.set(key, entry);
  }
  return [...byTax.values()].reduce((sum, t) => sum + t.base + Math.round((t.base * t.rate) / 100), 0);
}

describe("invoiceReceiptFromOrder (issue 19)", () => {
  it("PT consumer with a coupon and shipping: lines at 23 % in PT, the coupon as the line's discount, shipping as a line, final consumer", () => {
    // 2 × €24.90 = 4980 gross, coupon 10 % = 498 gross; VAT 23 % extracted: base 4482 → vat 838, net 3644; discount net 404
    const line = tee({ discountCents: 404, vatCents: 838, totalCents: 4482 });
    const doc = invoiceReceiptFromOrder(
      order({ couponCode: "WELCOME10", shippingCents: 407, shippingVatCents: 94, totalCents: 4482 + 407 + 94 }),
      [line],
      "2026-11-28",
    );
    expect(doc.reference).toBe("ord_1-FR");
    expect(doc.customer.taxNumber).toBeNull();
    expect(doc.customer.name).toBe("Ana Silva");
    expect(doc.customer.language).toBe("pt");
    expect(doc.lines[0]).toMatchObject({
      code: "TEE-BLK-M",
      quantity: 2,
      unitPriceCents: 2024,
      vat: { kind: "taxed", ratePercent: 23, region: "PT" },
    });
    expect(doc.lines[0]?.description).toContain("T-shirt clássica");
    expect(doc.lines[0]?.discountPercent).toBeGreaterThan(0);
    expect(doc.lines[1]).toMatchObject({ code: "SHIP", unit: "service", unitPriceCents: 407, quantity: 1 });
    expect(doc.lines[1]?.description).toBe("Envio: UPS Normal");
    expect(doc.observations).toContain("WELCOME10");
    expect(doc.expectedTotalCents).toBe(4983);
    expect(serviceTotal(doc.lines)).toBe(4983);
  });

  it("Madeira: the region's 22 % in PT-MA, by the delivery postcode", () => {
    const doc = invoiceReceiptFromOrder(
      order({
        shippingAddress: { ...address, city: "Funchal", postcode: "9000-100" },
        tax: { kind: "domestic", country: "PT", rateBp: 2200, breakdown: [] },
      }),
      [tee({ quantity: 1, vatRateBp: 2200, vatCents: 449, totalCents: 2490 })],
      "2026-11-28",
    );
    expect(doc.lines[0]?.vat).toEqual({ kind: "taxed", ratePercent: 22, region: "PT-MA" });
    expect(doc.lines[0]?.unitPriceCents).toBe(2041);
  });

  it("ES consumer (OSS): Spain's 21 % in ES, described in Spanish", () => {
    const doc = invoiceReceiptFromOrder(
      order({
        locale: "es",
        shippingAddress: { ...address, country: "ES", city: "Madrid", postcode: "28001" },
        tax: { kind: "oss", country: "ES", rateBp: 2100, breakdown: [] },
      }),
      [tee({ quantity: 1, vatRateBp: 2100, vatCents: 432, totalCents: 2490 })],
      "2026-11-28",
    );
    expect(doc.lines[0]?.vat).toEqual({ kind: "taxed", ratePercent: 21, region: "ES" });
    expect(doc.lines[0]?.description).toContain("Camiseta clásica");
    expect(doc.customer.address.country).toBe("ES");
  });

  it("ES business with a VIES-valid number: 0 % with M16 and its VAT number and company", () => {
    const doc = invoiceReceiptFromOrder(
      order({
        shippingAddress: { ...address, country: "ES", postcode: "28001" },
        tax: { kind: "intra_community_exempt" as "domestic", country: "ES", rateBp: 0, breakdown: [] },
        invoiceTaxId: "es b12345678",
        invoiceCompanyName: "Textiles Madrid SL",
      }),
      [tee({ quantity: 10, vatRateBp: 0, vatCents: 0, totalCents: 20240 })],
      "2026-11-28",
    );
    expect(doc.lines[0]?.vat).toEqual({ kind: "exempt", exemptionCode: "M16" });
    expect(doc.customer).toMatchObject({ taxNumber: "ESB12345678", name: "Textiles Madrid SL" });
  });

  it("UK: an export, 0 % with M05", () => {
    const doc = invoiceReceiptFromOrder(
      order({
        locale: "en",
        shippingAddress: { ...address, country: "GB", city: "London", postcode: "SW1A 1AA" },
        tax: { kind: "export", country: "GB", rateBp: 0, breakdown: [] },
      }),
      [tee({ quantity: 1, vatRateBp: 0, vatCents: 0, totalCents: 2024 })],
      "2026-11-28",
    );
    expect(doc.lines[0]?.vat).toEqual({ kind: "exempt", exemptionCode: "M05" });
  });

  it("custom and sample lines name their design; a net that does not split into whole cents is one line of N ×", () => {
    const doc = invoiceReceiptFromOrder(
      order({ locale: "en" }),
      [
        tee({ kind: "custom", quantity: 3, vatCents: 2000, totalCents: 10698, designSnapshot: { name: "Team shirt" } }),
        tee({ kind: "sample", quantity: 1, vatCents: 560, totalCents: 3000, designSnapshot: { name: "Team shirt" } }),
      ],
      "2026-11-28",
    );
    expect(doc.lines[0]?.description).toMatch(/^3 × Custom: Team shirt/);
    expect(doc.lines[0]?.quantity).toBe(1);
    expect(doc.lines[1]?.description).toMatch(/^Sample: Team shirt/);
    expect(serviceTotal(doc.lines)).toBe(doc.expectedTotalCents);
  });

  it("moves the base by the cent the order's per-line VAT rounding differs from the service's per-rate rounding", () => {
    // two lines of €5.00 at 23 %: each 406 + 94 in the order; the service would round 812 × 23 % = 186.76 → 187 (€9.99)
    const line = (sku: string) => tee({ sku, quantity: 1, vatCents: 94, totalCents: 500 });
    const doc = invoiceReceiptFromOrder(order({ totalCents: 1000 }), [line("A"), line("B")], "2026-11-28");
    expect(doc.lines.map((l) => l.unitPriceCents).sort()).toEqual([406, 407]);
    expect(serviceTotal(doc.lines)).toBe(1000);
    expect(doc.expectedTotalCents).toBe(1000);
    expect(doc.observations).not.toContain("Valor pago");
  });

  it("states the amount paid when no base reaches it under the service's rounding (one €5.00 line)", () => {
    const doc = invoiceReceiptFromOrder(
      order({ totalCents: 500 }),
      [tee({ quantity: 1, vatCents: 94, totalCents: 500 })],
      "2026-11-28",
    );
    expect(serviceTotal(doc.lines)).toBe(499);
    expect(doc.expectedTotalCents).toBe(499);
    expect(doc.observations).toContain("Valor pago 5.00 EUR");
  });
});

describe("creditNoteFromRefund (issue 19)", () => {
  it("a partial refund: exactly the refunded amount, referencing the FR, VAT extracted at the order's rate", () => {
    const o = order({
      totalCents: 4983,
      tax: {
        kind: "domestic",
        country: "PT",
        rateBp: 2300,
        breakdown: [{ rateBp: 2300, netCents: 4051, vatCents: 932 }],
      },
    });
    const note = creditNoteFromRefund(
      o,
      [tee()],
      { id: "rfd_1", amountCents: 1000, reason: "damaged" },
      "42",
      "2026-11-29",
    );
    expect(note.reference).toBe("rfd_1-NC");
    expect(note.originalDocumentId).toBe("42");
    expect(note.expectedTotalCents).toBe(1000);
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({ unitPriceCents: 813, vat: { kind: "taxed", ratePercent: 23, region: "PT" } });
    expect(serviceTotal(note.lines)).toBe(1000);
    expect(note.reason).toContain("#FABAAAAA");
  });

  it("a partial refund no net reaches under the service's rounding (€5.00 at 23 %): a cent less, the amount stated", () => {
    const o = order({
      totalCents: 4983,
      tax: {
        kind: "domestic",
        country: "PT",
        rateBp: 2300,
        breakdown: [{ rateBp: 2300, netCents: 4051, vatCents: 932 }],
      },
    });
    const note = creditNoteFromRefund(
      o,
      [tee()],
      { id: "rfd_2", amountCents: 500, reason: "damaged" },
      "42",
      "2026-11-29",
    );
    expect(note.lines.map((l) => l.unitPriceCents)).toEqual([406]);
    expect(serviceTotal(note.lines)).toBe(499);
    expect(note.expectedTotalCents).toBe(499);
    expect(note.observations).toContain("Valor reembolsado 5.00 EUR");
  });

  it("every refunded amount from 1 cent to €60 at 23 %, 13 %, 6 % and 0 %: exact, or one cent less when no net reaches it", () => {
    for (const rateBp of [2300, 1300, 600, 0]) {
      let inexact = 0;
      for (let gross = 1; gross <= 6000; gross++) {
        const total = serviceGross(netForGross(gross, rateBp), rateBp);
        if (total !== gross) inexact += 1;
        if (total > gross || gross - total > 1) throw new Error(`${gross} at ${rateBp}: totals ${total}`);
      }
      if (rateBp === 0) expect(inexact).toBe(0);
    }
  });
});
