import pino from "pino";
import { describe, expect, it } from "vitest";
import { createCtx } from "../../../core/shared/ctx.ts";
import type { CarrierPort } from "../../../core/ports/carrier.ts";
import { searchAccessPoints } from "./checkout-form.server.ts";
import { testServices } from "../../../tests/setup/services.ts";

/**
 * The checkout's access point search (issue 14): the carrier's errors come from the server's copy
 * of core/ (the page build bundles its own), so they are told apart by shape — an unknown postcode
 * (a 400 of the carrier) is said as such, an outage as "can't be searched right now"; never a 500.
 */

/** An error shaped like the server copy's DomainError subclasses, but of no class this file knows. */
function foreign(status: number, code: string): Error {
  return Object.assign(new Error(code), { status, code });
}

const carriersFailing = (error: unknown): CarrierPort =>
  ({
    accessPoints: () => Promise.reject(error),
  }) as unknown as CarrierPort;
/** A ctx whose carriers fail every access point search with `error`. */
const ctxFailing = (error: unknown) =>
  createCtx({
    services: testServices({ carriers: carriersFailing(error) }),
    db: {} as never,
    log: pino({ level: "silent" }),
  });

describe("searchAccessPoints", () => {
  it("an unknown postcode from the carrier (another copy's Invalid) is said as such", async () => {
    const found = await searchAccessPoints(ctxFailing(foreign(400, "CARRIER_REQUEST_INVALID")), "PT", "0000");
    expect(found).toEqual({ error: "apPostcodeUnknown" });
  });

  it("a carrier outage (another copy's Unavailable) or any other failure: try again later", async () => {
    for (const error of [foreign(503, "CARRIER_UNAVAILABLE"), new Error("socket hang up")]) {
      expect(await searchAccessPoints(ctxFailing(error), "PT", "1200-094")).toEqual({
        error: "apUnavailable",
      });
    }
  });
});
