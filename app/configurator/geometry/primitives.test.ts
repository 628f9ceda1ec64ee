import { describe, expect, it } from "vitest";
import { HeightField } from "./height-field.ts";
import { type Vec2, insidePolygon, polygonArea, resample } from "./plane.ts";
import { delaunay, triangulatePiece } from "./triangulate.ts";

function rectLoop(w: number, h: number, openTopBottom: boolean) {
  const corners: Vec2[] = [
    [-w / 2, h / 2],
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
  ];
  const points: Vec2[] = [];
  const open: boolean[] = [];
  for (let i = 0; i < 4; i++) {
    const seg = resample([corners[i] as Vec2, corners[(i + 1) % 4] as Vec2], 5);
    seg.pop();
    for (const p of seg) {
      points.push(p);
      open.push(openTopBottom && (i === 1 || i === 3));
    }
  }
  return { points, open };
}

describe("pattern geometry primitives", () => {
  it("triangulates points (Delaunay) without losing area", () => {
    const pts: Vec2[] = [];
    for (let i = 0; i < 6; i++) for (let j = 0; j < 5; j++) pts.push([i * 10 + (j % 2) * 0.3, j * 10 + (i % 3) * 0.2]);
    const tri = delaunay(pts);
    let area = 0;
    for (let k = 0; k < tri.length; k += 3) {
      area += polygonArea([pts[tri[k] as number], pts[tri[k + 1] as number], pts[tri[k + 2] as number]] as Vec2[]);
      expect(
        polygonArea([pts[tri[k] as number], pts[tri[k + 1] as number], pts[tri[k + 2] as number]] as Vec2[]),
      ).toBeGreaterThan(0);
    }
    // the convex hull of the jittered grid is close to 50 × 40
    expect(area).toBeGreaterThan(1950);
    expect(area).toBeLessThan(2050);
  });

  it("fills a concave piece with triangles that cover exactly its area", () => {
    // an L shape, 200 × 200 minus 100 × 100
    const l = resample(
      [
        [0, 0],
        [200, 0],
        [200, 100],
        [100, 100],
        [100, 200],
        [0, 200],
        [0, 0],
      ],
      8,
    );
    l.pop();
    const mesh = triangulatePiece(l, 14);
    let area = 0;
    for (let k = 0; k < mesh.triangles.length; k += 3) {
      const t = [
        mesh.points[mesh.triangles[k] as number],
        mesh.points[mesh.triangles[k + 1] as number],
        mesh.points[mesh.triangles[k + 2] as number],
      ] as Vec2[];
      area += polygonArea(t);
      const c: Vec2 = [(t[0]![0] + t[1]![0] + t[2]![0]) / 3, (t[0]![1] + t[1]![1] + t[2]![1]) / 3];
      expect(insidePolygon(c, l)).toBe(true);
    }
    // exactly the area of the (resampled) outline: no gaps, no overlaps
    expect(area).toBeCloseTo(Math.abs(polygonArea(l)), 6);
    expect(area).toBeGreaterThan(29_900);
    expect(mesh.points.length).toBeGreaterThan(l.length + 100);
  });

  it("inflates a strip into a half circle (round tubes)", () => {
    const f = new HeightField(rectLoop(100, 400, true), { maxHeight: 1e6 });
    for (const x of [0, 20, 35, 45]) expect(f.height([x, 0])).toBeCloseTo(Math.sqrt(50 * 50 - x * x), 0);
    // an opening does not pull the surface down: full height right at the open end
    expect(f.height([0, 198])).toBeGreaterThan(49);
    expect(f.height([60, 0])).toBe(0);
  });

  it("closes a fully stitched outline at its ends and caps wide parts near maxHeight", () => {
    const f = new HeightField(rectLoop(600, 600, false), { maxHeight: 120 });
    expect(f.height([0, 0])).toBeGreaterThan(110);
    expect(f.height([0, 0])).toBeLessThanOrEqual(120);
    expect(f.height([0, 299])).toBeLessThan(40);
    // surface length across the middle is longer than the plain width
    expect(f.surfaceLength([-299.9, 0], [299.9, 0], "flat")).toBeGreaterThan(700);
    const r = new HeightField(rectLoop(200, 200, false), { maxHeight: 50, profile: "round" });
    expect(r.height([0, 0])).toBeCloseTo(50, 0);
  });
});
