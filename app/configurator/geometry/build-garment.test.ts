import { describe, expect, it } from "vitest";
import { GARMENT_TYPES, type GarmentType } from "../../../core/catalog/garment-types.ts";
import { GARMENT_LAYOUTS, PLACEMENT_UV, type PlacementCode } from "../../../core/customization/uv-layout.ts";
import { boxUvRect, regionRect } from "../uv-layout.ts";
import { type GarmentMesh, type GarmentPart, buildGarment, garmentMesh } from "./build-garment.ts";
import { locateUv } from "./locate.ts";

const meshes = new Map<GarmentType, GarmentMesh>(GARMENT_TYPES.map((t) => [t, garmentMesh(t)]));
const mesh = (t: GarmentType) => meshes.get(t) as GarmentMesh;
const part = (t: GarmentType, name: string) => mesh(t).parts.find((p) => p.name === name) as GarmentPart;
const size = (m: GarmentMesh) =>
  m.bounds.max.map((v, i) => v - (m.bounds.min[i] as number)) as [number, number, number];
/** Widest extent in x (metres) of a part. */
const widthOf = (p: GarmentPart) => {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < p.positions.length; i += 3) {
    min = Math.min(min, p.positions[i] as number);
    max = Math.max(max, p.positions[i] as number);
  }
  return max - min;
};

describe("garment meshes", () => {
  it.each(GARMENT_TYPES)("%s builds with finite positions, unit normals and UVs inside their regions", (type) => {
    const m = mesh(type);
    expect(m.parts.length).toBeGreaterThan(3);
    for (const p of m.parts) {
      expect(p.positions.length % 3).toBe(0);
      expect(p.uvs.length / 2).toBe(p.positions.length / 3);
      expect(p.indices.length % 3).toBe(0);
      for (const v of p.positions) expect(Number.isFinite(v)).toBe(true);
      const r = regionRect(p.region);
      for (let i = 0; i < p.uvs.length; i += 2) {
        const u = p.uvs[i] as number;
        const v = p.uvs[i + 1] as number;
        expect(u).toBeGreaterThanOrEqual(r.u0 - 1e-6);
        expect(u).toBeLessThanOrEqual(r.u1 + 1e-6);
        expect(v).toBeGreaterThanOrEqual(r.v0 - 1e-6);
        expect(v).toBeLessThanOrEqual(r.v1 + 1e-6);
      }
      for (let i = 0; i < p.normals.length; i += 3) {
        const l = Math.hypot(p.normals[i] as number, p.normals[i + 1] as number, p.normals[i + 2] as number);
        expect(l).toBeCloseTo(1, 3);
      }
      const vertices = p.positions.length / 3;
      for (const idx of p.indices) expect(idx).toBeLessThan(vertices);
    }
  });

  it.each(GARMENT_TYPES)("%s has a plausible size (metres) and is centred", (type) => {
    const m = mesh(type);
    const [w, h, d] = size(m);
    expect(w).toBeGreaterThan(0.35);
    expect(w).toBeLessThan(1.0);
    expect(h).toBeGreaterThan(0.5);
    expect(h).toBeLessThan(1.2);
    expect(d).toBeGreaterThan(0.15);
    expect(d).toBeLessThan(0.4);
    for (let k = 0; k < 3; k++) expect((m.bounds.min[k] as number) + (m.bounds.max[k] as number)).toBeCloseTo(0, 6);
  });

  it("makes the oversized cuts wider than the regular ones", () => {
    for (const [regular, oversized] of [
      ["t-shirt", "oversized-t-shirt"],
      ["hoodie", "oversized-hoodie"],
      ["sweatshirt", "oversized-sweatshirt"],
    ] as const) {
      expect(widthOf(part(oversized, "body-front"))).toBeGreaterThan(widthOf(part(regular, "body-front")) * 1.1);
    }
  });

  it("drops the shoulder seam on oversized cuts: the sleeve starts further out and lower", () => {
    const seamTop = (t: GarmentType) => {
      const p = part(t, "sleeve-left-front");
      let best: [number, number] = [0, Number.NEGATIVE_INFINITY];
      for (let i = 0; i < p.positions.length; i += 3) {
        if ((p.positions[i + 1] as number) > best[1]) best = [p.positions[i] as number, p.positions[i + 1] as number];
      }
      return { x: best[0], fromTop: (mesh(t).bounds.max[1] as number) - best[1] };
    };
    const regular = seamTop("sweatshirt");
    const dropped = seamTop("oversized-sweatshirt");
    expect(dropped.x).toBeGreaterThan(regular.x + 0.03);
  });

  it("gives hoodies a hood, a kangaroo pocket and drawcords, and makes them taller than sweatshirts", () => {
    for (const t of ["hoodie", "oversized-hoodie"] as const) {
      const names = mesh(t).parts.map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(["hood-left", "hood-right", "pocket", "cord-left", "cord-right"]));
      expect(mesh(t).hardware.indices.length).toBeGreaterThan(0);
    }
    expect(size(mesh("hoodie"))[1]).toBeGreaterThan(size(mesh("sweatshirt"))[1] + 0.2);
    expect(mesh("sweatshirt").parts.map((p) => p.name)).not.toContain("hood-left");
  });

  it("gives sweatshirts and hoodies rib cuffs and a hem rib, tees a neck rib and hemmed sleeves", () => {
    for (const t of ["sweatshirt", "oversized-sweatshirt", "hoodie", "oversized-hoodie"] as const) {
      const names = mesh(t).parts.map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(["cuff-left-front", "cuff-right-back", "rib-front", "rib-back"]));
    }
    for (const t of ["t-shirt", "oversized-t-shirt"] as const) {
      const names = mesh(t).parts.map((p) => p.name);
      expect(names).toContain("neck-rib");
      expect(names.some((n) => n.startsWith("cuff-"))).toBe(false);
    }
  });

  it("opens two legs on shorts and pants, pants longer than shorts", () => {
    for (const t of ["shorts", "pants"] as const) {
      const p = part(t, "body-front");
      const m = mesh(t);
      const low = (m.bounds.min[1] as number) + 0.1;
      let left = 0;
      let right = 0;
      let middle = 0;
      for (let i = 0; i < p.positions.length; i += 3) {
        if ((p.positions[i + 1] as number) > low) continue;
        const x = p.positions[i] as number;
        if (x < -0.02) left++;
        else if (x > 0.02) right++;
        else middle++;
      }
      expect(left).toBeGreaterThan(10);
      expect(Math.abs(right - left)).toBeLessThan(left * 0.05);
      expect(middle).toBe(0);
    }
    expect(size(mesh("pants"))[1]).toBeGreaterThan(size(mesh("shorts"))[1] + 0.4);
  });

  it("stitches front to back: every front body vertex on a stitched edge has a back twin", () => {
    for (const t of GARMENT_TYPES) {
      const front = part(t, "body-front");
      const back = part(t, "body-back");
      const key = (a: Float32Array, i: number) =>
        `${Math.round((a[i] as number) * 1e5)},${Math.round((a[i + 1] as number) * 1e5)},${Math.round((a[i + 2] as number) * 1e5)}`;
      const backKeys = new Set<string>();
      for (let i = 0; i < back.positions.length; i += 3) backKeys.add(key(back.positions, i));
      let seam = 0;
      // the plane where front meets back (z = 0 before centring)
      const zMid = mesh(t).offsetMm[2] / 1000;
      for (let i = 0; i < front.positions.length; i += 3) {
        if (Math.abs((front.positions[i + 2] as number) - zMid) > 1e-7) continue;
        seam++;
        expect(backKeys.has(key(front.positions, i))).toBe(true);
      }
      expect(seam).toBeGreaterThan(40);
    }
  });

  it("keeps the printed panels close to their pattern size (UVs exact, mesh within 25 %)", () => {
    for (const t of GARMENT_TYPES) {
      const c = mesh(t).calibration;
      expect(c.front).toBeDefined();
      for (const v of Object.values(c)) {
        expect(v?.across).toBeGreaterThan(0.75);
        expect(v?.across).toBeLessThan(1.25);
        expect(v?.down).toBeGreaterThan(0.75);
        expect(v?.down).toBeLessThan(1.25);
      }
    }
  });

  it("does not fold UVs where anything is printed (and hardly anywhere else)", () => {
    for (const t of GARMENT_TYPES) {
      const areas = Object.values(PLACEMENT_UV[t]);
      for (const p of mesh(t).parts) {
        if (p.region === "hood" || p.name.startsWith("cord") || p.name === "neck-rib") continue;
        let positive = 0;
        let negative = 0;
        let inPrint = 0;
        for (let k = 0; k < p.indices.length; k += 3) {
          const [a, b, c] = [p.indices[k] as number, p.indices[k + 1] as number, p.indices[k + 2] as number];
          const au = p.uvs[a * 2] as number;
          const av = p.uvs[a * 2 + 1] as number;
          const bu = p.uvs[b * 2] as number;
          const bv = p.uvs[b * 2 + 1] as number;
          const cu = p.uvs[c * 2] as number;
          const cv = p.uvs[c * 2 + 1] as number;
          const area = (bu - au) * (cv - av) - (bv - av) * (cu - au);
          if (area > 1e-12) positive++;
          else if (area < -1e-12) {
            negative++;
            const mu = (au + bu + cu) / 3;
            const mv = (av + bv + cv) / 3;
            if (areas.some((r) => r && mu > r.u0 && mu < r.u1 && mv > r.v0 && mv < r.v1)) inPrint++;
          }
        }
        // each printed panel is consistently oriented: the flipped ones are a few odd ones out at corners
        if (p.region in GARMENT_LAYOUTS[t].panels) {
          expect(Math.min(positive, negative) / (positive + negative), `${t} ${p.name}`).toBeLessThan(0.015);
        }
        expect(inPrint, `${t} ${p.name} folds inside a printable area`).toBe(0);
      }
    }
  });

  it("covers every placement's printable area with the mesh panel it belongs to", () => {
    const partFor: Record<string, string> = {
      front: "body-front",
      back: "body-back",
      "left-sleeve": "sleeve-left-front",
      "right-sleeve": "sleeve-right-front",
      hood: "hood-left",
    };
    for (const t of GARMENT_TYPES) {
      for (const [code, rect] of Object.entries(PLACEMENT_UV[t]) as [
        PlacementCode,
        { u0: number; v0: number; u1: number; v1: number },
      ][]) {
        const panel = GARMENT_LAYOUTS[t].placements[code]?.panel as string;
        const names =
          panel === "left-sleeve" || panel === "right-sleeve"
            ? [partFor[panel] as string, (partFor[panel] as string).replace("-front", "-back")]
            : [partFor[panel] as string];
        // the centre of the area is on the surface of that panel
        const centre = { u: (rect.u0 + rect.u1) / 2, v: (rect.v0 + rect.v1) / 2 };
        const found = names.some((n) => {
          const at = locateUv(mesh(t), n, centre);
          return at !== undefined;
        });
        expect(found, `${t} ${code}`).toBe(true);
        const inside = names.some((n) => uvInsidePart(part(t, n), centre.u, centre.v));
        expect(inside, `${t} ${code} centre on the mesh`).toBe(true);
      }
    }
  });

  // Issue 20: a leg print on shorts and pants came out sheared and squashed near the crotch. An
  // artwork box drawn in a placement's UV rectangle is measured on the mesh (surface lengths of its
  // middle lines and diagonals, mm): it must keep the artwork's proportions, be square-cornered and
  // true to size, on the legs as on the tops.
  const bodyPart: Record<string, string> = { front: "body-front", back: "body-back" };
  const bodyPlacements = GARMENT_TYPES.flatMap((t) =>
    (Object.entries(GARMENT_LAYOUTS[t].placements) as [PlacementCode, { panel: string }][])
      .filter(([, area]) => area.panel in bodyPart)
      .map(([code]) => [t, code] as const),
  );
  it.each(bodyPlacements)("%s %s: a print keeps its proportions and size on the mesh (no shear)", (t, code) => {
    const area = GARMENT_LAYOUTS[t].placements[code] as { panel: string; widthMm: number; heightMm: number };
    const box = { centerXMm: area.widthMm / 2, centerYMm: area.heightMm / 2, widthMm: area.widthMm * 0.9, heightMm: area.heightMm * 0.9 };
    const r = boxUvRect(t, code, box) as { u0: number; v0: number; u1: number; v1: number };
    const m = (a: [number, number], b: [number, number]) => surfaceMm(mesh(t), bodyPart[area.panel] as string, a, b);
    const um = (r.u0 + r.u1) / 2;
    const vm = (r.v0 + r.v1) / 2;
    const width = m([r.u0, vm], [r.u1, vm]);
    const height = m([um, r.v0], [um, r.v1]);
    const ratio = width / height / (box.widthMm / box.heightMm);
    expect(ratio, `width/height on the mesh ÷ the artwork's (${width.toFixed(1)} × ${height.toFixed(1)} mm)`).toBeGreaterThan(0.98);
    expect(ratio).toBeLessThan(1.02);
    // a sheared rectangle has unequal diagonals
    const diagonals = m([r.u0, r.v0], [r.u1, r.v1]) / m([r.u0, r.v1], [r.u1, r.v0]);
    expect(diagonals, "diagonal ÷ diagonal").toBeGreaterThan(0.98);
    expect(diagonals).toBeLessThan(1.02);
    // and a 100 mm print measures 100 mm of fabric (within 3 %)
    expect(width / box.widthMm).toBeGreaterThan(0.97);
    expect(width / box.widthMm).toBeLessThan(1.03);
    expect(height / box.heightMm).toBeGreaterThan(0.97);
    expect(height / box.heightMm).toBeLessThan(1.03);
  });

  it("puts a leg print on the front of the leg, clear of the crotch and the side seam", () => {
    for (const t of ["shorts", "pants"] as const) {
      for (const code of ["left-leg", "right-leg"] as const) {
        const r = PLACEMENT_UV[t][code] as { u0: number; v0: number; u1: number; v1: number };
        const centre = locateUv(mesh(t), "body-front", { u: (r.u0 + r.u1) / 2, v: r.v0 + (r.v1 - r.v0) * 0.25 });
        expect(centre).toBeDefined();
        const [x, , z] = (centre as { position: [number, number, number] }).position;
        // on the wearer's side of the leg, facing the viewer (normal mostly +z)
        expect(Math.sign(x)).toBe(code === "left-leg" ? 1 : -1);
        expect((centre as { normal: [number, number, number] }).normal[2]).toBeGreaterThan(0.8);
        expect(z).toBeGreaterThan(0);
      }
    }
  });

  it("builds each type once and caches it", () => {
    expect(garmentMesh("hoodie")).toBe(garmentMesh("hoodie"));
    expect(buildGarment("shorts")).not.toBe(garmentMesh("shorts"));
  });
});

function uvInsidePart(p: GarmentPart, u: number, v: number): boolean {
  for (let k = 0; k < p.indices.length; k += 3) {
    const [a, b, c] = [p.indices[k] as number, p.indices[k + 1] as number, p.indices[k + 2] as number];
    const ax = p.uvs[a * 2] as number;
    const ay = p.uvs[a * 2 + 1] as number;
    const bx = p.uvs[b * 2] as number;
    const by = p.uvs[b * 2 + 1] as number;
    const cx = p.uvs[c * 2] as number;
    const cy = p.uvs[c * 2 + 1] as number;
    const d1 = (u - bx) * (ay - by) - (ax - bx) * (v - by);
    const d2 = (u - cx) * (by - cy) - (bx - cx) * (v - cy);
    const d3 = (u - ax) * (cy - ay) - (cx - ax) * (v - ay);
    const neg = d1 < 0 || d2 < 0 || d3 < 0;
    const pos = d1 > 0 || d2 > 0 || d3 > 0;
    if (!(neg && pos)) return true;
  }
  return false;
}

/** Surface length (mm) on a mesh part of the straight UV segment from `a` to `b` (48 steps). */
function surfaceMm(m: GarmentMesh, partName: string, a: [number, number], b: [number, number]): number {
  let total = 0;
  let prev: [number, number, number] | undefined;
  for (let i = 0; i <= 48; i++) {
    const t = i / 48;
    const at = locateUv(m, partName, { u: a[0] + (b[0] - a[0]) * t, v: a[1] + (b[1] - a[1]) * t });
    if (!at) throw new Error(`${partName} has no point at that UV`);
    if (prev) total += Math.hypot(at.position[0] - prev[0], at.position[1] - prev[1], at.position[2] - prev[2]);
    prev = at.position;
  }
  return total * 1000;
}
