import { describe, expect, it } from "vitest";
import { GARMENT_TYPES } from "../../../core/catalog/garment-types.ts";
import { flatImageUrl } from "../../../core/catalog/product-view.ts";
import { GARMENT_LAYOUTS } from "../../../core/customization/uv-layout.ts";
import { HOODIE_SPEC } from "../../../core/media/flats/hoodie.ts";
import { OVERSIZED_HOODIE_SPEC } from "../../../core/media/flats/oversized-hoodie.ts";
import { OVERSIZED_SWEATSHIRT_SPEC } from "../../../core/media/flats/oversized-sweatshirt.ts";
import { OVERSIZED_T_SHIRT_SPEC } from "../../../core/media/flats/oversized-t-shirt.ts";
import { PANTS_SPEC } from "../../../core/media/flats/pants.ts";
import { SHORTS_SPEC } from "../../../core/media/flats/shorts.ts";
import { SWEATSHIRT_SPEC } from "../../../core/media/flats/sweatshirt.ts";
import { T_SHIRT_SPEC } from "../../../core/media/flats/t-shirt.ts";
import { type Decal, flatArea, flatDecals } from "./decals.ts";
import { FLAT_FRAMES, flatUrl, flatViewOf, panelToFlat } from "./flat-geometry.ts";

describe("panels on the flats", () => {
  it("use the flats' own measurements", () => {
    const tops = {
      "t-shirt": T_SHIRT_SPEC,
      "oversized-t-shirt": OVERSIZED_T_SHIRT_SPEC,
      hoodie: HOODIE_SPEC,
      "oversized-hoodie": OVERSIZED_HOODIE_SPEC,
      sweatshirt: SWEATSHIRT_SPEC,
      "oversized-sweatshirt": OVERSIZED_SWEATSHIRT_SPEC,
    } as const;
    for (const [type, spec] of Object.entries(tops)) {
      expect(FLAT_FRAMES[type as keyof typeof tops], type).toEqual({ topY: spec.hpsY, bottomY: spec.hemY });
    }
    expect(FLAT_FRAMES.shorts).toEqual({ topY: SHORTS_SPEC.waistY, bottomY: SHORTS_SPEC.legOuter[1] });
    expect(FLAT_FRAMES.pants).toEqual({ topY: PANTS_SPEC.waistY, bottomY: PANTS_SPEC.legOuter[1] });
  });

  it("put every front and back printable area inside the 600 × 700 canvas", () => {
    for (const type of GARMENT_TYPES) {
      for (const [code, area] of Object.entries(GARMENT_LAYOUTS[type].placements)) {
        const view = flatViewOf(area.panel);
        const box = view ? flatArea(type, code, view) : null;
        if (!view) {
          expect(box).toBeNull();
          continue;
        }
        expect(box, `${type} ${code}`).not.toBeNull();
        expect(box!.x).toBeGreaterThan(0);
        expect(box!.x + box!.width).toBeLessThan(600);
        expect(box!.y).toBeGreaterThan(0);
        expect(box!.y + box!.height).toBeLessThan(700);
      }
    }
  });

  it("map the panel's centre line onto the flat's", () => {
    const w = GARMENT_LAYOUTS.hoodie.panels.front!.widthMm;
    expect(panelToFlat("hoodie", "front", w / 2, 0)).toMatchObject({ x: 300, y: HOODIE_SPEC.hpsY });
    expect(panelToFlat("hoodie", "hood", 0, 0)).toBeNull();
  });

  it("place a decal at its centre, scaled like its panel", () => {
    const decal: Decal = {
      id: "d0",
      placement: "back",
      panel: "back",
      uv: { u0: 0, v0: 0, u1: 1, v1: 1 },
      area: { widthMm: 305, heightMm: 406 },
      box: { centerXMm: 152.5, centerYMm: 100, widthMm: 200, heightMm: 100, rotationDeg: 15 },
      image: { url: "/media/upload/x" },
      text: null,
    };
    expect(flatDecals("hoodie", [decal], "front")).toEqual([]);
    const [placed] = flatDecals("hoodie", [decal], "back");
    const scale = (HOODIE_SPEC.hemY - HOODIE_SPEC.hpsY) / GARMENT_LAYOUTS.hoodie.panels.back!.heightMm;
    expect(placed!.x).toBeCloseTo(300);
    expect(placed!.width).toBeCloseTo(200 * scale);
    expect(placed!.rotationDeg).toBe(15);
  });

  it("name the same flat images as the catalogue", () => {
    expect(flatUrl("hoodie", "back", "#1C1C1C")).toBe(flatImageUrl("hoodie", "back", "#1C1C1C"));
  });
});
