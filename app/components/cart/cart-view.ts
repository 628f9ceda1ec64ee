import type { CartView } from "../../../core/cart/get-cart.ts";
import { type LineRole, lineRole } from "../../../core/orders/line-figures.ts";
import type { CartFailure } from "./cart-result.ts";

/** A cart line as the cart page shows it: list price (PT VAT included) in EUR cents, stock and what is wrong. */
export interface CartLineView {
  id: string;
  /** `blank` (a variant), `custom` (a design in bulk: units from its sizes) or `sample` (one unit each). */
  kind: "blank" | "custom" | "sample";
  variantId: string;
  slug: string;
  name: string;
  colorName: string;
  colorHex: string;
  sizeCode: string;
  sku: string;
  imageUrl: string;
  /** Design lines: the garment the design is made on (the blank's name, e.g. "Oversized Heavy Hoodie"). */
  garmentName: string | null;
  unitPriceCents: number;
  quantity: number;
  stock: number;
  /** The line's total, EUR cents: unit price × quantity, or a design's exact price (development costs included). */
  lineCents: number;
  /** What the line is, for its label: sample, quoted run, configurator run, blank (issue 20). */
  role: LineRole;
  /** A design's one-off development costs in `lineCents`, shown apart; 0 when none. */
  oneOffCents: number;
  /** OUT_OF_STOCK (fewer units than asked; `available` left) or PRODUCT_UNAVAILABLE (no longer sold). */
  problem: { code: "OUT_OF_STOCK"; available: number } | { code: "PRODUCT_UNAVAILABLE" } | null;
}

/** What the cart page's loader sends. */
export interface CartPageData {
  lines: CartLineView[];
  itemCount: number;
  /** Σ line totals at list prices, EUR cents. */
  subtotalCents: number;
  /** True when a line must be changed before checkout (stock, availability, or a wholesale minimum). */
  blocked: boolean;
  /**
   * Wholesale minimums not reached (issue 7; price-checkout's BELOW_MOQ): the MOQ and the units still
   * missing, one entry per distinct shortfall. Empty for everyone else.
   */
  moqShortfalls: { moq: number; missing: number }[];
}

/** What a line left the cart with (for "Undo"). */
export interface RemovedLine {
  variantId: string;
  quantity: number;
  name: string;
  colorName: string;
  sizeCode: string;
}

/** Answers of the cart page's action (fetchers and posts without JavaScript). */
export type CartActionResult =
  | { ok: true; intent: "update"; lineId: string; quantity: number }
  | { ok: true; intent: "remove"; lineId: string; removed: RemovedLine }
  | { ok: true; intent: "undo"; variantId: string }
  | CartFailure;

/** The cart page's data from a priced cart (no price is computed here: list prices × quantities). */
export function toCartPageData(cart: CartView): CartPageData {
  const problems = new Map(cart.pricing.problems.filter((p) => p.lineId).map((p) => [p.lineId, p]));
  const lines = cart.pricing.lines.map((l): CartLineView => {
    const p = problems.get(l.id);
    return {
      id: l.id,
      kind: l.kind,
      variantId: l.variantId,
      slug: l.slug,
      name: l.name,
      colorName: l.colorName,
      colorHex: l.colorHex,
      sizeCode: l.sizeCode,
      sku: l.sku,
      imageUrl: l.imageUrl,
      garmentName: l.design?.garmentName ?? null,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      stock: l.stock,
      lineCents: l.lineTotalCents ?? l.unitPriceCents * l.quantity,
      role: lineRole(l.kind, l.design?.quoteId),
      oneOffCents: l.kind === "custom" ? (l.design?.price?.developmentCents ?? 0) : 0,
      problem:
        p?.code === "OUT_OF_STOCK"
          ? { code: "OUT_OF_STOCK", available: p.available ?? 0 }
          : p?.code === "PRODUCT_UNAVAILABLE" || p?.code === "DESIGN_NEEDS_CHANGES"
            ? { code: "PRODUCT_UNAVAILABLE" }
            : null,
    };
  });
  const moqShortfalls = [
    ...new Map(
      cart.pricing.problems
        .filter((p) => p.code === "BELOW_MOQ")
        .map((p) => [`${p.moq}:${p.missing}`, { moq: p.moq ?? 0, missing: p.missing ?? 0 }]),
    ).values(),
  ];
  return {
    lines,
    itemCount: cart.itemCount,
    subtotalCents: lines.reduce((sum, l) => sum + l.lineCents, 0),
    blocked: lines.some((l) => l.problem !== null) || moqShortfalls.length > 0,
    moqShortfalls,
  };
}
