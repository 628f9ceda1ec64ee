import type { ViewPreset } from "./types.ts";

/**
 * Camera presets and framing for the viewer. Angles in radians; the garment faces +z, the wearer's
 * left is +x, y is up. Azimuth 0 looks at the front; the polar angle is from straight up.
 */

/** Azimuth of each preset: front (camera on +z), back, the wearer's left (+x), right (−x). */
export const PRESET_AZIMUTH: Readonly<Record<ViewPreset, number>> = {
  front: 0,
  back: Math.PI,
  left: Math.PI / 2,
  right: -Math.PI / 2,
};

/** Default polar angle: a little above the garment, as in a product photo (looks into the neck). */
export const DEFAULT_POLAR = (84 * Math.PI) / 180;

/** Vertical field of view, degrees. */
export const FOV_DEG = 30;

/** Orbit limits: how far above and below the camera may go, and the zoom range (× the fitted distance). */
export const ORBIT_LIMITS = {
  minPolar: (30 * Math.PI) / 180,
  maxPolar: (140 * Math.PI) / 180,
  minZoom: 0.45,
  maxZoom: 1.6,
} as const;

/**
 * Distance from the garment's centre at which its bounding box fills about 88 % of the view.
 * @param size width, height and depth of the garment, metres
 * @param aspect viewport width ÷ height
 */
export function fitDistance(size: readonly [number, number, number], aspect: number): number {
  const half = Math.tan(((FOV_DEG / 2) * Math.PI) / 180);
  const [w, h, d] = size;
  const extent = Math.max(w, d);
  const needH = h / 2 / half;
  const needW = extent / 2 / (half * Math.max(0.2, aspect));
  return Math.max(needH, needW) / 0.88 + d / 2;
}

/** Camera position for an azimuth and polar angle at a distance (metres), looking at the origin. */
export function orbitPosition(azimuth: number, polar: number, distance: number): [number, number, number] {
  return [
    distance * Math.sin(polar) * Math.sin(azimuth),
    distance * Math.cos(polar),
    distance * Math.sin(polar) * Math.cos(azimuth),
  ];
}

/** The preset nearest to an azimuth (for the accessible description while orbiting). */
export function nearestPreset(azimuth: number): ViewPreset {
  let best: ViewPreset = "front";
  let bestD = Number.POSITIVE_INFINITY;
  for (const [preset, a] of Object.entries(PRESET_AZIMUTH) as [ViewPreset, number][]) {
    const d = Math.abs(Math.atan2(Math.sin(azimuth - a), Math.cos(azimuth - a)));
    if (d < bestD) {
      bestD = d;
      best = preset;
    }
  }
  return best;
}

/** The shortest turn from azimuth `from` to `to` (so the camera never spins the long way round). */
export function shortestAzimuth(from: number, to: number): number {
  return from + Math.atan2(Math.sin(to - from), Math.cos(to - from));
}
