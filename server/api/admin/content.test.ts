import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntryTable } from "../../../core/audit/audit.sql.ts";
import { CONFIGURATOR_PAGE_KEYS } from "../../../core/cms/admin-content.ts";
import { getCmsPage } from "../../../core/cms/get-cms-page.ts";
import { getSiteSetting } from "../../../core/cms/site-settings.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp } from "../../../tests/setup/staff-app.ts";

let t: StaffTestApp;
let admin: TestUser;
let editor: TestUser;
let handler: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  editor = await t.user("content_editor");
  handler = await t.user("order_handler");
  customer = await t.user("customer");
}, 60_000);
afterAll(() => t?.close());

const texts = (suffix: string) => ({
  en: { title: `FAQ ${suffix}`, description: "Answers", body: `# Questions ${suffix}\n\nHow long? **Two weeks**.` },
  pt: { title: `Perguntas ${suffix}`, description: "Respostas", body: `# Perguntas ${suffix}` },
  es: { title: `Preguntas ${suffix}`, description: "Respuestas", body: `# Preguntas ${suffix}` },
});

describe("CMS configurator pages", () => {
  it("lists the 18 pages of spec §7 and loads each one", async () => {
    const list = await t.call("GET", "/api/admin/cms/configurator", editor.jar);
    expect(list.status).toBe(200);
    expect(list.body.map((p: { page: string }) => p.page)).toEqual(CONFIGURATOR_PAGE_KEYS);
    expect(CONFIGURATOR_PAGE_KEYS).toHaveLength(18);
    for (const page of CONFIGURATOR_PAGE_KEYS) {
      const res = await t.call("GET", `/api/admin/cms/configurator/${page}`, editor.jar);
      expect(res.status, page).toBe(200);
    }
    const faq = await t.call("GET", "/api/admin/cms/configurator/faq", editor.jar);
    expect(faq.body).toMatchObject({ kind: "text", path: "/faqs", version: 0 });
    expect(faq.body.translations.pt.title).toBeTruthy();
    expect((await t.call("GET", "/api/admin/cms/configurator/blog", editor.jar)).status).toBe(404);
  });

  it("saves three languages as a new version live on the shop; a stale version is refused with 409", async () => {
    // the shop's own services: the page is read through its `cms` cache, which the save must drop (ADR 0026)
    const ctx = t.tdb.ctx({ locale: "pt", services: t.shop.services });
    const before = (await getCmsPage(ctx, "faq")).title;
    const loaded = await t.call("GET", "/api/admin/cms/configurator/faq", editor.jar);
    const saved = await t.call("PUT", "/api/admin/cms/configurator/faq", editor.jar, {
      version: loaded.body.version,
      translations: texts("v1"),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(loaded.body.version + 1);
    expect(before).not.toBe("Perguntas v1");
    expect((await getCmsPage(ctx, "faq")).title).toBe("Perguntas v1");
    const stale = await t.call("PUT", "/api/admin/cms/configurator/faq", admin.jar, {
      version: loaded.body.version,
      translations: texts("lost"),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("CMS_VERSION_CONFLICT");
    expect((await getCmsPage(ctx, "faq")).title).toBe("Perguntas v1");
    const versions = await t.call("GET", "/api/admin/cms/configurator/faq/versions", editor.jar);
    expect(versions.body[0]).toMatchObject({ version: saved.body.version, editedBy: editor.id });
    const [entry] = await t.tdb.handle.db.select().from(auditEntryTable).where(eq(auditEntryTable.entityId, "faq"));
    expect(entry).toMatchObject({ action: "content.page.update", actorId: editor.id });
  });

  it("creates a page that had no texts (checkout) and refuses missing languages or titles", async () => {
    const res = await t.call("PUT", "/api/admin/cms/configurator/checkout", editor.jar, {
      version: 0,
      translations: texts("c"),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ path: "/checkout", version: 1 });
    const missing = await t.call("PUT", "/api/admin/cms/configurator/about", editor.jar, {
      version: 0,
      translations: { en: texts("x").en, pt: texts("x").pt },
    });
    expect(missing.status).toBe(400);
    const blank = await t.call("PUT", "/api/admin/cms/configurator/about", editor.jar, {
      version: 0,
      translations: { ...texts("x"), es: { title: " ", body: "" } },
    });
    expect(blank.status).toBe(400);
  });

  it("previews Markdown safely without saving", async () => {
    const body = { translations: { ...texts("p"), en: { title: "P", body: "Hi <script>alert(1)</script> **bold**" } } };
    const res = await t.call("POST", "/api/admin/cms/configurator/terms/preview", editor.jar, body);
    expect(res.status).toBe(200);
    expect(res.body.en.html).toContain("<strong>bold</strong>");
    expect(res.body.en.html).not.toContain("<script>");
    const page = await t.call("GET", "/api/admin/cms/configurator/terms", editor.jar);
    expect(page.body.version).toBe(0);
  });

  it("saves analytics ids in site settings, validating their formats", async () => {
    for (const data of [
      { googleMeasurementId: "UA-12345-1", metaPixelId: "" },
      { googleMeasurementId: "G-ABC123", metaPixelId: "pixel" },
    ]) {
      const res = await t.call("PUT", "/api/admin/cms/configurator/analytics", editor.jar, { version: 0, data });
      expect(res.status, JSON.stringify(data)).toBe(400);
    }
    const ok = await t.call("PUT", "/api/admin/cms/configurator/analytics", editor.jar, {
      version: 0,
      data: { googleMeasurementId: "G-ABC123XYZ", metaPixelId: "123456789012345" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ kind: "settings", version: 1, data: { googleMeasurementId: "G-ABC123XYZ" } });
    expect(await getSiteSetting(t.tdb.ctx(), "analytics")).toEqual({
      googleMeasurementId: "G-ABC123XYZ",
      metaPixelId: "123456789012345",
    });
  });

  it("lets only content staff in", async () => {
    expect((await t.call("GET", "/api/admin/cms/configurator/faq")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/cms/configurator/faq", customer.jar)).status).toBe(403);
    expect((await t.call("GET", "/api/admin/cms/configurator/faq", handler.jar)).status).toBe(403);
    expect((await t.call("PUT", "/api/admin/sociallinks", handler.jar, [])).status).toBe(403);
  });
});

describe("social links", () => {
  it("reads and replaces them; refuses http, unknown networks and duplicates", async () => {
    const got = await t.call("GET", "/api/admin/sociallinks", editor.jar);
    expect(got.status).toBe(200);
    expect(got.body.length).toBeGreaterThan(0);
    const links = [
      { network: "instagram", url: "https://www.instagram.com/fabrico.new" },
      { network: "youtube", url: "https://www.youtube.com/@fabrico" },
    ];
    const saved = await t.call("PUT", "/api/admin/sociallinks", editor.jar, links);
    expect(saved.body).toEqual(links);
    expect(await getSiteSetting(t.tdb.ctx(), "socialLinks")).toEqual(links);
    for (const bad of [
      [{ network: "instagram", url: "http://insecure.example" }],
      [{ network: "myspace", url: "https://myspace.com/x" }],
      [links[0], links[0]],
      [{ network: "instagram", url: "not a url" }],
    ]) {
      expect((await t.call("PUT", "/api/admin/sociallinks", editor.jar, bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe("shipping methods", () => {
  const method = (code: string) => ({
    code,
    carrier: "mrw",
    name: { en: "Express", pt: "Expresso", es: "Urgente" },
    description: { en: "Next day", pt: "Dia seguinte", es: "Día siguiente" },
    priceCents: 990,
    freeOverCents: 150_00,
    minDays: 1,
    maxDays: 2,
    countries: ["pt", "ES"],
  });

  it("creates, edits and deletes (both spec paths); refuses bad input, a taken code, and unknown ids", async () => {
    const created = await t.call("POST", "/api/admin/shippingmethod", editor.jar, method("mrw-express-test"));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.countries).toEqual(["PT", "ES"]);
    expect((await t.call("POST", "/api/admin/shippingmethod", editor.jar, method("mrw-express-test"))).status).toBe(
      409,
    );
    for (const bad of [
      { ...method("x-1"), code: "Bad Code" },
      { ...method("x-2"), minDays: 5, maxDays: 2 },
      { ...method("x-3"), countries: ["ZZ"] },
      { ...method("x-4"), toAccessPoint: true },
      { ...method("x-5"), priceCents: -1 },
      { ...method("x-6"), name: { en: "Only English" } },
    ]) {
      expect((await t.call("POST", "/api/admin/shippingmethod", editor.jar, bad)).status, JSON.stringify(bad)).toBe(
        400,
      );
    }
    const id = created.body.id;
    const edited = await t.call("PUT", `/api/admin/shippingmethod/${id}`, editor.jar, {
      ...method("mrw-express-test"),
      priceCents: 1290,
      active: false,
    });
    expect(edited.body).toMatchObject({ priceCents: 1290, active: false });
    const list = await t.call("GET", "/api/admin/shippingmethod?q=express-test&active=no", editor.jar);
    expect(list.body).toMatchObject({ total: 1, items: [{ id, code: "mrw-express-test" }] });
    const ups = await t.call("GET", "/api/admin/shippingmethod?carrier=ups&sort=priceCents&dir=desc", editor.jar);
    const prices = ups.body.items.map((m: { priceCents: number }) => m.priceCents);
    expect(prices.length).toBeGreaterThan(0);
    expect(ups.body.items.every((m: { carrier: string }) => m.carrier === "ups")).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await t.call("GET", "/api/admin/shippingmethod?carrier=dhl", editor.jar)).body.error.field).toBe("carrier");
    const csv = await t.call("GET", "/api/admin/shippingmethod?q=express-test&format=csv", editor.jar);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toContain("mrw-express-test");
    expect((await t.call("GET", `/api/admin/shippingmethod/${id}`, editor.jar)).body).toMatchObject({
      priceCents: 1290,
    });
    expect((await t.call("POST", `/api/admin/shippingmethod/${id}/delete`, editor.jar)).status).toBe(204);
    expect((await t.call("DELETE", `/api/admin/shippingmethod/${id}`, editor.jar)).status).toBe(404);
    expect((await t.call("PUT", "/api/admin/shippingmethod/shm_missing", editor.jar, method("zzz-1"))).status).toBe(
      404,
    );
    const second = await t.call("POST", "/api/admin/shippingmethod", editor.jar, method("mrw-express-two"));
    expect((await t.call("DELETE", `/api/admin/shippingmethod/${second.body.id}`, editor.jar)).status).toBe(204);
    expect((await t.call("DELETE", `/api/admin/shippingmethod/${second.body.id}`, customer.jar)).status).toBe(403);
  });
});
