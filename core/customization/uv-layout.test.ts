import { describe, expect, it } from "vitest";
import { GARMENT_TYPES } from "../catalog/garment-types.ts";
import { rotatedBox } from "./artwork-box.ts";
import {
  GARMENT_LAYOUTS,
  PANEL_CODES,
  PLACEMENT_UV,
  UV_PANELS,
  type UvRect,
  labelPlacement,
  overlappingPlacements,
  panelUvPoint,
} from "./uv-layout.ts";

const inside = (r: UvRect, outer: UvRect) =>
  r.u0 >= outer.u0 && r.u1 <= outer.u1 && r.v0 >= outer.v0 && r.v1 <= outer.v1;
const overlap = (a: UvRect, b: UvRect) => a.u0 < b.u1 && b.u0 < a.u1 && a.v0 < b.v1 && b.v0 < a.v1;

describe("UV_PANELS", () => {
  it("tiles the unit square without overlaps", () => {
    let area = 0;
    for (const a of PANEL_CODES) {
      const r = UV_PANELS[a];
      expect(r.u0).toBeLessThan(r.u1);
      expect(r.v0).toBeLessThan(r.v1);
      expect(inside(r, { u0: 0, v0: 0, u1: 1, v1: 1 })).toBe(true);
      area += (r.u1 - r.u0) * (r.v1 - r.v0);
      for (const b of PANEL_CODES) if (a !== b) expect(overlap(r, UV_PANELS[b]), `${a} ${b}`).toBe(false);
    }
    expect(area).toBeCloseTo(1, 9);
  });

  it("puts the front on the left half and the back on the right half of the upper band", () => {
    expect(UV_PANELS.front).toEqual({ u0: 0, v0: 0.3, u1: 0.5, v1: 1 });
    expect(UV_PANELS.back).toEqual({ u0: 0.5, v0: 0.3, u1: 1, v1: 1 });
  });
});

describe("GARMENT_LAYOUTS and PLACEMENT_UV", () => {
  it.each(GARMENT_TYPES)("%s: every printable area lies on its panel, and its UV rectangle in the panel's", (type) => {
    const layout = GARMENT_LAYOUTS[type];
    for (const [code, area] of Object.entries(layout.placements)) {
      const panel = layout.panels[area.panel];
      expect(panel, `${type} ${code}`).toBeDefined();
      expect(area.xMm).toBeGreaterThanOrEqual(0);
      expect(area.yMm).toBeGreaterThanOrEqual(0);
      expect(area.xMm + area.widthMm).toBeLessThanOrEqual(panel!.widthMm);
      expect(area.yMm + area.heightMm).toBeLessThanOrEqual(panel!.heightMm);
      const uv = PLACEMENT_UV[type][code as keyof (typeof PLACEMENT_UV)[typeof type]]!;
      expect(inside(uv, UV_PANELS[area.panel]), `${type} ${code}`).toBe(true);
    }
  });

  it("maps the tee's 305 × 406 mm front print linearly (rule 3)", () => {
    expect(GARMENT_LAYOUTS["t-shirt"].placements.front).toMatchObject({ widthMm: 305, heightMm: 406 });
    const r = PLACEMENT_UV["t-shirt"].front!;
    expect(r.u0).toBeCloseTo((117.5 / 540) * 0.5, 6);
    expect(r.u1).toBeCloseTo((422.5 / 540) * 0.5, 6);
    expect(r.v1).toBeCloseTo(1 - (90 / 720) * 0.7, 6);
    expect(r.v0).toBeCloseTo(1 - (496 / 720) * 0.7, 6);
  });

  it("puts the wearer's left chest on the viewer's right of the front panel, and the left leg likewise", () => {
    const tee = PLACEMENT_UV["t-shirt"];
    expect(tee["left-chest"]!.u0).toBeGreaterThan(0.25);
    expect(tee["right-chest"]!.u1).toBeLessThan(0.25);
    expect(PLACEMENT_UV.pants["left-leg"]!.u0).toBeGreaterThan(0.25);
  });

  it("gives hoods to hoodies, legs to bottoms, sleeves to tops", () => {
    for (const type of GARMENT_TYPES) {
      const codes = Object.keys(GARMENT_LAYOUTS[type].placements);
      expect(codes.includes("hood"), type).toBe(type.endsWith("hoodie"));
      expect(codes.includes("left-leg"), type).toBe(type === "shorts" || type === "pants");
      expect(codes.includes("left-sleeve"), type).toBe(!(type === "shorts" || type === "pants"));
    }
  });

  it("knows which placements overlap", () => {
    expect(overlappingPlacements("t-shirt", "front")).toEqual(["left-chest", "right-chest"]);
    expect(overlappingPlacements("t-shirt", "left-chest")).toEqual(["front"]);
    expect(overlappingPlacements("t-shirt", "back")).toEqual([]);
    expect(overlappingPlacements("t-shirt", "nape")).toEqual([]);
    expect(overlappingPlacements("shorts", "left-leg")).toEqual([]);
  });

  it("refuses a panel the garment does not have", () => {
    expect(() => panelUvPoint("pants", "hood", 0, 0)).toThrow(RangeError);
  });
});

describe("labelPlacement (spec §9: 10 cm from the waist or bottom)", () => {
  it("measures side-seam labels from the bottom hem on tops", () => {
    const p = labelPlacement("t-shirt", { anchor: "side-seam", offsetMm: 100 });
    expect(p).toMatchObject({ reference: "bottom-hem", panel: "back", xMm: 0, yMm: 620, offsetMm: 100 });
    expect(p.uv).toEqual(panelUvPoint("t-shirt", "back", 0, 620));
    expect(p.uv.u).toBe(0.5);
  });

  it("measures them from the waistband on bottoms", () => {
    expect(labelPlacement("pants", { anchor: "side-seam", offsetMm: 100 })).toMatchObject({
      reference: "waistband",
      yMm: 100,
    });
  });

  it("puts neck labels at the centre back", () => {
    const p = labelPlacement("hoodie", { anchor: "back-neck", offsetMm: 15 });
    expect(p).toMatchObject({ reference: "neckline", xMm: 280, yMm: 15 });
    expect(p.uv.u).toBeCloseTo(0.75, 6);
  });
});

describe("rotatedBox", () => {
  it("turns the box with the artwork", () => {
    expect(rotatedBox(300, 100)).toEqual({ widthMm: 300, heightMm: 100 });
    expect(rotatedBox(300, 100, 90)).toEqual({ widthMm: 100, heightMm: 300 });
    expect(rotatedBox(300, 100, -180)).toEqual({ widthMm: 300, heightMm: 100 });
    expect(rotatedBox(100, 100, 45)).toEqual({ widthMm: 141.421, heightMm: 141.421 });
  });
});
