import type { FileStorage } from "../media/storage.ts";
import type { PaymentGatewayPort } from "../ports/payment-gateway.ts";
import type { CarrierPort } from "../ports/carrier.ts";
import type { VatServicesPort } from "../wholesale/vat-check.ts";
import type { OrderLinkConfig } from "./order-links.ts";

/**
 * The outside services and settings the buying verbs need (issue 4), made once per process by
 * server/services.ts and handed to API handlers and page loaders alike: the carriers (UPS, MRW),
 * the payment gateway (SIBS), the order links' origin and secret, and the attachment storage.
 */
export interface BuyingDeps {
  carriers: CarrierPort;
  gateway: PaymentGatewayPort;
  links: OrderLinkConfig;
  storage: FileStorage;
  /** VIES and HMRC (absent in tests that build the deps by hand: VAT checks then answer 503). */
  vat?: VatServicesPort;
}
