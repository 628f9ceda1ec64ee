import { redirect } from "react-router";
import { requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import type { Route } from "./+types/customer-index";

/** `/admin/customer` (spec §2): the customer list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context.get(pageContext).ctx, request, "read:customer:any");
  throw redirect("/admin/customer/list");
}
