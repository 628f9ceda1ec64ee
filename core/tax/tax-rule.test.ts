import { describe, expect, it } from "vitest";
import { EU_COUNTRIES } from "../shared/countries.ts";
import { Invalid } from "../shared/errors.ts";
import { ptRegionOfPostcode, taxTreatment } from "./tax-rule.ts";
import {
  CATALOGUE_VAT_RATE_BP,
  normalizeCountryCode,
  STANDARD_VAT_RATE_BP,
  standardVatRateBp,
  vatPrefixOf,
} from "./vat-rates.ts";

describe("VAT rates (EC 'VAT rates in the EU', 1 January 2026)", () => {
  it("has exactly the 27 member states", () => {
    expect(Object.keys(STANDARD_VAT_RATE_BP).sort()).toEqual([...EU_COUNTRIES].sort());
  });

  it.each([
    ["PT", 2300],
    ["ES", 2100],
    ["DE", 1900],
    ["FR", 2000],
    ["IT", 2200],
    ["HU", 2700],
    ["LU", 1700],
    ["FI", 2550], // 25.5 % since 1 September 2024
    ["SK", 2300], // since 1 January 2025
    ["EE", 2400], // since 1 July 2025
    ["RO", 2100], // since 1 August 2025
    ["GR", 2400],
  ] as const)("%s standard rate is %i bp", (country, bp) => {
    expect(standardVatRateBp(country)).toBe(bp);
  });

  it("catalogue prices include the Portuguese mainland rate", () => {
    expect(CATALOGUE_VAT_RATE_BP).toBe(STANDARD_VAT_RATE_BP.PT);
  });

  it("maps Greece between GR (ISO, addresses) and EL (VIES)", () => {
    expect(vatPrefixOf("GR")).toBe("EL");
    expect(vatPrefixOf("PT")).toBe("PT");
    expect(normalizeCountryCode("EL")).toBe("GR");
    expect(normalizeCountryCode(" gr ")).toBe("GR");
    expect(normalizeCountryCode("PRT")).toBeNull();
  });
});

describe("ptRegionOfPostcode", () => {
  it.each([
    ["9000-018", "PT-30"], // Funchal
    ["9400-162", "PT-30"], // Porto Santo is in Madeira
    ["9499-999", "PT-30"],
    ["9500-150", "PT-20"], // Ponta Delgada
    ["9700-011", "PT-20"], // Angra do Heroísmo
    ["9999-999", "PT-20"],
    ["8999-999", undefined], // mainland (Algarve)
    ["1100-148", undefined], // Lisbon
    ["90", undefined],
    [null, undefined],
  ])("%s → %s", (postcode, region) => {
    expect(ptRegionOfPostcode(postcode)).toBe(region);
  });
});

describe("taxTreatment", () => {
  it("PT consumer: domestic at 23 %", () => {
    expect(taxTreatment({ country: "PT", postcode: "1100-148" })).toEqual({
      kind: "domestic",
      rateBp: 2300,
      country: "PT",
    });
    expect(taxTreatment({ country: "PT" })).toEqual({ kind: "domestic", rateBp: 2300, country: "PT" });
  });

  it("Madeira 22 % and Azores 16 %, by postcode (with or without the dash)", () => {
    expect(taxTreatment({ country: "PT", postcode: "9000-018" })).toEqual({
      kind: "domestic",
      rateBp: 2200,
      country: "PT",
      region: "PT-30",
    });
    expect(taxTreatment({ country: "PT", postcode: "9500150" })).toEqual({
      kind: "domestic",
      rateBp: 1600,
      country: "PT",
      region: "PT-20",
    });
  });

  it("a PT business pays PT VAT even with a validated VAT number", () => {
    expect(taxTreatment({ country: "PT", business: { vatNumberValidated: true } })).toMatchObject({
      kind: "domestic",
      rateBp: 2300,
    });
  });

  it.each([
    ["ES", 2100],
    ["DE", 1900],
    ["FR", 2000],
    ["FI", 2550],
    ["IE", 2300],
  ])("%s consumer: OSS at the destination's rate (%i bp)", (country, rateBp) => {
    expect(taxTreatment({ country })).toEqual({ kind: "oss", rateBp, country });
  });

  it("accepts any case and EL for Greece", () => {
    expect(taxTreatment({ country: "es" })).toMatchObject({ kind: "oss", country: "ES" });
    expect(taxTreatment({ country: "EL" })).toEqual({ kind: "oss", rateBp: 2400, country: "GR" });
  });

  it("an EU business with a validated VAT number: the intra-Community exemption at 0", () => {
    expect(taxTreatment({ country: "DE", business: { vatNumberValidated: true } })).toEqual({
      kind: "intra_community_exempt",
      rateBp: 0,
      country: "DE",
    });
  });

  it("an EU business without a validated VAT number is taxed like a consumer", () => {
    expect(taxTreatment({ country: "DE", business: { vatNumberValidated: false } })).toEqual({
      kind: "oss",
      rateBp: 1900,
      country: "DE",
    });
  });

  it.each(["GB", "CH", "NO", "US", "CA", "AU"])("%s: export at 0", (country) => {
    expect(taxTreatment({ country })).toEqual({ kind: "export", rateBp: 0, country });
    expect(taxTreatment({ country, business: { vatNumberValidated: true } })).toMatchObject({ kind: "export" });
  });

  it.each([
    ["ES", "35001", "canary_islands"], // Las Palmas de Gran Canaria
    ["ES", "38001", "canary_islands"], // Santa Cruz de Tenerife
    ["ES", "51001", "ceuta"],
    ["ES", "52001", "melilla"],
    ["FR", "97100", "french_overseas"], // Basse-Terre, Guadeloupe
    ["FR", "97400", "french_overseas"], // Saint-Denis, Réunion
    ["FR", "98800", "french_overseas"], // Nouméa
    ["DE", "27498", "heligoland"],
    ["DE", "78266", "busingen"],
    ["IT", "23041", "livigno"],
    ["IT", "22061", "campione_d_italia"],
    ["GR", "630 86", "mount_athos"],
    ["FI", "AX-22100", "aland"], // Mariehamn
  ])("%s %s is outside the EU VAT territory (%s): export", (country, postcode, territory) => {
    expect(taxTreatment({ country, postcode })).toEqual({ kind: "export", rateBp: 0, country, territory });
  });

  it("keeps mainland postcodes near those territories in the VAT territory", () => {
    expect(taxTreatment({ country: "ES", postcode: "28001" })).toMatchObject({ kind: "oss", rateBp: 2100 });
    expect(taxTreatment({ country: "ES", postcode: "03501" })).toMatchObject({ kind: "oss" }); // Benidorm, not 35…
    expect(taxTreatment({ country: "FR", postcode: "98000" })).toMatchObject({ kind: "oss", rateBp: 2000 }); // Monaco
    expect(taxTreatment({ country: "FR", postcode: "75001" })).toMatchObject({ kind: "oss" });
    expect(taxTreatment({ country: "FI", postcode: "00100" })).toMatchObject({ kind: "oss", rateBp: 2550 });
    expect(taxTreatment({ country: "DE", postcode: "27499" })).toMatchObject({ kind: "oss" });
  });

  it.each(["", "P", "PRT", "1A"])("refuses the country %j", (country) => {
    expect(() => taxTreatment({ country })).toThrow(Invalid);
    expect(() => taxTreatment({ country })).toThrow(expect.objectContaining({ field: "country" }));
  });
});
