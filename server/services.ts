import type { Logger } from "pino";
import { queueEmail } from "../core/mail/queue-email.ts";
import { createCtx } from "../core/shared/ctx.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createMailTransport } from "../integrations/mail/client.ts";
import { RatesClient } from "../integrations/rates/client.ts";
import { type RatesSimulator, startRatesSimulator } from "../integrations/rates/simulator.ts";
import { startJobQueue } from "../jobs/queue.ts";
import { registerRefreshCurrencyRates } from "../jobs/workers/refresh-currency-rates.ts";
import { registerSendEmail } from "../jobs/workers/send-email.ts";
import { registerSweepPayments } from "../jobs/workers/sweep-payments.ts";
import { registerRecheckVat } from "../jobs/workers/recheck-vat.ts";
import type { BuyingDeps } from "../core/orders/buying-deps.ts";
import type { AuthEmail } from "./auth/better-auth.ts";
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
 * its workers (currency rates refreshed daily, and at start when stale; e-mail delivery over SMTP,
 * or to the dev outbox without SMTP_URL; the payments sweep each minute and the VAT re-check every five
 * minutes when `buying` is given).
 */
export async function startServices(input: {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  /** The buying services; with them, the payments sweep runs every minute. */
  buying?: BuyingDeps;
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
  // SMTP when SMTP_URL is set; otherwise e-mails stay in the dev outbox (ADR 0005)
  const mail = createMailTransport(config);
  if (!mail) {
    const level = config.NODE_ENV === "production" ? "warn" : "info";
    log[level]("SMTP_URL is not set: e-mails go to the dev outbox and the log, not to recipients");
  }
  const boss = config.JOBS_ENABLED ? await startJobQueue(database, log) : undefined;
  if (boss) {
    await registerRefreshCurrencyRates(
      boss,
      () => createCtx({ db: database.db, log: log.child({ job: "rates" }) }),
      rates,
    );
    await registerSendEmail(boss, () => createCtx({ db: database.db, log: log.child({ job: "email" }) }), mail);
    if (input.buying) {
      await registerSweepPayments(
        boss,
        () => createCtx({ db: database.db, log: log.child({ job: "payments" }) }),
        input.buying,
      );
      if (input.buying.vat) {
        await registerRecheckVat(
          boss,
          () => createCtx({ db: database.db, log: log.child({ job: "vat" }) }),
          input.buying.vat,
        );
      }
    }
  }
  return {
    rates,
    async sendEmail(email) {
      const ctx = createCtx({ db: database.db, log });
      const common = { to: email.to, locale: email.locale };
      if (email.template === "password-changed") {
        await queueEmail(ctx, { ...common, template: email.template, data: { name: email.data.name } });
      } else if (email.template === "sign-in-locked") {
        await queueEmail(ctx, {
          ...common,
          template: email.template,
          data: { name: email.data.name, minutes: email.data.waitMinutes ?? 1, resetUrl: email.data.url ?? "" },
        });
      } else {
        // a missing link is refused by queueEmail (Invalid, field data.url)
        await queueEmail(ctx, {
          ...common,
          template: email.template,
          // how long the link works (server/auth/better-auth.ts: verification 24 h, reset 1 h), said in the e-mail
          data: {
            name: email.data.name,
            url: email.data.url ?? "",
            expiresInMinutes: email.template === "verify-email" ? 24 * 60 : 60,
          },
        });
      }
    },
    async stop() {
      await boss?.stop({ graceful: true, timeout: 10_000 });
      mail?.close();
      await simulator?.close();
    },
  };
}
