import { redirect } from "react-router";
import { requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import type { Route } from "./+types/index";

/** `/admin`: the back office opens on the dashboard (spec §2 "Root /admin/dashboard"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context.get(pageContext).ctx, request);
  throw redirect("/admin/dashboard");
}
