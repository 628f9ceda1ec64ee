import { describe, expect, it } from "vitest";
import { INVOICE_TAX_ID_FORMAT, parseInvoiceTaxId } from "./tax-id.ts";

const refused = { ok: false, code: INVOICE_TAX_ID_FORMAT };

describe("parseInvoiceTaxId (issue 19: the checkout's tax number for the invoice)", () => {
  it("answers null when nothing was typed (a final-consumer invoice)", () => {
    expect(parseInvoiceTaxId("", "PT")).toBeNull();
    expect(parseInvoiceTaxId("  . - ", "PT")).toBeNull();
    expect(parseInvoiceTaxId(undefined, "PT")).toBeNull();
  });

  it("reads a bare number as a NIF of a PT address and keeps its 9 digits", () => {
    expect(parseInvoiceTaxId("501 964 843", "PT")).toEqual({ ok: true, taxId: "501964843", full: "PT501964843" });
    expect(parseInvoiceTaxId("501964844", "PT")).toEqual(refused);
    expect(parseInvoiceTaxId("50196484", "PT")).toEqual(refused);
  });

  it("checks a prefixed number for the prefix's country, whatever the address", () => {
    expect(parseInvoiceTaxId("PT501964843", "ES")).toEqual({ ok: true, taxId: "501964843", full: "PT501964843" });
    expect(parseInvoiceTaxId("es a-58818501", "PT")).toEqual({ ok: true, taxId: "ESA58818501", full: "ESA58818501" });
    expect(parseInvoiceTaxId("ESA58818502", "PT")).toEqual(refused);
    expect(parseInvoiceTaxId("GR094259216", "PT")).toEqual({ ok: true, taxId: "EL094259216", full: "EL094259216" });
  });

  it("reads a bare number in the address's country (Greece as EL, the UK's format for GB)", () => {
    expect(parseInvoiceTaxId("A58818501", "ES")).toEqual({ ok: true, taxId: "ESA58818501", full: "ESA58818501" });
    expect(parseInvoiceTaxId("136695976", "DE")).toEqual({ ok: true, taxId: "DE136695976", full: "DE136695976" });
    expect(parseInvoiceTaxId("136695977", "DE")).toEqual(refused);
    expect(parseInvoiceTaxId("094259216", "GR")).toEqual({ ok: true, taxId: "EL094259216", full: "EL094259216" });
    expect(parseInvoiceTaxId("980 7806 84", "GB")).toEqual({ ok: true, taxId: "GB980780684", full: "GB980780684" });
    expect(parseInvoiceTaxId("GB980780685", "PT")).toEqual(refused);
  });

  it("keeps a number of a country outside the EU and the UK as typed (no offline format), within limits", () => {
    expect(parseInvoiceTaxId("12-3456789", "US")).toEqual({ ok: true, taxId: "123456789", full: "123456789" });
    expect(parseInvoiceTaxId("12", "US")).toEqual(refused);
    expect(parseInvoiceTaxId("123456789012345678901", "US")).toEqual(refused);
    expect(parseInvoiceTaxId("12#45", "US")).toEqual(refused);
  });
});
