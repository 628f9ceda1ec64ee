import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HmrcClient, HmrcRequestError, HmrcUnavailableError } from "./client.ts";
import { type HmrcSimulator, startHmrcSimulator } from "./simulator.ts";

let sim: HmrcSimulator;
let client: HmrcClient;

beforeAll(async () => {
  sim = await startHmrcSimulator();
  client = new HmrcClient({
    baseUrl: sim.url,
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
    requesterVrn: "980780684",
  });
});
afterAll(() => sim.close());

describe("HMRC 'Check a UK VAT number' v2 client against the simulator", () => {
  it("a registered VRN: name, address and a consultation number (proof) with the requester", async () => {
    const r = await client.lookup("553557881");
    expect(r).toMatchObject({ valid: true, vatNumber: "553557881", name: "Credite Sberger Donal Inc." });
    expect(r.consultationNumber).toMatch(/^[A-Z]{3}-[A-Z]{3}-[A-Z]{3}$/);
    expect(r.address).toContain("SW97 5CK");
    expect(sim.requests.at(-1)).toMatchObject({ target: "553557881", requester: "980780684", status: 200 });
  });

  it("without a requester: no consultation number", async () => {
    const plain = new HmrcClient({ baseUrl: sim.url, clientId: sim.clientId, clientSecret: sim.clientSecret });
    expect((await plain.lookup("980780684")).consultationNumber).toBeNull();
  });

  it("404 NOT_FOUND is a definite no", async () => {
    sim.setAnswer("123456789", "not_found");
    await expect(client.lookup("123456789")).resolves.toMatchObject({ valid: false });
  });

  it("429 MESSAGE_THROTTLED_OUT and 500 → HmrcUnavailableError (retry later)", async () => {
    sim.setAnswer("111111111", "throttled");
    await expect(client.lookup("111111111")).rejects.toMatchObject({ hmrcCode: "MESSAGE_THROTTLED_OUT" });
    sim.setAnswer("222222222", "error");
    await expect(client.lookup("222222222")).rejects.toBeInstanceOf(HmrcUnavailableError);
  });

  it("400 INVALID_REQUEST for a VRN that is not 9 or 12 digits", async () => {
    const error = await client.lookup("12345").catch((e) => e);
    expect(error).toBeInstanceOf(HmrcRequestError);
    expect(error).toMatchObject({ status: 400, hmrcCode: "INVALID_REQUEST" });
  });

  it("wrong credentials are refused at the token call", async () => {
    const wrong = new HmrcClient({ baseUrl: sim.url, clientId: "x", clientSecret: "y" });
    await expect(wrong.lookup("553557881")).rejects.toMatchObject({ status: 401 });
  });
});
