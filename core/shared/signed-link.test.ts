import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { orderAccessToken, verifyOrderAccessToken } from "../orders/order-access.ts";
import { ticketAccessToken } from "../support/ticket-common.ts";
import { signLinkToken, verifyLinkToken } from "./signed-link.ts";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

describe("signed links (one module for orders, tickets and design shares)", () => {
  it("signs purpose:subject with HMAC-SHA256 in base64url", () => {
    const expected = createHmac("sha256", SECRET).update("design-share:dsg_1:abc").digest("base64url");
    expect(signLinkToken(SECRET, "design-share", "dsg_1:abc")).toBe(expected);
  });

  it("keeps the order and ticket tokens of links already sent", () => {
    expect(orderAccessToken(SECRET, "ord_1")).toBe(
      createHmac("sha256", SECRET).update("order:ord_1").digest("base64url"),
    );
    expect(ticketAccessToken(SECRET, "tkt_1")).toBe(
      createHmac("sha256", SECRET).update("ticket:tkt_1").digest("base64url"),
    );
    expect(verifyOrderAccessToken(SECRET, "ord_1", orderAccessToken(SECRET, "ord_1"))).toBe(true);
  });

  it("refuses another purpose, another subject, another secret, or no token", () => {
    const token = signLinkToken(SECRET, "order", "x");
    expect(verifyLinkToken(SECRET, "order", "x", token)).toBe(true);
    expect(verifyLinkToken(SECRET, "ticket", "x", token)).toBe(false);
    expect(verifyLinkToken(SECRET, "order", "y", token)).toBe(false);
    expect(verifyLinkToken(`${SECRET}!`, "order", "x", token)).toBe(false);
    expect(verifyLinkToken(SECRET, "order", "x", null)).toBe(false);
    expect(verifyLinkToken(SECRET, "order", "x", `${token}a`)).toBe(false);
  });
});
