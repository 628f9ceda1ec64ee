import { describe, expect, it } from "vitest";
import { panelMmToUv, placementArea } from "./uv-layout.ts";
import { decalAtUv, uvToAreaMm } from "./decal-drag.ts";
import type { ViewerDecal } from "./types.ts";

describe("dragging a decal on the 3D garment", () => {
  const front = placementArea("t-shirt", "front")!;
  const uvOf = (xMm: number, yMm: number) => panelMmToUv("t-shirt", "front", front.xMm + xMm, front.yMm + yMm);

  it("maps a hit UV point back to mm in the printable area", () => {
    const at = uvToAreaMm("t-shirt", "front", uvOf(100, 200));
    expect(at?.xMm).toBeCloseTo(100, 1);
    expect(at?.yMm).toBeCloseTo(200, 1);
    // a point on the back panel is not on the front placement
    expect(uvToAreaMm("t-shirt", "front", { u: 0.75, v: 0.6 })).toBeNull();
  });

  it("finds the topmost decal under the pointer, rotated boxes included", () => {
    const decals: ViewerDecal[] = [
      { id: "a", placement: "front", centerXMm: 150, centerYMm: 200, widthMm: 200, heightMm: 200 },
      { id: "b", placement: "front", centerXMm: 150, centerYMm: 200, widthMm: 40, heightMm: 40 },
      { id: "c", placement: "left-chest", centerXMm: 50, centerYMm: 50, widthMm: 100, heightMm: 10, rotationDeg: 90 },
    ];
    expect(decalAtUv("t-shirt", decals, uvOf(150, 200))?.decal.id).toBe("b");
    expect(decalAtUv("t-shirt", decals, uvOf(80, 150))?.decal.id).toBe("a");
    expect(decalAtUv("t-shirt", decals, uvOf(5, 5))).toBeNull();
    // the chest decal stands upright (rotated 90°): 10 mm wide, 100 mm tall on the garment
    const chest = placementArea("t-shirt", "left-chest")!;
    const chestUv = (x: number, y: number) => panelMmToUv("t-shirt", "front", chest.xMm + x, chest.yMm + y);
    expect(decalAtUv("t-shirt", decals, chestUv(50, 10))?.decal.id).toBe("c");
    expect(decalAtUv("t-shirt", decals, chestUv(10, 50))?.decal.id).not.toBe("c");
  });
});
