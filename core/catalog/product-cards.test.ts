import { and, eq, inArray, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { productReviewTable } from "../reviews/reviews.sql.ts";
import { colorTable, productTable, variantTable } from "./catalog.sql.ts";
import { loadProductCards } from "./product-cards.ts";

/** Product cards (issue 15): the colour shown is the first in stock; stars and count once reviews are approved. */
let db: TestDatabase;
let productId: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const ctx = db.ctx();
  // a product the demo seed gave no reviews (db/seed/reviews.ts), so its card starts without stars
  const [product] = await ctx.db
    .select({ id: productTable.id })
    .from(productTable)
    .where(notExists(ctx.db.select().from(productReviewTable).where(eq(productReviewTable.productId, productTable.id))))
    .limit(1);
  productId = product?.id ?? "";
});
afterAll(() => db?.close());

describe("loadProductCards", () => {
  it("shows the first colour that has stock, and says which colours have none", async () => {
    const ctx = db.ctx();
    const [before] = await loadProductCards(ctx, [productId]);
    const first = before?.colors[0];
    expect(first?.inStock).toBe(true);
    expect(before?.image.colorCode).toBe(first?.code);

    // the first colour sells out in every size
    const [color] = await ctx.db
      .select({ id: colorTable.id })
      .from(colorTable)
      .where(eq(colorTable.code, first?.code ?? ""));
    await ctx.db
      .update(variantTable)
      .set({ stock: 0 })
      .where(and(eq(variantTable.productId, productId), eq(variantTable.colorId, color?.id ?? "")));
    const [after] = await loadProductCards(ctx, [productId]);
    expect(after?.colors[0]).toMatchObject({ code: first?.code, inStock: false });
    expect(after?.image.colorCode).toBe(after?.colors[1]?.code);
    expect(after?.image.url).toContain(after?.colors[1]?.hex.slice(1));
  });

  it("has no rating before the first approved review, then the mean and the count", async () => {
    const ctx = db.ctx();
    expect((await loadProductCards(ctx, [productId]))[0]?.rating).toBeNull();
    const review = (n: number, rating: number, status: "approved" | "pending") => ({
      id: `rev_cardtest${n}`,
      orderLineId: `oli_cardtest${n}`,
      orderId: `ord_cardtest${n}`,
      productId,
      authorName: "Ana S.",
      rating,
      body: "Good",
      locale: "pt",
      status,
    });
    await ctx.db
      .insert(productReviewTable)
      .values([review(1, 5, "approved"), review(2, 4, "approved"), review(3, 1, "pending")]);
    const [card] = await loadProductCards(ctx, [productId]);
    expect(card?.rating).toEqual({ average: 4.5, count: 2 });
    await ctx.db
      .delete(productReviewTable)
      .where(inArray(productReviewTable.id, ["rev_cardtest1", "rev_cardtest2", "rev_cardtest3"]));
  });
});
