import { describe, expect, it } from "vitest";
import { readCheckoutForm } from "./checkout-form.server.ts";

/**
 * The checkout form read with its one schema (core/cart `checkoutFormSchema`, issue 16): texts
 * trimmed, blanks absent, ticked boxes true, and which fields the step sent.
 */
function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("readCheckoutForm", () => {
  it("reads the posted fields as the schema makes them", () => {
    const read = readCheckoutForm(
      { locale: "en" },
      formOf([
        ["intent", "place"],
        ["email", "  ana@example.com "],
        ["marketingShown", "1"],
        ["acceptsMarketing", "on"],
        ["streetAddress", ""],
        ["acceptTerms", "on"],
        ["expectedDueCents", "2490"],
      ]),
    );
    if (!read) throw new Error("expected the form to be read");
    expect(read.values).toMatchObject({
      intent: "place",
      email: "ana@example.com",
      marketingShown: "1",
      acceptsMarketing: true,
      acceptTerms: true,
      expectedDueCents: "2490",
    });
    expect(read.values.streetAddress).toBeUndefined();
    expect(read.sent("streetAddress")).toBe(true);
    expect(read.sent("shippingMethodId")).toBe(false);
  });

  it("refuses a form that is not the checkout's (a box with another value, a field sent twice)", () => {
    expect(readCheckoutForm({ locale: "en" }, formOf([["acceptTerms", "yes"]]))).toBeNull();
    expect(
      readCheckoutForm(
        { locale: "en" },
        formOf([
          ["email", "a@example.com"],
          ["email", "b@example.com"],
        ]),
      ),
    ).toBeNull();
  });
});
