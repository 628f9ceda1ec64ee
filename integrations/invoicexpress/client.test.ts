import { afterEach, describe, expect, it } from "vitest";
import { InvoicingDocumentNotFound, InvoicingRefused, InvoicingUnavailable } from "../../core/ports/invoicing.ts";
import { InvoiceXpressClient, type InvoiceXpressDocumentInput } from "./client.ts";
import {
  type InvoiceXpressSimulator,
  type InvoiceXpressSimulatorOptions,
  startInvoiceXpressSimulator,
} from "./simulator.ts";

let clock = new Date("2026-03-14T10:00:00Z");
const sims: InvoiceXpressSimulator[] = [];
const sleeps: number[] = [];

async function setUp(options: InvoiceXpressSimulatorOptions = {}, clientOptions: { timeoutMs?: number } = {}) {
  clock = new Date("2026-03-14T10:00:00Z");
  sleeps.length = 0;
  const sim = await startInvoiceXpressSimulator({ now: () => clock, ...options });
  sims.push(sim);
  const client = new InvoiceXpressClient({
    account: sim.account,
    apiKey: sim.apiKey,
    baseUrl: sim.url,
    timeoutMs: clientOptions.timeoutMs ?? 2000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { sim, client };
}

afterEach(async () => {
  await Promise.all(sims.splice(0).map((s) => s.close()));
});

/** The pypi example of invoicing.md §2.3: 10.00 × 5 at IVA23 → sum 50, taxes 11.5, total 61.5. */
function receipt(overrides: Partial<InvoiceXpressDocumentInput> = {}): InvoiceXpressDocumentInput {
  return {
    date: "14/03/2026",
    due_date: "14/03/2026",
    reference: "ord_1-FR",
    client: {
      name: "Ana Silva",
      code: "cus_1",
      address: "Rua A 1",
      city: "Lisboa",
      postal_code: "1000-001",
      country: "Portugal",
    },
    items: [
      {
        name: "TSH-BLK-M",
        description: "T-shirt preta, M",
        unit_price: "10.00",
        quantity: "5",
        tax: { name: "IVA23" },
      },
    ],
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<InvoicingRefused> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvoicingRefused);
  return error as InvoicingRefused;
}

describe("InvoiceXpress client against the simulator", () => {
  it("creates a draft, finalizes it (number and ATCUD at finalize), and numbers each series and type gaplessly", async () => {
    const { client } = await setUp();
    const draft = await client.createDocument("invoice_receipts", receipt(), "ord_1-FR");
    expect(draft).toMatchObject({
      status: "draft",
      sequenceNumber: "rascunho",
      atcud: null,
      sumCents: 5000,
      taxesCents: 1150,
      totalCents: 6150,
    });
    const final = await client.changeState("invoice_receipts", draft.id, "finalized");
    expect(final).toMatchObject({
      status: "settled",
      sequenceNumber: "1/FAB",
      invertedSequenceNumber: "FAB/1",
      atcud: "AAJFJ4VC-1",
    });
    expect(final.saftHash?.length).toBeGreaterThan(31);
    expect((await client.getDocument("invoice_receipts", draft.id)).atcud).toBe("AAJFJ4VC-1");

    const deleted = await client.createDocument("invoice_receipts", receipt({ reference: "ord_2-FR" }));
    expect((await client.changeState("invoice_receipts", deleted.id, "deleted")).status).toBe("deleted");
    const second = await client.createDocument("invoice_receipts", receipt({ reference: "ord_3-FR" }));
    expect((await client.changeState("invoice_receipts", second.id, "finalized")).atcud).toBe("AAJFJ4VC-2");

    const note = await client.createDocument(
      "credit_notes",
      receipt({ reference: "rfd_1-NC", owner_invoice_id: draft.id }),
    );
    const finalNote = await client.changeState("credit_notes", note.id, "finalized");
    expect(finalNote).toMatchObject({ status: "final", invertedSequenceNumber: "FAB/1", atcud: "AAJFJ6NT-1" });
    expect(finalNote.ownerInvoiceId).toBe(draft.id);
  });

  it("answers 202 for the first PDF requests, then a URL whose PDF carries the ATCUD and the QR payload", async () => {
    const { sim, client } = await setUp();
    const draft = await client.createDocument("invoice_receipts", receipt());
    await client.changeState("invoice_receipts", draft.id, "finalized");
    expect(await client.requestPdf(draft.id)).toEqual({ status: "pending" });
    expect(await client.requestPdf(draft.id)).toEqual({ status: "pending" });
    const ready = await client.requestPdf(draft.id);
    if (ready.status !== "ready") throw new Error("PDF not ready");
    expect(ready.url).not.toContain("api_key");
    const pdf = Buffer.from(await client.downloadPdf(ready.url)).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toContain("ATCUD:AAJFJ4VC-1");
    expect(pdf).toContain("/Subtype /Image");
    const payload = sim.control.qrPayload(draft.id);
    expect(pdf).toContain(payload);
    const hash = (await client.getDocument("invoice_receipts", draft.id)).saftHash ?? "";
    expect(payload).toBe(
      `A:509999990*B:999999990*C:PT*D:FR*E:N*F:20260314*G:FR FAB/1*H:AAJFJ4VC-1*I1:PT*I7:50.00*I8:11.50*N:11.50*O:61.50*Q:${hash[0]}${hash[10]}${hash[20]}${hash[30]}*R:9999`,
    );
    expect(await client.qrCodeUrl(draft.id)).toMatch(/\.png$/);

    clock = new Date(clock.getTime() + 25 * 3600_000); // the URL lasts 24 h
    await expect(client.downloadPdf(ready.url)).rejects.toMatchObject({ reason: "http", httpStatus: 403 });
  });

  it("refuses a PDF of a draft or a deleted document with 406, and an unknown id with not found", async () => {
    const { client } = await setUp();
    const draft = await client.createDocument("invoice_receipts", receipt());
    expect((await refusal(client.requestPdf(draft.id))).httpStatus).toBe(406);
    await expect(client.getDocument("invoice_receipts", "999999")).rejects.toBeInstanceOf(InvoicingDocumentNotFound);
  });

  it("refuses with the service's message: an unknown country, due date before date, a bad key", async () => {
    const { sim, client } = await setUp();
    const badCountry = receipt();
    badCountry.client.country = "Germani";
    const error = await refusal(client.createDocument("invoice_receipts", badCountry));
    expect(error).toMatchObject({ httpStatus: 422, serviceMessage: "Country Germani was not found", retryable: false });
    expect(
      (await refusal(client.createDocument("invoice_receipts", receipt({ due_date: "13/03/2026" })))).serviceMessage,
    ).toBe("Due date must be later than date");
    const wrongKey = new InvoiceXpressClient({ account: sim.account, apiKey: "wrong", baseUrl: sim.url });
    expect((await refusal(wrongKey.listTaxes())).httpStatus).toBe(401);
    expect(sim.control.requests.every((r) => !JSON.stringify(r).includes(sim.apiKey))).toBe(true);
  });

  it("refuses to finalize a document dated before the last finalized one of its series and type", async () => {
    const { client } = await setUp();
    const first = await client.createDocument("invoice_receipts", receipt());
    await client.changeState("invoice_receipts", first.id, "finalized");
    const earlier = await client.createDocument(
      "invoice_receipts",
      receipt({ date: "10/03/2026", due_date: "10/03/2026" }),
    );
    const error = await refusal(client.changeState("invoice_receipts", earlier.id, "finalized"));
    expect(error.serviceMessage).toBe(
      "Date cannot be earlier than the last invoice-receipt of this sequence[14 Mar 26]",
    );
    expect((await client.getDocument("invoice_receipts", earlier.id)).status).toBe("draft");
    // the same date is fine, and another type has its own chronology
    const sameDay = await client.createDocument("invoice_receipts", receipt());
    expect((await client.changeState("invoice_receipts", sameDay.id, "finalized")).atcud).toBe("AAJFJ4VC-2");
    const note = await client.createDocument("credit_notes", receipt({ date: "10/03/2026", due_date: "10/03/2026" }));
    expect((await client.changeState("credit_notes", note.id, "finalized")).status).toBe("final");
  });

  it("reproduces the traps: an unknown tax name becomes the default tax, 0 % lines without a reason get M99", async () => {
    const { client } = await setUp();
    const unknownTax = await client.createDocument(
      "invoice_receipts",
      receipt({ items: [{ name: "TSH", unit_price: "10.00", quantity: "1", tax: { name: "IVA22-MA" } }] }),
    );
    expect(unknownTax.items[0]?.tax).toEqual({ name: "IVA23", ratePercent: 23 });
    expect(unknownTax.totalCents).toBe(1230);
    const noReason = await client.createDocument(
      "invoice_receipts",
      receipt({ items: [{ name: "TSH", unit_price: "10.00", quantity: "1", tax: { name: "IVA0" } }] }),
    );
    expect(noReason.taxExemption).toBe("M99");
    const withReason = await client.createDocument(
      "invoice_receipts",
      receipt({
        tax_exemption: "M16",
        items: [{ name: "TSH", unit_price: "10.00", quantity: "1", tax: { name: "IVA0" } }],
      }),
    );
    expect(withReason).toMatchObject({ taxExemption: "M16", taxesCents: 0, totalCents: 1000 });
  });

  it("will not finalize in a series not registered with AT (N/D), and lists the series' codes", async () => {
    const { client } = await setUp();
    const sequences = await client.listSequences();
    const old = sequences.find((s) => s.serie === "OLD");
    expect(old?.types.invoice_receipt?.validationCode).toBe("N/D");
    const fab = sequences.find((s) => s.serie === "FAB");
    expect(fab?.types.invoice_receipt?.validationCode).toBe("AAJFJ4VC");
    const draft = await client.createDocument(
      "invoice_receipts",
      receipt({ sequence_id: old?.types.invoice_receipt?.sequenceId ?? "" }),
    );
    expect((await refusal(client.changeState("invoice_receipts", draft.id, "finalized"))).serviceMessage).toBe(
      "Sequence OLD is not registered with AT",
    );
  });

  it("follows the state table: cancelling needs a message, other moves are 'Invalid state'", async () => {
    const { client } = await setUp();
    const draft = await client.createDocument("invoice_receipts", receipt());
    expect((await refusal(client.changeState("invoice_receipts", draft.id, "canceled"))).serviceMessage).toBe(
      "Invalid state",
    );
    await client.changeState("invoice_receipts", draft.id, "finalized");
    expect((await refusal(client.changeState("invoice_receipts", draft.id, "canceled"))).serviceMessage).toBe(
      "Cancel message can't be blank",
    );
    expect((await refusal(client.changeState("invoice_receipts", draft.id, "deleted"))).serviceMessage).toBe(
      "Invalid state",
    );
    expect((await client.changeState("invoice_receipts", draft.id, "canceled", "Erro")).status).toBe("canceled");
  });

  it("answers a repeated proprietary_uid with 409 and finds documents by reference", async () => {
    const { client } = await setUp();
    await client.createDocument("invoice_receipts", receipt(), "ord_1-FR");
    expect((await refusal(client.createDocument("invoice_receipts", receipt(), "ord_1-FR"))).httpStatus).toBe(409);
    expect((await client.findByReference("invoice_receipts", "ord_1-FR")).length).toBe(1);
    expect(await client.findByReference("invoice_receipts", "ord_9-FR")).toEqual([]);
  });

  it("maps 5xx and a hang to a retryable unavailable error, and waits out a 429's Retry-After", async () => {
    const { sim, client } = await setUp({}, { timeoutMs: 200 });
    sim.control.failNext(1, "503");
    const down = await client.listTaxes().catch((e: unknown) => e);
    expect(down).toBeInstanceOf(InvoicingUnavailable);
    expect(down).toMatchObject({ reason: "http", httpStatus: 503, retryable: true, status: 503 });

    sim.control.failNext(1, "hang");
    await expect(client.listTaxes()).rejects.toMatchObject({ reason: "timeout" });

    sim.control.failNext(2, "429");
    expect((await client.listTaxes()).map((t) => t.name)).toContain("IVA23");
    expect(sleeps).toEqual([1000, 1000]);

    sim.control.failNext(3, "429");
    await expect(client.listTaxes()).rejects.toMatchObject({ reason: "rate-limited", retryAfterSeconds: 1 });
  });

  it("answers 429 past 100 calls a minute", async () => {
    const { client } = await setUp({ rateLimitPerMinute: 3 });
    await client.listTaxes();
    await client.listTaxes();
    await client.listTaxes();
    const error = await client.listTaxes().catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: "rate-limited", httpStatus: 429, retryAfterSeconds: 60 });
  });

  it("takes faults and refusals over HTTP under /__sim/ and lists its documents there", async () => {
    const { sim, client } = await setUp();
    const post = (path: string, body: unknown) =>
      fetch(`${sim.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post("/__sim/faults", { count: 1, fault: "502", match: "GET /taxes" })).status).toBe(200);
    await expect(client.listTaxes()).rejects.toMatchObject({ reason: "http", httpStatus: 502 });
    expect(
      (await post("/__sim/refusals", { count: 1, message: "Invoice items is invalid", match: "POST" })).status,
    ).toBe(200);
    expect((await refusal(client.createDocument("invoice_receipts", receipt()))).serviceMessage).toBe(
      "Invoice items is invalid",
    );
    await client.createDocument("invoice_receipts", receipt());
    const listed = (await (await fetch(`${sim.url}/__sim/documents`)).json()) as { documents: { reference: string }[] };
    expect(listed.documents.map((d) => d.reference)).toEqual(["ord_1-FR"]);
  });
});
