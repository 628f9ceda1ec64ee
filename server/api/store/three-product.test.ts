import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GARMENT_TYPES } from "../../../core/catalog/garment-types.ts";
import { priceDesign } from "../../../core/customization/price-design.ts";
import { DesignInvalid } from "../../../core/customization/refusals.ts";
import { PLACEMENT_UV } from "../../../core/customization/uv-layout.ts";
import { type TestDatabase, openTestDatabase } from "../../../tests/setup/db.ts";
import { type App, createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { ErrorSchema } from "../schemas.ts";
import { ThreeProductOptionsSchema, ThreeProductSummarySchema } from "./three-product.ts";
import { testServices } from "../../../tests/setup/services.ts";

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

async function get(path: string) {
  const res = await app.request(path);
  expect(res.headers.get("content-type") ?? "", path).toMatch(/^application\/json/);
  return { status: res.status, body: (await res.json()) as unknown };
}

async function list(lng = "en") {
  const { status, body } = await get(`/api/threeProduct?lng=${lng}`);
  expect(status).toBe(200);
  return (body as { items: unknown[] }).items.map((i) => ThreeProductSummarySchema.parse(i));
}

async function options(ref: string, lng = "en") {
  const { status, body } = await get(`/api/threeProduct/${ref}/option?lng=${lng}`);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return ThreeProductOptionsSchema.parse(body);
}

describe("GET /api/threeProduct", () => {
  it("lists one 3D product per garment type with flat images in the default dye", async () => {
    const items = await list();
    expect(items.map((i) => i.garmentType).sort()).toEqual([...GARMENT_TYPES].sort());
    for (const item of items) {
      expect(item.id).toMatch(/^tdp_/);
      expect(item.code).toBe(item.garmentType);
      expect(item.images.front).toBe(`/media/flat/${item.garmentType}/front/${item.defaultDye.hex.slice(1)}.svg`);
      expect(item.images.back).toContain("/back/");
      expect(item.fromUnitCents).toBeGreaterThan(0);
    }
    expect(items[0]).toMatchObject({ garmentType: "t-shirt", name: "Custom t-shirt", defaultDye: { code: "white" } });
  });

  it("answers in the request's language", async () => {
    const pt = await list("pt");
    expect(pt.find((i) => i.garmentType === "hoodie")?.name).toBe("Sweatshirt com capuz personalizada");
    const es = await list("es");
    expect(es.find((i) => i.garmentType === "shorts")?.defaultDye.name).toBe("Crudo");
  });
});

describe("GET /api/threeProduct/{id}/option", () => {
  it("answers the same options by id and by code", async () => {
    const items = await list();
    const hoodie = items.find((i) => i.garmentType === "hoodie")!;
    const byId = await options(hoodie.id);
    const byCode = await options("hoodie");
    expect(byId).toEqual(byCode);
    expect(byId.id).toBe(hoodie.id);
  });

  it("gives a t-shirt its dyes, sizes, price breaks, placements with printable areas and UVs", async () => {
    const tee = await options("t-shirt");
    expect(tee).toMatchObject({ currency: "EUR", vatIncluded: true, defaultDyeCode: "white" });
    expect(tee.sizes).toEqual(["XS", "S", "M", "L", "XL", "XXL", "3XL"]);
    expect(tee.basePriceBreaks.map((b) => b.minQuantity)).toEqual([1, 10, 50, 100, 250]);
    expect(tee.dyes.length).toBeGreaterThanOrEqual(12);
    expect(tee.dyes.every((d) => /^#[0-9a-f]{6}$/.test(d.hex))).toBe(true);
    const front = tee.placements.find((p) => p.code === "front")!;
    expect(front).toMatchObject({ name: "Front", panel: "front", widthMm: 305, heightMm: 406 });
    expect(front.uv).toEqual(PLACEMENT_UV["t-shirt"].front);
    expect(front.excludes).toEqual(["left-chest", "right-chest"]);
    expect(tee.placements.find((p) => p.code === "left-chest")).toMatchObject({ widthMm: 100, heightMm: 100 });
    expect(tee.placements.find((p) => p.code === "left-sleeve")?.techniques).toEqual(["screen-print", "embroidery"]);
    expect(tee.panels.map((p) => p.code)).toEqual(["front", "back", "left-sleeve", "right-sleeve"]);
    expect(tee.techniques.map((t) => t.code)).toEqual(["digital-print", "screen-print", "embroidery"]);
    expect(tee.techniques.find((t) => t.code === "screen-print")).toMatchObject({
      minQuantity: 20,
      maxColours: 8,
      pricing: { kind: "screen-print", developmentCentsPerColour: 5000 },
    });
    expect(tee.products.map((p) => p.slug)).toContain("essential-organic-tee");
    expect(tee.products.map((p) => p.slug)).not.toContain("lightweight-slub-tee"); // not customizable
    expect(tee.rules).toEqual({
      samplesPerDesign: 2,
      underDeliveryRateBp: { min: 300, max: 500 },
      underDeliveryCharged: false,
      minPrintDpi: 150,
      minEmbroideryStrokeMm: 1,
      minEmbroideryTextMm: 5,
    });
  });

  it("gives hoodies a hood and bottoms legs, with labels placed 10 cm from the hem or waist", async () => {
    const hoodie = await options("hoodie", "pt");
    expect(hoodie.placements.find((p) => p.code === "hood")).toMatchObject({ name: "Capuz", panel: "hood" });
    expect(hoodie.labelSlots.map((s) => s.code)).toEqual(["neck", "brand", "size", "care", "hang-tag"]);
    const woven = hoodie.labels.find((l) => l.code === "neck-woven")!;
    expect(woven).toMatchObject({ slot: "neck", kind: "woven", minQuantity: 500, unitCents: 45 });
    expect(woven.position).toMatchObject({ anchor: "back-neck", reference: "neckline" });
    expect(hoodie.labels.find((l) => l.code === "care-house")?.position).toMatchObject({
      reference: "bottom-hem",
      offsetMm: 100,
    });
    expect(hoodie.labels.find((l) => l.code === "neck-none")?.position).toBeNull();
    const pants = await options("pants");
    expect(pants.placements.map((p) => p.code).sort()).toEqual(["back", "left-leg", "right-leg"]);
    expect(pants.labels.find((l) => l.code === "care-house")?.position).toMatchObject({
      reference: "waistband",
      offsetMm: 100,
    });
    expect(pants.dyes.map((d) => d.code)).not.toContain("white");
  });

  it("is what the price engine reads: a woven neck label is refused at 499 and priced at 500", async () => {
    const hoodie = await options("hoodie");
    const design = {
      dye: "black",
      labels: { neck: "neck-woven" },
      placements: [{ placement: "front", technique: "screen-print", widthMm: 250, heightMm: 200, colourCount: 2 }],
    };
    let refused: unknown;
    try {
      priceDesign(hoodie, { ...design, sizes: { M: 499 } });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DesignInvalid);
    expect((refused as DesignInvalid).code).toBe("MOQ_WOVEN_LABEL");
    expect((refused as DesignInvalid).details).toMatchObject({ minimum: 500, quantity: 499 });
    const price = priceDesign(hoodie, { ...design, sizes: { M: 500 } });
    expect(price.developmentCents).toBe(10_000);
    expect(price.lines.find((l) => l.code === "neck-woven")?.totalCents).toBe(500 * 45);
  });

  it("answers 404 THREE_PRODUCT_NOT_FOUND for an unknown id or code", async () => {
    for (const ref of ["tdp_01JD3M8Q2R7X5K9Z4W1B6C8D2E", "kimono", "T-SHIRT", "%E0%A4%A"]) {
      const { status, body } = await get(`/api/threeProduct/${ref}/option`);
      expect(status, ref).toBe(404);
      expect(ErrorSchema.parse(body).error.code).toBe("THREE_PRODUCT_NOT_FOUND");
    }
  });

  it("answers 400 naming the id when it is too long", async () => {
    const { status, body } = await get(`/api/threeProduct/${"a".repeat(65)}/option`);
    expect(status).toBe(400);
    expect(ErrorSchema.parse(body).error).toMatchObject({ code: "INVALID_INPUT", field: "id" });
  });

  it("is documented in the OpenAPI description", async () => {
    const { body } = await get("/api/openapi.json");
    const paths = (body as { paths: Record<string, unknown> }).paths;
    expect(paths).toHaveProperty("/threeProduct");
    expect(paths).toHaveProperty("/threeProduct/{id}/option");
  });
});
