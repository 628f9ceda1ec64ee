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
}

/** A successful "Add to cart": units added and the line's new quantity. */
export interface AddSuccess {
  ok: true;
  intent: "add";
  variantId: string;
  added: number;
  quantity: number;
}

/** Most units of one line (core MAX_LINE_QUANTITY; repeated here so client code does not import core's DB modules). */
export const MAX_QUANTITY = 999;

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
  if (failure.code === "QUANTITY_INVALID") return { key: "errors.QUANTITY_INVALID", values: { max: MAX_QUANTITY } };
  return { key: `errors.${failure.code}`, values: {} };
}
