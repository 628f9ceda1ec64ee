import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../../../tests/setup/auth-app.ts";
import { type BuyingTestApp, openBuyingTestApp } from "../../../tests/setup/buying-app.ts";

/**
 * POST /api/customize with several decorations per placement (issue 20): the server accepts them,
 * prices each (its own line, its own screens), takes a left chest beside a front print, and keeps
 * an overlapping one with a PLACEMENT_CONFLICT refusal (ADR 0011 "Several decorations per placement").
 */
let t: BuyingTestApp;
beforeAll(async () => {
  t = await openBuyingTestApp();
});
afterAll(() => t.close());

const call: BuyingTestApp["call"] = (...args) => t.call(...args);

async function uploadArtwork(jar: Jar): Promise<string> {
  const png = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  const res = await t.upload(jar, png, "logo.png", { type: "image/png" });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

const text = (content: string, at: Record<string, unknown>) => ({
  technique: "screen-print",
  text: { content, font: "Montserrat", colorHex: "#ffffff" },
  colourCount: 1,
  ...at,
});

/** Saves a draft black t-shirt design of 30 M with these placements (as a new visitor when `jar` is new). */
function saveTShirt(jar: Jar, name: string, placements: Record<string, unknown>[]) {
  return call(jar, "POST", "/customize", {
    threeProduct: "t-shirt",
    name,
    status: "draft",
    document: { dye: "black", labels: {}, sizes: { M: 30 }, notes: "", placements },
  });
}

/** A digital print of the artwork `uploadId` at this size and centre (mm). */
const print = (uploadId: string, widthMm: number, heightMm: number, centerXMm: number, centerYMm: number) => ({
  technique: "digital-print",
  artwork: { uploadId },
  widthMm,
  heightMm,
  centerXMm,
  centerYMm,
});

describe("several decorations per placement", () => {
  it("prices two artworks and a text on the front, and a left chest beside a front print", async () => {
    const jar = new Jar();
    const art = await uploadArtwork(jar);
    const saved = await saveTShirt(jar, "Two on the front", [
      // wearer's right half of the front, low: clear of the left chest
      { placement: "front", ...print(art, 100, 100, 70, 250) },
      { placement: "front", ...text("BARCELOS", { widthMm: 120, heightMm: 30, centerXMm: 70, centerYMm: 350 }) },
      { placement: "front", ...print(art, 60, 60, 200, 330) },
      { placement: "left-chest", ...text("FB", { widthMm: 60, heightMm: 40, centerXMm: 50, centerYMm: 50 }) },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.refusals).toEqual([]);
    const lines = saved.body.price.lines as {
      kind: string;
      placement?: string;
      decoration?: number;
      totalCents: number;
    }[];
    expect(lines.filter((l) => l.kind === "decoration").map((l) => [l.placement, l.decoration])).toEqual([
      ["front", 0],
      ["front", 1],
      ["front", 2],
      ["left-chest", 3],
    ]);
    // one screen per colour per screen-printed decoration: 2 × 50 EUR (spec §9)
    expect(lines.filter((l) => l.kind === "development").map((l) => [l.decoration, l.totalCents])).toEqual([
      [1, 5000],
      [3, 5000],
    ]);
    expect(saved.body.document.placements).toHaveLength(4);
  });

  it("keeps a design whose chest logo overlaps the front print, with the refusal", async () => {
    const jar = new Jar();
    const art = await uploadArtwork(jar);
    const saved = await saveTShirt(jar, "Overlap", [
      { placement: "front", ...print(art, 300, 300, 152.5, 160) },
      { placement: "left-chest", ...text("FB", { widthMm: 60, heightMm: 40, centerXMm: 50, centerYMm: 50 }) },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.price).toBeNull();
    expect(saved.body.refusals).toEqual([
      expect.objectContaining({
        code: "PLACEMENT_CONFLICT",
        field: "placements.1.placement",
        details: { placement: "left-chest", conflictsWith: "front", decoration: 1, otherDecoration: 0 },
      }),
    ]);
  });
});
