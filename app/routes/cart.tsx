import { data } from "react-router";
import { getCart } from "../../core/cart/get-cart.ts";
import { updateCartLine, updateCartLineSchema } from "../../core/cart/update-cart-line.ts";
import type { Route } from "./+types/cart";
import { CartPage } from "../components/cart/cart-page.tsx";
import { addFromForm, cartFailure } from "../components/cart/cart-form.server.ts";
import { type CartActionResult, type CartPageData, toCartPageData } from "../components/cart/cart-view.ts";
import { MAX_LINE_QUANTITY } from "../../core/cart/limits.ts";
import { cartRefOf, rememberGuestCart } from "../lib/cart.server.ts";
import { pageContext } from "../lib/context.server.ts";
import { formAction } from "../lib/form-action.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import { rootText } from "../lib/i18n.ts";

/** The cart (issue 4): its lines at list prices (PT VAT included), stock warnings and the subtotal. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const { ref, headers } = await cartRefOf(request, context);
  headers.set("Cache-Control", "private, no-store");
  const cart = await getCart(ctx, { cart: ref });
  return data(toCartPageData(cart) satisfies CartPageData, { headers });
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/**
 * The cart's forms, by `intent`: `update` (a line's quantity: `set` from a stepper button, else the
 * typed `quantity`; 0 removes; through `formAction` with the verb's `updateCartLineSchema`, a refusal
 * carrying its code and Conform's reply), `remove` (answers what was removed, for "Undo"), `undo` (adds it back).
 * The same answers go to fetchers and, without JavaScript, to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { ref, headers } = await cartRefOf(request, context);
  headers.set("Cache-Control", "no-store");
  const lineId = String(form.get("lineId") ?? "");
  const answer = (result: CartActionResult, status = 200) => data(result, { status, headers });

  const remove = async () => {
    const cart = await getCart(ctx, { cart: ref });
    const line = cart.pricing.lines.find((l) => l.id === lineId);
    if (!line) return answer({ ok: false, intent: "remove", code: "CART_LINE_NOT_FOUND", lineId }, 404);
    await updateCartLine(ctx, { cart: ref, lineId, quantity: 0 });
    return answer({
      ok: true,
      intent: "remove",
      lineId,
      removed: {
        variantId: line.variantId,
        quantity: line.quantity,
        name: line.name,
        colorName: line.colorName,
        sizeCode: line.sizeCode,
      },
    });
  };

  if (intent === "update") {
    // a stepper button posts its quantity as `set` beside the typed one: the verb's schema gets the one meant
    const fields = new URLSearchParams({ lineId, quantity: String(form.get("set") ?? form.get("quantity") ?? "") });
    const result = await formAction(
      ctx,
      fields,
      updateCartLineSchema,
      (input) => (input.quantity === 0 ? undefined : updateCartLine(ctx, { ...input, cart: ref })),
      { ns: "cart", params: { max: MAX_LINE_QUANTITY } },
    );
    if (result.ok) {
      if (result.input.quantity === 0) return remove();
      return answer({ ok: true, intent, lineId, quantity: result.input.quantity });
    }
    if (!result.error) return answer({ ok: false, intent, code: "QUANTITY_INVALID", lineId, reply: result.reply }, 400);
    const cart = await getCart(ctx, { cart: ref });
    const variantId = cart.pricing.lines.find((l) => l.id === lineId)?.variantId;
    const failure = await cartFailure(ctx, result.error, intent, { lineId, variantId });
    return answer({ ...failure, reply: result.reply }, failure.code === "OUT_OF_STOCK" ? 409 : 400);
  }
  if (intent === "remove") return remove();
  if (intent === "undo") {
    const outcome = await addFromForm(ctx, ref, form);
    if (!outcome.ok) return answer({ ...outcome, intent: "undo" }, outcome.code === "OUT_OF_STOCK" ? 409 : 400);
    rememberGuestCart(headers, request, outcome.newGuestToken);
    return answer({ ok: true, intent: "undo", variantId: outcome.variantId });
  }
  return answer({ ok: false, intent, code: "UNKNOWN" }, 400);
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "cart", "title"),
      description: rootText(root, "cart", "metaDescription"),
      path: "/cart",
      noindex: true,
    },
    root,
  );
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage cart={loaderData} actionData={actionData as CartActionResult | undefined} />;
}
