import { exportCustomerData } from "../../../core/customers/export-customer-data.ts";
import { pageContext } from "../../lib/context.server.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/export";

/** "Download my data" (GDPR art. 15/20): the same JSON as `GET /api/customer/export`, as a file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const body = await exportCustomerData(ctx);
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="fabrico-my-data-${body.exportedAt.slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
