import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntryTable } from "../../../core/audit/audit.sql.ts";
import { saveDesign } from "../../../core/customization/designs.ts";
import { emailMessageTable } from "../../../core/mail/mail.sql.ts";
import { orderTable } from "../../../core/orders/orders.sql.ts";
import { requestQuote } from "../../../core/quotes/quotes.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp, placePaidOrder } from "../../../tests/setup/staff-app.ts";

let t: StaffTestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  customer = await t.user("customer");
}, 60_000);
afterAll(() => t?.close());

/** A quote in review for `customer`: a 150-unit tee design. */
async function quoteInReview(who: TestUser = customer) {
  const ctx = { ...t.tdb.ctx(), actor: { userId: who.id, roles: ["customer" as const] } };
  const design = await saveDesign(ctx, {
    owner: { userId: who.id, guestToken: null },
    threeProduct: "t-shirt",
    name: `Crew tee ${randomUUID().slice(0, 4)}`,
    status: "saved",
    document: { dye: "black", labels: {}, placements: [], sizes: { M: 100, L: 50 }, notes: "" },
  });
  return requestQuote(ctx, { designId: design.id, message: "Soft hand feel please" });
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The staff's e-mails about a quote, oldest first: all but the request's acknowledgement (issue 20), which comes first. */
const mailsOf = async (quoteId: string) => {
  const all = await t.tdb.handle.db
    .select()
    .from(emailMessageTable)
    .where(and(eq(emailMessageTable.relatedId, quoteId), eq(emailMessageTable.template, "quote-update")))
    .orderBy(asc(emailMessageTable.createdAt), asc(emailMessageTable.id));
  expect(all[0]?.subject).toMatch(/^We have received your quote request/);
  return all.slice(1);
};

describe("admin quotes", () => {
  it("lists and shows quotes to staff only, with the frozen design and estimate", async () => {
    const quote = await quoteInReview();
    expect((await t.call("GET", "/api/admin/quote")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/quote", customer.jar)).status).toBe(403);
    const list = await t.call(
      "GET",
      `/api/admin/quote?status=in_review&q=${encodeURIComponent(customer.email)}`,
      admin.jar,
    );
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r: { id: string }) => r.id)).toContain(quote.id);
    expect(list.body.rows[0]).toMatchObject({ customerEmail: customer.email, units: 150 });
    const one = await t.call("GET", `/api/admin/quote/${quote.id}`, admin.jar);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      status: "in_review",
      sizes: { M: 100, L: 50 },
      message: "Soft hand feel please",
      actions: ["price", "decline"],
    });
    expect(one.body.document.dye).toBe("black");
    expect((await t.call("GET", "/api/admin/quote/quo_missing", admin.jar)).status).toBe(404);
    expect((await t.call("GET", "/api/admin/quote?status=lost", admin.jar)).status).toBe(400);
  });

  it("prices a quote (e-mail in the customer's language), refuses bad prices and expiries, and a second pricing", async () => {
    const quote = await quoteInReview();
    const path = `/api/admin/quote/${quote.id}/price`;
    for (const body of [
      { totalCents: 0, expiresOn: day(10) },
      { totalCents: 12.5, expiresOn: day(10) },
      { totalCents: 100_00, expiresOn: "next week" },
      { totalCents: 100_00, expiresOn: day(-1) },
      { totalCents: 100_00, expiresOn: day(120) },
      { unitCents: 0, expiresOn: day(10) },
      { expiresOn: day(10) },
    ]) {
      const res = await t.call("POST", path, admin.jar, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call("POST", path, customer.jar, { totalCents: 1, expiresOn: day(5) })).status).toBe(403);
    // a quote is a price per unit (issue 20): 150 units cannot cost €1,234.51 (823.006… cents each)
    const uneven = await t.call("POST", path, admin.jar, { totalCents: 1_234_51, expiresOn: day(14) });
    expect(uneven.status).toBe(400);
    expect(uneven.body.error.code).toBe("QUOTE_TOTAL_NOT_PER_UNIT");
    expect(uneven.body.error.message).toContain("123450 or 123600");
    const priced = await t.call("POST", path, admin.jar, {
      totalCents: 1_234_50,
      expiresOn: day(14),
      message: "Includes the woven label",
    });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ status: "pending_approval", quotedTotalCents: 1_234_50, actions: ["reopen"] });
    expect(priced.body.expiresAt.slice(0, 10)).toBe(day(14));
    const [entry] = await t.tdb.handle.db.select().from(auditEntryTable).where(eq(auditEntryTable.entityId, quote.id));
    expect(entry).toMatchObject({
      action: "quote.price",
      actorId: admin.id,
      before: { status: "in_review" },
      after: { status: "pending_approval", quotedTotalCents: 1_234_50 },
    });
    const again = await t.call("POST", path, admin.jar, { unitCents: 1, expiresOn: day(5) });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("QUOTE_STATUS_CONFLICT");
    const mails = await mailsOf(quote.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(customer.email);
    expect(mails[0]?.subject).toContain("is ready");
    expect(mails[0]?.text).toContain("1,234.50");
    // the unit price is shown too: 150 units at €8.23 (issue 20)
    expect(mails[0]?.text).toContain("Price per unit (× 150)");
    expect(mails[0]?.text).toContain("€8.23");
  });

  it("withdraws an offer to revise it, then declines with a reason the customer reads", async () => {
    const quote = await quoteInReview();
    await t.call("POST", `/api/admin/quote/${quote.id}/price`, admin.jar, { totalCents: 900_00, expiresOn: day(7) });
    const reopened = await t.call("POST", `/api/admin/quote/${quote.id}/reopen`, admin.jar);
    expect(reopened.body).toMatchObject({ status: "in_review", quotedTotalCents: null, expiresAt: null });
    expect((await t.call("POST", `/api/admin/quote/${quote.id}/decline`, admin.jar, { reason: "" })).status).toBe(400);
    const declined = await t.call("POST", `/api/admin/quote/${quote.id}/decline`, admin.jar, {
      reason: "We cannot dye this fabric black in March",
    });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe("declined");
    expect((await t.call("POST", `/api/admin/quote/${quote.id}/decline`, admin.jar, { reason: "again" })).status).toBe(
      409,
    );
    const mails = await mailsOf(quote.id);
    expect(mails.map((m) => m.subject)).toHaveLength(2);
    expect(mails.some((m) => m.text.includes("We cannot dye this fabric black in March"))).toBe(true);
  });

  it("writes to a customer in the language of their latest order", async () => {
    const who = await t.user("customer");
    const order = await placePaidOrder(t);
    await t.tdb.handle.db
      .update(orderTable)
      .set({ userId: who.id, locale: "pt" })
      .where(eq(orderTable.id, order.orderId));
    const quote = await quoteInReview(who);
    await t.call("POST", `/api/admin/quote/${quote.id}/price`, admin.jar, { unitCents: 3_00, expiresOn: day(3) });
    const [mail] = await mailsOf(quote.id);
    expect(mail?.subject).toContain("orçamento");
    expect(mail?.toAddress).toBe(who.email);
  });
});
