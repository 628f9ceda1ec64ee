import { describe, expect, it } from "vitest";
import { garmentMeasurements } from "./garment-measurements.ts";

describe("garment measurements", () => {
  it("grades a top from size M: chest, length and sleeve per size", () => {
    const { keys, rows } = garmentMeasurements("t-shirt", ["S", "M", "L"]);
    expect(keys).toEqual(["chest", "length", "sleeve"]);
    expect(rows).toEqual([
      { size: "S", values: { chest: 50, length: 70, sleeve: 20 } },
      { size: "M", values: { chest: 52, length: 72, sleeve: 21 } },
      { size: "L", values: { chest: 55, length: 74, sleeve: 22 } },
    ]);
  });

  it("gives bottoms waist, length and inside leg, and leaves unknown sizes out", () => {
    const { keys, rows } = garmentMeasurements("pants", ["M", "5XL"]);
    expect(keys).toEqual(["waist", "length", "inseam"]);
    expect(rows.map((r) => r.size)).toEqual(["M"]);
  });

  it("grows with every size step for every garment", () => {
    for (const type of ["hoodie", "oversized-sweatshirt", "shorts"] as const) {
      const { keys, rows } = garmentMeasurements(type, ["XS", "S", "M", "L", "XL", "XXL", "3XL"]);
      for (const key of keys) {
        const values = rows.map((r) => r.values[key] ?? 0);
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
    }
  });
});
