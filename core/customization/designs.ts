import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { hashToken, isCartToken } from "../cart/cart-ref.ts";
import { ownedUpload } from "../media/store-upload.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, Unauthorized, parseInput } from "../shared/errors.ts";
import { ownerInputSchema, ownerRefSchema, rowId } from "../shared/input-refs.ts";
import { createId } from "../shared/ids.ts";
import { hasPermission } from "../shared/permissions.ts";
import { uploadTable } from "../media/uploads.sql.ts";
import { threeProductTable } from "./customization.sql.ts";
import { type DesignBlank, chosenBlank } from "./blanks.ts";
import { designTable } from "./design.sql.ts";
import { assertColourCountsCoverArtwork } from "./detected-colours.ts";
import { type DesignDocument, designDocumentSchema } from "./design-document.ts";
import { type ThreeProductOptions, getThreeProductOptions } from "./get-three-product.ts";
import { type PreflightPlacementInput, type PreflightWarning, preflightDesign } from "./preflight.ts";
import { type DesignPrice, priceDesign } from "./price-design.ts";
import { DesignInvalid, type DesignRefusal } from "./refusals.ts";

/**
 * Saved designs and drafts (issue 5; spec §7 `/api/customize`, `/api/customize/{id}`,
 * `/api/customize/multidelete`, `/api/gallery`). A design belongs to a signed-in user or to a guest
 * (by the cart cookie's token, so one cookie identifies a guest's cart, uploads and drafts); guests'
 * designs move to the account at sign-in ({@link adoptGuestDesigns}).
 */

/** Who acts on designs: a user, or a guest with their cart token. */
export interface DesignOwner {
  userId: string | null;
  guestToken: string | null;
}

/** A design as the editor and the review page see it: the document, its warnings, its price or refusals. */
export interface DesignView {
  id: string;
  name: string;
  status: "draft" | "saved";
  version: number;
  published: boolean;
  /** True when the caller owns it (else it is a published design, read-only). */
  mine: boolean;
  threeProduct: { id: string; code: string; garmentType: string; name: string };
  /**
   * The blank the garment is made from (name, fabric, price; `core/customization/blanks.ts`): the
   * document's, or the garment type's default for a design saved before blanks. Null when the
   * document's product is no longer offered (then `refusals` holds `BLANK_NOT_OFFERED`).
   */
  blank: DesignBlank | null;
  document: DesignDocument;
  preflight: PreflightWarning[];
  /** The price for the size distribution, or null while the design is refused (see `refusals`). */
  price: DesignPrice | null;
  refusals: DesignRefusal[];
  frontImageUrl: string | null;
  backImageUrl: string | null;
  updatedAt: string;
}

/** A row of "My designs" and of the gallery. */
export interface DesignSummary {
  id: string;
  name: string;
  status: "draft" | "saved";
  published: boolean;
  garmentType: string;
  /** The blank's catalogue product id (null for a design saved before blanks: the default). */
  blank: string | null;
  dye: string;
  frontImageUrl: string | null;
  updatedAt: string;
}

/** Input of {@link saveDesign}: a new design (no `id`) or the next version of one (`id` + the `version` read). */
export const saveDesignSchema = z.object({
  id: z.string().max(64).optional(),
  version: z.number().int().min(1).optional(),
  threeProduct: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(80),
  status: z.enum(["draft", "saved"]).default("draft"),
  published: z.boolean().default(false),
  document: designDocumentSchema,
  frontImageId: z.string().max(64).nullish(),
  backImageId: z.string().max(64).nullish(),
  sourceDesignId: z.string().max(64).nullish(),
});
export type SaveDesignInput = z.input<typeof saveDesignSchema>;

/** Input of {@link getDesign} and the tech pack's verbs: who asks (`owner`, from the session) and the design's `id`. */
export const designRefSchema = z.object({ owner: ownerRefSchema, id: rowId });
export type DesignRef = z.input<typeof designRefSchema>;

/** Input of {@link deleteDesigns}: who asks (`owner`) and the design ids (at most 200 are looked at). */
export const deleteDesignsSchema = z.object({ owner: ownerRefSchema, ids: z.array(z.string()) });

function ownerWhere(owner: DesignOwner) {
  if (owner.userId) return eq(designTable.userId, owner.userId);
  if (isCartToken(owner.guestToken)) return eq(designTable.guestTokenHash, hashToken(owner.guestToken));
  return null;
}

const imageUrl = (id: string | null) => (id ? `/media/upload/${id}` : null);

/**
 * The blank a document is priced on: its own, or the garment type's default (designs saved before
 * blanks); undefined when the garment type has no blank (the 3D product's own ladder).
 */
export function blankIdOf(options: Pick<ThreeProductOptions, "defaultProductId">, document: { blank?: string | null }) {
  return document.blank ?? options.defaultProductId ?? undefined;
}

/** The price and refusals of a document (refusals instead of an error, so the editor can show them all). */
function priced(
  options: ThreeProductOptions,
  document: DesignDocument,
): { price: DesignPrice | null; refusals: DesignRefusal[] } {
  const units = Object.values(document.sizes).reduce((a, b) => a + b, 0);
  try {
    if (units === 0) return { price: null, refusals: [] };
    const spec = {
      ...document,
      blank: blankIdOf(options, document),
      placements: document.placements.map((p) => ({
        ...p,
        colourCount: p.colourCount ?? undefined,
        stitchAreaMm2: p.stitchAreaMm2 ?? undefined,
      })),
    };
    return { price: priceDesign(options, spec), refusals: [] };
  } catch (error) {
    if (error instanceof DesignInvalid) return { price: null, refusals: error.refusals };
    throw error;
  }
}

async function viewOf(ctx: Ctx, row: typeof designTable.$inferSelect, mine: boolean): Promise<DesignView> {
  const options = await getThreeProductOptions(ctx, row.threeProductId);
  const { price, refusals } = priced(options, row.document);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    version: row.version,
    published: row.published,
    mine,
    threeProduct: { id: options.id, code: options.code, garmentType: options.garmentType, name: options.name },
    blank: chosenBlank(options, row.document),
    document: row.document,
    preflight: row.preflight,
    price,
    refusals,
    frontImageUrl: imageUrl(row.frontImageId),
    backImageUrl: imageUrl(row.backImageId),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves a design: validates the document, records the garment type's default blank when the
 * document names none (designs started before blanks, ADR 0009 "Blanks"), checks that every artwork is the owner's upload, runs
 * preflight (warnings, stored) and stores it; a design with refusals (e.g. a woven neck label under
 * 500 units) is still saved — nothing the customer did is lost — and the view lists the refusals.
 * Updating needs the version the editor read: a stale one is a Conflict (DESIGN_VERSION_CONFLICT).
 * A screen-printed artwork may not be priced at fewer colours than the server counted in it (issue 20).
 * @throws Unauthorized (no owner at all), NotFound (DESIGN_NOT_FOUND, THREE_PRODUCT_NOT_FOUND,
 *   UPLOAD_NOT_FOUND), Invalid (bad document; COLOUR_COUNT_BELOW_DETECTED), Conflict (DESIGN_VERSION_CONFLICT)
 */
export async function saveDesign(ctx: Ctx, raw: SaveDesignInput & { owner: DesignOwner }): Promise<DesignView> {
  const { owner } = parseInput(ownerInputSchema, raw);
  const where = ownerWhere(owner);
  if (!where) throw new Unauthorized("Start a design first", "DESIGN_OWNER_REQUIRED");
  const parsed = saveDesignSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Invalid(issue?.message ?? "Invalid design", issue?.path.join(".") || "document", "DESIGN_INVALID");
  }
  const input = parsed.data;
  const options = await getThreeProductOptions(ctx, input.threeProduct);
  // a design always says which blank it is made from: one saved before blanks gets the default now
  if (!input.document.blank && options.defaultProductId) {
    input.document = { ...input.document, blank: options.defaultProductId };
  }
  const preflightInputs: PreflightPlacementInput[] = [];
  const artworkFacts = [];
  for (const p of input.document.placements) {
    const upload = p.artwork ? await ownedUpload(ctx, { owner, id: p.artwork.uploadId }) : null;
    artworkFacts.push(upload?.artwork ?? null);
    const raster = upload && upload.contentType !== "image/svg+xml";
    preflightInputs.push({
      placement: p.placement,
      technique: p.technique,
      widthMm: p.widthMm,
      heightMm: p.heightMm,
      centerXMm: p.centerXMm,
      centerYMm: p.centerYMm,
      rotationDeg: p.rotationDeg,
      pixelWidth: raster ? (upload.widthPx ?? undefined) : undefined,
      pixelHeight: raster ? (upload.heightPx ?? undefined) : undefined,
      chosenColours: p.colourCount ?? undefined,
      detectedColours: upload?.artwork?.colours || undefined,
      minStrokeMm: p.minStrokeMm ?? undefined,
      minTextHeightMm: p.text && p.technique === "embroidery" ? p.heightMm : undefined,
    });
  }
  assertColourCountsCoverArtwork(options, input.document.placements, artworkFacts);
  for (const id of [input.frontImageId, input.backImageId]) if (id) await ownedUpload(ctx, { owner, id });
  const preflight = preflightDesign(options, preflightInputs);
  const now = ctx.now();
  const values = {
    threeProductId: options.id,
    name: input.name,
    status: input.status,
    published: input.published,
    document: input.document,
    preflight,
    frontImageId: input.frontImageId ?? null,
    backImageId: input.backImageId ?? null,
    updatedAt: now,
  };
  const row = await withTransaction(ctx, async (tx) => {
    if (!input.id) {
      const [created] = await tx.db
        .insert(designTable)
        .values({
          id: createId("design", now.getTime()),
          userId: owner.userId,
          guestTokenHash: owner.userId || !owner.guestToken ? null : hashToken(owner.guestToken),
          sourceDesignId: input.sourceDesignId ?? null,
          createdAt: now,
          ...values,
        })
        .returning();
      return created;
    }
    const [updated] = await tx.db
      .update(designTable)
      .set({ ...values, version: sql`${designTable.version} + 1` })
      .where(and(eq(designTable.id, input.id), where, eq(designTable.version, input.version ?? -1)))
      .returning();
    if (updated) return updated;
    const [exists] = await tx.db
      .select({ version: designTable.version })
      .from(designTable)
      .where(and(eq(designTable.id, input.id), where));
    if (!exists) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
    throw new Conflict("This design was changed in another window; reload it to continue", "DESIGN_VERSION_CONFLICT");
  });
  if (!row) throw new Error("design save lost");
  return viewOf(ctx, row, true);
}

/**
 * A design for its owner, or a published one for anyone (read-only, `mine: false`).
 * @throws NotFound (DESIGN_NOT_FOUND) otherwise — someone else's private design does not exist to the caller
 */
export async function getDesign(ctx: Ctx, input: DesignRef): Promise<DesignView> {
  const { owner, id } = parseInput(designRefSchema, input);
  const [row] = await ctx.db.select().from(designTable).where(eq(designTable.id, id));
  const mine =
    !!row &&
    ((owner.userId !== null && row.userId === owner.userId) ||
      (!owner.userId && isCartToken(owner.guestToken) && row.guestTokenHash === hashToken(owner.guestToken)));
  if (!row || (!mine && !row.published)) {
    throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  }
  return viewOf(ctx, row, mine);
}

/**
 * Any design for staff who may read any order (`read:order:any`: the tech pack, order and quote
 * screens), read-only (`mine: false`).
 * @throws NotFound (DESIGN_NOT_FOUND) for anyone else or an unknown id
 */
export async function getDesignForStaff(ctx: Ctx, id: string): Promise<DesignView> {
  if (!hasPermission(ctx.actor, "read:order:any")) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  const [row] = await ctx.db.select().from(designTable).where(eq(designTable.id, id));
  if (!row) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
  return viewOf(ctx, row, false);
}

function summaryOf(row: typeof designTable.$inferSelect, garmentType: string): DesignSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    published: row.published,
    garmentType,
    blank: row.document.blank ?? null,
    dye: row.document.dye,
    frontImageUrl: imageUrl(row.frontImageId),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's designs, newest first ("My designs", `GET /api/customize`). */
export async function listDesigns(ctx: Ctx, owner: DesignOwner): Promise<DesignSummary[]> {
  const where = ownerWhere(owner);
  if (!where) return [];
  const rows = await ctx.db.select().from(designTable).where(where).orderBy(desc(designTable.updatedAt)).limit(200);
  return withGarmentTypes(ctx, rows);
}

async function withGarmentTypes(ctx: Ctx, rows: (typeof designTable.$inferSelect)[]): Promise<DesignSummary[]> {
  const ids = [...new Set(rows.map((r) => r.threeProductId))];
  const products = ids.length
    ? await ctx.db
        .select({ id: threeProductTable.id, garmentType: threeProductTable.garmentType })
        .from(threeProductTable)
        .where(inArray(threeProductTable.id, ids))
    : [];
  const typeOf = new Map(products.map((p) => [p.id, p.garmentType]));
  return rows.map((r) => summaryOf(r, typeOf.get(r.threeProductId) ?? ""));
}

/**
 * Deletes the owner's designs among `ids` (spec §7 `DELETE /api/customize/{id}`, `POST
 * /api/customize/multidelete`); ids that are not the owner's are ignored.
 * @returns how many were deleted
 */
export async function deleteDesigns(ctx: Ctx, input: z.input<typeof deleteDesignsSchema>): Promise<number> {
  const { owner, ids } = parseInput(deleteDesignsSchema, input);
  const where = ownerWhere(owner);
  if (!where || ids.length === 0) return 0;
  const deleted = await ctx.db
    .delete(designTable)
    .where(and(where, inArray(designTable.id, ids.slice(0, 200))))
    .returning({ id: designTable.id });
  return deleted.length;
}

/** Published designs, newest first (spec §7 `GET /api/gallery?offset=&limit=`; limit 1–48). */
export async function listGallery(
  ctx: Ctx,
  input: { offset?: number; limit?: number },
): Promise<{ designs: DesignSummary[]; total: number }> {
  const limit = Math.min(Math.max(input.limit ?? 24, 1), 48);
  const offset = Math.max(input.offset ?? 0, 0);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(designTable)
    .where(eq(designTable.published, true));
  const rows = await ctx.db
    .select()
    .from(designTable)
    .where(eq(designTable.published, true))
    .orderBy(desc(designTable.updatedAt), desc(designTable.id))
    .limit(limit)
    .offset(offset);
  return { designs: await withGarmentTypes(ctx, rows), total: Number(count?.n ?? 0) };
}

/**
 * Moves a guest's designs to the account that just signed in (issue 5: "drafts kept for guests and
 * attached to the account on sign-in"), with the guest's uploads.
 * @returns how many designs moved
 */
export async function adoptGuestDesigns(ctx: Ctx, input: { userId: string; guestToken: string }): Promise<number> {
  if (!isCartToken(input.guestToken)) return 0;
  const hash = hashToken(input.guestToken);
  return withTransaction(ctx, async (tx) => {
    const moved = await tx.db
      .update(designTable)
      .set({ userId: input.userId, guestTokenHash: null })
      .where(eq(designTable.guestTokenHash, hash))
      .returning({ id: designTable.id });
    await tx.db
      .update(uploadTable)
      .set({ userId: input.userId, guestTokenHash: null })
      .where(eq(uploadTable.guestTokenHash, hash));
    return moved.length;
  });
}

/**
 * A design row as its view, for callers that checked access themselves (a share link,
 * core/customization/design-share.ts); `mine` says whether the caller owns it.
 */
export function designViewOfRow(ctx: Ctx, row: typeof designTable.$inferSelect, mine: boolean): Promise<DesignView> {
  return viewOf(ctx, row, mine);
}
