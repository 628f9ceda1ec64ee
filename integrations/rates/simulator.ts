/**
 * A local stand-in for the euro-based currency-rates service (integrations.md §5,
 * fawazahmed0/exchange-api), started in-process for dev and tests (DESIGN rule 7, `RATES_MODE=simulator`).
 *
 * It serves the real API's body shape, `{"date":"YYYY-MM-DD","eur":{"usd":1.08…,…}}` with lowercase
 * keys, on the real paths of both hosts:
 * - primary (jsDelivr):  `GET /npm/@fawazahmed0/currency-api@{date}/v1/currencies/eur.json` (or `.min.json`)
 * - fallback (Cloudflare Pages, `{date}.currency-api.pages.dev`): a local server cannot have one host
 *   per date, so the date label moves into the path: `GET /fallback/{date}/v1/currencies/eur.json`.
 *   `GET /v1/currencies/eur.json` also answers, taking the date from the Host's first label when it
 *   is a date (else `latest`), as the real fallback host does.
 *
 * `{date}` is `latest` or `YYYY-MM-DD`; anything else is a 404, as on jsDelivr. Rates are
 * deterministic: a fixed base per currency nudged by at most ±1 % by a hash of the date, so two days
 * differ but the same day always gives the same numbers ({@link simulatedEuroRates}).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Rates per 1 EUR the simulator starts from (plausible late-2020s values), before the daily nudge. */
export const SIMULATOR_BASE_RATES: Readonly<Record<string, number>> = Object.freeze({
  eur: 1,
  aud: 1.65,
  cad: 1.5,
  chf: 0.95,
  cny: 7.8,
  gbp: 0.85,
  jpy: 162,
  usd: 1.08,
  // a few of the 200+ others the real map carries, so clients must pick out what they need
  sek: 11.4,
  nok: 11.7,
  dkk: 7.46,
  pln: 4.3,
  brl: 5.9,
  inr: 90.5,
  btc: 0.0000115,
  xau: 0.00042,
});

/** How one host misbehaves: a 503, a 200 with a body of the wrong shape, a 200 that is not JSON, or no answer. */
export type RatesSimulatorFault = "unavailable" | "invalid-body" | "not-json" | "hang";

/** Make the next `times` requests to one host fail with `fault` (default "unavailable"). `Infinity` = always. */
export interface RatesSimulatorFailurePlan {
  times: number;
  fault?: RatesSimulatorFault;
}

/** Failures per host; a bare number means that many "unavailable" (503) answers. */
export interface RatesSimulatorFailures {
  primary?: number | RatesSimulatorFailurePlan;
  fallback?: number | RatesSimulatorFailurePlan;
}

export interface RatesSimulatorOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Initial failure plan (see {@link RatesSimulator.setFailures}). */
  failures?: RatesSimulatorFailures;
  /** Clock that decides what `latest` means (its UTC date); defaults to the wall clock. */
  now?: () => Date;
}

/** A running simulator. */
export interface RatesSimulator {
  /** Base URL, `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** URL template of the primary host, with `{date}` (for RatesClient's `primaryUrl` / RATES_PRIMARY_URL). */
  primaryUrl: string;
  /** URL template of the fallback host, with `{date}` (for RatesClient's `fallbackUrl` / RATES_FALLBACK_URL). */
  fallbackUrl: string;
  /** Requests received so far per host (failed ones included); tests may reset the counters to 0. */
  readonly requests: { primary: number; fallback: number };
  /** Replaces the failure plan; counts start afresh. `setFailures({})` heals both hosts. */
  setFailures(failures: RatesSimulatorFailures): void;
  /** Stops listening and drops open (e.g. hanging) connections. */
  close(): Promise<void>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for `YYYY-MM-DD` naming a real calendar day. */
function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** FNV-1a, 32 bits: a stable small hash so each (date, currency) gets its own nudge. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The `eur` map the simulator serves for `date` (`YYYY-MM-DD`): each base rate × (1 + d), with d a
 * deterministic function of (date, currency) in [-1 %, +1 %], rounded to 6 significant digits;
 * `eur` stays exactly 1. Tests use it to know the expected numbers.
 */
export function simulatedEuroRates(date: string): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const [code, base] of Object.entries(SIMULATOR_BASE_RATES)) {
    if (code === "eur") {
      rates[code] = 1;
      continue;
    }
    const nudge = ((hash(`${date}:${code}`) % 201) - 100) / 10_000;
    rates[code] = Number((base * (1 + nudge)).toPrecision(6));
  }
  return rates;
}

function normalisePlan(plan: number | RatesSimulatorFailurePlan | undefined): Required<RatesSimulatorFailurePlan> {
  if (plan === undefined) return { times: 0, fault: "unavailable" };
  if (typeof plan === "number") return { times: plan, fault: "unavailable" };
  return { times: plan.times, fault: plan.fault ?? "unavailable" };
}

function send(res: ServerResponse, status: number, body: string, type = "application/json; charset=utf-8"): void {
  res.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * Starts the simulator on 127.0.0.1.
 * @param options port (0 = random), an initial failure plan, a clock for `latest`
 * @returns the running simulator: its URLs, request counters, `setFailures`, `close`
 * @throws when the port cannot be bound (e.g. EADDRINUSE)
 */
export async function startRatesSimulator(options: RatesSimulatorOptions = {}): Promise<RatesSimulator> {
  const now = options.now ?? (() => new Date());
  const requests = { primary: 0, fallback: 0 };
  let plans = { primary: normalisePlan(undefined), fallback: normalisePlan(undefined) };
  const setFailures = (failures: RatesSimulatorFailures): void => {
    plans = { primary: normalisePlan(failures.primary), fallback: normalisePlan(failures.fallback) };
  };
  setFailures(options.failures ?? {});

  const route = (req: IncomingMessage): { host: "primary" | "fallback"; date: string } | null => {
    const path = new URL(req.url ?? "/", "http://simulator").pathname;
    const primary = path.match(/^\/npm\/@fawazahmed0\/currency-api@([^/]+)\/v1\/currencies\/eur(?:\.min)?\.json$/);
    if (primary?.[1]) return { host: "primary", date: decodeURIComponent(primary[1]) };
    const fallback = path.match(/^\/fallback\/([^/]+)\/v1\/currencies\/eur(?:\.min)?\.json$/);
    if (fallback?.[1]) return { host: "fallback", date: decodeURIComponent(fallback[1]) };
    if (/^\/v1\/currencies\/eur(?:\.min)?\.json$/.test(path)) {
      const label = (req.headers.host ?? "").split(".")[0] ?? "";
      return { host: "fallback", date: isCalendarDate(label) ? label : "latest" };
    }
    return null;
  };

  const server = createServer((req, res) => {
    const target = req.method === "GET" || req.method === "HEAD" ? route(req) : null;
    if (!target) {
      send(res, 404, "Not Found", "text/plain; charset=utf-8");
      return;
    }
    requests[target.host] += 1;
    const plan = plans[target.host];
    if (plan.times > 0) {
      plan.times -= 1;
      switch (plan.fault) {
        case "hang":
          return; // never answer; close() drops the socket
        case "not-json":
          send(res, 200, "<html>Service temporarily unavailable</html>", "text/html; charset=utf-8");
          return;
        case "invalid-body":
          send(res, 200, JSON.stringify({ date: "latest", eur: { usd: "1.08", gbp: -1 } }));
          return;
        default:
          send(res, 503, "Service Unavailable", "text/plain; charset=utf-8");
          return;
      }
    }
    const date = target.date === "latest" ? now().toISOString().slice(0, 10) : target.date;
    if (!isCalendarDate(date)) {
      send(res, 404, `Couldn't find the requested release version ${target.date}.`, "text/plain; charset=utf-8");
      return;
    }
    send(res, 200, JSON.stringify({ date, eur: simulatedEuroRates(date) }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    primaryUrl: `${url}/npm/@fawazahmed0/currency-api@{date}/v1/currencies/eur.json`,
    fallbackUrl: `${url}/fallback/{date}/v1/currencies/eur.json`,
    requests,
    setFailures,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
