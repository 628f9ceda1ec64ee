import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit.ts";
import { storeAttachment } from "../media/storage.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { hasPermission } from "../shared/permissions.ts";
import { canReadOrder, type OrderAccess } from "./order-access.ts";
import { recordOrderEvent } from "./change-order-status.ts";
import { notifyOrder } from "./notify-order.ts";
import { type MessageAttachment, orderMessageTable, orderTable } from "./orders.sql.ts";
import { MAX_MESSAGE_LENGTH, type PostOrderMessageInput, postOrderMessageSchema } from "./schemas.ts";

export { MAX_MESSAGE_LENGTH, type PostOrderMessageInput, postOrderMessageSchema };

/**
 * Adds a message to an order's thread (spec §7 `POST /api/order/{id}/message`), from the buyer
 * (owner or signed link) or from staff, with up to 5 attachments (storage.ts checks each). Staff
 * replies e-mail the buyer; customer messages e-mail the shop's order inbox. Files go to
 * `ctx.services.storage`; guest links are checked with `ctx.services.links.linkSecret`.
 * @param raw {@link postOrderMessageSchema}
 * @throws NotFound (ORDER_NOT_FOUND), Invalid (MESSAGE_EMPTY, MESSAGE_TOO_LONG, TOO_MANY_ATTACHMENTS from the
 *   schema, each issue naming its code; attachment errors from storage.ts)
 */
export async function postOrderMessage(ctx: Ctx, raw: PostOrderMessageInput): Promise<{ id: string }> {
  const input = parseInput(postOrderMessageSchema, raw);
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, input.orderId));
  if (!order || !canReadOrder(ctx, order, input.access)) {
    throw new NotFound("Order not found", "ORDER_NOT_FOUND");
  }
  const body = input.body;
  const attachments: MessageAttachment[] = [];
  for (const file of input.files) attachments.push(await storeAttachment(ctx, file));
  const staff = hasPermission(ctx.actor, "update:order:any") && ctx.actor?.userId !== order.userId;
  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const id = createId("orderMessage", now.getTime());
    await tx.db.insert(orderMessageTable).values({
      id,
      orderId: order.id,
      author: staff ? "staff" : "customer",
      authorUserId: tx.actor?.userId ?? null,
      body,
      attachments,
      createdAt: now,
      updatedAt: now,
    });
    if (staff) {
      await recordOrderEvent(tx, order.id, {
        type: "note",
        actor: tx.actor?.userId ?? "staff",
        note: "the shop replied",
      });
      await notifyOrder(tx, order.id, "message");
      await recordAudit(tx, {
        action: "order.message.create",
        entityType: "order",
        entityId: order.id,
        after: { messageId: id, body, attachments: attachments.map((a) => a.name) },
      });
    }
    return { id };
  });
}

/**
 * An attachment of an order message, for a caller who may read the order, read from
 * `ctx.services.storage`.
 * @throws NotFound when the order, the message or the file is not there (or not the caller's)
 */
export async function getOrderAttachment(
  ctx: Ctx,
  input: { orderId: string; attachmentId: string; access: OrderAccess },
): Promise<{ file: MessageAttachment; bytes: Uint8Array }> {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, input.orderId));
  if (!order || !canReadOrder(ctx, order, input.access)) throw new NotFound();
  const messages = await ctx.db
    .select({ attachments: orderMessageTable.attachments })
    .from(orderMessageTable)
    .where(and(eq(orderMessageTable.orderId, order.id)));
  const file = messages.flatMap((m) => m.attachments).find((a) => a.id === input.attachmentId);
  if (!file) throw new NotFound();
  const bytes = await ctx.services.storage.get(file.id);
  if (!bytes) throw new NotFound();
  return { file, bytes };
}
