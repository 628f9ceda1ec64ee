import { describe, expect, it } from "vitest";
import { Conflict } from "../../../core/shared/errors.ts";
import { returnErrorOf } from "./returns-ui.tsx";

/** An error shaped like a DomainError of the server's copy of core/ (the page build has its own). */
const foreign = (status: number, code: string) => Object.assign(new Error(code), { status, code });

describe("returnErrorOf (issue 14)", () => {
  it("a gateway or carrier outage of another core/ copy: SERVICE_UNAVAILABLE, never the generic failure", () => {
    expect(returnErrorOf(foreign(503, "PAYMENT_GATEWAY_UNAVAILABLE"))).toEqual({ code: "SERVICE_UNAVAILABLE" });
    expect(returnErrorOf(foreign(502, "PAYMENT_GATEWAY_REJECTED"))).toEqual({ code: "SERVICE_UNAVAILABLE" });
  });

  it("a refusal keeps its code; anything else is `default`", () => {
    expect(returnErrorOf(new Conflict("busy", "REFUND_IN_PROGRESS")).code).toBe("REFUND_IN_PROGRESS");
    expect(returnErrorOf(foreign(409, "NOTHING_TO_REFUND")).code).toBe("NOTHING_TO_REFUND");
    expect(returnErrorOf(new Error("boom"))).toEqual({ code: "default" });
  });
});
