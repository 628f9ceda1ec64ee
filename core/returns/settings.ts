import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Ctx } from "../shared/ctx.ts";
import { requirePermission } from "../shared/permissions.ts";
import { auditReturn } from "./audit.ts";
import { LEGAL_WITHDRAWAL_DAYS } from "./rules.ts";
import { type ReturnShippingPayer, returnSettingsTable } from "./returns.sql.ts";
import { parseInput } from "../shared/errors.ts";
import { returnSettingsSchema } from "./schemas.ts";

export { returnSettingsSchema };

/** The shop's return settings (ADR 0016). */
export interface ReturnSettings {
  /** Days after delivery to withdraw from blank items (≥ 14, the legal minimum). */
  windowDays: number;
  /** Who pays return shipping for withdrawals (claims: always the shop). */
  returnShippingPaidBy: ReturnShippingPayer;
  /** Whether received blank units go back into stock. */
  restockOnReceipt: boolean;
  updatedAt: string | null;
}

/** The defaults until staff save settings: the legal 14 days, the customer pays the way back, restock on receipt. */
export const DEFAULT_RETURN_SETTINGS: ReturnSettings = {
  windowDays: LEGAL_WITHDRAWAL_DAYS,
  returnShippingPaidBy: "customer",
  restockOnReceipt: true,
  updatedAt: null,
};

/** The return settings (public: the portal shows the window and who pays shipping). */
export async function getReturnSettings(ctx: Ctx): Promise<ReturnSettings> {
  const [row] = await ctx.db.select().from(returnSettingsTable).where(eq(returnSettingsTable.id, "default"));
  if (!row) return DEFAULT_RETURN_SETTINGS;
  return {
    windowDays: row.windowDays,
    returnShippingPaidBy: row.returnShippingPaidBy,
    restockOnReceipt: row.restockOnReceipt,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves the return settings (staff, `update:return:any`), with an audit entry.
 * @throws Unauthorized, Forbidden, Invalid (bad input, field named)
 */
export async function updateReturnSettings(
  ctx: Ctx,
  input: z.input<typeof returnSettingsSchema>,
): Promise<ReturnSettings> {
  const actor = requirePermission(ctx, "update:return:any");
  const data = parseInput(returnSettingsSchema, input);
  const before = await getReturnSettings(ctx);
  const now = ctx.now();
  await ctx.db
    .insert(returnSettingsTable)
    .values({ id: "default", ...data, updatedBy: actor.userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: returnSettingsTable.id, set: { ...data, updatedBy: actor.userId, updatedAt: now } });
  const after = await getReturnSettings(ctx);
  await auditReturn(ctx, {
    action: "returnSettings.update",
    entityType: "return_settings",
    entityId: "default",
    before,
    after,
  });
  return after;
}
