import { describe, expect, it } from "vitest";
import { cartFailureMessage } from "./cart-result.ts";

describe("cartFailureMessage", () => {
  it("says how many are left, and how many the cart holds already", () => {
    expect(cartFailureMessage({ ok: false, intent: "add", code: "OUT_OF_STOCK", available: 2 })).toEqual({
      key: "errors.onlyLeft",
      values: { count: 2 },
    });
    expect(cartFailureMessage({ ok: false, intent: "add", code: "OUT_OF_STOCK", available: 2, inCart: 2 })).toEqual({
      key: "errors.onlyLeftInCart",
      values: { count: 2, inCart: 2 },
    });
  });

  it("says sold out when nothing is left", () => {
    expect(cartFailureMessage({ ok: false, intent: "update", code: "OUT_OF_STOCK", available: 0 }).key).toBe(
      "errors.soldOut",
    );
  });

  it("gives the quantity limit and passes other codes through", () => {
    expect(cartFailureMessage({ ok: false, intent: "add", code: "QUANTITY_INVALID" })).toEqual({
      key: "errors.QUANTITY_INVALID",
      values: { max: 999 },
    });
    expect(cartFailureMessage({ ok: false, intent: "add", code: "VARIANT_NOT_FOUND" }).key).toBe(
      "errors.VARIANT_NOT_FOUND",
    );
  });
});
