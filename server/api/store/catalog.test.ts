import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GARMENT_TYPES, type GarmentType } from "../../../core/catalog/garment-types.ts";
import { seedCategories, seedColors, seedMaterials, seedProducts, seedSizes } from "../../../db/seed/catalog/index.ts";
import { seedShippingMethods } from "../../../db/seed/shipping-methods.ts";
import { type TestDatabase, openTestDatabase } from "../../../tests/setup/db.ts";
import { type App, createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import {
  AttributeSchema,
  CategorySchema,
  ErrorSchema,
  ProductCardSchema,
  ProductPageSchema,
  ProductSchema,
  ShippingMethodSchema,
} from "../schemas.ts";
import { testServices } from "../../../tests/setup/services.ts";

type Card = ReturnType<typeof ProductCardSchema.parse>;

let tdb: TestDatabase;
let app: App;

beforeAll(async () => {
  tdb = await openTestDatabase();
  app = createApp({
    services: testServices(),
    config: loadConfig({ NODE_ENV: "test" }),
    database: tdb.handle,
    log: pino({ level: "silent" }),
  });
});

afterAll(async () => {
  await tdb?.close();
});

/** GETs `path` and parses the JSON body; fails the test on a non-JSON answer. */
async function get(path: string, init?: RequestInit): Promise<{ status: number; body: unknown; res: Response }> {
  const res = await app.request(path, init);
  expect(res.headers.get("content-type") ?? "", path).toMatch(/^application\/json/);
  return { status: res.status, body: await res.json(), res };
}

async function ok<T>(path: string, parse: (v: unknown) => T): Promise<T> {
  const { status, body } = await get(path);
  expect(status, `${path} → ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return parse(body);
}

const page = (path: string) => ok(path, (b) => ProductPageSchema.parse(b));

/**
 * Asserts a 400 naming `field`, in the shared error shape. A bad item of a list parameter is
 * named with its index (`color.0`), as the error mapper documents.
 */
async function badRequest(path: string, field: string) {
  const { status, body } = await get(path);
  expect(status, `${path} → ${JSON.stringify(body)}`).toBe(400);
  const error = ErrorSchema.parse(body).error;
  expect(error.code).toBe("INVALID_INPUT");
  expect(error.field?.replace(/\.\d+$/, "")).toBe(field);
  expect(error.message.startsWith(`${error.field}: `)).toBe(true);
}

/** Every page of `path` (which has no offset/limit yet), 10 at a time. */
async function all(path: string): Promise<Card[]> {
  const sep = path.includes("?") ? "&" : "?";
  const out: Card[] = [];
  for (let offset = 0; ; offset += 10) {
    const p = await page(`${path}${sep}offset=${offset}&limit=10`);
    out.push(...p.items);
    if (out.length >= p.total || p.items.length === 0) break;
  }
  return out;
}

const slugs = (cards: { slug: string }[]) => cards.map((c) => c.slug);
const seedSlugs = (pred: (p: (typeof seedProducts)[number]) => boolean) =>
  seedProducts
    .filter(pred)
    .map((p) => p.slug)
    .sort();
const categoryAndChildren = (code: string) => [
  code,
  ...seedCategories.filter((c) => c.parent === code).map((c) => c.code),
];

describe("GET /api/category", () => {
  it("returns the category tree: top-level groups with their sub-categories", async () => {
    const { items } = await ok("/api/category", (b) => ({
      items: CategorySchema.array().parse((b as { items: unknown }).items),
    }));
    const roots = seedCategories.filter((c) => !c.parent);
    expect(items.map((c) => c.code).sort()).toEqual(roots.map((c) => c.code).sort());
    for (const root of items) {
      const children = seedCategories.filter((c) => c.parent === root.code).map((c) => c.code);
      expect(root.children.map((c) => c.code).sort(), root.code).toEqual(children.sort());
      expect(root.name).toBe(seedCategories.find((c) => c.code === root.code)?.name.en);
    }
    expect(items.some((c) => c.children.length > 0)).toBe(true);
  });

  it("orders siblings by their sort order", async () => {
    const { items } = (await ok("/api/category", (b) => b)) as { items: { code: string }[] };
    const order = (code: string) => seedCategories.find((c) => c.code === code)?.sortOrder ?? 0;
    const orders = items.map((c) => order(c.code));
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it("translates names with ?lng=", async () => {
    const { items } = (await ok("/api/category?lng=pt", (b) => b)) as { items: { code: string; name: string }[] };
    for (const c of items) expect(c.name).toBe(seedCategories.find((s) => s.code === c.code)?.name.pt);
  });
});

describe("GET /api/attribute/{type}", () => {
  const parseItems = (b: unknown) => AttributeSchema.array().parse((b as { items: unknown }).items);

  it("color: every colour in swatch order with its hex", async () => {
    const items = await ok("/api/attribute/color", parseItems);
    expect(items.map((c) => c.code)).toEqual(seedColors.map((c) => c.code));
    for (const [i, c] of items.entries()) {
      expect(c.hex).toBe(seedColors[i]?.hex);
      expect(c.name).toBe(seedColors[i]?.name.en);
      expect(c.id).toMatch(/^col_/);
    }
  });

  it("color names follow ?lng=", async () => {
    const items = await ok("/api/attribute/color?lng=es", parseItems);
    expect(items.map((c) => c.name)).toEqual(seedColors.map((c) => c.name.es));
  });

  it("size: smallest first", async () => {
    const items = await ok("/api/attribute/size", parseItems);
    const expected = [...seedSizes].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.code);
    expect(items.map((s) => s.code)).toEqual(expected);
    expect(items[0]?.code).toBe("XS");
    expect(items.at(-1)?.code).toBe("3XL");
  });

  it("material: composition and fabric weight", async () => {
    const items = await ok("/api/attribute/material?lng=pt", parseItems);
    expect(items.map((m) => m.code).sort()).toEqual(seedMaterials.map((m) => m.code).sort());
    for (const m of items) {
      const seed = seedMaterials.find((s) => s.code === m.code)!;
      expect(m.composition).toBe(seed.composition.pt);
      expect(m.weightGsm).toBe(seed.weightGsm);
      expect(m.hex).toBeUndefined();
    }
  });

  it("an unknown type → 400 naming the type", async () => {
    await badRequest("/api/attribute/fabric", "type");
    await badRequest("/api/attribute/COLOR", "type");
  });
});

describe("GET /api/product", () => {
  it("lists every active product with the total", async () => {
    const first = await page("/api/product");
    expect(first.total).toBe(seedProducts.length);
    expect(first.offset).toBe(0);
    expect(first.limit).toBe(24);
    expect(first.items).toHaveLength(Math.min(24, seedProducts.length));
    const everything = await all("/api/product");
    expect(slugs(everything).sort()).toEqual(seedSlugs(() => true));
  });

  it("pages with offset and limit, without overlap and in a stable order", async () => {
    const a = await page("/api/product?offset=0&limit=4");
    const b = await page("/api/product?offset=4&limit=4");
    const both = await page("/api/product?offset=0&limit=8");
    expect(a.items).toHaveLength(4);
    expect(b.items).toHaveLength(4);
    expect([...slugs(a.items), ...slugs(b.items)]).toEqual(slugs(both.items));
    expect(new Set([...slugs(a.items), ...slugs(b.items)]).size).toBe(8);
    expect(b).toMatchObject({ offset: 4, limit: 4, total: seedProducts.length });
  });

  it("an offset past the end gives no items but keeps the total", async () => {
    const p = await page(`/api/product?offset=${seedProducts.length + 5}&limit=5`);
    expect(p.items).toEqual([]);
    expect(p.total).toBe(seedProducts.length);
  });

  it("cards carry prices in cents, colours, sizes and a flat image per colour", async () => {
    const p = await page("/api/product?limit=100");
    for (const card of p.items) {
      const seed = seedProducts.find((s) => s.slug === card.slug)!;
      expect(card.priceCents).toBe(seed.priceCents);
      expect(card.currency).toBe("EUR");
      // the palette's order, the product's lead colour first (ADR 0020)
      const palette = seedColors.map((c) => c.code).filter((c) => seed.colors.includes(c));
      expect(card.colors.map((c) => c.code)).toEqual([seed.leadColor, ...palette.filter((c) => c !== seed.leadColor)]);
      expect([...card.sizes].sort()).toEqual([...seed.sizes].sort());
      expect(card.image.url).toBe(`/media/flat/${seed.garmentType}/front/${card.colors[0]!.hex.slice(1)}.svg`);
      expect(card.hoverImage.url).toBe(`/media/flat/${seed.garmentType}/back/${card.colors[0]!.hex.slice(1)}.svg`);
      expect(card.image.alt).toContain(card.name);
    }
  });

  it.each([
    ["limit=-1", "limit"],
    ["limit=0", "limit"],
    ["limit=abc", "limit"],
    ["limit=1000", "limit"],
    ["offset=-3", "offset"],
    ["offset=1.5", "offset"],
    ["lng=fr", "lng"],
  ])("?%s → 400 naming %s", async (query, field) => {
    await badRequest(`/api/product?${query}`, field);
  });
});

describe("GET /api/product/search", () => {
  const hoodies = seedSlugs((p) => p.garmentType === "hoodie");

  it("finds every hoodie for q=hoodie, a hoodie first", async () => {
    const found = await all("/api/product/search?q=hoodie");
    expect(hoodies.length).toBeGreaterThan(0);
    expect(slugs(found)).toEqual(expect.arrayContaining(hoodies));
    expect(found[0]?.garmentType).toMatch(/hoodie/);
    expect(found.length).toBeLessThan(seedProducts.length);
  });

  it.each(["hoody", "hodie", "HOODIE", "hoodies"])("still finds the hoodies for the typo or variant %j", async (q) => {
    const found = await all(`/api/product/search?q=${q}`);
    expect(slugs(found)).toEqual(expect.arrayContaining(hoodies));
    expect(found[0]?.garmentType).toMatch(/hoodie/);
  });

  it.each([
    ["the+hoodie", "en"],
    ["hoodie+for+you", "en"],
    ["sweatshirt+com+capuz", "pt"],
    ["sudadera+con+capucha", "es"],
  ])("ignores stop words: q=%s (%s) still finds the hoodies", async (q, lng) => {
    const found = await all(`/api/product/search?q=${q}&lng=${lng}`);
    expect(slugs(found)).toEqual(expect.arrayContaining(hoodies));
  });

  it("finds nothing for a word in no product", async () => {
    const p = await page("/api/product/search?q=zzxqwv");
    expect(p).toMatchObject({ items: [], total: 0 });
  });

  it("requires every term to match", async () => {
    const p = await page("/api/product/search?q=hoodie+zzxqwv");
    expect(p.total).toBe(0);
  });

  it('finds shorts in Portuguese for "calcoes" (and "calções") with ?lng=pt', async () => {
    const shorts = seedSlugs((p) => p.garmentType === "shorts");
    for (const q of ["calcoes", "cal%C3%A7%C3%B5es"]) {
      const found = await all(`/api/product/search?q=${q}&lng=pt`);
      expect(slugs(found)).toEqual(expect.arrayContaining(shorts));
      expect(found[0]?.garmentType).toBe("shorts");
      expect(found[0]?.name).toBe(seedProducts.find((p) => p.slug === found[0]?.slug)?.name.pt);
    }
  });

  it('finds sweatshirts and hoodies in Spanish for "sudadera" with ?lng=es', async () => {
    const sweats = seedSlugs((p) =>
      ["sweatshirt", "hoodie", "oversized-sweatshirt", "oversized-hoodie"].includes(p.garmentType),
    );
    const found = await all("/api/product/search?q=sudadera&lng=es");
    expect(slugs(found).sort()).toEqual(expect.arrayContaining(sweats));
    expect(found.every((c) => c.garmentType.includes("sweatshirt") || c.garmentType.includes("hoodie"))).toBe(true);
  });

  it("searches the language of the request: Spanish words do not match English documents", async () => {
    const es = await page("/api/product/search?q=sudadera&lng=es");
    const en = await page("/api/product/search?q=sudadera&lng=en");
    expect(es.total).toBeGreaterThan(0);
    expect(en.total).toBeLessThan(es.total);
  });

  it("filters by category, including its sub-categories", async () => {
    const root = seedCategories.find((c) => !c.parent && seedCategories.some((s) => s.parent === c.code))!;
    const codes = categoryAndChildren(root.code);
    const found = await all(`/api/product/search?category=${root.code}`);
    expect(slugs(found).sort()).toEqual(seedSlugs((p) => codes.includes(p.category)));
    expect(found.length).toBeGreaterThan(0);
    const sub = seedCategories.find((c) => c.parent === root.code)!;
    const subFound = await all(`/api/product/search?category=${sub.code}`);
    expect(slugs(subFound).sort()).toEqual(seedSlugs((p) => p.category === sub.code));
    expect((await page("/api/product/search?category=no-such-category")).total).toBe(0);
  });

  it("filters by garment type (one or a list)", async () => {
    const one = await all("/api/product/search?garmentType=pants");
    expect(slugs(one).sort()).toEqual(seedSlugs((p) => p.garmentType === "pants"));
    const two = await all("/api/product/search?garmentType=pants,shorts");
    expect(slugs(two).sort()).toEqual(seedSlugs((p) => p.garmentType === "pants" || p.garmentType === "shorts"));
    expect(one.length).toBeGreaterThan(0);
    expect(two.length).toBeGreaterThan(one.length);
  });

  it("filters by colour and by size (a variant in any of them)", async () => {
    const color = seedColors.find((c) => {
      const n = seedProducts.filter((p) => p.colors.includes(c.code)).length;
      return n > 0 && n < seedProducts.length;
    })!;
    const byColor = await all(`/api/product/search?color=${color.code}`);
    expect(slugs(byColor).sort()).toEqual(seedSlugs((p) => p.colors.includes(color.code)));
    for (const card of byColor) expect(card.colors.map((c) => c.code)).toContain(color.code);

    const size = seedSizes.find((s) => {
      const n = seedProducts.filter((p) => p.sizes.includes(s.code)).length;
      return n > 0 && n < seedProducts.length;
    })!;
    const bySize = await all(`/api/product/search?size=${size.code}`);
    expect(slugs(bySize).sort()).toEqual(seedSlugs((p) => p.sizes.includes(size.code)));

    const both = await all(`/api/product/search?color=${color.code}&size=${size.code}`);
    expect(slugs(both).sort()).toEqual(seedSlugs((p) => p.colors.includes(color.code) && p.sizes.includes(size.code)));
  });

  it("filters by a price range in cents, bounds included", async () => {
    const prices = [...new Set(seedProducts.map((p) => p.priceCents))].sort((a, b) => a - b);
    const min = prices[1] ?? prices[0]!;
    const max = prices.at(-2) ?? prices.at(-1)!;
    const found = await all(`/api/product/search?priceMin=${min}&priceMax=${max}`);
    expect(slugs(found).sort()).toEqual(seedSlugs((p) => p.priceCents >= min && p.priceCents <= max));
    for (const card of found) {
      expect(card.priceCents).toBeGreaterThanOrEqual(min);
      expect(card.priceCents).toBeLessThanOrEqual(max);
    }
    const onlyMin = await all(`/api/product/search?priceMin=${prices.at(-1)}`);
    expect(onlyMin.every((c) => c.priceCents === prices.at(-1))).toBe(true);
    expect(onlyMin.length).toBeGreaterThan(0);
  });

  it("priceMin above priceMax → 400 naming priceMin", async () => {
    await badRequest("/api/product/search?priceMin=5000&priceMax=1000", "priceMin");
  });

  it.each([
    ["garmentType=cape", "garmentType"],
    ["color=%3Cscript%3E", "color"],
    ["category=Sweats!", "category"],
    ["sort=cheapest", "sort"],
    ["priceMin=abc", "priceMin"],
    ["limit=-1", "limit"],
    ["limit=abc", "limit"],
  ])("?%s → 400 naming %s", async (query, field) => {
    await badRequest(`/api/product/search?${query}`, field);
  });

  it("sorts by price, ascending and descending", async () => {
    const asc = await all("/api/product/search?sort=price-asc");
    const prices = asc.map((c) => c.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc).toHaveLength(seedProducts.length);
    const desc = await all("/api/product/search?sort=price-desc");
    const descPrices = desc.map((c) => c.priceCents);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    expect(prices[0]).toBeLessThan(descPrices[0]!);
  });

  it("pages search results with offset, limit and the full total", async () => {
    const a = await page("/api/product/search?sort=price-asc&offset=0&limit=3");
    const b = await page("/api/product/search?sort=price-asc&offset=3&limit=3");
    const six = await page("/api/product/search?sort=price-asc&offset=0&limit=6");
    expect(a.total).toBe(seedProducts.length);
    expect(b.total).toBe(seedProducts.length);
    expect([...slugs(a.items), ...slugs(b.items)]).toEqual(slugs(six.items));
    const past = await page(`/api/product/search?q=hoodie&offset=500&limit=3`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe((await page("/api/product/search?q=hoodie")).total);
  });

  it.each([
    "%25%25",
    "%3A%2A",
    "x%3A%2A",
    "!!",
    "%27%3B--",
    "a%26b%7Cc",
    "hoodie%20%26%20%21",
    "%28%29",
    "100%25",
    "a%25",
  ])("q=%s with punctuation or tsquery syntax never fails", async (q) => {
    const { status } = await get(`/api/product/search?q=${q}`);
    expect(status).toBe(200);
  });

  it("sort=relevance without a query falls back to the best-selling order", async () => {
    const relevance = await page("/api/product/search?sort=relevance&limit=8");
    const bestSelling = await page("/api/product/search?sort=best-selling&limit=8");
    expect(relevance.total).toBe(seedProducts.length);
    expect(slugs(relevance.items)).toEqual(slugs(bestSelling.items));
  });

  it("ignores terms with no letters or digits", async () => {
    const plain = await page("/api/product/search?q=hoodie");
    const noisy = await page("/api/product/search?q=hoodie+%25%25+%3A%2A");
    expect(slugs(noisy.items)).toEqual(slugs(plain.items));
    expect((await page("/api/product/search?q=%25%25")).total).toBe(seedProducts.length);
  });
});

describe("GET /api/product/sellers", () => {
  it("lists the best sellers by rank", async () => {
    const { items } = await ok("/api/product/sellers", (b) => ({
      items: ProductCardSchema.array().parse((b as { items: unknown }).items),
    }));
    const ranked = seedProducts
      .filter((p) => p.bestSellerRank !== undefined)
      .sort((a, b) => a.bestSellerRank! - b.bestSellerRank!);
    expect(items).toHaveLength(Math.min(8, seedProducts.length));
    const n = Math.min(ranked.length, 8);
    expect(slugs(items).slice(0, n)).toEqual(ranked.slice(0, n).map((p) => p.slug));
  });

  it("honours limit and rejects a bad one", async () => {
    const { items } = (await ok("/api/product/sellers?limit=3", (b) => b)) as { items: unknown[] };
    expect(items).toHaveLength(3);
    await badRequest("/api/product/sellers?limit=0", "limit");
    await badRequest("/api/product/sellers?limit=abc", "limit");
  });
});

describe("GET /api/product/relations", () => {
  const withRelated = seedProducts.find((p) => (p.related?.length ?? 0) >= 2) ?? seedProducts[0]!;

  it("lists the curated related products first, never the product itself", async () => {
    const { items } = (await ok(`/api/product/relations?productId=${withRelated.slug}`, (b) => b)) as {
      items: Card[];
    };
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(4);
    expect(slugs(items)).not.toContain(withRelated.slug);
    const curated = (withRelated.related ?? []).slice(0, 4);
    expect(slugs(items).slice(0, curated.length)).toEqual(curated);
    expect(new Set(slugs(items)).size).toBe(items.length);
  });

  it("takes a product id as well as a slug, and a limit", async () => {
    const product = (await ok(`/api/product/${withRelated.slug}`, (b) => b)) as { id: string };
    const bySlug = (await ok(`/api/product/relations?productId=${withRelated.slug}&limit=2`, (b) => b)) as {
      items: Card[];
    };
    const byId = (await ok(`/api/product/relations?productId=${product.id}&limit=2`, (b) => b)) as { items: Card[] };
    expect(bySlug.items).toHaveLength(2);
    expect(slugs(byId.items)).toEqual(slugs(bySlug.items));
  });

  it("fills up with the same garment type when there are few curated relations", async () => {
    const { items } = (await ok(`/api/product/relations?productId=${withRelated.slug}&limit=12`, (b) => b)) as {
      items: Card[];
    };
    const sameType = seedProducts.filter(
      (p) => p.garmentType === withRelated.garmentType && p.slug !== withRelated.slug,
    );
    expect(items.length).toBe(Math.min(12, seedProducts.length - 1));
    const curated = withRelated.related ?? [];
    const rest = items.filter((c) => !curated.includes(c.slug));
    const sameTypeFirst = rest.slice(0, sameType.filter((p) => !curated.includes(p.slug)).length);
    for (const c of sameTypeFirst) expect(c.garmentType).toBe(withRelated.garmentType);
  });

  it("missing productId → 400; unknown product → 404 PRODUCT_NOT_FOUND", async () => {
    await badRequest("/api/product/relations", "productId");
    const { status, body } = await get("/api/product/relations?productId=no-such-product");
    expect(status).toBe(404);
    expect(ErrorSchema.parse(body).error.code).toBe("PRODUCT_NOT_FOUND");
  });
});

describe("GET /api/product/get/{type}", () => {
  it.each(GARMENT_TYPES)("%s: only and all products of that garment type", async (type: GarmentType) => {
    const found = await all(`/api/product/get/${type}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.garmentType === type)).toBe(true);
    expect(slugs(found).sort()).toEqual(seedSlugs((p) => p.garmentType === type));
  });

  it("pages", async () => {
    const p = await page("/api/product/get/t-shirt?limit=1&offset=1");
    expect(p.items.length).toBeLessThanOrEqual(1);
    expect(p.total).toBe(seedProducts.filter((s) => s.garmentType === "t-shirt").length);
  });

  it("an unknown type → 400", async () => {
    await badRequest("/api/product/get/cape", "type");
    await badRequest("/api/product/get/hoodie?limit=-1", "limit");
  });
});

describe("GET /api/product/{id}", () => {
  const seed = seedProducts[0]!;

  it("returns a product by slug with variants and colours with images", async () => {
    const product = await ok(`/api/product/${seed.slug}`, (b) => ProductSchema.parse(b));
    expect(product).toMatchObject({
      slug: seed.slug,
      garmentType: seed.garmentType,
      name: seed.name.en,
      priceCents: seed.priceCents,
      currency: "EUR",
      customizable: seed.customizable,
      weightGrams: seed.weightGrams,
    });
    expect(product.id).toMatch(/^prd_/);
    // GPSR art. 19: a garment the shop makes names the shop as its manufacturer
    expect(product.safety).toMatchObject({ manufacturer: "Fabrico Têxteis, Lda.", responsiblePerson: "" });
    expect(product.safety.address).toMatch(/Barcelos/);
    expect(product.colors.map((c) => c.code).sort()).toEqual([...seed.colors].sort());
    expect(product.sizes).toEqual(seedSizes.map((s) => s.code).filter((s) => seed.sizes.includes(s)));
    expect(product.variants).toHaveLength(seed.colors.length * seed.sizes.length);
    for (const color of product.colors) {
      expect(color.images.map((i) => i.view)).toEqual(["front", "back", "detail"]);
      for (const image of color.images) {
        expect(image.url).toBe(`/media/flat/${seed.garmentType}/${image.view}/${color.hex.slice(1)}.svg`);
        expect(image.colorCode).toBe(color.code);
      }
    }
    for (const v of product.variants) {
      expect(v.id).toMatch(/^var_/);
      expect(v.priceCents).toBeGreaterThan(0);
      expect(v.stock).toBeGreaterThanOrEqual(0);
      expect(seed.colors).toContain(v.colorCode);
      expect(seed.sizes).toContain(v.sizeCode);
    }
    expect(new Set(product.variants.map((v) => v.sku)).size).toBe(product.variants.length);
    expect(product.material.code).toBe(seed.material);
  });

  it("returns the same product by id, and by a slug in capitals", async () => {
    const bySlug = await ok(`/api/product/${seed.slug}`, (b) => b as { id: string });
    const byId = await ok(`/api/product/${bySlug.id}`, (b) => b);
    const upper = await ok(`/api/product/${seed.slug.toUpperCase()}`, (b) => b);
    expect(byId).toEqual(bySlug);
    expect(upper).toEqual(bySlug);
  });

  it("translates texts with ?lng=", async () => {
    const pt = await ok(`/api/product/${seed.slug}?lng=pt`, (b) => ProductSchema.parse(b));
    const es = await ok(`/api/product/${seed.slug}?lng=es`, (b) => ProductSchema.parse(b));
    expect(pt.name).toBe(seed.name.pt);
    expect(es.name).toBe(seed.name.es);
    expect(pt.care).toEqual(seed.care.pt);
  });

  it.each(["no-such-product", "prd_01JD3M8Q2R7X5K9Z4W1B6C8D2E", "Not%20A%20Slug", "%25", "%E0%A4%A"])(
    "%s → 404 with { error: { code, message } }",
    async (ref) => {
      const { status, body } = await get(`/api/product/${ref}`);
      expect(status).toBe(404);
      const error = ErrorSchema.parse(body).error;
      expect(error.code).toBe("PRODUCT_NOT_FOUND");
      expect(error.message).toBe("Product not found");
    },
  );
});

describe("GET /api/shippingmethod", () => {
  const parseItems = (b: unknown) => ShippingMethodSchema.array().parse((b as { items: unknown }).items);

  it("lists the active methods", async () => {
    const items = await ok("/api/shippingmethod", parseItems);
    expect(items.map((m) => m.code).sort()).toEqual(seedShippingMethods.map((m) => m.code).sort());
    const seed = seedShippingMethods[0]!;
    const first = items.find((m) => m.code === seed.code)!;
    expect(first).toMatchObject({ name: seed.name.en, priceCents: seed.priceCents, carrier: seed.carrier });
  });

  it("?country=PT keeps only the methods that ship to Portugal, in any case", async () => {
    const items = await ok("/api/shippingmethod?country=PT", parseItems);
    const expected = seedShippingMethods.filter((m) => m.countries.includes("PT")).map((m) => m.code);
    expect(items.map((m) => m.code).sort()).toEqual(expected.sort());
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(seedShippingMethods.length);
    for (const m of items) expect(m.countries).toContain("PT");
    const lower = await ok("/api/shippingmethod?country=pt", parseItems);
    expect(lower.map((m) => m.code)).toEqual(items.map((m) => m.code));
  });

  it("a country nobody ships to gives an empty list; a malformed one → 400", async () => {
    expect(await ok("/api/shippingmethod?country=AQ", parseItems)).toEqual([]);
    await badRequest("/api/shippingmethod?country=PRT", "country");
    await badRequest("/api/shippingmethod?country=P1", "country");
  });

  it("translates names with ?lng=", async () => {
    const items = await ok("/api/shippingmethod?lng=pt", parseItems);
    for (const m of items) expect(m.name).toBe(seedShippingMethods.find((s) => s.code === m.code)?.name.pt);
  });
});

describe("GET /api/openapi.json", () => {
  type Doc = {
    openapi: string;
    info: { title: string; version: string };
    servers?: { url: string }[];
    paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>>;
    components?: { schemas?: Record<string, unknown> };
  };
  let doc: Doc;

  beforeAll(async () => {
    doc = (await ok("/api/openapi.json", (b) => b)) as Doc;
  });
  /** The catalogue's paths (the document also lists the account and customer calls). */
  const catalogueOps = () =>
    Object.values(doc.paths).filter((ops) =>
      Object.values(ops).some((op) =>
        ((op as { tags?: string[] }).tags ?? []).some((t) => t === "Catalogue" || t === "Checkout"),
      ),
    );

  it("is an OpenAPI 3.1 document", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
  });

  it("lists every catalogue call, at the URL a client must call", () => {
    const base = doc.servers?.[0]?.url ?? "";
    const urls = Object.keys(doc.paths).map((p) => `${base.replace(/\/$/, "")}${p}`);
    expect(urls.sort()).toEqual(
      expect.arrayContaining([
        "/api/category",
        "/api/attribute/{type}",
        "/api/product",
        "/api/product/search",
        "/api/product/sellers",
        "/api/product/relations",
        "/api/product/get/{type}",
        "/api/product/{id}",
        "/api/shippingmethod",
      ]),
    );
    // the storefront's catalogue calls are reads; the save calls on the same paths are staff calls (ADR 0013)
    for (const ops of catalogueOps()) {
      for (const [method, op] of Object.entries(ops)) {
        const tags = (op as { tags?: string[] }).tags ?? [];
        if (tags.includes("Catalogue") || tags.includes("Checkout")) expect(method).toBe("get");
      }
    }
  });

  it("documents parameters and the error responses", () => {
    const search = Object.entries(doc.paths).find(([p]) => p.endsWith("/product/search"))![1].get!;
    const names = (search.parameters ?? []).map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "q",
        "category",
        "garmentType",
        "color",
        "size",
        "priceMin",
        "priceMax",
        "sort",
        "offset",
        "limit",
        "lng",
      ]),
    );
    for (const ops of catalogueOps()) {
      expect(Object.keys(ops.get!.responses).sort()).toEqual(["200", "400", "404", "500"]);
    }
  });

  it("has no dangling $ref", () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components?.schemas?.[decodeURIComponent(ref)], ref).toBeDefined();
  });
});

describe("unknown API calls", () => {
  it.each(["/api/nope", "/api/product/get", "/api/attribute"])("%s → 404 JSON", async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(404);
    expect(ErrorSchema.parse(body).error.code).toMatch(/NOT_FOUND$/);
  });

  // Same-origin requests (the Origin a browser sends): the origin check refuses a bodiless POST without one.
  const sameOrigin = { origin: "http://localhost" };

  it("a method a call does not serve is a 405 naming the ones it does (issue 14)", async () => {
    const res = await app.request("/api/shippingmethod", { method: "POST", headers: sameOrigin });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(ErrorSchema.parse(await res.json()).error.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("the save call on /api/category is for signed-in staff only (ADR 0013)", async () => {
    const res = await app.request("/api/category", { method: "POST", headers: sameOrigin });
    expect(res.status).toBe(401);
  });
});
