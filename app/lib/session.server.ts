import { type RouterContextProvider, redirect } from "react-router";
import type { Actor } from "../../core/shared/ctx.ts";
import { signInUrl } from "../../core/shared/callback-url.ts";
import { pageContext } from "./context.server.ts";
import { pagePath, pageUrl } from "./request-path.ts";

/**
 * The signed-in actor of a page request (spec §2 `/user/*`). With no session (none, expired,
 * revoked, banned user) it throws a redirect to `/auth/auth?error=SessionRequired&callbackUrl=<path+query>`,
 * so sign-in returns to the page asked for.
 *
 * ```ts
 * export async function loader({ request, context }: Route.LoaderArgs) {
 *   const actor = await requireUser(request, context);
 *   …
 * }
 * ```
 * @throws Response a 302 redirect to the sign-in page when nobody is signed in
 */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<Actor> {
  const { ctx } = context.get(pageContext);
  if (ctx.actor) return ctx.actor;
  // A form post's return address is the page that showed the form, not the action.
  const back = request.method === "GET" ? pageUrl(request) : pagePath(request);
  throw redirect(signInUrl(back, "SessionRequired"), { headers: { "Cache-Control": "no-store" } });
}
