import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Unavailable } from "../../core/shared/errors.ts";
import { RatesClient, RatesUnavailableError, parseEuroRatesBody } from "./client.ts";
import { type RatesSimulator, simulatedEuroRates, startRatesSimulator } from "./simulator.ts";

const TODAY = "2026-11-23";
let sim: RatesSimulator;
let client: RatesClient;

beforeAll(async () => {
  sim = await startRatesSimulator({ now: () => new Date(`${TODAY}T10:00:00Z`) });
  client = new RatesClient({ primaryUrl: sim.primaryUrl, fallbackUrl: sim.fallbackUrl, timeoutMs: 500 });
});

afterAll(async () => {
  await sim.close();
});

beforeEach(() => {
  sim.setFailures({});
  sim.requests.primary = 0;
  sim.requests.fallback = 0;
});

function expectedRates(date: string) {
  const all = simulatedEuroRates(date);
  return { aud: all.aud, eur: 1, cad: all.cad, chf: all.chf, cny: all.cny, gbp: all.gbp, jpy: all.jpy, usd: all.usd };
}

describe("RatesClient against the simulator", () => {
  it("gets the latest rates from the primary URL and keeps only the eight currencies", async () => {
    const result = await client.getEuroRates();
    expect(result).toEqual({ date: TODAY, rates: expectedRates(TODAY) });
    expect(Object.keys(result.rates).sort()).toEqual(["aud", "cad", "chf", "cny", "eur", "gbp", "jpy", "usd"]);
    expect(result.rates.usd).toBeGreaterThan(1.06);
    expect(result.rates.usd).toBeLessThan(1.1);
    expect(result.rates.jpy).toBeGreaterThan(158);
    expect(sim.requests).toEqual({ primary: 1, fallback: 0 });
  });

  it("asks for a given date", async () => {
    const result = await client.getEuroRates("2026-01-15");
    expect(result).toEqual({ date: "2026-01-15", rates: expectedRates("2026-01-15") });
    expect(result.rates).not.toEqual(expectedRates(TODAY));
  });

  it("uses the fallback URL when the primary answers 503", async () => {
    sim.setFailures({ primary: 1 });
    const result = await client.getEuroRates();
    expect(result.date).toBe(TODAY);
    expect(result.rates).toEqual(expectedRates(TODAY));
    expect(sim.requests).toEqual({ primary: 1, fallback: 1 });
  });

  it("uses the fallback URL when the primary's body is invalid or not JSON", async () => {
    sim.setFailures({ primary: { times: 1, fault: "invalid-body" } });
    expect((await client.getEuroRates()).rates).toEqual(expectedRates(TODAY));
    sim.setFailures({ primary: { times: 1, fault: "not-json" } });
    expect((await client.getEuroRates()).rates).toEqual(expectedRates(TODAY));
    expect(sim.requests).toEqual({ primary: 2, fallback: 2 });
  });

  it("uses the fallback URL when the primary times out", async () => {
    sim.setFailures({ primary: { times: 1, fault: "hang" } });
    const started = Date.now();
    expect((await client.getEuroRates()).rates).toEqual(expectedRates(TODAY));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(sim.requests).toEqual({ primary: 1, fallback: 1 });
  });

  it("throws RatesUnavailableError when both URLs fail", async () => {
    sim.setFailures({ primary: 1, fallback: { times: 1, fault: "hang" } });
    const error = await client.getEuroRates().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RatesUnavailableError);
    expect(error).toBeInstanceOf(Unavailable);
    const rates = error as RatesUnavailableError;
    expect(rates.code).toBe("RATES_UNAVAILABLE");
    expect(rates.status).toBe(503);
    expect(rates.attempts.map((a) => [a.reason, a.status])).toEqual([
      ["http", 503],
      ["timeout", undefined],
    ]);
    expect(rates.attempts[0]?.url).toBe(sim.primaryUrl.replace("{date}", "latest"));
    expect(rates.attempts[1]?.url).toBe(sim.fallbackUrl.replace("{date}", "latest"));
  });

  it("rejects an invalid body from both URLs", async () => {
    sim.setFailures({ primary: { times: 1, fault: "invalid-body" }, fallback: { times: 1, fault: "invalid-body" } });
    const error = (await client.getEuroRates().catch((e: unknown) => e)) as RatesUnavailableError;
    expect(error).toBeInstanceOf(RatesUnavailableError);
    expect(error.attempts.map((a) => a.reason)).toEqual(["invalid-body", "invalid-body"]);
    expect(error.attempts[0]?.message).toMatch(/eur\.usd/);
  });

  it("reports a 404 (unknown date) and an unreachable host", async () => {
    const offline = new RatesClient({
      primaryUrl: sim.primaryUrl,
      fallbackUrl: "http://127.0.0.1:1/{date}/v1/currencies/eur.json",
      timeoutMs: 500,
    });
    const error = (await offline.getEuroRates("2026-02-30").catch((e: unknown) => e)) as RatesUnavailableError;
    expect(error).toBeInstanceOf(RatesUnavailableError);
    expect(error.attempts.map((a) => [a.reason, a.status])).toEqual([
      ["http", 404],
      ["network", undefined],
    ]);
  });

  it("rejects a malformed date argument and bad options before any request", async () => {
    await expect(client.getEuroRates("2026.11.23")).rejects.toThrow(TypeError);
    await expect(client.getEuroRates("../usd")).rejects.toThrow(TypeError);
    expect(sim.requests).toEqual({ primary: 0, fallback: 0 });
    expect(() => new RatesClient({ primaryUrl: "http://127.0.0.1/eur.json" })).toThrow(TypeError);
    expect(() => new RatesClient({ fallbackUrl: "not a url {date}" })).toThrow(TypeError);
    expect(() => new RatesClient({ timeoutMs: 0 })).toThrow(TypeError);
  });

  it("defaults to the real service's URLs (integrations.md §5)", () => {
    const real = new RatesClient();
    expect(real.primaryUrl).toBe(
      "https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@{date}/v1/currencies/eur.json",
    );
    expect(real.fallbackUrl).toBe("https://{date}.currency-api.pages.dev/v1/currencies/eur.json");
  });
});

describe("the simulator's other paths", () => {
  it("serves the fallback path with the date in the Host's first label, like {date}.currency-api.pages.dev", async () => {
    const response = await fetch(`${sim.url}/v1/currencies/eur.min.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ date: TODAY, eur: { eur: 1 } });
  });

  it("answers 404 to unknown paths", async () => {
    expect((await fetch(`${sim.url}/v1/currencies/usd.json`)).status).toBe(404);
  });
});

describe("parseEuroRatesBody", () => {
  it("accepts a body shaped like the real one and forces eur to 1", () => {
    const body = {
      date: "2026-11-20",
      eur: {
        "1inch": 3.1,
        aud: 1.6,
        cad: 1.49,
        chf: 0.94,
        cny: 7.7,
        eur: 1,
        gbp: 0.84,
        jpy: 161.2,
        usd: 1.07,
        xau: 0.0004,
      },
    };
    expect(parseEuroRatesBody(body)).toEqual({
      date: "2026-11-20",
      rates: { aud: 1.6, eur: 1, cad: 1.49, chf: 0.94, cny: 7.7, gbp: 0.84, jpy: 161.2, usd: 1.07 },
    });
    const { eur: _eur, ...withoutEur } = body.eur;
    expect(parseEuroRatesBody({ ...body, eur: withoutEur }).rates.eur).toBe(1);
  });

  it("rejects a missing currency, a zero or string rate, a bad date", () => {
    const good = { aud: 1.6, cad: 1.49, chf: 0.94, cny: 7.7, gbp: 0.84, jpy: 161.2, usd: 1.07 };
    const { jpy: _jpy, ...noJpy } = good;
    expect(() => parseEuroRatesBody({ date: "2026-11-20", eur: noJpy })).toThrow();
    expect(() => parseEuroRatesBody({ date: "2026-11-20", eur: { ...good, usd: 0 } })).toThrow();
    expect(() => parseEuroRatesBody({ date: "2026-11-20", eur: { ...good, usd: "1.07" } })).toThrow();
    expect(() => parseEuroRatesBody({ date: "2026.11.20", eur: good })).toThrow();
    expect(() => parseEuroRatesBody({ date: "2026-11-20", usd: good })).toThrow();
    expect(() => parseEuroRatesBody(null)).toThrow();
  });
});
