import { describe, expect, it } from "vitest";
import { GARMENT_TYPES } from "../../core/catalog/garment-types.ts";
import { GARMENT_LAYOUTS, PLACEMENT_UV, UV_PANELS, type UvRect } from "../../core/customization/uv-layout.ts";
import { GARMENT_UV_LAYOUT, TRIM_BANDS, boxUvRect, panelMmToUv, uvToPanelMm } from "./uv-layout.ts";

const overlap = (a: UvRect, b: UvRect) =>
  Math.max(0, Math.min(a.u1, b.u1) - Math.max(a.u0, b.u0)) * Math.max(0, Math.min(a.v1, b.v1) - Math.max(a.v0, b.v0));
const inside = (a: UvRect, b: UvRect, eps = 1e-9) =>
  a.u0 >= b.u0 - eps && a.u1 <= b.u1 + eps && a.v0 >= b.v0 - eps && a.v1 <= b.v1 + eps;

describe("the configurator's UV layout", () => {
  it("uses the data model's panels, which tile the square without overlapping", () => {
    expect(GARMENT_UV_LAYOUT.panels).toBe(UV_PANELS);
    const rects = Object.values(UV_PANELS);
    let total = 0;
    rects.forEach((a, i) => {
      total += (a.u1 - a.u0) * (a.v1 - a.v0);
      rects.forEach((b, j) => {
        if (i < j) expect(overlap(a, b)).toBe(0);
      });
    });
    expect(total).toBeCloseTo(1, 9);
  });

  it("keeps the trim bands inside the trim panel, apart from each other", () => {
    const bands = Object.values(TRIM_BANDS);
    bands.forEach((a, i) => {
      expect(inside(a, UV_PANELS.trim)).toBe(true);
      bands.forEach((b, j) => {
        if (i < j) expect(overlap(a, b)).toBe(0);
      });
    });
  });

  it("gives every garment's panels their mm size and UV-per-mm scale", () => {
    for (const t of GARMENT_TYPES) {
      for (const [code, s] of Object.entries(GARMENT_UV_LAYOUT.garments[t].panels)) {
        const size = GARMENT_LAYOUTS[t].panels[code as keyof typeof UV_PANELS];
        expect(s?.widthMm).toBe(size?.widthMm);
        expect((s?.uPerMm ?? 0) * (s?.widthMm ?? 0)).toBeCloseTo((s?.uv.u1 ?? 0) - (s?.uv.u0 ?? 0), 12);
        expect((s?.vPerMm ?? 0) * (s?.heightMm ?? 0)).toBeCloseTo((s?.uv.v1 ?? 0) - (s?.uv.v0 ?? 0), 12);
      }
    }
  });

  it("maps mm to UV and back (round trip)", () => {
    for (const t of GARMENT_TYPES) {
      for (const [code, size] of Object.entries(GARMENT_LAYOUTS[t].panels)) {
        const panel = code as keyof typeof UV_PANELS;
        for (const [fx, fy] of [
          [0, 0],
          [0.25, 0.8],
          [0.5, 0.5],
          [1, 1],
          [0.91, 0.13],
        ] as const) {
          const x = fx * (size?.widthMm ?? 0);
          const y = fy * (size?.heightMm ?? 0);
          const uv = panelMmToUv(t, panel, x, y);
          expect(inside({ u0: uv.u, v0: uv.v, u1: uv.u, v1: uv.v }, UV_PANELS[panel], 1e-6)).toBe(true);
          const back = uvToPanelMm(t, panel, uv);
          expect(back.xMm).toBeCloseTo(x, 2);
          expect(back.yMm).toBeCloseTo(y, 2);
        }
      }
    }
  });

  it("turns a box in a printable area into its UV rectangle (a full box is the placement's rectangle)", () => {
    for (const t of GARMENT_TYPES) {
      for (const [code, area] of Object.entries(GARMENT_LAYOUTS[t].placements)) {
        const c = code as keyof (typeof PLACEMENT_UV)[typeof t];
        const full = boxUvRect(t, c, {
          centerXMm: (area?.widthMm ?? 0) / 2,
          centerYMm: (area?.heightMm ?? 0) / 2,
          widthMm: area?.widthMm ?? 0,
          heightMm: area?.heightMm ?? 0,
        });
        const expected = PLACEMENT_UV[t][c] as UvRect;
        expect(full?.u0).toBeCloseTo(expected.u0, 5);
        expect(full?.v1).toBeCloseTo(expected.v1, 5);
        expect(inside(expected, UV_PANELS[area?.panel ?? "trim"], 1e-6)).toBe(true);
      }
    }
    // "front, 305 × 406 mm, centred, 80 mm below the top" on a t-shirt: a rectangle inside the front panel
    const r = boxUvRect("t-shirt", "front", {
      centerXMm: 152.5,
      centerYMm: 203,
      widthMm: 305,
      heightMm: 406,
    }) as UvRect;
    expect(r.u1 - r.u0).toBeCloseTo((305 / 540) * 0.5, 5);
    expect(r.v1 - r.v0).toBeCloseTo((406 / 720) * 0.7, 5);
    expect(boxUvRect("t-shirt", "hood", { centerXMm: 0, centerYMm: 0, widthMm: 1, heightMm: 1 })).toBeUndefined();
  });
});
