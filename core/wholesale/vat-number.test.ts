import { describe, expect, it } from "vitest";
import { EU_COUNTRIES } from "../shared/countries.ts";
import { EU_VAT_PREFIXES, compactVatNumber, parseVatNumber } from "./vat-number.ts";

/**
 * One well-formed VAT number per member state (VIES prefix) with its check digits right, and the same
 * number with one digit changed (a typo the offline check must catch).
 */
const WELL_FORMED: Record<string, [valid: string, typo: string]> = {
  AT: ["ATU13585627", "ATU13585628"],
  BE: ["BE0411905847", "BE0411905848"],
  BG: ["BG1754470700", "BG1754470701"],
  CY: ["CY10259033P", "CY10259034P"],
  CZ: ["CZ25596802", "CZ25596803"],
  DE: ["DE136695976", "DE136695977"],
  DK: ["DK13750114", "DK13750115"],
  EE: ["EE100374335", "EE100374336"],
  EL: ["EL094259216", "EL094259217"],
  ES: ["ESA58818501", "ESA58818502"],
  FI: ["FI20774740", "FI20774741"],
  FR: ["FR40303830458", "FR40303830459"],
  HR: ["HR38445807025", "HR38445807026"],
  HU: ["HU12254505", "HU12254506"],
  IE: ["IE6388047V", "IE6388047W"],
  IT: ["IT00743960015", "IT00743960016"],
  LT: ["LT119945814", "LT119945815"],
  LU: ["LU15893873", "LU15893874"],
  LV: ["LV40003060110", "LV40003060111"],
  MT: ["MT11679112", "MT11679113"],
  NL: ["NL004495445B01", "NL004495446B01"],
  PL: ["PL5260001200", "PL5260001201"],
  PT: ["PT501964843", "PT501964844"],
  RO: ["RO186468501", "RO186468502"],
  SE: ["SE556403109301", "SE556403109302"],
  SI: ["SI50044001", "SI50044002"],
  SK: ["SK2020274465", "SK2020274466"],
};

describe("EU VAT numbers (offline format and check digits, jsvat-next)", () => {
  it("covers every member state (Greece as EL) plus Northern Ireland (XI)", () => {
    const expected = [...EU_COUNTRIES.map((c) => (c === "GR" ? "EL" : c)), "XI"].sort();
    expect(EU_VAT_PREFIXES).toEqual(expected);
    expect(Object.keys(WELL_FORMED).sort()).toEqual(expected.filter((p) => p !== "XI"));
  });

  it.each(Object.entries(WELL_FORMED))(
    "%s: accepts a well-formed number and refuses a typo",
    (prefix, [valid, typo]) => {
      const ok = parseVatNumber("eu", valid);
      expect(ok).toMatchObject({ scheme: "eu", prefix, full: valid, formatValid: true });
      expect(ok?.country).toBe(prefix === "EL" ? "GR" : prefix);
      expect(parseVatNumber("eu", typo)?.formatValid).toBe(false);
    },
  );

  it("reads what people type: spaces, dots, dashes, lower case; GR as EL", () => {
    expect(compactVatNumber(" es a-58.818 501 ")).toBe("ESA58818501");
    expect(parseVatNumber("eu", "es a58818501")).toMatchObject({ full: "ESA58818501", formatValid: true });
    expect(parseVatNumber("eu", "GR094259216")).toMatchObject({ prefix: "EL", country: "GR", full: "EL094259216" });
  });

  it("Northern Ireland XI numbers follow the UK format", () => {
    expect(parseVatNumber("eu", "XI980780684")).toMatchObject({ prefix: "XI", country: "GB", formatValid: true });
    expect(parseVatNumber("eu", "XI980780685")?.formatValid).toBe(false);
  });

  it("refuses numbers without a member-state prefix, GB numbers and unknown prefixes", () => {
    expect(parseVatNumber("eu", "58818501")?.formatValid).toBe(false);
    expect(parseVatNumber("eu", "GB980780684")?.formatValid).toBe(false);
    expect(parseVatNumber("eu", "US123456789")?.formatValid).toBe(false);
    expect(parseVatNumber("eu", "ESB12345678")?.formatValid).toBe(false); // wrong check letter
  });

  it("nothing typed → null", () => {
    expect(parseVatNumber("eu", "  ")).toBeNull();
    expect(parseVatNumber("uk", "")).toBeNull();
  });
});

describe("UK VAT numbers", () => {
  it("accepts GB + 9 digits with the right check digits, with or without the prefix", () => {
    expect(parseVatNumber("uk", "GB980780684")).toMatchObject({
      prefix: "GB",
      country: "GB",
      number: "980780684",
      formatValid: true,
    });
    expect(parseVatNumber("uk", "980 7806 84")).toMatchObject({ full: "GB980780684", formatValid: true });
    expect(parseVatNumber("uk", "GB 980 7806 84")?.formatValid).toBe(true);
  });

  it("refuses a typo, a wrong length and an EU number", () => {
    expect(parseVatNumber("uk", "GB980780685")?.formatValid).toBe(false);
    expect(parseVatNumber("uk", "GB98078068")?.formatValid).toBe(false);
    expect(parseVatNumber("uk", "ESA58818501")?.formatValid).toBe(false);
  });
});
