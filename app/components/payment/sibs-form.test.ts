import { describe, expect, it } from "vitest";
import { sibsFormHtml, spgConfig } from "./sibs-form.ts";

const input = {
  formContext: "ctx\"with<odd>&'chars",
  amountCents: 1250,
  language: "pt",
  redirectUrl: "https://shop.example/payment/return?order=ord_1&payment=pay_1&token=a'b",
};

describe("SIBS hosted form", () => {
  it("configures card only, the amount in euros and the return address", () => {
    expect(JSON.parse(spgConfig(input))).toEqual({
      paymentMethodList: ["CARD"],
      amount: { value: 12.5, currency: "EUR" },
      language: "pt",
      redirectUrl: input.redirectUrl,
    });
    expect(JSON.parse(spgConfig({ ...input, amountCents: 3 })).amount.value).toBe(0.03);
  });

  it("renders the form with escaped attributes that read back as given", () => {
    const html = sibsFormHtml(input);
    expect(html).toMatch(/^<form class="paymentSPG" spg-context="[^"<>]*" spg-config='[^'<>]*'><\/form>$/);
    expect(attributeOf(html, "spg-context")).toBe(input.formContext);
    expect(JSON.parse(attributeOf(html, "spg-config")).redirectUrl).toBe(input.redirectUrl);
  });

  it("adds the widget script with the page's nonce", () => {
    const html = sibsFormHtml(input, { src: "https://sibs.example/assets/js/widget.js?id=tx1&x=1", nonce: "n0nce" });
    expect(html).toContain(
      '<script src="https://sibs.example/assets/js/widget.js?id=tx1&amp;x=1" nonce="n0nce"></script>',
    );
  });
});

/** Reads one attribute back the way a browser would (entity decoding only; enough for this markup). */
function attributeOf(html: string, name: string): string {
  const match = new RegExp(`${name}=(["'])(.*?)\\1`).exec(html);
  const raw = match?.[2] ?? "";
  return raw
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
