import { and, count, eq } from "drizzle-orm";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { customerPaymentMethodTable } from "./customers.sql.ts";
import { CARD_DATA_FIELDS, looksLikeCardNumber, paymentMethodSchema } from "./schemas.ts";
import { type PaymentMethodView, toPaymentMethodView } from "./views.ts";

const CARD_DATA_MESSAGE =
  "Card numbers and security codes are never accepted: save the token reference the payment gateway returned";

/** Most payment methods one customer may keep. */
export const MAX_PAYMENT_METHODS = 10;

/**
 * Refuses anything that could be card data before it is validated, stored or logged: a field
 * named like a card number or security code, or any string value with 12+ digits in a row
 * (spaces, dots and hyphens between digits included). The error never repeats the value.
 * @throws Invalid (400, code CARD_DATA_REJECTED) naming the field
 */
export function rejectCardData(input: unknown): void {
  if (typeof input !== "object" || input === null) return;
  for (const [key, value] of Object.entries(input)) {
    if ((CARD_DATA_FIELDS as readonly string[]).includes(key)) {
      throw new Invalid(CARD_DATA_MESSAGE, key, "CARD_DATA_REJECTED");
    }
    if (typeof value === "string" && looksLikeCardNumber(value)) {
      throw new Invalid(CARD_DATA_MESSAGE, key, "CARD_DATA_REJECTED");
    }
  }
}

/**
 * Saves a card the payment gateway has stored (spec §7 `POST /api/customer/payment`): only its
 * token reference and display data. Saving the same token again updates the display data and
 * label (gateways may repeat a notification). Expired cards are refused.
 * @throws Unauthorized | Invalid (CARD_DATA_REJECTED, CARD_EXPIRED) | Conflict (PAYMENT_METHOD_LIMIT) | Invalid (a schema check)
 */
export async function savePaymentMethod(ctx: Ctx, input: unknown): Promise<PaymentMethodView> {
  const { userId } = authorizeUser(ctx, "create", "paymentMethod");
  rejectCardData(input);
  const card = parseInput(paymentMethodSchema, input);
  const now = ctx.now();
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (card.expYear * 12 + card.expMonth < thisMonth) {
    throw new Invalid("The card has expired", "expYear", "CARD_EXPIRED");
  }
  const row = await withTransaction(ctx, async (tx) => {
    const mine = eq(customerPaymentMethodTable.userId, userId);
    const [same] = await tx.db
      .select({ id: customerPaymentMethodTable.id })
      .from(customerPaymentMethodTable)
      .where(
        and(
          mine,
          eq(customerPaymentMethodTable.gateway, card.gateway),
          eq(customerPaymentMethodTable.tokenRef, card.tokenRef),
        ),
      );
    if (!same) {
      const [saved] = await tx.db.select({ n: count() }).from(customerPaymentMethodTable).where(mine);
      if (Number(saved?.n ?? 0) >= MAX_PAYMENT_METHODS) {
        throw new Conflict(`At most ${MAX_PAYMENT_METHODS} payment methods can be saved`, "PAYMENT_METHOD_LIMIT");
      }
    }
    const values = {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      label: card.label,
      updatedAt: tx.now(),
    };
    // a repeated token (also one saved by a concurrent request) updates the display data
    const [saved] = await tx.db
      .insert(customerPaymentMethodTable)
      .values({
        id: createId("paymentMethod", tx.now().getTime()),
        userId,
        gateway: card.gateway,
        tokenRef: card.tokenRef,
        ...values,
        createdAt: tx.now(),
      })
      .onConflictDoUpdate({
        target: [
          customerPaymentMethodTable.userId,
          customerPaymentMethodTable.gateway,
          customerPaymentMethodTable.tokenRef,
        ],
        set: values,
      })
      .returning();
    return saved!;
  });
  return toPaymentMethodView(row);
}
