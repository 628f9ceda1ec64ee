import { and, eq } from "drizzle-orm";
import { changeOrderStatus } from "../orders/change-order-status.ts";
import { releaseOrderHolds } from "../orders/order-holds.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { auth_user, auth_verification } from "./auth.sql.ts";
import { customerAddressTable, customerPaymentMethodTable, customerProfileTable } from "./customers.sql.ts";

/**
 * Erases a customer account (GDPR art. 17) in one transaction: payment methods, addresses,
 * profile, pending verification tokens, then the Better Auth user (its sessions, password account
 * and 2FA secret go with it by foreign-key cascade).
 *
 * Orders are kept, anonymised, because accounting law requires invoices to be kept (Portugal:
 * 10 years, Código do IRC art. 123): they are detached from the user and their e-mail and phone
 * are replaced — the name and address stay, as they are part of the tax document. Orders still
 * awaiting payment are cancelled first, giving their stock back. Order templates and the cart go
 * with the user (foreign-key cascade).
 *
 * The password confirmation is the caller's job (the route asks Better Auth to verify it, and
 * signs out every session first) — core does not see passwords.
 * @param input.userId another user's account (admins, `delete:customer:any`); default the actor
 * @throws Unauthorized | Forbidden | NotFound
 */
export async function deleteAccount(
  ctx: Ctx,
  input: { userId?: string } = {},
): Promise<{ userId: string; email: string }> {
  const { userId } = authorizeUser(ctx, "delete", "customer", input.userId);
  return withTransaction(ctx, async (tx) => {
    const [user] = await tx.db
      .select({ userId: auth_user.id, email: auth_user.email })
      .from(auth_user)
      .where(eq(auth_user.id, userId))
      .for("update");
    if (!user) throw new NotFound("No such customer", "CUSTOMER_NOT_FOUND");
    const open = await tx.db
      .select()
      .from(orderTable)
      .where(and(eq(orderTable.userId, userId), eq(orderTable.status, "awaiting_payment")))
      .for("update");
    for (const order of open) {
      await changeOrderStatus(tx, order, "cancelled", { actor: "system", note: "account deleted" });
      await releaseOrderHolds(tx, order.id);
    }
    const orders = await tx.db
      .select({ id: orderTable.id, address: orderTable.shippingAddress })
      .from(orderTable)
      .where(eq(orderTable.userId, userId));
    for (const order of orders) {
      await tx.db
        .update(orderTable)
        .set({
          userId: null,
          email: `deleted-customer+${order.id}@anonymised.invalid`,
          shippingAddress: { ...order.address, phone: "" },
          updatedAt: tx.now(),
        })
        .where(eq(orderTable.id, order.id));
    }
    await tx.db.delete(customerPaymentMethodTable).where(eq(customerPaymentMethodTable.userId, userId));
    await tx.db.delete(customerAddressTable).where(eq(customerAddressTable.userId, userId));
    await tx.db.delete(customerProfileTable).where(eq(customerProfileTable.userId, userId));
    // reset-password and 2FA sign-in tokens hold the user id as their value
    await tx.db.delete(auth_verification).where(eq(auth_verification.value, userId));
    await tx.db.delete(auth_user).where(eq(auth_user.id, userId));
    tx.log.info({ userId }, "customer account deleted");
    return user;
  });
}
