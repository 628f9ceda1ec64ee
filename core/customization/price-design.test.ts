import { describe, expect, it } from "vitest";
import { Invalid } from "../shared/errors.ts";
import { type DesignPlacementInput, type DesignSpec, checkDesign, pickBreak, priceDesign } from "./price-design.ts";
import { DesignInvalid } from "./refusals.ts";
import { TEST_TEE } from "./test-options.ts";

const spec = (over: Partial<DesignSpec> = {}): DesignSpec => ({
  dye: "white",
  placements: [],
  sizes: { M: 1 },
  ...over,
});
const qty = (n: number) => ({ M: n });
const place = (p: Partial<DesignPlacementInput> & { placement: string; technique: string }): DesignPlacementInput => ({
  widthMm: 100,
  heightMm: 100,
  ...p,
});

/** The refusal thrown for `s`, asserting it is a DesignInvalid (an Invalid, HTTP 400). */
function refusal(s: DesignSpec) {
  try {
    priceDesign(TEST_TEE, s);
  } catch (error) {
    expect(error).toBeInstanceOf(DesignInvalid);
    expect(error).toBeInstanceOf(Invalid);
    const e = error as DesignInvalid;
    expect(e.status).toBe(400);
    return e;
  }
  throw new Error("expected a refusal");
}

const line = (s: DesignSpec, kind: string, code?: string) =>
  priceDesign(TEST_TEE, s).lines.find((l) => l.kind === kind && (code === undefined || l.code === code));

describe("pickBreak", () => {
  const breaks = TEST_TEE.basePriceBreaks;
  it("takes the largest minQuantity ≤ quantity, and the first break below all of them", () => {
    expect(pickBreak(breaks, 0).unitCents).toBe(1290);
    expect(pickBreak(breaks, 9).unitCents).toBe(1290);
    expect(pickBreak(breaks, 10).unitCents).toBe(1090);
    expect(pickBreak(breaks, 100_000).unitCents).toBe(750);
    expect(pickBreak([{ minQuantity: 20, unitCents: 5 }], 1).unitCents).toBe(5);
  });
  it("refuses an empty list", () => {
    expect(() => pickBreak([], 1)).toThrow(RangeError);
  });
});

describe("priceDesign — garment and quantity breaks", () => {
  it("prices a plain garment: one unit at the 1-piece price, the house care label at 0, no development", () => {
    const p = priceDesign(TEST_TEE, spec());
    expect(p).toMatchObject({
      mode: "bulk",
      currency: "EUR",
      vatIncluded: true,
      quantity: 1,
      breakMinQuantity: 1,
      recurringCents: 1290,
      developmentCents: 0,
      totalCents: 1290,
      unitCents: 1290,
      sizes: [{ size: "M", quantity: 1 }],
    });
    expect(p.lines.map((l) => [l.kind, l.code, l.totalCents])).toEqual([
      ["garment", "t-shirt", 1290],
      ["label", "care-house", 0],
    ]);
  });

  it.each([
    [1, 1290],
    [9, 1290],
    [10, 1090],
    [49, 1090],
    [50, 950],
    [99, 950],
    [100, 850],
    [249, 850],
    [250, 750],
    [5000, 750],
  ])("%i units → %i cents a garment", (n, unit) => {
    const p = priceDesign(TEST_TEE, spec({ sizes: qty(n) }));
    expect(p.lines[0]).toMatchObject({ kind: "garment", unitCents: unit, quantity: n, totalCents: unit * n });
    expect(p.totalCents).toBe(unit * n);
  });

  it("applies the break on the total of all sizes, and lists sizes in the product's order", () => {
    const p = priceDesign(TEST_TEE, spec({ sizes: { XL: 3, S: 4, M: 3, XS: 0 } }));
    expect(p.quantity).toBe(10);
    expect(p.breakMinQuantity).toBe(10);
    expect(p.lines[0]?.unitCents).toBe(1090);
    expect(p.sizes).toEqual([
      { size: "S", quantity: 4 },
      { size: "M", quantity: 3 },
      { size: "XL", quantity: 3 },
    ]);
  });

  it("adds the large-size surcharge per unit of that size", () => {
    const p = priceDesign(TEST_TEE, spec({ sizes: { M: 8, XXL: 1, "3XL": 1 } }));
    expect(p.lines.filter((l) => l.kind === "size-surcharge").map((l) => [l.code, l.unitCents, l.quantity])).toEqual([
      ["XXL", 150, 1],
      ["3XL", 300, 1],
    ]);
    expect(p.totalCents).toBe(10 * 1090 + 150 + 300);
  });
});

describe("priceDesign — digital print", () => {
  it.each([
    [100, 100, 1, 450, 10_000],
    [100, 101, 1, 750, 62_370],
    [210, 297, 1, 750, 62_370],
    [305, 406, 1, 1050, 123_830],
    [305, 406, 10, 950, 123_830],
    [305, 406, 250, 740, 123_830],
  ])("%i × %i mm at %i units → %i cents a unit (band ≤ %i mm²)", (w, h, n, unit, band) => {
    const s = spec({
      sizes: qty(n),
      placements: [place({ placement: "front", technique: "digital-print", widthMm: w, heightMm: h })],
    });
    expect(line(s, "decoration")).toMatchObject({
      placement: "front",
      technique: "digital-print",
      unitCents: unit,
      quantity: n,
      areaMm2: w * h,
      bandMaxAreaMm2: band,
    });
    expect(priceDesign(TEST_TEE, s).developmentCents).toBe(0);
  });

  it("is produced from one unit (no technique minimum)", () => {
    expect(
      checkDesign(TEST_TEE, spec({ placements: [place({ placement: "back", technique: "digital-print" })] })),
    ).toEqual([]);
  });
});

describe("priceDesign — screen print", () => {
  const screen = (n: number, colours: number | undefined, placement = "front") =>
    spec({
      sizes: qty(n),
      placements: [place({ placement, technique: "screen-print", widthMm: 250, heightMm: 300, colourCount: colours })],
    });

  it("charges per colour per unit at the break, plus 50 EUR development per colour (spec §9)", () => {
    const p = priceDesign(TEST_TEE, screen(20, 3));
    expect(line(screen(20, 3), "decoration")).toMatchObject({ unitCents: 3 * 180, colours: 3, breakMinQuantity: 20 });
    expect(p.lines.filter((l) => l.kind === "development")).toEqual([
      {
        kind: "development",
        code: "front",
        placement: "front",
        decoration: 0,
        technique: "screen-print",
        unitCents: 15_000,
        quantity: 1,
        totalCents: 15_000,
        colours: 3,
      },
    ]);
    expect(p.recurringCents).toBe(20 * 1090 + 20 * 540);
    expect(p.developmentCents).toBe(15_000);
    expect(p.totalCents).toBe(20 * 1090 + 20 * 540 + 15_000);
  });

  it.each([
    [49, 180],
    [50, 130],
    [100, 95],
    [250, 70],
    [500, 55],
  ])("%i units → %i cents per colour", (n, perColour) => {
    expect(line(screen(n, 2), "decoration")?.unitCents).toBe(2 * perColour);
    expect(priceDesign(TEST_TEE, screen(n, 2)).developmentCents).toBe(10_000);
  });

  it("development is per placement: two placements of 2 and 1 colours cost 150 EUR", () => {
    const s = spec({
      sizes: qty(30),
      placements: [
        place({ placement: "front", technique: "screen-print", colourCount: 2 }),
        place({ placement: "left-sleeve", technique: "screen-print", widthMm: 80, heightMm: 100, colourCount: 1 }),
      ],
    });
    expect(priceDesign(TEST_TEE, s).developmentCents).toBe(15_000);
  });

  it("refuses fewer than 20 units with MOQ_TECHNIQUE", () => {
    const e = refusal(screen(19, 1));
    expect(e.code).toBe("MOQ_TECHNIQUE");
    expect(e.field).toBe("placements.0.technique");
    expect(e.details).toEqual({ placement: "front", technique: "screen-print", minimum: 20, quantity: 19 });
    expect(checkDesign(TEST_TEE, screen(20, 1))).toEqual([]);
  });

  it("takes 8 colours and refuses 9 with TOO_MANY_COLOURS", () => {
    expect(checkDesign(TEST_TEE, screen(20, 8))).toEqual([]);
    const e = refusal(screen(20, 9));
    expect(e.code).toBe("TOO_MANY_COLOURS");
    expect(e.details).toEqual({ placement: "front", technique: "screen-print", colours: 9, maximum: 8 });
  });

  it("needs a colour count of 1 or more", () => {
    expect(refusal(screen(20, undefined)).code).toBe("COLOUR_COUNT_REQUIRED");
    expect(refusal(screen(20, 0)).code).toBe("COLOUR_COUNT_REQUIRED");
    expect(refusal(screen(20, 1.5)).code).toBe("COLOUR_COUNT_REQUIRED");
  });
});

describe("priceDesign — embroidery", () => {
  const stitch = (n: number, w: number, h: number, stitchAreaMm2?: number, placement = "left-chest") =>
    spec({
      sizes: qty(n),
      placements: [place({ placement, technique: "embroidery", widthMm: w, heightMm: h, stitchAreaMm2 })],
    });

  it.each([
    [50, 50, undefined, 450, 5_000],
    [100, 100, 2_500, 450, 5_000],
    [100, 100, 2_501, 650, 8_000],
    [100, 100, undefined, 650, 8_000],
  ])("%i × %i mm, stitch area %s → %i cents a unit, film %i cents", (w, h, area, unit, film) => {
    const s = stitch(10, w, h, area);
    expect(line(s, "decoration")).toMatchObject({ technique: "embroidery", unitCents: unit });
    expect(line(s, "development")).toMatchObject({ technique: "embroidery", totalCents: film, quantity: 1 });
  });

  it("prices the film by size within 50–200 EUR (spec §9)", () => {
    expect(line(stitch(10, 200, 200, undefined, "front"), "development")?.totalCents).toBe(12_000);
    expect(line(stitch(10, 300, 300, undefined, "front"), "development")?.totalCents).toBe(20_000);
    expect(line(stitch(10, 305, 400, 80_000, "front"), "development")?.totalCents).toBe(20_000);
  });

  it("uses the quantity break of the band", () => {
    expect(line(stitch(49, 100, 100), "decoration")?.unitCents).toBe(650);
    expect(line(stitch(50, 100, 100), "decoration")?.unitCents).toBe(560);
    expect(line(stitch(100, 100, 100), "decoration")?.unitCents).toBe(490);
  });

  it("refuses more stitches than the largest band, and a stitch area larger than the artwork", () => {
    const big = refusal(stitch(10, 305, 300, undefined, "front"));
    expect(big.code).toBe("EMBROIDERY_AREA_TOO_LARGE");
    expect(big.details).toMatchObject({ stitchAreaMm2: 91_500, maximumMm2: 90_000 });
    const wrong = refusal(stitch(10, 50, 50, 2_600));
    expect(wrong.code).toBe("STITCH_AREA_INVALID");
    expect(wrong.details).toMatchObject({ maximumMm2: 2_500 });
  });

  it("refuses fewer than 10 units", () => {
    expect(refusal(stitch(9, 50, 50)).details).toMatchObject({ technique: "embroidery", minimum: 10, quantity: 9 });
  });
});

describe("priceDesign — labels", () => {
  it("uses each slot's default when the design names none", () => {
    const p = priceDesign(TEST_TEE, spec());
    expect(p.lines.filter((l) => l.kind === "label").map((l) => l.code)).toEqual(["care-house"]);
  });

  it("charges the chosen label per unit", () => {
    const s = spec({ sizes: qty(10), labels: { neck: "neck-printed" } });
    expect(line(s, "label", "neck-printed")).toMatchObject({
      slot: "neck",
      unitCents: 60,
      quantity: 10,
      totalCents: 600,
    });
    expect(priceDesign(TEST_TEE, s).totalCents).toBe(10 * 1090 + 600);
  });

  it("refuses a woven neck label for 499 units with MOQ_WOVEN_LABEL { minimum: 500, quantity } (spec §5)", () => {
    const e = refusal(spec({ sizes: { M: 300, L: 199 }, labels: { neck: "neck-woven" } }));
    expect(e.code).toBe("MOQ_WOVEN_LABEL");
    expect(e.field).toBe("labels.neck");
    expect(e.details).toEqual({ slot: "neck", label: "neck-woven", minimum: 500, quantity: 499 });
    expect(e.refusals).toHaveLength(1);
  });

  it("accepts the woven neck label from 500 units", () => {
    const s = spec({ sizes: { M: 300, L: 200 }, labels: { neck: "neck-woven" } });
    const p = priceDesign(TEST_TEE, s);
    expect(line(s, "label", "neck-woven")).toMatchObject({ unitCents: 45, quantity: 500, totalCents: 22_500 });
    expect(p.totalCents).toBe(500 * 750 + 22_500);
  });

  it("refuses other label minimums with MOQ_LABEL, and a woven brand label with MOQ_WOVEN_LABEL", () => {
    const tag = refusal(spec({ sizes: qty(49), labels: { "hang-tag": "hang-tag-card" } }));
    expect(tag.code).toBe("MOQ_LABEL");
    expect(tag.details).toEqual({ slot: "hang-tag", label: "hang-tag-card", minimum: 50, quantity: 49 });
    expect(refusal(spec({ sizes: qty(99), labels: { brand: "brand-woven" } })).details).toMatchObject({
      minimum: 100,
      quantity: 99,
    });
  });

  it("refuses an unknown option, an option of another slot, and an unknown slot", () => {
    expect(refusal(spec({ labels: { neck: "neck-gold" } })).code).toBe("LABEL_UNKNOWN");
    expect(refusal(spec({ labels: { neck: "hang-tag-card" } })).code).toBe("LABEL_UNKNOWN");
    expect(refusal(spec({ labels: { collar: "x" } as never })).field).toBe("labels.collar");
  });
});

describe("priceDesign — placements", () => {
  it("refuses a technique the placement does not allow", () => {
    const e = refusal(
      spec({
        placements: [place({ placement: "left-sleeve", technique: "digital-print", widthMm: 50, heightMm: 50 })],
      }),
    );
    expect(e.code).toBe("TECHNIQUE_NOT_ALLOWED");
    expect(e.field).toBe("placements.0.technique");
    expect(e.details).toEqual({
      placement: "left-sleeve",
      technique: "digital-print",
      allowed: ["screen-print", "embroidery"],
    });
  });

  it("refuses an unknown placement or technique", () => {
    expect(refusal(spec({ placements: [place({ placement: "hood", technique: "embroidery" })] })).code).toBe(
      "PLACEMENT_UNKNOWN",
    );
    expect(refusal(spec({ placements: [place({ placement: "front", technique: "laser" })] })).code).toBe(
      "TECHNIQUE_UNKNOWN",
    );
  });

  it("prices several decorations on one placement, each on its own (issue 20)", () => {
    const price = priceDesign(
      TEST_TEE,
      spec({
        sizes: { M: 20 },
        placements: [
          place({
            placement: "back",
            technique: "digital-print",
            widthMm: 100,
            heightMm: 100,
            centerXMm: 150,
            centerYMm: 200,
          }),
          place({
            placement: "back",
            technique: "screen-print",
            widthMm: 100,
            heightMm: 100,
            colourCount: 2,
            centerXMm: 60,
            centerYMm: 60,
          }),
          place({
            placement: "back",
            technique: "screen-print",
            widthMm: 100,
            heightMm: 100,
            colourCount: 1,
            centerXMm: 240,
            centerYMm: 340,
          }),
        ],
      }),
    );
    const decorations = price.lines.filter((l) => l.kind === "decoration");
    expect(decorations.map((l) => [l.placement, l.decoration, l.technique])).toEqual([
      ["back", 0, "digital-print"],
      ["back", 1, "screen-print"],
      ["back", 2, "screen-print"],
    ]);
    const development = price.lines.filter((l) => l.kind === "development");
    // screens per decoration: 2 colours + 1 colour at 50 EUR each (spec §9)
    expect(development.map((l) => [l.decoration, l.totalCents])).toEqual([
      [1, 10000],
      [2, 5000],
    ]);
  });

  it("takes a left chest beside a front print, and refuses overlapping decorations across placements or techniques", () => {
    // front print on the wearer's right half, lower down; chest logo up on the wearer's left
    const beside = priceDesign(
      TEST_TEE,
      spec({
        placements: [
          place({
            placement: "front",
            technique: "digital-print",
            widthMm: 150,
            heightMm: 200,
            centerXMm: 75,
            centerYMm: 250,
          }),
          place({
            placement: "left-chest",
            technique: "digital-print",
            widthMm: 100,
            heightMm: 100,
            centerXMm: 50,
            centerYMm: 50,
          }),
        ],
      }),
    );
    expect(beside.lines.filter((l) => l.kind === "decoration").map((l) => l.placement)).toEqual([
      "front",
      "left-chest",
    ]);

    const overlap = refusal(
      spec({
        placements: [
          place({ placement: "front", technique: "digital-print" }),
          place({ placement: "left-chest", technique: "digital-print" }),
        ],
      }),
    );
    expect(overlap.code).toBe("PLACEMENT_CONFLICT");
    expect(overlap.field).toBe("placements.1.placement");
    expect(overlap.details).toEqual({
      placement: "left-chest",
      conflictsWith: "front",
      decoration: 1,
      otherDecoration: 0,
    });

    // same placement, same technique: layers of one print file, allowed
    expect(() =>
      priceDesign(
        TEST_TEE,
        spec({
          placements: [
            place({ placement: "back", technique: "digital-print" }),
            place({ placement: "back", technique: "digital-print" }),
          ],
        }),
      ),
    ).not.toThrow();
    // same placement, different techniques on top of each other: refused
    const mixed = refusal(
      spec({
        placements: [
          place({ placement: "back", technique: "digital-print" }),
          place({ placement: "back", technique: "embroidery", widthMm: 50, heightMm: 50 }),
        ],
      }),
    );
    expect(mixed.code).toBe("PLACEMENT_CONFLICT");
    expect(mixed.details).toMatchObject({ placement: "back", conflictsWith: "back" });
  });

  it("refuses artwork larger than the printable area, with both sizes", () => {
    const wide = refusal(
      spec({ placements: [place({ placement: "front", technique: "digital-print", widthMm: 306, heightMm: 406 })] }),
    );
    expect(wide.code).toBe("ARTWORK_TOO_LARGE");
    expect(wide.field).toBe("placements.0.widthMm");
    expect(wide.details).toEqual({
      placement: "front",
      widthMm: 306,
      heightMm: 406,
      maxWidthMm: 305,
      maxHeightMm: 406,
    });
    expect(
      refusal(spec({ placements: [place({ placement: "left-chest", technique: "digital-print", heightMm: 100.5 })] }))
        .code,
    ).toBe("ARTWORK_TOO_LARGE");
    expect(
      checkDesign(
        TEST_TEE,
        spec({ placements: [place({ placement: "front", technique: "digital-print", widthMm: 305, heightMm: 406 })] }),
      ),
    ).toEqual([]);
  });

  it("checks the rotated box: 406 × 305 turned 90° fits, 100 × 100 turned 45° on the chest does not", () => {
    const turned = place({
      placement: "front",
      technique: "digital-print",
      widthMm: 406,
      heightMm: 305,
      rotationDeg: 90,
    });
    expect(checkDesign(TEST_TEE, spec({ placements: [turned] }))).toEqual([]);
    const diamond = place({ placement: "left-chest", technique: "digital-print", rotationDeg: 45 });
    expect(refusal(spec({ placements: [diamond] })).details).toMatchObject({ widthMm: 141.421, heightMm: 141.421 });
  });

  it("refuses a zero or missing artwork size", () => {
    expect(
      refusal(spec({ placements: [place({ placement: "front", technique: "digital-print", widthMm: 0 })] })).code,
    ).toBe("INVALID_ARTWORK_SIZE");
    expect(
      refusal(spec({ placements: [place({ placement: "front", technique: "digital-print", heightMm: Number.NaN })] }))
        .code,
    ).toBe("INVALID_ARTWORK_SIZE");
  });
});

describe("priceDesign — size distribution and dye", () => {
  it("refuses an empty size distribution", () => {
    expect(refusal(spec({ sizes: {} })).code).toBe("EMPTY_SIZE_DISTRIBUTION");
    const zeros = refusal(spec({ sizes: { S: 0, M: 0 } }));
    expect(zeros.code).toBe("EMPTY_SIZE_DISTRIBUTION");
    expect(zeros.field).toBe("sizes");
  });

  it("refuses negative or fractional quantities, sizes not offered and more than 10 000 units", () => {
    expect(refusal(spec({ sizes: { M: -1 } })).details).toEqual({ size: "M", quantity: -1 });
    expect(refusal(spec({ sizes: { M: 1.5 } })).code).toBe("INVALID_QUANTITY");
    const size = refusal(spec({ sizes: { "4XL": 3 } }));
    expect(size.code).toBe("SIZE_NOT_OFFERED");
    expect(size.field).toBe("sizes.4XL");
    expect(refusal(spec({ sizes: { M: 10_001 } })).details).toEqual({ maximum: 10_000, quantity: 10_001 });
  });

  it("refuses a dye outside the palette", () => {
    const e = refusal(spec({ dye: "gold" }));
    expect(e.code).toBe("DYE_NOT_OFFERED");
    expect(e.details).toEqual({ dye: "gold" });
  });

  it("collects every refusal in input order; the error carries the first", () => {
    const e = refusal(
      spec({
        dye: "gold",
        sizes: qty(15),
        labels: { neck: "neck-woven" },
        placements: [place({ placement: "front", technique: "screen-print", colourCount: 2 })],
      }),
    );
    expect(e.refusals.map((r) => r.code)).toEqual(["DYE_NOT_OFFERED", "MOQ_TECHNIQUE", "MOQ_WOVEN_LABEL"]);
    expect(e.code).toBe("DYE_NOT_OFFERED");
  });
});

describe("priceDesign — totals, samples and under-delivery", () => {
  it("per-unit figures are the total ÷ quantity half-up; the total is the sum of the lines", () => {
    const s = spec({
      sizes: qty(30),
      labels: { neck: "neck-printed" },
      placements: [
        place({ placement: "front", technique: "screen-print", colourCount: 1 }),
        place({ placement: "back", technique: "digital-print", widthMm: 200, heightMm: 200 }),
      ],
    });
    const p = priceDesign(TEST_TEE, s);
    // 30 × (1090 garment + 180 screen + 680 digital A4 band + 60 neck label) + 5000 screen
    expect(p.recurringCents).toBe(30 * 2010);
    expect(p.developmentCents).toBe(5000);
    expect(p.totalCents).toBe(65_300);
    expect(p.unitCents).toBe(2177); // 2176.67
    expect(p.recurringUnitCents).toBe(2010);
    expect(p.lines.reduce((sum, l) => sum + l.totalCents, 0)).toBe(p.totalCents);
    for (const l of p.lines) {
      expect(Number.isInteger(l.totalCents)).toBe(true);
      expect(l.totalCents).toBe(l.unitCents * l.quantity);
    }
    expect(p.lines.map((l) => l.kind)).toEqual([
      "garment",
      "decoration",
      "decoration",
      "label",
      "label",
      "development",
    ]);
  });

  it("informs about 3–5 % under-delivery and never charges it (spec §9)", () => {
    const p = priceDesign(TEST_TEE, spec({ sizes: qty(250) }));
    expect(p.underDelivery).toEqual({ minRateBp: 300, maxRateBp: 500, minUnits: 7, maxUnits: 13, charged: false });
    expect(p.totalCents).toBe(250 * 750);
    expect(priceDesign(TEST_TEE, spec({ sizes: qty(100) })).underDelivery).toMatchObject({ minUnits: 3, maxUnits: 5 });
  });

  it("prices a sample at the 1-piece price with decoration and labels, no development, minimums waived", () => {
    const s = spec({
      mode: "sample",
      labels: { neck: "neck-woven", "hang-tag": "hang-tag-card" },
      placements: [
        place({ placement: "front", technique: "screen-print", colourCount: 3 }),
        place({ placement: "back", technique: "embroidery", widthMm: 90, heightMm: 90, stitchAreaMm2: 5000 }),
      ],
    });
    const p = priceDesign(TEST_TEE, s);
    expect(p.mode).toBe("sample");
    expect(p.developmentCents).toBe(0);
    expect(p.lines.some((l) => l.kind === "development")).toBe(false);
    // 1290 garment + 3 × 180 screen + 650 embroidery + 45 woven + 35 tag + 0 care
    expect(p.totalCents).toBe(1290 + 540 + 650 + 45 + 35);
    expect(p.underDelivery).toBeNull();
  });

  it("refuses a sample of more than one unit", () => {
    const e = refusal(spec({ mode: "sample", sizes: { S: 1, M: 1 } }));
    expect(e.code).toBe("SAMPLE_QUANTITY");
    expect(e.details).toEqual({ required: 1, quantity: 2 });
  });
});
