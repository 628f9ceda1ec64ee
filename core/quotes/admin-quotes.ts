import type { BlankSnapshot } from "../customization/blanks.ts";
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { auth_user } from "../customers/auth.sql.ts";
import type { DesignDocument } from "../customization/design-document.ts";
import { designTable } from "../customization/design.sql.ts";
import type { PreflightWarning } from "../customization/preflight.ts";
import type { QuoteUpdateData } from "../mail/templates/quote-update.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { type ListPage, type ListQuery, type ListSpec, runListQuery } from "../shared/list-query.ts";
import { requirePermission } from "../shared/permissions.ts";
import { QUOTE_STATUSES, type QuoteStatus, assertQuoteTransition } from "./quote-status.ts";
import { notifyQuote, quoteUnits } from "./notify-quote.ts";
import { declineQuoteInputSchema, priceQuoteInputSchema } from "./schemas.ts";
import { type QuoteEvent, quoteTable } from "./quotes.sql.ts";

type QuoteRow = typeof quoteTable.$inferSelect;

/** Staff's quote list query (`/admin/quote/list`, `GET /api/admin/quote`). */
export const adminQuoteQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  q: z.string().trim().max(120).optional(),
  sort: z.enum(["createdAt", "status", "expiresAt"]).default("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminQuoteQuery = z.input<typeof adminQuoteQuerySchema>;

/** A row of the staff quote list. Money in EUR cents incl. VAT. */
export interface AdminQuoteRow {
  id: string;
  status: QuoteStatus;
  designName: string;
  garmentType: string;
  units: number;
  customerEmail: string;
  customerName: string;
  estimateCents: number | null;
  quotedTotalCents: number | null;
  expiresAt: string | null;
  orderId: string | null;
  createdAt: string;
}

/** One quote for staff: the row plus the frozen design, its preview images, messages and history. */
export interface AdminQuoteView extends AdminQuoteRow {
  customerId: string;
  designId: string;
  designVersion: number;
  document: DesignDocument;
  sizes: Record<string, number>;
  frontImageUrl: string | null;
  backImageUrl: string | null;
  message: string;
  shopMessage: string | null;
  history: QuoteEvent[];
  /** What staff may do now: price it (in review), withdraw the offer to revise it (pending approval), decline (in review). */
  actions: ("price" | "decline" | "reopen")[];
  /** The 3D product the design was made on (`tpr_…`): its option names label the document. */
  threeProductId: string;
  /** The blank the design is made on, as quoted (issue 20; every language); null for quotes before blanks. */
  blank: BlankSnapshot | null;
  /**
   * The design as it is now (staff's quote page, issue 20): its version (null when the customer
   * deleted it) and the preflight warnings of its last save. When the version is the quoted one,
   * those are the quoted design's warnings; the tech pack always shows the design as it is now.
   */
  currentDesign: { version: number; preflight: PreflightWarning[] } | null;
}

const SORTS = { createdAt: quoteTable.createdAt, status: quoteTable.status, expiresAt: quoteTable.expiresAt } as const;

function rowOf(q: QuoteRow, user: { email: string; name: string } | null): AdminQuoteRow {
  return {
    id: q.id,
    status: q.status,
    designName: q.designSnapshot.name,
    garmentType: q.designSnapshot.garmentType,
    units: quoteUnits(q),
    customerEmail: user?.email ?? "",
    customerName: user?.name ?? "",
    estimateCents: q.designSnapshot.estimateCents,
    quotedTotalCents: q.quotedTotalCents,
    expiresAt: q.expiresAt?.toISOString() ?? null,
    orderId: q.orderId,
    createdAt: q.createdAt.toISOString(),
  };
}

/**
 * Quotes for staff (`read:quote:any`), newest first unless sorted otherwise; `q` searches the
 * customer's e-mail or name and the design's name. @throws Unauthorized, Forbidden, Invalid (bad query, 400)
 */
export async function listQuotesForStaff(
  ctx: Ctx,
  input: AdminQuoteQuery,
): Promise<{ rows: AdminQuoteRow[]; total: number; offset: number; limit: number }> {
  requirePermission(ctx, "read:quote:any");
  const q = parseInput(adminQuoteQuerySchema, input);
  const parts = [];
  if (q.status) parts.push(eq(quoteTable.status, q.status));
  if (q.q) {
    const term = `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(auth_user.email, term),
        ilike(auth_user.name, term),
        sql`${quoteTable.designSnapshot}->>'name' ilike ${term}`,
      ),
    );
  }
  const where = parts.length ? and(...parts) : undefined;
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(quoteTable)
    .innerJoin(auth_user, eq(auth_user.id, quoteTable.userId))
    .where(where);
  const column = SORTS[q.sort];
  const rows = await ctx.db
    .select({ quote: quoteTable, email: auth_user.email, name: auth_user.name })
    .from(quoteTable)
    .innerJoin(auth_user, eq(auth_user.id, quoteTable.userId))
    .where(where)
    .orderBy(q.dir === "asc" ? asc(column) : desc(column), desc(quoteTable.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    rows: rows.map((r) => rowOf(r.quote, { email: r.email, name: r.name })),
    total: Number(counted?.n ?? 0),
    offset: q.offset,
    limit: q.limit,
  };
}

async function loadQuote(ctx: Ctx, id: string, lock = false) {
  const query = ctx.db
    .select({ quote: quoteTable, email: auth_user.email, name: auth_user.name })
    .from(quoteTable)
    .innerJoin(auth_user, eq(auth_user.id, quoteTable.userId))
    .where(eq(quoteTable.id, id));
  const [row] = lock ? await query.for("update", { of: quoteTable }) : await query;
  if (!row) throw new NotFound("Quote not found", "QUOTE_NOT_FOUND");
  return row;
}

function viewOf(
  q: QuoteRow,
  user: { email: string; name: string },
  currentDesign: AdminQuoteView["currentDesign"] = null,
): AdminQuoteView {
  const actions: AdminQuoteView["actions"] = [];
  if (q.status === "in_review") actions.push("price", "decline");
  if (q.status === "pending_approval") actions.push("reopen");
  const image = (id: string | null) => (id ? `/media/upload/${encodeURIComponent(id)}` : null);
  return {
    ...rowOf(q, user),
    customerId: q.userId,
    designId: q.designId,
    designVersion: q.designSnapshot.version,
    document: q.designSnapshot.document,
    sizes: q.designSnapshot.document.sizes,
    frontImageUrl: image(q.designSnapshot.frontImageId),
    backImageUrl: image(q.designSnapshot.backImageId),
    message: q.message,
    shopMessage: q.shopMessage,
    history: q.history,
    actions,
    threeProductId: q.designSnapshot.threeProductId,
    blank: q.designSnapshot.blank ?? null,
    currentDesign,
  };
}

/**
 * One quote for staff (`read:quote:any`), with the design as it is now (version, preflight warnings).
 * @throws Unauthorized, Forbidden, NotFound (QUOTE_NOT_FOUND)
 */
export async function getQuoteForStaff(ctx: Ctx, id: string): Promise<AdminQuoteView> {
  requirePermission(ctx, "read:quote:any");
  const row = await loadQuote(ctx, id);
  const [design] = await ctx.db
    .select({ version: designTable.version, preflight: designTable.preflight })
    .from(designTable)
    .where(eq(designTable.id, row.quote.designId));
  return viewOf(row.quote, row, design ?? null);
}

/** Latest expiry staff may give an offer, in days from now. */
export const MAX_QUOTE_VALID_DAYS = 90;

export { declineQuoteSchema, priceQuoteSchema } from "./schemas.ts";

/** Largest offer total, EUR cents (€1,000,000). */
export const MAX_QUOTE_TOTAL_CENTS = 100_000_000;

/**
 * The offer's total for `units` units from a unit price, or a total checked to be a whole number of
 * cents per unit. @throws Invalid (QUOTE_TOTAL_NOT_PER_UNIT with the two nearest totals that are;
 * QUOTE_TOTAL_TOO_LARGE)
 */
export function quoteTotalOf(units: number, price: { unitCents?: number; totalCents?: number }): number {
  const n = Math.max(1, units);
  let total: number;
  if (price.unitCents !== undefined) {
    total = price.unitCents * n;
  } else {
    total = price.totalCents ?? 0;
    if (total % n !== 0) {
      const lower = Math.floor(total / n) * n;
      const higher = lower + n;
      throw new Invalid(
        `A quote is a price per unit: for ${n} units the total must be a multiple of ${n} cents (e.g. ${lower} or ${higher})`,
        "totalCents",
        "QUOTE_TOTAL_NOT_PER_UNIT",
      );
    }
  }
  if (total > MAX_QUOTE_TOTAL_CENTS) {
    throw new Invalid("The offer's total is over €1,000,000", "unitCents", "QUOTE_TOTAL_TOO_LARGE");
  }
  return total;
}

async function move(
  ctx: Ctx,
  id: string,
  to: QuoteStatus,
  change: Partial<QuoteRow>,
  note: string | null,
  email: QuoteUpdateData["event"] | null,
): Promise<AdminQuoteView> {
  return withTransaction(ctx, async (tx) => {
    const row = await loadQuote(tx, id, true);
    assertQuoteTransition(row.quote.status, to, "shop");
    const now = tx.now();
    const [updated] = await tx.db
      .update(quoteTable)
      .set({
        ...change,
        status: to,
        history: [...row.quote.history, { at: now.toISOString(), from: row.quote.status, to, by: "shop", note }],
        updatedAt: now,
      })
      .where(eq(quoteTable.id, id))
      .returning();
    const quote = updated as QuoteRow;
    const audited = (q: QuoteRow) => ({
      status: q.status,
      quotedTotalCents: q.quotedTotalCents,
      expiresAt: q.expiresAt,
      shopMessage: q.shopMessage,
    });
    await recordAudit(tx, {
      action: `quote.${to === "pending_approval" ? "price" : to === "declined" ? "decline" : "reopen"}`,
      entityType: "quote",
      entityId: id,
      before: audited(row.quote),
      after: { ...audited(quote), note },
    });
    if (email) await notifyQuote(tx, quote, row, email, note);
    return viewOf(quote, row);
  });
}

/**
 * Prices a quote in review (`update:quote:any`): `pending_approval` with the total (unit price ×
 * units) and expiry; the customer is e-mailed (quote answered, linking to the quote on
 * `ctx.services.links.publicUrl`) and may approve until it expires.
 * @throws Unauthorized, Forbidden, NotFound, Invalid (expiry in the past or too far,
 *   QUOTE_TOTAL_NOT_PER_UNIT, QUOTE_TOTAL_TOO_LARGE), Conflict (QUOTE_STATUS_CONFLICT)
 */
export async function priceQuote(ctx: Ctx, input: z.input<typeof priceQuoteInputSchema>): Promise<AdminQuoteView> {
  requirePermission(ctx, "update:quote:any");
  const { id, unitCents, totalCents: asked, expiresOn, message } = parseInput(priceQuoteInputSchema, input);
  const totalCents = quoteTotalOf(quoteUnits((await loadQuote(ctx, id)).quote), { unitCents, totalCents: asked });
  const expiresAt = new Date(`${expiresOn}T23:59:59.999Z`);
  const now = ctx.now();
  if (expiresAt <= now) throw new Invalid("The offer must end in the future", "expiresOn", "QUOTE_EXPIRY_PAST");
  if (expiresAt.getTime() - now.getTime() > (MAX_QUOTE_VALID_DAYS + 1) * 86_400_000) {
    throw new Invalid(`An offer holds at most ${MAX_QUOTE_VALID_DAYS} days`, "expiresOn", "QUOTE_EXPIRY_TOO_FAR");
  }
  return move(
    ctx,
    id,
    "pending_approval",
    { quotedTotalCents: totalCents, shopMessage: message || null, expiresAt },
    message || null,
    "answered",
  );
}

/**
 * Declines a quote request in review (`update:quote:any`) with a reason the customer is e-mailed
 * (linking to the quote on `ctx.services.links.publicUrl`).
 * @throws Unauthorized, Forbidden, NotFound, Invalid (no reason), Conflict (QUOTE_STATUS_CONFLICT)
 */
export async function declineQuoteAsShop(
  ctx: Ctx,
  input: z.input<typeof declineQuoteInputSchema>,
): Promise<AdminQuoteView> {
  requirePermission(ctx, "update:quote:any");
  const { id, reason } = parseInput(declineQuoteInputSchema, input);
  return move(ctx, id, "declined", {}, reason, "declined");
}

/**
 * Withdraws an offer the customer has not approved yet, to revise it (`pending_approval →
 * in_review`, `update:quote:any`); the old price and expiry are cleared. No e-mail: the revised
 * price is e-mailed when it is set.
 * @throws Unauthorized, Forbidden, NotFound, Conflict (QUOTE_STATUS_CONFLICT)
 */
export async function reopenQuote(ctx: Ctx, id: string): Promise<AdminQuoteView> {
  requirePermission(ctx, "update:quote:any");
  return move(ctx, id, "in_review", { quotedTotalCents: null, expiresAt: null }, "offer withdrawn to revise", null);
}

/** The staff quote list in the admin list kit's terms (page `/admin/quote/list`). */
export const QUOTE_LIST = {
  sorts: ["createdAt", "status", "expiresAt"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { status: z.enum(QUOTE_STATUSES) },
} as const satisfies ListSpec<string, z.ZodRawShape>;
export type QuoteListQuery = ListQuery<
  (typeof QUOTE_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof QUOTE_LIST.filters>>
>;

/** A page of quotes for the admin list page (`read:quote:any`). @throws Unauthorized, Forbidden */
export async function listQuotesPage(ctx: Ctx, query: QuoteListQuery): Promise<ListPage<AdminQuoteRow>> {
  requirePermission(ctx, "read:quote:any");
  const parts = [];
  if (query.filters.status) parts.push(eq(quoteTable.status, query.filters.status));
  if (query.q) {
    const term = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(auth_user.email, term),
        ilike(auth_user.name, term),
        sql`${quoteTable.designSnapshot}->>'name' ilike ${term}`,
      ),
    );
  }
  const where = parts.length ? and(...parts) : undefined;
  return runListQuery(query, {
    sortColumns: SORTS,
    tiebreaker: quoteTable.id,
    rows: async (page) =>
      (
        await ctx.db
          .select({ quote: quoteTable, email: auth_user.email, name: auth_user.name })
          .from(quoteTable)
          .innerJoin(auth_user, eq(auth_user.id, quoteTable.userId))
          .where(where)
          .orderBy(...page.orderBy)
          .limit(page.limit)
          .offset(page.offset)
      ).map((r) => rowOf(r.quote, { email: r.email, name: r.name })),
    count: async () =>
      Number(
        (
          await ctx.db
            .select({ n: count() })
            .from(quoteTable)
            .innerJoin(auth_user, eq(auth_user.id, quoteTable.userId))
            .where(where)
        )[0]?.n ?? 0,
      ),
  });
}
