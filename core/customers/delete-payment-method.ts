import { eq } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { authorizeRecord, requireActor } from "../shared/permissions.ts";
import { customerPaymentMethodTable } from "./customers.sql.ts";

/**
 * Deletes saved payment method `id` (`DELETE /api/customer/payment/{id}`). Another customer's is
 * NotFound, like one that does not exist. The token at the gateway is left to expire with the card
 * (the gateway's delete call belongs to the payments integration).
 * @throws Unauthorized | NotFound
 */
export async function deletePaymentMethod(ctx: Ctx, id: string): Promise<void> {
  requireActor(ctx);
  const [row] = await ctx.db
    .select({ userId: customerPaymentMethodTable.userId })
    .from(customerPaymentMethodTable)
    .where(eq(customerPaymentMethodTable.id, id));
  const notFound = () => new NotFound("No such payment method", "PAYMENT_METHOD_NOT_FOUND");
  if (!row) throw notFound();
  try {
    authorizeRecord(ctx, "delete", "paymentMethod", row.userId);
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    throw error;
  }
  await ctx.db.delete(customerPaymentMethodTable).where(eq(customerPaymentMethodTable.id, id));
}
