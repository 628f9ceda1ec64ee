import { describe, expect, it } from "vitest";
import { rotatedBox } from "../../../core/customization/artwork-box.ts";
import type { ThreeProductOptions } from "../../../core/customization/get-three-product.ts";
import { TEST_TECHNIQUES } from "../../../core/customization/test-options.ts";
import {
  type EditorPlacement,
  clampCenter,
  evaluate,
  fromDocument,
  initialDocument,
  maxWidthMm,
  move,
  areaFrame,
  clashesOf,
  neighbourBoxes,
  newPlacement,
  refusalPanel,
  refusalSlot,
  resize,
  rotate,
  snapCentre,
  textAspect,
  toDocument,
  wasClamped,
  withTechnique,
} from "./editor-state.ts";
import { messageParams } from "./messages.ts";
import { describePosition, nudge, snapAngle } from "./placement-map.tsx";
import { parseCm } from "./print-panel.tsx";
import { parseQuantity } from "./quantities-panel.tsx";

/** A hoodie's options as the loader sends them (the engine's test numbers; texts in English). */
const OPTIONS = {
  id: "tdp_test",
  code: "hoodie",
  garmentType: "hoodie",
  name: "Hoodie",
  description: "",
  currency: "EUR",
  vatIncluded: true,
  images: { front: "", back: "" },
  sizes: ["S", "M", "L", "XL", "XXL"],
  sizeSurchargeCents: { XXL: 200 },
  basePriceBreaks: [
    { minQuantity: 1, unitCents: 3490 },
    { minQuantity: 10, unitCents: 3100 },
    { minQuantity: 50, unitCents: 2700 },
  ],
  defaultDyeCode: "natural",
  dyes: [
    { code: "natural", hex: "#f1ead9", name: "Natural" },
    { code: "black", hex: "#1c1c1c", name: "Black" },
  ],
  techniques: TEST_TECHNIQUES.map((t) => ({ ...t, name: t.code, description: "" })),
  placements: [
    {
      code: "front",
      name: "Front",
      panel: "front",
      widthMm: 305,
      heightMm: 254,
      uv: { u0: 0, v0: 0, u1: 1, v1: 1 },
      techniques: ["digital-print", "screen-print", "embroidery"],
      excludes: ["left-chest"],
    },
    {
      code: "left-chest",
      name: "Left chest",
      panel: "front",
      widthMm: 100,
      heightMm: 100,
      uv: { u0: 0, v0: 0, u1: 1, v1: 1 },
      techniques: ["digital-print", "embroidery"],
      excludes: ["front"],
    },
    {
      code: "back",
      name: "Back",
      panel: "back",
      widthMm: 305,
      heightMm: 406,
      uv: { u0: 0, v0: 0, u1: 1, v1: 1 },
      techniques: ["digital-print", "screen-print"],
      excludes: [],
    },
  ],
  panels: [],
  labelSlots: [{ code: "neck", name: "Neck label" }],
  labels: [
    {
      code: "neck-none",
      slot: "neck",
      kind: "none",
      name: "No neck label",
      description: "",
      unitCents: 0,
      minQuantity: 1,
      isDefault: true,
      position: null,
    },
    {
      code: "neck-woven",
      slot: "neck",
      kind: "woven",
      name: "Woven neck label",
      description: "",
      unitCents: 45,
      minQuantity: 500,
      isDefault: false,
      position: null,
    },
  ],
  products: [],
  rules: {
    samplesPerDesign: 2,
    underDeliveryRateBp: { min: 300, max: 500 },
    underDeliveryCharged: false,
    minPrintDpi: 150,
    minEmbroideryStrokeMm: 1,
    minEmbroideryTextMm: 5,
  },
} as unknown as ThreeProductOptions;

const front = OPTIONS.placements[0]!;
const area = { widthMm: front.widthMm, heightMm: front.heightMm };

describe("the editor's document", () => {
  it("starts with the default dye, no decoration and no quantities", () => {
    expect(initialDocument(OPTIONS)).toEqual({
      blank: null,
      dye: "natural",
      labels: {},
      placements: [],
      sizes: {},
      notes: "",
    });
  });

  it("saves complete decorations only, and no zero quantities", () => {
    const text = newPlacement(front, "text", 4);
    const artwork = { ...newPlacement(OPTIONS.placements[2]!, "artwork", 1), uploadId: null };
    const doc = toDocument({ ...initialDocument(OPTIONS), placements: [text, artwork], sizes: { S: 0, M: 3 } });
    expect(doc.placements).toEqual([]);
    expect(doc.sizes).toEqual({ M: 3 });
    const typed = { ...text, text: { content: "  Barcelos  ", font: "Georgia", colorHex: "#b91c1c" } };
    const saved = toDocument({ ...initialDocument(OPTIONS), placements: [typed] });
    expect(saved.placements[0]).toMatchObject({
      placement: "front",
      artwork: null,
      text: { content: "Barcelos", font: "Georgia", colorHex: "#b91c1c" },
    });
  });

  it("round-trips through the saved form", () => {
    const p: EditorPlacement = { ...newPlacement(front, "artwork", 2), uploadId: "upl_1" };
    const doc = { ...initialDocument(OPTIONS), placements: [p], sizes: { M: 10 }, labels: { neck: "neck-woven" } };
    const again = fromDocument(toDocument(doc));
    expect(toDocument(again)).toEqual(toDocument(doc));
  });
});

describe("live price", () => {
  it("has no price and no refusals without units", () => {
    expect(evaluate(OPTIONS, toDocument(initialDocument(OPTIONS)))).toEqual({ quantity: 0, price: null, refusals: [] });
  });

  it("refuses a woven neck label under 500 units and prices it at 500", () => {
    const doc = { ...initialDocument(OPTIONS), labels: { neck: "neck-woven" }, sizes: { M: 499 } };
    const refused = evaluate(OPTIONS, toDocument(doc));
    expect(refused.price).toBeNull();
    expect(refused.refusals.map((r) => r.code)).toEqual(["MOQ_WOVEN_LABEL"]);
    expect(refused.refusals[0]?.details).toMatchObject({ minimum: 500, quantity: 499 });
    expect(refusalPanel(refused.refusals[0]!)).toBe("labels");
    expect(refusalSlot(refused.refusals[0]!)).toBe("neck");
    const accepted = evaluate(OPTIONS, toDocument({ ...doc, sizes: { M: 500 } }));
    expect(accepted.refusals).toEqual([]);
    expect(accepted.price?.lines.find((l) => l.kind === "label")).toMatchObject({ unitCents: 45, quantity: 500 });
  });

  it("puts each refusal in the panel that causes it", () => {
    expect(refusalPanel({ field: "placements.0.technique", code: "MOQ_TECHNIQUE" })).toBe("print");
    expect(refusalPanel({ field: "sizes.XL", code: "INVALID_QUANTITY" })).toBe("quantities");
    expect(refusalPanel({ field: "sizes", code: "EMPTY_SIZE_DISTRIBUTION" })).toBe("quantities");
    expect(refusalPanel({ field: "dye", code: "DYE_NOT_OFFERED" })).toBe("dye");
  });

  it("names things in the refusal's message parameters", () => {
    expect(
      messageParams(OPTIONS, {
        placement: "front",
        technique: "screen-print",
        label: "neck-woven",
        slot: "neck",
        widthMm: 305,
      }),
    ).toMatchObject({
      placement: "Front",
      technique: "screen-print",
      label: "Woven neck label",
      slot: "Neck label",
      widthCm: 30.5,
    });
  });
});

describe("artwork geometry", () => {
  it("fits the widest artwork of an aspect into the area, rotated or not", () => {
    expect(maxWidthMm(area, 1)).toBe(254);
    expect(maxWidthMm(area, 2)).toBe(305);
    const w = maxWidthMm(area, 1, 45);
    const box = rotatedBox(w, w, 45);
    expect(box.widthMm).toBeLessThanOrEqual(area.widthMm);
    expect(box.heightMm).toBeLessThanOrEqual(area.heightMm + 0.01);
    expect(w).toBeCloseTo(254 / Math.SQRT2, 0);
  });

  it("starts a decoration centred at 70 % of the widest that fits, with the technique asked for when allowed", () => {
    const p = newPlacement(front, "artwork", 1, "screen-print");
    expect(p).toMatchObject({
      widthMm: 177.8,
      heightMm: 177.8,
      centerXMm: 152.5,
      centerYMm: 127,
      technique: "screen-print",
      colourCount: 1,
    });
    expect(newPlacement(OPTIONS.placements[1]!, "artwork", 1, "screen-print").technique).toBe("digital-print");
  });

  it("resizes within the area and keeps the artwork inside", () => {
    const p = move(newPlacement(front, "artwork", 1), area, 0, 0);
    expect(p.centerXMm).toBe(p.widthMm / 2);
    const big = resize(p, area, 999);
    expect(big.widthMm).toBe(254);
    expect(big.centerXMm).toBe(127);
    expect(big.centerYMm).toBe(127);
    expect(resize(p, area, 1).widthMm).toBe(10);
  });

  it("shrinks an artwork that would not fit once rotated", () => {
    const p = resize(newPlacement(front, "artwork", 1), area, 254);
    const turned = rotate(p, area, 45);
    const box = rotatedBox(turned.widthMm, turned.heightMm, 45);
    expect(turned.rotationDeg).toBe(45);
    expect(box.heightMm).toBeLessThanOrEqual(area.heightMm + 0.01);
    expect(rotate(p, area, 400).rotationDeg).toBe(180);
  });

  it("clamps the centre of a box larger than the area to the middle", () => {
    expect(clampCenter({ widthMm: 100, heightMm: 100 }, { widthMm: 120, heightMm: 50, rotationDeg: 0 }, 0, 0)).toEqual({
      centerXMm: 50,
      centerYMm: 25,
    });
  });

  it("measures text boxes (estimate without a browser)", () => {
    expect(textAspect("ABCD", "Arial")).toBeCloseTo(240 / 115);
    expect(textAspect("", "Arial")).toBeCloseTo(120 / 115);
    expect(textAspect("x", "Arial", () => 500)).toBeCloseTo(500 / 115);
  });

  it("needs a colour count for screen print only", () => {
    const p = newPlacement(front, "artwork", 1);
    expect(withTechnique(p, "screen-print").colourCount).toBe(1);
    expect(withTechnique({ ...p, colourCount: 3 }, "screen-print").colourCount).toBe(3);
    expect(withTechnique({ ...p, colourCount: 3 }, "digital-print").colourCount).toBeNull();
  });
});

describe("several decorations and their overlaps (issue 20)", () => {
  const chest = OPTIONS.placements[1]!;
  it("lets a left chest sit beside a front print, and names the decorations that overlap", () => {
    const big = { ...newPlacement(front, "artwork", 1), id: "big", uploadId: "u1" };
    const logo = {
      ...newPlacement(chest, "artwork", 1),
      id: "logo",
      uploadId: "u2",
      widthMm: 80,
      heightMm: 80,
      centerXMm: 50,
      centerYMm: 50,
    };
    expect(clashesOf("hoodie", [big, logo], "logo")).toEqual(["big"]);
    // the front print moved to the wearer's right and shrunk: no overlap
    const beside = { ...big, widthMm: 100, heightMm: 100, centerXMm: 60, centerYMm: 180 };
    expect(clashesOf("hoodie", [beside, logo], "logo")).toEqual([]);
    // two artworks on the front with one technique may overlap (layers of one print)
    const second = { ...beside, id: "second", centerXMm: 80 };
    expect(clashesOf("hoodie", [beside, second, logo], "second")).toEqual([]);
    // on the chest map, the front print that reaches into the chest area is shown (in chest mm)
    const frontInChest = neighbourBoxes("hoodie", [big, logo], "left-chest");
    expect(frontInChest).toHaveLength(1);
    expect(frontInChest[0]!.id).toBe("big");
    expect(neighbourBoxes("hoodie", [beside, logo], "left-chest")).toEqual([]);
  });

  it("knows where an area sits on the garment: centre line and high point of the shoulder", () => {
    expect(areaFrame("hoodie", "front")).toEqual({ xMm: 127.5, yMm: 110, panelWidthMm: 560, from: "hps" });
    expect(areaFrame("pants", "left-leg")?.from).toBe("waist");
    expect(areaFrame("hoodie", "nowhere")).toBeNull();
    const frame = areaFrame("hoodie", "front");
    // centred artwork, 100 mm tall, its top 50 mm into the area: 160 mm below the HPS, on the centre line
    expect(
      describePosition({ centerXMm: 152.5, centerYMm: 100, widthMm: 100, heightMm: 100, rotationDeg: 0 }, frame),
    ).toEqual({
      fromCentreMm: 0,
      fromTopMm: 160,
    });
    expect(
      describePosition({ centerXMm: 100, centerYMm: 100, widthMm: 100, heightMm: 100, rotationDeg: 0 }, frame)
        .fromCentreMm,
    ).toBe(-52);
  });
});

describe("snapping", () => {
  const area = { widthMm: 300, heightMm: 400 };
  const box = { widthMm: 100, heightMm: 50, rotationDeg: 0 };
  it("snaps the centre to the area's centre lines within 3 mm, and shows the guide", () => {
    const s = snapCentre({ area, box, x: 152, y: 198 });
    expect(s).toMatchObject({ x: 150, y: 200 });
    expect(s.guides).toEqual([
      { axis: "x", at: 150, kind: "centre" },
      { axis: "y", at: 200, kind: "centre" },
    ]);
  });

  it("snaps edges to the area's edges, and leaves a box alone when nothing is near", () => {
    expect(snapCentre({ area, box, x: 52.5, y: 100 })).toMatchObject({
      x: 50,
      guides: [{ axis: "x", at: 0, kind: "edge" }],
    });
    expect(snapCentre({ area, box, x: 110, y: 110 })).toEqual({ x: 110, y: 110, guides: [] });
    expect(snapCentre({ area, box, x: 152, y: 100, thresholdMm: 1 }).x).toBe(152);
  });

  it("aligns with another decoration and with the garment's centre line", () => {
    const others = [{ x0: 20, y0: 300, x1: 120, y1: 350 }];
    // left edges meet (20), top edges meet (300)
    expect(snapCentre({ area, box, x: 71, y: 326, others })).toMatchObject({ x: 70, y: 325 });
    const s = snapCentre({
      area: { widthMm: 100, heightMm: 100 },
      box: { widthMm: 20, heightMm: 20, rotationDeg: 0 },
      x: 31,
      y: 70,
      garmentCentreXMm: 30,
    });
    expect(s.x).toBe(30);
    expect(s.guides[0]).toEqual({ axis: "x", at: 30, kind: "garment-centre" });
  });

  it("snaps a rotation to 15° steps within 4°, unless asked not to", () => {
    expect(snapAngle(43)).toBe(45);
    expect(snapAngle(-88)).toBe(-90);
    expect(snapAngle(37)).toBe(37);
    expect(snapAngle(43, false)).toBe(43);
  });

  it("tells when an edit was held back by the printable area", () => {
    const p = newPlacement(front, "artwork", 1);
    const pushed = move(p, front, 1000, p.centerYMm);
    expect(wasClamped({ centerXMm: 1000, centerYMm: p.centerYMm }, pushed)).toBe(true);
    expect(wasClamped({ centerXMm: 150 }, move(p, front, 150, p.centerYMm))).toBe(false);
    const wide = resize(p, front, 999);
    expect(wasClamped({ widthMm: 999 }, wide)).toBe(true);
  });
});

describe("inputs", () => {
  it("moves 1 mm per arrow key, 10 mm with Shift", () => {
    expect(nudge("ArrowLeft", false, { x: 10, y: 10 })).toEqual({ x: 9, y: 10 });
    expect(nudge("ArrowDown", true, { x: 10, y: 10 })).toEqual({ x: 10, y: 20 });
    expect(nudge("Enter", false, { x: 10, y: 10 })).toBeNull();
  });

  it("reads centimetres with a comma or a point, and quantities as whole numbers", () => {
    expect(parseCm("12,5")).toBe(125);
    expect(parseCm("3.2")).toBe(32);
    expect(parseCm("abc")).toBeNull();
    expect(parseQuantity("499")).toBe(499);
    expect(parseQuantity("-4")).toBe(4);
    expect(parseQuantity("")).toBe(0);
    expect(parseQuantity("2000000")).toBe(100000);
  });
});
