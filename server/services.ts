import type { Logger } from "pino";
import { createCtx } from "../core/shared/ctx.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { RatesClient } from "../integrations/rates/client.ts";
import { type RatesSimulator, startRatesSimulator } from "../integrations/rates/simulator.ts";
import { startJobQueue } from "../jobs/queue.ts";
import { registerRefreshCurrencyRates } from "../jobs/workers/refresh-currency-rates.ts";
import type { AuthEmail } from "./auth.ts";
import type { Config } from "./config.ts";

/** What runs beside the HTTP server: outside-service simulators and the job queue. */
export interface Services {
  rates: RatesClient;
  /** Queues an account e-mail (auth flows); sent by the e-mail job after commit. */
  sendEmail(email: AuthEmail): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the outside-service clients (DESIGN rule 7: the simulator in-process when the mode is
 * `simulator`, the default without credentials) and, when JOBS_ENABLED, the pg-boss queue with
 * its workers (currency rates refreshed daily, and at start when stale).
 */
export async function startServices(input: {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
}): Promise<Services> {
  const { config, database, log } = input;
  let simulator: RatesSimulator | undefined;
  let rates: RatesClient;
  if (config.RATES_MODE === "simulator") {
    simulator = await startRatesSimulator();
    rates = new RatesClient({ primaryUrl: simulator.primaryUrl, fallbackUrl: simulator.fallbackUrl });
    log.info({ url: simulator.url }, "currency-rates simulator started");
  } else {
    rates = new RatesClient({ primaryUrl: config.RATES_PRIMARY_URL, fallbackUrl: config.RATES_FALLBACK_URL });
  }
  const boss = config.JOBS_ENABLED ? await startJobQueue(database, log) : undefined;
  if (boss) {
    await registerRefreshCurrencyRates(
      boss,
      () => createCtx({ db: database.db, log: log.child({ job: "rates" }) }),
      rates,
    );
  }
  return {
    rates,
    async sendEmail(email) {
      log.info({ to: email.to, template: email.template, locale: email.locale, url: email.data.url }, "account e-mail");
    },
    async stop() {
      await boss?.stop({ graceful: true, timeout: 10_000 });
      await simulator?.close();
    },
  };
}
