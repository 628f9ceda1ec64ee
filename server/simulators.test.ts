import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RatesClient } from "../integrations/rates/client.ts";
import { loadConfig } from "./config.ts";
import { type SimulatorsProcess, startSimulatorsProcess } from "./simulators.ts";

let sims: SimulatorsProcess;

beforeAll(async () => {
  sims = await startSimulatorsProcess({ basePort: 0, webhookUrl: "http://127.0.0.1:9/api/sibs/webhook" });
});
afterAll(async () => {
  await sims?.close();
});

describe("the simulators as one process (issue 18)", () => {
  it("gives an environment a production instance accepts without ALLOW_SIMULATORS", () => {
    const config = loadConfig({ NODE_ENV: "production", ...sims.env });
    for (const mode of ["SIBS_MODE", "UPS_MODE", "MRW_MODE", "VIES_MODE", "HMRC_MODE", "RATES_MODE"] as const)
      expect(config[mode]).toBe("live");
    expect(config.SIBS_API_URL.startsWith(sims.urls.sibs)).toBe(true);
  });

  it("answers on every URL it prints", async () => {
    for (const url of Object.values(sims.urls)) {
      const res = await fetch(url);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("serves a live-mode client pointed at it (the rates)", async () => {
    const rates = new RatesClient({ primaryUrl: sims.env.RATES_PRIMARY_URL, fallbackUrl: sims.env.RATES_FALLBACK_URL });
    const answer = await rates.getEuroRates();
    expect(answer.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(answer.rates).length).toBeGreaterThan(0);
  });
});
