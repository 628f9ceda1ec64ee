import { afterEach, describe, expect, it } from "vitest";
import {
  type InvoiceReceiptInput,
  type InvoicingPort,
  InvoicingRefused,
  InvoicingUnavailable,
} from "../../core/ports/invoicing.ts";
import { isDomainError } from "../../core/shared/errors.ts";
import { invoiceXpressInvoicing, parseInvoiceXpressTaxNames } from "./adapter.ts";
import { InvoiceXpressClient } from "./client.ts";
import { type InvoiceXpressSimulator, startInvoiceXpressSimulator } from "./simulator.ts";

const sims: InvoiceXpressSimulator[] = [];

async function setUp(
  taxNames = parseInvoiceXpressTaxNames(""),
): Promise<{ sim: InvoiceXpressSimulator; port: InvoicingPort }> {
  const sim = await startInvoiceXpressSimulator({
    now: () => new Date("2026-03-14T10:00:00Z"),
    taxes: [
      { name: "IVA23", value: 23, region: "PT", code: "NOR", default_tax: true },
      { name: "IVA13", value: 13, region: "PT", code: "INT", default_tax: false },
      { name: "IVA6", value: 6, region: "PT", code: "RED", default_tax: false },
      { name: "IVA0", value: 0, region: "PT", code: "ISE", default_tax: false },
      { name: "IVA22M", value: 22, region: "PT-MA", code: "NOR", default_tax: false },
    ],
  });
  sims.push(sim);
  const client = new InvoiceXpressClient({
    account: sim.account,
    apiKey: sim.apiKey,
    baseUrl: sim.url,
    timeoutMs: 1000,
  });
  return { sim, port: invoiceXpressInvoicing(client, { taxNames }) };
}

afterEach(async () => {
  await Promise.all(sims.splice(0).map((s) => s.close()));
});

/**
 * A PT consumer's order: 2 T-shirts at 16.26 net with a 10 % coupon, shipping 4.07 net, all at 23 %.
 * Net 29.27 + 4.07 = 33.34 (2 × 16.26 = 32.52, less 3.25 = 29.27); VAT 7.67; total 41.01.
 */
function order(overrides: Partial<InvoiceReceiptInput> = {}): InvoiceReceiptInput {
  return {
    reference: "ord_01J9ZK-FR",
    date: "2026-03-14",
    customer: {
      code: "cus_01J9ZK",
      name: "Ana Silva",
      taxNumber: null,
      email: "ana@example.pt",
      address: { street: "Rua A 1", city: "Lisboa", postcode: "1000-001", country: "PT" },
      language: "pt",
    },
    lines: [
      {
        code: "TSH-BLK-M",
        description: "T-shirt preta, M",
        quantity: 2,
        unitPriceCents: 1626,
        discountPercent: 10,
        vat: { kind: "taxed", ratePercent: 23, region: "PT" },
      },
      {
        code: "SHIP",
        description: "Envio CTT",
        quantity: 1,
        unitPriceCents: 407,
        unit: "service",
        vat: { kind: "taxed", ratePercent: 23, region: "PT" },
      },
    ],
    observations: "Encomenda #FAB1234",
    expectedTotalCents: 4101,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => e,
  );
}

describe("InvoiceXpress invoicing adapter over HTTP against the simulator", () => {
  it("issues a final FR, gets its PDF after the 202s, and a credit note referencing it", async () => {
    const { sim, port } = await setUp();
    const fr = await port.issueInvoiceReceipt(order());
    expect(fr).toMatchObject({
      type: "FR",
      number: "FR FAB/1",
      atcud: "AAJFJ4VC-1",
      status: "issued",
      date: "2026-03-14",
      netTotalCents: 3334,
      vatTotalCents: 767,
      totalCents: 4101,
    });
    expect(fr.hashCharacters).toMatch(/^.{4}$/);
    const sent = sim.control.requests.find((r) => r.method === "POST")?.body as {
      invoice: { client: Record<string, unknown>; items: Record<string, unknown>[]; date: string; reference: string };
      proprietary_uid: string;
    };
    expect(sent.proprietary_uid).toBe("ord_01J9ZK-FR");
    expect(sent.invoice.date).toBe("14/03/2026");
    expect(sent.invoice.client).not.toHaveProperty("fiscal_id"); // a final consumer
    expect(sent.invoice.client.country).toBe("Portugal");
    expect(sent.invoice.items[0]).toMatchObject({
      name: "TSH-BLK-M",
      unit_price: "16.26",
      quantity: "2",
      discount: 10,
    });

    expect(await port.fetchPdf("FR", fr.documentId)).toEqual({ status: "pending" });
    expect(await port.fetchPdf("FR", fr.documentId)).toEqual({ status: "pending" });
    const pdf = await port.fetchPdf("FR", fr.documentId);
    if (pdf.status !== "ready") throw new Error("PDF not ready");
    const text = Buffer.from(pdf.bytes).toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain("ATCUD:AAJFJ4VC-1");
    expect(text).toContain("H:AAJFJ4VC-1*I1:PT*I7:33.34*I8:7.67*N:7.67*O:41.01");

    const nc = await port.issueCreditNote({
      ...order({ reference: "rfd_01-NC", expectedTotalCents: 1799 }),
      lines: [
        {
          code: "TSH-BLK-M",
          description: "T-shirt preta, M (devolvida)",
          quantity: 1,
          unitPriceCents: 1626,
          discountPercent: 10,
          vat: { kind: "taxed", ratePercent: 23, region: "PT" },
        },
      ],
      originalDocumentId: fr.documentId,
      reason: "Devolução",
    });
    expect(nc).toMatchObject({
      type: "NC",
      number: "NC FAB/1",
      atcud: "AAJFJ6NT-1",
      status: "issued",
      totalCents: 1799, // 16.26 less 10 % = 14.63 net, VAT 3.36
    });
    const stored = sim.control.documents().find((d) => String(d.id) === nc.documentId);
    expect(stored).toMatchObject({
      owner_invoice_id: Number(fr.documentId),
      observations: "Devolução — Encomenda #FAB1234",
    });
    expect(await port.getDocument("NC", nc.documentId)).toEqual(nc);
  });

  it("never issues twice: a repeat returns the same document, and a lost answer is found again by reference", async () => {
    const { sim, port } = await setUp();
    const first = await port.issueInvoiceReceipt(order());
    expect(await port.issueInvoiceReceipt(order())).toEqual(first);

    // the finalize happens but its answer is lost: the retry finds the settled document
    sim.control.failNext(1, "lose-response", "change-state");
    const lost = await failure(port.issueInvoiceReceipt(order({ reference: "ord_2-FR" })));
    expect(lost).toBeInstanceOf(InvoicingUnavailable);
    const again = await port.issueInvoiceReceipt(order({ reference: "ord_2-FR" }));
    expect(again.number).toBe("FR FAB/2");

    // the create happens but its answer is lost: the retry finalizes that draft
    sim.control.failNext(1, "lose-response", "POST /invoice_receipts.json");
    expect(await failure(port.issueInvoiceReceipt(order({ reference: "ord_3-FR" })))).toBeInstanceOf(
      InvoicingUnavailable,
    );
    expect((await port.issueInvoiceReceipt(order({ reference: "ord_3-FR" }))).number).toBe("FR FAB/3");

    // a draft left by a lost create whose content is then corrected (shipping 4.07 → 0): replaced, not finalized
    sim.control.failNext(1, "lose-response", "POST /invoice_receipts.json");
    expect(await failure(port.issueInvoiceReceipt(order({ reference: "ord_4-FR" })))).toBeInstanceOf(
      InvoicingUnavailable,
    );
    const corrected = order({ reference: "ord_4-FR", expectedTotalCents: 3600 }); // 29.27 + 23 % = 36.00
    corrected.lines = corrected.lines.slice(0, 1);
    expect(await port.issueInvoiceReceipt(corrected)).toMatchObject({ number: "FR FAB/4", totalCents: 3600 });

    const live = sim.control.documents().filter((d) => d.status !== "deleted");
    expect(live.map((d) => d.reference)).toEqual(["ord_01J9ZK-FR", "ord_2-FR", "ord_3-FR", "ord_4-FR"]);
    expect(sim.control.documents().filter((d) => d.status === "deleted")).toHaveLength(1);
  });

  it("gives a retryable unavailable error while the service is down, then issues once it is up", async () => {
    const { sim, port } = await setUp();
    sim.control.failNext(3, "503");
    for (let attempt = 0; attempt < 3; attempt++) {
      const error = await failure(port.issueInvoiceReceipt(order()));
      expect(error).toBeInstanceOf(InvoicingUnavailable);
      expect(isDomainError(error, "Unavailable")).toBe(true);
      expect(error).toMatchObject({ retryable: true, code: "INVOICING_UNAVAILABLE" });
    }
    expect((await port.issueInvoiceReceipt(order())).atcud).toBe("AAJFJ4VC-1");
    expect(sim.control.documents()).toHaveLength(1);
  });

  it("passes a 422 on with the service's message, and the same request succeeds once the cause is gone", async () => {
    const { sim, port } = await setUp();
    sim.control.refuseNext(1, "Client is invalid", "POST /invoice_receipts.json");
    const error = (await failure(port.issueInvoiceReceipt(order()))) as InvoicingRefused;
    expect(error).toBeInstanceOf(InvoicingRefused);
    expect(error).toMatchObject({ serviceMessage: "Client is invalid", httpStatus: 422, retryable: false });
    expect((await port.issueInvoiceReceipt(order())).number).toBe("FR FAB/1");
  });

  it("refuses a date before the last invoice-receipt of the series with the service's message", async () => {
    const { port } = await setUp();
    await port.issueInvoiceReceipt(order());
    const error = (await failure(
      port.issueInvoiceReceipt(order({ reference: "ord_2-FR", date: "2026-03-10" })),
    )) as InvoicingRefused;
    expect(error.serviceMessage).toBe(
      "Date cannot be earlier than the last invoice-receipt of this sequence[14 Mar 26]",
    );
  });

  it("guards the unknown-tax trap: a rate with no tax name, or a name the account lacks, is refused before sending", async () => {
    const { sim, port } = await setUp(parseInvoiceXpressTaxNames("PT-MA:22=IVA22M,PT-AC:16=IVA16A"));
    const azores = order({
      lines: [{ ...order().lines[0], vat: { kind: "taxed", ratePercent: 16, region: "PT-AC" } }],
    } as never);
    const missing = (await failure(port.issueInvoiceReceipt(azores))) as InvoicingRefused;
    expect(missing.serviceMessage).toBe("the InvoiceXpress account has no tax named IVA16A");
    const azoresReduced = order({
      lines: [{ ...order().lines[1], vat: { kind: "taxed", ratePercent: 4, region: "PT-AC" } }],
    } as never);
    expect(((await failure(port.issueInvoiceReceipt(azoresReduced))) as InvoicingRefused).serviceMessage).toBe(
      "no InvoiceXpress tax is configured for 4 % in PT-AC",
    );
    expect(sim.control.requests.filter((r) => r.method === "POST")).toHaveLength(0);

    // Madeira's normal rate: net 33.34, VAT 22 % on the rate's base = 7.33, total 40.67
    const madeira = await port.issueInvoiceReceipt(
      order({
        expectedTotalCents: 4067,
        lines: order().lines.map((l) => ({ ...l, vat: { kind: "taxed" as const, ratePercent: 22, region: "PT-MA" } })),
      }),
    );
    expect(madeira).toMatchObject({ vatTotalCents: 733, totalCents: 4067 });
  });

  it("guards the M99 trap and the total: an intra-EU B2B supply carries M16; a total that differs deletes the draft", async () => {
    const { sim, port } = await setUp();
    const b2b = await port.issueInvoiceReceipt(
      order({
        reference: "ord_es-FR",
        customer: {
          code: "cus_es",
          name: "Textiles Sol SL",
          taxNumber: "ESB12345678",
          address: { street: "Calle Mayor 1", city: "Madrid", postcode: "28001", country: "ES" },
          language: "es",
        },
        lines: order().lines.map((l) => ({ ...l, vat: { kind: "exempt" as const, exemptionCode: "M16" as const } })),
        expectedTotalCents: 3334,
      }),
    );
    expect(b2b).toMatchObject({ vatTotalCents: 0, totalCents: 3334 });
    const stored = sim.control.documents().find((d) => String(d.id) === b2b.documentId) as Record<string, unknown>;
    expect(stored.tax_exemption).toBe("M16");
    expect(stored.client).toMatchObject({ fiscal_id: "ESB12345678", country: "Spain" });

    const mixed = order({
      reference: "ord_mixed-FR",
      lines: [
        { ...order().lines[0], vat: { kind: "exempt", exemptionCode: "M16" } },
        { ...order().lines[1], vat: { kind: "exempt", exemptionCode: "M05" } },
      ],
    } as never);
    expect(((await failure(port.issueInvoiceReceipt(mixed))) as InvoicingRefused).serviceMessage).toBe(
      "one exemption reason per document, got M16, M05",
    );

    const wrongTotal = (await failure(
      port.issueInvoiceReceipt(order({ reference: "ord_total-FR", expectedTotalCents: 4100 })),
    )) as InvoicingRefused;
    expect(wrongTotal.serviceMessage).toBe("the draft's total is 41.01, not 41.00; the draft was deleted");
    const draft = sim.control.documents().find((d) => d.reference === "ord_total-FR");
    expect(draft).toMatchObject({ status: "deleted", sequence_number: "rascunho" });
    // retried (from the back office) once the shop's total is right: one document, numbered after the B2B one
    const retried = await port.issueInvoiceReceipt(order({ reference: "ord_total-FR", expectedTotalCents: 4101 }));
    expect(retried).toMatchObject({ number: "FR FAB/2", totalCents: 4101 });
    expect(
      sim.control
        .documents()
        .filter((d) => d.reference === "ord_total-FR")
        .map((d) => d.status),
    ).toEqual(["deleted", "settled"]);
  });
});
