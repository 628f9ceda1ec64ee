import { describe, expect, it } from "vitest";
import { LOCALES, intlLocaleTag } from "./locale.ts";
import { SIZE_CHART, cmToInches } from "../catalog/size-chart.ts";
import { formatHundredths, formatTenths, formatWholeNumber } from "./number-format.ts";

/** What `format` prints for `value`, its group spaces as U+00A0 (the shop's one group space). */
const intlText = (format: Intl.NumberFormat, value: number) =>
  format
    .formatToParts(value)
    .map((part) => (part.type === "group" && /\s/u.test(part.value) ? "\u00a0" : part.value))
    .join("");

describe("formatHundredths (ADR 0039)", () => {
  it("writes the shop's languages with the marks Intl.NumberFormat gives them, without Intl (ADR 0039)", () => {
    // up to 14 digits: beyond that Intl's input, hundredths / 100 as a double, is no longer exact
    const amounts = [0, 5, 99, 100, 999_99, 1000_00, 1234_56, 12345_67, 123456_78, 1234567_89, 12345678901_23];
    for (const locale of LOCALES) {
      for (const tag of [locale, intlLocaleTag(locale)]) {
        for (const decimals of [0, 2] as const) {
          const intl = new Intl.NumberFormat(intlLocaleTag(locale), {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            useGrouping: "always",
          });
          for (const hundredths of amounts) {
            const amount = decimals === 0 ? hundredths - (hundredths % 100) : hundredths;
            expect(formatHundredths(amount, decimals, tag), `${tag} ${amount}`).toBe(intlText(intl, amount / 100));
          }
        }
      }
    }
  });

  it("goes through Intl for a language the shop does not speak", () => {
    expect(formatHundredths(123456, 2, "de-CH")).toBe(
      new Intl.NumberFormat("de-CH", { minimumFractionDigits: 2, useGrouping: "always" })
        .format(1234.56)
        .replace(/\s/u, "\u00a0"),
    );
  });
});

describe("formatWholeNumber", () => {
  it("writes measures grouped from 1,000 in the reader's language, rounding a fraction", () => {
    expect(formatWholeNumber(180, "en")).toBe("180");
    expect(formatWholeNumber(1050, "en")).toBe("1,050");
    expect(formatWholeNumber(1050, "pt")).toBe("1\u00a0050");
    expect(formatWholeNumber(1050, "es")).toBe("1.050");
    expect(formatWholeNumber(179.6, "es")).toBe("180");
    expect(formatWholeNumber(-1200, "en")).toBe("-1,200");
  });
});

describe("formatTenths", () => {
  it("writes a measure with one decimal or none, as Intl does, in every shop language", () => {
    expect(formatTenths(92, "en")).toBe("92");
    expect(formatTenths(36.2, "en")).toBe("36.2");
    expect(formatTenths(36.2, "pt")).toBe("36,2");
    expect(formatTenths(36.25, "es")).toBe("36,3");
    expect(formatTenths(-0.04, "en")).toBe("0");
    // the size chart's every measurement, in cm and inches, against Intl
    const values = SIZE_CHART.flatMap((row) => [row.bustCm, row.waistCm, row.hipCm]).flatMap((cm) => [
      cm,
      cmToInches(cm),
    ]);
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(intlLocaleTag(locale), { maximumFractionDigits: 1, useGrouping: "always" });
      for (const value of [...values, 0.5, 1234.5]) {
        expect(formatTenths(value, locale), `${value} ${locale}`).toBe(intlText(intl, value));
      }
    }
  });
});
