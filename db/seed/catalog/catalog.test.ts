import { describe, expect, it } from "vitest";
import { GARMENT_TYPES } from "../../../core/catalog/garment-types.ts";
import { LOCALES } from "../../../core/shared/locale.ts";
import { seedCategories, seedColors, seedMaterials, seedProducts, seedSizes } from "./index.ts";

const CODE = /^[a-z0-9-]{1,40}$/;
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME|placeholder)\b/;

describe("demo catalogue", () => {
  it("uses unique lowercase-kebab codes and slugs", () => {
    for (const list of [seedCategories, seedColors, seedMaterials]) {
      const codes = list.map((x) => x.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(CODE);
    }
    const slugs = seedProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const tag of seedProducts.flatMap((p) => p.tags)) expect(tag).toMatch(CODE);
  });

  it("links sub-categories to existing top-level categories", () => {
    const codes = new Set(seedCategories.map((c) => c.code));
    const top = seedCategories.filter((c) => !c.parent);
    expect(top.length).toBeGreaterThanOrEqual(3);
    for (const c of seedCategories.filter((x) => x.parent)) {
      expect(codes.has(c.parent ?? "")).toBe(true);
      expect(top.map((t) => t.code)).toContain(c.parent);
    }
  });

  it("has hex colours and ordered letter sizes", () => {
    for (const c of seedColors) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(seedSizes.map((s) => s.code)).toEqual(["XS", "S", "M", "L", "XL", "XXL", "3XL"]);
    const orders = seedSizes.map((s) => s.sortOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it("has at least two products of each of the eight garment types", () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(18);
    expect(seedProducts.length).toBeLessThanOrEqual(24);
    for (const type of GARMENT_TYPES) {
      expect(seedProducts.filter((p) => p.garmentType === type).length, type).toBeGreaterThanOrEqual(2);
    }
  });

  it("refers only to seeded categories, materials, colours, sizes and products", () => {
    const categories = new Set(seedCategories.map((c) => c.code));
    const materials = new Set(seedMaterials.map((m) => m.code));
    const colors = new Set(seedColors.map((c) => c.code));
    const sizes = seedSizes.map((s) => s.code);
    const slugs = new Set(seedProducts.map((p) => p.slug));
    for (const p of seedProducts) {
      expect(categories.has(p.category), p.slug).toBe(true);
      expect(materials.has(p.material), p.slug).toBe(true);
      for (const c of p.colors) expect(colors.has(c), `${p.slug} ${c}`).toBe(true);
      expect(new Set(p.colors).size).toBe(p.colors.length);
      expect(p.colors.length).toBeGreaterThanOrEqual(4);
      expect(p.colors.length).toBeLessThanOrEqual(8);
      const indexes = p.sizes.map((s) => sizes.indexOf(s));
      expect(
        indexes.every((i) => i >= 0),
        p.slug,
      ).toBe(true);
      expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
      expect(p.sizes.length).toBeGreaterThanOrEqual(4);
      const related = p.related ?? [];
      expect(related.length).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(4);
      for (const r of related) {
        expect(slugs.has(r), `${p.slug} → ${r}`).toBe(true);
        expect(r).not.toBe(p.slug);
      }
    }
  });

  it("prices in whole EUR cents, with compare-at prices above the price", () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(990);
      expect(p.priceCents).toBeLessThanOrEqual(9990);
      if (p.compareAtPriceCents !== undefined) expect(p.compareAtPriceCents).toBeGreaterThan(p.priceCents);
      expect(p.weightGrams).toBeGreaterThan(100);
      expect(p.weightGrams).toBeLessThan(1200);
    }
  });

  it("gives oversized types the oversized fit and ranks about eight best sellers 1…n", () => {
    for (const p of seedProducts) {
      if (p.garmentType.startsWith("oversized-")) expect(p.fit, p.slug).toBe("oversized");
      else expect(p.fit, p.slug).not.toBe("oversized");
    }
    const ranks = seedProducts.flatMap((p) => p.bestSellerRank ?? []).sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: ranks.length }, (_, i) => i + 1));
    expect(ranks.length).toBeGreaterThanOrEqual(6);
    expect(ranks.length).toBeLessThanOrEqual(10);
    expect(seedProducts.filter((p) => p.customizable).length).toBeGreaterThan(seedProducts.length / 2);
  });

  it("has every text in English, Portuguese and Spanish, without placeholders", () => {
    const texts = [
      ...seedCategories.flatMap((c) => [c.name, c.description]),
      ...seedColors.map((c) => c.name),
      ...seedMaterials.flatMap((m) => [m.name, m.composition]),
      ...seedProducts.flatMap((p) => [p.name, p.summary, p.description]),
    ];
    for (const t of texts) {
      for (const locale of LOCALES) {
        expect(t[locale].trim().length, JSON.stringify(t)).toBeGreaterThan(0);
        expect(t[locale]).not.toMatch(PLACEHOLDER);
      }
    }
    for (const p of seedProducts) {
      for (const locale of LOCALES) {
        expect(p.care[locale].length).toBeGreaterThanOrEqual(4);
        expect(p.description[locale]).toContain("\n- **");
      }
      expect(p.name.pt).not.toBe(p.name.en);
      expect(p.name.es).not.toBe(p.name.en);
    }
  });
});
