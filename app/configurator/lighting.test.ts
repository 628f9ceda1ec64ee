import { describe, expect, it } from "vitest";
import { STUDIO_LIGHTING, irradiance } from "./lighting.ts";

describe("studio lighting", () => {
  it("lights a surface facing the camera with exactly π, so it shows its swatch (Lambert albedo / π)", () => {
    expect(irradiance([0, 0, 1], STUDIO_LIGHTING) / Math.PI).toBeCloseTo(1, 6);
  });

  it("keeps the garment's form: turned to the key lighter, away from it darker, within limits", () => {
    const n = (x: number, y: number, z: number) => {
      const l = Math.hypot(x, y, z);
      return [x / l, y / l, z / l] as [number, number, number];
    };
    const towardsKey = irradiance(n(-0.4, 0.4, 1), STUDIO_LIGHTING) / Math.PI;
    const awayFromKey = irradiance(n(0.6, -0.3, 1), STUDIO_LIGHTING) / Math.PI;
    expect(towardsKey).toBeGreaterThan(1.05);
    expect(towardsKey).toBeLessThan(1.4);
    expect(awayFromKey).toBeLessThan(0.95);
    expect(awayFromKey).toBeGreaterThan(0.5);
  });

  it("was about 25 % short before calibration (key 2.1, fill 0.5, hemisphere 0.75 with a warm floor)", () => {
    const old = irradiance([0, 0, 1], {
      directional: [
        { position: [-1.8, 2.2, 3.2], intensity: 2.1 },
        { position: [2.8, 0.2, 1.6], intensity: 0.5 },
        { position: [0.6, 2.4, -3], intensity: 0.9 },
      ],
      hemisphere: { sky: "#ffffff", ground: "#b8b0a4", intensity: 0.75 },
    });
    expect(old / Math.PI).toBeGreaterThan(0.7);
    expect(old / Math.PI).toBeLessThan(0.8);
  });
});
