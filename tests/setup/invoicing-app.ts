/**
 * The shop composed as in production for the issuing tests (issue 19, ADR 0024): {@link openBuyingTestApp} with
 * the SIBS and InvoiceXpress simulators over HTTP, pg-boss on the test database and the issuing job with short
 * retry delays and PDF polls (no sweep), plus the steps those tests share: a guest cart and order (Lisbon, MRW),
 * an MB WAY payment approved at the simulator (whose webhook marks the order paid), and the `invoices` rows and
 * service documents to look at. Used by jobs/workers/issue-invoices.test.ts and store-credit-invoices.test.ts
 * (two files, so neither goes over the simulator's 100 calls a minute).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { addToCart } from "../../core/cart/add-to-cart.ts";
import type { CartRef } from "../../core/cart/cart-ref.ts";
import { saveCheckoutDraft } from "../../core/cart/save-checkout-draft.ts";
import { variantTable } from "../../core/catalog/catalog.sql.ts";
import { placeOrder } from "../../core/checkout/place-order.ts";
import { invoiceTable } from "../../core/invoicing/invoices.sql.ts";
import { orderAccessToken } from "../../core/orders/order-access.ts";
import { paymentTable } from "../../core/payments/payments.sql.ts";
import { startPayment } from "../../core/payments/start-payment.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import { createId } from "../../core/shared/ids.ts";
import { shippingMethodTable } from "../../core/shipping/shipping.sql.ts";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { type BuyingTestApp, openBuyingTestApp } from "./buying-app.ts";
import { TEST_LINK_SECRET } from "./services.ts";
import { waitFor as pollUntil } from "./wait-for.ts";

/** tests/setup/wait-for.ts's poll, waiting at most 40_000 ms here. */
export const waitFor = <T>(what: string, check: () => Promise<T>, ms = 40_000) => pollUntil(what, check, ms);

/** Opens the app and its steps; `close()` it after the file. */
export async function openInvoicingTestApp() {
  const t: BuyingTestApp = await openBuyingTestApp({
    invoicingJobs: {
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      pdfPollDelaysMs: [100, 200, 400],
      sweep: false,
    },
  });
  const ctx: Ctx = t.ctx();
  const staff: Ctx = { ...t.ctx(), actor: { userId: "usr_invoicing_staff", roles: ["admin"] } };
  const [mrw] = await ctx.db.select().from(shippingMethodTable).where(eq(shippingMethodTable.code, "mrw-pt-standard"));
  const mrwPt = mrw?.id ?? "";
  let variantOffset = 60;

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

  /** A guest cart (Lisbon, MRW) with `quantities[i]` units of variants of its own (stock 50), its draft saved. */
  async function guestCart(quantities: number[], giftCardCode?: string): Promise<CartRef> {
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
      ...(giftCardCode ? { giftCardCode } : {}),
    });
    return ref;
  }

  /** Places the cart's order (terms accepted, a fresh idempotency key). */
  const placeGuestOrder = (cart: CartRef) =>
    placeOrder(ctx, { cart, idempotencyKey: createId("order").replace("ord_", "key_"), acceptTerms: true });

  /** Starts an MB WAY payment of a placed order; answers the simulator's transaction id. */
  async function startMbway(orderId: string): Promise<string> {
    const started = await startPayment(ctx, {
      orderId,
      method: "mbway",
      phone: "912345678",
      token: orderAccessToken(TEST_LINK_SECRET, orderId),
    });
    const [payment] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, started.paymentId));
    return payment?.transactionId ?? "";
  }

  /** Approves an MB WAY transaction at the simulator and waits for its webhook to reach the shop. */
  async function approveMbway(transactionId: string): Promise<void> {
    sibs().control.approveMbway(transactionId);
    await sibs().control.webhooksIdle();
  }

  /** A guest order of `quantities` (default one line of 2), placed, with an MB WAY payment started. */
  async function orderAwaitingMbway(quantities: number[] = [2]): Promise<{ orderId: string; transactionId: string }> {
    const { orderId } = await placeGuestOrder(await guestCart(quantities));
    return { orderId, transactionId: await startMbway(orderId) };
  }

  /** A guest order paid by MB WAY: approved at the simulator, which sends the webhook to the shop. */
  async function paidOrder(quantities?: number[]): Promise<string> {
    const { orderId, transactionId } = await orderAwaitingMbway(quantities);
    await approveMbway(transactionId);
    return orderId;
  }

  const invoiceRows = (orderId: string) => ctx.db.select().from(invoiceTable).where(eq(invoiceTable.orderId, orderId));

  /** The order's FR row once it is issued with its PDF stored. */
  const issuedFr = (orderId: string) =>
    waitFor(`the FR of ${orderId}`, async () => {
      const fr = (await invoiceRows(orderId)).find((r) => r.type === "FR");
      return fr?.status === "issued" && fr.pdfKey ? fr : null;
    });

  /** Live documents at the service under a reference (drafts deleted by the adapter do not count). */
  const serviceDocuments = (reference: string) =>
    ix()
      .control.documents()
      .filter((d) => d.reference === reference && d.status !== "deleted");

  return {
    app: t,
    ctx,
    staff,
    sibs,
    ix,
    guestCart,
    placeGuestOrder,
    startMbway,
    approveMbway,
    orderAwaitingMbway,
    paidOrder,
    invoiceRows,
    issuedFr,
    serviceDocuments,
    close: () => t.close(),
  };
}

export type InvoicingTestApp = Awaited<ReturnType<typeof openInvoicingTestApp>>;
