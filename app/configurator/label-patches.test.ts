import { describe, expect, it } from "vitest";
import { GARMENT_TYPES, type GarmentType } from "../../core/catalog/garment-types.ts";
import { labelPlacement } from "../../core/customization/uv-layout.ts";
import { type GarmentMesh, garmentMesh } from "./geometry/build-garment.ts";
import { labelPatches, sideSeamAt } from "./label-patches.ts";

/**
 * z of the garment's front or back (body or hem rib) over the plan point (x, y), metres: each side
 * seen from the front is a height field, so the triangle that holds the point in plan is
 * interpolated; NaN when none does.
 */
function surfaceZ(mesh: GarmentMesh, side: "front" | "back", x: number, y: number): number {
  for (const p of mesh.parts.filter((q) => q.name === `body-${side}` || q.name === `rib-${side}`)) {
    const z = partZ(p, x, y);
    if (!Number.isNaN(z)) return z;
  }
  return Number.NaN;
}

function partZ(p: GarmentMesh["parts"][number], x: number, y: number): number {
  const P = p.positions;
  for (let t = 0; t < p.indices.length; t += 3) {
    const [a, b, c] = [p.indices[t] as number, p.indices[t + 1] as number, p.indices[t + 2] as number];
    const ax = P[a * 3] as number;
    const ay = P[a * 3 + 1] as number;
    const bx = P[b * 3] as number;
    const by = P[b * 3 + 1] as number;
    const cx = P[c * 3] as number;
    const cy = P[c * 3 + 1] as number;
    const det = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy);
    if (Math.abs(det) < 1e-12) continue;
    const wa = ((by - cy) * (x - cx) + (cx - bx) * (y - cy)) / det;
    const wb = ((cy - ay) * (x - cx) + (ax - cx) * (y - cy)) / det;
    const wc = 1 - wa - wb;
    if (wa < -1e-9 || wb < -1e-9 || wc < -1e-9) continue;
    return wa * (P[a * 3 + 2] as number) + wb * (P[b * 3 + 2] as number) + wc * (P[c * 3 + 2] as number);
  }
  return Number.NaN;
}

describe("label patches", () => {
  it.each(GARMENT_TYPES)("%s: the care label hangs inside, between front and back, clear of the fabric", (type) => {
    const mesh = garmentMesh(type as GarmentType);
    const position = labelPlacement(type as GarmentType, { anchor: "side-seam", offsetMm: 100 });
    const [care] = labelPatches(mesh, [{ id: "care-house", slot: "care", position }]);
    expect(care).toBeDefined();
    if (!care) return;
    expect(care.inside).toBe(true);
    const seam = sideSeamAt(mesh, position.uv.v) as [number, number, number];
    const [cx, cy, cz] = care.position;
    for (const [dx, dy] of [
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
      [0, 0],
    ] as const) {
      const x = cx + (dx * care.width) / 2;
      const y = cy + (dy * care.height) / 2;
      // inside the side seam, and the front above / the back below the label by at least 2 mm
      expect(x, `${type} corner inside the seam`).toBeLessThan(seam[0]);
      expect(surfaceZ(mesh, "front", x, y) - cz, `${type} front over the label`).toBeGreaterThan(0.002);
      expect(cz - surfaceZ(mesh, "back", x, y), `${type} back behind the label`).toBeGreaterThan(0.002);
    }
    // it is on the wearer's left, near the seam, and lies flat (facing the front)
    expect(cx).toBeGreaterThan(0);
    expect(seam[0] - cx).toBeLessThan(0.05);
    expect(care.quaternion).toEqual([0, 0, 0, 1]);
  });

  it("puts the neck label just inside the back neck and the hang tag outside", () => {
    const mesh = garmentMesh("t-shirt");
    const position = labelPlacement("t-shirt", { anchor: "back-neck", offsetMm: 15 });
    const [neck, tag] = labelPatches(mesh, [
      { id: "neck-woven", slot: "neck", position },
      { id: "hang-tag-card", slot: "hang-tag", position },
    ]);
    expect(neck?.inside).toBe(true);
    expect(neck?.mount).toBe("surface");
    expect(tag?.inside).toBe(false);
    expect(neck?.position[2]).toBeLessThan(0);
  });
});
