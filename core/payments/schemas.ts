import { z } from "zod";

/**
 * Input schemas of the payment verbs, shared by the verbs, the API (`POST /api/sibs`,
 * server/api/store) and the payment page's form (ADR 0021 "Forms: Conform + one schema"). Plain Zod
 * with no database imports, so the browser may load it.
 */

/** How an order is paid through SIBS (spec §7, integrations.md §1): hosted card form, MB WAY, Multibanco reference. */
export const PAYMENT_METHODS = ["card", "mbway", "multibanco"] as const;

/** Input of `startPayment` (spec §7 `POST /api/sibs`): the order, the method, and the phone for MB WAY. */
export const startPaymentSchema = z.object({
  orderId: z.string().min(1).max(64),
  method: z.enum(PAYMENT_METHODS),
  /** MB WAY only: a Portuguese mobile number (national `912 345 678` or `+351…`). */
  phone: z.string().trim().max(40).optional(),
  token: z.string().max(100).optional(),
});
export type StartPaymentInput = z.input<typeof startPaymentSchema>;

/**
 * The payment page's form (`/payment?order=…`): the method chosen and, for MB WAY, the phone. The
 * order and its guest token come from the page's URL, not the form.
 */
export const paymentChoiceSchema = startPaymentSchema.pick({ method: true, phone: true });
