import type { OrderLinkConfig } from "../orders/order-links.ts";
import type { CarrierPort } from "./carrier.ts";
import type { FileStorage } from "./file-storage.ts";
import type { IdentityPort } from "./identity.ts";
import type { EmailQueue } from "./email-queue.ts";
import type { PaymentGatewayPort } from "./payment-gateway.ts";
import type { RatesSource } from "./rates-source.ts";
import type { VatServicesPort } from "./vat.ts";

/**
 * The outside services a core verb may reach, as `ctx.services` (issue 16, ADR 0021): built once per
 * process by the composition root (server/composition.ts) and shared by API requests, page requests and
 * jobs alike. Each field is a port; its adapter lives with its service in `integrations/<service>/`
 * (Better Auth's identity in server/auth/). Tests build one with tests/setup/services.ts.
 */
export interface Services {
  /** The payment gateway (SIBS: cards, MB WAY, Multibanco; integrations/sibs/adapter.ts). */
  payments: PaymentGatewayPort;
  /** The carriers (UPS rates, access points and labels; MRW labels; integrations/ups + integrations/mrw). */
  carriers: CarrierPort;
  /** VIES and HMRC VAT-number checks (integrations/vies + integrations/hmrc). */
  vat: VatServicesPort;
  /** Uploaded files: artwork, attachments, photos, tech packs (integrations/storage). */
  storage: FileStorage;
  /** The shop's public origin and the secret that signs guest links (orders, returns, tickets, designs). */
  links: OrderLinkConfig;
  /** The euro's exchange rates (ECB reference rates; integrations/rates). */
  rates: RatesSource;
  /** Accounts: sign-in, registration, security (Better Auth, server/auth/identity.ts). */
  identity: IdentityPort;
  /** How queued e-mails reach the job queue (core/mail/queue-email.ts). */
  email: EmailQueue;
}
