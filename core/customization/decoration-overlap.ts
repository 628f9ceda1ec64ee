import type { GarmentType } from "../catalog/garment-types.ts";
import { rotatedBox } from "./artwork-box.ts";
import { GARMENT_LAYOUTS, type PanelCode, type PlacementCode } from "./uv-layout.ts";

/**
 * Where decorations sit on their pattern panel, and which of them clash (issue 20: several artworks
 * and texts per placement; a left chest beside a front print where they do not overlap). Pure.
 *
 * Rule (ADR 0011, "Several decorations per placement"): two decorations **clash** when they are on
 * the same panel, their rotated boxes overlap by more than {@link OVERLAP_TOLERANCE_MM}, and they are
 * on different placements (say front and left chest) or use different techniques. Decorations of
 * one placement and one technique may overlap: they are layers of one print file.
 */

/** Overlap smaller than this (mm) is touching, not overlapping (the editor rounds to 0.1 mm). */
export const OVERLAP_TOLERANCE_MM = 0.05;

/** A decoration as this module needs it: mm, centre from the printable area's top-left, clockwise rotation. */
export interface DecorationGeometry {
  placement: string;
  technique: string;
  widthMm: number;
  heightMm: number;
  /** Absent: the decoration is taken to fill its whole printable area (the old, cautious rule). */
  centerXMm?: number;
  centerYMm?: number;
  rotationDeg?: number;
}

/** An axis-aligned box on a panel, mm from the panel's top-left corner (seen from outside). */
export interface PanelBox {
  panel: PanelCode;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The rotated box of a decoration on its pattern panel (size M, `GARMENT_LAYOUTS`).
 * @returns null when the garment has no such placement
 */
export function decorationBoxOnPanel(garmentType: GarmentType, d: DecorationGeometry): PanelBox | null {
  const area = GARMENT_LAYOUTS[garmentType]?.placements[d.placement as PlacementCode];
  if (!area) return null;
  if (d.centerXMm === undefined || d.centerYMm === undefined) {
    return { panel: area.panel, x0: area.xMm, y0: area.yMm, x1: area.xMm + area.widthMm, y1: area.yMm + area.heightMm };
  }
  const box = rotatedBox(d.widthMm, d.heightMm, d.rotationDeg ?? 0);
  const cx = area.xMm + d.centerXMm;
  const cy = area.yMm + d.centerYMm;
  return {
    panel: area.panel,
    x0: cx - box.widthMm / 2,
    y0: cy - box.heightMm / 2,
    x1: cx + box.widthMm / 2,
    y1: cy + box.heightMm / 2,
  };
}

/** True when two panel boxes overlap by more than the tolerance on both axes (same panel only). */
export function panelBoxesOverlap(a: PanelBox, b: PanelBox): boolean {
  if (a.panel !== b.panel) return false;
  const across = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const down = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return across > OVERLAP_TOLERANCE_MM && down > OVERLAP_TOLERANCE_MM;
}

/**
 * The clashing pairs of a design's decorations (see the module rule), as index pairs `[i, j]`
 * with `i < j`, in input order.
 */
export function decorationClashes(garmentType: GarmentType, list: readonly DecorationGeometry[]): [number, number][] {
  const boxes = list.map((d) => decorationBoxOnPanel(garmentType, d));
  const out: [number, number][] = [];
  for (let j = 0; j < list.length; j++) {
    for (let i = 0; i < j; i++) {
      const a = list[i]!;
      const b = list[j]!;
      const ba = boxes[i];
      const bb = boxes[j];
      if (!ba || !bb) continue;
      if (a.placement === b.placement && a.technique === b.technique) continue;
      if (panelBoxesOverlap(ba, bb)) out.push([i, j]);
    }
  }
  return out;
}
