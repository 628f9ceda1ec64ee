import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNamesOf, numberFormat } from "./intl-format.ts";

describe("shared Intl formatters", () => {
  it("gives the same formatter for the same tag and options, another for other options", () => {
    const a = dateTimeFormat("pt-PT", { dateStyle: "medium", timeZone: "Europe/Lisbon" });
    expect(dateTimeFormat("pt-PT", { dateStyle: "medium", timeZone: "Europe/Lisbon" })).toBe(a);
    expect(dateTimeFormat("es-ES", { dateStyle: "medium", timeZone: "Europe/Lisbon" })).not.toBe(a);
    expect(dateTimeFormat("pt-PT", { dateStyle: "long", timeZone: "Europe/Lisbon" })).not.toBe(a);
    expect(numberFormat("en-GB", { maximumFractionDigits: 1 })).toBe(
      numberFormat("en-GB", { maximumFractionDigits: 1 }),
    );
    expect(displayNamesOf("es-ES", { type: "region" })).toBe(displayNamesOf("es-ES", { type: "region" }));
  });

  it("formats as a new Intl object would", () => {
    const day = new Date("2026-07-01T10:00:00Z");
    expect(dateTimeFormat("pt-PT", { dateStyle: "medium", timeZone: "Europe/Lisbon" }).format(day)).toBe(
      new Intl.DateTimeFormat("pt-PT", { dateStyle: "medium", timeZone: "Europe/Lisbon" }).format(day),
    );
    expect(numberFormat("es-ES", { maximumFractionDigits: 2 }).format(1234.567)).toBe(
      new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 }).format(1234.567),
    );
    expect(displayNamesOf("pt-PT", { type: "region" }).of("ES")).toBe("Espanha");
  });

  it("throws as Intl does on a bad time zone, and keeps nothing for it", () => {
    expect(() => dateTimeFormat("en-GB", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en-GB", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});
