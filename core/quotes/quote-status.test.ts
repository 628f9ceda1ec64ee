import { describe, expect, it } from "vitest";
import { Conflict, Forbidden, Invalid } from "../shared/errors.ts";
import {
  FINAL_QUOTE_STATUSES,
  QUOTE_STATUSES,
  type QuoteActor,
  type QuoteStatus,
  QuoteStatusConflict,
  assertQuoteTransition,
  canMoveQuote,
} from "./quote-status.ts";

/** Every legal move and who makes it (ADR 0009). */
const LEGAL: [QuoteStatus, QuoteStatus, QuoteActor[]][] = [
  ["in_review", "pending_approval", ["shop"]],
  ["in_review", "declined", ["shop", "customer"]],
  ["pending_approval", "approved", ["customer"]],
  ["pending_approval", "in_review", ["customer", "shop"]],
  ["pending_approval", "declined", ["customer"]],
  ["pending_approval", "expired", ["system"]],
  ["approved", "accepted", ["customer"]],
  ["approved", "declined", ["customer"]],
  ["approved", "expired", ["system"]],
  ["accepted", "approved", ["system"]],
  ["accepted", "expired", ["system"]],
];
const ACTORS: QuoteActor[] = ["customer", "shop", "system"];
const legal = new Set(LEGAL.map(([from, to]) => `${from}→${to}`));
const ILLEGAL = QUOTE_STATUSES.flatMap((from) => QUOTE_STATUSES.map((to) => [from, to] as const)).filter(
  ([from, to]) => !legal.has(`${from}→${to}`),
);

describe("quote statuses", () => {
  it("has the spec's three (§4) plus accepted, declined and expired", () => {
    expect(QUOTE_STATUSES).toEqual(["in_review", "pending_approval", "approved", "accepted", "declined", "expired"]);
    expect([...FINAL_QUOTE_STATUSES].sort()).toEqual(["declined", "expired"]);
  });

  it.each(LEGAL)("%s → %s is allowed", (from, to, actors) => {
    expect(() => assertQuoteTransition(from, to)).not.toThrow();
    for (const by of ACTORS) {
      expect(canMoveQuote(from, to, by), `${from}→${to} by ${by}`).toBe(actors.includes(by));
      if (actors.includes(by)) expect(() => assertQuoteTransition(from, to, by)).not.toThrow();
    }
  });

  it(`refuses all ${ILLEGAL.length} other jumps with 409 QUOTE_STATUS_CONFLICT`, () => {
    expect(ILLEGAL).toHaveLength(QUOTE_STATUSES.length ** 2 - LEGAL.length);
    for (const [from, to] of ILLEGAL) {
      let caught: unknown;
      try {
        assertQuoteTransition(from, to);
      } catch (error) {
        caught = error;
      }
      expect(caught, `${from}→${to}`).toBeInstanceOf(QuoteStatusConflict);
      expect(caught).toBeInstanceOf(Conflict);
      const e = caught as QuoteStatusConflict;
      expect(e.code).toBe("QUOTE_STATUS_CONFLICT");
      expect(e.status).toBe(409);
      expect(e.details.from).toBe(from);
      expect(e.details.to).toBe(to);
      expect(canMoveQuote(from, to)).toBe(false);
    }
  });

  it("refuses a legal move made by the wrong side with 403 QUOTE_MOVE_FORBIDDEN", () => {
    for (const [from, to, actors] of LEGAL) {
      for (const by of ACTORS.filter((a) => !actors.includes(a))) {
        expect(() => assertQuoteTransition(from, to, by), `${from}→${to} by ${by}`).toThrow(Forbidden);
      }
    }
    // the shop cannot approve its own offer for the customer
    expect(() => assertQuoteTransition("pending_approval", "approved", "shop")).toThrow(/shop cannot/);
  });

  it("refuses unknown statuses as invalid input", () => {
    expect(() => assertQuoteTransition("draft" as QuoteStatus, "approved")).toThrow(Invalid);
    expect(() => assertQuoteTransition("approved", "paid" as QuoteStatus)).toThrow(/paid/);
  });

  it("walks the happy path from request to order", () => {
    const path: QuoteStatus[] = [
      "in_review",
      "pending_approval",
      "in_review",
      "pending_approval",
      "approved",
      "accepted",
    ];
    for (let i = 1; i < path.length; i++) expect(() => assertQuoteTransition(path[i - 1]!, path[i]!)).not.toThrow();
  });
});
