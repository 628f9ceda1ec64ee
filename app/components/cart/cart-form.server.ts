import { addToCart, addToCartSchema } from "../../../core/cart/add-to-cart.ts";
import type { CartRef } from "../../../core/cart/cart-ref.ts";
import { getCart } from "../../../core/cart/get-cart.ts";
import { MAX_LINE_QUANTITY } from "../../../core/cart/limits.ts";
import { loadVariants } from "../../../core/cart/load-cart-lines.ts";
import type { Ctx } from "../../../core/shared/ctx.ts";
import { isDomainError } from "../../../core/shared/errors.ts";
import { freeShippingThreshold } from "../../../core/checkout/shipping-options.ts";
import { destinationOf } from "../../../core/checkout/price-checkout.ts";
import { pickLocale } from "../../../core/shared/locale.ts";
import { formAction, translatorFor } from "../../lib/form-action.server.ts";
import { type AddSuccess, type CartDrawerData, type CartFailure, cartFailureMessage } from "./cart-result.ts";

/**
 * Server side of the cart forms (product page "Add to cart", `/cart`): turns the core cart verbs'
 * typed errors into {@link CartFailure}s the pages translate, with the facts the message needs
 * (units left, units already in the cart).
 */

/** Units of `variantId` on hand (0 when unknown). */
export async function stockOf(ctx: Ctx, variantId: string): Promise<number> {
  return (await loadVariants(ctx, [variantId])).get(variantId)?.stock ?? 0;
}

/**
 * A cart verb's error as a {@link CartFailure}; anything that is not a domain error is thrown on.
 * OUT_OF_STOCK gets `available` (stock on hand) when `variantId` is given.
 */
export async function cartFailure(
  ctx: Ctx,
  error: unknown,
  intent: string,
  extra: { lineId?: string; variantId?: string } = {},
): Promise<CartFailure> {
  if (!isDomainError(error)) throw error;
  const code =
    error.code === "OUT_OF_STOCK" || error.code === "VARIANT_NOT_FOUND" || error.code === "CART_LINE_NOT_FOUND"
      ? error.code
      : error.code === "INVALID_INPUT" && error.field === "quantity"
        ? "QUANTITY_INVALID"
        : "UNKNOWN";
  const failure: CartFailure = { ok: false, intent, code, lineId: extra.lineId, variantId: extra.variantId };
  if (code === "OUT_OF_STOCK" && extra.variantId) failure.available = await stockOf(ctx, extra.variantId);
  return failure;
}

/** The result of {@link addFromForm}: what happened, and a guest token to store when a cart was made. */
export type AddOutcome = (AddSuccess & { newGuestToken?: string }) | CartFailure;

/**
 * "Add to cart" from a posted form (`variantId`, `quantity`): parsed with `addToCartSchema` and added
 * through core `addToCart` by {@link formAction}. A refusal carries Conform's `reply` (translated
 * texts by field: no size → `variantId`, a bad quantity → `quantity`, others for the form) and its
 * {@link CartFailure} code; when the stock cannot cover it, the text says how many are left and how
 * many the cart holds.
 */
export async function addFromForm(ctx: Ctx, ref: CartRef, form: FormData): Promise<AddOutcome> {
  let stock: CartFailure | undefined;
  const result = await formAction(ctx, form, addToCartSchema, (input) => addToCart(ctx, { ...input, cart: ref }), {
    ns: "cart",
    params: { max: MAX_LINE_QUANTITY },
    explain: async (error, input) => {
      if (error.code !== "OUT_OF_STOCK") return undefined;
      stock = await outOfStock(ctx, ref, error, input.variantId);
      const { key, values } = cartFailureMessage(stock);
      return { formErrors: [translatorFor(ctx.locale)(`cart:${key}`, values)] };
    },
  });
  if (result.ok) {
    return {
      ok: true,
      intent: "add",
      variantId: result.input.variantId,
      added: result.input.quantity,
      quantity: result.value.quantity,
      newGuestToken: result.value.newGuestToken,
    };
  }
  if (result.error && result.input) {
    const failure = stock ?? (await cartFailure(ctx, result.error, "add", { variantId: result.input.variantId }));
    return { ...failure, reply: result.reply };
  }
  // the form's own parse failed: no size chosen, an id too long to be one, or a bad quantity
  const errors = result.reply.error ?? {};
  const typed = result.reply.initialValue?.variantId;
  const variantId = typeof typed === "string" ? typed.trim() : "";
  if (!errors.variantId) return { ok: false, intent: "add", code: "QUANTITY_INVALID", variantId, reply: result.reply };
  if (variantId) return { ok: false, intent: "add", code: "VARIANT_NOT_FOUND", variantId: "", reply: result.reply };
  return { ok: false, intent: "add", code: "SIZE_REQUIRED", reply: result.reply };
}

/** The OUT_OF_STOCK failure of adding `variantId`: units on hand and units already in the cart. */
async function outOfStock(ctx: Ctx, ref: CartRef, error: unknown, variantId: string): Promise<CartFailure> {
  const failure = await cartFailure(ctx, error, "add", { variantId });
  const cart = await getCart(ctx, { cart: ref });
  failure.inCart = cart.pricing.lines.find((l) => l.variantId === variantId)?.quantity ?? 0;
  return failure;
}

/**
 * The cart drawer's data after adding `variantId` (issue 15): the line as it is now in the cart,
 * the subtotal at list prices (PT-VAT-inclusive, as the cart page shows), the units, and the
 * free-shipping threshold for the draft's country (Portugal when none is known yet).
 * @param ref the cart, with the guest token just made when the add created the cart
 */
export async function cartDrawerData(ctx: Ctx, ref: CartRef, variantId: string): Promise<CartDrawerData> {
  const cart = await getCart(ctx, { cart: ref });
  const lines = cart.pricing.lines;
  const line = lines.find((l) => l.kind === "blank" && l.variantId === variantId);
  const country = destinationOf(cart.draft)?.country ?? "PT";
  return {
    line: line
      ? {
          name: pickLocale(line.nameLocalized, ctx.locale),
          colorName: pickLocale(line.colorLocalized, ctx.locale),
          sizeCode: line.sizeCode,
          imageUrl: line.imageUrl,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
        }
      : null,
    subtotalCents: lines.reduce((sum, l) => sum + (l.lineTotalCents ?? l.unitPriceCents * l.quantity), 0),
    itemCount: cart.itemCount,
    freeShippingFromCents: await freeShippingThreshold(ctx, country),
  };
}
