import type { OrderLinkConfig } from "../orders/order-links.ts";
import type { PaymentGatewayPort } from "../ports/payment-gateway.ts";

/** What the payment verbs need besides the database: the gateway and the order links' config. */
export interface PaymentDeps {
  gateway: PaymentGatewayPort;
  links: OrderLinkConfig;
}

/** How long a Multibanco reference stays payable, in days (SIBS's paymentReference.finalDatetime). */
export const MULTIBANCO_DAYS = 3;

/** How long an MB WAY request waits for the customer's approval in the app, in minutes. */
export const MBWAY_WINDOW_MINUTES = 5;
