import { describe, expect, it } from "vitest";
import {
  anyHasCents,
  CURRENCIES,
  CURRENCY_CODES,
  convertEuroCents,
  formatDisplayPrice,
  formatMinorUnits,
  getCurrency,
  isCurrencyCode,
} from "./currency.ts";

describe("CURRENCIES", () => {
  it("lists the spec's eight currencies in order, eur second (§4, §9)", () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual(["aud", "eur", "cad", "chf", "cny", "gbp", "jpy", "usd"]);
    expect(CURRENCY_CODES).toEqual(CURRENCIES.map((c) => c.code));
    expect(CURRENCIES[1]?.code).toBe("eur");
  });

  it("gives every currency a distinct symbol", () => {
    const symbols = CURRENCIES.map((c) => c.symbol);
    expect(new Set(symbols).size).toBe(8);
    for (const symbol of symbols) expect(symbol.length).toBeGreaterThan(0);
  });

  it("is frozen", () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
    expect(Object.isFrozen(CURRENCIES[0])).toBe(true);
  });
});

describe("formatDisplayPrice (spec §9)", () => {
  // 24.90 EUR at plausible rates; each expectation worked out by hand: cents × rate, rounded to a
  // hundredth, two decimals, trailing .00 dropped, symbol prefixed.
  const cases: Array<[string, number, string]> = [
    ["aud", 1.65, "A$41.09"], // 2490 × 1.65 = 4108.5 → 4109
    ["eur", 1, "€24.90"],
    ["cad", 1.5, "CA$37.35"], // 3735
    ["chf", 0.95, "CHF 23.66"], // 2365.5 → 2366 (half away from zero)
    ["cny", 7.8, "CN¥194.22"], // 19422
    ["gbp", 0.85, "£21.17"], // 2116.5 → 2117
    ["jpy", 162.35, "¥4,042.52"], // 404251.5 → 404252
    ["usd", 1.08, "$26.89"], // 2689.2 → 2689
  ];

  for (const [code, rate, expected] of cases) {
    it(`formats 2490 EUR cents in ${code} at ${rate} as ${expected}`, () => {
      expect(formatDisplayPrice(2490, code as (typeof CURRENCY_CODES)[number], rate)).toBe(expected);
    });
  }

  it("drops a trailing .00 only", () => {
    expect(formatDisplayPrice(2000, "eur", 1)).toBe("€20");
    expect(formatDisplayPrice(2050, "eur", 1)).toBe("€20.50");
    expect(formatDisplayPrice(2005, "eur", 1)).toBe("€20.05");
    expect(formatDisplayPrice(10000, "usd", 1.08)).toBe("$108");
    expect(formatDisplayPrice(1000, "jpy", 162)).toBe("¥1,620");
    expect(formatDisplayPrice(1001, "jpy", 162)).toBe("¥1,621.62");
  });

  it("rounds to .00 and then drops it", () => {
    // 999 × 1.001 = 999.999 → 1000 hundredths = 10.00 → "10"
    expect(formatDisplayPrice(999, "usd", 1.001)).toBe("$10");
  });

  it("formats zero and small amounts", () => {
    expect(formatDisplayPrice(0, "eur", 1)).toBe("€0");
    expect(formatDisplayPrice(0, "jpy", 162.35)).toBe("¥0");
    expect(formatDisplayPrice(1, "eur", 1)).toBe("€0.01");
    expect(formatDisplayPrice(1, "gbp", 0.85)).toBe("£0.01"); // 0.85 → 1
    expect(formatDisplayPrice(1, "gbp", 0.45)).toBe("£0"); // 0.45 → 0
  });

  it("puts the minus sign before the symbol and rounds halves away from zero", () => {
    expect(formatDisplayPrice(-2490, "eur", 1)).toBe("-€24.90");
    expect(formatDisplayPrice(-500, "eur", 1)).toBe("-€5");
    expect(formatDisplayPrice(-2490, "chf", 0.95)).toBe("-CHF 23.66"); // -2365.5 → -2366
    expect(formatDisplayPrice(-2490, "gbp", 0.85)).toBe("-£21.17");
  });

  it("groups digits and marks decimals in the reader's language, the symbol always in front (issue 15)", () => {
    expect(formatDisplayPrice(123456789, "eur", 1)).toBe("€1,234,567.89");
    expect(formatDisplayPrice(240945, "jpy", 1, { locale: "en" })).toBe("¥2,409.45");
    expect(formatDisplayPrice(240945, "eur", 1, { locale: "pt" })).toBe("€2\u00a0409,45");
    expect(formatDisplayPrice(240945, "eur", 1, { locale: "es" })).toBe("€2.409,45");
    expect(formatDisplayPrice(2490, "chf", 0.95, { locale: "es" })).toBe("CHF 23,66");
    expect(formatDisplayPrice(-500, "eur", 1, { locale: "pt" })).toBe("-€5");
    expect(formatDisplayPrice(2000, "eur", 1, { locale: "pt-PT" })).toBe("€20");
  });

  it("keeps two decimals on whole amounts when asked (a totals block with cents)", () => {
    expect(formatDisplayPrice(2100, "eur", 1, { decimals: "always" })).toBe("€21.00");
    expect(formatDisplayPrice(2100, "eur", 1, { decimals: "always", locale: "pt" })).toBe("€21,00");
    expect(anyHasCents([2100, 9130], 1)).toBe(true);
    expect(anyHasCents([2100, 9100], 1)).toBe(false);
    expect(anyHasCents([2100], 1.005)).toBe(true);
  });

  it("accepts a currency entry as well as a code", () => {
    expect(formatDisplayPrice(2490, getCurrency("gbp"), 0.85)).toBe("£21.17");
    expect(formatDisplayPrice(2490, CURRENCIES[1]!, 1)).toBe("€24.90");
  });

  it("rejects non-integer cents, bad rates and unknown codes", () => {
    expect(() => formatDisplayPrice(24.9, "eur", 1)).toThrow(RangeError);
    expect(() => formatDisplayPrice(Number.NaN, "eur", 1)).toThrow(RangeError);
    expect(() => formatDisplayPrice(100, "eur", 0)).toThrow(RangeError);
    expect(() => formatDisplayPrice(100, "usd", -1.08)).toThrow(RangeError);
    expect(() => formatDisplayPrice(100, "usd", Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatDisplayPrice(100, "xyz" as "eur", 1)).toThrow(RangeError);
  });
});

describe("convertEuroCents", () => {
  it("returns integer hundredths of the display currency", () => {
    expect(convertEuroCents(2490, 1)).toBe(2490);
    expect(convertEuroCents(2490, 162.35)).toBe(404252);
    expect(convertEuroCents(-2490, 162.35)).toBe(-404252);
    expect(convertEuroCents(0, 7.8)).toBe(0);
    expect(Object.is(convertEuroCents(-0, 1), -0)).toBe(false);
  });

  it("removes binary noise before rounding", () => {
    // exact halves that doubles store just below .5 must still round up
    expect(convertEuroCents(45, 0.7)).toBe(32); // 31.499999999999996 in doubles, really 31.5
    expect(convertEuroCents(50, 1.15)).toBe(58); // 57.49999999999999, really 57.5
    expect(convertEuroCents(300, 1.005)).toBe(302); // 301.49999999999994, really 301.5
    expect(convertEuroCents(-50, 1.15)).toBe(-58);
    expect(formatDisplayPrice(50, "usd", 1.15)).toBe("$0.58");
  });
});

describe("formatMinorUnits", () => {
  it("formats hundredths by the same rule", () => {
    expect(formatMinorUnits(404252, "jpy")).toBe("¥4,042.52");
    expect(formatMinorUnits(162000, "jpy")).toBe("¥1,620");
    expect(formatMinorUnits(-1, "aud")).toBe("-A$0.01");
  });

  it("rejects fractions", () => {
    expect(() => formatMinorUnits(1.5, "eur")).toThrow(RangeError);
  });
});

describe("isCurrencyCode", () => {
  it("accepts the eight lowercase codes", () => {
    for (const code of CURRENCY_CODES) expect(isCurrencyCode(code)).toBe(true);
  });

  it("rejects anything else", () => {
    for (const value of ["EUR", "Eur", "sek", "", " eur", "eur ", "btc", null, undefined, 1, {}, ["eur"]]) {
      expect(isCurrencyCode(value)).toBe(false);
    }
  });
});

describe("getCurrency", () => {
  it("finds an entry by code", () => {
    expect(getCurrency("cny")).toEqual({ code: "cny", symbol: "CN¥" });
  });
});
