import { and, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { auth_user } from "../customers/auth.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { type ListPage, type ListQuery, type ListSpec, runListQuery, searchColumns } from "../shared/list-query.ts";
import { requirePermission } from "../shared/permissions.ts";
import { type ApplicationListItem, vatHeldByAnotherAccountSql } from "./applications.ts";
import { OPEN_STAGES } from "./stage.ts";
import { wholesaleApplicationTable } from "./wholesale.sql.ts";

/**
 * The staff list of wholesale applications on the admin list kit (ADR 0012, 0015): filters `stage`
 * (a stage, or `open` = contact or review) and `vat` (a check status on either number, or `none`);
 * `q` searches brand, e-mail, VAT numbers and zip; sorted by date received (default newest first)
 * or brand.
 */
export const WHOLESALE_LIST = {
  sorts: ["createdAt", "brandName"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: {
    stage: z.enum(["contact", "review", "approved", "declined", "open"]),
    vat: z.enum(["valid", "invalid", "unavailable", "none"]),
  },
} as const satisfies ListSpec<string, z.ZodRawShape>;

export type WholesaleListQuery = ListQuery<
  (typeof WHOLESALE_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof WHOLESALE_LIST.filters>>
>;

/**
 * One page of applications (`read:wholesale:any`).
 * @throws Unauthorized | Forbidden
 */
export async function listApplicationsPage(
  ctx: Ctx,
  query: WholesaleListQuery,
): Promise<ListPage<ApplicationListItem>> {
  requirePermission(ctx, "read:wholesale:any");
  const t = wholesaleApplicationTable;
  const where: (SQL | undefined)[] = [];
  const stage = query.filters.stage;
  if (stage === "open") where.push(inArray(t.stage, [...OPEN_STAGES]));
  else if (stage) where.push(eq(t.stage, stage));
  const vat = query.filters.vat;
  if (vat === "none") where.push(sql`${t.euVatNumber} is null and ${t.ukVatNumber} is null`);
  else if (vat) where.push(or(eq(t.euVatStatus, vat), eq(t.ukVatStatus, vat)));
  where.push(searchColumns(query.q, [t.brandName, auth_user.email, t.euVatNumber, t.ukVatNumber, t.zip]));
  const condition = and(...where.filter((w): w is SQL => !!w));
  return runListQuery(query, {
    sortColumns: { createdAt: t.createdAt, brandName: t.brandName },
    tiebreaker: t.id,
    count: async () => {
      const [row] = await ctx.db
        .select({ n: count() })
        .from(t)
        .innerJoin(auth_user, eq(auth_user.id, t.userId))
        .where(condition);
      return row?.n ?? 0;
    },
    rows: async ({ orderBy, limit, offset }) => {
      const rows = await ctx.db
        .select({ a: t, email: auth_user.email, held: vatHeldByAnotherAccountSql() })
        .from(t)
        .innerJoin(auth_user, eq(auth_user.id, t.userId))
        .where(condition)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(({ a, email, held }) => ({
        id: a.id,
        stage: a.stage,
        brandName: a.brandName,
        applicantEmail: email,
        zip: a.zip,
        euVatNumber: a.euVatNumber,
        euVatStatus: a.euVatStatus,
        ukVatNumber: a.ukVatNumber,
        ukVatStatus: a.ukVatStatus,
        createdAt: a.createdAt.toISOString(),
        vatHeldByAnotherAccount: held === true,
      }));
    },
  });
}
