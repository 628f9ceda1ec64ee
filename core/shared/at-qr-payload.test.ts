import { describe, expect, it } from "vitest";
import { atQrPayload, hashCharacters } from "./at-qr-payload.ts";

describe("AT QR payload (Portaria 195/2020, invoicing.md §1.5)", () => {
  it("writes the AT specification's own simplified-invoice example exactly (golden)", () => {
    const payload = atQrPayload({
      issuerTaxNumber: "123456789",
      buyerTaxNumber: null,
      buyerCountry: "PT",
      documentType: "FS",
      documentStatus: "N",
      documentDate: "2019-08-12",
      documentId: "FS CDVF/12345",
      atcud: "CDF7T5HD-12345",
      fiscalSpaces: [{ region: "PT", normalBaseCents: 65, normalVatCents: 15 }],
      totalTaxCents: 15,
      grossTotalCents: 80,
      hashCharacters: "YhGV",
      certificateNumber: "9999",
      otherInfo: "NU;0.80",
    });
    expect(payload).toBe(
      "A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80",
    );
  });

  it("ends the specification's no-VAT transport example with I1:0 and zero totals", () => {
    const payload = atQrPayload({
      issuerTaxNumber: "123456789",
      buyerTaxNumber: "999999990",
      buyerCountry: "PT",
      documentType: "GT",
      documentStatus: "N",
      documentDate: "2019-08-12",
      documentId: "GT G/1",
      atcud: "CDF7T5HD-1",
      fiscalSpaces: [],
      totalTaxCents: 0,
      grossTotalCents: 0,
      hashCharacters: "5uIg",
      certificateNumber: "9999",
    });
    expect(payload.endsWith("*I1:0*N:0.00*O:0.00*Q:5uIg*R:9999")).toBe(true);
  });

  it("writes a second fiscal space as J and exempt bases as I2; a foreign buyer's VAT number in B", () => {
    const payload = atQrPayload({
      issuerTaxNumber: "509999999",
      buyerTaxNumber: "ESB12345678",
      buyerCountry: "ES",
      documentType: "FR",
      documentStatus: "N",
      documentDate: "2026-03-14",
      documentId: "FR FAB/6",
      atcud: "AAJFJ4VC-6",
      fiscalSpaces: [
        { region: "PT", exemptBaseCents: 1000, reducedBaseCents: 200, reducedVatCents: 12 },
        { region: "PT-MA", normalBaseCents: 1000, normalVatCents: 220 },
      ],
      totalTaxCents: 232,
      grossTotalCents: 2432,
      hashCharacters: "abcd",
      certificateNumber: "1234",
    });
    expect(payload).toBe(
      "A:509999999*B:ESB12345678*C:ES*D:FR*E:N*F:20260314*G:FR FAB/6*H:AAJFJ4VC-6*I1:PT*I2:10.00*I3:2.00*I4:0.12*J1:PT-MA*J7:10.00*J8:2.20*N:2.32*O:24.32*Q:abcd*R:1234",
    );
  });

  it("refuses a field longer than the specification allows, a bad date and fractional cents", () => {
    const base = {
      issuerTaxNumber: "123456789",
      buyerTaxNumber: null,
      buyerCountry: "PT",
      documentType: "FR",
      documentStatus: "N",
      documentDate: "2026-03-14",
      documentId: "FR A/1",
      atcud: "ABCDEFGH-1",
      fiscalSpaces: [],
      totalTaxCents: 0,
      grossTotalCents: 0,
      hashCharacters: "abcd",
      certificateNumber: "9999",
    };
    expect(() => atQrPayload({ ...base, issuerTaxNumber: "1234567890" })).toThrow(RangeError);
    expect(() => atQrPayload({ ...base, documentDate: "14/03/2026" })).toThrow(RangeError);
    expect(() => atQrPayload({ ...base, grossTotalCents: 1.5 })).toThrow(RangeError);
  });

  it("takes the hash characters at positions 1, 11, 21 and 31", () => {
    expect(hashCharacters("0123456789abcdefghijABCDEFGHIJ#xyz")).toBe("0aA#");
  });
});
