import { Outlet, type ShouldRevalidateFunctionArgs, data } from "react-router";
import { getProfile } from "../../../core/customers/get-profile.ts";
import { AccountFrame } from "../../components/account/account-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/layout";

/**
 * The customer area's frame (spec §2 `/user/*`): sign-in required (a visitor is sent to sign-in
 * with `error=SessionRequired` and the callback address), a greeting and the account navigation.
 * Each child loader checks the session too: loaders run in parallel, and core checks permissions.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const profile = await getProfile(ctx);
  return data(
    { firstName: profile.firstName, email: profile.email },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** The greeting changes only when the profile is saved (a form post). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export default function UserLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountFrame firstName={loaderData.firstName} email={loaderData.email}>
      <Outlet />
    </AccountFrame>
  );
}
