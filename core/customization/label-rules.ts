import type { GarmentType } from "../catalog/garment-types.ts";
import { GARMENT_LAYOUTS } from "./uv-layout.ts";

/**
 * Which label options a garment can take (issue 20: "bottoms do not offer a woven neck label").
 * Shorts and pants have no neck: their neck slot's label is sewn inside the back waistband, where a
 * stiff damask-woven label scratches and curls, so only a printed one (or none) is made there. The
 * editor hides what is not offered and the price engine refuses it (`LABEL_NOT_OFFERED`, HTTP 400).
 * @returns false when the option cannot be made on that garment type
 */
export function labelOffered(garmentType: GarmentType, label: { slot: string; kind: string }): boolean {
  const layout = GARMENT_LAYOUTS[garmentType];
  if (!layout) return true;
  return !(layout.kind === "bottom" && label.slot === "neck" && label.kind === "woven");
}
