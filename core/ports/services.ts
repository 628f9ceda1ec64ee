import type { Database } from "../../db/client.ts";
import type { OrderLinkConfig } from "../orders/order-links.ts";
import type { CachePort } from "./cache.ts";
import type { CarrierPort } from "./carrier.ts";
import type { FileStorage } from "./file-storage.ts";
import type { IdentityPort } from "./identity.ts";
import type { InvoicingPort } from "./invoicing.ts";
import type { InvoicingSettings } from "../invoicing/schemas.ts";
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
  /** The certified invoicing service: FR invoice-receipts and NC credit notes (InvoiceXpress; integrations/invoicexpress/adapter.ts). */
  invoicing: InvoicingPort;
  /** The invoicing settings the composition root was given (read-only; the admin's settings view). */
  invoicingSettings: InvoicingSettings;
  /** How a pending document reaches the job queue (jobs/workers/issue-invoices.ts; like {@link EmailQueue}). */
  invoicingJobs: InvoicingJobQueue;
  /** The in-process cache of data every page reads, invalidated on every instance (server/cache.ts, ADR 0026). */
  cache: CachePort;
}

/**
 * Puts an issuing job for one pending document (`invoices` row) on the job queue, through `db`: the
 * transaction that writes the row, so the job exists exactly when the row does.
 */
export type InvoiceJobDispatcher = (db: Database, job: { invoiceId: string }) => Promise<void>;

/**
 * The process's link from pending documents to the job queue (issue 19, ADR 0024). `dispatcher` is set by the
 * invoicing worker once it runs (jobs/workers/issue-invoices.ts) and null without a job queue; pending rows are
 * still written and the invoicing sweep of an instance that runs the worker queues them.
 */
export interface InvoicingJobQueue {
  dispatcher: InvoiceJobDispatcher | null;
}
