import type { SubmissionResult } from "@conform-to/react";
import { MAX_LINE_QUANTITY } from "../../../core/cart/limits.ts";

/** Why a cart form was refused (translated as `cart:errors.<code>`). */
export type CartErrorCode =
  | "OUT_OF_STOCK"
  | "VARIANT_NOT_FOUND"
  | "CART_LINE_NOT_FOUND"
  | "QUANTITY_INVALID"
  | "SIZE_REQUIRED"
  | "UNKNOWN";

/** A refused cart form: the code, the line it concerns, and for OUT_OF_STOCK the units left and already in the cart. */
export interface CartFailure {
  ok: false;
  intent: string;
  code: CartErrorCode;
  lineId?: string;
  variantId?: string;
  available?: number;
  inCart?: number;
  /** Conform's answer with the translated texts by field (forms run through `formAction`, e.g. "Add to cart"). */
  reply?: SubmissionResult<string[]>;
}

/**
 * What the cart drawer shows after "Add to cart" (issue 15), EUR cents PT-VAT-inclusive (the list
 * prices the cart page shows): the line added, the cart's subtotal and units, and the free-shipping
 * threshold of the destination (the draft's country, else Portugal) when one exists.
 */
export interface CartDrawerData {
  line: {
    name: string;
    colorName: string;
    sizeCode: string;
    imageUrl: string;
    unitPriceCents: number;
    quantity: number;
  } | null;
  subtotalCents: number;
  itemCount: number;
  freeShippingFromCents: number | null;
}

/** A successful "Add to cart": units added and the line's new quantity; `drawer` for the cart drawer (fetcher answers). */
export interface AddSuccess {
  ok: true;
  intent: "add";
  variantId: string;
  added: number;
  quantity: number;
  drawer?: CartDrawerData;
}

/** How far the subtotal is from free shipping: the amount missing (0 when reached) and the share done (0–1). */
export function freeShippingProgress(
  subtotalCents: number,
  thresholdCents: number | null,
): { missingCents: number; share: number } | null {
  if (thresholdCents === null || thresholdCents <= 0) return null;
  return {
    missingCents: Math.max(0, thresholdCents - subtotalCents),
    share: Math.min(1, Math.max(0, subtotalCents / thresholdCents)),
  };
}

/** Translation key and values of a cart failure's message. */
export function cartFailureMessage(failure: CartFailure): { key: string; values: Record<string, number> } {
  if (failure.code === "OUT_OF_STOCK") {
    const available = failure.available ?? 0;
    if (available <= 0) return { key: "errors.soldOut", values: {} };
    if (failure.inCart && failure.inCart > 0) {
      return { key: "errors.onlyLeftInCart", values: { count: available, inCart: failure.inCart } };
    }
    return { key: "errors.onlyLeft", values: { count: available } };
  }
  if (failure.code === "QUANTITY_INVALID")
    return { key: "errors.QUANTITY_INVALID", values: { max: MAX_LINE_QUANTITY } };
  return { key: `errors.${failure.code}`, values: {} };
}
