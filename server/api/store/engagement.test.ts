import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntryTable } from "../../../core/audit/audit.sql.ts";
import { emailMessageTable } from "../../../core/mail/mail.sql.ts";
import { couponTable } from "../../../core/marketing/marketing.sql.ts";
import { newsletterSubscriberTable, newsletterTokenTable } from "../../../core/marketing/newsletter.sql.ts";
import { orderEventTable, orderLineTable, orderTable } from "../../../core/orders/orders.sql.ts";
import { supportTicketTable } from "../../../core/support/support.sql.ts";
import type { Jar } from "../../../tests/setup/auth-app.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp, placePaidOrder } from "../../../tests/setup/staff-app.ts";

let t: StaffTestApp;
let admin: TestUser;
let support: TestUser;
let customer: TestUser;
let other: TestUser;
let png: Uint8Array<ArrayBuffer>;
let exifJpeg: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  support = await t.user("support_agent");
  customer = await t.user("customer");
  other = await t.user("customer");
  png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .png()
      .toBuffer(),
  );
  exifJpeg = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#663399" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "home-at-41.1579N-8.6291W" } })
      .toBuffer(),
  );
}, 90_000);
afterAll(() => t?.close());

/** A multipart POST through the app (same origin), with the jar's session when given. */
async function postForm(path: string, form: FormData, jar?: Jar | null, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, {
    method: "POST",
    headers: { origin: "http://localhost", ...(jar ? { cookie: jar.header() } : {}), ...headers },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  return { status: res.status, body: body as any, res };
}

function contactForm(fields: Partial<Record<string, string>> = {}, files: File[] = []) {
  const form = new FormData();
  const values = {
    name: "Marta Reis",
    email: `marta-${randomUUID()}@example.com`,
    subject: "Sizes for a team order",
    message: "Hello, do you make the oversized hoodie in 3XL for a team of 40?",
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) if (v !== undefined) form.set(k, v);
  for (const f of files) form.append("attachments", f);
  return { form, email: values.email as string };
}

async function mailsTo(email: string) {
  return t.tdb.handle.db
    .select()
    .from(emailMessageTable)
    .where(eq(emailMessageTable.toAddress, email))
    .orderBy(desc(emailMessageTable.createdAt));
}

describe("POST /api/contact", () => {
  it("opens a ticket with the file, e-mails an acknowledgement, and staff see it in the inbox", async () => {
    const { form, email } = contactForm({}, [new File([png], "measurements.png", { type: "image/png" })]);
    const res = await postForm("/api/contact", form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.number).toMatch(/^T-[0-9A-Z]{6}$/);

    const [mail] = await mailsTo(email);
    expect(mail?.template).toBe("ticket-update");
    expect(mail?.subject).toContain(res.body.number);
    expect(mail?.text).toMatch(/https:\/\/shop\.test\/contact\/ticket\/tkt_\w+\?token=/);

    expect((await t.call("GET", "/api/admin/ticket")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/ticket", customer.jar)).status).toBe(403);
    const inbox = await t.call("GET", `/api/admin/ticket?q=${encodeURIComponent(email)}`, support.jar);
    expect(inbox.status).toBe(200);
    expect(inbox.body.items).toHaveLength(1);
    expect(inbox.body.items[0]).toMatchObject({
      status: "open",
      email,
      subject: "Sizes for a team order",
      lastAuthor: "customer",
    });

    const detail = await t.call("GET", `/api/admin/ticket/${res.body.id}`, support.jar);
    expect(detail.body.messages[0].attachments[0]).toMatchObject({
      name: "measurements.png",
      contentType: "image/png",
    });
  });

  it("refuses a renamed executable, too many files and an oversized file, and opens no ticket", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0)]);
    const cases: [File[], string][] = [
      [[new File([exe], "photo.png", { type: "image/png" })], "ATTACHMENT_TYPE"],
      [[1, 2, 3, 4].map((i) => new File([png], `p${i}.png`, { type: "image/png" })), "TOO_MANY_ATTACHMENTS"],
      [
        [new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" })],
        "ATTACHMENT_TOO_LARGE",
      ],
      [[new File(["<svg onload=alert(1)></svg>"], "x.svg", { type: "image/svg+xml" })], "ATTACHMENT_TYPE"],
    ];
    for (const [files, code] of cases) {
      const { form, email } = contactForm({}, files);
      const res = await postForm("/api/contact", form);
      expect(res.status, code).toBe(400);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.field).toBe("attachments");
      const rows = await t.tdb.handle.db.select().from(supportTicketTable).where(eq(supportTicketTable.email, email));
      expect(rows).toHaveLength(0);
    }
  });

  it("answers missing fields with translated field errors", async () => {
    const { form } = contactForm({ message: "short" });
    const res = await postForm("/api/contact", form, null, { "accept-language": "pt-PT" });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("message");
    expect(res.body.error.message).toMatch(/message: .*10/);
  });

  it("limits one address to 3 messages in 10 minutes (429 with Retry-After)", async () => {
    const email = `busy-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await postForm("/api/contact", contactForm({ email }).form)).status).toBe(200);
    const fourth = await postForm("/api/contact", contactForm({ email }).form);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe("RATE_LIMITED");
    expect(Number(fourth.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a cross-site post", async () => {
    const res = await postForm("/api/contact", contactForm().form, null, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("ticket thread", () => {
  it("staff reply e-mails the customer, is audited; the customer reads and answers with the link only", async () => {
    const { form, email } = contactForm();
    const opened = await postForm("/api/contact", form);
    const id = opened.body.id as string;
    const reply = await t.call("POST", `/api/admin/ticket/${id}/reply`, support.jar, {
      body: "Yes: 3XL is available for the oversized hoodie.",
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.status).toBe("pending");
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/reply/i);
    expect(mail?.text).toContain("3XL is available");
    const link = new URL(/https:\/\/shop\.test\/contact\/ticket\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
    const audit = await t.tdb.handle.db
      .select()
      .from(auditEntryTable)
      .where(and(eq(auditEntryTable.entityId, id), eq(auditEntryTable.action, "ticket.reply")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(support.id);

    const mine = await t.call("GET", `/api/contact/ticket/${id}${link.search}`);
    expect(mine.status).toBe(200);
    expect(mine.body.messages.map((m: { author: string }) => m.author)).toEqual(["customer", "staff"]);
    expect(mine.body.customer).toBeNull();
    expect((await t.call("GET", `/api/contact/ticket/${id}?token=wrong`)).status).toBe(404);

    const answer = new FormData();
    answer.set("body", "Great, thank you!");
    const answered = await postForm(`/api/contact/ticket/${id}/message${link.search}`, answer);
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe("open");

    const closed = await t.call("PUT", `/api/admin/ticket/${id}/status`, support.jar, { status: "closed" });
    expect(closed.body.status).toBe("closed");
    expect((await t.call("PUT", `/api/admin/ticket/${id}/status`, customer.jar, { status: "open" })).status).toBe(403);
  });

  it("staff open a ticket linked to the customer and their order", async () => {
    const order = await placePaidOrder(t, { email: customer.email });
    const res = await t.call("POST", "/api/admin/ticket", admin.jar, {
      name: "Ana Silva",
      email: customer.email.toUpperCase(),
      subject: "Your call about the delivery",
      message: "As agreed on the phone, we will ship on Monday.",
      orderNumber: order.number,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customer?.id).toBe(customer.id);
    expect(res.body.order).toMatchObject({ id: order.orderId, number: order.number });
    const bad = await t.call("POST", "/api/admin/ticket", admin.jar, {
      name: "A",
      email: "a@example.com",
      subject: "x",
      message: "y",
      orderNumber: "#FABZZZZZ",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("ORDER_NOT_FOUND");
  });
});

/** A paid order moved to `delivered` and given to `user` (as if they had bought it signed in). */
async function deliveredOrderOf(user: TestUser, status: "delivered" | "shipped" = "delivered") {
  const order = await placePaidOrder(t, { email: user.email });
  const db = t.tdb.handle.db;
  await db.update(orderTable).set({ userId: user.id, status }).where(eq(orderTable.id, order.orderId));
  await db.insert(orderEventTable).values({
    id: `oev_${randomUUID().replace(/-/g, "").slice(0, 26).toUpperCase()}`,
    orderId: order.orderId,
    type: "status",
    fromStatus: "shipped",
    toStatus: status,
    actor: "system",
  });
  const lines = await db.select().from(orderLineTable).where(eq(orderLineTable.orderId, order.orderId));
  return { ...order, line: lines[0] as typeof orderLineTable.$inferSelect };
}

function reviewForm(rating: string, body: string, photos: File[] = []) {
  const form = new FormData();
  form.set("rating", rating);
  form.set("body", body);
  for (const p of photos) form.append("photos", p);
  return form;
}

describe("feedback and ratings", () => {
  it("rates only delivered items of one's own orders, once per line; public after approval", async () => {
    const shipped = await deliveredOrderOf(customer, "shipped");
    const notYet = await postForm(
      `/api/feedback/${shipped.line.id}`,
      reviewForm("5", "Lovely fabric and fit."),
      customer.jar,
    );
    expect(notYet.status).toBe(404);
    expect(notYet.body.error.code).toBe("FEEDBACK_ITEM_NOT_FOUND");

    const order = await deliveredOrderOf(customer);
    const lineId = order.line.id;
    const list = await t.call("GET", "/api/feedback", customer.jar);
    expect(list.body.awaiting.map((i: { lineId: string }) => i.lineId)).toContain(lineId);
    expect(list.body.awaiting.map((i: { lineId: string }) => i.lineId)).not.toContain(shipped.line.id);

    expect((await postForm(`/api/feedback/${lineId}`, reviewForm("5", "Great"), null)).status).toBe(401);
    expect((await postForm(`/api/feedback/${lineId}`, reviewForm("5", "Not my order at all."), other.jar)).status).toBe(
      404,
    );
    const badStars = await postForm(`/api/feedback/${lineId}`, reviewForm("6", "Six stars, obviously."), customer.jar);
    expect(badStars.status).toBe(400);
    expect(badStars.body.error.field).toBe("rating");

    const form = () =>
      reviewForm("4", "Lovely heavy cotton; the colour is exactly as shown.", [new File([exifJpeg], "me.jpg")]);
    const [first, second] = await Promise.all([
      postForm(`/api/feedback/${lineId}`, form(), customer.jar),
      postForm(`/api/feedback/${lineId}`, form(), customer.jar),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const again = await postForm(`/api/feedback/${lineId}`, form(), customer.jar);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("REVIEW_EXISTS");
    const reviewId = (first.status === 200 ? first : second).body.id as string;

    const productId = order.line.productId;
    const before = await t.call("GET", `/api/product/${productId}/reviews`);
    expect(before.body.reviews.map((r: { id: string }) => r.id)).not.toContain(reviewId);

    expect(
      (await t.call("PUT", `/api/admin/review/${reviewId}/status`, customer.jar, { status: "approved" })).status,
    ).toBe(403);
    const pending = await t.call("GET", "/api/admin/review?status=pending&q=heavy%20cotton", admin.jar);
    expect(pending.body.items.map((r: { id: string }) => r.id)).toContain(reviewId);
    const approved = await t.call("PUT", `/api/admin/review/${reviewId}/status`, admin.jar, { status: "approved" });
    expect(approved.status).toBe(200);
    await t.call("PUT", `/api/admin/review/${reviewId}/answer`, support.jar, { answer: "Thank you, Ana!" });

    const after = await t.call("GET", `/api/product/${productId}/reviews`);
    const shown = after.body.reviews.find((r: { id: string }) => r.id === reviewId);
    expect(shown).toMatchObject({
      rating: 4,
      authorName: "Ana S.",
      verifiedBuyer: true,
      answer: { body: "Thank you, Ana!" },
    });
    expect(after.body.count).toBeGreaterThanOrEqual(1);
    expect(after.body.distribution[3]).toBeGreaterThanOrEqual(1);
    const photo = await t.app.request(shown.photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(exifJpeg).includes("home-at-41")).toBe(true);
    expect(Buffer.from(await photo.arrayBuffer()).includes("home-at-41")).toBe(false); // metadata stripped

    await t.call("PUT", `/api/admin/review/${reviewId}/status`, admin.jar, { status: "hidden" });
    const hidden = await t.call("GET", `/api/product/${productId}/reviews`);
    expect(hidden.body.reviews.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect((await t.app.request(shown.photos[0].url)).status).toBe(404);
  });

  it("lists the demo reviews (no order behind them) for staff, named by the product, without an order number", async () => {
    const demo = await t.call("GET", "/api/admin/review?status=approved&q=Marta", admin.jar);
    expect(demo.status).toBe(200);
    const marta = demo.body.items.find((r: { authorName: string }) => r.authorName === "Marta S.");
    expect(marta).toMatchObject({ productSlug: "essential-organic-tee", orderNumber: null, status: "approved" });
    expect(marta.productName.length).toBeGreaterThan(0);
  });
});

/** The token of the first link to `path` in the newest e-mail to `email`. */
async function tokenFrom(email: string, path: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = new RegExp(`https://shop\\.test${path}\\?token=([\\w-]+)`).exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.template}`);
  return match[1];
}

describe("newsletter", () => {
  it("double opt-in: only the confirmation before the click, tokens hashed, single use; welcome coupon once", async () => {
    const email = `news-${randomUUID()}@example.com`;
    const noConsent = await t.call("POST", "/api/newsletter", null, { email, consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.field).toBe("consent");

    const signup = await t.call("POST", "/api/newsletter", null, { email, consent: true, source: "footer" });
    expect(signup.status).toBe(200);
    // a double submit sends one e-mail
    await t.call("POST", "/api/newsletter", null, { email, consent: true, source: "footer" });
    const before = await mailsTo(email);
    expect(before.map((m) => m.template)).toEqual(["newsletter-confirm"]);
    const token = await tokenFrom(email, "/newsletter/confirm");
    expect(token).toMatch(/^[\w-]{43}$/);

    const [sub] = await t.tdb.handle.db
      .select()
      .from(newsletterSubscriberTable)
      .where(eq(newsletterSubscriberTable.email, email));
    expect(sub).toMatchObject({ status: "pending", source: "footer" });
    expect(sub?.consentText).toMatch(/newsletter/i);
    const tokens = await t.tdb.handle.db
      .select()
      .from(newsletterTokenTable)
      .where(eq(newsletterTokenTable.subscriberId, sub?.id ?? ""));
    expect(tokens.every((row) => row.tokenHash !== token && /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);

    const guessed = await t.call("POST", "/api/newsletter/confirm", null, { token: "A".repeat(43) });
    expect(guessed.status).toBe(404);
    expect(guessed.body.error.code).toBe("NEWSLETTER_TOKEN_INVALID");

    const confirmed = await t.call("POST", "/api/newsletter/confirm", null, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.couponCode).toMatch(/^WELCOME-[0-9A-Z]{8}$/);
    const reused = await t.call("POST", "/api/newsletter/confirm", null, { token });
    expect(reused.status).toBe(404);

    const [coupon] = await t.tdb.handle.db
      .select()
      .from(couponTable)
      .where(eq(couponTable.code, confirmed.body.couponCode));
    expect(coupon).toMatchObject({ kind: "percentage", percentBp: 1000, usageLimit: 1, perCustomerLimit: 1 });

    const [welcome] = await mailsTo(email);
    expect(welcome?.template).toBe("newsletter-welcome");
    expect(welcome?.text).toContain(confirmed.body.couponCode);
    expect(welcome?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const header = welcome?.headers["List-Unsubscribe"] ?? "";
    expect(header).toMatch(/^<https:\/\/shop\.test\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>$/);
    expect(welcome?.text).toMatch(/https:\/\/shop\.test\/newsletter\/unsubscribe\?token=/);

    // the page's GET check never unsubscribes (link scanners)
    const oneClickUrl = new URL(header.slice(1, -1));
    const check = await t.call("GET", `/api/newsletter/unsubscribe${oneClickUrl.search}`);
    expect(check.body).toMatchObject({ valid: true });
    // RFC 8058: the mail provider POSTs the List-Unsubscribe URL with this form body, cross-site
    const oneClick = await t.app.request(`/api/newsletter/unsubscribe${oneClickUrl.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const [gone] = await t.tdb.handle.db
      .select()
      .from(newsletterSubscriberTable)
      .where(eq(newsletterSubscriberTable.email, email));
    expect(gone).toMatchObject({ status: "unsubscribed", unsubscribeMethod: "one-click" });
    const twice = await t.app.request(`/api/newsletter/unsubscribe${oneClickUrl.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(twice.status).toBe(404);

    // signing up again: a new confirmation, and no second welcome code
    await t.call("POST", "/api/newsletter", null, { email, consent: true });
    const again = await t.call("POST", "/api/newsletter/confirm", null, {
      token: await tokenFrom(email, "/newsletter/confirm"),
    });
    expect(again.status).toBe(200);
    expect(again.body.couponCode).toBeNull();
  });

  it("exports subscribers as CSV for staff with read:newsletter:any only", async () => {
    const email = `=cmd-${randomUUID()}@example.com`;
    await t.call("POST", "/api/newsletter", null, { email: `x${email.slice(1)}`, consent: true });
    expect((await t.call("GET", "/api/admin/newsletter")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/newsletter", customer.jar)).status).toBe(403);
    expect((await t.call("GET", "/api/admin/newsletter", support.jar)).status).toBe(403);
    const content = await t.user("content_editor");
    const csv = await t.call("GET", "/api/admin/newsletter?status=pending", content.jar);
    expect(csv.status).toBe(200);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "email,status,language,source,requested_at,request_ip,confirmed_at,confirm_ip,unsubscribed_at,unsubscribe_method,welcome_coupon,consent_text",
    );
    expect(lines.some((l) => l.startsWith(`x${email.slice(1)},pending,en,newsletter-page,`))).toBe(true);
    const page = await t.call("GET", "/api/admin/newsletter?format=json&pageSize=20", admin.jar);
    expect(page.body.items.length).toBeGreaterThan(0);
  });

  it("an unsubscribe POST with a JSON body that is not an object is the token's 404, never a 500 (fuzzer, issue 14)", async () => {
    for (const body of ["null", "[]", "0", '"x"', "true"]) {
      const res = await t.app.request("/api/newsletter/unsubscribe", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body,
      });
      expect(res.status, body).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NEWSLETTER_TOKEN_INVALID");
    }
  });
});

describe("GET /api/cms/analytics", () => {
  it("answers the configured ids (empty = off)", async () => {
    const res = await t.call("GET", "/api/cms/analytics");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveProperty("googleMeasurementId");
    expect(res.body.data).toHaveProperty("metaPixelId");
  });
});
