import { eq } from "drizzle-orm";
import sharp from "sharp";
import { orderLineTable } from "../../../core/orders/orders.sql.ts";
import { shippingMethodTable } from "../../../core/shipping/shipping.sql.ts";
import { LISBON_ADDRESS } from "../../../tests/fixtures/addresses.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTechPack } from "../../../core/customization/tech-pack.ts";
import { Jar } from "../../../tests/setup/auth-app.ts";
import { type BuyingTestApp, openBuyingTestApp } from "../../../tests/setup/buying-app.ts";

let t: BuyingTestApp;
beforeAll(async () => {
  t = await openBuyingTestApp();
});
afterAll(() => t.close());

const call: BuyingTestApp["call"] = (...args) => t.call(...args);

/** A 600 × 600 px red PNG with an EXIF block (to see it stripped). */
async function artworkPng(size = 600) {
  return new Uint8Array(
    await sharp({ create: { width: size, height: size, channels: 3, background: "#d11" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret camera data" } } })
      .png()
      .toBuffer(),
  );
}

function hoodieDesign(uploadId: string, extra: Record<string, unknown> = {}) {
  return {
    threeProduct: "hoodie",
    name: "Crew hoodie",
    status: "saved",
    document: {
      dye: "black",
      labels: {},
      placements: [
        {
          placement: "front",
          technique: "digital-print",
          artwork: { uploadId },
          widthMm: 200,
          heightMm: 200,
          centerXMm: 150,
          centerYMm: 150,
        },
      ],
      sizes: { M: 10, L: 10 },
      notes: "Centre the print",
    },
    ...extra,
  };
}

describe("uploads", () => {
  it("stores artwork re-encoded without metadata, with its pixel size, behind a guest cookie", async () => {
    const jar = new Jar();
    const png = await artworkPng();
    const res = await t.upload(jar, png, "logo.png", { type: "image/png" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contentType: "image/png", widthPx: 600, heightPx: 600, kind: "artwork" });
    expect(jar.has("fabrico.cart")).toBe(true);
    const served = await fetch(`${t.url}${res.body.url}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    // a capability URL (ADR 0010): never kept by shared caches nor indexed
    expect(served.headers.get("cache-control")).toMatch(/^private/);
    expect(served.headers.get("x-robots-tag")).toContain("noindex");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from("secret camera data"))).toBe(false);
  });

  it("refuses a renamed program, an SVG with a script, and a 60 MB file, with clear codes", async () => {
    const jar = new Jar();
    const exe = new Uint8Array(Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(2000)]));
    expect((await t.upload(jar, exe, "logo.png", { type: "image/png" })).body.error.code).toBe("UPLOAD_TYPE");
    const evil = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
    );
    expect((await t.upload(jar, evil, "logo.svg", { type: "image/svg+xml" })).body.error.code).toBe("SVG_UNSAFE");
    const handler = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"/>');
    expect((await t.upload(jar, handler, "a.svg")).body.error.code).toBe("SVG_UNSAFE");
    const huge = new Uint8Array(60 * 1024 * 1024);
    const big = await t.upload(jar, huge, "big.png", { type: "image/png" });
    // refused by its Content-Length before it is read (server/middleware/request-body.ts, issue 14)
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      field: "file",
      details: { maxBytes: 25 * 1024 * 1024 },
    });
  });

  it("keeps a clean SVG, sanitised, with its view box as pixel size", async () => {
    const jar = new Jar();
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect width="400" height="200" fill="#123456"/></svg>',
    );
    const res = await t.upload(jar, svg, "logo.svg");
    expect(res.body).toMatchObject({ contentType: "image/svg+xml", widthPx: 400, heightPx: 200 });
    const served = await fetch(`${t.url}${res.body.url}`);
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
  });
});

describe("designs", () => {
  it("saves a design with its price, keeps a refused one with its refusals, and guards versions", async () => {
    const jar = new Jar();
    const art = await t.upload(jar, await artworkPng(), "logo.png");
    const saved = await call(jar, "POST", "/customize", hoodieDesign(art.body.id));
    expect(saved.status).toBe(200);
    expect(saved.body.price.quantity).toBe(20);
    expect(saved.body.price.totalCents).toBeGreaterThan(0);
    expect(saved.body.mine).toBe(true);
    // 600 px over 200 mm is 76 DPI: preflight warns
    expect(saved.body.preflight.map((w: { code: string }) => w.code)).toContain("LOW_RESOLUTION");

    const woven = hoodieDesign(art.body.id, { id: saved.body.id, version: saved.body.version });
    (woven.document as { labels: Record<string, string> }).labels = { neck: "neck-woven" };
    const refused = await call(jar, "POST", "/customize", woven);
    expect(refused.status).toBe(200);
    expect(refused.body.price).toBeNull();
    expect(refused.body.refusals[0]).toMatchObject({ code: "MOQ_WOVEN_LABEL", details: { minimum: 500 } });

    const stale = await call(jar, "POST", "/customize", hoodieDesign(art.body.id, { id: saved.body.id, version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("DESIGN_VERSION_CONFLICT");
    const list = await call(jar, "GET", "/customize");
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([saved.body.id]);
  });

  it("hides another visitor's design and artwork, and shows published ones in the gallery", async () => {
    const owner = new Jar();
    const other = new Jar();
    const art = await t.upload(owner, await artworkPng(), "logo.png");
    const mine = await call(owner, "POST", "/customize", hoodieDesign(art.body.id));
    expect((await call(other, "GET", `/customize/${mine.body.id}`)).status).toBe(404);
    // someone else's upload cannot be placed on your design
    await call(other, "GET", "/customize");
    const theft = await call(other, "POST", "/customize", hoodieDesign(art.body.id));
    expect(theft.status).toBe(404);
    expect(theft.body.error.code).toBe("UPLOAD_NOT_FOUND");
    expect((await call(other, "POST", "/customize/multidelete", { ids: [mine.body.id] })).body.deleted).toBe(0);

    const published = await call(
      owner,
      "POST",
      "/customize",
      hoodieDesign(art.body.id, { id: mine.body.id, version: 1, published: true }),
    );
    expect(published.status).toBe(200);
    const seen = await call(other, "GET", `/customize/${mine.body.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.mine).toBe(false);
    const gallery = await call(new Jar(), "GET", "/gallery?offset=0&limit=10");
    expect(gallery.body.designs.map((d: { id: string }) => d.id)).toContain(mine.body.id);
    expect((await call(owner, "DELETE", `/customize/${mine.body.id}`)).status).toBe(204);
    expect((await call(owner, "GET", `/customize/${mine.body.id}`)).status).toBe(404);
  });
});

describe("designs in the cart", () => {
  it("orders a design in bulk at the server's price, and at most two samples of it", async () => {
    const jar = new Jar();
    const art = await t.upload(jar, await artworkPng(2400), "logo.png");
    const design = await call(jar, "POST", "/customize", hoodieDesign(art.body.id));
    const price = design.body.price.totalCents;
    const cart = await call(jar, "POST", "/cart/custom", { designId: design.body.id, version: design.body.version });
    expect(cart.status).toBe(200);
    const line = cart.body.pricing.lines.find((l: { kind: string }) => l.kind === "custom");
    expect(line.quantity).toBe(20);
    expect(cart.body.pricing.totals.merchandiseCents).toBeGreaterThan(0);
    expect(cart.body.pricing.totals.totalCents).toBe(price); // PT VAT included, no shipping chosen yet

    expect((await call(jar, "POST", "/cart/sample", { designId: design.body.id, quantity: 2 })).status).toBe(200);
    const third = await call(jar, "POST", "/cart/sample", { designId: design.body.id });
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ code: "SAMPLE_LIMIT_REACHED", details: { maximum: 2 } });

    // checkout: the order freezes the design, and the two samples count against the design for good
    const [mrw] = await t.tdb.handle.db
      .select()
      .from(shippingMethodTable)
      .where(eq(shippingMethodTable.code, "mrw-pt-standard"));
    await call(jar, "PUT", "/cart/checkout", {
      email: "designer@example.com",
      delivery: "address",
      address: LISBON_ADDRESS,
      shippingMethodId: mrw?.id,
    });
    const placed = await call(jar, "POST", "/order", { idempotencyKey: crypto.randomUUID(), acceptTerms: true });
    expect(placed.body).toMatchObject({ status: "awaiting_payment" });
    const lines = await t.tdb.handle.db
      .select()
      .from(orderLineTable)
      .where(eq(orderLineTable.orderId, placed.body.orderId));
    expect(lines.map((l) => l.kind).sort()).toEqual(["custom", "sample"]);
    const bulk = lines.find((l) => l.kind === "custom");
    expect(bulk?.designSnapshot?.price.totalCents).toBe(price);
    expect(bulk?.quantity).toBe(20);
    expect(lines.find((l) => l.kind === "sample")?.quantity).toBe(2);
    const again = await call(jar, "POST", "/cart/sample", { designId: design.body.id });
    expect(again.body.error.code).toBe("SAMPLE_LIMIT_REACHED");

    // a refused design cannot be added: a woven neck label needs 500 units
    const current = await call(jar, "GET", `/customize/${design.body.id}`);
    const woven = hoodieDesign(art.body.id, { id: design.body.id, version: current.body.version });
    (woven.document as { labels: Record<string, string> }).labels = { neck: "neck-woven" };
    const refusedDesign = await call(jar, "POST", "/customize", woven);
    const refused = await call(new Jar(), "POST", "/cart/custom", { designId: refusedDesign.body.id });
    expect(refused.status).toBe(404); // another visitor: not theirs
    const mine = await call(jar, "POST", "/cart/custom", { designId: refusedDesign.body.id });
    expect(mine.body.error.code).toBe("DESIGN_NEEDS_CHANGES");
  });
});

describe("labels on bottoms (issue 20)", () => {
  it("keeps a pair of pants with a woven neck label as a refused design (LABEL_NOT_OFFERED) that cannot be ordered", async () => {
    const jar = new Jar();
    const pants = {
      threeProduct: "pants",
      name: "Track pants",
      status: "saved",
      document: { dye: "black", labels: { neck: "neck-woven" }, placements: [], sizes: { M: 600 }, notes: "" },
    };
    const saved = await call(jar, "POST", "/customize", pants);
    expect(saved.status).toBe(200);
    expect(saved.body.price).toBeNull();
    expect(saved.body.refusals).toEqual([
      expect.objectContaining({
        code: "LABEL_NOT_OFFERED",
        field: "labels.neck",
        details: { slot: "neck", label: "neck-woven", garmentType: "pants" },
      }),
    ]);
    const ordered = await call(jar, "POST", "/cart/custom", { designId: saved.body.id });
    expect(ordered.status).toBe(400);
    expect(ordered.body.error.code).toBe("DESIGN_NEEDS_CHANGES");
    // a printed neck label is made on pants
    const printed = await call(jar, "POST", "/customize", {
      ...pants,
      id: saved.body.id,
      version: saved.body.version,
      document: { ...pants.document, labels: { neck: "neck-printed" } },
    });
    expect(printed.body.refusals).toEqual([]);
    expect(printed.body.price.totalCents).toBeGreaterThan(0);
  });
});

describe("tech pack", () => {
  it("downloads as a PDF for the owner and for staff, never for another visitor (even when published)", async () => {
    const owner = new Jar();
    const art = await t.upload(owner, await artworkPng(), "logo.png");
    const design = hoodieDesign(art.body.id);
    (design.document.placements as unknown[]).push({
      placement: "back",
      technique: "digital-print",
      text: { content: "FABRICO", font: "Inter", colorHex: "#ffffff" },
      widthMm: 200,
      heightMm: 40,
      centerXMm: 152.5,
      centerYMm: 80,
    });
    (design.document as { labels: Record<string, string> }).labels = { brand: "brand-woven" };
    (design.document as { sizes: Record<string, number> }).sizes = { M: 60, L: 60 };
    const saved = await call(owner, "POST", "/customize", design);
    expect(saved.body.refusals).toEqual([]);

    const res = await fetch(`${t.url}/api/customize/${saved.body.id}/techpack`, {
      headers: { cookie: owner.header() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('attachment; filename="Crew hoodie tech pack.pdf"');
    expect(res.headers.get("cache-control")).toContain("no-store");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/Type \/Page\b/);

    const published = await call(owner, "POST", "/customize", {
      ...design,
      id: saved.body.id,
      version: saved.body.version,
      published: true,
    });
    expect(published.status).toBe(200);
    const stranger = new Jar();
    expect((await call(stranger, "GET", `/customize/${saved.body.id}`)).status).toBe(200);
    const refused = await fetch(`${t.url}/api/customize/${saved.body.id}/techpack`, {
      headers: { cookie: stranger.header() },
    });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe("DESIGN_NOT_FOUND");

    // staff (read:order:any) get any design's tech pack: the core call the route makes, with an admin actor
    const admin = { ...t.ctx(), actor: { userId: "usr_staff", roles: ["admin" as const] } };
    const pack = await getTechPack(admin, { owner: { userId: "usr_staff", guestToken: null }, id: saved.body.id });
    expect(Buffer.from(pack.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(pack.contentDisposition).toContain('filename="Crew hoodie tech pack.pdf"');
  });
});
