import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { AUDIT_LIST, exportAuditEntries, listAuditEntries } from "../../../core/audit/list-audit.ts";
import { csvResponse, toCsv } from "../../../core/shared/csv.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import type { AppEnv } from "../../env.ts";
import { ErrorSchema } from "../schemas.ts";
import { validationHook } from "../validation-hook.ts";
import { listPageSchema, listQueryParams } from "./list-params.ts";

const errorContent = { "application/json": { schema: ErrorSchema } };

const AuditEntry = z
  .object({
    id: z.string(),
    at: z.string().openapi({ format: "date-time" }),
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    actorName: z.string().nullable(),
    actorRoles: z.string(),
    action: z.string().openapi({ example: "customer.role.update" }),
    entityType: z.string().openapi({ example: "customer" }),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .openapi("AuditEntry");

const listAuditRoute = createRoute({
  method: "get",
  path: "/admin/audit",
  tags: ["Admin"],
  security: [{ cookieAuth: [] }],
  summary: "The audit log (issue 6): who changed what and when, with before/after",
  description:
    "Needs `read:audit:any` (role admin). Newest first by default. With `format=csv`: a CSV file (UTF-8 with BOM; columns at, actor_id, actor_email, actor_roles, action, entity_type, entity_id, before, after).",
  request: {
    query: listQueryParams(AUDIT_LIST.sorts, {
      actor: "The acting user's id",
      entityType: "Entity type, e.g. customer, product, order",
      entityId: "Entity id",
      action: "Action, exact (customer.role.update) or a prefix ending in a dot (customer.)",
      from: "First day, YYYY-MM-DD (Lisbon)",
      to: "Last day, YYYY-MM-DD (Lisbon), included",
    }),
  },
  responses: {
    200: {
      description: "A page of the log, or the CSV file",
      content: {
        "application/json": { schema: listPageSchema(AuditEntry, "AuditPage") },
        "text/csv": { schema: z.string() },
      },
    },
    400: { description: "A malformed param (`field` names it)", content: errorContent },
    401: { description: "Not signed in", content: errorContent },
    403: { description: "Not an admin", content: errorContent },
  },
});

/** The audit log call (ADR 0012). */
export function adminAuditRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(listAuditRoute, async (c) => {
    const ctx = c.get("ctx");
    const params = c.req.valid("query");
    const query = parseListQuery(AUDIT_LIST, params);
    c.header("Cache-Control", "private, no-store");
    if (params.format === "csv") {
      const rows = await exportAuditEntries(ctx, query);
      const json = (v: unknown) => (v === null || v === undefined ? "" : JSON.stringify(v));
      const csv = toCsv(
        [
          { header: "at", value: (r) => r.at },
          { header: "actor_id", value: (r) => r.actorId },
          { header: "actor_email", value: (r) => r.actorEmail },
          { header: "actor_roles", value: (r) => r.actorRoles },
          { header: "action", value: (r) => r.action },
          { header: "entity_type", value: (r) => r.entityType },
          { header: "entity_id", value: (r) => r.entityId },
          { header: "before", value: (r) => json(r.before) },
          { header: "after", value: (r) => json(r.after) },
        ],
        rows,
      );
      return csvResponse("audit-log", csv, ctx.now()) as never;
    }
    const page = await listAuditEntries(ctx, query);
    return c.json({ ...page, items: page.items.map((e) => ({ ...e, at: e.at.toISOString() })) }, 200);
  });
  return app;
}
