import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { canReadOrder, type OrderAccess } from "../orders/order-access.ts";
import { lockOrder, recordOrderEvent } from "../orders/change-order-status.ts";
import { notifyOrder } from "../orders/notify-order.ts";
import { clearOrderedFromCart, wasReplaced } from "../checkout/place-order.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { normalizePhone } from "../customers/address-schema.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, isDomainError } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { type MultibancoReference, paymentTable } from "./payments.sql.ts";
import { MBWAY_WINDOW_MINUTES, MULTIBANCO_DAYS, assertPaymentMethodOffered } from "./payment-methods.ts";
import type { PaymentGatewayPort } from "../ports/payment-gateway.ts";
import { type StartPaymentInput, startPaymentSchema } from "./schemas.ts";

export { type StartPaymentInput, startPaymentSchema };

/** What the payment page needs next, per method. */
export interface StartedPayment {
  paymentId: string;
  method: "card" | "mbway" | "multibanco";
  status: "created" | "pending" | "succeeded" | "declined" | "expired" | "cancelled" | "error" | "refunded";
  amountCents: number;
  /** Card: the hosted form's script URL and context (SIBS `formContext`); the page renders the form. */
  card?: { transactionId: string; formContext: string; scriptUrl: string };
  /** Multibanco: what to pay at an ATM or in home banking. */
  multibanco?: MultibancoReference;
  /** MB WAY: when the request in the app lapses (ISO). */
  mbwayExpiresAt?: string;
}

/**
 * Starts paying an order that awaits payment (issue 4 `/payment`), through SIBS:
 * - `card`: creates a checkout and returns the hosted form's context (the shop never sees card data);
 * - `mbway`: creates a checkout and sends the purchase to the customer's phone (approved in the app;
 *   the outcome arrives by webhook or status check);
 * - `multibanco`: creates a checkout with a 3-day payment window and generates the reference; the
 *   order then holds its stock until the reference expires, the bought items leave the cart and the
 *   reference is e-mailed.
 * The payment row (`pay_…`, also SIBS's merchantTransactionId) is written before the gateway is called,
 * so a crash in between leaves a `created` attempt the sweep closes. A second click while an attempt
 * of the same method is still usable returns that attempt instead of making another. The gateway is
 * `ctx.services.payments`; guest links are checked and e-mailed with `ctx.services.links`.
 * @throws NotFound (ORDER_NOT_FOUND, also for someone else's order), Conflict (ORDER_REPLACED when a
 *   newer order of the same cart replaced it, else ORDER_NOT_PAYABLE),
 *   Invalid (PHONE_INVALID; PAYMENT_METHOD_UNAVAILABLE for MB WAY or Multibanco on an order not
 *   delivered in Portugal), Unavailable (the gateway could not answer: nothing is lost, try again)
 */
export async function startPayment(ctx: Ctx, raw: StartPaymentInput): Promise<StartedPayment> {
  const parsed = startPaymentSchema.safeParse(raw);
  if (!parsed.success) throw new Invalid("Choose a payment method", "method");
  const input = parsed.data;
  const access: OrderAccess = { token: input.token };
  let phone: string | null = null;
  if (input.method === "mbway") {
    const normalized = normalizePhone("PT", input.phone ?? "");
    if (!normalized.ok || !/^\+3519\d{8}$/.test(normalized.value)) {
      throw new Invalid("Enter the Portuguese mobile number of your MB WAY app", "phone", "PHONE_INVALID");
    }
    phone = normalized.value;
  }

  const prepared = await withTransaction(ctx, async (tx) => {
    const [found] = await tx.db.select().from(orderTable).where(eq(orderTable.id, input.orderId));
    if (!found || !canReadOrder(tx, found, access)) throw new NotFound("Order not found", "ORDER_NOT_FOUND");
    const order = await lockOrder(tx, found.id);
    const now = tx.now();
    if (order.status !== "awaiting_payment" || order.payBy <= now || order.amountDueCents <= 0) {
      throw await notPayable(tx, order);
    }
    // MB WAY and Multibanco only for orders delivered in Portugal (issue 15)
    assertPaymentMethodOffered(input.method, order, tx.locale);
    const reusable = await reusableAttempt(tx, order.id, input.method, phone);
    if (reusable) return { order, payment: reusable, reused: true };
    const [payment] = await tx.db
      .insert(paymentTable)
      .values({
        id: createId("payment", now.getTime()),
        orderId: order.id,
        method: input.method,
        status: "created",
        amountCents: order.amountDueCents,
        mbwayPhone: phone,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payment) throw new Error("payment insert lost");
    return { order, payment, reused: false };
  });
  const { order, payment } = prepared;
  if (prepared.reused) return view(ctx.services.payments, payment);

  const methods = { card: "CARD", mbway: "MBWAY", multibanco: "REFERENCE" } as const;
  const now = ctx.now();
  const multibancoExpiresAt = new Date(now.getTime() + MULTIBANCO_DAYS * 24 * 60 * 60_000);
  let checkout: Awaited<ReturnType<PaymentGatewayPort["createCheckout"]>>;
  try {
    checkout = await ctx.services.payments.createCheckout({
      merchantTransactionId: payment.id,
      amountCents: payment.amountCents,
      description: `Fabrico order ${order.number}`,
      methods: [methods[input.method]],
      customer: {
        name: `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`,
        email: order.email,
        language: ctx.locale,
      },
      multibancoExpiresAt: input.method === "multibanco" ? multibancoExpiresAt : undefined,
    });
  } catch (error) {
    await markFailed(ctx, payment.id, error);
    throw error;
  }
  await ctx.db
    .update(paymentTable)
    .set({
      transactionId: checkout.transactionId,
      transactionSignature: checkout.transactionSignature,
      formContext: checkout.formContext,
      status: input.method === "card" ? "pending" : "created",
      updatedAt: ctx.now(),
    })
    .where(eq(paymentTable.id, payment.id));

  if (input.method === "mbway" && phone) {
    try {
      await ctx.services.payments.mbwayPurchase(checkout, phone);
    } catch (error) {
      await markFailed(ctx, payment.id, error);
      throw error;
    }
    const [updated] = await ctx.db
      .update(paymentTable)
      .set({ status: "pending", updatedAt: ctx.now() })
      .where(and(eq(paymentTable.id, payment.id), eq(paymentTable.status, "created")))
      .returning();
    await recordOrderEvent(ctx, order.id, { type: "payment", actor: "customer", note: "MB WAY request sent" });
    return view(ctx.services.payments, updated ?? { ...payment, ...checkout, status: "pending" });
  }
  if (input.method === "multibanco") {
    let ref: Awaited<ReturnType<PaymentGatewayPort["generateReference"]>>;
    try {
      ref = await ctx.services.payments.generateReference(checkout);
    } catch (error) {
      await markFailed(ctx, payment.id, error);
      throw error;
    }
    const multibanco: MultibancoReference = {
      entity: ref.entity,
      reference: ref.reference,
      amountCents: ref.amountCents,
      expiresAt: ref.expiresAt.toISOString(),
    };
    const { updated, refused } = await withTransaction(ctx, async (tx) => {
      const locked = await lockOrder(tx, order.id);
      const [row] = await tx.db
        .update(paymentTable)
        .set({ status: "pending", multibanco, updatedAt: tx.now() })
        .where(and(eq(paymentTable.id, payment.id), eq(paymentTable.status, "created")))
        .returning();
      if (locked.status === "awaiting_payment") {
        await tx.db
          .update(orderTable)
          .set({ payBy: ref.expiresAt, paymentMethod: "multibanco", updatedAt: tx.now() })
          .where(eq(orderTable.id, order.id));
        await recordOrderEvent(tx, order.id, {
          type: "payment",
          actor: "customer",
          note: "Multibanco reference issued",
        });
        await clearOrderedFromCart(tx, order.id);
        await notifyOrder(tx, order.id, "awaiting_payment", { multibanco });
        return { updated: row, refused: null };
      }
      // replaced or cancelled while the reference was being made: not shown (the attempt stays
      // pending, so the sweep follows it and a payment that still arrives is settled or refunded)
      return { updated: row, refused: await notPayable(tx, locked) };
    });
    if (refused) throw refused;
    return view(ctx.services.payments, updated ?? { ...payment, ...checkout, status: "pending", multibanco });
  }
  return view(ctx.services.payments, { ...payment, ...checkout, status: "pending" });
}

type PaymentRow = typeof paymentTable.$inferSelect;

/**
 * Why `order` cannot be paid, as the 409 to throw: ORDER_REPLACED when a newer order of the same
 * cart replaced it (issue 14: one live order, one payment per cart), else ORDER_NOT_PAYABLE.
 */
async function notPayable(ctx: Ctx, order: { id: string; status: string }): Promise<Conflict> {
  if (order.status === "cancelled" && (await wasReplaced(ctx, order.id))) {
    return new Conflict(
      "This order was replaced by a newer order from the same cart; please pay that one",
      "ORDER_REPLACED",
    );
  }
  return new Conflict("This order cannot be paid any more", "ORDER_NOT_PAYABLE");
}

function view(
  gateway: PaymentGatewayPort,
  p: Partial<PaymentRow> & Pick<PaymentRow, "id" | "method" | "amountCents" | "status">,
): StartedPayment {
  const out: StartedPayment = { paymentId: p.id, method: p.method, status: p.status, amountCents: p.amountCents };
  if (p.method === "card" && p.transactionId && p.formContext) {
    out.card = {
      transactionId: p.transactionId,
      formContext: p.formContext,
      scriptUrl: gateway.widgetScriptUrl(p.transactionId),
    };
  }
  if (p.multibanco) out.multibanco = p.multibanco;
  if (p.method === "mbway" && p.updatedAt) {
    out.mbwayExpiresAt = new Date(p.updatedAt.getTime() + MBWAY_WINDOW_MINUTES * 60_000).toISOString();
  }
  return out;
}

/**
 * An attempt of the same method still worth reusing: a card form opened in the last 15 minutes, an
 * MB WAY request to the same phone still within its window, or a Multibanco reference not expired.
 */
async function reusableAttempt(ctx: Ctx, orderId: string, method: string, phone: string | null) {
  const now = ctx.now();
  const windowMinutes = method === "card" ? 15 : method === "mbway" ? MBWAY_WINDOW_MINUTES : MULTIBANCO_DAYS * 24 * 60;
  const [latest] = await ctx.db
    .select()
    .from(paymentTable)
    .where(
      and(
        eq(paymentTable.orderId, orderId),
        eq(paymentTable.method, method as PaymentRow["method"]),
        inArray(paymentTable.status, ["pending"]),
        gt(paymentTable.updatedAt, new Date(now.getTime() - windowMinutes * 60_000)),
      ),
    )
    .orderBy(desc(paymentTable.createdAt))
    .limit(1);
  if (!latest) return null;
  if (method === "mbway" && latest.mbwayPhone !== phone) return null;
  if (method === "multibanco" && latest.multibanco && new Date(latest.multibanco.expiresAt) <= now) return null;
  return latest;
}

async function markFailed(ctx: Ctx, paymentId: string, error: unknown): Promise<void> {
  await ctx.db
    .update(paymentTable)
    .set({
      status: "error",
      failureCode: isDomainError(error) ? error.code : "GATEWAY_ERROR",
      updatedAt: ctx.now(),
    })
    .where(eq(paymentTable.id, paymentId));
}
