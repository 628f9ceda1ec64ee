import type { DesignOptions, TechniqueRule } from "./options.ts";

const breaks = (...pairs: [number, number][]) => pairs.map(([minQuantity, unitCents]) => ({ minQuantity, unitCents }));

/**
 * A t-shirt's options with the demo seed's numbers written out, for the engine's unit tests (they
 * must not move when an administrator or the seed changes a price). EUR cents incl. VAT; mm, mm².
 */
export const TEST_TECHNIQUES: TechniqueRule[] = [
  {
    code: "digital-print",
    minQuantity: 1,
    maxColours: null,
    pricing: {
      kind: "digital-print",
      areaBands: [
        { maxAreaMm2: 10_000, unitBreaks: breaks([1, 450], [10, 400], [50, 360], [100, 330], [250, 300]) },
        { maxAreaMm2: 62_370, unitBreaks: breaks([1, 750], [10, 680], [50, 620], [100, 570], [250, 520]) },
        { maxAreaMm2: 123_830, unitBreaks: breaks([1, 1050], [10, 950], [50, 870], [100, 800], [250, 740]) },
      ],
    },
  },
  {
    code: "screen-print",
    minQuantity: 20,
    maxColours: 8,
    pricing: {
      kind: "screen-print",
      perColourBreaks: breaks([20, 180], [50, 130], [100, 95], [250, 70], [500, 55]),
      developmentCentsPerColour: 5000,
    },
  },
  {
    code: "embroidery",
    minQuantity: 10,
    maxColours: 12,
    pricing: {
      kind: "embroidery",
      stitchAreaBands: [
        { maxAreaMm2: 2_500, developmentCents: 5000, unitBreaks: breaks([10, 450], [50, 390], [100, 340], [250, 300]) },
        { maxAreaMm2: 10_000, developmentCents: 8000, unitBreaks: breaks([10, 650], [50, 560], [100, 490]) },
        { maxAreaMm2: 40_000, developmentCents: 12_000, unitBreaks: breaks([10, 1250], [50, 1090], [100, 950]) },
        { maxAreaMm2: 90_000, developmentCents: 20_000, unitBreaks: breaks([10, 2200], [50, 1950], [100, 1700]) },
      ],
    },
  },
];

/** The test t-shirt (see {@link TEST_TECHNIQUES}). */
export const TEST_TEE: DesignOptions = {
  garmentType: "t-shirt",
  sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"],
  sizeSurchargeCents: { XXL: 150, "3XL": 300 },
  basePriceBreaks: breaks([1, 1290], [10, 1090], [50, 950], [100, 850], [250, 750]),
  dyes: [{ code: "white" }, { code: "black" }],
  placements: [
    {
      code: "front",
      panel: "front",
      widthMm: 305,
      heightMm: 406,
      techniques: ["digital-print", "screen-print", "embroidery"],
      excludes: ["left-chest", "right-chest"],
    },
    {
      code: "back",
      panel: "back",
      widthMm: 305,
      heightMm: 406,
      techniques: ["digital-print", "screen-print", "embroidery"],
      excludes: [],
    },
    {
      code: "left-chest",
      panel: "front",
      widthMm: 100,
      heightMm: 100,
      techniques: ["digital-print", "screen-print", "embroidery"],
      excludes: ["front"],
    },
    {
      code: "left-sleeve",
      panel: "left-sleeve",
      widthMm: 80,
      heightMm: 100,
      techniques: ["screen-print", "embroidery"],
      excludes: [],
    },
  ],
  techniques: TEST_TECHNIQUES,
  labels: [
    { code: "neck-none", slot: "neck", kind: "none", unitCents: 0, minQuantity: 1, isDefault: true },
    { code: "neck-printed", slot: "neck", kind: "printed", unitCents: 60, minQuantity: 1, isDefault: false },
    { code: "neck-woven", slot: "neck", kind: "woven", unitCents: 45, minQuantity: 500, isDefault: false },
    { code: "brand-none", slot: "brand", kind: "none", unitCents: 0, minQuantity: 1, isDefault: true },
    { code: "brand-woven", slot: "brand", kind: "woven", unitCents: 40, minQuantity: 100, isDefault: false },
    { code: "care-house", slot: "care", kind: "house", unitCents: 0, minQuantity: 1, isDefault: true },
    { code: "hang-tag-none", slot: "hang-tag", kind: "none", unitCents: 0, minQuantity: 1, isDefault: true },
    { code: "hang-tag-card", slot: "hang-tag", kind: "card", unitCents: 35, minQuantity: 50, isDefault: false },
  ],
};
