import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ViesClient, ViesRequestError, ViesUnavailableError } from "./client.ts";
import { type ViesSimulator, startViesSimulator } from "./simulator.ts";

let sim: ViesSimulator;
let client: ViesClient;

beforeAll(async () => {
  sim = await startViesSimulator();
  client = new ViesClient({ baseUrl: sim.url, requester: { countryCode: "PT", vatNumber: "501964843" } });
});
afterAll(() => sim.close());

describe("VIES client against the simulator", () => {
  it("a valid number: name, address and the request identifier (proof) with a requester", async () => {
    const r = await client.checkVatNumber("ES", "A58818501");
    expect(r).toMatchObject({ countryCode: "ES", vatNumber: "A58818501", valid: true });
    expect(r.requestIdentifier).toMatch(/^WAPI[A-Z0-9]{12}$/);
    expect(r.name).toContain("Simulated");
    expect(sim.requests.at(-1)).toMatchObject({ requester: "PT501964843" });
  });

  it("without a requester VIES gives no request identifier", async () => {
    const plain = new ViesClient({ baseUrl: sim.url });
    expect((await plain.checkVatNumber("DE", "136695976")).requestIdentifier).toBeNull();
  });

  it("INVALID is a real no: valid false, name '---' read as null", async () => {
    sim.setAnswer("ES", "B00000000", "invalid");
    const r = await client.checkVatNumber("ES", "B00000000");
    expect(r).toMatchObject({ valid: false, name: null, address: null });
  });

  it.each(["MS_UNAVAILABLE", "TIMEOUT", "SERVICE_UNAVAILABLE", "MS_MAX_CONCURRENT_REQ", "GLOBAL_MAX_CONCURRENT_REQ"])(
    "%s (HTTP 200 with errorWrappers) → ViesUnavailableError, not a no",
    async (code) => {
      sim.setAnswer("FR", "40303830458", code);
      const error = await client.checkVatNumber("FR", "40303830458").catch((e) => e);
      expect(error).toBeInstanceOf(ViesUnavailableError);
      expect(error.viesCode).toBe(code);
      expect(error.status).toBe(503);
    },
  );

  it("a member state down answers MS_UNAVAILABLE until it is back", async () => {
    sim.setCountryAvailable("IT", false);
    await expect(client.checkVatNumber("IT", "00743960015")).rejects.toMatchObject({ viesCode: "MS_UNAVAILABLE" });
    sim.setCountryAvailable("IT", true);
    await expect(client.checkVatNumber("IT", "00743960015")).resolves.toMatchObject({ valid: true });
  });

  it.each(["INVALID_INPUT", "VAT_BLOCKED", "IP_BLOCKED", "INVALID_REQUESTER_INFO"])(
    "%s → ViesRequestError",
    async (code) => {
      sim.setAnswer("NL", "004495445B01", code);
      await expect(client.checkVatNumber("NL", "004495445B01")).rejects.toBeInstanceOf(ViesRequestError);
    },
  );

  it("no answer in time → TIMEOUT; nobody listening → NETWORK", async () => {
    const slow = new ViesClient({
      baseUrl: sim.url,
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_r, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    });
    await expect(slow.checkVatNumber("ES", "A58818501")).rejects.toMatchObject({ viesCode: "TIMEOUT" });
    const down = new ViesClient({ baseUrl: "http://127.0.0.1:9" });
    await expect(down.checkVatNumber("ES", "A58818501")).rejects.toMatchObject({ viesCode: "NETWORK" });
  });

  it("the simulator's test service answers VIES's test numbers", async () => {
    const post = (vatNumber: string) =>
      fetch(`${sim.url}/check-vat-test-service`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ countryCode: "ES", vatNumber }),
      }).then((r) => r.json());
    expect(await post("100")).toMatchObject({ valid: true });
    expect(await post("200")).toMatchObject({ valid: false });
    expect(await post("301")).toMatchObject({ actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE" }] });
    expect(await post("302")).toMatchObject({ errorWrappers: [{ error: "TIMEOUT" }] });
  });

  it("check-status lists each member state's availability", async () => {
    sim.setCountryAvailable("DE", false);
    const status = await client.checkStatus();
    expect(status.available).toBe(true);
    expect(status.countries.DE).toBe("Unavailable");
    expect(status.countries.ES).toBe("Available");
    sim.setCountryAvailable("DE", true);
  });
});
