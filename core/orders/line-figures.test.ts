import { describe, expect, it } from "vitest";
import { quoteTotalOf } from "../quotes/admin-quotes.ts";
import { lineFigures, lineRole, scaleOneOff } from "./line-figures.ts";

describe("line roles", () => {
  it("names samples, the quoted run, a configurator run and blanks", () => {
    expect(lineRole("sample", null)).toBe("sample");
    expect(lineRole("custom", "quo_1")).toBe("quoted");
    expect(lineRole("custom", null)).toBe("custom");
    expect(lineRole("blank", undefined)).toBe("blank");
  });
});

describe("line figures: quantity × unit (+ one-off) = line", () => {
  it("a quote priced per unit multiplies back to its total (the issue's 500 × €13,212.80 line)", () => {
    const total = quoteTotalOf(500, { unitCents: 26_43 });
    expect(total).toBe(13_215_00);
    expect(lineFigures(total, 500)).toEqual({
      quantity: 500,
      unitCents: 26_43,
      oneOffCents: 0,
      lineCents: 13_215_00,
      exact: true,
    });
    // a total that is not a whole number of cents per unit is refused, naming the nearest that are
    expect(() => quoteTotalOf(500, { totalCents: 13_212_80 })).toThrow(/1321000 or 1321500/);
    expect(quoteTotalOf(500, { totalCents: 13_215_00 })).toBe(13_215_00);
    expect(() => quoteTotalOf(100_000, { unitCents: 1_000_01 })).toThrow(/over €1,000,000/);
  });

  it("keeps a design's development costs apart from its units", () => {
    // 50 hoodies at €38.20 and a €100 screen set-up
    expect(lineFigures(1_910_00 + 100_00, 50, 100_00)).toMatchObject({
      unitCents: 38_20,
      oneOffCents: 100_00,
      exact: true,
    });
    // two samples at €12.90: no one-off
    expect(lineFigures(25_80, 2)).toMatchObject({ unitCents: 12_90, oneOffCents: 0, exact: true });
  });

  it("marks a rounded average as inexact and keeps the line amount the authority", () => {
    const f = lineFigures(13_212_80, 500);
    expect(f).toMatchObject({ unitCents: 26_43, lineCents: 13_212_80, exact: false });
  });

  it("never shows more one-off than the line, and scales it to another basis in proportion", () => {
    expect(lineFigures(50_00, 1, 80_00)).toMatchObject({ unitCents: 0, oneOffCents: 50_00, exact: true });
    expect(scaleOneOff(123_00, 2_010_00, 1_634_15)).toBe(100_00);
    expect(scaleOneOff(100_00, 0, 0)).toBe(0);
  });
});
