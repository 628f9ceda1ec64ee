import { asc, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTable } from "../../../core/catalog/catalog.sql.ts";
import { GARMENT_TYPES } from "../../../core/catalog/garment-types.ts";
import {
  dyeTable,
  labelOptionTable,
  techniqueTable,
  threeProductDyeTable,
  threeProductPlacementTable,
  threeProductTable,
} from "../../../core/customization/customization.sql.ts";
import { getThreeProductOptions } from "../../../core/customization/get-three-product.ts";
import { LABEL_SLOTS, type PriceBreak } from "../../../core/customization/options.ts";
import { type DesignPlacementInput, checkDesign, priceDesign } from "../../../core/customization/price-design.ts";
import { GARMENT_LAYOUTS, PLACEMENT_UV, overlappingPlacements } from "../../../core/customization/uv-layout.ts";
import type { Ctx } from "../../../core/shared/ctx.ts";
import { isId } from "../../../core/shared/ids.ts";
import { LOCALES } from "../../../core/shared/locale.ts";
import { type TestDatabase, openTestDatabase } from "../../../tests/setup/db.ts";
import { seedCustomization, seedDyes, seedLabelOptions, seedTechniques, seedThreeProducts } from "./index.ts";
import { labelOffered } from "../../../core/customization/label-rules.ts";

let tdb: TestDatabase;
let ctx: Ctx;

beforeAll(async () => {
  tdb = await openTestDatabase();
  ctx = tdb.ctx();
});

afterAll(async () => {
  await tdb?.close();
});

const ascending = (list: number[]) => list.every((n, i) => i === 0 || n > list[i - 1]!);
const breaksOk = (breaks: PriceBreak[]) =>
  breaks.length > 0 &&
  ascending(breaks.map((b) => b.minQuantity)) &&
  breaks.every((b) => Number.isInteger(b.unitCents) && b.unitCents > 0) &&
  // more units never cost more per unit
  breaks.every((b, i) => i === 0 || b.unitCents <= breaks[i - 1]!.unitCents);

describe("the configurator seed data", () => {
  it("has one 3D product per garment type, with the garment's sizes and a dye of its own palette", () => {
    expect(seedThreeProducts.map((p) => p.garmentType).sort()).toEqual([...GARMENT_TYPES].sort());
    const dyes = new Set(seedDyes.map((d) => d.code));
    for (const p of seedThreeProducts) {
      expect(
        p.dyes.every((d) => dyes.has(d)),
        p.garmentType,
      ).toBe(true);
      expect(p.dyes).toContain(p.defaultDye);
      expect(p.sizes.length).toBeGreaterThanOrEqual(5);
      for (const size of Object.keys(p.sizeSurchargeCents)) expect(p.sizes).toContain(size);
    }
  });

  it("prices garments by the breaks 1, 10, 50, 100, 250, cheaper with quantity", () => {
    for (const p of seedThreeProducts) {
      expect(
        p.basePriceBreaks.map((b) => b.minQuantity),
        p.garmentType,
      ).toEqual([1, 10, 50, 100, 250]);
      expect(breaksOk(p.basePriceBreaks), p.garmentType).toBe(true);
    }
  });

  it("lists every printable area of the garment's layout, and only those", () => {
    for (const p of seedThreeProducts) {
      expect(Object.keys(p.placements).sort(), p.garmentType).toEqual(
        Object.keys(GARMENT_LAYOUTS[p.garmentType].placements).sort(),
      );
    }
  });

  it("keeps the technique rules of spec §9 and ADR 0009", () => {
    const byCode = new Map(seedTechniques.map((t) => [t.code, t]));
    const screen = byCode.get("screen-print")!;
    expect(screen.maxColours).toBe(8);
    expect(screen.pricing).toMatchObject({ kind: "screen-print", developmentCentsPerColour: 5000 });
    const embroidery = byCode.get("embroidery")!;
    if (embroidery.pricing.kind !== "embroidery") throw new Error("embroidery pricing");
    const films = embroidery.pricing.stitchAreaBands.map((b) => b.developmentCents);
    expect(Math.min(...films)).toBe(5000);
    expect(Math.max(...films)).toBe(20_000);
    for (const t of seedTechniques) {
      expect(t.pricing.kind).toBe(t.code);
      const bands =
        t.pricing.kind === "digital-print"
          ? t.pricing.areaBands
          : t.pricing.kind === "embroidery"
            ? t.pricing.stitchAreaBands
            : [{ maxAreaMm2: 1, unitBreaks: t.pricing.perColourBreaks }];
      expect(ascending(bands.map((b) => b.maxAreaMm2)), t.code).toBe(true);
      for (const band of bands) {
        expect(breaksOk(band.unitBreaks), t.code).toBe(true);
        // the first break covers the technique's minimum quantity
        expect(band.unitBreaks[0]!.minQuantity).toBeLessThanOrEqual(t.minQuantity);
      }
    }
    // digital print's largest band covers the largest printable area offered
    const digital = byCode.get("digital-print")!.pricing;
    if (digital.kind !== "digital-print") throw new Error("digital pricing");
    const largest = Math.max(
      ...Object.values(GARMENT_LAYOUTS).flatMap((l) => Object.values(l.placements).map((a) => a.widthMm * a.heightMm)),
    );
    expect(digital.areaBands.at(-1)!.maxAreaMm2).toBeGreaterThanOrEqual(largest);
  });

  it("has one default option per label slot, and the woven neck label at MOQ 500 (spec §5)", () => {
    for (const slot of LABEL_SLOTS) {
      expect(
        seedLabelOptions.filter((l) => l.slot === slot && l.isDefault),
        slot,
      ).toHaveLength(1);
    }
    expect(seedLabelOptions.find((l) => l.code === "neck-woven")).toMatchObject({ kind: "woven", minQuantity: 500 });
    for (const l of seedLabelOptions) {
      expect(l.position === null, l.code).toBe(l.kind === "none");
      if (l.position?.anchor === "side-seam") expect(l.position.offsetMm, l.code).toBe(100);
    }
  });

  it("has every text in en, pt and es", () => {
    const texts = [
      ...seedDyes.map((d) => d.name),
      ...seedTechniques.flatMap((t) => [t.name, t.description]),
      ...seedLabelOptions.flatMap((l) => [l.name, l.description]),
      ...seedThreeProducts.flatMap((p) => [p.name, p.description]),
    ];
    for (const text of texts) for (const locale of LOCALES) expect(text[locale].trim(), text.en).not.toBe("");
    expect(seedDyes.every((d) => /^#[0-9a-f]{6}$/.test(d.hex))).toBe(true);
  });
});

describe("the seeded configurator tables", () => {
  it("hold every seeded row with prefixed ids", async () => {
    const n = async (table: PgTable) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
    expect(await n(dyeTable)).toBe(seedDyes.length);
    expect(await n(techniqueTable)).toBe(seedTechniques.length);
    expect(await n(labelOptionTable)).toBe(seedLabelOptions.length);
    expect(await n(threeProductTable)).toBe(seedThreeProducts.length);
    expect(await n(threeProductDyeTable)).toBe(seedThreeProducts.reduce((s, p) => s + p.dyes.length, 0));
    expect(await n(threeProductPlacementTable)).toBe(
      seedThreeProducts.reduce((s, p) => s + Object.keys(p.placements).length, 0),
    );
    for (const p of await ctx.db.select().from(threeProductTable)) {
      expect(isId("threeProduct", p.id)).toBe(true);
      expect(p.code).toBe(p.garmentType);
    }
  });

  it("store each placement's printable area, UV rectangle and overlaps as uv-layout.ts defines them", async () => {
    const rows = await ctx.db
      .select({ placement: threeProductPlacementTable, product: threeProductTable })
      .from(threeProductPlacementTable)
      .innerJoin(threeProductTable, eq(threeProductTable.id, threeProductPlacementTable.threeProductId));
    for (const { placement: pl, product } of rows) {
      const area = GARMENT_LAYOUTS[product.garmentType].placements[pl.code]!;
      expect(pl, `${product.code} ${pl.code}`).toMatchObject({
        panel: area.panel,
        widthMm: area.widthMm,
        heightMm: area.heightMm,
        uv: PLACEMENT_UV[product.garmentType][pl.code],
        excludes: overlappingPlacements(product.garmentType, pl.code),
      });
    }
  });

  it("gives every customizable catalogue product the 3D product of its garment type", async () => {
    const products = await ctx.db
      .select({ slug: productTable.slug, garmentType: productTable.garmentType })
      .from(productTable)
      .where(eq(productTable.customizable, true));
    expect(products.length).toBeGreaterThan(0);
    const types = new Set((await ctx.db.select().from(threeProductTable)).filter((p) => p.active).map((p) => p.code));
    for (const p of products) expect(types.has(p.garmentType), p.slug).toBe(true);
  });

  it("is idempotent and keeps an administrator's edit", async () => {
    const [tee] = await ctx.db.select().from(threeProductTable).where(eq(threeProductTable.code, "t-shirt"));
    const edited = [{ minQuantity: 1, unitCents: 1190 }];
    await ctx.db.update(threeProductTable).set({ basePriceBreaks: edited }).where(eq(threeProductTable.id, tee!.id));
    const snapshot = async () => ({
      products: await ctx.db.select().from(threeProductTable).orderBy(asc(threeProductTable.code)),
      placements: await ctx.db.select().from(threeProductPlacementTable).orderBy(asc(threeProductPlacementTable.id)),
      dyes: await ctx.db.select().from(threeProductDyeTable).orderBy(asc(threeProductDyeTable.dyeId)),
      labels: await ctx.db.select().from(labelOptionTable).orderBy(asc(labelOptionTable.code)),
    });
    const before = await snapshot();
    await seedCustomization(ctx.db);
    expect(await snapshot()).toEqual(before);
    await ctx.db
      .update(threeProductTable)
      .set({ basePriceBreaks: tee!.basePriceBreaks })
      .where(eq(threeProductTable.id, tee!.id));
  });

  it.each(GARMENT_TYPES)(
    "prices a full %s design with the seeded options (every placement and label)",
    async (type) => {
      const options = await getThreeProductOptions(ctx, type);
      const used = new Set<string>();
      const placements: DesignPlacementInput[] = [];
      for (const p of options.placements) {
        if (p.excludes.some((x) => used.has(x))) continue;
        used.add(p.code);
        const technique = p.techniques[0]!;
        placements.push({
          placement: p.code,
          technique,
          widthMm: Math.floor(p.widthMm / 2),
          heightMm: Math.floor(p.heightMm / 2),
          colourCount: technique === "screen-print" ? 2 : undefined,
        });
      }
      const labels = Object.fromEntries(
        // the richest label each slot offers on this garment (no woven neck label on bottoms: label-rules.ts)
        LABEL_SLOTS.map((slot) => [
          slot,
          options.labels.filter((l) => l.slot === slot && labelOffered(type, l)).at(-1)!.code,
        ]),
      );
      const sizes = Object.fromEntries(options.sizes.map((s) => [s, 100]));
      const design = { dye: options.defaultDyeCode, labels, placements, sizes };
      expect(checkDesign(options, design)).toEqual([]);
      const price = priceDesign(options, design);
      expect(price.quantity).toBe(100 * options.sizes.length);
      expect(price.totalCents).toBeGreaterThan(price.quantity * options.basePriceBreaks.at(-1)!.unitCents);
      expect(priceDesign(options, { ...design, mode: "sample", sizes: { M: 1 } }).developmentCents).toBe(0);
    },
  );
});
