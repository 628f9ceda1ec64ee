import { data, redirect } from "react-router";
import { DomainError } from "../../core/shared/errors.ts";
import { addSizeRun } from "../../core/wholesale/add-size-run.ts";
import type { SizeRunResult } from "../components/wholesale/size-run-grid.tsx";
import { cartRefOf, rememberGuestCart } from "../lib/cart.server.ts";
import { pageContext } from "../lib/context.server.ts";
import type { Route } from "./+types/cart-size-run";

/**
 * `POST /cart/size-run` (issue 7): the product page's size-run grid adds every cell (`q.<variantId>` =
 * units) to the cart at once, all or nothing. The grid's fetcher gets `{ ok, units }` or the refusal's
 * code (and the variant over stock); a form sent without JavaScript (`noscript`) lands on the cart.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const items = [...form.entries()]
    .filter(([k]) => k.startsWith("q."))
    .slice(0, 200)
    .map(([k, v]) => ({ variantId: k.slice(2), quantity: Number(String(v).trim() || "0") }))
    .filter((i) => Number.isFinite(i.quantity));
  const { ref, headers } = await cartRefOf(request, context);
  headers.set("Cache-Control", "no-store");
  try {
    const added = await addSizeRun(ctx, { cart: ref, items });
    rememberGuestCart(headers, request, added.newGuestToken);
    if (form.has("noscript")) return redirect("/cart", { headers });
    return data<SizeRunResult>({ ok: true, units: added.units }, { headers });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<SizeRunResult>(
      { ok: false, code: error.code, variantId: error.code === "OUT_OF_STOCK" ? error.field : undefined },
      { status: error.status, headers },
    );
  }
}

/** Only the action: a GET goes to the cart. */
export function loader() {
  return redirect("/cart");
}
