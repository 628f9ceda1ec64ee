import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { newCartToken } from "../cart/cart-ref.ts";
import type { Locale } from "../shared/locale.ts";
import type { DesignView } from "./designs.ts";
import { saveDesign } from "./designs.ts";
import { type ThreeProductOptions, getThreeProductOptions } from "./get-three-product.ts";
import { type TechPackArtworkFacts, techPackModel } from "./tech-pack-model.ts";

// The facts come from the seeded hoodie (a saved design and its options); the model itself is pure:
// the tests below call it with variations of those facts, no storage and no PDF.
let tdb: TestDatabase;
let design: DesignView;
let options: ThreeProductOptions;
const now = new Date("2026-05-01T10:00:00Z");

beforeAll(async () => {
  tdb = await openTestDatabase();
  const ctx = tdb.ctx();
  const owner = { userId: null, guestToken: newCartToken() };
  design = await saveDesign(ctx, {
    owner,
    threeProduct: "hoodie",
    name: "Crew hoodie",
    status: "saved",
    document: {
      dye: "black",
      labels: { neck: "neck-woven" },
      placements: [
        {
          placement: "front",
          technique: "screen-print",
          text: { content: "BARCELOS", font: "Anton", colorHex: "#F2C230" },
          widthMm: 240,
          heightMm: 40,
          centerXMm: 152.5,
          centerYMm: 120,
          colourCount: 2,
        },
      ],
      sizes: { S: 100, M: 200, L: 150, XL: 50 },
      notes: "  Fold with tissue paper.  ",
    },
  });
  options = await getThreeProductOptions(ctx, design.threeProduct.id);
});
afterAll(() => tdb.close());

const model = (over: Partial<DesignView> = {}, artworks: (TechPackArtworkFacts | null)[] = [], locale: Locale = "en") =>
  techPackModel({ design: { ...design, ...over }, options, locale, now, artworks });

/** The design with its first placement changed. */
const withPlacement = (change: Partial<DesignView["document"]["placements"][number]>): Partial<DesignView> => {
  const [first] = design.document.placements;
  if (!first) throw new Error("the design has a placement");
  return { document: { ...design.document, placements: [{ ...first, ...change }] } };
};

describe("techPackModel", () => {
  it("counts the units per size in the product's size order, with the total", () => {
    const { sizes } = model();
    expect(sizes.totalUnits).toBe(500);
    expect(sizes.codes).toEqual([...options.sizes]);
    expect(sizes.columns).toEqual(["Size", ...options.sizes, "Total"]);
    expect(sizes.row[0]).toBe("Units");
    expect(sizes.row.at(-1)).toBe("500");
    expect(sizes.row[sizes.codes.indexOf("M") + 1]).toBe("200");
  });

  it("measures a centred front print from centre front and the high point shoulder, in mm", () => {
    const [p] = model().decoration.placements;
    // the front area's top is 110 mm below HPS (seeded layout): 110 + 120 mm
    expect(p?.onGarment).toEqual({ reference: "front", side: "centre", offsetMm: 0, downMm: 230, topMm: 210 });
    expect(p?.details).toContainEqual([
      "Position on the garment",
      expect.stringMatching(/on centre front, 230 mm below the high point shoulder \(HPS\); top of the print 210 mm/),
    ]);
    expect(p?.title).toMatch(/^1\. .+: /);
    expect(p?.print).toEqual({ widthMm: 240, heightMm: 40, centerXMm: 152.5, centerYMm: 120, rotationDeg: 0 });
  });

  it("puts a print right of centre on the front to the wearer's left, and gives the rotated box", () => {
    const [p] = model(withPlacement({ centerXMm: 172.5, rotationDeg: 90 })).decoration.placements;
    expect(p?.onGarment?.side).toBe("wearerLeft");
    expect(p?.onGarment?.offsetMm).toBeCloseTo(20, 5);
    // rotated a quarter turn: the 240 mm width now stands, its top 120 mm above the centre
    expect(p?.rotatedBox.widthMm).toBeCloseTo(40, 5);
    expect(p?.rotatedBox.heightMm).toBeCloseTo(240, 5);
    expect(p?.onGarment?.topMm).toBeCloseTo(110, 5);
    expect(p?.details).toContainEqual(["Box once rotated", "40 × 240 mm"]);
  });

  it("names screen-print inks, and embroidery threads with the stitch area", () => {
    expect(model().decoration.placements[0]?.details).toContainEqual([
      "Colours",
      "2 screen-print inks (one screen each)",
    ]);
    const [e] = model(withPlacement({ technique: "embroidery", colourCount: 3, stitchAreaMm2: 5000 })).decoration
      .placements;
    expect(e?.details).toContainEqual(["Colours", "3 thread colours"]);
    expect(e?.details).toContainEqual(["Stitch area", "5,000 mm²"]);
  });

  it("gives an artwork's file, pixels and effective DPI, and says when the file is missing", () => {
    const upload = {
      id: "upl_1",
      kind: "artwork" as const,
      name: "crest.png",
      contentType: "image/png",
      size: 1000,
      widthPx: 1800,
      heightPx: 1500,
      url: "/media/upload/upl_1",
      artwork: null,
      sourceUploadId: null,
    };
    const over = withPlacement({
      technique: "digital-print",
      text: undefined,
      artwork: { uploadId: "upl_1" },
      widthMm: 240,
      heightMm: 200,
    });
    const [p] = model(over, [{ upload, available: true, downscaled: true }]).decoration.placements;
    expect(p?.dpi).toBe(190);
    expect(p?.details).toContainEqual(["File", "crest.png (image/png)"]);
    expect(p?.details).toContainEqual(["Pixels", "1,800 × 1,500 px"]);
    expect(p?.details).toContainEqual(["", "Preview downscaled; print from the original file"]);
    expect(p?.previewCaption).toBe("crest.png");
    const [gone] = model(over, [{ upload, available: false, downscaled: false }]).decoration.placements;
    expect(gone?.details).toContainEqual(["File", "crest.png (image/png): file not available"]);
    expect(gone?.missingText).toBe("crest.png\nfile not available");
  });

  it("chooses each label slot's option, the slot's default when the document names none", () => {
    const { labels } = model();
    expect(labels.slots).toContainEqual({ slot: "neck", option: "neck-woven" });
    const neck = labels.rows.find((r) => r[1]?.startsWith("Woven neck label"));
    expect(neck?.[2]).toContain("15 mm below the neckline");
    const defaults = model({ document: { ...design.document, labels: {} } }).labels.slots;
    for (const { slot, option } of defaults) {
      expect(option).toBe(options.labels.find((l) => l.slot === slot && l.isDefault)?.code ?? null);
    }
  });

  it("prices in EUR with the grand total in bold, and the under-delivery allowance in units", () => {
    const { price } = model();
    if (price.block.kind !== "priced" || !design.price) throw new Error("the design is priced");
    const euros = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });
    expect(price.block.body[price.block.boldRow]).toEqual([
      "Total",
      "500",
      euros.format(design.price.unitCents / 100),
      euros.format(design.price.totalCents / 100),
    ]);
    expect(price.underDelivery).toMatchObject({ minPct: 3, maxPct: 5, minUnits: 15, maxUnits: 25 });
    expect(price.underDelivery.text).toMatch(/15–25 units here/);
  });

  it("without units says so, and computes the allowance from the sizes", () => {
    const { price, sizes } = model({ price: null, refusals: [], document: { ...design.document, sizes: {} } });
    expect(price.block).toEqual({ kind: "empty", text: "No units yet." });
    expect(sizes.totalUnits).toBe(0);
    expect(price.underDelivery).toMatchObject({ minUnits: 0, maxUnits: 0 });
  });

  it("trims the notes, keeps the dye's swatch, and writes in the reader's language", () => {
    const en = model();
    expect(en.notes.text).toBe("Fold with tissue paper.");
    expect(en.garment.dye.hex).toMatch(/^#[0-9a-f]{6}$/i);
    expect(en.garment.dye.text).toContain("(black)");
    expect(en.design.rows).toContainEqual(["Design id", design.id]);
    expect(en.design.rows).toContainEqual(["Generated", expect.stringContaining("2026")]);
    expect(en.footer.page(1, 3)).toBe("Page 1 of 3");
    const pt = model({}, [], "pt");
    expect(pt.header.title).toBe("Ficha técnica de produção");
    expect(pt.notes.title).not.toBe(en.notes.title);
    expect(model({ document: { ...design.document, notes: "" } }).notes.text).toBe("None.");
  });
});
