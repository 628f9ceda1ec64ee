import { Vector3 } from "three";
import type { GarmentMesh } from "./geometry/build-garment.ts";
import { locateUv } from "./geometry/locate.ts";
import type { ViewerLabel } from "./types.ts";

/**
 * Where the viewer draws the chosen labels: small patches of the label's size where it is sewn
 * (spec §9). Neck labels lie inside the back neck, just under the fabric (a faint marker shows
 * through on the outside); side-seam labels (care) are sewn into the wearer's left side seam and
 * hang **inside** the garment, between front and back, clear of the fabric (issue 20: "care labels
 * sit inside the garment"); the hang tag hangs outside at the back neck.
 */

/** Label sizes, mm: width × height. */
export const LABEL_SIZES_MM: Record<ViewerLabel["slot"], [number, number]> = {
  neck: [50, 24],
  brand: [44, 18],
  size: [22, 16],
  care: [30, 55],
  "hang-tag": [48, 80],
};

/** Default patch colours per label slot. */
export const LABEL_COLORS: Record<ViewerLabel["slot"], string> = {
  neck: "#e3d3a8",
  brand: "#2f5fa8",
  size: "#3c8d5a",
  care: "#f4f1ea",
  "hang-tag": "#c9a227",
};

/** One label patch: centre, orientation, size (metres), colour, and whether it is inside the garment. */
export interface Patch {
  id: string;
  position: [number, number, number];
  quaternion: [number, number, number, number];
  width: number;
  height: number;
  color: string;
  inside: boolean;
  /** How it sits: `surface` follows the fabric at the neck; `seam` hangs from the side seam inside. */
  mount: "surface" | "seam";
}

/** Gap between a seam and the label hanging from it, and between the label and the garment's edge, mm. */
const SEAM_GAP_MM = 6;

/**
 * The side seam at a height: the outermost point (on the wearer's left, +x) of the back body piece
 * among its vertices within a few mm of the UV height `v`, in metres.
 */
export function sideSeamAt(mesh: GarmentMesh, v: number): [number, number, number] | undefined {
  const part = mesh.parts.find((p) => p.name === "body-back");
  if (!part) return undefined;
  let best: [number, number, number] | undefined;
  let band = 0.004;
  while (!best && band < 0.05) {
    for (let i = 0; i < part.uvs.length / 2; i++) {
      if (Math.abs((part.uvs[i * 2 + 1] as number) - v) > band) continue;
      const x = part.positions[i * 3] as number;
      if (!best || x > best[0]) best = [x, part.positions[i * 3 + 1] as number, part.positions[i * 3 + 2] as number];
    }
    band *= 2;
  }
  return best;
}

/** Where each chosen label's patch goes (see the module comment). */
export function labelPatches(mesh: GarmentMesh, labels: readonly ViewerLabel[]): Patch[] {
  const out: Patch[] = [];
  for (const label of labels) {
    const [wMm, hMm] = LABEL_SIZES_MM[label.slot];
    const color = label.colorHex ?? LABEL_COLORS[label.slot];
    if (label.position.anchor === "side-seam") {
      const seam = sideSeamAt(mesh, label.position.uv.v);
      if (!seam) continue;
      // flat between front and back (facing +z), its outer edge a few mm in from the seam, hanging
      // down from the seam point
      out.push({
        id: label.id,
        position: [seam[0] - (wMm / 2 + SEAM_GAP_MM) / 1000, seam[1] - (hMm / 2 + SEAM_GAP_MM) / 1000, seam[2]],
        quaternion: [0, 0, 0, 1],
        width: wMm / 1000,
        height: hMm / 1000,
        color,
        inside: true,
        mount: "seam",
      });
      continue;
    }
    const at = locateUv(mesh, `body-${label.position.panel === "front" ? "front" : "back"}`, label.position.uv);
    if (!at) continue;
    const n = new Vector3(...at.normal);
    const up = new Vector3(0, 1, 0).addScaledVector(n, -n.y).normalize();
    const right = new Vector3().crossVectors(up, n).normalize();
    const q = quaternionFromBasis(right, up, n);
    const inside = label.slot !== "hang-tag";
    // a label hangs below its seam point: move the centre down by half its height
    const pos = new Vector3(...at.position).addScaledVector(up, -(hMm / 2 + SEAM_GAP_MM) / 1000);
    out.push({
      id: label.id,
      position: [pos.x, pos.y, pos.z],
      quaternion: q,
      width: wMm / 1000,
      height: hMm / 1000,
      color,
      inside,
      mount: "surface",
    });
  }
  return out;
}

function quaternionFromBasis(x: Vector3, y: Vector3, z: Vector3): [number, number, number, number] {
  // rotation matrix with columns x, y, z → quaternion
  const m11 = x.x;
  const m12 = y.x;
  const m13 = z.x;
  const m21 = x.y;
  const m22 = y.y;
  const m23 = z.y;
  const m31 = x.z;
  const m32 = y.z;
  const m33 = z.z;
  const trace = m11 + m22 + m33;
  if (trace > 0) {
    const s = 0.5 / Math.sqrt(trace + 1);
    return [(m32 - m23) * s, (m13 - m31) * s, (m21 - m12) * s, 0.25 / s];
  }
  if (m11 > m22 && m11 > m33) {
    const s = 2 * Math.sqrt(1 + m11 - m22 - m33);
    return [0.25 * s, (m12 + m21) / s, (m13 + m31) / s, (m32 - m23) / s];
  }
  if (m22 > m33) {
    const s = 2 * Math.sqrt(1 + m22 - m11 - m33);
    return [(m12 + m21) / s, 0.25 * s, (m23 + m32) / s, (m13 - m31) / s];
  }
  const s = 2 * Math.sqrt(1 + m33 - m11 - m22);
  return [(m13 + m31) / s, (m23 + m32) / s, 0.25 * s, (m21 - m12) / s];
}
