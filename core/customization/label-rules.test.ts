import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { labelOffered } from "./label-rules.ts";
import { priceDesign } from "./price-design.ts";
import { DesignInvalid } from "./refusals.ts";
import { TEST_TEE } from "./test-options.ts";

/** The t-shirt's options on a pair of shorts (the placement is irrelevant to labels). */
const SHORTS = { ...TEST_TEE, garmentType: "shorts" as const, placements: [] };

function refusalOf(fn: () => unknown): DesignInvalid {
  try {
    fn();
  } catch (error) {
    if (error instanceof DesignInvalid) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("labels a garment can take (issue 20)", () => {
  it("offers no woven neck label on shorts and pants, every other label everywhere", () => {
    for (const type of ["shorts", "pants"] as const) {
      expect(labelOffered(type, { slot: "neck", kind: "woven" })).toBe(false);
      expect(labelOffered(type, { slot: "neck", kind: "printed" })).toBe(true);
      expect(labelOffered(type, { slot: "brand", kind: "woven" })).toBe(true);
      expect(labelOffered(type, { slot: "care", kind: "house" })).toBe(true);
    }
    for (const type of ["t-shirt", "hoodie", "oversized-sweatshirt"] as const) {
      expect(labelOffered(type, { slot: "neck", kind: "woven" })).toBe(true);
    }
  });

  it("refuses a woven neck label on shorts with LABEL_NOT_OFFERED (HTTP 400), even above its minimum", () => {
    const e = refusalOf(() =>
      priceDesign(SHORTS, { dye: "black", labels: { neck: "neck-woven" }, placements: [], sizes: { M: 600 } }),
    );
    expect(e.status).toBe(400);
    expect(e.code).toBe("LABEL_NOT_OFFERED");
    expect(e.field).toBe("labels.neck");
    expect(e.details).toEqual({ slot: "neck", label: "neck-woven", garmentType: "shorts" });
    // a printed neck label is fine on shorts, and the woven one on a tee at 500
    expect(
      priceDesign(SHORTS, { dye: "black", labels: { neck: "neck-printed" }, placements: [], sizes: { M: 10 } })
        .totalCents,
    ).toBeGreaterThan(0);
    expect(
      priceDesign(TEST_TEE, { dye: "black", labels: { neck: "neck-woven" }, placements: [], sizes: { M: 500 } })
        .totalCents,
    ).toBeGreaterThan(0);
  });

  it("has the refusal's text in English, Portuguese and Spanish", () => {
    for (const locale of ["en", "pt", "es"]) {
      const catalogue = JSON.parse(
        readFileSync(new URL(`../../app/locales/${locale}/customize.json`, import.meta.url), "utf8"),
      );
      expect(catalogue.refusals.LABEL_NOT_OFFERED, locale).toMatch(/\{\{label\}\}/);
    }
  });
});
