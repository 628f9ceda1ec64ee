import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISBON_ADDRESS } from "../../tests/fixtures/addresses.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { getCart } from "../cart/get-cart.ts";
import { saveCheckoutDraft } from "../cart/save-checkout-draft.ts";
import { placeOrder } from "../checkout/place-order.ts";
import { saveDesign } from "../customization/designs.ts";
import { emailMessageTable } from "../mail/mail.sql.ts";
import { releaseOrderHolds, retakeOrderHolds } from "../orders/order-holds.ts";
import { orderLineTable, orderTable } from "../orders/orders.sql.ts";
import { shippingMethodTable } from "../shipping/shipping.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { answerQuote, approveQuote, declineQuote, expireQuotes, getQuote, orderQuote, requestQuote } from "./quotes.ts";

let db: TestDatabase;
let customer: Ctx;
let staff: Ctx;
let stranger: Ctx;
const userId = "usr_01QUOTECUSTOMER00000000000";

beforeAll(async () => {
  db = await openTestDatabase();
  const base = db.ctx();
  for (const [id, email] of [
    [userId, "quote@example.com"],
    ["usr_01QUOTESTRANGER00000000000", "stranger@example.com"],
  ]) {
    await base.db.execute(
      sql`insert into auth_user (id, name, email, email_verified) values (${id}, 'Q', ${email}, true)`,
    );
  }
  customer = { ...base, actor: { userId, roles: ["customer"] } };
  stranger = { ...base, actor: { userId: "usr_01QUOTESTRANGER00000000000", roles: ["customer"] } };
  staff = { ...base, actor: { userId: "usr_01QUOTESTAFF0000000000000", roles: ["admin"] } };
});
afterAll(() => db.close());

/** A 600-unit tee design with a woven neck label: priceable by the configurator too. */
async function design(units = 600) {
  return saveDesign(customer, {
    owner: { userId, guestToken: null },
    threeProduct: "t-shirt",
    name: `Team tee ${randomUUID().slice(0, 4)}`,
    status: "saved",
    document: { dye: "black", labels: { neck: "neck-woven" }, placements: [], sizes: { M: units }, notes: "" },
  });
}

describe("quotes", () => {
  it("goes in review → priced by the shop → approved → ordered at the quoted price → accepted", async () => {
    const d = await design();
    const quote = await requestQuote(customer, { designId: d.id, message: "Can you do 600 by March?" });
    expect(quote).toMatchObject({ status: "in_review", units: 600, estimateCents: d.price?.totalCents });
    await expect(getQuote(stranger, quote.id)).rejects.toMatchObject({ code: "QUOTE_NOT_FOUND" });
    await expect(answerQuote(customer, { id: quote.id, totalCents: 1 })).rejects.toMatchObject({ status: 403 });
    await expect(approveQuote(customer, quote.id)).rejects.toMatchObject({ code: "QUOTE_STATUS_CONFLICT" });
    const priced = await answerQuote(staff, {
      id: quote.id,
      totalCents: 540_000,
      message: "Ready by 10 March",
      validDays: 14,
    });
    expect(priced.status).toBe("pending_approval");
    expect((await approveQuote(customer, quote.id)).status).toBe("approved");

    const ref = { userId, guestToken: null };
    await orderQuote(customer, { cart: ref, id: quote.id });
    const cart = await getCart(customer, { cart: ref });
    const line = cart.pricing.lines.find((l) => l.design?.quoteId === quote.id);
    expect(line?.lineTotalCents).toBe(540_000);
    expect(line?.quantity).toBe(600);
    const [mrw] = await customer.db
      .select()
      .from(shippingMethodTable)
      .where(eq(shippingMethodTable.code, "mrw-pt-standard"));
    await saveCheckoutDraft(customer, {
      cart: ref,
      delivery: "address",
      address: LISBON_ADDRESS,
      shippingMethodId: mrw?.id,
    });
    const placed = await placeOrder(customer, { cart: ref, idempotencyKey: randomUUID(), acceptTerms: true });
    const [orderLine] = await customer.db
      .select()
      .from(orderLineTable)
      .where(eq(orderLineTable.orderId, placed.orderId));
    expect(orderLine).toMatchObject({ kind: "custom", quoteId: quote.id, totalCents: 540_000 });
    const accepted = await getQuote(customer, quote.id);
    expect(accepted).toMatchObject({ status: "accepted", orderId: placed.orderId });
    await expect(declineQuote(customer, { id: quote.id })).rejects.toMatchObject({ code: "QUOTE_STATUS_CONFLICT" });
  });

  it("gives the quote back when its order is cancelled unpaid, and closes it again for a late payment", async () => {
    const d = await design();
    const quote = await requestQuote(customer, { designId: d.id });
    await answerQuote(staff, { id: quote.id, totalCents: 480_000, validDays: 10 });
    await approveQuote(customer, quote.id);
    const ref = { userId, guestToken: null };
    await orderQuote(customer, { cart: ref, id: quote.id });
    const [mrw] = await customer.db
      .select()
      .from(shippingMethodTable)
      .where(eq(shippingMethodTable.code, "mrw-pt-standard"));
    await saveCheckoutDraft(customer, {
      cart: ref,
      delivery: "address",
      address: LISBON_ADDRESS,
      shippingMethodId: mrw?.id,
    });
    const first = await placeOrder(customer, { cart: ref, idempotencyKey: randomUUID(), acceptTerms: true });
    expect(await getQuote(customer, quote.id)).toMatchObject({ status: "accepted", orderId: first.orderId });

    // the payment failed and the customer checks out the same cart again: the first order is
    // cancelled, the quote given back, and the new order closes it at the same price
    const second = await placeOrder(customer, { cart: ref, idempotencyKey: randomUUID(), acceptTerms: true });
    expect(second.orderId).not.toBe(first.orderId);
    const again = await getQuote(customer, quote.id);
    expect(again).toMatchObject({ status: "accepted", orderId: second.orderId });
    expect(again.history.map((h) => `${h.to}:${h.by}`)).toContain("approved:system");

    // the second order's window passes unpaid: the offer stands again …
    await withTransaction(customer, (tx) => releaseOrderHolds(tx, second.orderId));
    expect(await getQuote(customer, quote.id)).toMatchObject({ status: "approved", orderId: null });
    // … and a payment arriving late closes it again for that order
    await withTransaction(customer, (tx) => retakeOrderHolds(tx, second.orderId));
    expect(await getQuote(customer, quote.id)).toMatchObject({ status: "accepted", orderId: second.orderId });
  });

  it("lets a given-back quote expire, and refuses a late payment for it without taking anything", async () => {
    const d = await design();
    const quote = await requestQuote(customer, { designId: d.id });
    await answerQuote(staff, { id: quote.id, totalCents: 300_000, validDays: 1 });
    await approveQuote(customer, quote.id);
    const ref = { userId, guestToken: null };
    await orderQuote(customer, { cart: ref, id: quote.id });
    const [mrw] = await customer.db
      .select()
      .from(shippingMethodTable)
      .where(eq(shippingMethodTable.code, "mrw-pt-standard"));
    await saveCheckoutDraft(customer, {
      cart: ref,
      delivery: "address",
      address: LISBON_ADDRESS,
      shippingMethodId: mrw?.id,
    });
    const placed = await placeOrder(customer, { cart: ref, idempotencyKey: randomUUID(), acceptTerms: true });
    const later = { ...customer, now: () => new Date(Date.now() + 2 * 24 * 3600_000) };
    await withTransaction(later, (tx) => releaseOrderHolds(tx, placed.orderId));
    expect(await getQuote(customer, quote.id)).toMatchObject({ status: "expired", orderId: null });
    await expect(withTransaction(later, (tx) => retakeOrderHolds(tx, placed.orderId))).rejects.toMatchObject({
      code: "QUOTE_STATUS_CONFLICT",
    });
    const [order] = await customer.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    expect(order?.stockReleasedAt).not.toBeNull();
  });

  it("refuses to approve an offer past its date, and the sweep expires it", async () => {
    const d = await design();
    const quote = await requestQuote(customer, { designId: d.id });
    await answerQuote(staff, { id: quote.id, totalCents: 120_000, validDays: 1 });
    const later = { ...customer, now: () => new Date(Date.now() + 2 * 24 * 3600_000) };
    await expect(approveQuote(later, quote.id)).rejects.toMatchObject({ code: "QUOTE_EXPIRED" });
    expect(await expireQuotes(later)).toBeGreaterThanOrEqual(1);
    expect((await getQuote(customer, quote.id)).status).toBe("expired");
    // the customer is told once, with a link to the quote; a second sweep changes nothing
    expect(await expireQuotes(later)).toBe(0);
    const mails = await customer.db
      .select()
      .from(emailMessageTable)
      .where(and(eq(emailMessageTable.relatedId, quote.id), eq(emailMessageTable.template, "quote-update")));
    expect(mails.length).toBe(3); // the acknowledgement (issue 20), the answer, then the expiry
    const expiredMails = mails.filter((m) => /expired/i.test(m.subject));
    expect(expiredMails.length).toBe(1);
    expect(expiredMails[0]?.text).toContain(`https://shop.test/user/quotes/${quote.id}`);
  });

  it("acknowledges a request by e-mail in the customer's language, in the request's transaction", async () => {
    const d = await design(250);
    const mailsOf = (id: string) =>
      customer.db
        .select()
        .from(emailMessageTable)
        .where(and(eq(emailMessageTable.relatedId, id), eq(emailMessageTable.template, "quote-update")));
    const en = await requestQuote(customer, { designId: d.id, message: "Navy thread on the chest" });
    const [mail] = await mailsOf(en.id);
    expect(mail).toMatchObject({ toAddress: "quote@example.com", locale: "en", relatedType: "quote" });
    expect(mail?.subject).toBe(`We have received your quote request for "${d.name}"`);
    expect(mail?.text).toContain("250 units");
    expect(mail?.text).toContain("Your note: Navy thread on the chest");
    expect(mail?.text).toContain(`https://shop.test/user/quotes/${en.id}`);

    const pt = await requestQuote({ ...customer, locale: "pt" }, { designId: d.id });
    const [ptMail] = await mailsOf(pt.id);
    expect(ptMail?.locale).toBe("pt");
    expect(ptMail?.subject).toBe(`Recebemos o seu pedido de orçamento para "${d.name}"`);
    expect(ptMail?.text).toContain("250 unidades");
    expect(ptMail?.text).not.toContain("A sua nota");
    const es = await requestQuote({ ...customer, locale: "es" }, { designId: d.id, message: "Urgente" });
    const [esMail] = await mailsOf(es.id);
    expect(esMail?.subject).toBe(`Hemos recibido tu solicitud de presupuesto para "${d.name}"`);
    expect(esMail?.text).toContain("Tu nota: Urgente");

    // a request refused (no design of one's own) stores nothing and e-mails nothing
    const before = await customer.db.select().from(emailMessageTable);
    await expect(requestQuote(stranger, { designId: d.id })).rejects.toMatchObject({ code: "DESIGN_NOT_FOUND" });
    expect((await customer.db.select().from(emailMessageTable)).length).toBe(before.length);
  });

  it("needs an account and a design of one's own", async () => {
    const d = await design();
    await expect(requestQuote(db.ctx(), { designId: d.id })).rejects.toMatchObject({ status: 401 });
    await expect(requestQuote(stranger, { designId: d.id })).rejects.toMatchObject({ code: "DESIGN_NOT_FOUND" });
  });
});
