import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../tests/setup/db.ts";
import { variantTable } from "../catalog/catalog.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { addToCart } from "./add-to-cart.ts";
import { countCartItems } from "./count-cart-items.ts";

let db: TestDatabase;
let ctx: Ctx;
let variants: string[];

beforeAll(async () => {
  db = await openTestDatabase();
  ctx = db.ctx();
  const rows = await ctx.db.select({ id: variantTable.id, stock: variantTable.stock }).from(variantTable).limit(40);
  variants = rows.filter((r) => r.stock >= 5).map((r) => r.id);
});
afterAll(() => db.close());

describe("countCartItems", () => {
  it("is 0 without a cart and for a malformed token", async () => {
    expect(await countCartItems(ctx, { userId: null, guestToken: null })).toBe(0);
    expect(await countCartItems(ctx, { userId: null, guestToken: "nope" })).toBe(0);
  });

  it("sums the units of a guest cart", async () => {
    const first = await addToCart(ctx, {
      cart: { userId: null, guestToken: null },
      variantId: variants[0]!,
      quantity: 2,
    });
    const ref = { userId: null, guestToken: first.newGuestToken ?? null };
    await addToCart(ctx, { cart: ref, variantId: variants[1]!, quantity: 3 });
    expect(await countCartItems(ctx, ref)).toBe(5);
    expect(await countCartItems(ctx, { userId: null, guestToken: "A".repeat(43) })).toBe(0);
  });
});
