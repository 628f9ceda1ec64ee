import type { AccessPointSnapshot, OrderAddress } from "../orders/snapshots.ts";
import { Invalid } from "../shared/errors.ts";
import { type Localized, pickLocale } from "../shared/locale.ts";

/** The ways to pay through SIBS (spec §7). */
export type PaymentMethod = "card" | "mbway" | "multibanco";

/** How long a Multibanco reference stays payable, in days (SIBS's paymentReference.finalDatetime). */
export const MULTIBANCO_DAYS = 3;

/** How long an MB WAY request waits for the customer's approval in the app, in minutes. */
export const MBWAY_WINDOW_MINUTES = 5;

/**
 * The methods offered for an order (issue 15): MB WAY and Multibanco are Portuguese schemes (an MB
 * WAY app on a +351 phone, a Portuguese bank's ATM or home banking), so they are offered only when
 * the order goes to Portugal (the access point's country, else the delivery address's); the card
 * works everywhere.
 * @param order the order's delivery: address and optional access point (ISO country codes)
 * @returns the methods in the order the payment page lists them
 */
export function paymentMethodsFor(order: {
  shippingAddress: Pick<OrderAddress, "country"> | null;
  accessPoint?: { address: Pick<AccessPointSnapshot["address"], "country"> } | null;
}): PaymentMethod[] {
  const country = (order.accessPoint?.address.country ?? order.shippingAddress?.country ?? "").toUpperCase();
  return country === "PT" ? ["card", "mbway", "multibanco"] : ["card"];
}

const UNAVAILABLE: Localized = {
  en: "MB WAY and Multibanco are only available for orders delivered in Portugal. Please pay by card.",
  pt: "MB WAY e Multibanco só estão disponíveis para encomendas entregues em Portugal. Pague com cartão.",
  es: "MB WAY y Multibanco solo están disponibles para pedidos entregados en Portugal. Paga con tarjeta.",
};

/**
 * Refuses a method {@link paymentMethodsFor} does not offer for the order.
 * @throws Invalid (400, PAYMENT_METHOD_UNAVAILABLE, field `method`) with the message in `locale`
 */
export function assertPaymentMethodOffered(
  method: PaymentMethod,
  order: Parameters<typeof paymentMethodsFor>[0],
  locale: Parameters<typeof pickLocale>[1],
): void {
  if (!paymentMethodsFor(order).includes(method)) {
    throw new Invalid(pickLocale(UNAVAILABLE, locale), "method", "PAYMENT_METHOD_UNAVAILABLE");
  }
}
