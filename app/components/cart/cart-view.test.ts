import { describe, expect, it } from "vitest";
import type { CartView } from "../../../core/cart/get-cart.ts";
import { toCartPageData } from "./cart-view.ts";

const line = (id: string, quantity: number) => ({
  id,
  kind: "blank" as const,
  variantId: `var_${id}`,
  slug: "heavy-hoodie",
  name: "Heavy hoodie",
  colorName: "Black",
  colorHex: "#111111",
  sizeCode: "M",
  sku: `SKU-${id}`,
  imageUrl: "/media/flat/hoodie/front/111111.svg",
  unitPriceCents: 2000,
  quantity,
  stock: 100,
  lineTotalCents: null,
});

/** A priced cart as get-cart.ts returns it, with only what the cart page reads. */
function cartOf(problems: { code: string; lineId?: string; moq?: number; missing?: number; available?: number }[]) {
  return { itemCount: 15, pricing: { lines: [line("a", 10), line("b", 5)], problems } } as unknown as CartView;
}

describe("toCartPageData", () => {
  it("a wholesale minimum not reached blocks checkout and is told once per shortfall", () => {
    const page = toCartPageData(
      cartOf([
        { code: "BELOW_MOQ", lineId: "a", moq: 25, missing: 10 },
        { code: "BELOW_MOQ", lineId: "b", moq: 25, missing: 10 },
      ]),
    );
    expect(page.blocked).toBe(true);
    expect(page.moqShortfalls).toEqual([{ moq: 25, missing: 10 }]);
    expect(page.lines.every((l) => l.problem === null)).toBe(true);
    expect(page.subtotalCents).toBe(15 * 2000);
  });

  it("a stock problem marks its line; a clean cart is not blocked", () => {
    const short = toCartPageData(cartOf([{ code: "OUT_OF_STOCK", lineId: "b", available: 3 }]));
    expect(short.blocked).toBe(true);
    expect(short.lines[1]?.problem).toEqual({ code: "OUT_OF_STOCK", available: 3 });
    const clean = toCartPageData(cartOf([]));
    expect(clean).toMatchObject({ blocked: false, moqShortfalls: [] });
  });
});
