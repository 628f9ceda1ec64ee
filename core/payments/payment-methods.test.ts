import { describe, expect, it } from "vitest";
import { assertPaymentMethodOffered, paymentMethodsFor } from "./payment-methods.ts";

describe("paymentMethodsFor (issue 15: MB WAY and Multibanco where they work)", () => {
  it("offers every method for an order delivered in Portugal", () => {
    expect(paymentMethodsFor({ shippingAddress: { country: "PT" } })).toEqual(["card", "mbway", "multibanco"]);
  });

  it("offers only the card elsewhere, the access point's country counting first", () => {
    expect(paymentMethodsFor({ shippingAddress: { country: "ES" } })).toEqual(["card"]);
    expect(
      paymentMethodsFor({ shippingAddress: { country: "PT" }, accessPoint: { address: { country: "ES" } } }),
    ).toEqual(["card"]);
    expect(paymentMethodsFor({ shippingAddress: null })).toEqual(["card"]);
  });

  it("refuses MB WAY for a Spanish order with a translated 400", () => {
    const spanish = { shippingAddress: { country: "ES" } };
    expect(() => assertPaymentMethodOffered("card", spanish, "es")).not.toThrow();
    try {
      assertPaymentMethodOffered("mbway", spanish, "es");
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: "PAYMENT_METHOD_UNAVAILABLE", field: "method" });
      expect((error as Error).message).toContain("solo están disponibles");
    }
  });
});
