/**
 * How an order is paid through SIBS (spec §7, integrations.md §1): hosted card form, MB WAY, Multibanco reference.
 * A module of its own, without Zod, so pages that only name the methods (app/components/orders/order-format.ts) do
 * not load the payment schemas (issue 17's JS budget); core/payments/schemas.ts re-exports it.
 */
export const PAYMENT_METHODS = ["card", "mbway", "multibanco"] as const;
