import type { Services } from "../ports/services.ts";
import type { FileStorage } from "../ports/file-storage.ts";
import type { PaymentGatewayPort } from "../ports/payment-gateway.ts";
import type { CarrierPort } from "../ports/carrier.ts";
import type { VatServicesPort } from "../ports/vat.ts";
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

/** The services in the old shape, for verbs not yet moved to `ctx.services` (issue 16, in progress; deleted with this file). */
export function buyingDepsOf(services: Services): BuyingDeps {
  return {
    gateway: services.payments,
    carriers: services.carriers,
    links: services.links,
    storage: services.storage,
    vat: services.vat,
  };
}
