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
import { addToCart } from "../../core/cart/add-to-cart.ts";
import type { CartRef } from "../../core/cart/cart-ref.ts";
import { saveCheckoutDraft } from "../../core/cart/save-checkout-draft.ts";
import { placeOrder } from "../../core/checkout/place-order.ts";
import { variantTable } from "../../core/catalog/catalog.sql.ts";
import { getInvoicePdf, listInvoices, orderInvoices, retryInvoice } from "../../core/invoicing/invoices.ts";
import { invoiceTable } from "../../core/invoicing/invoices.sql.ts";
import { emailMessageTable } from "../../core/mail/mail.sql.ts";
import { orderAccessToken } from "../../core/orders/order-access.ts";
import { orderEventTable } from "../../core/orders/orders.sql.ts";
import { paymentTable } from "../../core/payments/payments.sql.ts";
import { refundPayment } from "../../core/payments/refund-payment.ts";
import { startPayment } from "../../core/payments/start-payment.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import { createId } from "../../core/shared/ids.ts";
import { shippingMethodTable } from "../../core/shipping/shipping.sql.ts";
import { encryptNotification } from "../../integrations/sibs/webhook.ts";
import { LISBON_ADDRESS } from "../../tests/fixtures/addresses.ts";
import { type BuyingTestApp, openBuyingTestApp } from "../../tests/setup/buying-app.ts";
import { sweepInvoices } from "./issue-invoices.ts";
import { TEST_LINK_SECRET } from "../../tests/setup/services.ts";

let t: BuyingTestApp;
let ctx: Ctx;
let staff: Ctx;
let mrwPt: string;
let variantOffset = 60;

beforeAll(async () => {
  t = await openBuyingTestApp({
    invoicingJobs: {
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      pdfPollDelaysMs: [100, 200, 400],
      sweep: false,
    },
  });
  ctx = t.ctx();
  staff = { ...t.ctx(), actor: { userId: "usr_invoicing_staff", roles: ["admin"] } };
  const [m] = await ctx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.code, "mrw-pt-standard"));
  mrwPt = m?.id ?? "";
}, 60_000);
afterAll(() => t.close());

const sibs = () => {
  const s = t.shop.simulators.sibs;
  if (!s) throw new Error("the SIBS simulator is not running");
  return s;
};
const ix = () => {
  const s = t.shop.simulators.invoicexpress;
  if (!s) throw new Error("the InvoiceXpress simulator is not running");
  return s;
};

/** Polls `check` every 100 ms until it returns a truthy value; fails after `ms`. */
async function waitFor<T>(what: string, check: () => Promise<T>, ms = 40_000): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A guest order (Lisbon, MRW) of `quantities[i]` units of variants of its own, placed and with an MB WAY payment
 * started.
 */
async function orderAwaitingMbway(quantities: number[] = [2]): Promise<{ orderId: string; transactionId: string }> {
  let ref: CartRef = { userId: null, guestToken: null };
  for (const quantity of quantities) {
    const [v] = await ctx.db
      .select({ id: variantTable.id })
      .from(variantTable)
      .orderBy(variantTable.sku)
      .limit(1)
      .offset(variantOffset++);
    if (!v) throw new Error("no variant");
    await ctx.db.update(variantTable).set({ stock: 50 }).where(eq(variantTable.id, v.id));
    const added = await addToCart(ctx, { cart: ref, variantId: v.id, quantity });
    ref = { userId: null, guestToken: ref.guestToken ?? added.newGuestToken ?? null };
  }
  await saveCheckoutDraft(ctx, {
    cart: ref,
    email: `invoice-${randomUUID()}@example.com`,
    delivery: "address",
    address: LISBON_ADDRESS,
    shippingMethodId: mrwPt,
  });
  const placed = await placeOrder(ctx, {
    cart: ref,
    idempotencyKey: createId("order").replace("ord_", "key_"),
    acceptTerms: true,
  });
  const started = await startPayment(ctx, {
    orderId: placed.orderId,
    method: "mbway",
    phone: "912345678",
    token: orderAccessToken(TEST_LINK_SECRET, placed.orderId),
  });
  const [payment] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, started.paymentId));
  return { orderId: placed.orderId, transactionId: payment?.transactionId ?? "" };
}

/** A guest order paid by MB WAY: approved at the simulator, which sends the webhook to the shop. */
async function paidOrder(quantities?: number[]): Promise<string> {
  const { orderId, transactionId } = await orderAwaitingMbway(quantities);
  sibs().control.approveMbway(transactionId);
  await sibs().control.webhooksIdle();
  return orderId;
}

const invoiceRows = (orderId: string) => ctx.db.select().from(invoiceTable).where(eq(invoiceTable.orderId, orderId));

/** The order's FR row once it is issued with its PDF stored. */
const issuedFr = (orderId: string) =>
  waitFor(`the FR of ${orderId}`, async () => {
    const rows = await invoiceRows(orderId);
    const fr = rows.find((r) => r.type === "FR");
    return fr?.status === "issued" && fr.pdfKey ? fr : null;
  });

/** Live documents at the service under a reference (drafts deleted by the adapter do not count). */
const serviceDocuments = (reference: string) =>
  ix()
    .control.documents()
    .filter((d) => d.reference === reference && d.status !== "deleted");

const createCalls = (kind: "invoice_receipts" | "credit_notes") =>
  ix().control.requests.filter((r) => r.method === "POST" && r.path === `/${kind}.json`);

describe("issuing legal documents over HTTP", () => {
  it("issues a paid order's FR (number, ATCUD, PDF after 202s, e-mail) and a partial refund's NC for exactly its amount", async () => {
    const orderId = await paidOrder([2, 1, 3]);
    const fr = await issuedFr(orderId);
    expect(fr.number).toMatch(/^FR \S+\/\d+$/);
    expect(fr.atcud).toMatch(/^[A-Z0-9]{8,}-\d+$/);
    expect(fr.lastError).toBeNull();

    const [doc] = serviceDocuments(`${orderId}-FR`);
    expect(serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
    expect(doc?.status).toBe("settled");
    expect((doc?.items as unknown[] | undefined)?.length).toBeGreaterThanOrEqual(3); // the three order lines (and shipping unless free)
    expect(String(doc?.id)).toBe(fr.externalId);
    // the PDF answered 202 before it was ready (the simulator's default: twice), and the bytes were kept
    const pdfCalls = ix().control.requests.filter((r) => r.path === `/api/pdf/${fr.externalId}.json`);
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
      const row = (await invoiceRows(orderId)).find((r) => r.type === "NC");
      return row?.status === "issued" && row.pdfKey ? row : null;
    });
    expect(nc.refundId).toBe(refund.id);
    expect(nc.totalCents).toBe(1000);
    expect(nc.number).toMatch(/^NC /);
    const notes = serviceDocuments(`${refund.id}-NC`);
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
    const orderId = await paidOrder([1, 2]);
    const fr = await issuedFr(orderId);
    const refund = await refundPayment(staff, {
      orderId,
      reason: "customer_request",
      idempotencyKey: `full-${randomUUID()}`,
    });
    const nc = await waitFor("the credit note", async () => {
      const row = (await invoiceRows(orderId)).find((r) => r.type === "NC");
      return row?.status === "issued" && row.pdfKey ? row : null;
    });
    expect(nc.refundId).toBe(refund.id);
    expect(nc.totalCents).toBe(fr.totalCents);
    const [invoiceDoc] = serviceDocuments(`${orderId}-FR`);
    const [noteDoc] = serviceDocuments(`${refund.id}-NC`);
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
    const jobs = t.shop.services.invoicingJobs;
    const dispatch = jobs.dispatcher;
    if (!dispatch) throw new Error("the issuing worker is not running");
    jobs.dispatcher = null; // as on an instance with JOBS_ENABLED=false, or one that died after the commit
    let orderId: string;
    try {
      orderId = await paidOrder();
    } finally {
      jobs.dispatcher = dispatch;
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [waiting] = await invoiceRows(orderId);
    expect(waiting).toMatchObject({ type: "FR", status: "pending", attempts: 0 });
    expect(serviceDocuments(`${orderId}-FR`)).toHaveLength(0);

    expect(await sweepInvoices(ctx, dispatch, { idleMs: 0 })).toBeGreaterThanOrEqual(1);
    const fr = await issuedFr(orderId);
    expect(fr.id).toBe(waiting?.id);
    // a second sweep while nothing is left to do hands over nothing for this order
    await sweepInvoices(ctx, dispatch, { idleMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
    expect((await invoiceRows(orderId))[0]?.attempts).toBe(1);
  }, 60_000);

  it("issues one document for a payment whose webhook arrives 5 times at once", async () => {
    const { orderId, transactionId } = await orderAwaitingMbway();
    sibs().setWebhookUrl(undefined); // this test delivers the notifications itself
    try {
      sibs().control.approveMbway(transactionId);
      const success = (sibs().control.transaction(transactionId)?.notifications ?? []).find(
        (n) => n.paymentStatus === "Success",
      );
      if (!success) throw new Error("no success notification");
      const statuses = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const sealed = encryptNotification(success, sibs().webhookSecret);
          const res = await fetch(`${t.url}/api/sibs/webhook`, {
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
      sibs().setWebhookUrl(`${t.url}/api/sibs/webhook`);
    }
    const fr = await issuedFr(orderId);
    expect(await invoiceRows(orderId)).toHaveLength(1);
    expect(serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
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
    ix().control.failNext(3, "503", "POST /invoice_receipts");
    const orderId = await paidOrder();
    const fr = await issuedFr(orderId);
    expect(fr.attempts).toBe(4);
    expect(fr.lastError).toBeNull();
    expect(serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
  }, 60_000);

  it("issues one document when the service made it but its answer was lost", async () => {
    ix().control.failNext(1, "lose-response", "POST /invoice_receipts");
    const orderId = await paidOrder();
    const fr = await issuedFr(orderId);
    expect(fr.attempts).toBe(2);
    expect(serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
  }, 60_000);

  it("shows a refusal (422) to staff with the service's message after its retry, and a staff retry issues one document", async () => {
    const message = "Client fiscal_id is not valid for the country";
    ix().control.refuseNext(2, message, "POST /invoice_receipts");
    const orderId = await paidOrder();
    const failed = await waitFor("the failed FR", async () => {
      const fr = (await invoiceRows(orderId)).find((r) => r.type === "FR");
      return fr?.status === "failed" ? fr : null;
    });
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toBe(message);
    expect(serviceDocuments(`${orderId}-FR`)).toHaveLength(0);
    const list = await listInvoices(staff, { status: "failed" });
    expect(list.items.find((i) => i.id === failed.id)?.lastError).toBe(message);

    const retried = await retryInvoice(staff, { invoiceId: failed.id });
    expect(retried.status).toBe("pending");
    const fr = await issuedFr(orderId);
    expect(fr.id).toBe(failed.id);
    expect(fr.lastError).toBeNull();
    expect(serviceDocuments(`${orderId}-FR`)).toHaveLength(1);
  }, 60_000);
});
