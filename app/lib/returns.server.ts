import { type RouterContextProvider, data, redirect } from "react-router";
import { lookupOrderForReturn } from "../../core/returns/portal.ts";
import { lookupSchema } from "../../core/returns/schemas.ts";
import { formAction } from "./form-action.server.ts";
import { pageContext } from "./context.server.ts";
import { ORDER_PAGE_HEADERS } from "./order-pages.server.ts";

/**
 * Plumbing of the returns pages (issue 8): the caller's address for the lookup's rate limit, and the
 * lookup action shared by `/refund` and `/refund/withdraw`.
 */

/** The caller's address: the proxy's X-Forwarded-For when the shop runs behind a trusted proxy, else the socket's. */
export function clientKeyOf(request: Request): string {
  const trust = process.env.TRUST_PROXY === "true" || process.env.TRUST_PROXY_TLS === "true";
  const forwarded = trust ? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  return forwarded || request.headers.get("x-fabrico-client-ip") || "unknown";
}

/**
 * Looks an order up from the form (order number, e-mail, postcode; `lookupSchema`, the verb's, through
 * `formAction`) and redirects to its return form, or with `withdraw` to the withdrawal function,
 * carrying the order's signed token; refusals come back as `{ reply }` (Conform's, translated; 429
 * when throttled).
 */
export async function lookupAction(request: Request, context: Readonly<RouterContextProvider>, withdraw: boolean) {
  const { ctx } = context.get(pageContext);
  const result = await formAction(
    ctx,
    await request.formData(),
    lookupSchema,
    (input) => lookupOrderForReturn(ctx, { ...input, clientKey: clientKeyOf(request) }),
    { ns: "returns" },
  );
  if (!result.ok) return data({ reply: result.reply }, { status: result.status, headers: ORDER_PAGE_HEADERS });
  const path = withdraw ? `/refund/${result.value.orderId}/withdraw` : `/refund/${result.value.orderId}`;
  return redirect(`${path}?token=${encodeURIComponent(result.value.token)}`, { headers: ORDER_PAGE_HEADERS });
}

/**
 * The return forms' fields (`/refund/:orderId`, `/refund/:orderId/withdraw`) in the shape of the
 * verb's `createReturnSchema`, for `formAction`: each ticked `line` checkbox (an order line id) with
 * its `qty-<id>` units and, for a replacement, its `replacement-<id>` variant becomes
 * `lines[i].orderLineId` / `.quantity` / `.replacementVariantId` (a row per order line cannot carry
 * Conform's index, since an unticked row must post nothing); every other text field is kept as
 * posted, files are left out (the page stores them itself). At most 50 lines, like the schema.
 */
export function returnRequestFields(form: FormData): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "line" || /^(qty|replacement)-/.test(name)) continue;
    fields.append(name, value);
  }
  const ids = [...new Set(form.getAll("line").map(String))].slice(0, 50);
  ids.forEach((id, i) => {
    fields.set(`lines[${i}].orderLineId`, id);
    fields.set(`lines[${i}].quantity`, String(form.get(`qty-${id}`) || "1"));
    const replacement = form.get(`replacement-${id}`);
    if (typeof replacement === "string") fields.set(`lines[${i}].replacementVariantId`, replacement);
  });
  return fields;
}

/**
 * The order line a refused return request concerns (`createReturn`'s line refusals carry it in
 * `details.orderLineId`), so the page marks that row; undefined for other refusals.
 */
export function refusedLineOf(error: unknown): string | undefined {
  const details = (error as { details?: { orderLineId?: unknown } } | undefined)?.details;
  return typeof details?.orderLineId === "string" ? details.orderLineId : undefined;
}
