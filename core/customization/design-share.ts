import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { hashToken, isCartToken } from "../cart/cart-ref.ts";
import { type UploadView, readUpload, storeUpload } from "../media/store-upload.ts";
import type { OrderLinkConfig } from "../orders/order-links.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { ownerRefSchema } from "../shared/input-refs.ts";
import { signLinkToken, verifyLinkToken } from "../shared/signed-link.ts";
import { designTable } from "./design.sql.ts";
import { type DesignOwner, type DesignView, designViewOfRow, getDesign, saveDesign } from "./designs.ts";
import { minimumScreenColours } from "./detected-colours.ts";
import { getThreeProductOptions } from "./get-three-product.ts";

/**
 * Share links of designs (issue 20, ADR 0019): the owner of a design may hand out a read-only link
 * to it without publishing it in the gallery. The link is `/shared/{designId}?key={token}` where the
 * token is the shop's signed-link HMAC (core/shared/signed-link.ts, purpose `design-share`) of the
 * design id and a random nonce kept on the design while it is shared; revoking clears the nonce, so
 * every link made before stops working, and sharing again makes a new one. Whoever opens a valid link
 * sees the design (not its production notes) and may copy it into their own designs ("Customise a
 * copy": a new draft with its own copies of the artwork, `sourceDesignId` = the shared design; the
 * shared design is never changed). The secret and the public origin are `ctx.services.links`; the
 * artwork files are in `ctx.services.storage`.
 */

/** Purpose of design share tokens in the signed-link module. */
const PURPOSE = "design-share";

/** A design's live share link. `url` is absolute (the shop's public origin); `path` is the same link on this site. */
export interface DesignShareLink {
  path: string;
  url: string;
  sharedAt: string;
}

/** Input of {@link shareDesign}, {@link getDesignShare} and {@link revokeDesignShare}. */
export const designShareSchema = z.object({ designId: z.string().min(1).max(64) });
export type DesignShareInput = z.input<typeof designShareSchema>;
/** Input of the owner's share verbs: {@link designShareSchema} and who asks (`owner`, from the session). */
export const ownDesignShareSchema = designShareSchema.extend({ owner: ownerRefSchema });
export type OwnDesignShareInput = z.input<typeof ownDesignShareSchema>;
/** Who opens a shared link (`viewer`, from the session): the input of {@link getSharedDesign} besides {@link sharedDesignSchema}. */
export const viewerInputSchema = z.object({ viewer: ownerRefSchema });

/** Input of {@link getSharedDesign} and {@link copySharedDesign}: the design and the link's `key`. */
export const sharedDesignSchema = z.object({
  designId: z.string().min(1).max(64),
  key: z.string().min(1).max(200),
});
export type SharedDesignInput = z.input<typeof sharedDesignSchema>;

function linkOf(links: OrderLinkConfig, designId: string, nonce: string, sharedAt: Date): DesignShareLink {
  const key = signLinkToken(links.linkSecret, PURPOSE, `${designId}:${nonce}`);
  const path = `/shared/${encodeURIComponent(designId)}?key=${encodeURIComponent(key)}`;
  return { path, url: new URL(path, links.publicUrl).toString(), sharedAt: sharedAt.toISOString() };
}

const invalidLink = () =>
  new NotFound("This share link is not valid, or its owner turned it off", "SHARE_LINK_INVALID");

/** The owner's design row, or NotFound (DESIGN_NOT_FOUND) — someone else's design does not exist to the caller. */
async function ownRow(ctx: Ctx, owner: DesignOwner, designId: string) {
  const view = await getDesign(ctx, { owner, id: designId });
  if (!view.mine) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  const [row] = await ctx.db.select().from(designTable).where(eq(designTable.id, designId));
  if (!row) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  return row;
}

/**
 * The owner's current share link of a design (signed and placed with `ctx.services.links`), or null
 * when it is not shared.
 * @throws NotFound (DESIGN_NOT_FOUND) for a design that is not the caller's
 */
export async function getDesignShare(ctx: Ctx, raw: OwnDesignShareInput): Promise<DesignShareLink | null> {
  const input = parseInput(ownDesignShareSchema, raw);
  const row = await ownRow(ctx, input.owner, input.designId);
  return row.shareNonce && row.sharedAt ? linkOf(ctx.services.links, row.id, row.shareNonce, row.sharedAt) : null;
}

/**
 * Turns sharing on for one of the owner's designs (`POST /api/customize/{id}/share`) and answers its
 * link (signed and placed with `ctx.services.links`); asking again while it is shared answers the same link.
 * @throws NotFound (DESIGN_NOT_FOUND) for a design that is not the caller's
 */
export async function shareDesign(ctx: Ctx, raw: OwnDesignShareInput): Promise<DesignShareLink> {
  const links = ctx.services.links;
  const input = parseInput(ownDesignShareSchema, raw);
  const row = await ownRow(ctx, input.owner, input.designId);
  if (row.shareNonce && row.sharedAt) return linkOf(links, row.id, row.shareNonce, row.sharedAt);
  const now = ctx.now();
  const [updated] = await ctx.db
    .update(designTable)
    .set({ shareNonce: randomBytes(18).toString("base64url"), sharedAt: now })
    .where(and(eq(designTable.id, row.id), isNull(designTable.shareNonce)))
    .returning();
  // two windows sharing at once: the first nonce stands
  const current = updated ?? (await ctx.db.select().from(designTable).where(eq(designTable.id, row.id)))[0];
  if (!current?.shareNonce || !current.sharedAt) throw new Error("design share lost");
  return linkOf(links, current.id, current.shareNonce, current.sharedAt);
}

/**
 * Turns sharing off (`DELETE /api/customize/{id}/share`): every link made so far stops working.
 * Copies already made stay with whoever made them.
 * @throws NotFound (DESIGN_NOT_FOUND) for a design that is not the caller's
 */
export async function revokeDesignShare(ctx: Ctx, raw: OwnDesignShareInput): Promise<void> {
  const input = parseInput(ownDesignShareSchema, raw);
  const row = await ownRow(ctx, input.owner, input.designId);
  await ctx.db.update(designTable).set({ shareNonce: null, sharedAt: null }).where(eq(designTable.id, row.id));
}

/** Whether `viewer` owns the design row. */
function owns(viewer: DesignOwner, row: typeof designTable.$inferSelect): boolean {
  if (viewer.userId) return row.userId === viewer.userId;
  return isCartToken(viewer.guestToken) && row.guestTokenHash === hashToken(viewer.guestToken);
}

/**
 * A shared design for whoever holds its link (`/shared/{id}?key=…`): read-only, without the owner's
 * production notes; `mine` is true when the viewer happens to be its owner. The key is checked with
 * `ctx.services.links.linkSecret`.
 * @throws NotFound (SHARE_LINK_INVALID) for a wrong key, a revoked link or an unknown design
 */
export async function getSharedDesign(ctx: Ctx, raw: SharedDesignInput & { viewer: DesignOwner }): Promise<DesignView> {
  const { viewer } = parseInput(viewerInputSchema, raw);
  const parsed = sharedDesignSchema.safeParse(raw);
  if (!parsed.success) throw invalidLink();
  const input = parsed.data;
  const [row] = await ctx.db.select().from(designTable).where(eq(designTable.id, input.designId));
  if (
    !row?.shareNonce ||
    !verifyLinkToken(ctx.services.links.linkSecret, PURPOSE, `${row.id}:${row.shareNonce}`, input.key)
  ) {
    throw invalidLink();
  }
  const view = await designViewOfRow(ctx, row, owns(viewer, row));
  return { ...view, document: { ...view.document, notes: "" } };
}

/**
 * Copies a design into `owner`'s designs as a new draft: every artwork is copied for the new owner
 * (uploads belong to whoever uploaded them; an artwork whose file is gone is left out),
 * `sourceDesignId` remembers the original, which is not changed; a screen-printed artwork priced at
 * fewer colours than its copy counts (an original saved before colours were counted) is raised to
 * that count, so the copy saves. Used by the gallery's "Start from
 * this design" (notes kept: the owner published them) and by share links (notes left out). The
 * files are read from and copied in `ctx.services.storage`.
 * @returns the new draft
 */
export async function copyDesign(
  ctx: Ctx,
  owner: DesignOwner,
  source: DesignView,
  options: { keepNotes: boolean },
): Promise<DesignView> {
  const product = await getThreeProductOptions(ctx, source.threeProduct.id);
  const maxScreenColours = product.techniques.find((t) => t.code === "screen-print")?.maxColours ?? null;
  const copies = new Map<string, UploadView>();
  const placements = [];
  for (const p of source.document.placements) {
    const uploadId = p.artwork?.uploadId;
    if (!uploadId) {
      placements.push(p);
      continue;
    }
    try {
      let copied = copies.get(uploadId);
      if (!copied) {
        const { upload, bytes } = await readUpload(ctx, uploadId);
        copied = await storeUpload(ctx, { kind: "artwork", name: upload.name, bytes, owner });
        copies.set(uploadId, copied);
      }
      // an original saved before colours were counted may be priced at fewer than its artwork has
      const minimum = p.technique === "screen-print" ? minimumScreenColours(copied.artwork, maxScreenColours) : null;
      const colourCount = minimum !== null && (p.colourCount ?? 0) < minimum ? minimum : p.colourCount;
      placements.push({ ...p, colourCount, artwork: { uploadId: copied.id } });
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  }
  return saveDesign(ctx, {
    owner,
    threeProduct: source.threeProduct.id,
    name: source.name,
    status: "draft",
    published: false,
    document: { ...source.document, placements, notes: options.keepNotes ? source.document.notes : "" },
    sourceDesignId: source.id,
  });
}

/**
 * "Customise a copy" of a shared design: checks the link, then {@link copyDesign} into the viewer's
 * designs (a guest's by their cart cookie, a customer's account), without the owner's notes.
 * @returns the viewer's new draft
 * @throws NotFound (SHARE_LINK_INVALID)
 */
export async function copySharedDesign(
  ctx: Ctx,
  raw: SharedDesignInput & { viewer: DesignOwner },
): Promise<DesignView> {
  const { viewer } = parseInput(viewerInputSchema, raw);
  const source = await getSharedDesign(ctx, raw);
  return copyDesign(ctx, viewer, source, { keepNotes: false });
}
