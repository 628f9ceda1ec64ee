import type { UvPoint } from "../uv-layout.ts";
import type { GarmentMesh } from "./build-garment.ts";

/** A point on the garment's surface: position and outward normal, in metres. */
export interface SurfacePoint {
  position: [number, number, number];
  normal: [number, number, number];
}

/**
 * Finds where a UV point lies on the mesh: the triangle of the named part whose UV triangle holds
 * it (or, for a point on a panel's edge, the nearest one), interpolated barycentrically. Used to
 * put label patches where the data model's `labelPlacement()` says.
 * @param partName e.g. `body-back`
 * @returns undefined when the mesh has no such part
 */
export function locateUv(mesh: GarmentMesh, partName: string, uv: UvPoint): SurfacePoint | undefined {
  const part = mesh.parts.find((p) => p.name === partName);
  if (!part) return undefined;
  const { uvs, positions, normals, indices } = part;
  let best: { d: number; t: number; w: [number, number, number] } | undefined;
  for (let t = 0; t < indices.length; t += 3) {
    const ia = indices[t] as number;
    const ib = indices[t + 1] as number;
    const ic = indices[t + 2] as number;
    const ax = uvs[ia * 2] as number;
    const ay = uvs[ia * 2 + 1] as number;
    const bx = uvs[ib * 2] as number;
    const by = uvs[ib * 2 + 1] as number;
    const cx = uvs[ic * 2] as number;
    const cy = uvs[ic * 2 + 1] as number;
    const det = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy);
    if (Math.abs(det) < 1e-14) continue;
    const wa = ((by - cy) * (uv.u - cx) + (cx - bx) * (uv.v - cy)) / det;
    const wb = ((cy - ay) * (uv.u - cx) + (ax - cx) * (uv.v - cy)) / det;
    const wc = 1 - wa - wb;
    // distance outside the triangle, in barycentric terms (0 when inside)
    const d = Math.max(0, -wa) + Math.max(0, -wb) + Math.max(0, -wc);
    if (!best || d < best.d) {
      const ca = Math.max(0, wa);
      const cb = Math.max(0, wb);
      const cc = Math.max(0, wc);
      const sum = ca + cb + cc || 1;
      best = { d, t, w: [ca / sum, cb / sum, cc / sum] };
      if (d === 0) break;
    }
  }
  if (!best) return undefined;
  const found = best;
  const ids = [indices[found.t] as number, indices[found.t + 1] as number, indices[found.t + 2] as number];
  const pos: [number, number, number] = [0, 0, 0];
  const nor: [number, number, number] = [0, 0, 0];
  ids.forEach((id, k) => {
    const w = found.w[k] as number;
    for (let c = 0; c < 3; c++) {
      pos[c] = (pos[c] as number) + (positions[id * 3 + c] as number) * w;
      nor[c] = (nor[c] as number) + (normals[id * 3 + c] as number) * w;
    }
  });
  const l = Math.hypot(nor[0], nor[1], nor[2]) || 1;
  return { position: pos, normal: [nor[0] / l, nor[1] / l, nor[2] / l] };
}
