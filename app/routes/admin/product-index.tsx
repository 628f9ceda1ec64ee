import { redirect } from "react-router";
import { requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import type { Route } from "./+types/product-index";

/** `/admin/product` (spec §2) opens the product list, `/admin/product/list`. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  return redirect("/admin/product/list");
}
