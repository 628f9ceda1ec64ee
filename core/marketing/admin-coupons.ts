import { type SQL, and, count, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { rowId } from "../shared/input-refs.ts";
import {
  type ListPage,
  type ListQuery,
  type ListSpec,
  runListExport,
  runListQuery,
  searchColumns,
} from "../shared/list-query.ts";
import { requirePermission } from "../shared/permissions.ts";
import { type CouponRule, assertValidCouponRule, normalizeCouponCode } from "./coupon-rules.ts";
import { couponRedemptionTable, couponTable, giftCardTable } from "./marketing.sql.ts";

type CouponRow = typeof couponTable.$inferSelect;
type GiftCardRow = typeof giftCardTable.$inferSelect;

/**
 * What staff edit on a discount code (`/admin/coupon/create`, edit; issue 6): the code (normalised
 * like the checkout does: upper case A–Z 0–9 - _, 3–32), the kind and its value (`percentBp` basis
 * points 1–10000 for `percentage`, `amountCents` EUR cents for `fixed`, nothing for
 * `free_shipping`), validity (`startsAt` inclusive, `endsAt` exclusive, ISO date-times), minimum
 * spend (EUR cents, VAT-inclusive merchandise), total and per-customer usage limits, on/off, a note.
 */
export const couponInputSchema = z.object({
  code: z.string().trim().min(3).max(40),
  kind: z.enum(["percentage", "fixed", "free_shipping"]),
  percentBp: z.number().int().min(1).max(10_000).nullish(),
  amountCents: z.number().int().min(1).max(10_000_000).nullish(),
  minSpendCents: z.number().int().min(0).max(100_000_000).nullish(),
  startsAt: z.iso.datetime({ offset: true }).nullish(),
  endsAt: z.iso.datetime({ offset: true }).nullish(),
  usageLimit: z.number().int().min(1).max(10_000_000).nullish(),
  perCustomerLimit: z.number().int().min(1).max(10_000).nullish(),
  active: z.boolean().default(true),
  description: z.string().trim().max(500).nullish(),
});
export type CouponInput = z.input<typeof couponInputSchema>;

/** Input of {@link updateCoupon}: the coupon's settings and its `id` (the URL's). */
export const updateCouponSchema = couponInputSchema.extend({ id: rowId });
export type UpdateCouponInput = z.input<typeof updateCouponSchema>;

/** A gift code (spec §1 "gift codes"): a code and its value in EUR cents, optionally ending on a date. */
export const giftCardInputSchema = z.object({
  code: z.string().trim().min(3).max(40),
  initialCents: z.number().int().min(100).max(1_000_000),
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
  active: z.boolean().default(true),
});
export type GiftCardInput = z.input<typeof giftCardInputSchema>;

/** A coupon as staff see it, with its use. Money in EUR cents. */
export interface AdminCouponView {
  id: string;
  code: string;
  kind: "percentage" | "fixed" | "free_shipping";
  percentBp: number | null;
  amountCents: number | null;
  minSpendCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  perCustomerLimit: number | null;
  active: boolean;
  description: string | null;
  /** Redemptions by orders not cancelled, and the discount they gave (EUR cents). */
  redemptions: number;
  discountGivenCents: number;
  /** `active`, `scheduled` (starts later), `expired`, `used_up`, `off`. */
  state: "active" | "scheduled" | "expired" | "used_up" | "off";
  createdAt: string;
  updatedAt: string;
}

/** A gift card as staff see it. Money in EUR cents. */
export interface AdminGiftCardView {
  id: string;
  code: string;
  initialCents: number;
  balanceCents: number;
  expiresAt: string | null;
  active: boolean;
  /** `active` (spendable), `spent` (balance 0), `expired` (past `expiresAt`), `off` (switched off). */
  state: GiftCardState;
  createdAt: string;
}

export const GIFT_CARD_STATES = ["active", "spent", "expired", "off"] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

function stateOf(c: CouponRow, now: Date): AdminCouponView["state"] {
  if (!c.active) return "off";
  if (c.endsAt && c.endsAt <= now) return "expired";
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return "used_up";
  if (c.startsAt && c.startsAt > now) return "scheduled";
  return "active";
}

function viewOf(c: CouponRow, now: Date, use = { n: 0, cents: 0 }): AdminCouponView {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    percentBp: c.percentBp,
    amountCents: c.amountCents,
    minSpendCents: c.minSpendCents,
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    perCustomerLimit: c.perCustomerLimit,
    active: c.active,
    description: c.description,
    redemptions: use.n,
    discountGivenCents: use.cents,
    state: stateOf(c, now),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

function giftStateOf(g: GiftCardRow, now: Date): GiftCardState {
  if (!g.active) return "off";
  if (g.expiresAt && g.expiresAt <= now) return "expired";
  if (g.balanceCents === 0) return "spent";
  return "active";
}

function giftViewOf(g: GiftCardRow, now: Date): AdminGiftCardView {
  return {
    id: g.id,
    code: g.code,
    initialCents: g.initialCents,
    balanceCents: g.balanceCents,
    expiresAt: g.expiresAt?.toISOString() ?? null,
    active: g.active,
    state: giftStateOf(g, now),
    createdAt: g.createdAt.toISOString(),
  };
}

/** The coupon list's query (list kit): sort by code, kind, use, start or end; filter by kind and on/off. */
export const COUPON_LIST = {
  sorts: ["createdAt", "code", "kind", "usedCount", "startsAt", "endsAt"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { kind: z.enum(["percentage", "fixed", "free_shipping"]), active: z.enum(["yes", "no"]) },
} as const satisfies ListSpec<string, z.ZodRawShape>;
export type CouponListQuery = ListQuery<
  (typeof COUPON_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof COUPON_LIST.filters>>
>;

function couponSource(ctx: Ctx, query: CouponListQuery) {
  const parts = [searchColumns(query.q, [couponTable.code, couponTable.description])];
  if (query.filters.kind) parts.push(eq(couponTable.kind, query.filters.kind));
  if (query.filters.active) parts.push(eq(couponTable.active, query.filters.active === "yes"));
  const where = and(...parts.filter(Boolean));
  return {
    sortColumns: {
      createdAt: couponTable.createdAt,
      code: couponTable.code,
      kind: couponTable.kind,
      usedCount: couponTable.usedCount,
      startsAt: couponTable.startsAt,
      endsAt: couponTable.endsAt,
    },
    tiebreaker: couponTable.id,
    rows: async (page: { orderBy: SQL[]; limit: number; offset: number }) => {
      const rows = await ctx.db
        .select()
        .from(couponTable)
        .where(where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset);
      return withUse(ctx, rows);
    },
    count: async () => Number((await ctx.db.select({ n: count() }).from(couponTable).where(where))[0]?.n ?? 0),
  };
}

async function withUse(ctx: Ctx, rows: CouponRow[]): Promise<AdminCouponView[]> {
  if (rows.length === 0) return [];
  const uses = await ctx.db
    .select({
      couponId: couponRedemptionTable.couponId,
      n: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${couponRedemptionTable.discountCents}), 0)::int`,
    })
    .from(couponRedemptionTable)
    .where(
      inArray(
        couponRedemptionTable.couponId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(couponRedemptionTable.couponId);
  const now = ctx.now();
  return rows.map((r) => {
    const u = uses.find((x) => x.couponId === r.id);
    return viewOf(r, now, { n: Number(u?.n ?? 0), cents: Number(u?.cents ?? 0) });
  });
}

/** A page of coupons for staff (`read:coupon:any`). @throws Unauthorized, Forbidden */
export async function listCoupons(ctx: Ctx, query: CouponListQuery): Promise<ListPage<AdminCouponView>> {
  requirePermission(ctx, "read:coupon:any");
  return runListQuery(query, couponSource(ctx, query));
}

/** Every coupon matching the query, for CSV (`read:coupon:any`). */
export async function exportCoupons(ctx: Ctx, query: CouponListQuery): Promise<AdminCouponView[]> {
  requirePermission(ctx, "read:coupon:any");
  return runListExport(query, couponSource(ctx, query));
}

/** One coupon with its use (`read:coupon:any`). @throws NotFound (COUPON_NOT_FOUND) */
export async function getCouponForStaff(ctx: Ctx, id: string): Promise<AdminCouponView> {
  requirePermission(ctx, "read:coupon:any");
  const [row] = await ctx.db.select().from(couponTable).where(eq(couponTable.id, id));
  if (!row) throw new NotFound("Coupon not found", "COUPON_NOT_FOUND");
  const [view] = await withUse(ctx, [row]);
  return view as AdminCouponView;
}

/** Normalised code or a field error. */
function codeOf(raw: string): string {
  const code = normalizeCouponCode(raw);
  if (!code) throw new Invalid("Use 3 to 32 letters, digits, - or _", "code", "COUPON_CODE_INVALID");
  return code;
}

/** Refuses a code any coupon or gift card already has (one code, one meaning at the checkout). */
async function assertCodeFree(ctx: Ctx, code: string, exceptId?: string): Promise<void> {
  const [coupon] = await ctx.db.select({ id: couponTable.id }).from(couponTable).where(eq(couponTable.code, code));
  const [gift] = await ctx.db.select({ id: giftCardTable.id }).from(giftCardTable).where(eq(giftCardTable.code, code));
  if ((coupon && coupon.id !== exceptId) || (gift && gift.id !== exceptId)) {
    throw new Conflict(`The code ${code} already exists`, "COUPON_CODE_EXISTS");
  }
}

function ruleOf(input: z.output<typeof couponInputSchema>, code: string, usedCount: number) {
  const rule: CouponRule & { description: string | null } = {
    code,
    kind: input.kind,
    percentBp: input.kind === "percentage" ? (input.percentBp ?? null) : null,
    amountCents: input.kind === "fixed" ? (input.amountCents ?? null) : null,
    minSpendCents: input.minSpendCents ?? null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit ?? null,
    usedCount,
    perCustomerLimit: input.perCustomerLimit ?? null,
    active: input.active,
    description: input.description || null,
  };
  assertValidCouponRule(rule);
  if (rule.usageLimit !== null && rule.usageLimit < usedCount) {
    throw new Invalid(`It has been used ${usedCount} times already`, "usageLimit", "COUPON_LIMIT_BELOW_USE");
  }
  return rule;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Creates a coupon (`create:coupon:any`). @throws Invalid (field errors), Conflict (COUPON_CODE_EXISTS)
 */
export async function createCoupon(ctx: Ctx, input: CouponInput): Promise<AdminCouponView> {
  requirePermission(ctx, "create:coupon:any");
  const data = parseInput(couponInputSchema, input);
  const code = codeOf(data.code);
  const rule = ruleOf(data, code, 0);
  try {
    return await withTransaction(ctx, async (tx) => {
      await assertCodeFree(tx, code);
      const now = tx.now();
      const [row] = await tx.db
        .insert(couponTable)
        .values({ id: createId("coupon", now.getTime()), ...rule, createdAt: now, updatedAt: now })
        .returning();
      const created = row as CouponRow;
      await recordAudit(tx, { action: "coupon.create", entityType: "coupon", entityId: created.id, after: created });
      return viewOf(created, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(`The code ${code} already exists`, "COUPON_CODE_EXISTS");
    throw error;
  }
}

/**
 * Replaces a coupon's settings (`update:coupon:any`); its use count stays. A code that changes
 * must be free. @throws NotFound, Invalid, Conflict (COUPON_CODE_EXISTS)
 */
export async function updateCoupon(ctx: Ctx, input: UpdateCouponInput): Promise<AdminCouponView> {
  requirePermission(ctx, "update:coupon:any");
  const { id, ...data } = parseInput(updateCouponSchema, input);
  const code = codeOf(data.code);
  try {
    return await withTransaction(ctx, async (tx) => {
      const [before] = await tx.db.select().from(couponTable).where(eq(couponTable.id, id)).for("update");
      if (!before) throw new NotFound("Coupon not found", "COUPON_NOT_FOUND");
      if (code !== before.code) await assertCodeFree(tx, code, id);
      const rule = ruleOf(data, code, before.usedCount);
      const now = tx.now();
      const [row] = await tx.db
        .update(couponTable)
        .set({ ...rule, usedCount: before.usedCount, updatedAt: now })
        .where(eq(couponTable.id, id))
        .returning();
      const after = row as CouponRow;
      await recordAudit(tx, { action: "coupon.update", entityType: "coupon", entityId: id, before, after });
      const [view] = await withUse(tx, [after]);
      return view as AdminCouponView;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(`The code ${code} already exists`, "COUPON_CODE_EXISTS");
    throw error;
  }
}

/**
 * Deletes a coupon nobody has used (`delete:coupon:any`); a used one is switched off instead, so
 * orders keep pointing at it. @throws NotFound, Conflict (COUPON_IN_USE)
 */
export async function deleteCoupon(ctx: Ctx, id: string): Promise<void> {
  requirePermission(ctx, "delete:coupon:any");
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(couponTable).where(eq(couponTable.id, id)).for("update");
    if (!before) throw new NotFound("Coupon not found", "COUPON_NOT_FOUND");
    const [used] = await tx.db
      .select({ n: count() })
      .from(couponRedemptionTable)
      .where(eq(couponRedemptionTable.couponId, id));
    if (before.usedCount > 0 || Number(used?.n ?? 0) > 0) {
      throw new Conflict("This coupon has been used; switch it off instead", "COUPON_IN_USE");
    }
    await tx.db.delete(couponTable).where(eq(couponTable.id, id));
    await recordAudit(tx, { action: "coupon.delete", entityType: "coupon", entityId: id, before, after: null });
  });
}

/**
 * The gift card list's query (list kit, ADR 0012): search by code; filter by state (the same
 * order of tests as {@link AdminGiftCardView.state}); sort by issue date, code, balance, initial
 * value or expiry.
 */
export const GIFT_CARD_LIST = {
  sorts: ["createdAt", "code", "balanceCents", "initialCents", "expiresAt"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { state: z.enum(GIFT_CARD_STATES) },
} as const satisfies ListSpec<string, z.ZodRawShape>;
export type GiftCardListQuery = ListQuery<
  (typeof GIFT_CARD_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof GIFT_CARD_LIST.filters>>
>;

function giftStateWhere(state: GiftCardState, now: Date): SQL | undefined {
  const t = giftCardTable;
  const notExpired = or(isNull(t.expiresAt), gt(t.expiresAt, now));
  if (state === "off") return eq(t.active, false);
  if (state === "expired") return and(eq(t.active, true), lte(t.expiresAt, now));
  if (state === "spent") return and(eq(t.active, true), notExpired, eq(t.balanceCents, 0));
  return and(eq(t.active, true), notExpired, gt(t.balanceCents, 0));
}

function giftCardSource(ctx: Ctx, query: GiftCardListQuery) {
  const now = ctx.now();
  const where = and(
    searchColumns(query.q, [giftCardTable.code]),
    query.filters.state ? giftStateWhere(query.filters.state, now) : undefined,
  );
  return {
    sortColumns: {
      createdAt: giftCardTable.createdAt,
      code: giftCardTable.code,
      balanceCents: giftCardTable.balanceCents,
      initialCents: giftCardTable.initialCents,
      expiresAt: giftCardTable.expiresAt,
    },
    tiebreaker: giftCardTable.id,
    rows: async (page: { orderBy: SQL[]; limit: number; offset: number }) => {
      const rows = await ctx.db
        .select()
        .from(giftCardTable)
        .where(where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((r) => giftViewOf(r, now));
    },
    count: async () => Number((await ctx.db.select({ n: count() }).from(giftCardTable).where(where))[0]?.n ?? 0),
  };
}

/** A page of gift cards for staff (`read:coupon:any`). @throws Unauthorized, Forbidden */
export async function listGiftCards(ctx: Ctx, query: GiftCardListQuery): Promise<ListPage<AdminGiftCardView>> {
  requirePermission(ctx, "read:coupon:any");
  return runListQuery(query, giftCardSource(ctx, query));
}

/** Every gift card matching the query, for CSV (`read:coupon:any`). */
export async function exportGiftCards(ctx: Ctx, query: GiftCardListQuery): Promise<AdminGiftCardView[]> {
  requirePermission(ctx, "read:coupon:any");
  return runListExport(query, giftCardSource(ctx, query));
}

/**
 * Issues a gift card (`create:coupon:any`): its balance starts at `initialCents`.
 * @throws Invalid, Conflict (COUPON_CODE_EXISTS: a coupon or gift card has this code)
 */
export async function createGiftCard(ctx: Ctx, input: GiftCardInput): Promise<AdminGiftCardView> {
  requirePermission(ctx, "create:coupon:any");
  const data = parseInput(giftCardInputSchema, input);
  const code = codeOf(data.code);
  try {
    return await withTransaction(ctx, async (tx) => {
      await assertCodeFree(tx, code);
      const now = tx.now();
      const [row] = await tx.db
        .insert(giftCardTable)
        .values({
          id: createId("giftCard", now.getTime()),
          code,
          initialCents: data.initialCents,
          balanceCents: data.initialCents,
          expiresAt: data.expiresAt ? new Date(data.expiresAt) : null,
          active: data.active,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const created = row as GiftCardRow;
      await recordAudit(tx, {
        action: "giftCard.create",
        entityType: "giftCard",
        entityId: created.id,
        after: created,
      });
      return giftViewOf(created, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(`The code ${code} already exists`, "COUPON_CODE_EXISTS");
    throw error;
  }
}
