import { describe, expect, it } from "vitest";
import { GARMENT_TYPES, type GarmentType } from "../../core/catalog/garment-types.ts";
import { HOODIE_SPEC } from "../../core/media/flats/hoodie.ts";
import { OVERSIZED_HOODIE_SPEC } from "../../core/media/flats/oversized-hoodie.ts";
import { OVERSIZED_SWEATSHIRT_SPEC } from "../../core/media/flats/oversized-sweatshirt.ts";
import { OVERSIZED_T_SHIRT_SPEC } from "../../core/media/flats/oversized-t-shirt.ts";
import { PANTS_SPEC } from "../../core/media/flats/pants.ts";
import { SHORTS_SPEC } from "../../core/media/flats/shorts.ts";
import { SWEATSHIRT_SPEC } from "../../core/media/flats/sweatshirt.ts";
import { T_SHIRT_SPEC } from "../../core/media/flats/t-shirt.ts";
import { GARMENT_LAYOUTS } from "../../core/customization/uv-layout.ts";
import { FLAT_SPECS_2D, panelToFlat } from "./flat-frames.ts";

const SOURCES = {
  "t-shirt": T_SHIRT_SPEC,
  "oversized-t-shirt": OVERSIZED_T_SHIRT_SPEC,
  hoodie: HOODIE_SPEC,
  "oversized-hoodie": OVERSIZED_HOODIE_SPEC,
  sweatshirt: SWEATSHIRT_SPEC,
  "oversized-sweatshirt": OVERSIZED_SWEATSHIRT_SPEC,
  shorts: SHORTS_SPEC,
  pants: PANTS_SPEC,
} as const;

describe("flat frames of the 2D fallback", () => {
  it.each(GARMENT_TYPES)("%s copies the flat's measurements exactly", (type) => {
    const copy = FLAT_SPECS_2D[type];
    const source = SOURCES[type] as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(copy)) {
      if (k === "kind") continue;
      if (k === "sleeve" || k === "hood") {
        for (const [kk, vv] of Object.entries(v as object)) {
          expect((source[k] as Record<string, unknown>)[kk], `${type}.${k}.${kk}`).toEqual(vv);
        }
      } else {
        expect(source[k], `${type}.${k}`).toEqual(v);
      }
    }
  });

  it("puts the front and back printable areas inside the flat's body", () => {
    for (const type of GARMENT_TYPES as readonly GarmentType[]) {
      for (const view of ["front", "back"] as const) {
        const m = panelToFlat(type, view, view);
        const area =
          GARMENT_LAYOUTS[type].placements[
            view === "front" && type !== "shorts" && type !== "pants" ? "front" : "back"
          ];
        expect(m).toBeDefined();
        if (!m || !area || area.panel !== view) continue;
        const x = m[0] * (area.xMm + area.widthMm / 2) + m[4];
        const y = m[3] * (area.yMm + area.heightMm / 2) + m[5];
        expect(x).toBeCloseTo(300, 0);
        expect(y).toBeGreaterThan(100);
        expect(y).toBeLessThan(650);
      }
      expect(panelToFlat(type, "front", "back")).toBeUndefined();
    }
  });

  it("draws sleeves unmirrored (positive determinant) on both sides", () => {
    for (const view of ["front", "back"] as const) {
      for (const panel of ["left-sleeve", "right-sleeve"] as const) {
        const m = panelToFlat("hoodie", view, panel);
        expect(m).toBeDefined();
        if (m) expect(m[0] * m[3] - m[1] * m[2]).toBeGreaterThan(0);
      }
    }
  });
});
