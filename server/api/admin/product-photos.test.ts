import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryTable, colorTable, materialTable, sizeTable } from "../../../core/catalog/catalog.sql.ts";
import type { Jar } from "../../../tests/setup/auth-app.ts";
import { type StaffTestApp, type TestUser, openStaffTestApp } from "../../../tests/setup/staff-app.ts";

/**
 * Product photos on the storefront (issue 6, ADR 0013): photos saved in the back office show on the
 * product page (per colour, then the drawn views), on product cards and are served publicly at
 * `/media/product-photo/{uploadId}` only while their product is active; other uploads never are.
 */
let t: StaffTestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function uploadImage(jar: Jar, rgb: [number, number, number]) {
  const bytes = await sharp({
    create: { width: 60, height: 70, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([Buffer.from(bytes)], { type: "image/png" }), "photo.png");
  const res = await fetch(`${t.url}/api/upload/image`, {
    method: "POST",
    body: form,
    headers: { cookie: jar.header(), origin: t.url },
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.id as string;
}

async function idOf(table: typeof colorTable | typeof sizeTable | typeof categoryTable, code: string) {
  const [row] = await t.tdb.handle.db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

const alt = (en: string) => ({ en, pt: `${en} (pt)`, es: `${en} (es)` });

async function productBody(slug: string, images: unknown[], status = "active") {
  const [black, white] = [await idOf(colorTable, "black"), await idOf(colorTable, "white")];
  const size = await idOf(sizeTable, "M");
  return {
    slug,
    garmentType: "t-shirt",
    categoryId: await idOf(categoryTable, "t-shirts"),
    materialId: (await t.tdb.handle.db.select().from(materialTable).limit(1))[0]?.id,
    name: { en: "Quokka Tee", pt: "T-shirt Quokka", es: "Camiseta Quokka" },
    summary: { en: "Photo tee", pt: "T-shirt com foto", es: "Camiseta con foto" },
    description: { en: "Text", pt: "Texto", es: "Texto" },
    care: { en: ["Wash at 30 °C"], pt: ["Lavar a 30 °C"], es: ["Lavar a 30 °C"] },
    fit: "regular",
    weightGrams: 180,
    priceCents: 2490,
    blank: true,
    customizable: false,
    status,
    variants: [black, white].map((colorId) => ({ colorId, sizeId: size, sku: "", stock: 5, priceCentsOverride: null })),
    images,
  };
}

/** An anonymous GET of a media path: status and content type. */
async function fetchMedia(path: string) {
  const res = await t.app.request(path);
  return { status: res.status, type: res.headers.get("content-type") };
}

describe("product photos on the storefront", () => {
  it("shows a saved product's photos on its page and card, serves them publicly, and keeps other uploads private", async () => {
    const general = await uploadImage(admin.jar, [200, 30, 30]);
    const blackOnly = await uploadImage(admin.jar, [10, 10, 10]);
    const whiteOnly = await uploadImage(admin.jar, [240, 240, 240]);
    const body = await productBody("quokka-tee", [
      { uploadId: blackOnly, alt: alt("Black tee on a model"), colorId: await idOf(colorTable, "black") },
      { uploadId: general, alt: alt("Quokka Tee folded"), colorId: null },
      { uploadId: whiteOnly, alt: alt("White tee on a model"), colorId: await idOf(colorTable, "white") },
    ]);
    const saved = await t.call("POST", "/api/admin/product", admin.jar, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Product page: per colour, its photos and those of no colour in order, alt in the page's language, then flats.
    const page = await t.call("GET", "/api/product/quokka-tee?lng=pt");
    expect(page.status).toBe(200);
    const images = (code: string) =>
      page.body.colors
        .find((c: { code: string }) => c.code === code)
        .images.map((i: { url: string; alt: string; view: string }) => [i.view, i.url, i.alt]);
    const black = images("black");
    expect(black.slice(0, 2)).toEqual([
      ["photo", `/media/product-photo/${blackOnly}`, "Black tee on a model (pt)"],
      ["photo", `/media/product-photo/${general}`, "Quokka Tee folded (pt)"],
    ]);
    expect(black.slice(2).map((i: string[]) => i[0])).toEqual(["front", "back", "detail"]);
    expect(images("white").map((i: string[]) => i[1])).toEqual([
      `/media/product-photo/${general}`,
      `/media/product-photo/${whiteOnly}`,
      expect.stringMatching(/^\/media\/flat\/t-shirt\/front\//),
      expect.stringMatching(/^\/media\/flat\/t-shirt\/back\//),
      expect.stringMatching(/^\/media\/flat\/t-shirt\/detail\//),
    ]);
    expect(page.body.colors[0].images[0]).toMatchObject({ width: 60, height: 70 });

    // Cards (search and listing): the first photo instead of the drawing, the second on hover.
    const found = await t.call("GET", "/api/product/search?q=quokka&lng=es");
    const card = found.body.items.find((c: { slug: string }) => c.slug === "quokka-tee");
    expect(card.image).toMatchObject({
      view: "photo",
      url: `/media/product-photo/${blackOnly}`,
      alt: "Black tee on a model (es)",
    });
    expect(card.hoverImage.url).toBe(`/media/product-photo/${general}`);
    const listed = await t.call("GET", "/api/product?lng=en");
    expect(listed.body.items.find((c: { slug: string }) => c.slug === "quokka-tee").image.url).toBe(
      `/media/product-photo/${blackOnly}`,
    );

    // The photo answers publicly, as an image.
    expect(await fetchMedia(`/media/product-photo/${blackOnly}`)).toEqual({ status: 200, type: "image/png" });

    // A customer's artwork is not a product photo: not found on the public photo path.
    const customer = await t.user("customer");
    const artwork = await uploadImage(customer.jar, [0, 120, 0]);
    expect((await fetchMedia(`/media/product-photo/${artwork}`)).status).toBe(404);
    expect((await fetchMedia("/media/product-photo/upl_nope")).status).toBe(404);

    // A draft product's photo is not public either, and unpublishing takes a photo down.
    const draftPhoto = await uploadImage(admin.jar, [0, 0, 200]);
    const draft = await t.call(
      "POST",
      "/api/admin/product",
      admin.jar,
      await productBody("quokka-draft", [{ uploadId: draftPhoto, alt: alt("Draft"), colorId: null }], "draft"),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await fetchMedia(`/media/product-photo/${draftPhoto}`)).status).toBe(404);
    const archived = await t.call("PUT", `/api/admin/product/${saved.body.id}`, admin.jar, {
      ...body,
      status: "draft",
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect((await fetchMedia(`/media/product-photo/${general}`)).status).toBe(404);
  });
});
