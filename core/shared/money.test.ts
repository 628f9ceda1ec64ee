import { describe, expect, it } from "vitest";
import { centsToDecimal, centsToEurosInput, decimalToCents, parseEurosToCents } from "./money.ts";

describe("parseEurosToCents", () => {
  it.each([
    ["24,90", 2490],
    ["24.9", 2490],
    ["€ 25", 2500],
    ["25 €", 2500],
    [" 12.05 ", 1205],
    ["0,01", 1],
    ["99999999.99", 9_999_999_999],
    ["19.99", 1999], // 19.99 × 100 is 1998.9999… in floating point: the digits give 1999
  ])("%s → %i cents", (text, cents) => {
    expect(parseEurosToCents(text)).toBe(cents);
  });

  it("answers null when nothing was typed", () => {
    expect(parseEurosToCents("")).toBeNull();
    expect(parseEurosToCents("  ")).toBeNull();
    expect(parseEurosToCents(null)).toBeNull();
  });

  it.each(["12,345", "1.234,50", "12 50", "-5", "abc", "12.", "1e3", "123456789"])("refuses %s with NaN", (text) => {
    expect(parseEurosToCents(text)).toBeNaN();
  });
});

describe("centsToEurosInput", () => {
  it("writes what parseEurosToCents reads back", () => {
    for (const cents of [0, 1, 5, 1205, 1250, 2000, 9_999_999_999]) {
      expect(parseEurosToCents(centsToEurosInput(cents))).toBe(cents);
    }
    expect(centsToEurosInput(1250)).toBe("12.50");
    expect(centsToEurosInput(2000)).toBe("20");
    expect(centsToEurosInput(undefined)).toBe("");
  });
});

describe("decimal money of outside services", () => {
  it("writes cents with a dot and two places, and refuses fractions of a cent", () => {
    expect(centsToDecimal(4990)).toBe("49.90");
    expect(centsToDecimal(80)).toBe("0.80");
    expect(centsToDecimal(-5)).toBe("-0.05");
    expect(() => centsToDecimal(1.5)).toThrow(TypeError);
  });

  it("reads decimal texts and JSON numbers into cents without floating-point arithmetic", () => {
    expect(decimalToCents("16.26")).toBe(1626);
    expect(decimalToCents(61.5)).toBe(6150);
    expect(decimalToCents(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(decimalToCents("1.005")).toBe(101);
    expect(() => decimalToCents("-1")).toThrow(TypeError);
    expect(() => decimalToCents(Number.NaN)).toThrow(TypeError);
  });
});
