import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { threeColourLogoPng } from "../../tests/fixtures/artwork.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { testServices } from "../../tests/setup/services.ts";
import { newCartToken } from "../cart/cart-ref.ts";
import { auth_user } from "../customers/auth.sql.ts";
import type { FileStorage } from "../ports/file-storage.ts";
import { ownedUpload, storeUpload } from "../media/store-upload.ts";
import { uploadTable } from "../media/uploads.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { signLinkToken } from "../shared/signed-link.ts";
import { copySharedDesign, getDesignShare, getSharedDesign, revokeDesignShare, shareDesign } from "./design-share.ts";
import { designTable } from "./design.sql.ts";
import { type DesignOwner, type SaveDesignInput, getDesign, listDesigns, saveDesign } from "./designs.ts";

const LINKS = { publicUrl: "https://shop.test", linkSecret: "share-test-secret-share-test-secret-0123" };

let tdb: TestDatabase;
let ctx: Ctx;
const files = new Map<string, Uint8Array>();
const storage: FileStorage = {
  async put(key, bytes) {
    files.set(key, bytes);
  },
  async get(key) {
    return files.get(key) ?? null;
  },
  async delete(key) {
    files.delete(key);
  },
};

async function customer(): Promise<DesignOwner> {
  const id = createId("user");
  await ctx.db.insert(auth_user).values({
    id,
    name: "Rita Sousa",
    email: `${id.toLowerCase()}@example.com`,
    emailVerified: true,
    role: "customer",
  });
  return { userId: id, guestToken: null };
}
/** A saved hoodie with the artwork screen-printed on the front in 3 colours, 25 units, and notes. */
const designInput = (uploadId: string): SaveDesignInput => ({
  threeProduct: "hoodie",
  name: "Club crest hoodie",
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
        colourCount: 3,
      },
    ],
    sizes: { M: 15, L: 10 },
    notes: "Call Rita on 912 345 678 before printing",
  },
});

const guest = (): DesignOwner => ({ userId: null, guestToken: newCartToken() });

async function ownersDesign(owner: DesignOwner) {
  const logo = await storeUpload(ctx, {
    kind: "artwork",
    name: "crest.png",
    bytes: await threeColourLogoPng(),
    owner,
  });
  return saveDesign(ctx, { ...designInput(logo.id), owner });
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  ctx = tdb.ctx({ services: testServices({ storage, links: LINKS }) });
});
afterAll(() => tdb.close());

describe("design share links (issue 20)", () => {
  it("signs the link with the shop's signed-link module and answers the same link while shared", async () => {
    const owner = await customer();
    const design = await ownersDesign(owner);
    expect(await getDesignShare(ctx, { owner, designId: design.id })).toBeNull();
    const link = await shareDesign(ctx, { owner, designId: design.id });
    const [row] = await ctx.db.select().from(designTable).where(eq(designTable.id, design.id));
    const key = signLinkToken(LINKS.linkSecret, "design-share", `${design.id}:${row?.shareNonce}`);
    expect(link.path).toBe(`/shared/${design.id}?key=${key}`);
    expect(link.url).toBe(`https://shop.test/shared/${design.id}?key=${key}`);
    expect(await shareDesign(ctx, { owner, designId: design.id })).toEqual(link);
    expect(await getDesignShare(ctx, { owner, designId: design.id })).toEqual(link);
    // sharing does not publish
    expect((await getDesign(ctx, { owner, id: design.id })).published).toBe(false);
  });

  it("shows the design read-only to whoever holds the link, without the owner's notes", async () => {
    const owner = await customer();
    const design = await ownersDesign(owner);
    const { path } = await shareDesign(ctx, { owner, designId: design.id });
    const key = new URL(path, "https://x").searchParams.get("key") ?? "";
    const viewer = guest();
    const seen = await getSharedDesign(ctx, { viewer, designId: design.id, key });
    expect(seen).toMatchObject({ id: design.id, mine: false, name: design.name });
    expect(seen.document.notes).toBe("");
    expect(seen.document.placements).toEqual(design.document.placements);
    expect((await getSharedDesign(ctx, { viewer: owner, designId: design.id, key })).mine).toBe(true);
    // without the link, the private design does not exist to the viewer
    await expect(getDesign(ctx, { owner: viewer, id: design.id })).rejects.toMatchObject({ code: "DESIGN_NOT_FOUND" });
  });

  it("refuses a wrong key, another design's key, or a key made with another secret", async () => {
    const owner = await customer();
    const a = await ownersDesign(owner);
    const b = await ownersDesign(owner);
    const keyA = new URL((await shareDesign(ctx, { owner, designId: a.id })).path, "https://x").searchParams.get("key");
    await shareDesign(ctx, { owner, designId: b.id });
    const viewer = guest();
    for (const [designId, key] of [
      [a.id, `${keyA}x`],
      [b.id, keyA],
      [a.id, ""],
    ] as const) {
      await expect(getSharedDesign(ctx, { viewer, designId, key: key ?? "" })).rejects.toMatchObject({
        code: "SHARE_LINK_INVALID",
        status: 404,
      });
    }
    await expect(
      getSharedDesign(
        { ...ctx, services: { ...ctx.services, links: { ...LINKS, linkSecret: `${LINKS.linkSecret}!` } } },
        { viewer, designId: a.id, key: keyA ?? "" },
      ),
    ).rejects.toMatchObject({ code: "SHARE_LINK_INVALID" });
  });

  it("lets only the owner share or revoke", async () => {
    const owner = await customer();
    const design = await ownersDesign(owner);
    const other = await customer();
    await expect(shareDesign(ctx, { owner: other, designId: design.id })).rejects.toMatchObject({
      code: "DESIGN_NOT_FOUND",
    });
    await expect(revokeDesignShare(ctx, { owner: guest(), designId: design.id })).rejects.toMatchObject({
      code: "DESIGN_NOT_FOUND",
    });
  });

  it("copies into a guest's own designs, with its own artwork, and leaves the original untouched", async () => {
    const owner = await customer();
    const design = await ownersDesign(owner);
    const { path } = await shareDesign(ctx, { owner, designId: design.id });
    const key = new URL(path, "https://x").searchParams.get("key") ?? "";
    const viewer = guest();
    const copy = await copySharedDesign(ctx, { viewer, designId: design.id, key });
    expect(copy.id).not.toBe(design.id);
    expect(copy).toMatchObject({ mine: true, status: "draft", published: false, name: design.name });
    expect(copy.document.notes).toBe("");
    expect(copy.document.dye).toBe(design.document.dye);
    const copiedArtwork = copy.document.placements[0]?.artwork?.uploadId ?? "";
    expect(copiedArtwork).not.toBe(design.document.placements[0]?.artwork?.uploadId);
    // the viewer owns the copy and its artwork; the owner does not
    expect((await listDesigns(ctx, viewer)).map((d) => d.id)).toEqual([copy.id]);
    expect((await ownedUpload(ctx, { owner: viewer, id: copiedArtwork })).artwork?.colours).toBe(3);
    await expect(getDesign(ctx, { owner, id: copy.id })).rejects.toMatchObject({ code: "DESIGN_NOT_FOUND" });
    const [row] = await ctx.db.select().from(designTable).where(eq(designTable.id, copy.id));
    expect(row?.sourceDesignId).toBe(design.id);
    expect(row?.shareNonce).toBeNull();
    // the original is as it was
    const original = await getDesign(ctx, { owner, id: design.id });
    expect(original.version).toBe(design.version);
    expect(original.document).toEqual(design.document);
  });

  it("copies into a signed-in viewer's account", async () => {
    const owner = await customer();
    const design = await ownersDesign(owner);
    const { path } = await shareDesign(ctx, { owner, designId: design.id });
    const key = new URL(path, "https://x").searchParams.get("key") ?? "";
    const viewer = await customer();
    const copy = await copySharedDesign(ctx, { viewer, designId: design.id, key });
    const [row] = await ctx.db.select().from(designTable).where(eq(designTable.id, copy.id));
    expect(row).toMatchObject({ userId: viewer.userId, guestTokenHash: null });
  });

  it("stops every link made so far when revoked; sharing again makes a new link", async () => {
    const owner = await customer();
    const design = await ownersDesign(owner);
    const first = await shareDesign(ctx, { owner, designId: design.id });
    const key = new URL(first.path, "https://x").searchParams.get("key") ?? "";
    await revokeDesignShare(ctx, { owner, designId: design.id });
    expect(await getDesignShare(ctx, { owner, designId: design.id })).toBeNull();
    const viewer = guest();
    await expect(getSharedDesign(ctx, { viewer, designId: design.id, key })).rejects.toMatchObject({
      code: "SHARE_LINK_INVALID",
    });
    await expect(copySharedDesign(ctx, { viewer, designId: design.id, key })).rejects.toMatchObject({
      code: "SHARE_LINK_INVALID",
    });
    expect(await listDesigns(ctx, viewer)).toEqual([]);
    const second = await shareDesign(ctx, { owner, designId: design.id });
    expect(second.path).not.toBe(first.path);
    await expect(getSharedDesign(ctx, { viewer, designId: design.id, key })).rejects.toMatchObject({
      code: "SHARE_LINK_INVALID",
    });
  });
  it("raises the ink count of a copy whose original was saved before colours were counted", async () => {
    const owner = await customer();
    const design = await ownersDesign(owner);
    // as before issue 20: the artwork has no measured facts and the design is priced at 1 colour
    const uploadId = design.document.placements[0]?.artwork?.uploadId ?? "";
    await ctx.db.update(uploadTable).set({ artwork: null }).where(eq(uploadTable.id, uploadId));
    const old = await saveDesign(ctx, {
      owner,
      ...designInput(uploadId),
      id: design.id,
      version: design.version,
      document: {
        ...designInput(uploadId).document,
        placements: [{ ...designInput(uploadId).document.placements![0]!, colourCount: 1 }],
      },
    });
    expect(old.document.placements[0]?.colourCount).toBe(1);
    const { path } = await shareDesign(ctx, { owner, designId: design.id });
    const key = new URL(path, "https://x").searchParams.get("key") ?? "";
    const copy = await copySharedDesign(ctx, { viewer: guest(), designId: design.id, key });
    expect(copy.document.placements[0]?.colourCount).toBe(3);
  });
});
