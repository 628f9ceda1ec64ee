import { invalidateCatalog, readCatalog } from "../catalog/catalog-cache.ts";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import type { GarmentType } from "../catalog/garment-types.ts";
import { flatImageUrl } from "../catalog/product-view.ts";
import { productTable } from "../catalog/catalog.sql.ts";
import { auth_user } from "../customers/auth.sql.ts";
import { customerProfileTable } from "../customers/customers.sql.ts";
import { fileTypeFromBuffer } from "file-type";
import { untrustedImage } from "../media/untrusted-image.ts";
import { MAX_ATTACHMENT_BYTES, type StoredFile, storeAttachment } from "../media/storage.ts";
import { orderEventTable, orderLineTable, orderTable } from "../orders/orders.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, isDomainError, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { rowId } from "../shared/input-refs.ts";
import { type ListPage, type ListQuery, type ListSpec, runListQuery, searchColumns } from "../shared/list-query.ts";
import { type Localized, pickLocale } from "../shared/locale.ts";
import { hasPermission, requireActor, requirePermission } from "../shared/permissions.ts";
import { REVIEW_STATUSES, type ReviewStatus, productReviewTable } from "./reviews.sql.ts";
import { MAX_REVIEW_TEXT, reviewAnswerSchema, reviewSchema } from "./schemas.ts";

export { MAX_REVIEW_TEXT, reviewAnswerSchema, reviewSchema };

/** Most photos on one review. */
export const MAX_REVIEW_PHOTOS = 3;
/** Photo types accepted on reviews (by sniffed content): images only, no PDF. */
const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** A delivered order line as the customer's feedback list shows it (spec §2 `/user/feedback`). */
export interface FeedbackItem {
  /** The order line id: the `{id}` of `/user/feedback/{id}`. */
  lineId: string;
  orderId: string;
  orderNumber: string;
  productId: string;
  productSlug: string;
  name: string;
  colorName: string;
  sizeCode: string;
  kind: string;
  imageUrl: string;
  deliveredAt: string;
  /** The customer's review of this line, if written. */
  review: { id: string; rating: number; body: string; status: ReviewStatus; createdAt: string } | null;
}

type LineRow = {
  lineId: string;
  orderId: string;
  orderNumber: string;
  orderUpdatedAt: Date;
  productId: string;
  productSlug: string;
  name: Localized;
  colorName: Localized;
  colorHex: string;
  garmentType: string;
  sizeCode: string;
  kind: string;
};

async function deliveredLines(ctx: Ctx, userId: string, lineId?: string): Promise<LineRow[]> {
  return ctx.db
    .select({
      lineId: orderLineTable.id,
      orderId: orderTable.id,
      orderNumber: orderTable.number,
      orderUpdatedAt: orderTable.updatedAt,
      productId: orderLineTable.productId,
      productSlug: orderLineTable.productSlug,
      name: orderLineTable.name,
      colorName: orderLineTable.colorName,
      colorHex: orderLineTable.colorHex,
      garmentType: orderLineTable.garmentType,
      sizeCode: orderLineTable.sizeCode,
      kind: orderLineTable.kind,
    })
    .from(orderLineTable)
    .innerJoin(orderTable, eq(orderTable.id, orderLineTable.orderId))
    .where(
      and(
        eq(orderTable.userId, userId),
        eq(orderTable.status, "delivered"),
        lineId ? eq(orderLineTable.id, lineId) : undefined,
      ),
    )
    .orderBy(desc(orderTable.updatedAt), orderLineTable.position);
}

async function deliveryTimes(ctx: Ctx, orderIds: string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ orderId: orderEventTable.orderId, at: sql<Date>`max(${orderEventTable.createdAt})` })
    .from(orderEventTable)
    .where(and(inArray(orderEventTable.orderId, orderIds), eq(orderEventTable.toStatus, "delivered")))
    .groupBy(orderEventTable.orderId);
  return new Map(rows.map((r) => [r.orderId, new Date(r.at)]));
}

function itemOf(ctx: Ctx, l: LineRow, delivered: Map<string, Date>, review: FeedbackItem["review"]): FeedbackItem {
  return {
    lineId: l.lineId,
    orderId: l.orderId,
    orderNumber: l.orderNumber,
    productId: l.productId,
    productSlug: l.productSlug,
    name: pickLocale(l.name, ctx.locale),
    colorName: pickLocale(l.colorName, ctx.locale),
    sizeCode: l.sizeCode,
    kind: l.kind,
    imageUrl: flatImageUrl(l.garmentType as GarmentType, "front", l.colorHex),
    deliveredAt: (delivered.get(l.orderId) ?? l.orderUpdatedAt).toISOString(),
    review,
  };
}

/**
 * The signed-in customer's delivered order lines (spec §2 `/user/feedback`): those awaiting a
 * rating first, then those rated (with the review's moderation status). Lines of orders not
 * delivered yet are not listed: only what arrived can be rated.
 * @throws Unauthorized
 */
export async function listFeedbackItems(ctx: Ctx): Promise<{ awaiting: FeedbackItem[]; rated: FeedbackItem[] }> {
  const actor = requireActor(ctx);
  const lines = await deliveredLines(ctx, actor.userId);
  const delivered = await deliveryTimes(ctx, [...new Set(lines.map((l) => l.orderId))]);
  const reviews = lines.length
    ? await ctx.db
        .select()
        .from(productReviewTable)
        .where(
          inArray(
            productReviewTable.orderLineId,
            lines.map((l) => l.lineId),
          ),
        )
    : [];
  const byLine = new Map(reviews.map((r) => [r.orderLineId, r]));
  const awaiting: FeedbackItem[] = [];
  const rated: FeedbackItem[] = [];
  for (const l of lines) {
    const r = byLine.get(l.lineId);
    if (r) {
      rated.push(
        itemOf(ctx, l, delivered, {
          id: r.id,
          rating: r.rating,
          body: r.body,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        }),
      );
    } else awaiting.push(itemOf(ctx, l, delivered, null));
  }
  return { awaiting, rated };
}

/** How many delivered lines await a rating (account overview badge). @throws Unauthorized */
export async function countAwaitingFeedback(ctx: Ctx): Promise<number> {
  return (await listFeedbackItems(ctx)).awaiting.length;
}

/**
 * One delivered line of the signed-in customer, for `/user/feedback/{id}` (`id` = order line id),
 * with their review if written. Another customer's line, an unknown id, or a line of an order not
 * delivered yet all answer 404 (nothing to rate, nothing revealed).
 * @throws Unauthorized, NotFound (FEEDBACK_ITEM_NOT_FOUND)
 */
export async function getFeedbackItem(ctx: Ctx, lineId: string): Promise<FeedbackItem> {
  const actor = requireActor(ctx);
  const [line] = await deliveredLines(ctx, actor.userId, lineId);
  if (!line) throw new NotFound("Nothing to rate here", "FEEDBACK_ITEM_NOT_FOUND");
  const delivered = await deliveryTimes(ctx, [line.orderId]);
  const [r] = await ctx.db.select().from(productReviewTable).where(eq(productReviewTable.orderLineId, lineId));
  return itemOf(
    ctx,
    line,
    delivered,
    r ? { id: r.id, rating: r.rating, body: r.body, status: r.status, createdAt: r.createdAt.toISOString() } : null,
  );
}

/**
 * Review photos are public once approved, so they are re-encoded with sharp after applying the EXIF
 * orientation: EXIF, GPS and other metadata never reach storage (`ctx.services.storage`; as artwork
 * uploads, ADR 0010).
 */
async function storePhotos(ctx: Ctx, files: { name: string; bytes: Uint8Array }[]) {
  if (files.length > MAX_REVIEW_PHOTOS) {
    throw new Invalid(`Add at most ${MAX_REVIEW_PHOTOS} photos`, "photos", "TOO_MANY_PHOTOS");
  }
  const stored: StoredFile[] = [];
  for (const file of files) {
    if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) {
      throw new Invalid("Photos can be at most 10 MB", "photos", "ATTACHMENT_TOO_LARGE");
    }
    const sniffed = await fileTypeFromBuffer(file.bytes);
    if (!sniffed || !PHOTO_TYPES.has(sniffed.mime)) {
      throw new Invalid("Photos must be JPEG, PNG or WebP", "photos", "PHOTO_TYPE");
    }
    let clean: Uint8Array;
    try {
      const image = untrustedImage(file.bytes).rotate(); // ≤ 40 MP, truncated files refused (issue 14)
      const out =
        sniffed.mime === "image/png"
          ? image.png()
          : sniffed.mime === "image/webp"
            ? image.webp({ quality: 90 })
            : image.jpeg({ quality: 90 });
      clean = new Uint8Array(await out.toBuffer());
    } catch {
      throw new Invalid("This photo cannot be read", "photos", "PHOTO_TYPE");
    }
    try {
      stored.push(await storeAttachment(ctx, { name: file.name, bytes: clean }));
    } catch (error) {
      if (isDomainError(error, "Invalid")) throw new Invalid(error.message, "photos", error.code);
      throw error;
    }
  }
  return stored;
}

/** The public name of a reviewer: first name and the initial of the last name ("Ana S."). */
export function publicName(
  first: string | null | undefined,
  last: string | null | undefined,
  fallback: string,
): string {
  const f = (first ?? "").trim();
  const l = (last ?? "").trim();
  if (f) return l ? `${f} ${l[0]?.toUpperCase()}.` : f;
  const parts = fallback.trim().split(/\s+/);
  if (parts[0]) return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1]?.[0]?.toUpperCase()}.` : parts[0];
  return "—";
}

/**
 * Rates a delivered line (spec §1 "feedback and rating"; issue 8): only the buyer, only for a line
 * of a delivered order, **once per line** (a second review, or a double submit, answers 409
 * REVIEW_EXISTS and changes nothing: the unique index on `order_line_id` holds under races).
 * Optional photos: at most 3 JPEG/PNG/WebP images ≤ 10 MB, checked by content, kept in
 * `ctx.services.storage`. The review waits for
 * moderation (`pending`) before it shows on the product page.
 * @throws Unauthorized, NotFound (FEEDBACK_ITEM_NOT_FOUND), Invalid (field errors, TOO_MANY_PHOTOS,
 *   PHOTO_TYPE, ATTACHMENT_*), Conflict (REVIEW_EXISTS)
 */
export async function submitReview(
  ctx: Ctx,
  input: { lineId: string; rating: unknown; body: unknown; photos?: { name: string; bytes: Uint8Array }[] },
): Promise<{ id: string; status: ReviewStatus }> {
  const actor = requireActor(ctx);
  const [line] = await deliveredLines(ctx, actor.userId, input.lineId);
  if (!line) throw new NotFound("Nothing to rate here", "FEEDBACK_ITEM_NOT_FOUND");
  const { rating, body } = parseInput(reviewSchema, { rating: input.rating, body: input.body });
  const [existing] = await ctx.db
    .select({ id: productReviewTable.id })
    .from(productReviewTable)
    .where(eq(productReviewTable.orderLineId, line.lineId));
  if (existing) throw new Conflict("You already rated this item", "REVIEW_EXISTS");
  const photos = await storePhotos(ctx, input.photos ?? []);
  const [profile] = await ctx.db
    .select({ first: customerProfileTable.firstName, last: customerProfileTable.lastName, name: auth_user.name })
    .from(auth_user)
    .leftJoin(customerProfileTable, eq(customerProfileTable.userId, auth_user.id))
    .where(eq(auth_user.id, actor.userId));
  const now = ctx.now();
  const id = createId("review", now.getTime());
  const inserted = await ctx.db
    .insert(productReviewTable)
    .values({
      id,
      orderLineId: line.lineId,
      orderId: line.orderId,
      productId: line.productId,
      userId: actor.userId,
      authorName: publicName(profile?.first, profile?.last, profile?.name ?? ""),
      rating,
      body,
      photos,
      locale: ctx.locale,
      status: "pending",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: productReviewTable.orderLineId })
    .returning({ id: productReviewTable.id });
  if (inserted.length === 0) throw new Conflict("You already rated this item", "REVIEW_EXISTS");
  return { id, status: "pending" };
}

/**
 * The order id of the demo reviews (`db/seed/reviews.ts`): they come from no order, so they are not
 * shown as verified purchases.
 */
export const DEMO_REVIEW_ORDER_ID = "demo";

/**
 * A public review on a product page. `verifiedBuyer`: written from a delivered order line — every
 * review a customer writes; only the demo reviews are not.
 */
export interface PublicReview {
  id: string;
  authorName: string;
  rating: number;
  body: string;
  photos: { id: string; url: string }[];
  createdAt: string;
  verifiedBuyer: boolean;
  answer: { body: string; at: string } | null;
}

/** The rating summary and approved reviews of a product (spec §1; issue 8: average, count, distribution). */
export interface ProductRatings {
  /** Mean of the approved ratings, one decimal; null with no reviews. */
  average: number | null;
  count: number;
  /** Approved reviews per star, index 0 = 1 star … index 4 = 5 stars. */
  distribution: [number, number, number, number, number];
  reviews: PublicReview[];
}

/** URL of a review photo (public once the review is approved; the owner and staff always). */
export function reviewPhotoUrl(reviewId: string, photoId: string): string {
  return `/api/review/${reviewId}/photo/${photoId}`;
}

/** Input of {@link getProductRatings}: the product's id, and a page (`limit` 1–50, default 10; `offset`). */
export const productRatingsSchema = z.object({
  productId: rowId,
  limit: z.number().optional(),
  offset: z.number().optional(),
});

/**
 * A product's approved reviews (public), newest first, and the summary over all of them.
 * `input.limit` outside 1–50 is brought into it.
 */
export async function getProductRatings(
  ctx: Ctx,
  input: z.input<typeof productRatingsSchema>,
): Promise<ProductRatings> {
  const { productId, ...options } = parseInput(productRatingsSchema, input);
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
  const offset = options.offset ?? 0;
  // The first page is what every product page shows: read through the catalogue cache (ADR 0026), which review
  // moderation and answers drop. Only for a product that exists, and later pages (the API's paging) are read each
  // time, so the cached keys stay bounded by the catalogue whatever ids and offsets a client sends.
  if (offset === 0 && (await catalogProductIds(ctx)).has(productId)) {
    return readCatalog(ctx, `ratings:${productId}:${limit}`, () => loadRatings(ctx, productId, limit, 0));
  }
  return loadRatings(ctx, productId, limit, offset);
}

/** The ids of every product row (any status), read through the catalogue cache. */
function catalogProductIds(ctx: Ctx): Promise<Set<string>> {
  return readCatalog(ctx, "product-ids", async () => {
    const rows = await ctx.db.select({ id: productTable.id }).from(productTable);
    return new Set(rows.map((row) => row.id));
  });
}

async function loadRatings(ctx: Ctx, productId: string, limit: number, offset: number): Promise<ProductRatings> {
  const r = productReviewTable;
  const approved = and(eq(r.productId, productId), eq(r.status, "approved"));
  const buckets = await ctx.db.select({ rating: r.rating, n: count() }).from(r).where(approved).groupBy(r.rating);
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let total = 0;
  let sum = 0;
  for (const b of buckets) {
    if (b.rating >= 1 && b.rating <= 5) distribution[b.rating - 1] = b.n;
    total += b.n;
    sum += b.n * b.rating;
  }
  const rows = total
    ? await ctx.db.select().from(r).where(approved).orderBy(desc(r.createdAt), desc(r.id)).limit(limit).offset(offset)
    : [];
  return {
    average: total ? Math.round((sum / total) * 10) / 10 : null,
    count: total,
    distribution,
    reviews: rows.map((row) => ({
      id: row.id,
      authorName: row.authorName,
      rating: row.rating,
      body: row.body,
      photos: row.photos.map((p) => ({ id: p.id, url: reviewPhotoUrl(row.id, p.id) })),
      createdAt: row.createdAt.toISOString(),
      verifiedBuyer: row.orderId !== DEMO_REVIEW_ORDER_ID,
      answer: row.answer && row.answeredAt ? { body: row.answer, at: row.answeredAt.toISOString() } : null,
    })),
  };
}

/** Input of {@link getReviewPhoto}: the review's and the photo's ids (the URL's). */
export const reviewPhotoSchema = z.object({ reviewId: rowId, photoId: rowId });

/**
 * A review photo's bytes: anyone once the review is approved; before that only its author and
 * staff (`read:review:any`). The bytes come from `ctx.services.storage`. @throws NotFound
 */
export async function getReviewPhoto(
  ctx: Ctx,
  input: z.input<typeof reviewPhotoSchema>,
): Promise<{ file: StoredFile; bytes: Uint8Array }> {
  const { reviewId, photoId } = parseInput(reviewPhotoSchema, input);
  const [row] = await ctx.db.select().from(productReviewTable).where(eq(productReviewTable.id, reviewId));
  const visible =
    row &&
    (row.status === "approved" ||
      hasPermission(ctx.actor, "read:review:any") ||
      (row.userId !== null && row.userId === ctx.actor?.userId));
  if (!row || !visible) throw new NotFound();
  const file = row.photos.find((p) => p.id === photoId);
  if (!file) throw new NotFound();
  const bytes = await ctx.services.storage.get(file.id);
  if (!bytes) throw new NotFound();
  return { file, bytes };
}

/** A review as staff moderate it (issue 6 `/admin/review/list`). */
export interface AdminReviewItem {
  id: string;
  productId: string;
  productName: string;
  productSlug: string;
  orderId: string;
  /** The order's number; null for a demo review, which has no order (`db/seed/reviews.ts`). */
  orderNumber: string | null;
  userId: string | null;
  authorName: string;
  rating: number;
  body: string;
  photos: { id: string; url: string; name: string }[];
  status: ReviewStatus;
  answer: string | null;
  answeredAt: string | null;
  moderatedAt: string | null;
  createdAt: string;
}

/** The review moderation list: sorts, status and rating filters, search over text, author, product. */
const reviewFilters = { status: z.enum(REVIEW_STATUSES), rating: z.coerce.number().int().min(1).max(5) };
export type ReviewSort = "createdAt" | "rating" | "status";
export const REVIEW_LIST: ListSpec<ReviewSort, typeof reviewFilters> = {
  sorts: ["createdAt", "rating", "status"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: reviewFilters,
};

/**
 * Reviews for moderation (staff, `read:review:any`), one page.
 * @throws Unauthorized, Forbidden
 */
export async function listReviews(
  ctx: Ctx,
  query: ListQuery<ReviewSort, { status: ReviewStatus; rating: number }>,
): Promise<ListPage<AdminReviewItem>> {
  requirePermission(ctx, "read:review:any");
  const r = productReviewTable;
  const where = and(
    query.filters.status ? eq(r.status, query.filters.status) : undefined,
    query.filters.rating ? eq(r.rating, query.filters.rating) : undefined,
    searchColumns(query.q, [r.body, r.authorName, productTable.slug, orderTable.number]),
  );
  const base = () => reviewRows(ctx);
  const page = await runListQuery(query, {
    sortColumns: { createdAt: r.createdAt, rating: r.rating, status: r.status },
    tiebreaker: r.id,
    count: async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(r)
          .leftJoin(orderLineTable, eq(orderLineTable.id, r.orderLineId))
          .leftJoin(orderTable, eq(orderTable.id, r.orderId))
          .leftJoin(productTable, eq(productTable.id, r.productId))
          .where(where)
      )[0]?.n ?? 0,
    rows: ({ orderBy, limit, offset }) =>
      base()
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    items: page.items.map((row) => adminItem(ctx, row)),
  };
}

/**
 * Reviews with what staff see beside them: the product as the order line froze it (else as the
 * catalogue names it now) and the order's number. Demo reviews (`db/seed/reviews.ts`) have no order:
 * their number is null.
 */
function reviewRows(ctx: Ctx) {
  const r = productReviewTable;
  return ctx.db
    .select({
      review: r,
      lineName: orderLineTable.name,
      lineSlug: orderLineTable.productSlug,
      productName: productTable.name,
      productSlug: productTable.slug,
      number: orderTable.number,
    })
    .from(r)
    .leftJoin(orderLineTable, eq(orderLineTable.id, r.orderLineId))
    .leftJoin(orderTable, eq(orderTable.id, r.orderId))
    .leftJoin(productTable, eq(productTable.id, r.productId));
}

type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

function adminItem(ctx: Ctx, row: ReviewRow): AdminReviewItem {
  const { review } = row;
  const name: Localized | null = row.lineName ?? row.productName;
  return {
    id: review.id,
    productId: review.productId,
    productName: name ? pickLocale(name, ctx.locale) : "",
    productSlug: row.lineSlug ?? row.productSlug ?? "",
    orderId: review.orderId,
    orderNumber: row.number,
    userId: review.userId,
    authorName: review.authorName,
    rating: review.rating,
    body: review.body,
    photos: review.photos.map((p) => ({ id: p.id, name: p.name, url: reviewPhotoUrl(review.id, p.id) })),
    status: review.status,
    answer: review.answer,
    answeredAt: review.answeredAt?.toISOString() ?? null,
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
  };
}

async function adminReview(ctx: Ctx, id: string): Promise<AdminReviewItem> {
  const [row] = await reviewRows(ctx).where(eq(productReviewTable.id, id));
  if (!row) throw new NotFound("Review not found", "REVIEW_NOT_FOUND");
  return adminItem(ctx, row);
}

/** Input of {@link moderateReview}: the review's `id` and its new `status`. */
export const moderateReviewSchema = z.object({ id: rowId, status: z.enum(["approved", "hidden"]) });

/**
 * Approves (public on the product page) or hides a review (staff, `update:review:any`); audited.
 * Setting the status it has changes nothing. @throws Forbidden, NotFound (REVIEW_NOT_FOUND)
 */
export async function moderateReview(ctx: Ctx, input: z.input<typeof moderateReviewSchema>): Promise<AdminReviewItem> {
  const actor = requirePermission(ctx, "update:review:any");
  const { id, status: next } = parseInput(moderateReviewSchema, input);
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(productReviewTable).where(eq(productReviewTable.id, id)).for("update");
    if (!row) throw new NotFound("Review not found", "REVIEW_NOT_FOUND");
    if (row.status === next) return;
    const now = tx.now();
    await tx.db
      .update(productReviewTable)
      .set({ status: next, moderatedAt: now, moderatedBy: actor.userId, updatedAt: now })
      .where(eq(productReviewTable.id, id));
    // product cards show the approved reviews' mean and count (core/catalog/catalog-cache.ts)
    await invalidateCatalog(tx);
    await recordAudit(tx, {
      action: next === "approved" ? "review.approve" : "review.hide",
      entityType: "review",
      entityId: id,
      before: { status: row.status },
      after: { status: next },
    });
  });
  return adminReview(ctx, id);
}

/** Input of {@link answerReview}: {@link reviewAnswerSchema} and the review's `id`. */
export const answerReviewSchema = reviewAnswerSchema.extend({ id: rowId });

/**
 * Answers a review publicly (staff, `update:review:any`); an empty answer removes it. Audited.
 * @throws Forbidden, NotFound, Invalid
 */
export async function answerReview(ctx: Ctx, input: z.input<typeof answerReviewSchema>): Promise<AdminReviewItem> {
  const actor = requirePermission(ctx, "update:review:any");
  const { id, answer } = parseInput(answerReviewSchema, input);
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.select().from(productReviewTable).where(eq(productReviewTable.id, id)).for("update");
    if (!row) throw new NotFound("Review not found", "REVIEW_NOT_FOUND");
    const now = tx.now();
    await tx.db
      .update(productReviewTable)
      .set({
        answer: answer || null,
        answeredAt: answer ? now : null,
        answeredBy: answer ? actor.userId : null,
        updatedAt: now,
      })
      .where(eq(productReviewTable.id, id));
    await invalidateCatalog(tx);
    await recordAudit(tx, {
      action: "review.answer",
      entityType: "review",
      entityId: id,
      before: { answer: row.answer },
      after: { answer: answer || null },
    });
  });
  return adminReview(ctx, id);
}
