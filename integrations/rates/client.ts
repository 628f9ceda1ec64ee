/**
 * The real client of the euro-based currency-rates service (spec §7; integrations.md §5:
 * fawazahmed0/exchange-api, no auth, updated daily, not an official ECB feed).
 *
 * It asks the primary URL (jsDelivr) and, as the service's README asks clients to, the fallback URL
 * (Cloudflare Pages) when the primary fails. Both answer `{"date":"YYYY-MM-DD","eur":{…}}`, a map of
 * 200+ lowercase codes to units per 1 EUR; the client validates it and keeps the shop's eight
 * currencies (core/shared/currency.ts).
 */
import { z } from "zod";
import type { RatesSource } from "../../core/ports/rates-source.ts";
import { Unavailable } from "../../core/shared/errors.ts";
import { CURRENCIES, type CurrencyCode } from "../../core/shared/currency.ts";

/** Primary URL template (integrations.md §5); `{date}` becomes `latest` or `YYYY-MM-DD`. */
export const DEFAULT_RATES_PRIMARY_URL =
  "https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@{date}/v1/currencies/eur.json";
/** Fallback URL template (integrations.md §5); the date is the first label of the host name. */
export const DEFAULT_RATES_FALLBACK_URL = "https://{date}.currency-api.pages.dev/v1/currencies/eur.json";
/** Per-request time limit, in milliseconds, when none is given. */
export const DEFAULT_RATES_TIMEOUT_MS = 5_000;

export interface RatesClientOptions {
  /** Primary URL template containing `{date}`; default {@link DEFAULT_RATES_PRIMARY_URL} (RATES_PRIMARY_URL). */
  primaryUrl?: string;
  /** Fallback URL template containing `{date}`; default {@link DEFAULT_RATES_FALLBACK_URL} (RATES_FALLBACK_URL). */
  fallbackUrl?: string;
  /** Time limit of each request in ms (so at most twice this per call); default 5000. */
  timeoutMs?: number;
}

/** Euro-based rates of one day for the eight display currencies; `eur` is exactly 1. */
export interface EuroRates {
  /** The rates' day, `YYYY-MM-DD`, as the service reports it. */
  date: string;
  /** Units of each currency per 1 EUR. */
  rates: Record<CurrencyCode, number>;
}

/** Why one URL gave no usable rates. */
export interface RatesAttempt {
  url: string;
  reason: "timeout" | "network" | "http" | "invalid-body";
  /** HTTP status when the server answered. */
  status?: number;
  message: string;
}

/**
 * Neither URL gave usable rates (each failed, timed out, or answered with an invalid body). An
 * `Unavailable` (HTTP 503, code `RATES_UNAVAILABLE`): callers keep the cached rates (or EUR only)
 * and retry later — the refresh job retries (spec §4/§8: retried after 5 s).
 */
export class RatesUnavailableError extends Unavailable {
  /** One entry per URL tried, in order. */
  readonly attempts: RatesAttempt[];
  constructor(attempts: RatesAttempt[]) {
    super(
      `Currency rates unavailable: ${attempts.map((a) => `${a.url} → ${a.reason}: ${a.message}`).join("; ")}`,
      "RATES_UNAVAILABLE",
    );
    this.attempts = attempts;
  }
}

const rate = z.number().finite().positive();

/**
 * The part of the service's body the shop relies on: a `YYYY-MM-DD` date and an `eur` map holding a
 * positive number for each of the eight display currencies (eur itself may be absent). Other keys
 * (the 200+ other currencies) pass through unchecked.
 */
export const euroRatesBodySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  eur: z
    .object(
      Object.fromEntries(CURRENCIES.map((c) => [c.code, c.code === "eur" ? rate.optional() : rate])) as Record<
        CurrencyCode,
        typeof rate
      >,
    )
    .loose(),
});

/**
 * Validates a body from the service and picks out the eight currencies (eur forced to 1).
 * @throws z.ZodError when the body does not match {@link euroRatesBodySchema}
 */
export function parseEuroRatesBody(body: unknown): EuroRates {
  const parsed = euroRatesBodySchema.parse(body);
  const rates = Object.fromEntries(
    CURRENCIES.map((c) => [c.code, c.code === "eur" ? 1 : (parsed.eur[c.code] as number)]),
  ) as Record<CurrencyCode, number>;
  return { date: parsed.date, rates };
}

const DATE_ARG = /^(latest|\d{4}-\d{2}-\d{2})$/;

function checkTemplate(template: string, name: string): string {
  if (!template.includes("{date}")) throw new TypeError(`${name} must contain {date}: ${template}`);
  new URL(template.replaceAll("{date}", "latest")); // throws TypeError on a malformed URL
  return template;
}

/**
 * The rates client: implements `RatesSource` (core/ports/rates-source.ts). Uses the global
 * `fetch`; point it at the simulator by passing the simulator's `primaryUrl` / `fallbackUrl`.
 */
export class RatesClient implements RatesSource {
  readonly primaryUrl: string;
  readonly fallbackUrl: string;
  readonly timeoutMs: number;

  /**
   * @throws TypeError when a URL template lacks `{date}` or is not a URL, or timeoutMs is not > 0
   */
  constructor(options: RatesClientOptions = {}) {
    this.primaryUrl = checkTemplate(options.primaryUrl || DEFAULT_RATES_PRIMARY_URL, "primaryUrl");
    this.fallbackUrl = checkTemplate(options.fallbackUrl || DEFAULT_RATES_FALLBACK_URL, "fallbackUrl");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_RATES_TIMEOUT_MS;
    if (!(this.timeoutMs > 0)) throw new TypeError(`timeoutMs must be > 0, got ${this.timeoutMs}`);
  }

  /**
   * Euro-based rates for `date` (`latest`, the default, or `YYYY-MM-DD`): the primary URL first, the
   * fallback when the primary fails in any way (network, timeout, non-2xx, invalid body).
   * @returns the service's date and the eight rates (units per 1 EUR; eur = 1)
   * @throws TypeError when `date` is neither `latest` nor `YYYY-MM-DD`
   * @throws RatesUnavailableError when both URLs fail; `attempts` says why each did
   */
  async getEuroRates(date: "latest" | string = "latest"): Promise<EuroRates> {
    if (!DATE_ARG.test(date)) throw new TypeError(`date must be "latest" or YYYY-MM-DD, got ${date}`);
    const attempts: RatesAttempt[] = [];
    for (const template of [this.primaryUrl, this.fallbackUrl]) {
      const url = template.replaceAll("{date}", date);
      const result = await this.fetchOnce(url);
      if ("rates" in result) return result;
      attempts.push(result);
    }
    throw new RatesUnavailableError(attempts);
  }

  /** One GET with its own timeout; returns the rates or why there are none (never throws). */
  private async fetchOnce(url: string): Promise<EuroRates | RatesAttempt> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { url, reason: "http", status: response.status, message: `HTTP ${response.status}` };
      }
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        return { url, reason: "invalid-body", status: response.status, message: "body is not JSON" };
      }
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError") {
        return { url, reason: "timeout", message: `no answer within ${this.timeoutMs} ms` };
      }
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      return { url, reason: "network", message: `${error instanceof Error ? error.message : String(error)}${cause}` };
    }
    const parsed = euroRatesBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join(", ");
      return { url, reason: "invalid-body", status: response.status, message: issues };
    }
    return parseEuroRatesBody(parsed.data);
  }
}
