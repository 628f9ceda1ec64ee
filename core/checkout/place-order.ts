import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { CartRef } from "../cart/cart-ref.ts";
import { assertSampleQuota } from "../cart/add-design-to-cart.ts";
import { cartLineTable, cartTable } from "../cart/cart.sql.ts";
import { findCart } from "../cart/find-cart.ts";
import { loadCartLines } from "../cart/load-cart-lines.ts";
import { auth_user } from "../customers/auth.sql.ts";
import { addressSchema } from "../customers/address-schema.ts";
import { couponRedemptionTable, couponTable, giftCardTable } from "../marketing/marketing.sql.ts";
import { changeOrderStatus, recordOrderEvent } from "../orders/change-order-status.ts";
import { notifyOrder } from "../orders/notify-order.ts";
import { releaseOrderHolds, reserveStock } from "../orders/order-holds.ts";
import { newOrderNumber } from "../orders/order-number.ts";
import { acceptQuote } from "../quotes/quotes.ts";
import { orderEventTable, orderLineTable, orderTable } from "../orders/orders.sql.ts";
import type { OrderAddress } from "../orders/snapshots.ts";
import type { CarrierPort, LiveRate } from "../ports/carrier.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { cartInputSchema } from "../shared/input-refs.ts";
import { createId } from "../shared/ids.ts";
import { queueInvoiceReceipt } from "../invoicing/queue-invoice.ts";
import { parseInvoiceTaxId } from "../invoicing/tax-id.ts";
import { businessTaxStatus } from "../wholesale/applications.ts";
import { type CartPricing, priceCheckout } from "./price-checkout.ts";

/** How long an unpaid card or MB WAY order holds its stock, in minutes (a Multibanco reference extends it). */
export const PAYMENT_WINDOW_MINUTES = 30;

/**
 * The history note of an unpaid order cancelled because a newer order of the same cart replaced it
 * (the payment page shows it as "replaced"; a payment that still succeeds for it is refunded).
 */
export const ORDER_REPLACED_NOTE = "replaced by a new order from the same cart";

/**
 * The place-order form: a key made when the checkout page was rendered (so a double submit finds
 * the first order) and the acceptance of the terms. Nothing about prices: they are computed here.
 */
export const placeOrderSchema = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Reload the page and try again"),
  acceptTerms: z.union([z.literal(true), z.literal("true"), z.literal("on")], {
    error: "Please accept the terms of sale",
  }),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** The placed order: its id, human number, amount still to pay (EUR cents) and status. */
export interface PlacedOrder {
  orderId: string;
  number: string;
  amountDueCents: number;
  status: "awaiting_payment" | "paid";
  /** True when this call found the order a previous submit of the same form made. */
  replayed: boolean;
}

/** A carrier port that answers live rates from the first call's answers (the pricing before the transaction). */
function memoizedRates(carriers: CarrierPort): CarrierPort {
  const cache = new Map<string, Promise<LiveRate[]>>();
  return {
    accessPoints: (input) => carriers.accessPoints(input),
    ship: (input) => carriers.ship(input),
    voidShipment: (input) => carriers.voidShipment(input),
    track: (input) => carriers.track(input),
    upsRates(input) {
      const key = JSON.stringify(input);
      let hit = cache.get(key);
      if (!hit) {
        hit = carriers.upsRates(input);
        cache.set(key, hit);
      }
      return hit;
    },
  };
}

/** The first problem of a cart pricing as a typed error (the checkout page shows the whole list beforehand). */
function assertPlaceable(pricing: CartPricing): void {
  const problem = pricing.problems[0];
  if (problem) {
    if (problem.code === "OUT_OF_STOCK") {
      throw new Conflict("Some items are no longer in stock in the quantity you chose", "OUT_OF_STOCK");
    }
    throw new Invalid(`Checkout is not complete: ${problem.code}`, "checkout", problem.code);
  }
  if (pricing.couponRefused)
    throw new Invalid(pricing.couponRefused.message, "couponCode", pricing.couponRefused.error);
  if (pricing.giftCardRefused)
    throw new Invalid(pricing.giftCardRefused.message, "giftCardCode", pricing.giftCardRefused.error);
}

/**
 * Places an order from the cart `ref` points to and its checkout draft (issue 4). One transaction,
 * one per cart at a time (an advisory lock on the cart; a partial unique index backs it, issue 14):
 * earlier unpaid orders of this cart are cancelled as replaced and give their holds back, the stock is reserved (guarded UPDATEs:
 * 50 concurrent buyers of 5 units make 5 orders), the order is priced again inside it
 * (price-checkout.ts; live carrier rates are fetched once, before the transaction), the coupon use
 * is counted with a guarded UPDATE (its usage limit holds under concurrency; a per-coupon-and-e-mail
 * advisory lock keeps the per-customer limit too), the gift card amount is taken, and the order,
 * its lines and its first history event are written. The cart is kept until the order is paid (a
 * failed payment loses nothing). An order fully paid by a gift card is paid at once. Live rates come
 * from `ctx.services.carriers`; the e-mail's signed link from `ctx.services.links`.
 * @throws Invalid (bad form, incomplete checkout with the problem's code, refused codes),
 *   Conflict (OUT_OF_STOCK, COUPON_USAGE_LIMIT, GIFT_CARD_BALANCE_CHANGED, IDEMPOTENCY_KEY_REUSED,
 *   CART_ORDER_IN_PROGRESS),
 *   NotFound (CART_NOT_FOUND)
 */
export async function placeOrder(ctx: Ctx, input: PlaceOrderInput & { cart: CartRef }): Promise<PlacedOrder> {
  const ref: CartRef = parseInput(cartInputSchema, input).cart;
  const parsed = placeOrderSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Invalid(issue?.message ?? "Invalid order", String(issue?.path[0] ?? "checkout"));
  }
  const { idempotencyKey } = parsed.data;
  const cart = await findCart(ctx, ref);
  const replay = await findByIdempotencyKey(ctx, idempotencyKey, cart?.id ?? null);
  if (replay) return replay;
  if (!cart) throw new NotFound("Your cart is empty", "CART_NOT_FOUND");

  const draft = cart.checkout;
  const email = await buyerEmail(ctx, ref, draft.email);
  const address = validateAddress(draft.address);
  const invoiceTaxId = checkedInvoiceTaxId(draft.invoiceTaxId, address.country);
  if (draft.delivery === "access_point" && !draft.accessPoint) {
    throw new Invalid("Choose an access point", "accessPoint", "ACCESS_POINT_REQUIRED");
  }
  // Live rates come from outside: fetch them before the transaction holds any lock; the pricing
  // inside it reads the same answers.
  const priced: Ctx = { ...ctx, services: { ...ctx.services, carriers: memoizedRates(ctx.services.carriers) } };
  await priceCheckout(priced, { lines: await loadCartLines(ctx, cart.id), draft, email, liveRates: true });

  try {
    return await withTransaction(priced, async (tx) => {
      const now = tx.now();
      // One submit of a cart at a time (issue 14: on PostgreSQL ten concurrent submits each saw no
      // earlier order and all stayed live). An advisory lock rather than the cart row: payments lock
      // the order, then write the cart (clearOrderedFromCart), so a cart row lock here could deadlock.
      await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`place-order:${cart.id}`}))`);
      await releaseAbandonedOrders(tx, cart.id);
      const lines = await loadCartLines(tx, cart.id);
      const pricing = await priceCheckout(tx, { lines, draft, email, liveRates: true });
      assertPlaceable(pricing);
      const shipping = pricing.shipping;
      if (!shipping) throw new Invalid("Choose a shipping method", "shippingMethodId", "SHIPPING_METHOD_REQUIRED");
      await reserveStock(
        tx,
        lines.filter((l) => l.kind === "blank").map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
      );
      for (const l of lines) {
        // spec §5: two samples per design at most, counted again under the design's lock
        if (l.kind === "sample" && l.design) await assertSampleQuota(tx, l.design.id, l.quantity, null);
      }

      const orderId = createId("order", now.getTime());
      const totals = pricing.totals;
      if (pricing.coupon) {
        await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon:${pricing.coupon.id}:${email}`}))`);
        const again = await priceCheckout(tx, { lines, draft, email, liveRates: true });
        if (again.couponRefused)
          throw new Invalid(again.couponRefused.message, "couponCode", again.couponRefused.error);
        const counted = await tx.db
          .update(couponTable)
          .set({ usedCount: sql`${couponTable.usedCount} + 1`, updatedAt: now })
          .where(
            and(
              eq(couponTable.id, pricing.coupon.id),
              sql`(${couponTable.usageLimit} is null or ${couponTable.usedCount} < ${couponTable.usageLimit})`,
            ),
          )
          .returning({ id: couponTable.id });
        if (counted.length === 0) throw new Conflict("This code has been used up", "COUPON_USAGE_LIMIT");
        await tx.db.insert(couponRedemptionTable).values({
          id: createId("couponRedemption", now.getTime()),
          couponId: pricing.coupon.id,
          orderId,
          email,
          userId: ref.userId,
          discountCents: totals.discountCents,
          createdAt: now,
          updatedAt: now,
        });
      }
      if (pricing.giftCard && totals.giftCardAppliedCents > 0) {
        const taken = await tx.db
          .update(giftCardTable)
          .set({ balanceCents: sql`${giftCardTable.balanceCents} - ${totals.giftCardAppliedCents}`, updatedAt: now })
          .where(
            and(
              eq(giftCardTable.id, pricing.giftCard.id),
              sql`${giftCardTable.balanceCents} >= ${totals.giftCardAppliedCents}`,
            ),
          )
          .returning({ id: giftCardTable.id });
        if (taken.length === 0)
          throw new Conflict("The gift card balance changed; check your order", "GIFT_CARD_BALANCE_CHANGED");
      }

      const invoiceTo = await invoiceParty(tx, ref, pricing.treatment.kind, invoiceTaxId, draft.invoiceCompanyName);
      const number = await freeOrderNumber(tx);
      const inserted = await tx.db
        .insert(orderTable)
        .values({
          id: orderId,
          number,
          userId: ref.userId,
          cartId: cart.id,
          email,
          locale: tx.locale,
          status: "awaiting_payment",
          idempotencyKey,
          shippingAddress: address,
          accessPoint: draft.delivery === "access_point" ? (draft.accessPoint ?? null) : null,
          shippingMethod: {
            source: shipping.source,
            id: shipping.id,
            code: shipping.code,
            carrier: shipping.carrier,
            name: shipping.name,
            names: shipping.names ?? null,
            priceCents: shipping.priceCents,
            minDays: shipping.minDays,
            maxDays: shipping.maxDays,
            serviceCode: shipping.serviceCode,
            toAccessPoint: shipping.toAccessPoint,
          },
          couponCode: pricing.coupon?.code ?? null,
          giftCardCode: totals.giftCardAppliedCents > 0 ? (pricing.giftCard?.code ?? null) : null,
          merchandiseCents: totals.merchandiseCents,
          discountCents: totals.discountCents,
          shippingCents: totals.shippingCents,
          shippingVatCents: totals.shippingVatCents,
          vatCents: totals.vatCents,
          totalCents: totals.totalCents,
          giftCardAppliedCents: totals.giftCardAppliedCents,
          amountDueCents: totals.amountDueCents,
          tax: {
            kind: pricing.treatment.kind,
            country: pricing.treatment.country,
            rateBp: pricing.treatment.rateBp,
            breakdown: totals.vatBreakdown,
            pricesIncludeVat: totals.pricesIncludeVat,
            buyer: totals.buyer,
          },
          payBy: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
          invoiceTaxId: invoiceTo.taxId,
          invoiceCompanyName: invoiceTo.companyName,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: orderTable.idempotencyKey })
        .returning();
      if (inserted.length === 0) throw new IdempotentReplay();
      const lineTotals = new Map(totals.lines.map((l) => [l.key, l]));
      await tx.db.insert(orderLineTable).values(
        lines.map((l, position) => {
          const t = lineTotals.get(l.id);
          if (!t) throw new Error(`no totals for line ${l.id}`);
          return {
            id: createId("orderLine", now.getTime()),
            orderId,
            kind: l.kind,
            productId: l.productId,
            productSlug: l.slug,
            variantId: l.kind === "blank" ? l.variantId : null,
            designId: l.design?.id ?? null,
            quoteId: l.design?.quoteId ?? null,
            designSnapshot:
              l.design?.price && l.kind !== "blank"
                ? {
                    designId: l.design.id,
                    version: l.design.version,
                    name: l.design.name,
                    garmentType: l.garmentType,
                    threeProductId: l.design.threeProductId,
                    document: l.design.document,
                    mode: l.kind === "sample" ? ("sample" as const) : ("bulk" as const),
                    price: l.design.price,
                    frontImageId: l.design.frontImageId,
                    backImageId: l.design.backImageId,
                    blank: l.design.blank,
                  }
                : null,
            sku: l.sku,
            name: l.nameLocalized,
            colorName: l.colorLocalized,
            colorHex: l.colorHex,
            garmentType: l.garmentType,
            sizeCode: l.sizeCode,
            weightGrams: l.weightGrams,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            unitNetCents: t.unitNetCents,
            discountCents: t.discountCents,
            vatRateBp: t.vatRateBp,
            vatCents: t.vatCents,
            totalCents: t.totalCents,
            position,
          };
        }),
      );
      await recordOrderEvent(tx, orderId, {
        type: "status",
        toStatus: "awaiting_payment",
        actor: ref.userId ?? "customer",
      });
      for (const l of lines) {
        // an approved quote ordered at its price is closed by this order
        if (l.design?.quoteId) await acceptQuote(tx, l.design.quoteId, orderId);
      }
      if (totals.amountDueCents === 0) {
        const [order] = await tx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
        if (!order) throw new Error("order vanished");
        await changeOrderStatus(tx, order, "paid", { actor: "system", note: "gift card", set: { paidAt: now } });
        await clearOrderedFromCart(tx, orderId);
        await notifyOrder(tx, orderId, "paid");
        // paid in full by gift card: its invoice-receipt is queued like a card payment's (ADR 0024)
        await queueInvoiceReceipt(tx, orderId);
      }
      return {
        orderId,
        number,
        amountDueCents: totals.amountDueCents,
        status: totals.amountDueCents === 0 ? "paid" : "awaiting_payment",
        replayed: false,
      } satisfies PlacedOrder;
    });
  } catch (error) {
    if (error instanceof IdempotentReplay || isUniqueViolation(error, "orders_idempotency_key_unique")) {
      const found = await findByIdempotencyKey(ctx, idempotencyKey, cart.id);
      if (found) return found;
    }
    if (isUniqueViolation(error, ONE_LIVE_ORDER_PER_CART, true)) {
      // the index's guard (the advisory lock above makes this unreachable): never a 500
      throw new Conflict("This cart is being ordered already; try again in a moment", "CART_ORDER_IN_PROGRESS");
    }
    throw error;
  }
}

/** Thrown inside the transaction when a concurrent submit of the same form won: roll back, return its order. */
class IdempotentReplay extends Error {}

/** The partial unique index behind "one live unpaid order per cart" (orders.sql.ts). */
const ONE_LIVE_ORDER_PER_CART = "orders_one_live_per_cart";

/** A unique violation of `constraint` (or, unless `exact`, of an unnamed one). */
function isUniqueViolation(error: unknown, constraint: string, exact = false): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e?.cause ?? e;
  return c?.code === "23505" && (c.constraint === constraint || (!exact && !c.constraint));
}

async function findByIdempotencyKey(ctx: Ctx, key: string, cartId: string | null): Promise<PlacedOrder | null> {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.idempotencyKey, key));
  if (!order) return null;
  if (order.cartId !== cartId)
    throw new Conflict("This form was already used for another order", "IDEMPOTENCY_KEY_REUSED");
  return {
    orderId: order.id,
    number: order.number,
    amountDueCents: order.amountDueCents,
    status: order.status === "paid" ? "paid" : "awaiting_payment",
    replayed: true,
  };
}

/** The buyer's e-mail: the account's for a signed-in customer, else the guest's (validated). */
async function buyerEmail(ctx: Ctx, ref: CartRef, guestEmail: string | undefined): Promise<string> {
  if (ref.userId) {
    const [user] = await ctx.db.select({ email: auth_user.email }).from(auth_user).where(eq(auth_user.id, ref.userId));
    if (user) return user.email.toLowerCase();
  }
  const parsed = z.email().max(254).safeParse(guestEmail?.trim());
  if (!parsed.success) throw new Invalid("Enter your e-mail address", "email", "EMAIL_REQUIRED");
  return parsed.data.toLowerCase();
}

/** The draft's address, validated with the address book's rules (core/customers/address-schema.ts). */
function validateAddress(address: OrderAddress | undefined): OrderAddress {
  const parsed = addressSchema.safeParse(address ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Invalid("Check the delivery address", String(issue?.path[0] ?? "address"), "ADDRESS_INVALID");
  }
  return parsed.data;
}

/**
 * The draft's tax number for the invoice checked again for the order's address country (the form checked
 * it as typed; the API's draft is only shape-checked), in the order's stored form (core/invoicing/tax-id.ts).
 * @returns null for none (a final-consumer invoice)
 * @throws Invalid (INVOICE_TAX_ID_FORMAT, field `invoiceTaxId`)
 */
function checkedInvoiceTaxId(raw: string | undefined, country: string): string | null {
  const parsed = parseInvoiceTaxId(raw, country);
  if (parsed === null) return null;
  if (!parsed.ok) throw new Invalid("Check the tax number for the invoice", "invoiceTaxId", parsed.code);
  return parsed.taxId;
}

/**
 * Who the invoice is made out to (issue 19; orders.invoice_tax_id / invoice_company_name): the tax number and
 * company given at checkout; for an intra-Community exempt supply, the VIES-valid VAT number the exemption
 * rests on (art. 138 Directive 2006/112/EC: the buyer's number must be on the document) and, unless one was
 * given, the wholesale account's brand name. The company name is kept only with a tax number.
 */
async function invoiceParty(
  ctx: Ctx,
  ref: CartRef,
  treatment: string,
  taxId: string | null,
  companyName: string | undefined,
): Promise<{ taxId: string | null; companyName: string | null }> {
  let id = taxId;
  let company = companyName?.trim() || null;
  if (treatment === "intra_community_exempt") {
    const business = await businessTaxStatus(ctx, ref.userId);
    if (business?.vatNumber) {
      id = business.vatNumber;
      company ??= business.name;
    }
  }
  return { taxId: id, companyName: id ? company : null };
}

/** An order number not taken yet (drawn again on the rare repeat). */
async function freeOrderNumber(ctx: Ctx): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const number = newOrderNumber();
    const [taken] = await ctx.db.select({ id: orderTable.id }).from(orderTable).where(eq(orderTable.number, number));
    if (!taken) return number;
  }
  throw new Error("no free order number after 10 draws");
}

/**
 * Cancels the cart's earlier orders that still await payment (a customer who went back to change
 * the cart, or submitted twice with different forms), giving their stock, coupon use and gift card
 * back, so a cart has one live unpaid order (issue 14). An order with a card or MB WAY attempt under
 * way is replaced too: paying it is refused from now on (start-payment.ts, ORDER_REPLACED) and a
 * payment of it that still succeeds is refunded (apply-payment-status.ts). An order with a Multibanco
 * reference stays: its items already left the cart and the buyer has the reference by e-mail; it
 * lapses with the reference.
 */
async function releaseAbandonedOrders(ctx: Ctx, cartId: string): Promise<void> {
  const open = await ctx.db
    .select()
    .from(orderTable)
    .where(and(eq(orderTable.cartId, cartId), eq(orderTable.status, "awaiting_payment")))
    .for("update");
  for (const order of open) {
    if (order.paymentMethod === "multibanco") continue;
    await changeOrderStatus(ctx, order, "cancelled", { actor: "system", note: ORDER_REPLACED_NOTE });
    await releaseOrderHolds(ctx, order.id);
  }
}

/**
 * True when `orderId` was cancelled because a newer order of its cart replaced it (its history
 * holds the {@link ORDER_REPLACED_NOTE} cancellation): it must not be paid, and money that still
 * arrives for it goes back.
 */
export async function wasReplaced(ctx: Ctx, orderId: string): Promise<boolean> {
  const [event] = await ctx.db
    .select({ id: orderEventTable.id })
    .from(orderEventTable)
    .where(
      and(
        eq(orderEventTable.orderId, orderId),
        eq(orderEventTable.toStatus, "cancelled"),
        eq(orderEventTable.note, ORDER_REPLACED_NOTE),
      ),
    )
    .limit(1);
  return Boolean(event);
}

/**
 * Takes what an order bought out of its cart (issue 4: the cart is kept until the order is paid):
 * each ordered variant's quantity comes off its cart line, lines at zero go, and the draft forgets
 * its coupon and gift card codes. Lines the customer added since stay.
 */
export async function clearOrderedFromCart(ctx: Ctx, orderId: string): Promise<void> {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
  if (!order?.cartId) return;
  const ordered = await ctx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, orderId));
  for (const line of ordered) {
    if (line.designId && line.kind !== "blank") {
      await ctx.db
        .delete(cartLineTable)
        .where(
          and(
            eq(cartLineTable.cartId, order.cartId),
            eq(cartLineTable.designId, line.designId),
            eq(cartLineTable.kind, line.kind),
          ),
        );
      continue;
    }
    if (!line.variantId) continue;
    await ctx.db
      .delete(cartLineTable)
      .where(
        and(
          eq(cartLineTable.cartId, order.cartId),
          eq(cartLineTable.variantId, line.variantId),
          sql`${cartLineTable.quantity} <= ${line.quantity}`,
        ),
      );
    await ctx.db
      .update(cartLineTable)
      .set({ quantity: sql`${cartLineTable.quantity} - ${line.quantity}` })
      .where(
        and(
          eq(cartLineTable.cartId, order.cartId),
          eq(cartLineTable.variantId, line.variantId),
          sql`${cartLineTable.quantity} > ${line.quantity}`,
        ),
      );
  }
  const [cart] = await ctx.db.select().from(cartTable).where(eq(cartTable.id, order.cartId));
  if (cart) {
    const { couponCode: _c, giftCardCode: _g, ...rest } = cart.checkout;
    await ctx.db.update(cartTable).set({ checkout: rest, updatedAt: ctx.now() }).where(eq(cartTable.id, cart.id));
  }
}
