import { desc, eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { customerPaymentMethodTable } from "./customers.sql.ts";
import { type PaymentMethodView, toPaymentMethodView } from "./views.ts";

/**
 * The saved payment methods of the actor, or (admins, `read:paymentMethod:any`) of `userId`
 * (spec §7 `GET /api/customer/payment`), newest first: brand, last four, expiry and label only.
 * @throws Unauthorized | Forbidden
 */
export async function listPaymentMethods(ctx: Ctx, input: { userId?: string } = {}): Promise<PaymentMethodView[]> {
  const { userId } = authorizeUser(ctx, "read", "paymentMethod", input.userId);
  const rows = await ctx.db
    .select()
    .from(customerPaymentMethodTable)
    .where(eq(customerPaymentMethodTable.userId, userId))
    .orderBy(desc(customerPaymentMethodTable.createdAt), desc(customerPaymentMethodTable.id));
  return rows.map(toPaymentMethodView);
}
