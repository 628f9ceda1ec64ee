/**
 * The viewer's studio light, calibrated so a dye looks like its swatch (issue 20: "dyes render about
 * 20 % darker than their swatch").
 *
 * three.js renders a Lambert surface as `albedo / π × irradiance`; colours are managed (the dye's
 * sRGB hex is turned linear, the frame is written back as sRGB) and there is no tone mapping, so a
 * surface facing the camera shows its swatch exactly when the light falling on it adds up to π.
 * The lights keep the old look — a large key from the upper left, a softer fill from the right, a
 * rim from behind and a sky/floor fill, all turning with the camera like a photographer's lights —
 * and are scaled together so that a surface facing the camera receives exactly π. Surfaces turned
 * towards the key come out a little lighter, those turned away darker: the garment keeps its form
 * while its middle, where the eye judges the colour, is the swatch. Before this the key and fill
 * under Neutral tone mapping gave about 0.75 × the swatch in linear light (ΔE2000 7–10).
 */

/** A directional light, in camera space (x right, y up, z towards the viewer), and its relative strength. */
export interface StudioLight {
  position: [number, number, number];
  intensity: number;
}

/** The lights' shares before calibration (the look; only their ratios matter). */
const KEY: StudioLight = { position: [-1.8, 2.2, 3.2], intensity: 2.1 };
const FILL: StudioLight = { position: [2.8, 0.2, 1.6], intensity: 0.5 };
const RIM: StudioLight = { position: [0.6, 2.4, -3], intensity: 0.9 };
/** Hemisphere fill: white sky, neutral grey floor (a tinted floor would tint every dye). */
const SKY = "#ffffff";
const GROUND = "#8c8c8c";
const HEMISPHERE = 0.75;

const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const grey = (hex: string) => srgbToLinear(Number.parseInt(hex.slice(1, 3), 16) / 255);

/**
 * Light falling on a surface with the unit `normal` (camera space) from a set of lights, in the
 * units three.js multiplies `albedo / π` by (directional: intensity × cos; hemisphere: the sky/floor
 * blend by the normal's up component × intensity).
 */
export function irradiance(
  normal: readonly [number, number, number],
  lights: { directional: readonly StudioLight[]; hemisphere: { sky: string; ground: string; intensity: number } },
): number {
  let sum = 0;
  for (const l of lights.directional) {
    const len = Math.hypot(...l.position);
    const cos = (l.position[0] * normal[0] + l.position[1] * normal[1] + l.position[2] * normal[2]) / len;
    sum += Math.max(0, cos) * l.intensity;
  }
  const w = 0.5 * normal[1] + 0.5;
  const h = lights.hemisphere;
  return sum + (grey(h.ground) * (1 - w) + grey(h.sky) * w) * h.intensity;
}

const base = {
  directional: [KEY, FILL, RIM],
  hemisphere: { sky: SKY, ground: GROUND, intensity: HEMISPHERE },
};

/** The factor that makes a surface facing the camera receive exactly π. */
const SCALE = Math.PI / irradiance([0, 0, 1], base);

/** The calibrated lights (intensities in three.js units, positions in camera space). */
export const STUDIO_LIGHTING = {
  directional: base.directional.map((l) => ({ position: l.position, intensity: l.intensity * SCALE })),
  hemisphere: { sky: SKY, ground: GROUND, intensity: HEMISPHERE * SCALE },
} as const;
