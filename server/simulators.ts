/**
 * The outside-service simulators as one process for a cluster (issue 18, ADR 0025): SIBS, UPS, MRW,
 * VIES, HMRC, the currency rates and InvoiceXpress (issue 19) on fixed ports, so every instance talks to the same stand-ins and
 * SIBS's webhooks go to the load balancer, as the real services would. An instance is pointed at them
 * with the ordinary live-mode settings ({@link SimulatorsProcess.env}: each `*_MODE=live`, the base
 * URLs and the simulators' credentials) instead of starting its own (simulator mode).
 *
 * `npm run simulators` (server/cli/simulators.ts) runs it; `npm run cluster` starts it too.
 */
import { SIMULATOR_REQUESTER_VAT } from "./composition.ts";
import { startHmrcSimulator } from "../integrations/hmrc/simulator.ts";
import { startInvoiceXpressSimulator } from "../integrations/invoicexpress/simulator.ts";
import { startMrwSimulator } from "../integrations/mrw/simulator.ts";
import { startRatesSimulator } from "../integrations/rates/simulator.ts";
import { SIBS_SIMULATOR_TERMINAL_ID, startSibsSimulator } from "../integrations/sibs/simulator.ts";
import { startUpsSimulator } from "../integrations/ups/simulator.ts";
import { startViesSimulator } from "../integrations/vies/simulator.ts";

/**
 * First port of the simulators when none is given: SIBS 4100, UPS 4101, MRW 4102, VIES 4103, HMRC 4104, rates 4105,
 * InvoiceXpress 4106.
 */
export const SIMULATORS_BASE_PORT = 4100;

/** Settings of {@link startSimulatorsProcess}. */
export interface SimulatorsOptions {
  /** SIBS's port; the others follow it in the order above. 0: each on a free port (tests). */
  basePort?: number;
  /** Where SIBS posts its webhooks: the load balancer's `<public URL>/api/sibs/webhook`. */
  webhookUrl: string;
  /** Base64 32-byte key SIBS encrypts its webhooks with; default a fresh random one (in `env`). */
  sibsWebhookSecret?: string;
}

/** The running simulators. */
export interface SimulatorsProcess {
  /** Each simulator's base URL, by service. */
  urls: Record<"sibs" | "ups" | "mrw" | "vies" | "hmrc" | "rates" | "invoicexpress", string>;
  /** The environment an instance needs to use these simulators (README "Configuration" names). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts the seven simulators on 127.0.0.1 (see {@link SIMULATORS_BASE_PORT} for the ports).
 * @throws when a port cannot be bound, or the webhook secret is not a Base64 32-byte key
 */
export async function startSimulatorsProcess(options: SimulatorsOptions): Promise<SimulatorsProcess> {
  const base = options.basePort ?? SIMULATORS_BASE_PORT;
  const port = (offset: number) => (base === 0 ? 0 : base + offset);
  const sibs = await startSibsSimulator({
    port: port(0),
    webhookUrl: options.webhookUrl,
    ...(options.sibsWebhookSecret ? { webhookSecret: options.sibsWebhookSecret } : {}),
  });
  const ups = await startUpsSimulator({ port: port(1) });
  const mrw = await startMrwSimulator({ port: port(2) });
  const vies = await startViesSimulator({ port: port(3) });
  const hmrc = await startHmrcSimulator({ port: port(4) });
  const rates = await startRatesSimulator({ port: port(5) });
  const invoicexpress = await startInvoiceXpressSimulator({ port: port(6) });
  const env: Record<string, string> = {
    SIBS_MODE: "live",
    SIBS_API_URL: sibs.apiUrl,
    SIBS_WIDGET_URL: sibs.widgetUrl,
    SIBS_TOKEN: sibs.token,
    SIBS_CLIENT_ID: sibs.clientId,
    SIBS_TERMINAL_ID: String(SIBS_SIMULATOR_TERMINAL_ID),
    SIBS_WEBHOOK_SECRET: sibs.webhookSecret,
    UPS_MODE: "live",
    UPS_BASE_URL: ups.url,
    UPS_CLIENT_ID: ups.clientId,
    UPS_CLIENT_SECRET: ups.clientSecret,
    UPS_ACCOUNT_NUMBER: "A1B2C3",
    MRW_MODE: "live",
    MRW_SHIPPING_URL: mrw.shippingUrl,
    MRW_TRACKING_URL: mrw.trackingUrl,
    MRW_FRANCHISE: mrw.credentials.franchise,
    MRW_SUBSCRIBER: mrw.credentials.subscriber,
    MRW_USERNAME: mrw.credentials.username,
    MRW_PASSWORD: mrw.credentials.password,
    VIES_MODE: "live",
    VIES_BASE_URL: vies.url,
    VIES_REQUESTER_VAT: SIMULATOR_REQUESTER_VAT,
    HMRC_MODE: "live",
    HMRC_BASE_URL: hmrc.url,
    HMRC_CLIENT_ID: hmrc.clientId,
    HMRC_CLIENT_SECRET: hmrc.clientSecret,
    RATES_MODE: "live",
    RATES_PRIMARY_URL: rates.primaryUrl,
    RATES_FALLBACK_URL: rates.fallbackUrl,
    INVOICING_MODE: "live",
    INVOICEXPRESS_BASE_URL: invoicexpress.url,
    INVOICEXPRESS_ACCOUNT: invoicexpress.account,
    INVOICEXPRESS_API_KEY: invoicexpress.apiKey,
  };
  return {
    urls: {
      sibs: sibs.url,
      ups: ups.url,
      mrw: mrw.url,
      vies: vies.url,
      hmrc: hmrc.url,
      rates: rates.url,
      invoicexpress: invoicexpress.url,
    },
    env,
    async close() {
      for (const sim of [sibs, ups, mrw, vies, hmrc, rates, invoicexpress]) await sim.close();
    },
  };
}
