import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { z } from "zod";
import { hashToken } from "../cart/cart-ref.ts";
import { colorTable, sizeTable, variantTable } from "../catalog/catalog.sql.ts";
import { type OrderAccess, canReadOrder, orderAccessToken } from "../orders/order-access.ts";
import { reserveStock } from "../orders/order-holds.ts";
import { orderLineTable, orderTable } from "../orders/orders.sql.ts";
import { type UploadView, storeUpload } from "../media/store-upload.ts";
import { uploadTable } from "../media/uploads.sql.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, DomainError, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { pickLocale, isLocale } from "../shared/locale.ts";
import { moveReturn } from "./move-return.ts";
import { createReturnSchema, lookupSchema, withdrawalSchema } from "./schemas.ts";
import { notifyReturn } from "./notify-return.ts";
import {
  type IneligibleCode,
  PHOTO_REASONS,
  type ReturnReason,
  answerDeadline,
  assessLine,
  checkOrderNumber,
  lineRefundCents,
  normalisePostcode,
  withdrawalDeadline,
} from "./rules.ts";
import { type ReturnEvent, type ReturnLine, returnLookupLimitTable, returnRequestTable } from "./returns.sql.ts";
import { getReturnSettings } from "./settings.ts";
import {
  type ReturnRow,
  type ReturnView,
  lineImageUrl,
  orderDeliveredAt,
  returnViewOf,
  returnedUnits,
} from "./views.ts";

/** A request id: `rma_` + the shop's sortable id body (core/shared/ids.ts format). */
export function newReturnId(now: number): string {
  return `rma_${createId("order", now).slice(4)}`;
}

/** Too many lookups from one client or for one order number. HTTP 429. */
export class TooManyAttempts extends DomainError {
  constructor() {
    super(429, "RETURN_LOOKUP_LIMITED", "Too many attempts. Please wait a few minutes and try again.");
  }
}

/** The same answer for an unknown number and for a wrong e-mail or postcode (no existence leak). */
function lookupNotFound(): NotFound {
  return new NotFound(
    "We could not find an order with these details. Check the order number, e-mail and postcode.",
    "RETURN_ORDER_NOT_FOUND",
  );
}

/** Lookups allowed per client address in 15 minutes, and per order number in an hour. */
export const LOOKUP_LIMITS = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  perOrder: { max: 8, windowMs: 60 * 60_000 },
};

async function countAttempt(ctx: Ctx, key: string, limit: { max: number; windowMs: number }): Promise<boolean> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
  const t = returnLookupLimitTable;
  const [row] = await ctx.db
    .insert(t)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.windowStart} < ${cutoff}::timestamptz then 1 else ${t.count} + 1 end`,
        windowStart: sql`case when ${t.windowStart} < ${cutoff}::timestamptz then ${now.toISOString()}::timestamptz else ${t.windowStart} end`,
      },
    })
    .returning({ count: t.count });
  return (row?.count ?? 1) <= limit.max;
}

const hashKey = (kind: string, value: string) => `${kind}:${createHash("sha256").update(value).digest("hex")}`;

export { createReturnSchema, lookupSchema, withdrawalSchema } from "./schemas.ts";

/**
 * Finds an order for the returns portal without an account (spec §3, §5): the order number (with
 * its `#` and letters, else a precise Invalid on field `orderNumber`), the order's e-mail and its
 * delivery postcode. An unknown number and a wrong e-mail or postcode give exactly the same
 * NotFound (`RETURN_ORDER_NOT_FOUND`). Throttled per client address and per order number
 * ({@link LOOKUP_LIMITS}, counted in the database so every instance shares them).
 * @param clientKey the caller's address (or another per-client key)
 * @returns the order id and its signed link token (the same token the order e-mails carry, signed with
 *   `ctx.services.links.linkSecret`)
 * @throws Invalid (ORDER_NUMBER_*), NotFound (RETURN_ORDER_NOT_FOUND), TooManyAttempts (429)
 */
export async function lookupOrderForReturn(
  ctx: Ctx,
  input: z.input<typeof lookupSchema> & { clientKey: string },
): Promise<{ orderId: string; token: string }> {
  const data = parseInput(lookupSchema, input);
  const checked = checkOrderNumber(data.orderNumber);
  if (!checked.ok) throw new Invalid("Check the order number", "orderNumber", checked.problem);
  if (!data.email) throw new Invalid("Enter the e-mail address of the order", "email", "EMAIL_REQUIRED");
  if (!data.postcode) throw new Invalid("Enter the delivery postcode", "postcode", "POSTCODE_REQUIRED");
  const clientOk = await countAttempt(ctx, hashKey("client", input.clientKey), LOOKUP_LIMITS.perClient);
  const orderOk = await countAttempt(ctx, hashKey("order", checked.number), LOOKUP_LIMITS.perOrder);
  if (!clientOk || !orderOk) throw new TooManyAttempts();
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.number, checked.number));
  const emailOk = !!order && order.email.trim().toLowerCase() === data.email.toLowerCase();
  const postcodeOk =
    !!order &&
    normalisePostcode(order.shippingAddress.postcode) === normalisePostcode(data.postcode) &&
    !!data.postcode;
  if (!order || !emailOk || !postcodeOk) throw lookupNotFound();
  return { orderId: order.id, token: orderAccessToken(ctx.services.links.linkSecret, order.id) };
}

/** The order as the portal may show it, or NotFound for an order the caller may not see. */
async function readableOrder(ctx: Ctx, orderId: string, access: OrderAccess) {
  const [order] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, orderId));
  if (!order || !canReadOrder(ctx, order, access)) {
    throw new NotFound("Order not found", "ORDER_NOT_FOUND");
  }
  return order;
}

/** What the rules say for a line, per legal ground. */
export interface LineOption {
  allowed: boolean;
  code: IneligibleCode | null;
  deadline: string | null;
}

/** One order line in the portal: what is left to return and on which grounds. Money in EUR cents. */
export interface ReturnableLine {
  id: string;
  kind: "blank" | "custom" | "sample";
  sku: string;
  name: string;
  details: string;
  imageUrl: string;
  quantity: number;
  /** Units not yet in another request. */
  remaining: number;
  totalCents: number;
  /** Changed mind / does not fit (blank items only). */
  withdrawal: LineOption;
  /** Damaged, misprint, wrong item (every item). */
  claim: LineOption;
  /** Other variants of the same product in stock (blank lines), for a replacement. */
  replacements: { variantId: string; label: string; sku: string }[];
}

/** Everything the portal's form needs for one order. */
export interface ReturnOptions {
  order: {
    id: string;
    number: string;
    status: string;
    email: string;
    firstName: string;
    placedAt: string;
    deliveredAt: string | null;
  };
  windowDays: number;
  returnShippingPaidBy: "customer" | "shop";
  /** End of the withdrawal period (null until delivered). */
  withdrawalDeadline: string | null;
  lines: ReturnableLine[];
  requests: ReturnView[];
}

function option(a: ReturnType<typeof assessLine>): LineOption {
  return { allowed: a.allowed, code: a.allowed ? null : a.code, deadline: a.deadline?.toISOString() ?? null };
}

/**
 * The returns form of an order for its owner, staff, or a holder of the order's signed link
 * (lookup or e-mail): each line with what is left to return, whether the right of withdrawal and
 * a defect claim apply (rules.ts), replacement variants in stock, and the order's requests so far.
 * @throws NotFound (ORDER_NOT_FOUND) for an order the caller may not see
 */
export async function getReturnOptions(
  ctx: Ctx,
  input: { orderId: string; access: OrderAccess },
): Promise<ReturnOptions> {
  const order = await readableOrder(ctx, input.orderId, input.access);
  const [settings, deliveredAt, returned, lines, requests] = await Promise.all([
    getReturnSettings(ctx),
    orderDeliveredAt(ctx, order.id),
    returnedUnits(ctx, order.id),
    ctx.db
      .select()
      .from(orderLineTable)
      .where(eq(orderLineTable.orderId, order.id))
      .orderBy(asc(orderLineTable.position)),
    ctx.db
      .select()
      .from(returnRequestTable)
      .where(eq(returnRequestTable.orderId, order.id))
      .orderBy(asc(returnRequestTable.createdAt)),
  ]);
  const now = ctx.now();
  const out: ReturnableLine[] = [];
  for (const l of lines) {
    const base = {
      kind: l.kind,
      orderStatus: order.status,
      deliveredAt,
      now,
      windowDays: settings.windowDays,
    };
    const replacements = l.kind === "blank" ? await replacementVariants(ctx, l.productId) : [];
    out.push({
      id: l.id,
      kind: l.kind,
      sku: l.sku,
      name: pickLocale(l.name, ctx.locale),
      details: `${pickLocale(l.colorName, ctx.locale)} · ${l.sizeCode}`,
      imageUrl: lineImageUrl(l),
      quantity: l.quantity,
      remaining: Math.max(0, l.quantity - (returned.get(l.id) ?? 0)),
      totalCents: l.totalCents,
      withdrawal: option(assessLine({ ...base, reason: "changed_mind" })),
      claim: option(assessLine({ ...base, reason: "damaged" })),
      replacements,
    });
  }
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      email: order.email,
      firstName: order.shippingAddress.firstName,
      placedAt: order.createdAt.toISOString(),
      deliveredAt: deliveredAt?.toISOString() ?? null,
    },
    windowDays: settings.windowDays,
    returnShippingPaidBy: settings.returnShippingPaidBy,
    withdrawalDeadline: deliveredAt ? withdrawalDeadline(deliveredAt, settings.windowDays).toISOString() : null,
    lines: out,
    requests: requests.map((r) => returnViewOf(r, order.number, ctx.locale, now, settings.returnShippingPaidBy)),
  };
}

/** The variants of a product in stock, labelled "colour · size", in catalogue order. */
async function replacementVariants(ctx: Ctx, productId: string) {
  const rows = await ctx.db
    .select({
      id: variantTable.id,
      sku: variantTable.sku,
      stock: variantTable.stock,
      color: colorTable.name,
      size: sizeTable.code,
    })
    .from(variantTable)
    .innerJoin(colorTable, eq(colorTable.id, variantTable.colorId))
    .innerJoin(sizeTable, eq(sizeTable.id, variantTable.sizeId))
    .where(eq(variantTable.productId, productId))
    .orderBy(asc(colorTable.sortOrder), asc(sizeTable.sortOrder));
  return rows
    .filter((r) => r.stock > 0)
    .map((r) => ({ variantId: r.id, sku: r.sku, label: `${pickLocale(r.color, ctx.locale)} · ${r.size}` }));
}

/** Why a request was refused, with the line it concerns. */
function refuse(code: string, message: string, orderLineId?: string): Invalid {
  const error = new Invalid(message, "lines", code);
  if (orderLineId) (error as Invalid & { details?: unknown }).details = { orderLineId };
  return error;
}

/**
 * Makes a return request (issue 8) for the owner, staff or a holder of the order's signed link:
 * - every line must be of this order, with no more units than are left (`RETURN_QUANTITY`), and
 *   allowed for the reason by the rules (the code of {@link assessLine}, e.g. CUSTOM_NOT_WITHDRAWABLE);
 * - damage and misprint claims need a photo (`RETURN_PHOTO_REQUIRED`), which must be the caller's upload;
 * - a withdrawal is refunded (the law's remedy): `outcome` must be `refund`, or a replacement/store
 *   credit when the customer chooses it; a replacement names another variant of the same product in
 *   stock, reserved now (`OUT_OF_STOCK` otherwise); custom items are remade;
 * - `withdrawalName` marks the EU withdrawal function (checked with `withdrawalSchema`: the name is
 *   required, `returns:errors.NAME_REQUIRED`): the request is acknowledged at once (status
 *   `approved`, no staff decision needed) and the timestamped acknowledgement e-mailed; other
 *   requests wait for the shop's answer, due by {@link answerDeadline};
 * - the refund is the lines' share of what was paid, plus the original delivery when the whole order
 *   comes back under withdrawal (Directive 2011/83/EU art. 13(1));
 * - the same `idempotencyKey` returns the first request.
 * The customer is e-mailed (en/pt/es) in the same transaction, with a signed link to the request
 * (`ctx.services.links`).
 * @throws NotFound (ORDER_NOT_FOUND), Invalid (codes above, RETURN_REPLACEMENT_INVALID), Conflict (OUT_OF_STOCK)
 */
export async function createReturn(
  ctx: Ctx,
  input: z.input<typeof createReturnSchema> & { orderId: string; access: OrderAccess; uploaderKey?: string | null },
): Promise<ReturnView> {
  const withdrawalFunction = input.withdrawalName !== undefined;
  const data: z.output<typeof createReturnSchema> = parseInput(
    withdrawalFunction ? withdrawalSchema : createReturnSchema,
    input,
  );
  const order = await readableOrder(ctx, input.orderId, input.access);
  const settings = await getReturnSettings(ctx);
  const view = (row: ReturnRow) =>
    returnViewOf(row, order.number, ctx.locale, ctx.now(), settings.returnShippingPaidBy);

  const [existing] = await ctx.db
    .select()
    .from(returnRequestTable)
    .where(eq(returnRequestTable.idempotencyKey, data.idempotencyKey));
  if (existing) {
    if (existing.orderId !== order.id) throw new Conflict("This form was used for another order", "RETURN_KEY_REUSED");
    return view(existing);
  }
  const reason: ReturnReason = withdrawalFunction ? "changed_mind" : data.reason;
  const kind = PHOTO_REASONS.includes(reason) || reason === "wrong_item" ? "claim" : "withdrawal";
  if (PHOTO_REASONS.includes(reason) && data.photoIds.length === 0) {
    throw new Invalid("Add at least one photo of the problem", "photoIds", "RETURN_PHOTO_REQUIRED");
  }
  if (withdrawalFunction && data.outcome !== "refund") {
    throw new Invalid("A withdrawal is refunded", "outcome", "WITHDRAWAL_IS_REFUND");
  }
  await checkPhotos(ctx, data.photoIds, order.userId, input.uploaderKey ?? null);

  const created = await withTransaction(ctx, async (tx) => {
    // one request at a time per order: the "units left" check and the insert must not interleave
    await tx.db.select({ id: orderTable.id }).from(orderTable).where(eq(orderTable.id, order.id)).for("update");
    const [again] = await tx.db
      .select()
      .from(returnRequestTable)
      .where(eq(returnRequestTable.idempotencyKey, data.idempotencyKey));
    if (again) return { row: again, fresh: false };
    const now = tx.now();
    const [deliveredAt, returned, orderLines] = await Promise.all([
      orderDeliveredAt(tx, order.id),
      returnedUnits(tx, order.id),
      tx.db.select().from(orderLineTable).where(eq(orderLineTable.orderId, order.id)),
    ]);
    const byId = new Map(orderLines.map((l) => [l.id, l]));
    const seen = new Set<string>();
    const lines: ReturnLine[] = [];
    const reserve: { variantId: string; quantity: number }[] = [];
    for (const asked of data.lines) {
      const line = byId.get(asked.orderLineId);
      if (!line || seen.has(line.id))
        throw refuse("RETURN_LINE_INVALID", "This item is not part of the order", asked.orderLineId);
      seen.add(line.id);
      const already = returned.get(line.id) ?? 0;
      if (asked.quantity > line.quantity - already) {
        throw refuse("RETURN_QUANTITY", "More units than are left to return", line.id);
      }
      const assessed = assessLine({
        kind: line.kind,
        reason,
        orderStatus: order.status,
        deliveredAt,
        now,
        windowDays: settings.windowDays,
      });
      if (!assessed.allowed) throw refuse(assessed.code, "This item cannot be returned for this reason", line.id);
      let replacementVariantId: string | null = null;
      let replacementSku: string | null = null;
      let replacementLabel: string | null = null;
      if (data.outcome === "replacement" && line.kind === "blank") {
        const wanted = asked.replacementVariantId || line.variantId;
        const [variant] = wanted
          ? await tx.db
              .select({
                id: variantTable.id,
                sku: variantTable.sku,
                productId: variantTable.productId,
                color: colorTable.name,
                size: sizeTable.code,
              })
              .from(variantTable)
              .innerJoin(colorTable, eq(colorTable.id, variantTable.colorId))
              .innerJoin(sizeTable, eq(sizeTable.id, variantTable.sizeId))
              .where(eq(variantTable.id, wanted))
          : [];
        if (!variant || variant.productId !== line.productId) {
          throw refuse("RETURN_REPLACEMENT_INVALID", "Choose a size or colour of the same item", line.id);
        }
        replacementVariantId = variant.id;
        replacementSku = variant.sku;
        replacementLabel = `${pickLocale(variant.color, order.locale as never)} · ${variant.size}`;
        reserve.push({ variantId: variant.id, quantity: asked.quantity });
      }
      lines.push({
        orderLineId: line.id,
        kind: line.kind,
        sku: line.sku,
        name: line.name,
        colorName: line.colorName,
        sizeCode: line.sizeCode,
        quantity: asked.quantity,
        refundCents: lineRefundCents(line, asked.quantity, already),
        replacementVariantId,
        replacementSku,
        replacementLabel,
      });
    }
    if (reserve.length) {
      // the same variant for two lines: one reservation of the sum
      const summed = new Map<string, number>();
      for (const r of reserve) summed.set(r.variantId, (summed.get(r.variantId) ?? 0) + r.quantity);
      await reserveStock(
        tx,
        [...summed].map(([variantId, quantity]) => ({ variantId, quantity })),
      );
    }
    const everything = orderLines.every(
      (l) => (returned.get(l.id) ?? 0) + (lines.find((x) => x.orderLineId === l.id)?.quantity ?? 0) >= l.quantity,
    );
    const shippingRefundCents =
      kind === "withdrawal" && data.outcome === "refund" && everything ? order.shippingCents : 0;
    const count = await tx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(returnRequestTable)
      .where(eq(returnRequestTable.orderId, order.id));
    const number = `${order.number}-R${Number(count[0]?.n ?? 0) + 1}`;
    const id = newReturnId(now.getTime());
    const history: ReturnEvent[] = [{ at: now.toISOString(), from: null, to: "requested", by: "customer", note: null }];
    // the withdrawal function: a right, not a request to decide on; acknowledged and accepted at once
    if (withdrawalFunction)
      history.push({ at: now.toISOString(), from: "requested", to: "approved", by: "system", note: null });
    const [row] = await tx.db
      .insert(returnRequestTable)
      .values({
        id,
        number,
        orderId: order.id,
        email: order.email,
        locale: isLocale(order.locale) ? order.locale : ctx.locale,
        kind,
        reason,
        outcome: data.outcome,
        status: withdrawalFunction ? "approved" : "requested",
        comment: data.comment,
        photos: data.photoIds,
        lines,
        refundCents: lines.reduce((s, l) => s + l.refundCents, 0) + shippingRefundCents,
        shippingRefundCents,
        withdrawal: withdrawalFunction ? { name: data.withdrawalName ?? "", confirmedAt: now.toISOString() } : null,
        answerBy: answerDeadline(now),
        answeredAt: withdrawalFunction ? now : null,
        idempotencyKey: data.idempotencyKey,
        history,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: returnRequestTable.idempotencyKey })
      .returning();
    if (!row) {
      const [first] = await tx.db
        .select()
        .from(returnRequestTable)
        .where(eq(returnRequestTable.idempotencyKey, data.idempotencyKey));
      if (!first) throw new Error("return request lost");
      return { row: first, fresh: false };
    }
    await notifyReturn(tx, row, withdrawalFunction ? "withdrawal" : "requested", settings.returnShippingPaidBy);
    return { row, fresh: true };
  });
  return view(created.row);
}

/**
 * Checks that the photos are uploads of this order's customer (signed in) or of this browser
 * (`uploaderKey`: the guest's cart token), so a request never shows someone else's file.
 * @throws Invalid (RETURN_PHOTO_INVALID)
 */
async function checkPhotos(ctx: Ctx, ids: string[], orderUserId: string | null, uploaderKey: string | null) {
  for (const id of ids) {
    const [u] = await ctx.db.select().from(uploadTable).where(eq(uploadTable.id, id));
    const mine =
      !!u &&
      ((ctx.actor && u.userId === ctx.actor.userId) ||
        (orderUserId && u.userId === orderUserId && ctx.actor?.userId === orderUserId) ||
        (uploaderKey && u.guestTokenHash === hashToken(uploaderKey)));
    if (!mine)
      throw new Invalid("This photo could not be used; please add it again", "photoIds", "RETURN_PHOTO_INVALID");
  }
}

/** Largest return photo, in bytes. */
export const MAX_RETURN_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * Stores a photo for a claim (core/media/store-upload.ts): JPEG or PNG by content, re-encoded without
 * metadata (phone photos carry GPS positions), at most 10 MB. Owned by the signed-in user or the
 * guest's cart token, like artwork. Stored in `ctx.services.storage`.
 * @throws Invalid (UPLOAD_EMPTY, UPLOAD_TOO_LARGE, RETURN_PHOTO_TYPE, IMAGE_UNREADABLE, IMAGE_TOO_LARGE_PX)
 */
export async function uploadReturnPhoto(
  ctx: Ctx,
  input: { name: string; bytes: Uint8Array; guestToken: string | null },
): Promise<UploadView> {
  if (input.bytes.byteLength > MAX_RETURN_PHOTO_BYTES) {
    throw new Invalid("Photos can be at most 10 MB", "file", "UPLOAD_TOO_LARGE");
  }
  const sniffed = input.bytes.byteLength ? await fileTypeFromBuffer(input.bytes) : undefined;
  if (input.bytes.byteLength && (!sniffed || (sniffed.mime !== "image/jpeg" && sniffed.mime !== "image/png"))) {
    throw new Invalid("Add photos as JPEG or PNG", "file", "RETURN_PHOTO_TYPE");
  }
  return storeUpload(ctx, {
    kind: "artwork",
    name: input.name,
    bytes: input.bytes,
    owner: { userId: ctx.actor?.userId ?? null, guestToken: ctx.actor ? null : input.guestToken },
  });
}

/**
 * One return request for its order's owner, staff, or a holder of the order's signed link.
 * @throws NotFound (RETURN_NOT_FOUND)
 */
export async function getReturn(ctx: Ctx, input: { returnId: string; access: OrderAccess }): Promise<ReturnView> {
  const [row] = await ctx.db.select().from(returnRequestTable).where(eq(returnRequestTable.id, input.returnId));
  if (!row) throw new NotFound("Return not found", "RETURN_NOT_FOUND");
  let order: Awaited<ReturnType<typeof readableOrder>>;
  try {
    order = await readableOrder(ctx, row.orderId, input.access);
  } catch {
    throw new NotFound("Return not found", "RETURN_NOT_FOUND");
  }
  const settings = await getReturnSettings(ctx);
  return returnViewOf(row, order.number, ctx.locale, ctx.now(), settings.returnShippingPaidBy);
}

/**
 * The customer withdraws their own request while it waits for the shop's answer; a reserved
 * replacement gives its stock back.
 * @throws NotFound (RETURN_NOT_FOUND), Conflict (RETURN_STATUS_CONFLICT)
 */
export async function cancelReturn(ctx: Ctx, input: { returnId: string; access: OrderAccess }): Promise<ReturnView> {
  await getReturn(ctx, input);
  return moveReturn(ctx, { returnId: input.returnId, to: "cancelled", by: "customer" });
}
