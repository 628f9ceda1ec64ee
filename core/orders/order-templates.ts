import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { addToCart } from "../cart/add-to-cart.ts";
import type { CartRef } from "../cart/cart-ref.ts";
import { loadVariants } from "../cart/load-cart-lines.ts";
import type { Ctx } from "../shared/ctx.ts";
import { Conflict, DomainError, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { stockLines } from "./order-holds.ts";
import { orderLineTable, orderTable, orderTemplateTable } from "./orders.sql.ts";
import { saveOrderTemplateSchema } from "./schemas.ts";

/** Input of {@link saveOrderTemplate} (core/orders/schemas.ts, which the page's form loads too). */
export { saveOrderTemplateSchema };

/** A saved template (spec §7 `/api/order/template`) with its lines as they are sold today. */
export interface OrderTemplateView {
  id: string;
  name: string;
  createdAt: string;
  lines: { variantId: string; quantity: number; name: string | null; sku: string | null; available: boolean }[];
}

/**
 * Saves the blank lines of one of the customer's orders as a named template
 * (`create:orderTemplate:own`); custom designs are re-ordered from "My designs".
 * @throws Unauthorized, NotFound (ORDER_NOT_FOUND: not the customer's), Conflict (TEMPLATE_NAME_TAKEN)
 */
export async function saveOrderTemplate(
  ctx: Ctx,
  input: z.input<typeof saveOrderTemplateSchema>,
): Promise<{ id: string }> {
  const { userId } = authorizeUser(ctx, "create", "orderTemplate");
  const { orderId, name } = parseInput(saveOrderTemplateSchema, input);
  const [order] = await ctx.db
    .select()
    .from(orderTable)
    .where(and(eq(orderTable.id, orderId), eq(orderTable.userId, userId)));
  if (!order) throw new NotFound("Order not found", "ORDER_NOT_FOUND");
  const lines = await ctx.db
    .select()
    .from(orderLineTable)
    .where(eq(orderLineTable.orderId, orderId))
    .orderBy(asc(orderLineTable.position));
  const now = ctx.now();
  const id = createId("orderTemplate", now.getTime());
  const inserted = await ctx.db
    .insert(orderTemplateTable)
    .values({
      id,
      userId,
      name,
      sourceOrderId: orderId,
      lines: stockLines(lines),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: orderTemplateTable.id });
  if (inserted.length === 0) throw new Conflict("You already have a template with this name", "TEMPLATE_NAME_TAKEN");
  return { id };
}

/** The customer's templates, oldest first (`read:orderTemplate:own`). */
export async function listOrderTemplates(ctx: Ctx): Promise<OrderTemplateView[]> {
  const { userId } = authorizeUser(ctx, "read", "orderTemplate");
  const rows = await ctx.db
    .select()
    .from(orderTemplateTable)
    .where(eq(orderTemplateTable.userId, userId))
    .orderBy(asc(orderTemplateTable.createdAt));
  const variants = await loadVariants(
    ctx,
    rows.flatMap((r) => r.lines.map((l) => l.variantId)),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.createdAt.toISOString(),
    lines: r.lines.map((l) => {
      const v = variants.get(l.variantId);
      return {
        variantId: l.variantId,
        quantity: l.quantity,
        name: v ? `${v.name} · ${v.colorName} · ${v.sizeCode}` : null,
        sku: v?.sku ?? null,
        available: !!v?.available && v.stock >= l.quantity,
      };
    }),
  }));
}

/** Deletes one of the customer's templates. @throws NotFound (TEMPLATE_NOT_FOUND) */
export async function deleteOrderTemplate(ctx: Ctx, templateId: string): Promise<void> {
  const { userId } = authorizeUser(ctx, "delete", "orderTemplate");
  const deleted = await ctx.db
    .delete(orderTemplateTable)
    .where(and(eq(orderTemplateTable.id, templateId), eq(orderTemplateTable.userId, userId)))
    .returning({ id: orderTemplateTable.id });
  if (deleted.length === 0) throw new NotFound("Template not found", "TEMPLATE_NOT_FOUND");
}

/**
 * Re-orders a template in one step: puts its lines in the customer's cart (each as far as stock
 * allows) so checkout opens with them. Lines that cannot be added are reported, not fatal.
 * @returns the lines added and those skipped with the reason's code
 * @throws NotFound (TEMPLATE_NOT_FOUND)
 */
export async function reorderTemplate(
  ctx: Ctx,
  templateId: string,
): Promise<{ added: number; skipped: { variantId: string; code: string }[] }> {
  const { userId } = authorizeUser(ctx, "read", "orderTemplate");
  const [template] = await ctx.db
    .select()
    .from(orderTemplateTable)
    .where(and(eq(orderTemplateTable.id, templateId), eq(orderTemplateTable.userId, userId)));
  if (!template) throw new NotFound("Template not found", "TEMPLATE_NOT_FOUND");
  const ref: CartRef = { userId, guestToken: null };
  let added = 0;
  const skipped: { variantId: string; code: string }[] = [];
  for (const line of template.lines) {
    try {
      await addToCart(ctx, { ...line, cart: ref });
      added++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped.push({ variantId: line.variantId, code: error.code });
    }
  }
  return { added, skipped };
}
