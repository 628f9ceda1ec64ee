import { describe, expect, it } from "vitest";
import { schemaInvalid } from "../shared/errors.ts";
import { MAX_LINE_QUANTITY } from "./limits.ts";
import { addToCartSchema, updateCartLineSchema } from "./schemas.ts";

describe("addToCartSchema", () => {
  it("takes a variant and a whole number of units (default 1)", () => {
    expect(addToCartSchema.parse({ variantId: " var_1 " })).toEqual({ variantId: "var_1", quantity: 1 });
    expect(addToCartSchema.parse({ variantId: "var_1", quantity: 3 })).toEqual({ variantId: "var_1", quantity: 3 });
  });

  it("refuses with cart:errors keys, the quantity's naming its maximum", () => {
    for (const quantity of [0, 1.5, MAX_LINE_QUANTITY + 1, "abc"]) {
      const result = addToCartSchema.safeParse({ variantId: "var_1", quantity });
      if (result.success) throw new Error(`expected ${quantity} to be refused`);
      expect(schemaInvalid(result.error).issues[0]).toMatchObject({
        field: "quantity",
        message: "cart:errors.QUANTITY_INVALID",
        ...(quantity === "abc" ? {} : { params: { max: MAX_LINE_QUANTITY } }),
      });
    }
    const noSize = addToCartSchema.safeParse({ variantId: " " });
    expect(noSize.success ? null : noSize.error.issues[0]?.message).toBe("cart:errors.SIZE_REQUIRED");
  });
});

describe("updateCartLineSchema", () => {
  it("takes a line and 0 (removes it) to the maximum units", () => {
    expect(updateCartLineSchema.parse({ lineId: " cl_1 ", quantity: 0 })).toEqual({ lineId: "cl_1", quantity: 0 });
    expect(updateCartLineSchema.parse({ lineId: "cl_1", quantity: MAX_LINE_QUANTITY }).quantity).toBe(
      MAX_LINE_QUANTITY,
    );
  });

  it("refuses a quantity that is no whole number in range, and no line, with cart:errors keys", () => {
    for (const quantity of [-1, 1.5, MAX_LINE_QUANTITY + 1, "abc"]) {
      const result = updateCartLineSchema.safeParse({ lineId: "cl_1", quantity });
      if (result.success) throw new Error(`expected ${quantity} to be refused`);
      expect(schemaInvalid(result.error).issues[0]).toMatchObject({
        field: "quantity",
        message: "cart:errors.QUANTITY_INVALID",
      });
    }
    const noLine = updateCartLineSchema.safeParse({ lineId: "", quantity: 1 });
    expect(noLine.success ? null : noLine.error.issues[0]?.message).toBe("cart:errors.CART_LINE_NOT_FOUND");
  });
});
