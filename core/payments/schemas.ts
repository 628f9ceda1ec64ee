import { z } from "zod";
import { PAYMENT_METHODS } from "./method-names.ts";

/**
 * Input schemas of the payment verbs, shared by the verbs, the API (`POST /api/sibs`,
 * server/api/store) and the payment page's form (ADR 0021 "Forms: Conform + one schema"). Plain Zod
 * with no database imports, so the browser may load it.
 */

export { PAYMENT_METHODS };

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

/** Why money was given back (shown in the admin and the refunds list). */
export const REFUND_REASONS = ["customer_request", "return", "damaged", "not_delivered", "cancelled", "other"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Input of `refundPayment` (core/payments/refund-payment.ts). `amountCents` (EUR cents, > 0) is what to
 * give back; omitted, it is everything not yet refunded. `idempotencyKey` comes from the form (one per
 * submit) or from the returns flow (e.g. `return:<rma id>`), so a double click or a retried job refunds
 * once. The admin order page's refund form is built from its fields.
 */
export const refundPaymentSchema = z.object({
  orderId: z.string().min(1).max(64),
  amountCents: z.number().int().positive().max(100_000_000).optional(),
  reason: z.enum(REFUND_REASONS).default("customer_request"),
  note: z.string().trim().max(500).optional(),
  idempotencyKey: z.string().trim().min(8).max(120),
  returnId: z.string().max(64).optional(),
});
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>;
