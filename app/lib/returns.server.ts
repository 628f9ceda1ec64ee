import { type RouterContextProvider, data, redirect } from "react-router";
import { lookupOrderForReturn } from "../../core/returns/portal.ts";
import { returnErrorOf } from "../components/returns/returns-ui.tsx";
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
 * Looks an order up from the form (order number, e-mail, postcode) and redirects to its return form,
 * or with `withdraw` to the withdrawal function, carrying the order's signed token; refusals come back
 * as `{ error, values }` (429 when throttled).
 */
export async function lookupAction(request: Request, context: Readonly<RouterContextProvider>, withdraw: boolean) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const values = {
    orderNumber: String(form.get("orderNumber") ?? "").slice(0, 40),
    email: String(form.get("email") ?? "").slice(0, 254),
    postcode: String(form.get("postcode") ?? "").slice(0, 20),
  };
  try {
    const found = await lookupOrderForReturn(ctx, { ...values, clientKey: clientKeyOf(request) });
    const path = withdraw ? `/refund/${found.orderId}/withdraw` : `/refund/${found.orderId}`;
    return redirect(`${path}?token=${encodeURIComponent(found.token)}`, { headers: ORDER_PAGE_HEADERS });
  } catch (error) {
    const e = returnErrorOf(error);
    if (e.code === "default") throw error;
    return data(
      { error: e, values },
      { status: e.code === "RETURN_LOOKUP_LIMITED" ? 429 : 400, headers: ORDER_PAGE_HEADERS },
    );
  }
}
