/**
 * Issuing legal documents end to end (issue 19, ADR 0024): the shop composed as in production (the SIBS and
 * InvoiceXpress clients over HTTP against their simulators, pg-boss on the test database, the issuing job with
 * short retry delays), a guest order paid by MB WAY through the SIBS webhook. Runs on PGlite, and on PostgreSQL:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/fabrico_test FABRICO_TEST_DB=postgres \
 *     npx vitest run jobs/workers/issue-invoices.test.ts
 * - paid → one FR, finalized (number, ATCUD), its PDF fetched after several 202s and stored, the e-mail with a
 *   signed link; a partial refund → one NC referencing the FR for exactly the refunded amount; a full refund →
 *   an NC repeating the FR's lines;
 * - a row written where no job queue ran (a crash between "paid" and "issued") → issued by the sweep, once;
 * - the payment's webhook delivered 5× at once → one document;
 * - the service down for three attempts, then up → one document;
 * - the answer to the create lost after the document was made → one document;
 * - a 422, twice → `failed` with the service's message, visible to staff; staff retry → one document.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInvoicePdf, listInvoices, orderInvoices, retryInvoice } from "../../core/invoicing/invoices.ts";
import { emailMessageTable } from "../../core/mail/mail.sql.ts";
import { orderAccessToken } from "../../core/orders/order-access.ts";
import { orderEventTable } from "../../core/orders/orders.sql.ts";
import { refundPayment } from "../../core/payments/refund-payment.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import { encryptNotification } from "../../integrations/sibs/webhook.ts";
import { type InvoicingTestApp, openInvoicingTestApp, waitFor } from "../../tests/setup/invoicing-app.ts";
import { sweepInvoices } from "./issue-invoices.ts";
import { TEST_LINK_SECRET } from "../../tests/setup/services.ts";

let kit: InvoicingTestApp;
let ctx: Ctx;
let staff: Ctx;

beforeAll(async () => {
  kit = await openInvoicingTestApp();
  ({ ctx, staff } = kit);
}, 60_000);
afterAll(() => kit.close());

const createCalls = (kind: "invoice_receipts" | "credit_notes") =>
  kit.ix().control.requests.filter((r) => r.method === "POST" && r.path === `/${kind}.json`);

describe("issuing legal documents over HTTP", () => {
  it("issues a paid order's FR (number, ATCUD, PDF after 202s, e-mail) and a partial refund's NC for exactly its amount", async () => {
    const orderId = await kit.paidOrder([2, 1, 3]);
    const fr = await kit.issuedFr(orderId);
    expect(fr.number).toMatch(/^FR \S+\/\d+$/);
    expect(fr.atcud).toMatch(/^[A-Z0-9]{8,}-\d+$/);
    expect(fr.lastError).toBeNull();

    const [doc] = kit.serviceDocuments(`${orderId}-FR`);
    expect(kit.serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
    expect(doc?.status).toBe("settled");
    expect((doc?.items as unknown[] | undefined)?.length).toBeGreaterThanOrEqual(3); // the three order lines (and shipping unless free)
    expect(String(doc?.id)).toBe(fr.externalId);
    // the PDF answered 202 before it was ready (the simulator's default: twice), and the bytes were kept
    const pdfCalls = kit.ix().control.requests.filter((r) => r.path === `/api/pdf/${fr.externalId}.json`);
    expect(pdfCalls.filter((r) => r.status === 202).length).toBeGreaterThanOrEqual(2);
    expect(pdfCalls.at(-1)?.status).toBe(200);

    const token = orderAccessToken(TEST_LINK_SECRET, orderId);
    const pdf = await getInvoicePdf(ctx, { invoiceId: fr.id, token });
    const text = Buffer.from(pdf.bytes).toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain(fr.atcud ?? "no ATCUD");
    expect(pdf.fileName).toBe(`${fr.number?.replace(/[ /]/g, "-")}.pdf`);
    // a guest without the link's token gets nothing
    await expect(getInvoicePdf(ctx, { invoiceId: fr.id })).rejects.toMatchObject({ code: "INVOICE_NOT_FOUND" });

    const mails = await ctx.db
      .select()
      .from(emailMessageTable)
      .where(and(eq(emailMessageTable.relatedType, "invoice"), eq(emailMessageTable.relatedId, fr.id)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe("invoice-issued");
    expect(mails[0]?.text).toContain(`https://shop.test/invoice/${fr.id}/pdf?token=${token}`);
    expect(mails[0]?.text).toContain(fr.number ?? "no number");

    // staff refund €10 of it: one credit note, referencing the FR, for exactly €10.00
    const refund = await refundPayment(staff, {
      orderId,
      amountCents: 1000,
      reason: "customer_request",
      idempotencyKey: `refund-${randomUUID()}`,
    });
    expect(refund.status).toBe("succeeded");
    const nc = await waitFor("the credit note", async () => {
      const row = (await kit.invoiceRows(orderId)).find((r) => r.type === "NC");
      return row?.status === "issued" && row.pdfKey ? row : null;
    });
    expect(nc.refundId).toBe(refund.id);
    expect(nc.totalCents).toBe(1000);
    expect(nc.number).toMatch(/^NC /);
    const notes = kit.serviceDocuments(`${refund.id}-NC`);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.owner_invoice_id).toBe(Number(fr.externalId));
    expect(notes[0]?.total).toBe(10);

    const views = await orderInvoices(ctx, { orderId, token });
    expect(views.map((v) => [v.type, v.status])).toEqual([
      ["FR", "issued"],
      ["NC", "issued"],
    ]);
  }, 60_000);

  it("credits a full refund with a note that repeats the FR's lines and total", async () => {
    const orderId = await kit.paidOrder([1, 2]);
    const fr = await kit.issuedFr(orderId);
    const refund = await refundPayment(staff, {
      orderId,
      reason: "customer_request",
      idempotencyKey: `full-${randomUUID()}`,
    });
    const nc = await waitFor("the credit note", async () => {
      const row = (await kit.invoiceRows(orderId)).find((r) => r.type === "NC");
      return row?.status === "issued" && row.pdfKey ? row : null;
    });
    expect(nc.refundId).toBe(refund.id);
    expect(nc.totalCents).toBe(fr.totalCents);
    const [invoiceDoc] = kit.serviceDocuments(`${orderId}-FR`);
    const [noteDoc] = kit.serviceDocuments(`${refund.id}-NC`);
    expect(noteDoc?.owner_invoice_id).toBe(Number(fr.externalId));
    const lineOf = (item: unknown) => {
      const i = item as { name: string; quantity: unknown; unit_price: unknown };
      return [i.name, Number(i.quantity), Number(i.unit_price)];
    };
    const itemsOf = (doc: Record<string, unknown> | undefined) => ((doc?.items ?? []) as unknown[]).map(lineOf);
    expect(itemsOf(noteDoc)).toEqual(itemsOf(invoiceDoc));
    expect(itemsOf(noteDoc).length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it("issues, through the sweep, a document whose row was written where no job queue ran (a crash after 'paid')", async () => {
    const jobs = kit.app.shop.services.invoicingJobs;
    const dispatch = jobs.dispatcher;
    if (!dispatch) throw new Error("the issuing worker is not running");
    jobs.dispatcher = null; // as on an instance with JOBS_ENABLED=false, or one that died after the commit
    let orderId: string;
    try {
      orderId = await kit.paidOrder();
    } finally {
      jobs.dispatcher = dispatch;
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [waiting] = await kit.invoiceRows(orderId);
    expect(waiting).toMatchObject({ type: "FR", status: "pending", attempts: 0 });
    expect(kit.serviceDocuments(`${orderId}-FR`)).toHaveLength(0);

    expect(await sweepInvoices(ctx, dispatch, { idleMs: 0 })).toBeGreaterThanOrEqual(1);
    const fr = await kit.issuedFr(orderId);
    expect(fr.id).toBe(waiting?.id);
    // a second sweep while nothing is left to do hands over nothing for this order
    await sweepInvoices(ctx, dispatch, { idleMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(kit.serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
    expect((await kit.invoiceRows(orderId))[0]?.attempts).toBe(1);
  }, 60_000);

  it("issues one document for a payment whose webhook arrives 5 times at once", async () => {
    const { orderId, transactionId } = await kit.orderAwaitingMbway();
    kit.sibs().setWebhookUrl(undefined); // this test delivers the notifications itself
    try {
      kit.sibs().control.approveMbway(transactionId);
      const success = (kit.sibs().control.transaction(transactionId)?.notifications ?? []).find(
        (n) => n.paymentStatus === "Success",
      );
      if (!success) throw new Error("no success notification");
      const statuses = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const sealed = encryptNotification(success, kit.sibs().webhookSecret);
          const res = await fetch(`${kit.app.url}/api/sibs/webhook`, {
            method: "POST",
            headers: {
              "content-type": "text/plain",
              "x-initialization-vector": sealed.iv,
              "x-authentication-tag": sealed.tag,
            },
            body: sealed.body,
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    } finally {
      kit.sibs().setWebhookUrl(`${kit.app.url}/api/sibs/webhook`);
    }
    const fr = await kit.issuedFr(orderId);
    expect(await kit.invoiceRows(orderId)).toHaveLength(1);
    expect(kit.serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
    expect(
      createCalls("invoice_receipts").filter(
        (r) => (r.body as { invoice?: { reference?: string } })?.invoice?.reference === `${orderId}-FR`,
      ),
    ).toHaveLength(1);
    expect(fr.attempts).toBe(1);
    const paid = await ctx.db
      .select()
      .from(orderEventTable)
      .where(and(eq(orderEventTable.orderId, orderId), eq(orderEventTable.toStatus, "paid")));
    expect(paid).toHaveLength(1);
  }, 60_000);

  it("issues one document when the service is down for three attempts, then up", async () => {
    kit.ix().control.failNext(3, "503", "POST /invoice_receipts");
    const orderId = await kit.paidOrder();
    const fr = await kit.issuedFr(orderId);
    expect(fr.attempts).toBe(4);
    expect(fr.lastError).toBeNull();
    expect(kit.serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
  }, 60_000);

  it("issues one document when the service made it but its answer was lost", async () => {
    kit.ix().control.failNext(1, "lose-response", "POST /invoice_receipts");
    const orderId = await kit.paidOrder();
    const fr = await kit.issuedFr(orderId);
    expect(fr.attempts).toBe(2);
    expect(kit.serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
  }, 60_000);

  it("shows a refusal (422) to staff with the service's message after its retry, and a staff retry issues one document", async () => {
    const message = "Client fiscal_id is not valid for the country";
    kit.ix().control.refuseNext(2, message, "POST /invoice_receipts");
    const orderId = await kit.paidOrder();
    const failed = await waitFor("the failed FR", async () => {
      const fr = (await kit.invoiceRows(orderId)).find((r) => r.type === "FR");
      return fr?.status === "failed" ? fr : null;
    });
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toBe(message);
    expect(kit.serviceDocuments(`${orderId}-FR`)).toHaveLength(0);
    const list = await listInvoices(staff, { status: "failed" });
    expect(list.items.find((i) => i.id === failed.id)?.lastError).toBe(message);

    const retried = await retryInvoice(staff, { invoiceId: failed.id });
    expect(retried.status).toBe("pending");
    const fr = await kit.issuedFr(orderId);
    expect(fr.id).toBe(failed.id);
    expect(fr.lastError).toBeNull();
    expect(kit.serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
  }, 60_000);
});
