import { describe, expect, it } from "vitest";
import {
  MIN_PRINT_DPI,
  type PreflightPlacementInput,
  effectiveDpi,
  preflightDesign,
  preflightPlacement,
} from "./preflight.ts";
import { TEST_TEE } from "./test-options.ts";

const AREA = { widthMm: 305, heightMm: 406 };

/** A 254 × 254 mm (10 × 10 in) digital print centred on the tee's front. */
const art = (over: Partial<PreflightPlacementInput> = {}): PreflightPlacementInput => ({
  placement: "front",
  technique: "digital-print",
  widthMm: 254,
  heightMm: 254,
  centerXMm: 152.5,
  centerYMm: 203,
  ...over,
});

const codes = (input: PreflightPlacementInput, maxColours: number | null = null) =>
  preflightPlacement(AREA, input, maxColours).map((w) => w.code);

describe("effectiveDpi", () => {
  it("is pixels ÷ inches, the lower of both axes, rounded down", () => {
    expect(effectiveDpi(1500, 1500, 254, 254)).toBe(150);
    expect(effectiveDpi(1499, 1500, 254, 254)).toBe(149);
    expect(effectiveDpi(3000, 1500, 254, 254)).toBe(150);
    // 305 mm at 150 DPI needs 1801.18 px
    expect(effectiveDpi(1802, 2400, 305, 406)).toBe(150);
    expect(effectiveDpi(1801, 2400, 305, 406)).toBe(149);
  });
});

describe("preflightPlacement", () => {
  it("warns under 150 DPI at the print size, not at 150 (boundary)", () => {
    expect(codes(art({ pixelWidth: 1500, pixelHeight: 1500 }))).toEqual([]);
    const [w] = preflightPlacement(AREA, art({ pixelWidth: 1490, pixelHeight: 1500 }), null);
    expect(w).toEqual({ code: "LOW_RESOLUTION", placement: "front", params: { dpi: 149, minimumDpi: MIN_PRINT_DPI } });
    // the height can be the limiting axis
    expect(codes(art({ pixelWidth: 3000, pixelHeight: 1400 }))).toEqual(["LOW_RESOLUTION"]);
  });

  it("skips the resolution check for vector artwork and text (no pixel size)", () => {
    expect(codes(art({ widthMm: 300, heightMm: 400 }))).toEqual([]);
  });

  it("warns when the artwork leaves the printable area, by how much", () => {
    expect(codes(art({ centerXMm: 127, centerYMm: 127 }))).toEqual([]); // touches the top-left corner exactly
    const [w] = preflightPlacement(AREA, art({ centerXMm: 120 }), null);
    expect(w).toEqual({
      code: "OUTSIDE_PRINTABLE_AREA",
      placement: "front",
      params: { overflowMm: 7, widthMm: 305, heightMm: 406 },
    });
    expect(preflightPlacement(AREA, art({ centerYMm: 300 }), null)[0]?.params.overflowMm).toBe(21);
  });

  it("checks the rotated box", () => {
    const square = art({ widthMm: 250, heightMm: 250, centerXMm: 152.5, centerYMm: 203 });
    expect(codes(square)).toEqual([]);
    expect(codes({ ...square, rotationDeg: 45 })).toEqual(["OUTSIDE_PRINTABLE_AREA"]); // 353.6 mm wide box
    expect(codes({ ...square, widthMm: 380, heightMm: 200, rotationDeg: 90 })).toEqual([]); // 200 × 380 box
  });

  it("warns about too many colours for screen print (8) and embroidery (12)", () => {
    const screen = art({ technique: "screen-print", detectedColours: 9 });
    expect(preflightPlacement(AREA, screen, 8)).toEqual([
      {
        code: "TOO_MANY_COLOURS",
        placement: "front",
        params: { technique: "screen-print", colours: 9, maximum: 8 },
      },
    ]);
    expect(codes({ ...screen, detectedColours: 8 }, 8)).toEqual([]);
    expect(codes(art({ technique: "embroidery", detectedColours: 13 }), 12)).toEqual(["TOO_MANY_COLOURS"]);
    expect(codes(art({ technique: "embroidery", detectedColours: 12 }), 12)).toEqual([]);
    expect(codes(art({ technique: "digital-print", detectedColours: 5000 }))).toEqual([]);
  });

  it("warns when screen-print artwork has more colours than the count priced", () => {
    expect(
      preflightPlacement(AREA, art({ technique: "screen-print", detectedColours: 5, chosenColours: 3 }), 8)[0],
    ).toMatchObject({ code: "MORE_COLOURS_THAN_CHOSEN", params: { colours: 5, chosen: 3 } });
    expect(codes(art({ technique: "screen-print", detectedColours: 3, chosenColours: 3 }), 8)).toEqual([]);
  });

  it("warns about embroidery lines under 1 mm and text under 5 mm, not at the limits", () => {
    const e = (over: Partial<PreflightPlacementInput>) => codes(art({ technique: "embroidery", ...over }), 12);
    expect(e({ minStrokeMm: 0.9 })).toEqual(["EMBROIDERY_THIN_LINES"]);
    expect(e({ minStrokeMm: 1 })).toEqual([]);
    expect(e({ minTextHeightMm: 4.9 })).toEqual(["EMBROIDERY_SMALL_TEXT"]);
    expect(e({ minTextHeightMm: 5 })).toEqual([]);
    expect(preflightPlacement(AREA, art({ technique: "embroidery", minStrokeMm: 0.5 }), 12)[0]?.params).toEqual({
      minStrokeMm: 0.5,
      minimumMm: 1,
    });
    // thin lines do not matter to print techniques
    expect(codes(art({ technique: "digital-print", minStrokeMm: 0.2, minTextHeightMm: 2 }))).toEqual([]);
  });

  it("lists several warnings of one placement together", () => {
    expect(
      codes(art({ technique: "embroidery", pixelWidth: 100, pixelHeight: 100, centerXMm: 0, minStrokeMm: 0.3 }), 12),
    ).toEqual(["LOW_RESOLUTION", "OUTSIDE_PRINTABLE_AREA", "EMBROIDERY_THIN_LINES"]);
  });
});

describe("preflightDesign", () => {
  it("checks each placement against its own area and technique, skipping unknown placements", () => {
    const warnings = preflightDesign(TEST_TEE, [
      art({ pixelWidth: 1000, pixelHeight: 1000 }),
      {
        placement: "left-chest",
        technique: "screen-print",
        widthMm: 100,
        heightMm: 100,
        centerXMm: 50,
        centerYMm: 50,
        detectedColours: 9,
      },
      { placement: "hood", technique: "embroidery", widthMm: 10, heightMm: 10, centerXMm: 0, centerYMm: 0 },
    ]);
    expect(warnings.map((w) => [w.placement, w.code])).toEqual([
      ["front", "LOW_RESOLUTION"],
      ["left-chest", "TOO_MANY_COLOURS"],
    ]);
  });
});
