import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoOnWhitePng, oneColourLogoPng, photoJpeg, threeColourLogoPng } from "../../../tests/fixtures/artwork.ts";
import { Jar } from "../../../tests/setup/auth-app.ts";
import { type BuyingTestApp, openBuyingTestApp } from "../../../tests/setup/buying-app.ts";

let t: BuyingTestApp;
beforeAll(async () => {
  t = await openBuyingTestApp();
});
afterAll(() => t.close());

const upload = (jar: Jar, bytes: Uint8Array, name: string) => t.upload(jar, bytes, name);

const call: BuyingTestApp["call"] = (...args) => t.call(...args);

/** A hoodie with the artwork screen-printed on the front at `colourCount` colours, 25 units. */
function screenDesign(uploadId: string, colourCount: number, extra: Record<string, unknown> = {}) {
  return {
    threeProduct: "hoodie",
    name: "Screen printed crest",
    status: "saved",
    document: {
      dye: "black",
      labels: {},
      placements: [
        {
          placement: "front",
          technique: "screen-print",
          artwork: { uploadId },
          widthMm: 200,
          heightMm: 200,
          centerXMm: 150,
          centerYMm: 120,
          colourCount,
        },
      ],
      sizes: { M: 15, L: 10 },
      notes: "",
    },
    ...extra,
  };
}

describe("colour count of uploaded artwork and the screen-print price (issue 20)", () => {
  it("counts the colours when the artwork is uploaded", async () => {
    const jar = new Jar();
    const one = await upload(jar, await oneColourLogoPng(), "mark.png");
    expect(one.status).toBe(200);
    expect(one.body.artwork).toMatchObject({ colours: 1, capped: false, background: null, transparent: true });
    const three = await upload(jar, await threeColourLogoPng(), "crest.png");
    expect(three.body.artwork.colours).toBe(3);
    expect(three.body.sourceUploadId).toBeNull();
  });

  it("prices screen print at the detected count, lets the customer raise it, and refuses lowering it (400)", async () => {
    const jar = new Jar();
    const { body: art } = await upload(jar, await threeColourLogoPng(), "crest.png");
    const lower = await call(jar, "POST", "/customize", screenDesign(art.id, 2));
    expect(lower.status).toBe(400);
    expect(lower.body.error).toMatchObject({
      code: "COLOUR_COUNT_BELOW_DETECTED",
      field: "document.placements.0.colourCount",
      details: { placement: "front", detected: 3, chosen: 2 },
    });
    const atThree = await call(jar, "POST", "/customize", screenDesign(art.id, 3));
    expect(atThree.status).toBe(200);
    // development: 50 EUR per colour (spec §9); per colour and unit at 25 units: 1.80 EUR
    expect(atThree.body.price.developmentCents).toBe(3 * 5000);
    const atFour = await call(
      jar,
      "POST",
      "/customize",
      screenDesign(art.id, 4, { id: atThree.body.id, version: atThree.body.version }),
    );
    expect(atFour.status).toBe(200);
    expect(atFour.body.price.developmentCents).toBe(4 * 5000);
    expect(atFour.body.price.totalCents - atThree.body.price.totalCents).toBe(5000 + 25 * 180);
    // lowering the saved design below the count is refused too, and the design stays as it was
    const back = await call(
      jar,
      "POST",
      "/customize",
      screenDesign(art.id, 1, { id: atFour.body.id, version: atFour.body.version }),
    );
    expect(back.status).toBe(400);
    const kept = await call(jar, "GET", `/customize/${atFour.body.id}`);
    expect(kept.body.document.placements[0].colourCount).toBe(4);
  });

  it("prices a photo at the most screen print takes and warns it needs digital print", async () => {
    const jar = new Jar();
    const { body: photo } = await upload(jar, await photoJpeg(), "beach.jpg");
    expect(photo.artwork.colours).toBeGreaterThan(8);
    expect((await call(jar, "POST", "/customize", screenDesign(photo.id, 7))).body.error.code).toBe(
      "COLOUR_COUNT_BELOW_DETECTED",
    );
    const saved = await call(jar, "POST", "/customize", screenDesign(photo.id, 8));
    expect(saved.status).toBe(200);
    expect(saved.body.preflight).toContainEqual(
      expect.objectContaining({ code: "TOO_MANY_COLOURS", placement: "front" }),
    );
    // digital print prints it in full colour, no count needed
    const digital = screenDesign(photo.id, 8, { id: saved.body.id, version: saved.body.version });
    digital.document.placements[0] = { ...digital.document.placements[0], technique: "digital-print" } as never;
    const asDigital = await call(jar, "POST", "/customize", digital);
    expect(asDigital.status).toBe(200);
    expect(asDigital.body.preflight.map((w: { code: string }) => w.code)).not.toContain("TOO_MANY_COLOURS");
  });
});

describe("remove background (issue 20)", () => {
  it("makes a new PNG with the border-connected white transparent, derived from the kept original", async () => {
    const jar = new Jar();
    const { body: original } = await upload(jar, await logoOnWhitePng(), "badge.png");
    expect(original.artwork).toMatchObject({ colours: 2, background: { hex: "#ffffff" } });
    const removed = await call(jar, "POST", `/upload/${original.id}/remove-background`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      kind: "artwork",
      contentType: "image/png",
      name: "badge (no background).png",
      sourceUploadId: original.id,
      widthPx: 400,
      heightPx: 400,
      artwork: { colours: 2, transparent: true, background: null },
    });
    const png = Buffer.from(await (await fetch(`${t.url}${removed.body.url}`)).arrayBuffer());
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // top-left corner
    expect(data[(200 * info.width + 200) * 4 + 3]).toBe(255); // the white inside the ring
    // the original is still there, unchanged
    const before = await fetch(`${t.url}${original.url}`);
    expect(before.status).toBe(200);
    // asking again answers the same artwork
    const again = await call(jar, "POST", `/upload/${original.id}/remove-background`);
    expect(again.body.id).toBe(removed.body.id);
  });

  it("refuses an artwork with no plain background (400) and someone else's artwork (404)", async () => {
    const jar = new Jar();
    const { body: transparent } = await upload(jar, await oneColourLogoPng(), "mark.png");
    const refused = await call(jar, "POST", `/upload/${transparent.id}/remove-background`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("BACKGROUND_NOT_UNIFORM");
    const { body: onWhite } = await upload(jar, await logoOnWhitePng(), "badge.png");
    const stranger = await call(new Jar(), "POST", `/upload/${onWhite.id}/remove-background`);
    expect(stranger.status).toBe(404);
  });
});

describe("share links over the API (issue 20)", () => {
  it("shares, shows read-only (noindex), copies for another guest, and stops when revoked", async () => {
    const owner = new Jar();
    const { body: art } = await upload(owner, await threeColourLogoPng(), "crest.png");
    const { body: design } = await call(owner, "POST", "/customize", screenDesign(art.id, 3));
    expect((await call(owner, "GET", `/customize/${design.id}/share`)).body).toEqual({ link: null });
    const shared = await call(owner, "POST", `/customize/${design.id}/share`);
    expect(shared.status).toBe(200);
    expect(shared.body.url).toBe(`https://shop.test${shared.body.path}`);
    const key = new URL(shared.body.path, t.url).searchParams.get("key") ?? "";

    const viewer = new Jar();
    const seen = await call(viewer, "GET", `/shared/${design.id}?key=${encodeURIComponent(key)}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("x-robots-tag")).toBe("noindex");
    expect(seen.body).toMatchObject({ id: design.id, mine: false });
    expect((await call(viewer, "GET", `/shared/${design.id}?key=nope`)).status).toBe(404);
    expect((await call(viewer, "POST", `/customize/${design.id}/share`)).status).toBe(404);

    const copy = await call(viewer, "POST", `/shared/${design.id}/copy`, { key });
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ mine: true, status: "draft" });
    expect(copy.body.id).not.toBe(design.id);
    expect((await call(viewer, "GET", "/customize")).body.map((d: { id: string }) => d.id)).toEqual([copy.body.id]);
    expect((await call(owner, "GET", `/customize/${copy.body.id}`)).status).toBe(404);

    expect((await call(owner, "DELETE", `/customize/${design.id}/share`)).status).toBe(204);
    expect((await call(viewer, "GET", `/shared/${design.id}?key=${encodeURIComponent(key)}`)).body.error.code).toBe(
      "SHARE_LINK_INVALID",
    );
    expect((await call(viewer, "POST", `/shared/${design.id}/copy`, { key })).status).toBe(404);
  });
});
