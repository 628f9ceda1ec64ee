import type { GarmentType } from "../../core/catalog/garment-types.ts";
import type { ViewerDecal } from "./types.ts";
import { type PlacementCode, type UvPoint, placementArea, uvToPanelMm } from "./uv-layout.ts";
import { UV_PANELS } from "../../core/customization/uv-layout.ts";

/**
 * Dragging a decal on the 3D garment (issue 20): the garment mesh's UVs are the pattern's (ADR
 * 0011), so the UV point a pointer ray hits maps straight back to millimetres in a printable area.
 * Pure; the viewer raycasts and calls these.
 */

/**
 * A UV point as mm in a placement's printable area (from its top-left, x right, y down), or null
 * when the point is not on that placement's panel (another panel, the trim, a garment without it).
 */
export function uvToAreaMm(
  type: GarmentType,
  placement: PlacementCode,
  uv: UvPoint,
): { xMm: number; yMm: number } | null {
  const area = placementArea(type, placement);
  if (!area) return null;
  const r = UV_PANELS[area.panel];
  if (uv.u < r.u0 || uv.u > r.u1 || uv.v < r.v0 || uv.v > r.v1) return null;
  const onPanel = uvToPanelMm(type, area.panel, uv);
  return { xMm: onPanel.xMm - area.xMm, yMm: onPanel.yMm - area.yMm };
}

/**
 * The topmost decal (last drawn) whose rotated box holds a UV point, with the point in its area's
 * mm, or null.
 */
export function decalAtUv(
  type: GarmentType,
  decals: readonly ViewerDecal[],
  uv: UvPoint,
): { decal: ViewerDecal; xMm: number; yMm: number } | null {
  for (let i = decals.length - 1; i >= 0; i--) {
    const decal = decals[i]!;
    const at = uvToAreaMm(type, decal.placement, uv);
    const area = placementArea(type, decal.placement);
    if (!at || !area) continue;
    const cx = decal.centerXMm ?? area.widthMm / 2;
    const cy = decal.centerYMm ?? area.heightMm / 2;
    const rad = (-(decal.rotationDeg ?? 0) * Math.PI) / 180;
    const dx = at.xMm - cx;
    const dy = at.yMm - cy;
    const lx = dx * Math.cos(rad) - dy * Math.sin(rad);
    const ly = dx * Math.sin(rad) + dy * Math.cos(rad);
    const scale = decal.scale ?? 1;
    if (Math.abs(lx) <= (decal.widthMm * scale) / 2 && Math.abs(ly) <= (decal.heightMm * scale) / 2) {
      return { decal, ...at };
    }
  }
  return null;
}
