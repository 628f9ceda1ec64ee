import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth_user } from "../../../core/customers/auth.sql.ts";
import { emailMessageTable } from "../../../core/mail/mail.sql.ts";
import { NEWSLETTER_CONSENT_TEXT } from "../../../core/marketing/newsletter-consent.ts";
import { newsletterSubscriberTable } from "../../../core/marketing/newsletter.sql.ts";
import { recheckDueVatNumbers } from "../../../core/wholesale/applications.ts";
import { vatCheckTable, wholesaleApplicationTable } from "../../../core/wholesale/wholesale.sql.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp } from "../../../tests/setup/staff-app.ts";

let t: StaffTestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
}, 120_000);
afterAll(() => t?.close());

const APPLY = { brandName: "Lima Studio", zip: "28013", website: "limastudio.es", instagram: "@lima.studio" };

describe("VAT number calls (spec §7 /api/vat/eu, /api/vat/uk and /check)", () => {
  it("POST /api/vat/{eu,uk}: the offline format check", async () => {
    expect((await t.call("POST", "/api/vat/eu", null, { vatNumber: "es a58818501" })).body).toEqual({
      scheme: "eu",
      vatNumber: "ESA58818501",
      country: "ES",
      formatValid: true,
    });
    expect((await t.call("POST", "/api/vat/eu", null, { vatNumber: "ESB12345678" })).body.formatValid).toBe(false);
    expect((await t.call("POST", "/api/vat/uk", null, { vatNumber: "980780684" })).body).toMatchObject({
      vatNumber: "GB980780684",
      formatValid: true,
    });
    const empty = await t.call("POST", "/api/vat/eu", null, { vatNumber: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe("VAT_NUMBER_REQUIRED");
    expect((await t.call("POST", "/api/vat/xx", null, { vatNumber: "1" })).status).toBe(400);
  });

  it("POST /api/vat/eu/check: VIES valid, invalid, and unavailable (not a no); a bad format never reaches VIES", async () => {
    const vies = t.shop.simulators.vies!;
    const before = vies.requests.length;
    const format = await t.call("POST", "/api/vat/eu/check", null, { vatNumber: "DE136695977" });
    expect(format.body).toMatchObject({ status: "invalid", reason: "format", checkId: null });
    expect(vies.requests.length).toBe(before);

    const valid = await t.call("POST", "/api/vat/eu/check", null, { vatNumber: "DE136695976" });
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({ status: "valid", reason: "registry", proof: null });
    expect(valid.body.name).toContain("Simulated");
    // the proof is stored even though it is not handed to anonymous callers
    const [stored] = await t.tdb.handle.db.select().from(vatCheckTable).where(eq(vatCheckTable.id, valid.body.checkId));
    expect(stored?.proof).toMatch(/^WAPI/);
    // a definite answer is reused for a day: VIES is not asked twice
    const n = vies.requests.length;
    expect((await t.call("POST", "/api/vat/eu/check", null, { vatNumber: "DE 136 695 976" })).body.checkId).toBe(
      valid.body.checkId,
    );
    expect(vies.requests.length).toBe(n);

    vies.setAnswer("FR", "40303830458", "invalid");
    expect((await t.call("POST", "/api/vat/eu/check", null, { vatNumber: "FR40303830458" })).body).toMatchObject({
      status: "invalid",
      reason: "registry",
    });
    vies.setAnswer("IT", "00743960015", "MS_UNAVAILABLE");
    expect((await t.call("POST", "/api/vat/eu/check", null, { vatNumber: "IT00743960015" })).body).toMatchObject({
      status: "unavailable",
      errorCode: "MS_UNAVAILABLE",
    });
    vies.setAnswer("IT", "00743960015", "TIMEOUT");
    expect((await t.call("POST", "/api/vat/eu/check", null, { vatNumber: "IT00743960015" })).body.errorCode).toBe(
      "TIMEOUT",
    );
  });

  it("POST /api/vat/uk/check: HMRC valid and not found", async () => {
    expect((await t.call("POST", "/api/vat/uk/check", null, { vatNumber: "GB980780684" })).body).toMatchObject({
      status: "valid",
      country: "GB",
    });
    t.shop.simulators.hmrc!.setAnswer("434031494", "not_found");
    expect((await t.call("POST", "/api/vat/uk/check", null, { vatNumber: "GB434031494" })).body).toMatchObject({
      status: "invalid",
      errorCode: "NOT_FOUND",
    });
  });
});

describe("POST /api/wholesale (spec §3, §5)", () => {
  it("needs an account", async () => {
    expect((await t.call("POST", "/api/wholesale", null, APPLY)).status).toBe(401);
  });

  it("brand name and zip are required: 400 naming both", async () => {
    const u = await t.user();
    const res = await t.call("POST", "/api/wholesale", u.jar, { website: "x.com" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "REQUIRED_FIELDS",
      field: "brandName",
      details: { fields: ["brandName", "zip"] },
    });
    const zipOnly = await t.call("POST", "/api/wholesale", u.jar, { brandName: "  Lima " });
    expect(zipOnly.body.error).toMatchObject({ code: "REQUIRED_FIELDS", field: "zip", details: { fields: ["zip"] } });
  });

  it("refuses a badly formed VAT number, website or Instagram handle, naming the field", async () => {
    const u = await t.user();
    const vat = await t.call("POST", "/api/wholesale", u.jar, { ...APPLY, euVatNumber: "ESB12345678" });
    expect(vat.body.error).toMatchObject({ code: "VAT_NUMBER_FORMAT", field: "euVatNumber" });
    const uk = await t.call("POST", "/api/wholesale", u.jar, { ...APPLY, ukVatNumber: "GB123" });
    expect(uk.body.error).toMatchObject({ code: "VAT_NUMBER_FORMAT", field: "ukVatNumber" });
    const site = await t.call("POST", "/api/wholesale", u.jar, { ...APPLY, website: "not a site" });
    expect(site.body.error).toMatchObject({ code: "WEBSITE_INVALID", field: "website" });
    const ig = await t.call("POST", "/api/wholesale", u.jar, { ...APPLY, instagram: "bad handle!" });
    expect(ig.body.error).toMatchObject({ code: "INSTAGRAM_INVALID", field: "instagram" });
  });

  it("applies at stage contact (0) with VIES-checked numbers, e-mails the applicant in their language, and refuses a second open application (409)", async () => {
    const u = await t.user();
    const res = await t.call("POST", "/api/wholesale?lng=es", u.jar, {
      ...APPLY,
      euVatNumber: "ESA58818501",
      ukVatNumber: "GB980780684",
      newsletter: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      stage: "contact",
      stageNumber: 0,
      brandName: "Lima Studio",
      website: "https://limastudio.es",
      instagram: "@lima.studio",
      zip: "28013",
      newsletter: true,
      locale: "es",
      euVat: { vatNumber: "ESA58818501", status: "valid", proof: null },
      ukVat: { vatNumber: "GB980780684", status: "valid" },
    });
    const mails = await t.tdb.handle.db
      .select()
      .from(emailMessageTable)
      .where(and(eq(emailMessageTable.toAddress, u.email), eq(emailMessageTable.template, "wholesale-application")));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: "es" });
    expect(mails[0]?.subject).toContain("Lima Studio");
    expect(mails[0]?.text).toContain("1-3 días hábiles");
    // the newsletter box starts the double opt-in: a pending subscriber with the consent text shown, one confirmation e-mail
    const [subscriber] = await t.tdb.handle.db
      .select()
      .from(newsletterSubscriberTable)
      .where(eq(newsletterSubscriberTable.email, u.email.toLowerCase()));
    expect(subscriber).toMatchObject({ status: "pending", source: "wholesale", locale: "es" });
    expect(subscriber?.consentText).toBe(NEWSLETTER_CONSENT_TEXT.es);
    const confirm = await t.tdb.handle.db
      .select()
      .from(emailMessageTable)
      .where(and(eq(emailMessageTable.toAddress, u.email), eq(emailMessageTable.template, "newsletter-confirm")));
    expect(confirm).toHaveLength(1);

    const again = await t.call("POST", "/api/wholesale", u.jar, APPLY);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("WHOLESALE_APPLICATION_OPEN");
    expect((await t.call("GET", "/api/wholesale", u.jar)).body).toMatchObject({ id: res.body.id, stage: "contact" });
  });

  it("VIES unavailable does not refuse the application: accepted as unverified, and the job checks again later", async () => {
    const vies = t.shop.simulators.vies!;
    vies.setCountryAvailable("ES", false);
    const u = await t.user();
    const res = await t.call("POST", "/api/wholesale", u.jar, {
      ...APPLY,
      euVatNumber: "ES B-82215344",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.euVat).toMatchObject({ status: "unavailable", errorCode: "MS_UNAVAILABLE" });
    const [row] = await t.tdb.handle.db
      .select()
      .from(wholesaleApplicationTable)
      .where(eq(wholesaleApplicationTable.id, res.body.id));
    expect(row?.vatRetryAt).toBeInstanceOf(Date);

    // still down at the first retry: the next one is scheduled later (backoff)
    const later = (minutes: number) =>
      t.tdb.ctx({ now: () => new Date(Date.now() + minutes * 60_000), services: t.shop.services });
    expect(await recheckDueVatNumbers(later(20))).toBeGreaterThanOrEqual(1);
    const [retried] = await t.tdb.handle.db
      .select()
      .from(wholesaleApplicationTable)
      .where(eq(wholesaleApplicationTable.id, res.body.id));
    expect(retried).toMatchObject({ euVatStatus: "unavailable", vatRetries: 1 });
    expect(retried!.vatRetryAt!.getTime()).toBeGreaterThan(row!.vatRetryAt!.getTime());

    vies.setCountryAvailable("ES", true);
    await recheckDueVatNumbers(later(24 * 60));
    const [done] = await t.tdb.handle.db
      .select()
      .from(wholesaleApplicationTable)
      .where(eq(wholesaleApplicationTable.id, res.body.id));
    expect(done).toMatchObject({ euVatStatus: "valid", vatRetryAt: null });
  });
});

describe("staff review (/api/admin/wholesale)", () => {
  it("only staff with the wholesale permission see and move applications", async () => {
    const u = await t.user();
    const app = await t.call("POST", "/api/wholesale", u.jar, APPLY);
    expect((await t.call("GET", "/api/admin/wholesale", u.jar)).status).toBe(403);
    expect((await t.call("POST", `/api/admin/wholesale/${app.body.id}/stage`, u.jar, { to: "review" })).status).toBe(
      403,
    );
    const handler = await t.user("order_handler");
    expect(
      (await t.call("POST", `/api/admin/wholesale/${app.body.id}/stage`, handler.jar, { to: "review" })).status,
    ).toBe(403);
    expect((await t.call("GET", "/api/admin/wholesale", null)).status).toBe(401);
  });

  it("no jump from contact to approved; review then approve gives the wholesale role, a price list and an e-mail", async () => {
    const u = await t.user();
    const app = await t.call("POST", "/api/wholesale?lng=pt", u.jar, { ...APPLY, euVatNumber: "ESA58818501" });
    const id = app.body.id;

    const list = await t.call("GET", "/api/admin/wholesale?stage=open&q=lima", admin.jar);
    expect(list.status).toBe(200);
    expect(list.body.items.some((i: { id: string }) => i.id === id)).toBe(true);

    const jump = await t.call("POST", `/api/admin/wholesale/${id}/stage`, admin.jar, { to: "approved" });
    expect(jump.status).toBe(409);
    expect(jump.body.error.code).toBe("WHOLESALE_STAGE_CONFLICT");

    const review = await t.call("POST", `/api/admin/wholesale/${id}/stage`, admin.jar, { to: "review" });
    expect(review.body).toMatchObject({ stage: "review", stageNumber: 1 });
    const noted = await t.call("POST", `/api/admin/wholesale/${id}/note`, admin.jar, {
      note: "Instagram checked: 12k followers",
    });
    expect(noted.body.notes).toHaveLength(1);

    const detail = await t.call("GET", `/api/admin/wholesale/${id}`, admin.jar);
    expect(detail.body.euVat.proof).toMatch(/^WAPI/);
    expect(detail.body.applicantEmail).toBe(u.email);

    const approved = await t.call("POST", `/api/admin/wholesale/${id}/stage`, admin.jar, { to: "approved" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ stage: "approved", stageNumber: 2, priceListName: "Wholesale standard" });
    const [user] = await t.tdb.handle.db.select().from(auth_user).where(eq(auth_user.id, u.id));
    expect(user?.role?.split(",")).toContain("wholesale");
    const mails = await t.tdb.handle.db
      .select()
      .from(emailMessageTable)
      .where(and(eq(emailMessageTable.toAddress, u.email), eq(emailMessageTable.template, "wholesale-application")));
    expect(mails.map((m) => m.subject)).toEqual([
      "Recebemos o pedido de conta de revenda de Lima Studio",
      "A conta de revenda de Lima Studio foi aprovada",
    ]);
    // final: no further moves
    expect(
      (await t.call("POST", `/api/admin/wholesale/${id}/stage`, admin.jar, { to: "declined", reason: "x" })).status,
    ).toBe(409);
    // an approved account cannot apply again
    expect((await t.call("POST", "/api/wholesale", u.jar, APPLY)).body.error.code).toBe("WHOLESALE_ALREADY_APPROVED");
  });

  it("declining needs a reason, which the applicant sees; they may then apply again", async () => {
    const u = await t.user();
    const app = await t.call("POST", "/api/wholesale", u.jar, APPLY);
    const bare = await t.call("POST", `/api/admin/wholesale/${app.body.id}/stage`, admin.jar, { to: "declined" });
    expect(bare.body.error).toMatchObject({ code: "REASON_REQUIRED", field: "reason" });
    const declined = await t.call("POST", `/api/admin/wholesale/${app.body.id}/stage`, admin.jar, {
      to: "declined",
      reason: "We could not find the brand's trade activity.",
    });
    expect(declined.body).toMatchObject({ stage: "declined", stageNumber: null });
    const mine = await t.call("GET", "/api/wholesale", u.jar);
    expect(mine.body).toMatchObject({
      stage: "declined",
      declineReason: "We could not find the brand's trade activity.",
    });
    expect((await t.call("POST", "/api/wholesale", u.jar, APPLY)).status).toBe(200);
  });
});
