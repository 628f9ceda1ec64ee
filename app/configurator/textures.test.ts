import { describe, expect, it } from "vitest";
import { GARMENT_LAYOUTS } from "../../core/customization/uv-layout.ts";
import { type Ctx2D, drawArtwork } from "./textures.ts";
import { GARMENT_UV_LAYOUT } from "./uv-layout.ts";

/** A 2D context that records the calls the drawing makes. */
function recorder() {
  const calls: [string, ...unknown[]][] = [];
  const ctx = new Proxy(
    {},
    {
      get(_t, prop: string) {
        if (prop === "measureText") return (s: string) => ({ width: s.length * 60 });
        return (...args: unknown[]) => calls.push([prop, ...args]);
      },
      set(_t, prop: string, value) {
        calls.push([`=${prop}`, value]);
        return true;
      },
    },
  ) as unknown as Ctx2D;
  return { ctx, calls };
}

describe("drawing artwork in UV space", () => {
  it("clips each decal to its placement's printable rectangle, in panel mm mapped to the panel's UV rectangle", () => {
    const { ctx, calls } = recorder();
    const image = { width: 10, height: 10 } as unknown as CanvasImageSource & { width: number; height: number };
    drawArtwork(
      ctx,
      2048,
      "hoodie",
      [
        { id: "a", placement: "front", widthMm: 400, heightMm: 100, rotationDeg: 30, imageUrl: "/x.png" },
        { id: "b", placement: "left-sleeve", widthMm: 50, heightMm: 20, text: { value: "Hi" } },
        { id: "c", placement: "left-leg", widthMm: 50, heightMm: 20, text: { value: "not on a hoodie" } },
      ],
      new Map([["/x.png", image]]),
    );
    const front = GARMENT_LAYOUTS.hoodie.placements.front;
    const scale = GARMENT_UV_LAYOUT.garments.hoodie.panels.front;
    const transforms = calls.filter((c) => c[0] === "setTransform");
    expect(transforms).toContainEqual([
      "setTransform",
      (scale?.uPerMm ?? 0) * 2048,
      0,
      0,
      (scale?.vPerMm ?? 0) * 2048,
      0,
      (1 - (scale?.uv.v1 ?? 0)) * 2048,
    ]);
    const rects = calls.filter((c) => c[0] === "rect");
    expect(rects[0]).toEqual(["rect", front?.xMm, front?.yMm, front?.widthMm, front?.heightMm]);
    expect(calls.filter((c) => c[0] === "clip")).toHaveLength(2);
    expect(calls).toContainEqual(["rotate", Math.PI / 6]);
    expect(calls).toContainEqual(["drawImage", image, -200, -50, 400, 100]);
    expect(calls.some((c) => c[0] === "fillText" && c[1] === "Hi")).toBe(true);
    expect(calls.some((c) => c[0] === "fillText" && c[1] === "not on a hoodie")).toBe(false);
  });
});
