import type { z } from "zod";
import { requestNewsletterSignup } from "../marketing/newsletter.ts";
import { and, asc, desc, eq, ilike, inArray, lte, ne, or, sql } from "drizzle-orm";
import { auth_user } from "../customers/auth.sql.ts";
import { queueEmail } from "../mail/queue-email.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { Conflict, Invalid, NotFound, parseInput } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { type Locale, isLocale } from "../shared/locale.ts";
import { requireActor, requirePermission } from "../shared/permissions.ts";
import { ensureDefaultPriceList } from "./price-lists.ts";
import { OPEN_STAGES, STAGE_NUMBER, assertStageMove } from "./stage.ts";
import { type VatCheckResult, checkVatNumber } from "./vat-check.ts";
import { registeredNameMatches } from "./vat-name.ts";
import {
  type VatCheckStatus,
  type WholesaleStage,
  priceListTable,
  vatCheckTable,
  wholesaleApplicationTable,
} from "./wholesale.sql.ts";

import {
  type ApplicationInput,
  LIMITS,
  applicationNoteInputSchema,
  applicationNoteSchema,
  applicationSchema,
  moveApplicationInputSchema,
  moveApplicationSchema,
  normalizeInstagram,
  normalizeWebsite,
  recheckApplicationVatSchema,
  type VatCorrectionInput,
  vatCorrectionSchema,
} from "./schemas.ts";

type ApplicationRow = typeof wholesaleApplicationTable.$inferSelect;

export {
  type ApplicationInput,
  LIMITS,
  applicationNoteSchema,
  applicationSchema,
  moveApplicationSchema,
  normalizeInstagram,
  normalizeWebsite,
  type VatCorrectionInput,
  vatCorrectionSchema,
};

/** How long after an "unavailable" answer the job checks a VAT number again, doubling each time (minutes). */
export const VAT_RETRY_BASE_MINUTES = 15;
/** The retry delay never grows past this (minutes): once a day. */
export const VAT_RETRY_MAX_MINUTES = 24 * 60;
/** After this many retries the job stops; staff can still check again from the back office. */
export const VAT_MAX_RETRIES = 12;

/** The official check of one VAT number on an application, as shown to the applicant and staff. */
export interface ApplicationVat {
  vatNumber: string;
  status: VatCheckStatus;
  /** VIES request identifier / HMRC consultation number (staff view only; null for the applicant). */
  proof: string | null;
  name: string | null;
  address: string | null;
  checkedAt: string | null;
  errorCode: string | null;
  /**
   * Another account's application (not declined) gives the same number (issue 14): staff see which
   * ({@link StaffApplicationView.vatHolders}), the applicant only that it is so.
   */
  heldByAnotherAccount: boolean;
  /**
   * Staff only: whether the registered `name` is the brand's or the account holder's
   * (core/wholesale/vat-name.ts); false is flagged beside the two names. Null when there is no
   * registered name to compare, and always for the applicant.
   */
  nameMatches: boolean | null;
}

/** Another account's application giving one of this application's VAT numbers (staff view). */
export interface VatHolder {
  vatNumber: string;
  applicationId: string;
  brandName: string;
  applicantEmail: string;
  stage: WholesaleStage;
}

/** An application as its applicant (or staff) sees it. */
export interface ApplicationView {
  id: string;
  stage: WholesaleStage;
  /** Spec §4 number: contact 0, review 1, approved 2; null when declined. */
  stageNumber: number | null;
  brandName: string;
  website: string | null;
  instagram: string | null;
  zip: string;
  euVat: ApplicationVat | null;
  ukVat: ApplicationVat | null;
  newsletter: boolean;
  locale: Locale;
  declineReason: string | null;
  priceListId: string | null;
  createdAt: string;
  decidedAt: string | null;
  history: { at: string; from: WholesaleStage | null; to: WholesaleStage; note: string | null }[];
}

/** The staff view: the applicant, notes, who moved it, the VAT proofs, the next automatic re-check. */
export interface StaffApplicationView extends ApplicationView {
  userId: string;
  applicantName: string;
  applicantEmail: string;
  notes: { at: string; by: string; text: string }[];
  historyBy: string[];
  vatRetries: number;
  vatRetryAt: string | null;
  priceListName: string | null;
  /** Other accounts' applications with the same VAT number(s), oldest first (issue 14). */
  vatHolders: VatHolder[];
}

/**
 * The application's fields checked and normalised by {@link applicationSchema} (spec §3, §5).
 * @throws Invalid `REQUIRED_FIELDS` naming every missing field (`details.fields`, `field` = the first);
 *   `ZIP_INVALID`, `WEBSITE_INVALID`, `INSTAGRAM_INVALID`, `VAT_NUMBER_FORMAT` (field `euVatNumber` /
 *   `ukVatNumber`), `INVALID_INPUT` for text too long; every issue in `issues`
 */
export function validateApplication(input: ApplicationInput): z.output<typeof applicationSchema> {
  try {
    return parseInput(applicationSchema, input);
  } catch (error) {
    if (error instanceof Invalid && error.code === "REQUIRED_FIELDS") {
      const fields = error.issues.filter((issue) => issue.params.code === "REQUIRED_FIELDS").map((i) => i.field);
      Object.assign(error, { details: { fields } });
    }
    throw error;
  }
}

function vatOf(
  number: string | null,
  status: VatCheckStatus | null,
  check: typeof vatCheckTable.$inferSelect | undefined,
  staff: boolean,
): ApplicationVat | null {
  if (!number) return null;
  return {
    vatNumber: number,
    status: status ?? "unavailable",
    proof: staff ? (check?.proof ?? null) : null,
    name: check?.name ?? null,
    address: staff ? (check?.address ?? null) : null,
    checkedAt: check?.checkedAt.toISOString() ?? null,
    errorCode: check?.errorCode ?? null,
    heldByAnotherAccount: false,
    nameMatches: null,
  };
}

/**
 * Applications of other accounts, not declined, that give one of `row`'s VAT numbers (oldest
 * first, at most 20): a number belongs to one business, so staff must see who else claims it.
 */
async function vatHoldersOf(ctx: Ctx, row: ApplicationRow): Promise<VatHolder[]> {
  const numbers = [row.euVatNumber, row.ukVatNumber].filter((n): n is string => !!n);
  if (!numbers.length) return [];
  const t = wholesaleApplicationTable;
  const others = await ctx.db
    .select({ a: t, email: auth_user.email })
    .from(t)
    .innerJoin(auth_user, eq(auth_user.id, t.userId))
    .where(
      and(
        ne(t.userId, row.userId),
        ne(t.stage, "declined"),
        or(inArray(t.euVatNumber, numbers), inArray(t.ukVatNumber, numbers)),
      ),
    )
    .orderBy(asc(t.createdAt))
    .limit(20);
  return others.flatMap(({ a, email }) =>
    numbers
      .filter((n) => n === a.euVatNumber || n === a.ukVatNumber)
      .map((n) => ({
        vatNumber: n,
        applicationId: a.id,
        brandName: a.brandName,
        applicantEmail: email,
        stage: a.stage,
      })),
  );
}

/**
 * A view with its VAT numbers tied to the applicant (issue 14): each number flagged when another
 * account holds it and, for staff (`names` given: brand and account holder), whether the registered
 * name is theirs.
 */
async function tiedView<V extends ApplicationView>(
  ctx: Ctx,
  row: ApplicationRow,
  view: V,
  names?: (string | null)[],
): Promise<V & { vatHolders: VatHolder[] }> {
  const holders = await vatHoldersOf(ctx, row);
  const tie = (vat: ApplicationVat | null): ApplicationVat | null =>
    vat && {
      ...vat,
      heldByAnotherAccount: holders.some((h) => h.vatNumber === vat.vatNumber),
      nameMatches: names && vat.status === "valid" ? registeredNameMatches(vat.name, names) : null,
    };
  return { ...view, euVat: tie(view.euVat), ukVat: tie(view.ukVat), vatHolders: holders };
}

async function checksOf(ctx: Ctx, rows: ApplicationRow[]): Promise<Map<string, typeof vatCheckTable.$inferSelect>> {
  const ids = rows.flatMap((r) => [r.euVatCheckId, r.ukVatCheckId]).filter((x): x is string => !!x);
  if (!ids.length) return new Map();
  const checks = await ctx.db.select().from(vatCheckTable).where(inArray(vatCheckTable.id, ids));
  return new Map(checks.map((c) => [c.id, c]));
}

function viewOf(
  row: ApplicationRow,
  checks: Map<string, typeof vatCheckTable.$inferSelect>,
  staff = false,
): ApplicationView {
  return {
    id: row.id,
    stage: row.stage,
    stageNumber: row.stage === "declined" ? null : STAGE_NUMBER[row.stage],
    brandName: row.brandName,
    website: row.website,
    instagram: row.instagram,
    zip: row.zip,
    euVat: vatOf(row.euVatNumber, row.euVatStatus, row.euVatCheckId ? checks.get(row.euVatCheckId) : undefined, staff),
    ukVat: vatOf(row.ukVatNumber, row.ukVatStatus, row.ukVatCheckId ? checks.get(row.ukVatCheckId) : undefined, staff),
    newsletter: row.newsletter,
    locale: row.locale,
    declineReason: row.declineReason,
    priceListId: row.priceListId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    history: row.history.map((h) => ({ at: h.at, from: h.from, to: h.to, note: h.note })),
  };
}

/** When the job should check again after `retries` unavailable answers (exponential, capped). */
export function nextVatRetryAt(now: Date, retries: number): Date {
  const minutes = Math.min(VAT_RETRY_BASE_MINUTES * 2 ** retries, VAT_RETRY_MAX_MINUTES);
  return new Date(now.getTime() + minutes * 60_000);
}

async function openApplicationOf(ctx: Ctx, userId: string): Promise<ApplicationRow | undefined> {
  const [open] = await ctx.db
    .select()
    .from(wholesaleApplicationTable)
    .where(
      and(eq(wholesaleApplicationTable.userId, userId), inArray(wholesaleApplicationTable.stage, [...OPEN_STAGES])),
    );
  return open;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Applies for a wholesale account (spec §1, §3, §5; issue 7) as the signed-in customer: validates the
 * fields, checks the VAT numbers with VIES / HMRC (an "unavailable" answer does not stop the
 * application: the job checks again later), stores the application at stage `contact` (0) and queues
 * the confirmation e-mail in the applicant's language, in one transaction; with `newsletter`, then
 * starts the newsletter's double opt-in for the account's address (core/marketing/newsletter.ts).
 * The checks go to `ctx.services.vat` (never throws: service trouble is an "unavailable" answer); the
 * e-mail links to the applicant's page on `ctx.services.links.publicUrl`.
 * @throws Unauthorized (sign in first), Invalid (see {@link validateApplication}),
 *   Conflict `WHOLESALE_APPLICATION_OPEN` (409) while another application is in contact or review,
 *   Conflict `WHOLESALE_ALREADY_APPROVED` (409) when the account is already wholesale
 */
export async function submitApplication(ctx: Ctx, input: ApplicationInput): Promise<ApplicationView> {
  const actor = requireActor(ctx);
  const fields = validateApplication(input);
  if (await openApplicationOf(ctx, actor.userId)) {
    throw new Conflict("You already have an application in review", "WHOLESALE_APPLICATION_OPEN");
  }
  const [approved] = await ctx.db
    .select({ id: wholesaleApplicationTable.id })
    .from(wholesaleApplicationTable)
    .where(and(eq(wholesaleApplicationTable.userId, actor.userId), eq(wholesaleApplicationTable.stage, "approved")));
  if (approved) throw new Conflict("Your wholesale account is already approved", "WHOLESALE_ALREADY_APPROVED");

  // official checks before the transaction (network calls never hold a transaction open)
  const check = async (scheme: "eu" | "uk", vatNumber: string | null): Promise<VatCheckResult | null> => {
    if (!vatNumber) return null;
    // each application gets its own check and proof (issue 14): never another applicant's answer
    return checkVatNumber(ctx, { scheme, vatNumber, fresh: true });
  };
  const [eu, uk] = await Promise.all([check("eu", fields.euVatNumber), check("uk", fields.ukVatNumber)]);
  const now = ctx.now();
  const needsRetry =
    (!!fields.euVatNumber && eu?.status !== "valid" && eu?.status !== "invalid") ||
    (!!fields.ukVatNumber && uk?.status !== "valid" && uk?.status !== "invalid");
  const [user] = await ctx.db
    .select({ email: auth_user.email, name: auth_user.name })
    .from(auth_user)
    .where(eq(auth_user.id, actor.userId));
  if (!user) throw new NotFound("Account not found");
  const locale = isLocale(ctx.locale) ? ctx.locale : "en";
  try {
    const view = await withTransaction(ctx, async (tx) => {
      const [row] = await tx.db
        .insert(wholesaleApplicationTable)
        .values({
          id: createId("wholesaleApplication", now.getTime()),
          userId: actor.userId,
          stage: "contact",
          brandName: fields.brandName,
          website: fields.website,
          instagram: fields.instagram,
          zip: fields.zip,
          euVatNumber: fields.euVatNumber,
          euVatStatus: fields.euVatNumber ? (eu?.status ?? "unavailable") : null,
          euVatCheckId: eu?.checkId ?? null,
          ukVatNumber: fields.ukVatNumber,
          ukVatStatus: fields.ukVatNumber ? (uk?.status ?? "unavailable") : null,
          ukVatCheckId: uk?.checkId ?? null,
          vatRetries: 0,
          vatRetryAt: needsRetry ? nextVatRetryAt(now, 0) : null,
          newsletter: fields.newsletter,
          locale,
          history: [{ at: now.toISOString(), from: null, to: "contact", by: actor.userId, note: null }],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("application insert lost");
      await queueEmail(tx, {
        to: user.email,
        locale,
        template: "wholesale-application",
        related: { type: "wholesaleApplication", id: row.id },
        data: {
          event: "submitted",
          name: firstName(user.name),
          brandName: row.brandName,
          url: `${ctx.services.links.publicUrl.replace(/\/$/, "")}/user/wholesale`,
        },
      });
      return viewOf(row, await checksOf(tx, [row]));
    });
    const tied = await applicantView(ctx, view.id);
    // the form's newsletter box shows the newsletter's own consent text: the usual double opt-in
    // (a confirmation e-mail; nothing else is sent before the click), source `wholesale`
    if (fields.newsletter) {
      await requestNewsletterSignup(ctx, { email: user.email, source: "wholesale", consent: true }).catch(
        (error: unknown) => ctx.log.error({ err: error }, "wholesale newsletter sign-up failed"),
      );
    }
    return tied ?? view;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Conflict("You already have an application in review", "WHOLESALE_APPLICATION_OPEN");
    }
    throw error;
  }
}

function firstName(name: string | null | undefined): string | null {
  const n = (name ?? "").trim().split(/\s+/)[0];
  return n || null;
}

/** The signed-in customer's latest application (any stage), or null. @throws Unauthorized */
export async function getMyApplication(ctx: Ctx): Promise<ApplicationView | null> {
  const actor = requireActor(ctx);
  const [row] = await ctx.db
    .select()
    .from(wholesaleApplicationTable)
    .where(eq(wholesaleApplicationTable.userId, actor.userId))
    .orderBy(desc(wholesaleApplicationTable.createdAt))
    .limit(1);
  return row ? applicantViewOf(ctx, row) : null;
}

/** The applicant's view of a row: VAT numbers flagged when another account holds them (never who). */
async function applicantViewOf(ctx: Ctx, row: ApplicationRow): Promise<ApplicationView> {
  const { vatHolders: _holders, ...view } = await tiedView(ctx, row, viewOf(row, await checksOf(ctx, [row])));
  return view;
}

async function applicantView(ctx: Ctx, id: string): Promise<ApplicationView | null> {
  const [row] = await ctx.db.select().from(wholesaleApplicationTable).where(eq(wholesaleApplicationTable.id, id));
  return row ? applicantViewOf(ctx, row) : null;
}

/** Filters of the staff list. */
export interface ApplicationListQuery {
  stage?: WholesaleStage | "open" | null;
  /** `valid`, `invalid`, `unavailable` (either number) or `none` (no VAT number). */
  vat?: VatCheckStatus | "none" | null;
  /** Brand name, e-mail, VAT number or zip contains. */
  q?: string | null;
  sort?: "newest" | "oldest";
  offset?: number;
  limit?: number;
}

/** One row of the staff list. */
export interface ApplicationListItem {
  id: string;
  stage: WholesaleStage;
  brandName: string;
  applicantEmail: string;
  zip: string;
  euVatNumber: string | null;
  euVatStatus: VatCheckStatus | null;
  ukVatNumber: string | null;
  ukVatStatus: VatCheckStatus | null;
  createdAt: string;
  /** Another account's application (not declined) gives one of these VAT numbers (issue 14). */
  vatHeldByAnotherAccount: boolean;
}

/**
 * SQL: true when another account's application, not declined, gives one of this row's VAT numbers
 * (for the staff lists; the detail page names them, {@link StaffApplicationView.vatHolders}).
 */
export function vatHeldByAnotherAccountSql() {
  const t = wholesaleApplicationTable;
  return sql<boolean>`exists (
    select 1 from wholesale_application o
    where o.user_id <> ${t.userId} and o.stage <> 'declined'
      and (o.eu_vat_number in (${t.euVatNumber}, ${t.ukVatNumber}) or o.uk_vat_number in (${t.euVatNumber}, ${t.ukVatNumber}))
  )`;
}

/**
 * Applications for staff (`read:wholesale:any`), filtered and paged (newest first by default).
 * @returns `{ items, total, offset, limit }`
 * @throws Unauthorized | Forbidden
 */
export async function listApplications(
  ctx: Ctx,
  query: ApplicationListQuery = {},
): Promise<{ items: ApplicationListItem[]; total: number; offset: number; limit: number }> {
  requirePermission(ctx, "read:wholesale:any");
  const t = wholesaleApplicationTable;
  const limit = Math.min(Math.max(query.limit ?? 20, 1), 100);
  const offset = Math.max(query.offset ?? 0, 0);
  const where = [];
  if (query.stage === "open") where.push(inArray(t.stage, [...OPEN_STAGES]));
  else if (query.stage) where.push(eq(t.stage, query.stage));
  if (query.vat === "none") where.push(sql`${t.euVatNumber} is null and ${t.ukVatNumber} is null`);
  else if (query.vat) where.push(or(eq(t.euVatStatus, query.vat), eq(t.ukVatStatus, query.vat)));
  const q = (query.q ?? "").trim();
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(t.brandName, like),
        ilike(auth_user.email, like),
        ilike(t.euVatNumber, like),
        ilike(t.ukVatNumber, like),
        ilike(t.zip, like),
      ),
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .innerJoin(auth_user, eq(auth_user.id, t.userId))
    .where(condition);
  const rows = await ctx.db
    .select({ a: t, email: auth_user.email, held: vatHeldByAnotherAccountSql() })
    .from(t)
    .innerJoin(auth_user, eq(auth_user.id, t.userId))
    .where(condition)
    .orderBy(query.sort === "oldest" ? asc(t.createdAt) : desc(t.createdAt), desc(t.id))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map(({ a, email, held }) => ({
      id: a.id,
      stage: a.stage,
      brandName: a.brandName,
      applicantEmail: email,
      zip: a.zip,
      euVatNumber: a.euVatNumber,
      euVatStatus: a.euVatStatus,
      ukVatNumber: a.ukVatNumber,
      ukVatStatus: a.ukVatStatus,
      createdAt: a.createdAt.toISOString(),
      vatHeldByAnotherAccount: held === true,
    })),
    total: count?.n ?? 0,
    offset,
    limit,
  };
}

async function staffView(ctx: Ctx, row: ApplicationRow): Promise<StaffApplicationView> {
  const [user] = await ctx.db
    .select({ email: auth_user.email, name: auth_user.name })
    .from(auth_user)
    .where(eq(auth_user.id, row.userId));
  const [list] = row.priceListId
    ? await ctx.db
        .select({ name: priceListTable.name })
        .from(priceListTable)
        .where(eq(priceListTable.id, row.priceListId))
    : [];
  const view = await tiedView(ctx, row, viewOf(row, await checksOf(ctx, [row]), true), [
    row.brandName,
    user?.name ?? null,
  ]);
  return {
    ...view,
    userId: row.userId,
    applicantName: user?.name ?? "",
    applicantEmail: user?.email ?? "",
    notes: row.notes,
    historyBy: row.history.map((h) => h.by),
    vatRetries: row.vatRetries,
    vatRetryAt: row.vatRetryAt?.toISOString() ?? null,
    priceListName: list?.name ?? null,
  };
}

/** One application for staff (`read:wholesale:any`). @throws Unauthorized | Forbidden | NotFound */
export async function getApplication(ctx: Ctx, id: string): Promise<StaffApplicationView> {
  requirePermission(ctx, "read:wholesale:any");
  const [row] = await ctx.db.select().from(wholesaleApplicationTable).where(eq(wholesaleApplicationTable.id, id));
  if (!row) throw new NotFound("Application not found", "WHOLESALE_APPLICATION_NOT_FOUND");
  return staffView(ctx, row);
}

async function lockRow(tx: Ctx, id: string): Promise<ApplicationRow> {
  const [row] = await tx.db
    .select()
    .from(wholesaleApplicationTable)
    .where(eq(wholesaleApplicationTable.id, id))
    .for("update");
  if (!row) throw new NotFound("Application not found", "WHOLESALE_APPLICATION_NOT_FOUND");
  return row;
}

/**
 * Adds a staff note (`update:wholesale:any`), audited; the note is checked with
 * `applicationNoteSchema` (required, at most `LIMITS.note` characters, trimmed).
 * @throws Forbidden | NotFound | Invalid (field `note`)
 */
export async function addApplicationNote(
  ctx: Ctx,
  input: z.input<typeof applicationNoteInputSchema>,
): Promise<StaffApplicationView> {
  const actor = requirePermission(ctx, "update:wholesale:any");
  const { id, note: textValue } = parseInput(applicationNoteInputSchema, input);
  return withTransaction(ctx, async (tx) => {
    const row = await lockRow(tx, id);
    const now = tx.now();
    const notes = [...row.notes, { at: now.toISOString(), by: actor.userId, text: textValue }];
    const [updated] = await tx.db
      .update(wholesaleApplicationTable)
      .set({ notes, updatedAt: now })
      .where(eq(wholesaleApplicationTable.id, id))
      .returning();
    await recordAudit(tx, {
      action: "wholesaleApplication.note.create",
      entityType: "wholesaleApplication",
      entityId: id,
      before: null,
      after: { note: textValue },
    });
    return staffView(tx, updated as ApplicationRow);
  });
}

/** Input of {@link moveApplication} (`moveApplicationInputSchema`: the move and the application's `id`). */
export type MoveInput = z.input<typeof moveApplicationInputSchema>;

/**
 * Moves an application (staff, `update:wholesale:any`; ADR 0015): contact → review, review → approved,
 * contact/review → declined (with a reason). Approving gives the account the `wholesale` role (Better
 * Auth admin plugin's `role` column, comma-separated) and a price list, and e-mails the applicant;
 * declining e-mails the reason. One transaction with the audit entry and the e-mail.
 * @throws Forbidden | NotFound | Conflict `WHOLESALE_STAGE_CONFLICT` (e.g. contact → approved) |
 *   Invalid `REASON_REQUIRED` | NotFound `PRICE_LIST_NOT_FOUND`
 */
export async function moveApplication(ctx: Ctx, raw: MoveInput): Promise<StaffApplicationView> {
  const actor = requirePermission(ctx, "update:wholesale:any");
  const { id, ...input } = parseInput(moveApplicationInputSchema, raw);
  const reason = input.reason || null;
  if (input.to === "declined" && !reason)
    throw new Invalid("Give the reason for declining", "reason", "REASON_REQUIRED");
  return withTransaction(ctx, async (tx) => {
    const row = await lockRow(tx, id);
    assertStageMove(row.stage, input.to);
    const now = tx.now();
    let priceListId: string | null = row.priceListId;
    if (input.to === "approved") {
      if (input.priceListId) {
        const [list] = await tx.db.select().from(priceListTable).where(eq(priceListTable.id, input.priceListId));
        if (!list) throw new NotFound("Price list not found", "PRICE_LIST_NOT_FOUND");
        priceListId = list.id;
      } else {
        priceListId = await ensureDefaultPriceList(tx);
      }
      const [user] = await tx.db
        .select({ role: auth_user.role })
        .from(auth_user)
        .where(eq(auth_user.id, row.userId))
        .for("update");
      const roles = new Set(
        (user?.role ?? "customer")
          .split(",")
          .map((r) => r.trim())
          .filter(Boolean),
      );
      roles.add("wholesale");
      await tx.db
        .update(auth_user)
        .set({ role: [...roles].join(","), updatedAt: now })
        .where(eq(auth_user.id, row.userId));
    }
    const decided = input.to === "approved" || input.to === "declined";
    const [updated] = await tx.db
      .update(wholesaleApplicationTable)
      .set({
        stage: input.to,
        priceListId,
        declineReason: input.to === "declined" ? reason : row.declineReason,
        decidedAt: decided ? now : row.decidedAt,
        history: [
          ...row.history,
          { at: now.toISOString(), from: row.stage, to: input.to, by: actor.userId, note: reason },
        ],
        updatedAt: now,
      })
      .where(eq(wholesaleApplicationTable.id, id))
      .returning();
    await recordAudit(tx, {
      action: "wholesaleApplication.stage.update",
      entityType: "wholesaleApplication",
      entityId: id,
      before: { stage: row.stage },
      after: { stage: input.to, reason, priceListId },
    });
    if (decided) {
      const [user] = await tx.db
        .select({ email: auth_user.email, name: auth_user.name })
        .from(auth_user)
        .where(eq(auth_user.id, row.userId));
      if (user) {
        await queueEmail(tx, {
          to: user.email,
          locale: row.locale,
          template: "wholesale-application",
          related: { type: "wholesaleApplication", id },
          data: {
            event: input.to === "approved" ? "approved" : "declined",
            name: firstName(user.name),
            brandName: row.brandName,
            reason: input.to === "declined" ? reason : null,
            url: `${ctx.services.links.publicUrl.replace(/\/$/, "")}${input.to === "approved" ? "/product/search" : "/user/wholesale"}`,
          },
        });
      }
    }
    return staffView(tx, updated as ApplicationRow);
  });
}

/**
 * Checks an application's VAT numbers again now (staff button, or the job): fresh answers from VIES /
 * HMRC replace the stored ones when definite; an "unavailable" answer schedules the next try.
 * The checks go to `ctx.services.vat`.
 * @param staff true for the staff button (needs `update:wholesale:any`, audited); false for the job
 * @throws Forbidden | NotFound
 */
export async function recheckApplicationVat(
  ctx: Ctx,
  input: z.input<typeof recheckApplicationVatSchema>,
): Promise<ApplicationView> {
  const { id, staff } = parseInput(recheckApplicationVatSchema, input);
  if (staff) requirePermission(ctx, "update:wholesale:any");
  const [current] = await ctx.db.select().from(wholesaleApplicationTable).where(eq(wholesaleApplicationTable.id, id));
  if (!current) throw new NotFound("Application not found", "WHOLESALE_APPLICATION_NOT_FOUND");
  const eu = current.euVatNumber
    ? await checkVatNumber(ctx, { scheme: "eu", vatNumber: current.euVatNumber, fresh: true })
    : null;
  const uk = current.ukVatNumber
    ? await checkVatNumber(ctx, { scheme: "uk", vatNumber: current.ukVatNumber, fresh: true })
    : null;
  return withTransaction(ctx, async (tx) => {
    const row = await lockRow(tx, id);
    const now = tx.now();
    // a definite answer replaces the stored one; "unavailable" keeps what we knew (a valid number stays valid)
    const pick = (prev: VatCheckStatus | null, prevId: string | null, r: VatCheckResult | null) =>
      r && (r.status !== "unavailable" || prev === null || prev === "unavailable")
        ? { status: r.status, id: r.checkId }
        : { status: prev, id: prevId };
    const e = pick(row.euVatStatus, row.euVatCheckId, eu);
    const u = pick(row.ukVatStatus, row.ukVatCheckId, uk);
    const stillUnknown =
      (row.euVatNumber && eu?.status === "unavailable") || (row.ukVatNumber && uk?.status === "unavailable");
    const retries = stillUnknown ? row.vatRetries + 1 : row.vatRetries;
    const [updated] = await tx.db
      .update(wholesaleApplicationTable)
      .set({
        euVatStatus: e.status,
        euVatCheckId: e.id,
        ukVatStatus: u.status,
        ukVatCheckId: u.id,
        vatRetries: retries,
        vatRetryAt: stillUnknown && retries < VAT_MAX_RETRIES ? nextVatRetryAt(now, retries) : null,
        updatedAt: now,
      })
      .where(eq(wholesaleApplicationTable.id, id))
      .returning();
    if (staff) {
      await recordAudit(tx, {
        action: "wholesaleApplication.vat.recheck",
        entityType: "wholesaleApplication",
        entityId: id,
        before: { euVatStatus: row.euVatStatus, ukVatStatus: row.ukVatStatus },
        after: { euVatStatus: e.status, ukVatStatus: u.status },
      });
    }
    return viewOf(updated as ApplicationRow, await checksOf(tx, [updated as ApplicationRow]), staff);
  });
}

/** Input of {@link correctApplicationVat}: the numbers as typed; an absent field keeps its number, an empty one removes it. */

/**
 * The applicant corrects the VAT number(s) of their open application (issue 14): e.g. after VIES said
 * the number is not registered (such a buyer pays VAT). Each new number gets its own fresh official
 * check and proof (`ctx.services.vat`), as at submission; the move is recorded in the history and audited.
 * @throws Unauthorized; NotFound `WHOLESALE_APPLICATION_NOT_FOUND` without an open (contact or review)
 *   application; Invalid `VAT_NUMBER_FORMAT` (field `euVatNumber` / `ukVatNumber`)
 */
export async function correctApplicationVat(ctx: Ctx, raw: VatCorrectionInput): Promise<ApplicationView> {
  const actor = requireActor(ctx);
  const input = parseInput(vatCorrectionSchema, raw);
  const open = await openApplicationOf(ctx, actor.userId);
  if (!open) throw new NotFound("You have no application in review", "WHOLESALE_APPLICATION_NOT_FOUND");
  const given = (field: "euVatNumber" | "ukVatNumber") => input[field] !== undefined && input[field] !== null;
  const typed = validateApplication({
    brandName: open.brandName,
    zip: open.zip,
    euVatNumber: given("euVatNumber") ? input.euVatNumber : open.euVatNumber,
    ukVatNumber: given("ukVatNumber") ? input.ukVatNumber : open.ukVatNumber,
  });
  const check = async (scheme: "eu" | "uk", vatNumber: string | null) =>
    vatNumber ? checkVatNumber(ctx, { scheme, vatNumber, fresh: true }) : null;
  const [eu, uk] = await Promise.all([check("eu", typed.euVatNumber), check("uk", typed.ukVatNumber)]);
  const row = await withTransaction(ctx, async (tx) => {
    const current = await lockRow(tx, open.id);
    if (!OPEN_STAGES.includes(current.stage)) {
      throw new NotFound("You have no application in review", "WHOLESALE_APPLICATION_NOT_FOUND");
    }
    const now = tx.now();
    const unknown =
      (!!typed.euVatNumber && eu?.status !== "valid" && eu?.status !== "invalid") ||
      (!!typed.ukVatNumber && uk?.status !== "valid" && uk?.status !== "invalid");
    const [updated] = await tx.db
      .update(wholesaleApplicationTable)
      .set({
        euVatNumber: typed.euVatNumber,
        euVatStatus: typed.euVatNumber ? (eu?.status ?? "unavailable") : null,
        euVatCheckId: eu?.checkId ?? null,
        ukVatNumber: typed.ukVatNumber,
        ukVatStatus: typed.ukVatNumber ? (uk?.status ?? "unavailable") : null,
        ukVatCheckId: uk?.checkId ?? null,
        vatRetries: 0,
        vatRetryAt: unknown ? nextVatRetryAt(now, 0) : null,
        history: [
          ...current.history,
          {
            at: now.toISOString(),
            from: current.stage,
            to: current.stage,
            by: actor.userId,
            note: "VAT number corrected",
          },
        ],
        updatedAt: now,
      })
      .where(eq(wholesaleApplicationTable.id, current.id))
      .returning();
    await recordAudit(tx, {
      action: "wholesaleApplication.vat.correct",
      entityType: "wholesaleApplication",
      entityId: current.id,
      before: { euVatNumber: current.euVatNumber, ukVatNumber: current.ukVatNumber },
      after: { euVatNumber: typed.euVatNumber, ukVatNumber: typed.ukVatNumber },
    });
    return updated as ApplicationRow;
  });
  return applicantViewOf(ctx, row);
}

/**
 * The job's pass (jobs/workers/recheck-vat.ts): re-checks applications whose VAT answer was
 * "unavailable" and whose retry time has come, oldest first, at most `limit` per run, with
 * `ctx.services.vat`.
 * @returns how many were checked
 */
export async function recheckDueVatNumbers(ctx: Ctx, limit = 20): Promise<number> {
  const due = await ctx.db
    .select({ id: wholesaleApplicationTable.id })
    .from(wholesaleApplicationTable)
    .where(lte(wholesaleApplicationTable.vatRetryAt, ctx.now()))
    .orderBy(asc(wholesaleApplicationTable.vatRetryAt))
    .limit(limit);
  for (const { id } of due) {
    try {
      await recheckApplicationVat(ctx, { id, staff: false });
    } catch (error) {
      ctx.log.error({ err: error, applicationId: id }, "VAT re-check failed");
    }
  }
  return due.length;
}

/**
 * The buyer's business status for VAT (core/tax/tax-rule.ts `business`): an approved wholesale
 * account whose EU VAT number VIES confirmed and that was not issued by Portugal (Art. 138(1)(b)) —
 * an unverified or invalid number, or none, means normal VAT (issue 7).
 * @returns null for anyone else (consumers, unapproved applicants, anonymous)
 */
export async function businessTaxStatus(
  ctx: Ctx,
  userId: string | null | undefined,
): Promise<{ vatNumberValidated: boolean; vatNumber: string | null; name: string | null } | null> {
  if (!userId) return null;
  const [row] = await ctx.db
    .select()
    .from(wholesaleApplicationTable)
    .where(and(eq(wholesaleApplicationTable.userId, userId), eq(wholesaleApplicationTable.stage, "approved")))
    .orderBy(desc(wholesaleApplicationTable.decidedAt))
    .limit(1);
  if (!row) return null;
  const euValid =
    !!row.euVatNumber &&
    row.euVatStatus === "valid" &&
    !row.euVatNumber.startsWith("PT") &&
    !row.euVatNumber.startsWith("XI");
  return { vatNumberValidated: euValid, vatNumber: row.euVatNumber ?? row.ukVatNumber, name: row.brandName };
}
