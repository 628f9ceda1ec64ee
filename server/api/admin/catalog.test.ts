import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntryTable } from "../../../core/audit/audit.sql.ts";
import {
  categoryTable,
  colorTable,
  materialTable,
  sizeTable,
  variantTable,
} from "../../../core/catalog/catalog.sql.ts";
import { suggestSku } from "../../../core/catalog/sku.ts";
import { orderLineTable } from "../../../core/orders/orders.sql.ts";
import type { Jar } from "../../../tests/setup/auth-app.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp, placePaidOrder } from "../../../tests/setup/staff-app.ts";

/**
 * The catalogue's back-office API (issue 6; spec §7 `/api/category`, `/api/attribute/{type}`,
 * `/api/admin/product`, `/api/product` save calls, `/api/threeProduct/{id}/option`): permissions,
 * CRUD with bad input and conflicts, translations, the storefront search after a save, archive on
 * delete when orders name a product, audit entries.
 */
let t: StaffTestApp;
let admin: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
  editor = await t.user("catalog_editor");
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const call = (method: string, path: string, who?: TestUser | null, body?: unknown) =>
  t.call(method, path, who?.jar ?? null, body);

/** Calls with an Accept-Language header (translated field errors). */
async function callIn(lng: string, method: string, path: string, who: TestUser, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: {
      origin: "http://localhost",
      cookie: who.jar.header(),
      "accept-language": lng,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

async function idOf(
  table: typeof colorTable | typeof sizeTable | typeof materialTable | typeof categoryTable,
  code: string,
) {
  const [row] = await t.tdb.handle.db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

async function audits(entityId: string) {
  return t.tdb.handle.db.select().from(auditEntryTable).where(eq(auditEntryTable.entityId, entityId));
}

async function uploadImage(jar: Jar, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("file", new Blob([Buffer.from(bytes)], { type: "image/png" }), name);
  const res = await fetch(`${t.url}/api/upload/image`, {
    method: "POST",
    body: form,
    headers: { cookie: jar.header(), origin: t.url },
  });
  return { status: res.status, body: await res.json() };
}

const png = (rgb: [number, number, number]) =>
  sharp({ create: { width: 64, height: 80, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** A valid product body: two colours × three sizes, texts in three languages. */
// biome-ignore lint/suspicious/noExplicitAny: tests patch arbitrary fields of the body
async function productBody(slug: string, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const [black, white] = [await idOf(colorTable, "black"), await idOf(colorTable, "white")];
  const sizes = [await idOf(sizeTable, "S"), await idOf(sizeTable, "M"), await idOf(sizeTable, "L")];
  return {
    slug,
    garmentType: "t-shirt",
    categoryId: await idOf(categoryTable, "t-shirts"),
    materialId: (await t.tdb.handle.db.select().from(materialTable).limit(1))[0]?.id,
    name: { en: "Zephyr Tee", pt: "T-shirt Zéfiro", es: "Camiseta Céfiro" },
    summary: { en: "A light breezy tee", pt: "Uma t-shirt leve e fresca", es: "Una camiseta ligera y fresca" },
    description: { en: "Long text", pt: "Texto longo", es: "Texto largo" },
    care: { en: ["Wash at 30 °C"], pt: ["Lavar a 30 °C"], es: ["Lavar a 30 °C"] },
    fit: "regular",
    weightGrams: 180,
    priceCents: 2490,
    blank: true,
    customizable: false,
    status: "active",
    variants: [black, white].flatMap((colorId) =>
      sizes.map((sizeId, i) => ({ colorId, sizeId, sku: "", stock: 10 + i, priceCentsOverride: null })),
    ),
    ...extra,
  };
}

describe("permissions", () => {
  it("anonymous → 401, a customer → 403, an order handler may only read, a catalogue editor may write", async () => {
    const customer = await t.user("customer");
    const handler = await t.user("order_handler");
    const calls: [string, string][] = [
      ["GET", "/api/admin/product"],
      ["POST", "/api/admin/product"],
      ["POST", "/api/category"],
      ["GET", "/api/admin/category"],
      ["POST", "/api/attribute/color"],
      ["DELETE", "/api/attribute/color/col_01JD3M8Q2R7X5K9Z4W1B6C8D2E"],
      ["PUT", "/api/threeProduct/hoodie/option"],
    ];
    for (const [method, path] of calls) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect((await call(method, path, null, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, customer, body)).status, `${method} ${path}`).toBe(403);
      // order handlers read the catalogue (their order screens show products) but may not change it
      expect((await call(method, path, handler, body)).status, `${method} ${path}`).toBe(method === "GET" ? 200 : 403);
    }
    expect((await call("GET", "/api/admin/product", editor)).status).toBe(200);
    expect((await call("GET", "/api/admin/category", editor)).status).toBe(200);
  });

  it("refuses cross-site writes", async () => {
    const res = await t.app.request("/api/category", {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: admin.jar.header(), "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("REQUEST_BLOCKED");
  });
});

describe("categories", () => {
  it("creates, reads, updates and deletes a category and a sub-category in three languages, audited", async () => {
    const code = unique("capsule");
    const created = await call("POST", "/api/category", admin, {
      code,
      name: { en: "Capsule", pt: "Cápsula", es: "Cápsula" },
      description: { en: "Limited", pt: "Limitada", es: "Limitada" },
      sortOrder: 9,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ code, parentId: null, productCount: 0, name: { pt: "Cápsula" } });
    const sub = await call("POST", "/api/category", editor, {
      code: `${code}-sub`,
      parentId: created.body.id,
      name: { en: "Drop 1", pt: "Lançamento 1", es: "Lanzamiento 1" },
    });
    expect(sub.status).toBe(200);
    expect(sub.body.parentCode).toBe(code);

    // the storefront tree shows it in the reader's language
    const tree = await call("GET", "/api/category?lng=es");
    const node = tree.body.items.find((c: { code: string }) => c.code === code);
    expect(node).toMatchObject({ name: "Cápsula", children: [{ name: "Lanzamiento 1" }] });

    // sub-only list, get, update
    const subs = await call("GET", "/api/admin/category?level=sub", admin);
    expect(subs.body.items.every((c: { parentId: string | null }) => c.parentId)).toBe(true);
    expect((await call("GET", `/api/admin/category/${sub.body.id}`, admin)).body.name.es).toBe("Lanzamiento 1");
    const updated = await call("PUT", `/api/admin/category/${sub.body.id}`, admin, {
      code: `${code}-sub`,
      parentId: created.body.id,
      name: { en: "Drop one", pt: "Lançamento um", es: "Lanzamiento uno" },
      sortOrder: 2,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ sortOrder: 2, name: { en: "Drop one" } });

    // a category with sub-categories cannot go
    const blocked = await call("DELETE", `/api/admin/category/${created.body.id}`, admin);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe("CATEGORY_HAS_SUBCATEGORIES");
    expect((await call("DELETE", `/api/admin/category/${sub.body.id}`, admin)).status).toBe(200);
    expect((await call("DELETE", `/api/admin/category/${created.body.id}`, admin)).status).toBe(200);
    expect((await call("GET", `/api/admin/category/${created.body.id}`, admin)).status).toBe(404);

    const log = await audits(sub.body.id);
    expect(log.map((e) => e.action).sort()).toEqual(["category.create", "category.delete", "category.update"]);
    expect(log.find((e) => e.action === "category.update")?.actorId).toBe(admin.id);
  });

  it("lists categories through the list kit: tree order, sort, search, pages, CSV", async () => {
    const tree = await call("GET", "/api/admin/category?pageSize=20", admin);
    expect(tree.status).toBe(200);
    expect(tree.body).toMatchObject({ page: 1, sort: "tree", dir: "asc" });
    expect(tree.body.total).toBeGreaterThan(1);
    // tree order: the nearest top-level category above a sub-category is its parent
    let top: string | null = null;
    for (const c of tree.body.items as { id: string; parentId: string | null }[]) {
      if (c.parentId) expect(c.parentId).toBe(top);
      else top = c.id;
    }
    const byCount = await call("GET", "/api/admin/category?sort=productCount&dir=desc", admin);
    const counts = byCount.body.items.map((c: { productCount: number }) => c.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const found = await call("GET", "/api/admin/category?q=hood", admin);
    expect(found.body.items.map((c: { code: string }) => c.code)).toContain("hoodies");
    expect(found.body.items.every((c: { code: string }) => c.code.includes("hood"))).toBe(true);
    expect((await call("GET", "/api/admin/category?sort=colour", admin)).body.error.field).toBe("sort");
    const csv = await call("GET", "/api/admin/category?q=hood&format=csv", admin);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toContain("hoodies");
  });

  it("refuses to delete a category that still has products, with a clear message", async () => {
    const id = await idOf(categoryTable, "t-shirts");
    const res = await call("DELETE", `/api/admin/category/${id}`, admin);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("CATEGORY_HAS_PRODUCTS");
    expect(res.body.error.message).toMatch(/still has \d+ products; move them to another category first/);
    expect(res.body.error.details.count).toBeGreaterThan(0);
  });

  it("answers bad input with the field, in the reader's language, and a duplicate code with 409", async () => {
    const bad = await call("POST", "/api/category", admin, {
      code: "Not a slug!",
      name: { en: "X", pt: "X", es: "X" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("code");
    const missing = await callIn("pt", "POST", "/api/category", admin, {
      code: unique("x"),
      name: { en: "X", pt: "", es: "X" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ field: "name.pt", message: "name.pt: Preencha este campo" });
    const dup = await call("POST", "/api/category", admin, { code: "hoodies", name: { en: "X", pt: "X", es: "X" } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("CATEGORY_CODE_TAKEN");
    // only two levels
    const sub = await idOf(categoryTable, "hoodies");
    const deep = await call("POST", "/api/category", admin, {
      code: unique("deep"),
      parentId: sub,
      name: { en: "X", pt: "X", es: "X" },
    });
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatchObject({ code: "CATEGORY_PARENT_INVALID", field: "parentId" });
    expect(
      (await call("PUT", "/api/admin/category/cat_nope", admin, { code: "x", name: { en: "X", pt: "X", es: "X" } }))
        .status,
    ).toBe(404);
  });
});

describe("attributes", () => {
  it("creates a colour with a hex swatch, refuses bad hex and duplicates, deletes an unused one", async () => {
    const code = unique("sage");
    const created = await call("POST", "/api/attribute/color", admin, {
      code,
      hex: "#9CAF88",
      name: { en: "Sage", pt: "Salva", es: "Salvia" },
      sortOrder: 50,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ hex: "#9caf88", usage: 0, name: { es: "Salvia" } });
    const list = await call("GET", "/api/attribute/color?lng=pt");
    expect(list.body.items.find((c: { code: string }) => c.code === code)?.name).toBe("Salva");

    const badHex = await call("POST", "/api/attribute/color", admin, {
      code: unique("x"),
      hex: "green",
      name: { en: "G", pt: "G", es: "G" },
    });
    expect(badHex.status).toBe(400);
    expect(badHex.body.error.field).toBe("hex");
    const dup = await call("POST", "/api/attribute/color", admin, {
      code: "black",
      hex: "#000000",
      name: { en: "B", pt: "B", es: "B" },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("ATTRIBUTE_CODE_TAKEN");

    expect((await call("GET", `/api/attribute/color/${created.body.id}`, admin)).body.code).toBe(code);
    expect((await call("DELETE", `/api/attribute/color/${created.body.id}`, admin)).status).toBe(200);
    expect((await call("GET", `/api/attribute/color/${created.body.id}`, admin)).status).toBe(404);
  });

  it("refuses to delete a colour, size or material in use (409)", async () => {
    for (const [type, id] of [
      ["color", await idOf(colorTable, "black")],
      ["size", await idOf(sizeTable, "M")],
      ["material", (await t.tdb.handle.db.select().from(materialTable).limit(1))[0]?.id],
    ] as const) {
      const res = await call("DELETE", `/api/attribute/${type}/${id}`, admin);
      expect(res.status, type).toBe(409);
      expect(res.body.error.code).toBe("ATTRIBUTE_IN_USE");
    }
  });

  it("saves sizes (codes upper-cased, optional names) and materials (composition, g/m²)", async () => {
    const code = `Q${++seq}`.slice(0, 10);
    const size = await call("POST", "/api/attribute/size", admin, {
      code: code.toLowerCase(),
      name: { en: "One size", pt: "Tamanho único", es: "Talla única" },
      sortOrder: 99,
    });
    expect(size.status, JSON.stringify(size.body)).toBe(200);
    expect(size.body.code).toBe(code);
    const badSize = await call("POST", "/api/attribute/size", admin, { code: "x-large!" });
    expect(badSize.body.error.field).toBe("code");

    const material = await call("POST", "/api/attribute/material", admin, {
      code: unique("linen"),
      name: { en: "Linen", pt: "Linho", es: "Lino" },
      composition: { en: "100% linen", pt: "100% linho", es: "100% lino" },
      weightGsm: 190,
    });
    expect(material.status).toBe(200);
    const badWeight = await call("PUT", `/api/attribute/material/${material.body.id}`, admin, {
      ...material.body,
      weightGsm: 5,
    });
    expect(badWeight.status).toBe(400);
    expect(badWeight.body.error.field).toBe("weightGsm");
    const saved = await call("PUT", `/api/attribute/material/${material.body.id}`, admin, {
      code: material.body.code,
      name: material.body.name,
      composition: { en: "100% European linen", pt: "100% linho europeu", es: "100% lino europeo" },
      weightGsm: 200,
    });
    expect(saved.body).toMatchObject({ weightGsm: 200, composition: { pt: "100% linho europeu" } });
  });
});

describe("products", () => {
  it("creates a product with two colours × three sizes in three languages; the storefront search finds it in each", async () => {
    const slug = unique("zephyr-tee");
    const res = await call("POST", "/api/admin/product", admin, await productBody(slug));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.variants).toHaveLength(6);
    expect(res.body.variants[0].sku).toBe(
      suggestSku(slug, res.body.variants[0].colorCode, res.body.variants[0].sizeCode),
    );
    for (const [lng, q, name] of [
      ["en", "zephyr", "Zephyr Tee"],
      ["pt", "zefiro", "T-shirt Zéfiro"],
      ["es", "cefiro", "Camiseta Céfiro"],
    ]) {
      const found = await call("GET", `/api/product/search?q=${q}&lng=${lng}`);
      expect(
        found.body.items.map((p: { slug: string; name: string }) => [p.slug, p.name]),
        lng,
      ).toContainEqual([slug, name]);
    }
    const page = await call("GET", `/api/product/${slug}?lng=pt`);
    expect(page.body).toMatchObject({ name: "T-shirt Zéfiro", sizes: ["S", "M", "L"] });
    expect(page.body.colors.map((c: { code: string }) => c.code).sort()).toEqual(["black", "white"]);
    expect((await audits(res.body.id)).map((e) => e.action)).toEqual(["product.create"]);

    // GPSR details an editor gives show on the storefront, safety text in the reader's language
    const gpsr = {
      manufacturerName: "Tecidos do Norte, S.A.",
      manufacturerAddress: "Rua A 1, 4800-000 Guimarães, Portugal",
      manufacturerEmail: "safety@tecidos.example",
      responsiblePerson: "",
      safetyInfo: { en: "Keep away from fire.", pt: "Manter afastado do fogo.", es: "Mantener alejado del fuego." },
    };
    const withGpsr = await call("PUT", `/api/admin/product/${res.body.id}`, admin, {
      ...(await productBody(slug)),
      expectedUpdatedAt: res.body.updatedAt,
      gpsr,
    });
    expect(withGpsr.status, JSON.stringify(withGpsr.body)).toBe(200);
    expect((await call("GET", `/api/product/${slug}?lng=es`)).body.safety).toEqual({
      manufacturer: gpsr.manufacturerName,
      address: gpsr.manufacturerAddress,
      email: gpsr.manufacturerEmail,
      responsiblePerson: "",
      information: "Mantener alejado del fuego.",
    });

    // the admin list finds it by name, slug and SKU; CSV export
    const list = await call("GET", `/api/admin/product?q=${encodeURIComponent(res.body.variants[0].sku)}`, editor);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([res.body.id]);
    expect(list.body.items[0]).toMatchObject({ variantCount: 6, stock: 66, missingTranslations: [] });
    const csv = await call("GET", `/api/admin/product/export.csv?q=${slug}`, editor);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    expect(csv.body).toContain(slug);
  });

  it("a draft is not in the storefront; the spec's POST /api/product and PUT /api/product/{id} save too", async () => {
    const slug = unique("draft-tee");
    const res = await call("POST", "/api/product", admin, await productBody(slug, { status: "draft" }));
    expect(res.status).toBe(200);
    expect((await call("GET", `/api/product/${slug}`)).status).toBe(404);
    const body = await productBody(slug, { status: "active", expectedUpdatedAt: res.body.updatedAt });
    const saved = await call("PUT", `/api/product/${res.body.id}`, admin, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call("GET", `/api/product/${slug}`)).status).toBe(200);
  });

  it("a lead colour (issue 15): one of the product's colours, shown first in the shop", async () => {
    const slug = unique("lead-tee");
    const sky = await idOf(colorTable, "sky");
    const refused = await call("POST", "/api/admin/product", admin, await productBody(slug, { leadColorId: sky }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ field: "leadColorId", code: "LEAD_COLOR_NOT_OFFERED" });
    const black = await idOf(colorTable, "black");
    const saved = await call("POST", "/api/admin/product", admin, await productBody(slug, { leadColorId: black }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.leadColorId).toBe(black);
    const page = await call("GET", `/api/product/${slug}`);
    // white comes before black in the palette; the lead colour goes first
    expect(page.body.colors.map((c: { code: string }) => c.code)).toEqual(["black", "white"]);
  });

  it("refuses bad input naming the field", async () => {
    const slug = unique("bad-tee");
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ priceCents: -5 }, "priceCents"],
      [{ name: { en: "X", pt: "X", es: "" } }, "name.es"],
      [{ slug: "Bad Slug" }, "slug"],
      [{ garmentType: "cape" }, "garmentType"],
      [{ categoryId: "cat_nope" }, "categoryId", "CATEGORY_NOT_FOUND"],
      [{ blank: false, customizable: false }, "blank", "PRODUCT_NOT_SELLABLE"],
      [{ variants: [] }, "variants", "PRODUCT_NEEDS_VARIANTS"],
      [{ compareAtPriceCents: 100 }, "compareAtPriceCents", "COMPARE_AT_PRICE_TOO_LOW"],
      [
        { images: [{ uploadId: "upl_nope", alt: { en: "a", pt: "a", es: "a" } }] },
        "images.0.uploadId",
        "UPLOAD_NOT_FOUND",
      ],
    ];
    for (const [patch, field, code] of cases) {
      const res = await call("POST", "/api/admin/product", admin, { ...(await productBody(slug)), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error.field, JSON.stringify(patch)).toBe(field);
      if (code) expect(res.body.error.code).toBe(code);
    }
    const body = await productBody(slug);
    const twice = await call("POST", "/api/admin/product", admin, {
      ...body,
      variants: [body.variants[0], body.variants[0]],
    });
    expect(twice.body.error.code).toBe("VARIANT_DUPLICATE");
    // nothing was stored
    expect((await call("GET", `/api/admin/product?q=${slug}`, admin)).body.total).toBe(0);
  });

  it("answers a duplicate SKU, a duplicate slug and a stale save with 409", async () => {
    const [seeded] = await t.tdb.handle.db.select().from(variantTable).limit(1);
    const slug = unique("dup-tee");
    const body = await productBody(slug);
    const taken = await call("POST", "/api/admin/product", admin, {
      ...body,
      variants: body.variants.map((v: Record<string, unknown>, i: number) =>
        i === 0 ? { ...v, sku: seeded?.sku } : v,
      ),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: "SKU_TAKEN" });
    expect(taken.body.error.message).toContain(seeded?.sku);
    const twice = await call("POST", "/api/admin/product", admin, {
      ...body,
      variants: body.variants.map((v: Record<string, unknown>) => ({ ...v, sku: "SAME-SKU-1" })),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("SKU_TAKEN");

    const first = await call("POST", "/api/admin/product", admin, body);
    expect(first.status).toBe(200);
    const again = await call("POST", "/api/admin/product", admin, body);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("PRODUCT_SLUG_TAKEN");

    const saved = await call("PUT", `/api/admin/product/${first.body.id}`, admin, {
      ...body,
      priceCents: 2590,
      expectedUpdatedAt: first.body.updatedAt,
    });
    expect(saved.status).toBe(200);
    const stale = await call("PUT", `/api/admin/product/${first.body.id}`, editor, {
      ...body,
      priceCents: 2690,
      expectedUpdatedAt: first.body.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("PRODUCT_STALE");
  });

  it("edits the matrix: variants keep their ids, stock and price overrides change, SKUs may swap, one is removed", async () => {
    const slug = unique("matrix-tee");
    const created = (await call("POST", "/api/admin/product", admin, await productBody(slug))).body;
    const [a, b, ...rest] = created.variants;
    const body = await productBody(slug, {
      expectedUpdatedAt: created.updatedAt,
      variants: [
        { colorId: a.colorId, sizeId: a.sizeId, sku: b.sku, stock: 3, priceCentsOverride: 2990 },
        { colorId: b.colorId, sizeId: b.sizeId, sku: a.sku, stock: 0, priceCentsOverride: null },
        ...rest.slice(0, 3).map((v: { colorId: string; sizeId: string; sku: string }) => ({ ...v, stock: 1 })),
      ],
    });
    const saved = await call("PUT", `/api/admin/product/${created.id}`, admin, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.variants).toHaveLength(5);
    const byId = new Map(saved.body.variants.map((v: { id: string }) => [v.id, v]));
    expect(byId.get(a.id)).toMatchObject({ sku: b.sku, stock: 3, priceCentsOverride: 2990 });
    expect(byId.get(b.id)).toMatchObject({ sku: a.sku, stock: 0 });
    const page = await call("GET", `/api/product/${slug}`);
    expect(page.body.variants.find((v: { id: string }) => v.id === a.id).priceCents).toBe(2990);
  });

  it("adds photos from /api/upload/image in order with alt texts, refuses SVG photos, and relates products", async () => {
    const red = await uploadImage(admin.jar, await png([200, 20, 20]), "red.png");
    const blue = await uploadImage(admin.jar, await png([20, 20, 200]), "blue.png");
    expect(red.status, JSON.stringify(red.body)).toBe(200);
    const svg = await uploadImage(
      admin.jar,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'),
      "x.svg",
    );
    const other = (await call("POST", "/api/admin/product", admin, await productBody(unique("other-tee")))).body;
    const slug = unique("photo-tee");
    const alt = (en: string) => ({ en, pt: `${en} pt`, es: `${en} es` });
    const body = await productBody(slug, {
      images: [
        { uploadId: blue.body.id, alt: alt("Back"), colorId: null },
        { uploadId: red.body.id, alt: alt("Front"), colorId: await idOf(colorTable, "black") },
      ],
      relatedProductIds: [other.id],
    });
    const created = await call("POST", "/api/admin/product", admin, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.images.map((i: { uploadId: string; alt: { pt: string } }) => [i.uploadId, i.alt.pt])).toEqual([
      [blue.body.id, "Back pt"],
      [red.body.id, "Front pt"],
    ]);
    expect(created.body.related.map((r: { id: string }) => r.id)).toEqual([other.id]);
    const listed = await call("GET", `/api/admin/product?q=${slug}`, admin);
    expect(listed.body.items[0].imageUrl).toBe(`/media/upload/${blue.body.id}`);

    // reorder
    const reordered = await call("PUT", `/api/admin/product/${created.body.id}`, admin, {
      ...body,
      images: [...body.images].reverse(),
    });
    expect(reordered.body.images.map((i: { uploadId: string }) => i.uploadId)).toEqual([red.body.id, blue.body.id]);

    const svgPhoto = await call("PUT", `/api/admin/product/${created.body.id}`, admin, {
      ...body,
      images: [{ uploadId: svg.body.id, alt: alt("Logo") }],
    });
    expect(svgPhoto.status).toBe(400);
    expect(svgPhoto.body.error).toMatchObject({ code: "UPLOAD_TYPE", field: "images.0.uploadId" });
    const self = await call("PUT", `/api/admin/product/${created.body.id}`, admin, {
      ...body,
      relatedProductIds: [created.body.id],
    });
    expect(self.body.error.code).toBe("RELATED_SELF");
  });

  it("renaming a colour re-indexes the products that use it", async () => {
    const code = unique("dune");
    const color = (
      await call("POST", "/api/attribute/color", admin, {
        code,
        hex: "#c2b280",
        name: { en: "Dune", pt: "Duna", es: "Duna" },
      })
    ).body;
    const slug = unique("dune-tee");
    const body = await productBody(slug);
    const created = await call("POST", "/api/admin/product", admin, {
      ...body,
      variants: [{ ...body.variants[0], colorId: color.id }],
    });
    expect(created.status).toBe(200);
    await call("PUT", `/api/attribute/color/${color.id}`, admin, {
      code,
      hex: "#c2b280",
      name: { en: "Saffronique", pt: "Açafranado", es: "Azafranado" },
    });
    const found = await call("GET", "/api/product/search?q=saffronique&lng=en");
    expect(found.body.items.map((p: { slug: string }) => p.slug)).toContain(slug);
    const foundPt = await call("GET", "/api/product/search?q=acafranado&lng=pt");
    expect(foundPt.body.items.map((p: { slug: string }) => p.slug)).toContain(slug);
  });

  it("deletes a product nobody ordered; archives one an order names and keeps its ordered variants", async () => {
    const slug = unique("gone-tee");
    const created = (await call("POST", "/api/admin/product", admin, await productBody(slug))).body;
    expect((await call("DELETE", `/api/admin/product/${created.id}`, admin)).body).toEqual({ result: "deleted" });
    expect((await call("GET", `/api/admin/product/${created.id}`, admin)).status).toBe(404);

    const order = await placePaidOrder(t, { variantOffset: 3 });
    const [line] = await t.tdb.handle.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, order.orderId));
    const productId = line?.productId ?? "";
    const product = (await call("GET", `/api/admin/product/${productId}`, admin)).body;
    expect(product.inOrders).toBe(true);
    const ordered = product.variants.find((v: { id: string }) => v.id === line?.variantId);
    expect(ordered.inOrders).toBe(true);
    const { id: _id, updatedAt: _u, createdAt: _c, variants, images, related, inOrders: _i, ...fields } = product;
    const withoutOrdered = await call("PUT", `/api/admin/product/${productId}`, admin, {
      ...fields,
      images: [],
      variants: variants
        .filter((v: { id: string }) => v.id !== ordered.id)
        .map(({ colorId, sizeId, sku, stock, priceCentsOverride }: Record<string, unknown>) => ({
          colorId,
          sizeId,
          sku,
          stock,
          priceCentsOverride,
        })),
    });
    expect(withoutOrdered.status).toBe(409);
    expect(withoutOrdered.body.error.code).toBe("VARIANT_IN_ORDERS");

    const archived = await call("DELETE", `/api/admin/product/${productId}`, admin);
    expect(archived.body).toEqual({ result: "archived" });
    expect((await call("GET", `/api/admin/product/${productId}`, admin)).body.status).toBe("archived");
    expect((await call("GET", `/api/product/${productId}`)).status).toBe(404);
    const [still] = await t.tdb.handle.db
      .select()
      .from(variantTable)
      .where(and(eq(variantTable.id, ordered.id), eq(variantTable.productId, productId)));
    expect(still).toBeTruthy();
    expect((await audits(productId)).map((e) => e.action)).toContain("product.archive");
  }, 60_000);
});

describe("3D options", () => {
  it("offers fewer dyes with another default, narrows a placement's techniques; the configurator's call shows it", async () => {
    const current = await call("GET", "/api/admin/threeProduct/hoodie", admin);
    expect(current.status).toBe(200);
    const offered = current.body.dyes
      .filter((d: { offered: boolean }) => d.offered)
      .map((d: { code: string }) => d.code);
    expect(offered.length).toBeGreaterThan(2);
    const dyeCodes = offered.slice(1, 3);
    const placements = current.body.placements.map((p: { code: string; techniques: string[] }, i: number) => ({
      code: p.code,
      techniques: i === 0 ? ["embroidery"] : p.techniques,
    }));
    const labels = current.body.labels.map((l: { code: string; active: boolean }) => ({
      code: l.code,
      active: l.active,
    }));
    const bad = await call("PUT", "/api/threeProduct/hoodie/option", admin, {
      active: true,
      dyeCodes,
      defaultDyeCode: offered[0],
      placements,
      labels,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "DEFAULT_DYE_NOT_OFFERED", field: "defaultDyeCode" });
    const defaultLabel = current.body.labels.find((l: { isDefault: boolean }) => l.isDefault);
    const offDefault = await call("PUT", "/api/threeProduct/hoodie/option", admin, {
      active: true,
      dyeCodes,
      defaultDyeCode: dyeCodes[0],
      placements,
      labels: labels.map((l: { code: string }) => (l.code === defaultLabel.code ? { ...l, active: false } : l)),
    });
    expect(offDefault.body.error.code).toBe("LABEL_DEFAULT_REQUIRED");

    const saved = await call("PUT", "/api/threeProduct/hoodie/option", editor, {
      active: true,
      dyeCodes,
      defaultDyeCode: dyeCodes[1],
      placements,
      labels,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const options = await call("GET", "/api/threeProduct/hoodie/option");
    expect(options.body.dyes.map((d: { code: string }) => d.code)).toEqual(dyeCodes);
    expect(options.body.defaultDyeCode).toBe(dyeCodes[1]);
    expect(options.body.placements[0].techniques).toEqual(["embroidery"]);
    expect((await audits(current.body.id)).map((e) => e.action)).toEqual(["threeProduct.update"]);
  });
});
