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
