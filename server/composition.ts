/**
 * The composition root (issue 16, ADR 0021): the one place that builds the shop's outside services
 * (`ctx.services`, core/ports/services.ts) for a process, and the Better Auth instance that is their
 * identity. API requests, page requests, jobs and scripts all get their ctx from what is built here;
 * no verb is handed a service by hand.
 *
 * DESIGN rule 7: each outside service is its real client (integrations/<service>/client.ts) pointed
 * at its in-process simulator when its mode is `simulator` (the default without credentials; refused
 * in production by loadConfig), at the real service otherwise, adapted to its core port by
 * integrations/<service>/adapter.ts.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Logger } from "pino";
import type { SecondaryStorage } from "better-auth";
import type { CarrierPort } from "../core/ports/carrier.ts";
import type { EmailQueue, QueuedEmailNotice } from "../core/ports/email-queue.ts";
import type { Services } from "../core/ports/services.ts";
import { type ProcessCache, passThroughCache, startCache } from "./cache.ts";
import type { InvoicingSettings } from "../core/invoicing/schemas.ts";
import { type Ctx, createCtx } from "../core/shared/ctx.ts";
import { Unavailable } from "../core/shared/errors.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { HmrcClient } from "../integrations/hmrc/client.ts";
import { InvoiceXpressClient } from "../integrations/invoicexpress/client.ts";
import {
  DEFAULT_INVOICEXPRESS_TAX_NAMES,
  invoiceXpressInvoicing,
  parseInvoiceXpressTaxNames,
} from "../integrations/invoicexpress/adapter.ts";
import { type InvoiceXpressSimulator, startInvoiceXpressSimulator } from "../integrations/invoicexpress/simulator.ts";
import { hmrcVatCheck } from "../integrations/hmrc/adapter.ts";
import { type HmrcSimulator, startHmrcSimulator } from "../integrations/hmrc/simulator.ts";
import { createMailTransport } from "../integrations/mail/client.ts";
import { MrwClient } from "../integrations/mrw/client.ts";
import { mrwCarrier } from "../integrations/mrw/adapter.ts";
import { type MrwSimulator, startMrwSimulator } from "../integrations/mrw/simulator.ts";
import { RatesClient } from "../integrations/rates/client.ts";
import { type RatesSimulator, startRatesSimulator } from "../integrations/rates/simulator.ts";
import { sibsGateway } from "../integrations/sibs/adapter.ts";
import { SibsClient } from "../integrations/sibs/client.ts";
import { type SibsSimulator, startSibsSimulator } from "../integrations/sibs/simulator.ts";
import { localFileStorage } from "../integrations/storage/local-disk.ts";
import { type S3FileStorage, s3FileStorage } from "../integrations/storage/s3.ts";
import { UpsClient } from "../integrations/ups/client.ts";
import { upsCarrier } from "../integrations/ups/adapter.ts";
import { type UpsSimulator, startUpsSimulator } from "../integrations/ups/simulator.ts";
import { ViesClient } from "../integrations/vies/client.ts";
import { viesRequesterOf, viesVatCheck } from "../integrations/vies/adapter.ts";
import { type ViesSimulator, startViesSimulator } from "../integrations/vies/simulator.ts";
import { startJobQueue } from "../jobs/queue.ts";
import { registerRecheckVat } from "../jobs/workers/recheck-vat.ts";
import { type IssueInvoicesOptions, registerIssueInvoices } from "../jobs/workers/issue-invoices.ts";
import { registerRefreshCurrencyRates } from "../jobs/workers/refresh-currency-rates.ts";
import { registerSendEmail } from "../jobs/workers/send-email.ts";
import { registerSweepPayments } from "../jobs/workers/sweep-payments.ts";
import { queueAccountEmail } from "./auth/account-email.ts";
import { type Auth, type AuthEmail, createAuth } from "./auth/better-auth.ts";
import { betterAuthIdentity } from "./auth/identity.ts";
import { type Config, invoicingMode } from "./config.ts";

/** The shop's own address: the shipper on labels and the origin of carrier rates. */
export const SHIPPER = {
  name: "Fabrico",
  phone: "+351253000000",
  address: { lines: ["Rua da Indústria 120"], city: "Barcelos", postcode: "4750-000", country: "PT" },
};

/** The shop's own VAT number used as VIES requester in simulator mode (a well-formed PT number). */
export const SIMULATOR_REQUESTER_VAT = "PT501964843";

/** The simulators this process runs (simulator mode), for tests and the demo that play the customer, bank or carrier. */
export interface Simulators {
  sibs?: SibsSimulator;
  ups?: UpsSimulator;
  mrw?: MrwSimulator;
  vies?: ViesSimulator;
  hmrc?: HmrcSimulator;
  rates?: RatesSimulator;
  invoicexpress?: InvoiceXpressSimulator;
}

/** A composed shop: its services, its auth, a ctx factory for work outside requests, and a stop. */
export interface Shop {
  services: Services;
  auth: Auth;
  /** A ctx for work outside a request (boot, jobs, scripts): anonymous, English, the shop's services. */
  ctx(init?: Partial<Omit<Ctx, "services">>): Ctx;
  /** Origin of the SIBS hosted card form (script and iframe), for the payment page's CSP. */
  paymentFormOrigin: string;
  /** Tells the SIBS simulator where the shop's webhook is, once the server listens. */
  setWebhookUrl(url: string): void;
  /** The SIBS simulator's base URL when one runs (tests and the demo drive it at `/__sim/`). */
  sibsSimulatorUrl: string | null;
  simulators: Simulators;
  /** The process cache behind `services.cache` (server/cache.ts): the page cache empties on its drops. */
  cache: ProcessCache;
  /** Stops the job queue, the mail transport, the simulators and the S3 client (the database is the caller's). */
  stop(): Promise<void>;
}

/** What {@link composeShop} needs from the process. */
export interface ShopInput {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  /** AUTH_SECRET: signs sessions and the shop's guest links. */
  secret: string;
  /** The shop's public origin for links made outside a request (e-mails, jobs). */
  publicUrl: string;
  /** Redis (server/redis-storage.ts) when REDIS_URL is set: sessions and rate limits shared by every instance. */
  secondaryStorage?: SecondaryStorage;
  /**
   * Sends an account e-mail (verify, reset, changed, locked) instead of queueing it in the outbox
   * (tests that read them from memory). Default: queued like every other e-mail.
   */
  sendAccountEmail?: (email: AuthEmail) => Promise<void>;
  /** Test wiring: sees every queued e-mail (the browser journeys' MAIL_LOG_FILE). */
  emailObserver?: (email: QueuedEmailNotice) => Promise<void> | void;
  /** Test wiring: shorter retry delays and PDF polls for the issuing job (default: production's). */
  invoicingJobs?: IssueInvoicesOptions;
}

/**
 * Builds the shop's services for `config` and, when JOBS_ENABLED, starts the pg-boss queue with its
 * workers: currency rates (daily, and at start when stale), e-mail delivery (SMTP, or the dev outbox
 * without SMTP_URL; ADR 0005), the payments sweep each minute, the VAT re-check every five minutes and the
 * issuing of legal documents (ADR 0024; it fills `services.invoicingJobs.dispatcher`, so API requests, pages
 * and jobs of this process queue the issuing job in the transaction that writes the document's row).
 */
export async function composeShop(input: ShopInput): Promise<Shop> {
  const { config, database, log } = input;
  const simulators: Simulators = {};

  // SIBS (payments)
  let sibs: SibsClient;
  let webhookSecret: string;
  if (config.SIBS_MODE === "simulator") {
    const sim = await startSibsSimulator({
      port: config.SIBS_SIMULATOR_PORT,
      log: log.child({ module: "sibs-simulator" }),
    });
    simulators.sibs = sim;
    sibs = new SibsClient({
      baseUrl: sim.apiUrl,
      widgetBaseUrl: sim.widgetUrl,
      token: sim.token,
      clientId: sim.clientId,
      terminalId: 50000,
    });
    webhookSecret = sim.webhookSecret;
    log.info({ url: sim.url }, `SIBS simulator started; approve MB WAY and pay Multibanco at ${sim.url}/__sim/`);
  } else {
    sibs = new SibsClient({
      baseUrl: config.SIBS_API_URL,
      widgetBaseUrl: config.SIBS_WIDGET_URL,
      token: config.SIBS_TOKEN ?? "",
      clientId: config.SIBS_CLIENT_ID ?? "",
      terminalId: config.SIBS_TERMINAL_ID ?? 0,
    });
    webhookSecret = config.SIBS_WEBHOOK_SECRET ?? "";
  }

  // UPS and MRW (carriers)
  let ups: UpsClient;
  if (config.UPS_MODE === "simulator") {
    const sim = await startUpsSimulator();
    simulators.ups = sim;
    ups = new UpsClient({
      baseUrl: sim.url,
      clientId: sim.clientId,
      clientSecret: sim.clientSecret,
      accountNumber: "A1B2C3",
      shipper: SHIPPER,
    });
  } else {
    ups = new UpsClient({
      baseUrl: config.UPS_BASE_URL,
      clientId: config.UPS_CLIENT_ID ?? "",
      clientSecret: config.UPS_CLIENT_SECRET ?? "",
      accountNumber: config.UPS_ACCOUNT_NUMBER ?? "",
      shipper: SHIPPER,
    });
  }
  let mrw: MrwClient;
  if (config.MRW_MODE === "simulator") {
    const sim = await startMrwSimulator();
    simulators.mrw = sim;
    mrw = new MrwClient({ shippingUrl: sim.shippingUrl, trackingUrl: sim.trackingUrl, ...sim.credentials });
  } else {
    mrw = new MrwClient({
      shippingUrl: config.MRW_SHIPPING_URL,
      trackingUrl: config.MRW_TRACKING_URL,
      franchise: config.MRW_FRANCHISE ?? "",
      subscriber: config.MRW_SUBSCRIBER ?? "",
      department: config.MRW_DEPARTMENT,
      username: config.MRW_USERNAME ?? "",
      password: config.MRW_PASSWORD ?? "",
    });
  }
  const byUps = upsCarrier(ups);
  const byMrw = mrwCarrier(mrw);
  const carriers: CarrierPort = {
    upsRates: (i) => byUps.upsRates(i),
    accessPoints: (i) => byUps.accessPoints(i),
    ship: (i) => (i.carrier === "mrw" ? byMrw : byUps).ship(i),
    voidShipment: (i) => (i.carrier === "mrw" ? byMrw : byUps).voidShipment(i),
    track: (i) => (i.carrier === "mrw" ? byMrw : byUps).track(i),
  };

  // VIES and HMRC (VAT numbers)
  let vies: ViesClient;
  if (config.VIES_MODE === "simulator") {
    const sim = await startViesSimulator();
    simulators.vies = sim;
    vies = new ViesClient({ baseUrl: sim.url, requester: viesRequesterOf(SIMULATOR_REQUESTER_VAT) });
  } else {
    vies = new ViesClient({ baseUrl: config.VIES_BASE_URL, requester: viesRequesterOf(config.VIES_REQUESTER_VAT) });
  }
  let hmrc: HmrcClient;
  if (config.HMRC_MODE === "simulator") {
    const sim = await startHmrcSimulator();
    simulators.hmrc = sim;
    hmrc = new HmrcClient({
      baseUrl: sim.url,
      clientId: sim.clientId,
      clientSecret: sim.clientSecret,
      requesterVrn: "980780684",
    });
  } else {
    hmrc = new HmrcClient({
      baseUrl: config.HMRC_BASE_URL,
      clientId: config.HMRC_CLIENT_ID ?? "",
      clientSecret: config.HMRC_CLIENT_SECRET ?? "",
      requesterVrn: config.HMRC_REQUESTER_VRN ?? null,
    });
  }
  const vatLog = log.child({ module: "vat" });

  // Currency rates (ECB)
  let rates: RatesClient;
  if (config.RATES_MODE === "simulator") {
    const sim = await startRatesSimulator();
    simulators.rates = sim;
    rates = new RatesClient({ primaryUrl: sim.primaryUrl, fallbackUrl: sim.fallbackUrl });
    log.info({ url: sim.url }, "currency-rates simulator started");
  } else {
    rates = new RatesClient({ primaryUrl: config.RATES_PRIMARY_URL, fallbackUrl: config.RATES_FALLBACK_URL });
  }

  // InvoiceXpress (legal invoices, issue 19)
  let invoiceXpress: InvoiceXpressClient;
  const invoicingModeOfShop = invoicingMode(config);
  if (invoicingModeOfShop === "simulator") {
    const sim = await startInvoiceXpressSimulator({ port: config.INVOICEXPRESS_SIMULATOR_PORT ?? 0 });
    simulators.invoicexpress = sim;
    invoiceXpress = new InvoiceXpressClient({ account: sim.account, apiKey: sim.apiKey, baseUrl: sim.url });
    log.info({ url: sim.url }, "InvoiceXpress simulator started");
  } else {
    invoiceXpress = new InvoiceXpressClient({
      account: config.INVOICEXPRESS_ACCOUNT ?? "",
      apiKey: config.INVOICEXPRESS_API_KEY ?? "",
      baseUrl: config.INVOICEXPRESS_BASE_URL,
    });
  }
  const taxNames = config.INVOICEXPRESS_TAX_NAMES
    ? parseInvoiceXpressTaxNames(config.INVOICEXPRESS_TAX_NAMES)
    : [...DEFAULT_INVOICEXPRESS_TAX_NAMES];
  const sequenceIds = {
    ...(config.INVOICEXPRESS_SEQUENCE_FR ? { FR: config.INVOICEXPRESS_SEQUENCE_FR } : {}),
    ...(config.INVOICEXPRESS_SEQUENCE_NC ? { NC: config.INVOICEXPRESS_SEQUENCE_NC } : {}),
  };
  const invoicing = invoiceXpressInvoicing(invoiceXpress, {
    sequenceIds,
    taxNames,
    exemptTaxName: config.INVOICEXPRESS_EXEMPT_TAX,
  });
  const invoicingSettings: InvoicingSettings = {
    mode: invoicingModeOfShop,
    account:
      invoicingModeOfShop === "simulator"
        ? (simulators.invoicexpress?.account ?? null)
        : (config.INVOICEXPRESS_ACCOUNT ?? null),
    series: { FR: config.INVOICEXPRESS_SEQUENCE_FR ?? null, NC: config.INVOICEXPRESS_SEQUENCE_NC ?? null },
    taxMap: Object.fromEntries(taxNames.map((t) => [`${t.region}:${t.ratePercent}`, t.name])),
    exemptTaxName: config.INVOICEXPRESS_EXEMPT_TAX ?? "IVA0",
    fromEnvironment: true,
  };

  const uploadsDir =
    config.UPLOADS_DIR ??
    (config.DATA_DIR.startsWith("memory://")
      ? join(tmpdir(), `fabrico-uploads-${process.pid}`)
      : join(config.DATA_DIR, "uploads"));
  // Files: the S3-compatible bucket every instance shares when S3_BUCKET is set (ADR 0023), else local disk.
  const bucket: S3FileStorage | undefined = config.S3_BUCKET
    ? s3FileStorage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION ?? "us-east-1",
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        timeoutMs: config.S3_TIMEOUT_MS,
        maxAttempts: config.S3_MAX_ATTEMPTS,
      })
    : undefined;
  if (bucket) log.info({ bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT ?? "AWS S3" }, "files in S3 storage");
  const email: EmailQueue = { dispatcher: null, observer: input.emailObserver ?? null };

  // Better Auth needs to queue e-mails (a ctx with these services), and is itself the identity service.
  const auth = createAuth({
    secondaryStorage: input.secondaryStorage,
    config,
    db: database.db,
    log: log.child({ module: "auth" }),
    secret: input.secret,
    sendEmail: (mail) => (input.sendAccountEmail ? input.sendAccountEmail(mail) : queueAccountEmail(ctx(), mail)),
  });
  const cache = await startCache(database, log.child({ module: "cache" }));
  const services: Services = {
    payments: sibsGateway(sibs, webhookSecret),
    carriers,
    vat: { ...viesVatCheck(vies, vatLog), ...hmrcVatCheck(hmrc, vatLog) },
    storage: bucket ?? localFileStorage(uploadsDir),
    links: { publicUrl: input.publicUrl, linkSecret: input.secret },
    rates,
    identity: betterAuthIdentity(auth),
    email,
    invoicing,
    invoicingSettings,
    invoicingJobs: { dispatcher: null },
    cache,
  };
  const ctx = (init: Partial<Omit<Ctx, "services">> = {}): Ctx =>
    createCtx({ db: database.db, log, ...init, services });

  // SMTP when SMTP_URL is set; otherwise e-mails stay in the dev outbox (ADR 0005)
  const mail = createMailTransport(config);
  if (!mail) {
    const level = config.NODE_ENV === "production" ? "warn" : "info";
    log[level]("SMTP_URL is not set: e-mails go to the dev outbox and the log, not to recipients");
  }
  const boss = config.JOBS_ENABLED ? await startJobQueue(database, log) : undefined;
  if (boss) {
    await registerRefreshCurrencyRates(boss, () => ctx({ log: log.child({ job: "rates" }) }));
    await registerSendEmail(boss, () => ctx({ log: log.child({ job: "email" }) }), mail);
    await registerSweepPayments(boss, () => ctx({ log: log.child({ job: "payments" }) }));
    await registerRecheckVat(boss, () => ctx({ log: log.child({ job: "vat" }) }));
    await registerIssueInvoices(boss, () => ctx({ log: log.child({ job: "invoicing" }) }), input.invoicingJobs);
  }

  return {
    services,
    auth,
    ctx,
    cache,
    paymentFormOrigin: new URL(sibs.widgetBaseUrl).origin,
    setWebhookUrl: (url) => simulators.sibs?.setWebhookUrl(url),
    sibsSimulatorUrl: simulators.sibs?.url ?? null,
    simulators,
    async stop() {
      await boss?.stop({ graceful: true, timeout: 10_000 });
      mail?.close();
      for (const sim of Object.values(simulators)) await sim?.close();
      bucket?.destroy();
      await cache.close();
    },
  };
}

/** A port whose every call fails as an outside service that could not answer (HTTP 503), naming it. */
function unavailablePort<T extends object>(service: string): T {
  return new Proxy({} as T, {
    get: (_target, call) => {
      if (call === "then") return undefined;
      // throws at the call (not a rejected promise), so synchronous calls such as decryptNotification fail too
      return () => {
        throw new Unavailable(`${service} is not available in this process (${String(call)})`, "SERVICE_UNAVAILABLE");
      };
    },
  });
}

/**
 * Services without any outside service, for scripts that only touch the database (the demo seed,
 * benchmarks) and for domain tests (tests/setup/services.ts): files on local disk in `uploadsDir`,
 * links to `publicUrl` signed with `linkSecret`, no job queue for e-mails (they stay in the outbox for
 * the sweep); payments, carriers, rates, identity and invoicing answer 503 (`Unavailable`, SERVICE_UNAVAILABLE) and
 * the VAT services `unavailable` (their port never throws, core/ports/vat.ts).
 */
export function offlineServices(input: { publicUrl: string; linkSecret: string; uploadsDir: string }): Services {
  const notConfigured = () => ({
    status: "unavailable" as const,
    errorCode: "NOT_CONFIGURED",
    proof: null,
    name: null,
    address: null,
    checkedAt: new Date(),
  });
  return {
    payments: unavailablePort("the payment gateway"),
    carriers: unavailablePort("the carriers"),
    vat: { checkEu: async () => notConfigured(), checkUk: async () => notConfigured() },
    rates: unavailablePort("the rates source"),
    identity: unavailablePort("the identity provider"),
    invoicing: unavailablePort("the invoicing service"),
    invoicingSettings: {
      mode: "off",
      account: null,
      series: { FR: null, NC: null },
      taxMap: {},
      exemptTaxName: null,
      fromEnvironment: true,
    },
    invoicingJobs: { dispatcher: null },
    storage: localFileStorage(input.uploadsDir),
    links: { publicUrl: input.publicUrl, linkSecret: input.linkSecret },
    email: { dispatcher: null, observer: null },
    cache: passThroughCache(),
  };
}
