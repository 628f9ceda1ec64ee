import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { addDesignToCart } from "../cart/add-design-to-cart.ts";
import { newCartToken } from "../cart/cart-ref.ts";
import { loadCartLines } from "../cart/load-cart-lines.ts";
import { productTable } from "../catalog/catalog.sql.ts";
import { getQuoteForStaff } from "../quotes/admin-quotes.ts";
import { requestQuote } from "../quotes/quotes.ts";
import type { Ctx } from "../shared/ctx.ts";
import { designTable } from "./design.sql.ts";
import { type DesignOwner, type SaveDesignInput, getDesign, saveDesign } from "./designs.ts";
import { getThreeProductOptions, listThreeProducts } from "./get-three-product.ts";
import { blankPriceBreaks, priceDesign } from "./price-design.ts";
import { renderTechPack } from "./tech-pack.ts";

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(() => tdb.close());

/** The text of an uncompressed pdfkit PDF (its `Tj`/`TJ` strings, WinAnsi), wrapped lines joined. */
function pdfTextOf(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString("latin1");
  const decoder = new TextDecoder("windows-1252");
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const hex =
      match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("") : match[2];
    lines.push(decoder.decode(Buffer.from(hex ?? "", "hex")));
  }
  return lines.join(" ").replace(/\s+/g, " ");
}

async function productId(ctx: Ctx, slug: string): Promise<string> {
  const [row] = await ctx.db.select({ id: productTable.id }).from(productTable).where(eq(productTable.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

function hoodieDesign(blank: string | null | undefined, sizes: Record<string, number>): SaveDesignInput {
  return {
    threeProduct: "oversized-hoodie",
    name: "Heavy crew hoodie",
    status: "saved",
    document: {
      ...(blank === undefined ? {} : { blank }),
      dye: "black",
      placements: [
        {
          placement: "front",
          technique: "digital-print",
          text: { content: "BARCELOS", font: "Arial", colorHex: "#ffffff" },
          widthMm: 200,
          heightMm: 40,
          centerXMm: 150,
          centerYMm: 60,
        },
      ],
      sizes,
    },
  };
}

describe("blankPriceBreaks", () => {
  it("makes the product's price the 1-unit price and keeps the ladder's ratios (half-up cents)", () => {
    const ladder = [1, 10, 50, 100, 250].map((minQuantity, i) => ({
      minQuantity,
      unitCents: [3990, 3450, 3090, 2790, 2490][i] ?? 0,
    }));
    expect(blankPriceBreaks(ladder, 5990)).toEqual([
      { minQuantity: 1, unitCents: 5990 },
      { minQuantity: 10, unitCents: 5179 },
      { minQuantity: 50, unitCents: 4639 },
      { minQuantity: 100, unitCents: 4188 },
      { minQuantity: 250, unitCents: 3738 },
    ]);
    // a ladder without a positive first price is left as it is
    expect(blankPriceBreaks([{ minQuantity: 1, unitCents: 0 }], 5990)).toEqual([{ minQuantity: 1, unitCents: 0 }]);
  });
});

describe("a design made from a non-default blank (issue 20)", () => {
  it("lists the garment type's blanks with price, from-price and fabric; the cheapest is the default", async () => {
    const ctx = tdb.ctx();
    const options = await getThreeProductOptions(ctx, "oversized-hoodie");
    const slugs = options.products.map((p) => p.slug);
    expect(slugs).toEqual(["everyday-oversized-hoodie", "garment-dyed-oversized-hoodie", "oversized-heavy-hoodie"]);
    const heavy = options.products.find((p) => p.slug === "oversized-heavy-hoodie");
    expect(heavy).toMatchObject({
      name: "Oversized Heavy Hoodie",
      priceCents: 5990,
      fromUnitCents: 3738,
      isDefault: false,
      fabric: { weightGsm: 450, composition: "85% organic cotton, 15% recycled polyester" },
    });
    expect(options.defaultProductId).toBe(options.products[0]?.id);
    expect(options.products[0]?.isDefault).toBe(true);
    // the garment type's from-price is the default blank's
    const summary = (await listThreeProducts(ctx)).find((s) => s.code === "oversized-hoodie");
    expect(summary?.defaultProduct?.slug).toBe("everyday-oversized-hoodie");
    expect(summary?.fromUnitCents).toBe(options.products[0]?.fromUnitCents);
    // in Portuguese, the fabric too
    const pt = await getThreeProductOptions(tdb.ctx({ locale: "pt" }), "oversized-hoodie");
    expect(pt.products.find((p) => p.slug === "oversized-heavy-hoodie")?.fabric?.composition).toBe(
      "85% algodão biológico, 15% poliéster reciclado",
    );
  });

  it("prices the garment from the product's price, in the editor's engine and on the server", async () => {
    const ctx = tdb.ctx();
    const heavyId = await productId(ctx, "oversized-heavy-hoodie");
    const options = await getThreeProductOptions(ctx, "oversized-hoodie");
    const spec = { blank: heavyId, dye: "black", placements: [], sizes: { M: 1 } };
    const one = priceDesign(options, spec);
    expect(one.lines[0]).toMatchObject({ kind: "garment", unitCents: 5990, product: heavyId });
    const run = priceDesign(options, { ...spec, sizes: { M: 150, L: 100 } });
    expect(run.lines[0]).toMatchObject({ kind: "garment", unitCents: 3738, quantity: 250 });
    // the default blank is cheaper, the same design otherwise
    const everyday = priceDesign(options, { ...spec, blank: options.defaultProductId });
    expect(everyday.lines[0]?.unitCents).toBe(5290);

    const owner: DesignOwner = { userId: null, guestToken: newCartToken() };
    const saved = await saveDesign(ctx, { ...hoodieDesign(heavyId, { M: 6, L: 4 }), owner });
    expect(saved.refusals).toEqual([]);
    expect(saved.document.blank).toBe(heavyId);
    expect(saved.blank).toMatchObject({ slug: "oversized-heavy-hoodie", name: "Oversized Heavy Hoodie" });
    expect(saved.price?.lines[0]).toMatchObject({ kind: "garment", unitCents: 5179, quantity: 10 });

    // changing the blank re-prices and keeps the design
    const changed = await saveDesign(ctx, {
      owner,
      ...hoodieDesign(options.defaultProductId, { M: 6, L: 4 }),
      id: saved.id,
      version: saved.version,
    });
    expect(changed.blank?.slug).toBe("everyday-oversized-hoodie");
    expect(changed.document.placements).toEqual(saved.document.placements);
    expect(changed.price?.lines[0]?.unitCents).toBe(Math.round((5290 * 3450) / 3990));
  });

  it("records the default blank on the first save of a design that has none, and refuses a blank of another garment", async () => {
    const ctx = tdb.ctx();
    const owner: DesignOwner = { userId: null, guestToken: newCartToken() };
    const options = await getThreeProductOptions(ctx, "oversized-hoodie");
    const saved = await saveDesign(ctx, { ...hoodieDesign(undefined, { M: 1 }), owner });
    expect(saved.document.blank).toBe(options.defaultProductId);

    // a design stored before blanks (no `blank` in its document) reads as the default and prices on it
    const { blank: _, ...legacy } = saved.document;
    await ctx.db.update(designTable).set({ document: legacy }).where(eq(designTable.id, saved.id));
    const read = await getDesign(ctx, { owner, id: saved.id });
    expect(read.document.blank).toBeUndefined();
    expect(read.blank?.id).toBe(options.defaultProductId);
    expect(read.price?.lines[0]?.unitCents).toBe(5290);

    const tee = await productId(ctx, "essential-organic-tee");
    const wrong = await saveDesign(ctx, { ...hoodieDesign(tee, { M: 1 }), owner });
    expect(wrong.id).toBeTruthy(); // still saved: nothing the customer did is lost
    expect(wrong.blank).toBeNull();
    expect(wrong.price).toBeNull();
    expect(wrong.refusals.map((r) => r.code)).toEqual(["BLANK_NOT_OFFERED"]);
  });

  it("names the blank on the cart line and draws its fabric in the tech pack, not a generic one", async () => {
    const ctx = tdb.ctx();
    const heavyId = await productId(ctx, "oversized-heavy-hoodie");
    const owner: DesignOwner = { userId: null, guestToken: newCartToken() };
    const design = await saveDesign(ctx, { ...hoodieDesign(heavyId, { M: 1 }), owner });

    const { cartId } = await addDesignToCart(ctx, { cart: owner, designId: design.id });
    const [line] = await loadCartLines(ctx, cartId);
    expect(line).toMatchObject({ kind: "custom", slug: "oversized-heavy-hoodie", productId: heavyId });
    expect(line?.design?.garmentName).toBe("Oversized Heavy Hoodie");
    expect(line?.design?.blank).toMatchObject({
      productId: heavyId,
      priceCents: 5990,
      fabric: { weightGsm: 450, composition: { en: "85% organic cotton, 15% recycled polyester" } },
    });
    expect(line?.lineTotalCents).toBe(design.price?.totalCents);

    const options = await getThreeProductOptions(ctx, "oversized-hoodie");
    const text = pdfTextOf(await renderTechPack(ctx, design, options, { compress: false }));
    expect(text).toContain("Oversized Heavy Hoodie (oversized-heavy-hoodie)");
    expect(text).toContain("450 g/m², 85% organic cotton, 15% recycled polyester");
    expect(text).toContain("Oversized Heavy Hoodie (garment, from 1 units)");
    expect(text).not.toContain("100 % organic cotton");
    expect(text).not.toContain("Everyday Oversized Hoodie");
    expect(text).not.toContain("Catalogue products");

    const es = pdfTextOf(
      await renderTechPack(
        tdb.ctx({ locale: "es" }),
        await getDesign(tdb.ctx({ locale: "es" }), { owner, id: design.id }),
        await getThreeProductOptions(tdb.ctx({ locale: "es" }), "oversized-hoodie"),
        { compress: false },
      ),
    );
    expect(es).toContain("450 g/m², 85% algodón orgánico, 15% poliéster reciclado");
  });

  it("freezes the blank with a quote, which staff see", async () => {
    const base = tdb.ctx();
    const userId = "usr_01BLANKQUOTECUSTOMER000000";
    await base.db.execute(
      sql`insert into auth_user (id, name, email, email_verified) values (${userId}, 'B', 'blank-quote@example.com', true)`,
    );
    const customer: Ctx = { ...base, actor: { userId, roles: ["customer"] } };
    const staff: Ctx = { ...base, actor: { userId: "usr_01BLANKQUOTESTAFF000000000", roles: ["admin"] } };
    const heavyId = await productId(base, "oversized-heavy-hoodie");
    const design = await saveDesign(customer, {
      ...hoodieDesign(heavyId, { M: 300 }),
      owner: { userId, guestToken: null },
    });
    const quote = await requestQuote(customer, { designId: design.id });
    const seen = await getQuoteForStaff(staff, quote.id);
    expect(seen.blank).toMatchObject({
      productId: heavyId,
      slug: "oversized-heavy-hoodie",
      name: { en: "Oversized Heavy Hoodie" },
      priceCents: 5990,
      fabric: { weightGsm: 450 },
    });
  });
});
