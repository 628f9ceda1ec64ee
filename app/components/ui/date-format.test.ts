import { describe, expect, it } from "vitest";
import {
  datePattern,
  formatIsoDate,
  isIsoDate,
  isoToLocalDate,
  localDateToIso,
  parseLocalDate,
} from "./date-format.ts";

describe("dates in the reader's format", () => {
  it("each shop language writes day/month/year with slashes (en as en-GB, pt-PT, es-ES)", () => {
    for (const locale of ["en", "pt", "es"]) {
      expect(datePattern(locale)).toEqual({ order: ["day", "month", "year"], separator: "/" });
      expect(formatIsoDate("2026-11-05", locale)).toBe("05/11/2026");
    }
  });

  it("a US tag passed through keeps its own month-first order", () => {
    expect(datePattern("en-US").order).toEqual(["month", "day", "year"]);
    expect(formatIsoDate("2026-11-05", "en-US")).toBe("11/05/2026");
    expect(parseLocalDate("11/05/2026", "en-US")).toBe("2026-11-05");
  });

  it("reads what a reader types into ISO, in every language", () => {
    for (const locale of ["en", "pt", "es"]) {
      expect(parseLocalDate("05/11/2026", locale)).toBe("2026-11-05");
      expect(parseLocalDate("5/11/2026", locale)).toBe("2026-11-05");
      expect(parseLocalDate(" 5.11.2026 ", locale)).toBe("2026-11-05");
      expect(parseLocalDate("5-11-26", locale)).toBe("2026-11-05");
      expect(parseLocalDate("2026-11-05", locale)).toBe("2026-11-05");
      expect(parseLocalDate("29/02/2028", locale)).toBe("2028-02-29");
    }
  });

  it("refuses what is not a real date", () => {
    for (const text of [
      "",
      "  ",
      "31/02/2026",
      "29/02/2027",
      "13/13/2026",
      "00/01/2026",
      "5/11",
      "abc",
      "05/11/20266",
      "1/1/1",
    ]) {
      expect(parseLocalDate(text, "pt"), text).toBeNull();
    }
    expect(parseLocalDate("11/25/2026", "en")).toBeNull(); // month-first is not the shop's English
  });

  it("formats nothing for an empty or invalid value", () => {
    expect(formatIsoDate("", "pt")).toBe("");
    expect(formatIsoDate(null, "es")).toBe("");
    expect(formatIsoDate("2026-02-30", "en")).toBe("");
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-2-28")).toBe(false);
  });

  it("round-trips a calendar day without a time-zone shift", () => {
    const day = isoToLocalDate("2026-03-29");
    expect(day?.getDate()).toBe(29);
    expect(localDateToIso(day as Date)).toBe("2026-03-29");
    expect(isoToLocalDate("nope")).toBeNull();
  });
});
