import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import { cartLineTable, cartTable } from "../cart/cart.sql.ts";
import { findOrCreateCart } from "../cart/find-cart.ts";
import { blankSnapshot } from "../customization/blanks.ts";
import { getDesign } from "../customization/designs.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Forbidden, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { hasPermission, requireActor } from "../shared/permissions.ts";
import { auth_user } from "../customers/auth.sql.ts";
import { priceQuote } from "./admin-quotes.ts";
import { notifyQuote } from "./notify-quote.ts";
import { type QuoteActor, type QuoteStatus, assertQuoteTransition } from "./quote-status.ts";
import { type QuoteEvent, quoteTable } from "./quotes.sql.ts";
import { declineQuoteByIdSchema, orderQuoteSchema, requestQuoteSchema } from "./schemas.ts";
import { rowId } from "../shared/input-refs.ts";

type QuoteRow = typeof quoteTable.$inferSelect;

/** A quote as its customer (or staff) sees it. Money in EUR cents incl. VAT. */
export interface QuoteView {
  id: string;
  status: QuoteStatus;
  designId: string;
  designName: string;
  garmentType: string;
  sizes: Record<string, number>;
  units: number;
  message: string;
  /** The configurator's price when asked (null when the design needed the shop's help to be priced). */
  estimateCents: number | null;
  quotedTotalCents: number | null;
  shopMessage: string | null;
  expiresAt: string | null;
  orderId: string | null;
  history: QuoteEvent[];
  createdAt: string;
}

function viewOf(q: QuoteRow): QuoteView {
  return {
    id: q.id,
    status: q.status,
    designId: q.designId,
    designName: q.designSnapshot.name,
    garmentType: q.designSnapshot.garmentType,
    sizes: q.designSnapshot.document.sizes,
    units: Object.values(q.designSnapshot.document.sizes).reduce((a, b) => a + b, 0),
    message: q.message,
    estimateCents: q.designSnapshot.estimateCents,
    quotedTotalCents: q.quotedTotalCents,
    shopMessage: q.shopMessage,
    expiresAt: q.expiresAt?.toISOString() ?? null,
    orderId: q.orderId,
    history: q.history,
    createdAt: q.createdAt.toISOString(),
  };
}

export { requestQuoteSchema } from "./schemas.ts";

/**
 * Sends a quote request for one of the signed-in customer's designs (issue 5 `/quote`): the design
 * is frozen as it is now (a later edit does not change the request), with the configurator's price
 * as an estimate when the design can be priced (a design refused for a minimum can still be quoted:
 * that is often why customers ask). Status `in_review`. The customer's acknowledgement e-mail
 * (`quote-update`, event `requested`, in the request's language: issue 20) is queued in the same
 * transaction as the request (ADR 0005), so a request is never stored without it or e-mailed twice.
 * The e-mail links to the quote on the shop's public origin (`ctx.services.links.publicUrl`).
 * @throws Unauthorized (quotes need an account), NotFound (DESIGN_NOT_FOUND), Invalid (no units)
 */
export async function requestQuote(ctx: Ctx, input: z.input<typeof requestQuoteSchema>): Promise<QuoteView> {
  const actor = requireActor(ctx);
  const { designId, message } = parseInput(requestQuoteSchema, input);
  const design = await getDesign(ctx, { owner: { userId: actor.userId, guestToken: null }, id: designId });
  if (!design.mine) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  const units = Object.values(design.document.sizes).reduce((a, b) => a + b, 0);
  if (units === 0) throw new Invalid("Set the quantities per size first", "sizes", "EMPTY_SIZE_DISTRIBUTION");
  const now = ctx.now();
  // the blank the design is made on, frozen with the quote (issue 20)
  const blank = await blankSnapshot(ctx, design.blank?.id ?? null);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(quoteTable)
      .values({
        id: createId("quote", now.getTime()),
        userId: actor.userId,
        designId,
        designSnapshot: {
          designId,
          version: design.version,
          name: design.name,
          garmentType: design.threeProduct.garmentType,
          threeProductId: design.threeProduct.id,
          document: design.document,
          frontImageId: design.frontImageUrl ? (design.frontImageUrl.split("/").pop() ?? null) : null,
          backImageId: design.backImageUrl ? (design.backImageUrl.split("/").pop() ?? null) : null,
          estimateCents: design.price?.totalCents ?? null,
          blank,
        },
        message,
        status: "in_review",
        history: [{ at: now.toISOString(), from: null, to: "in_review", by: "customer", note: null }],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("quote insert lost");
    const [customer] = await tx.db
      .select({ email: auth_user.email, name: auth_user.name })
      .from(auth_user)
      .where(eq(auth_user.id, actor.userId));
    if (customer) await notifyQuote(tx, row, customer, "requested", message || null, tx.locale);
    return viewOf(row);
  });
}

/** The signed-in customer's quotes, newest first. */
export async function listQuotes(ctx: Ctx): Promise<QuoteView[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(quoteTable)
    .where(eq(quoteTable.userId, actor.userId))
    .orderBy(desc(quoteTable.createdAt));
  return rows.map(viewOf);
}

/** One quote for its customer or staff. @throws Unauthorized, NotFound (QUOTE_NOT_FOUND) */
export async function getQuote(ctx: Ctx, id: string): Promise<QuoteView> {
  return viewOf(await readable(ctx, id));
}

async function readable(ctx: Ctx, id: string): Promise<QuoteRow> {
  const actor = requireActor(ctx);
  const [row] = await ctx.db.select().from(quoteTable).where(eq(quoteTable.id, id));
  if (!row || (row.userId !== actor.userId && !hasPermission(actor, "read:quote:any"))) {
    throw new NotFound("Quote not found", "QUOTE_NOT_FOUND");
  }
  return row;
}

/** Moves a quote (locked) and appends the history event, in one transaction. */
async function move(
  ctx: Ctx,
  id: string,
  to: QuoteStatus,
  by: QuoteActor,
  change: (row: QuoteRow) => Partial<QuoteRow> = () => ({}),
  note: string | null = null,
): Promise<QuoteView> {
  const actor = requireActor(ctx);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(quoteTable).where(eq(quoteTable.id, id)).for("update");
    const mine = row?.userId === actor.userId;
    if (!row || (!mine && !hasPermission(actor, "read:quote:any")))
      throw new NotFound("Quote not found", "QUOTE_NOT_FOUND");
    if (by === "customer" && !mine) throw new Forbidden("Only the customer can do this", "QUOTE_MOVE_FORBIDDEN");
    if (by === "shop" && !hasPermission(actor, "update:quote:any"))
      throw new Forbidden("Staff only", "QUOTE_MOVE_FORBIDDEN");
    const now = tx.now();
    if ((to === "approved" || to === "accepted") && row.expiresAt && row.expiresAt <= now) {
      throw new Conflict("This offer has expired; ask for a new quote", "QUOTE_EXPIRED");
    }
    assertQuoteTransition(row.status, to, by);
    const [updated] = await tx.db
      .update(quoteTable)
      .set({
        ...change(row),
        status: to,
        history: [...row.history, { at: now.toISOString(), from: row.status, to, by, note }],
        updatedAt: now,
      })
      .where(eq(quoteTable.id, id))
      .returning();
    return viewOf(updated as QuoteRow);
  });
}

/** Staff's answer (admin back office, issue 6): the total for the requested quantities, a message and how long it holds. */
export const answerQuoteSchema = z.object({
  totalCents: z.number().int().positive().max(100_000_000),
  message: z.string().trim().max(2000).default(""),
  validDays: z.number().int().min(1).max(90).default(14),
});
/** Input of {@link answerQuote}: {@link answerQuoteSchema} and the quote's `id` (the URL's). */
export const answerQuoteInputSchema = answerQuoteSchema.extend({ id: rowId });

/**
 * The shop prices a quote in review (staff, `update:quote:any`), the older call of
 * `POST /api/admin/quote/{id}/answer`: the same as the back office's {@link priceQuote} (audited,
 * customer e-mailed), the offer holding through the UTC day `validDays` days from now.
 * @throws Forbidden, NotFound, Invalid, Conflict (QUOTE_STATUS_CONFLICT)
 */
export async function answerQuote(ctx: Ctx, input: z.input<typeof answerQuoteInputSchema>): Promise<QuoteView> {
  const { id, totalCents, message, validDays } = parseInput(answerQuoteInputSchema, input);
  const expiresOn = new Date(ctx.now().getTime() + validDays * 86_400_000).toISOString().slice(0, 10);
  await priceQuote(ctx, { id, totalCents, message, expiresOn });
  return getQuote(ctx, id);
}

/** The customer approves the shop's offer (price frozen until it expires). @throws Conflict (QUOTE_EXPIRED, QUOTE_STATUS_CONFLICT) */
export function approveQuote(ctx: Ctx, id: string): Promise<QuoteView> {
  return move(ctx, id, "approved", "customer");
}

/** The customer (or, while in review, the shop) declines. @throws Conflict, Forbidden */
export function declineQuote(ctx: Ctx, input: z.input<typeof declineQuoteByIdSchema>): Promise<QuoteView> {
  const actor = requireActor(ctx);
  const { id, note } = parseInput(declineQuoteByIdSchema, input);
  return (async () => {
    const row = await readable(ctx, id);
    const by: QuoteActor = row.userId === actor.userId ? "customer" : "shop";
    return move(ctx, id, "declined", by, () => ({}), note ?? null);
  })();
}

/**
 * Puts an approved quote in the customer's cart at the quoted price (a `custom` line carrying the
 * quote), to check out; placing the order moves the quote to `accepted` (place-order.ts).
 * @throws NotFound, Conflict (QUOTE_NOT_APPROVED, QUOTE_EXPIRED)
 */
export async function orderQuote(ctx: Ctx, input: z.input<typeof orderQuoteSchema>): Promise<{ cartId: string }> {
  const { cart: ref, id } = parseInput(orderQuoteSchema, input);
  const row = await readable(ctx, id);
  if (row.userId !== ref.userId) throw new NotFound("Quote not found", "QUOTE_NOT_FOUND");
  if (row.status !== "approved") throw new Conflict("Approve the offer first", "QUOTE_NOT_APPROVED");
  if (row.expiresAt && row.expiresAt <= ctx.now()) throw new Conflict("This offer has expired", "QUOTE_EXPIRED");
  return withTransaction(ctx, async (tx) => {
    const { cart } = await findOrCreateCart(tx, ref);
    const now = tx.now();
    await tx.db.delete(cartLineTable).where(and(eq(cartLineTable.cartId, cart.id), eq(cartLineTable.quoteId, id)));
    await tx.db.insert(cartLineTable).values({
      id: createId("cartLine", now.getTime()),
      cartId: cart.id,
      kind: "custom",
      designId: row.designId,
      quoteId: id,
      quantity: 1,
      createdAt: now,
      updatedAt: now,
    });
    await tx.db.update(cartTable).set({ updatedAt: now }).where(eq(cartTable.id, cart.id));
    return { cartId: cart.id };
  });
}

/**
 * Expires offers past their date (pending approval or approved, not ordered): run by the payments
 * sweep each minute. Each quote moves in its own transaction with its `quote-update` (expired)
 * e-mail, so a quote another instance expired first is skipped and e-mailed once.
 * The e-mail links to the quote on the shop's public origin (`ctx.services.links.publicUrl`).
 * @returns how many expired
 */
export async function expireQuotes(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: quoteTable.id })
    .from(quoteTable)
    .where(and(inArray(quoteTable.status, ["pending_approval", "approved"]), lt(quoteTable.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    await withTransaction(ctx, async (tx) => {
      const [row] = await tx.db
        .select({ quote: quoteTable, email: auth_user.email, name: auth_user.name })
        .from(quoteTable)
        .innerJoin(auth_user, eq(auth_user.id, quoteTable.userId))
        .where(eq(quoteTable.id, id))
        .for("update", { of: quoteTable });
      const q = row?.quote;
      if (!row || !q || (q.status !== "pending_approval" && q.status !== "approved")) return;
      assertQuoteTransition(q.status, "expired", "system");
      const [updated] = await tx.db
        .update(quoteTable)
        .set({
          status: "expired",
          history: [...q.history, { at: now.toISOString(), from: q.status, to: "expired", by: "system", note: null }],
          updatedAt: now,
        })
        .where(eq(quoteTable.id, id))
        .returning();
      await notifyQuote(tx, updated as QuoteRow, row, "expired", null);
      expired++;
    });
  }
  return expired;
}

/**
 * Not a verb: a step of placing an order, run inside the order's transaction (no route calls it).
 * Closes an approved quote as ordered (`accepted`, with the order id), inside the order's
 * transaction (place-order.ts). @throws Conflict (QUOTE_STATUS_CONFLICT) when it is no longer approved
 */
export async function acceptQuote(ctx: Ctx, id: string, orderId: string): Promise<void> {
  const [row] = await ctx.db.select().from(quoteTable).where(eq(quoteTable.id, id)).for("update");
  if (!row) throw new NotFound("Quote not found", "QUOTE_NOT_FOUND");
  assertQuoteTransition(row.status, "accepted", "customer");
  const now = ctx.now();
  await ctx.db
    .update(quoteTable)
    .set({
      status: "accepted",
      orderId,
      history: [
        ...row.history,
        { at: now.toISOString(), from: row.status, to: "accepted", by: "customer", note: null },
      ],
      updatedAt: now,
    })
    .where(eq(quoteTable.id, id));
}

/**
 * Gives back the quotes an order closed when that order is cancelled before it was paid (a declined
 * card, an expired Multibanco reference, a new checkout of the same cart): each goes `accepted →
 * approved` (system) while its expiry date is ahead, else `accepted → expired`, and forgets the
 * order. Runs inside the caller's transaction (order-holds.ts `releaseOrderHolds`).
 * @returns the number of quotes given back
 */
export async function reopenQuotesOfOrder(ctx: Ctx, orderId: string): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(quoteTable)
    .where(and(eq(quoteTable.orderId, orderId), eq(quoteTable.status, "accepted")))
    .for("update");
  const now = ctx.now();
  for (const row of rows) {
    const to: QuoteStatus = row.expiresAt && row.expiresAt <= now ? "expired" : "approved";
    assertQuoteTransition(row.status, to, "system");
    await ctx.db
      .update(quoteTable)
      .set({
        status: to,
        orderId: null,
        history: [
          ...row.history,
          { at: now.toISOString(), from: row.status, to, by: "system", note: `order ${orderId} cancelled unpaid` },
        ],
        updatedAt: now,
      })
      .where(eq(quoteTable.id, row.id));
  }
  return rows.length;
}

/**
 * Not a verb: a step of retaking an order's holds, inside the caller's transaction (no route calls it).
 * Closes again, as ordered by `orderId`, the quotes of that order's lines that were given back when
 * it was cancelled (a payment that arrived after the cancellation: order-holds.ts
 * `retakeOrderHolds`). Inside the caller's transaction.
 * @throws Conflict (QUOTE_STATUS_CONFLICT) when a quote is no longer approved (ordered again,
 *   withdrawn or expired): the payment is then refunded
 */
export async function reacceptQuotesOfOrder(ctx: Ctx, orderId: string, quoteIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(quoteIds)].sort()) {
    const [row] = await ctx.db.select().from(quoteTable).where(eq(quoteTable.id, id));
    if (row?.status === "accepted" && row.orderId === orderId) continue;
    await acceptQuote(ctx, id, orderId);
  }
}
