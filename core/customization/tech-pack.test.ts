import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { testServices } from "../../tests/setup/services.ts";
import { newCartToken } from "../cart/cart-ref.ts";
import type { FileStorage } from "../ports/file-storage.ts";
import { storeUpload } from "../media/store-upload.ts";
import type { Ctx } from "../shared/ctx.ts";
import { type DesignOwner, type SaveDesignInput, saveDesign } from "./designs.ts";
import { getThreeProductOptions } from "./get-three-product.ts";
import { getTechPack, pdfText, renderTechPack, techPackContentDisposition, techPackDesign } from "./tech-pack.ts";

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(() => tdb.close());

/** File storage in memory. */
function memoryStorage(): FileStorage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    put: async (key, bytes) => {
      files.set(key, bytes);
    },
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => {
      files.delete(key);
    },
  };
}

/**
 * The text an uncompressed pdfkit PDF shows: the hex strings of its `Tj`/`TJ` operators, decoded
 * as WinAnsi (windows-1252), joined with single spaces.
 */
function pdfTextOf(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString("latin1");
  const decoder = new TextDecoder("windows-1252");
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const hex =
      match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("") : match[2];
    lines.push(decoder.decode(Buffer.from(hex ?? "", "hex")));
  }
  // one string, wrapped lines joined, so phrases can be searched
  return lines.join(" ").replace(/\s+/g, " ");
}

const pageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type \/Page\b/g) ?? []
  ).length;

/** The images a PDF's pages draw (pdfkit names them /I1, /I2 … in the pages' XObject resources). */
const imageNames = (pdf: Uint8Array) =>
  [
    ...new Set(
      Buffer.from(pdf)
        .toString("latin1")
        .match(/\/I\d+ \d+ 0 R/g) ?? [],
    ),
  ].map((m) => m.split(" ")[0]);

async function png(width: number, height: number, colour: string) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: colour } })
      .png()
      .toBuffer(),
  );
}

async function makeDesign(ctx: Ctx, owner: DesignOwner, extra: Partial<SaveDesignInput> = {}) {
  const art = await storeUpload(ctx, {
    kind: "artwork",
    name: "crest.png",
    bytes: await png(1800, 1500, "#d11"),
    owner,
  });
  const front = await storeUpload(ctx, {
    kind: "artwork",
    name: "front.png",
    bytes: await png(400, 500, "#222"),
    owner,
  });
  return saveDesign(ctx, {
    owner,
    threeProduct: "hoodie",
    name: "Crew hoodie São João",
    status: "saved",
    document: {
      dye: "black",
      labels: { neck: "neck-woven", "hang-tag": "hang-tag-card" },
      placements: [
        {
          placement: "front",
          technique: "digital-print",
          artwork: { uploadId: art.id },
          widthMm: 240,
          heightMm: 200,
          centerXMm: 152.5,
          centerYMm: 120,
        },
        {
          placement: "back",
          technique: "screen-print",
          text: { content: "BARCELOS 2026", font: "Anton", colorHex: "#F2C230" },
          widthMm: 250,
          heightMm: 40,
          centerXMm: 152.5,
          centerYMm: 60,
          rotationDeg: 0,
          colourCount: 1,
        },
      ],
      sizes: { S: 100, M: 200, L: 150, XL: 50 },
      notes: "Fold with tissue paper; ship to Porto.",
    },
    frontImageId: front.id,
    ...extra,
  });
}

describe("renderTechPack", () => {
  it("draws the whole specification: design, dye, sizes, labels, placements in mm, artwork, price, notes", async () => {
    const storage = memoryStorage();
    const ctx = tdb.ctx({ services: testServices({ storage }) });
    const owner = { userId: null, guestToken: newCartToken() };
    const design = await makeDesign(ctx, owner);
    expect(design.refusals).toEqual([]);
    const options = await getThreeProductOptions(ctx, design.threeProduct.id);
    const pdf = await renderTechPack(ctx, design, options, { compress: false });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
    const text = pdfTextOf(pdf);
    for (const expected of [
      "Fabrico",
      "Production tech pack",
      "Crew hoodie São João",
      design.id,
      "Black",
      "#1b1b1c",
      "Woven neck label",
      "15 mm below the neckline",
      "Printed size (W × H)",
      "240 × 200 mm",
      "crest.png",
      "1,800 × 1,500 px",
      "190 DPI at print size",
      "BARCELOS 2026",
      "Anton (SIL Open Font License 1.1)",
      "1 screen-print ink",
      "high point shoulder (HPS)",
      "Fold with tissue paper; ship to Porto.",
      "Rendered views",
    ]) {
      expect(text).toContain(expected);
    }
    // the size distribution: every size and the total
    for (const n of ["100", "200", "150", "50", "500"]) expect(text).toContain(n);
    // centre front: the front print is centred; 110 mm (area top) + 120 mm below HPS
    expect(text).toMatch(/on centre front, 230 mm below the high point shoulder/);
    // price (EUR incl. VAT) and under-delivery (never charged)
    const euros = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });
    expect(text).toContain(euros.format((design.price?.totalCents ?? 0) / 100));
    expect(text).toMatch(/15–25 units here/);
    expect(text).toContain("neither shipped nor charged");
    expect(text).toMatch(/Page 1 of \d/);
    // the transparent artwork twice (flattened onto the dye in the diagram, onto grey in the
    // preview) and the rendered front view
    expect(imageNames(pdf)).toHaveLength(3);
    // the design's text is set in the preview's own font file, embedded (issue 20)
    const raw = Buffer.from(pdf).toString("latin1");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Anton/);
    expect(raw).toContain("/FontFile2");

    // the default output is compressed and smaller
    const compressed = await renderTechPack(ctx, design, options);
    expect(Buffer.from(compressed.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(compressed.byteLength).toBeLessThan(pdf.byteLength);
  });

  it("speaks the reader's language, rasterises SVG, and draws a placeholder for a missing file", async () => {
    const storage = memoryStorage();
    const ctx = tdb.ctx({ locale: "pt", services: testServices({ storage }) });
    const owner = { userId: null, guestToken: newCartToken() };
    const svg = await storeUpload(ctx, {
      kind: "artwork",
      name: "logo.svg",
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect width="400" height="200" fill="#123456"/></svg>',
      ),
      owner,
    });
    const gone = await storeUpload(ctx, {
      kind: "artwork",
      name: "lost.png",
      bytes: await png(300, 300, "#0a0"),
      owner,
    });
    const design = await saveDesign(ctx, {
      owner,
      threeProduct: "t-shirt",
      name: "Camisola",
      status: "saved",
      document: {
        dye: "sand",
        placements: [
          {
            placement: "left-chest",
            technique: "embroidery",
            artwork: { uploadId: svg.id },
            widthMm: 80,
            heightMm: 40,
            centerXMm: 50,
            centerYMm: 50,
            colourCount: 3,
            stitchAreaMm2: 2000,
          },
          {
            placement: "back",
            technique: "digital-print",
            artwork: { uploadId: gone.id },
            widthMm: 100,
            heightMm: 100,
            centerXMm: 100,
            centerYMm: 100,
            rotationDeg: 90,
          },
        ],
        sizes: { M: 30 },
      },
    });
    storage.files.delete(gone.id);
    const options = await getThreeProductOptions(ctx, design.threeProduct.id);
    const pdf = await renderTechPack(ctx, design, options, { compress: false });
    const text = pdfTextOf(pdf);
    for (const expected of [
      "Ficha técnica de produção",
      "Areia",
      "Distribuição de tamanhos",
      "Vetorial (SVG)",
      "3 cores de linha",
      "2000 mm²",
      "ficheiro indisponível",
      "lost.png",
      "Página 1 de",
      "IVA português (23 %) incluído",
      "à esquerda (de quem veste) do centro da frente",
    ]) {
      expect(text).toContain(expected);
    }
    // the SVG is rasterised (onto the dye and onto grey); the lost PNG is a placeholder
    expect(imageNames(pdf)).toHaveLength(2);
  });
});

describe("who may have the tech pack", () => {
  it("is the owner's and staff's, not another visitor's even when the design is published", async () => {
    const storage = memoryStorage();
    const ctx = tdb.ctx({ services: testServices({ storage }) });
    const owner = { userId: null, guestToken: newCartToken() };
    const design = await makeDesign(ctx, owner);
    const published = await saveDesign(ctx, {
      owner,
      id: design.id,
      version: design.version,
      threeProduct: "hoodie",
      name: design.name,
      status: "saved",
      published: true,
      document: design.document,
    });
    const stranger = { userId: null, guestToken: newCartToken() };
    await expect(getTechPack(ctx, { owner: stranger, id: published.id })).rejects.toMatchObject({
      status: 404,
      code: "DESIGN_NOT_FOUND",
    });
    const customer = { ...ctx, actor: { userId: "usr_someone", roles: ["customer" as const] } };
    await expect(
      getTechPack(customer, { owner: { userId: "usr_someone", guestToken: null }, id: published.id }),
    ).rejects.toMatchObject({ status: 404 });

    const mine = await getTechPack(ctx, { owner, id: published.id });
    expect(Buffer.from(mine.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(mine.contentDisposition).toContain('filename="Crew hoodie Sao Joao tech pack.pdf"');
    expect(mine.contentDisposition).toContain(
      "filename*=UTF-8''Crew%20hoodie%20S%C3%A3o%20Jo%C3%A3o%20tech%20pack.pdf",
    );

    const staff = { ...ctx, actor: { userId: "usr_admin", roles: ["admin" as const] } };
    const view = await techPackDesign(staff, { owner: { userId: "usr_admin", guestToken: null }, id: design.id });
    expect(view).toMatchObject({ id: design.id, mine: false, version: published.version });
    expect(view.price?.totalCents).toBe(design.price?.totalCents);
    const pack = await getTechPack(staff, { owner: { userId: "usr_admin", guestToken: null }, id: design.id });
    expect(pack.bytes.byteLength).toBeGreaterThan(1000);
    await expect(
      getTechPack(staff, { owner: { userId: "usr_admin", guestToken: null }, id: "design_nope" }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("helpers", () => {
  it("keeps WinAnsi text and replaces what the standard fonts cannot show", () => {
    expect(pdfText("Ação €12 – “ok” ≤ 5 ✓\r\n")).toBe("Ação €12 – “ok” <= 5 ?\n");
    expect(techPackContentDisposition('A "b"/c')).toBe(
      `attachment; filename="A 'b' c tech pack.pdf"; filename*=UTF-8''A%20%22b%22%20c%20tech%20pack.pdf`,
    );
  });
});
