import { randomBytes } from "node:crypto";
import { type SQL, and, count, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { hashToken } from "../cart/cart-ref.ts";
import { queueEmail } from "../mail/queue-email.ts";
import type { NewsletterWelcomeData } from "../mail/templates/newsletter-welcome.ts";
import { type Ctx, withTransaction } from "../shared/ctx.ts";
import { NotFound, parseInput } from "../shared/errors.ts";
import { createId, randomCode } from "../shared/ids.ts";
import {
  type ListPage,
  type ListQuery,
  type ListSpec,
  runListExport,
  runListQuery,
  searchColumns,
} from "../shared/list-query.ts";
import { LOCALES, type Locale, isLocale } from "../shared/locale.ts";
import { requirePermission } from "../shared/permissions.ts";
import { couponTable } from "./marketing.sql.ts";
import { NEWSLETTER_CONSENT_TEXT } from "./newsletter-consent.ts";
import { newsletterSignupSchema } from "./schemas.ts";

export { NEWSLETTER_CONSENT_TEXT };
import {
  NEWSLETTER_SOURCES,
  NEWSLETTER_STATUSES,
  type NewsletterSource,
  type NewsletterStatus,
  newsletterSubscriberTable,
  newsletterTokenTable,
} from "./newsletter.sql.ts";

/** How long a confirmation link works. */
export const CONFIRM_VALID_DAYS = 7;
/** The welcome coupon (ADR 0017): 10 % off one order, valid 60 days, once per address ever. */
export const WELCOME_COUPON = { percentBp: 1000, validDays: 60 } as const;
/** A confirmation e-mail is sent again for the same address at most this often (no mail bombing). */
export const CONFIRM_RESEND_MS = 5 * 60_000;

export { newsletterSignupSchema } from "./schemas.ts";

/** A new link token: 32 random bytes, base64url (256 bits: unguessable). Only its SHA-256 is stored. */
export function newNewsletterToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function issueToken(
  ctx: Ctx,
  subscriberId: string,
  purpose: "confirm" | "unsubscribe",
  expiresAt: Date | null,
): Promise<string> {
  const token = newNewsletterToken();
  const now = ctx.now();
  await ctx.db.insert(newsletterTokenTable).values({
    id: createId("newsletterToken", now.getTime()),
    subscriberId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

/** Links of the confirmation and unsubscribe pages, and the one-click unsubscribe endpoint (RFC 8058). */
export function newsletterLinks(publicUrl: string, token: string) {
  const base = publicUrl.replace(/\/$/, "");
  const q = encodeURIComponent(token);
  return {
    confirm: `${base}/newsletter/confirm?token=${q}`,
    unsubscribePage: `${base}/newsletter/unsubscribe?token=${q}`,
    oneClick: `${base}/api/newsletter/unsubscribe?token=${q}`,
  };
}

/**
 * Newsletter sign-up, step one (spec §1; issue 8; integrations.md §8): records the request (time,
 * network address, source, the consent text shown, language) and e-mails a confirmation link.
 * Nothing else is ever sent before the click. The answer is the same whatever the address's
 * state, so the form does not reveal who is subscribed (the link's origin is
 * `ctx.services.links.publicUrl`):
 * - new, pending or unsubscribed address → pending, a new confirmation link (earlier links stay
 *   valid until they expire), unless one went out less than 5 minutes ago;
 * - already subscribed → nothing sent.
 * @throws Invalid (field errors: e-mail, consent)
 */
export async function requestNewsletterSignup(
  ctx: Ctx,
  input: { email: unknown; source?: unknown; consent: unknown; ip?: string | null },
): Promise<{ status: "check-inbox" }> {
  const fields = parseInput(newsletterSignupSchema, {
    email: input.email,
    source: input.source,
    consent: input.consent,
  });
  const email = fields.email.toLowerCase();
  const locale = ctx.locale;
  await withTransaction(ctx, async (tx) => {
    const now = tx.now();
    // one sign-up per address at a time (a double submit must not send two e-mails)
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`);
    const [existing] = await tx.db
      .select()
      .from(newsletterSubscriberTable)
      .where(eq(newsletterSubscriberTable.email, email));
    if (existing?.status === "subscribed") return;
    if (
      existing?.status === "pending" &&
      existing.lastConfirmationSentAt &&
      now.getTime() - existing.lastConfirmationSentAt.getTime() < CONFIRM_RESEND_MS
    ) {
      return;
    }
    const record = {
      locale,
      status: "pending" as const,
      source: fields.source,
      consentText: NEWSLETTER_CONSENT_TEXT[locale],
      requestedAt: now,
      requestIp: input.ip ?? null,
      confirmedAt: null,
      confirmIp: null,
      lastConfirmationSentAt: now,
      updatedAt: now,
    };
    let subscriberId: string;
    if (existing) {
      subscriberId = existing.id;
      await tx.db.update(newsletterSubscriberTable).set(record).where(eq(newsletterSubscriberTable.id, existing.id));
    } else {
      subscriberId = createId("newsletterSubscriber", now.getTime());
      await tx.db.insert(newsletterSubscriberTable).values({ id: subscriberId, email, createdAt: now, ...record });
    }
    const token = await issueToken(
      tx,
      subscriberId,
      "confirm",
      new Date(now.getTime() + CONFIRM_VALID_DAYS * 24 * 60 * 60_000),
    );
    await queueEmail(tx, {
      to: email,
      locale,
      template: "newsletter-confirm",
      data: { confirmUrl: newsletterLinks(ctx.services.links.publicUrl, token).confirm, validDays: CONFIRM_VALID_DAYS },
      related: { type: "newsletterSubscriber", id: subscriberId },
    });
  });
  return { status: "check-inbox" };
}

/** A welcome coupon code: `WELCOME-` + 8 Crockford base32 characters. */
function welcomeCode(): string {
  return `WELCOME-${randomCode(8)}`;
}

/** The List-Unsubscribe headers of RFC 2369 and RFC 8058 (one-click), for a newsletter e-mail. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * Queues a newsletter e-mail to a subscriber (the welcome now; campaigns later): a fresh
 * single-use unsubscribe token, the unsubscribe link in the footer, and the `List-Unsubscribe` +
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers (RFC 8058; Gmail/Yahoo bulk-sender
 * rules) pointing at `POST /api/newsletter/unsubscribe` on `ctx.services.links.publicUrl`. Call inside
 * the caller's transaction.
 */
export async function queueNewsletterEmail(
  ctx: Ctx,
  subscriber: { id: string; email: string; locale: string },
  data: Omit<NewsletterWelcomeData, "unsubscribeUrl">,
): Promise<void> {
  const token = await issueToken(ctx, subscriber.id, "unsubscribe", null);
  const links = newsletterLinks(ctx.services.links.publicUrl, token);
  await queueEmail(ctx, {
    to: subscriber.email,
    locale: isLocale(subscriber.locale) ? subscriber.locale : undefined,
    template: "newsletter-welcome",
    data: { ...data, unsubscribeUrl: links.unsubscribePage },
    headers: listUnsubscribeHeaders(links.oneClick),
    related: { type: "newsletterSubscriber", id: subscriber.id },
  });
}

async function useToken(ctx: Ctx, token: string, purpose: "confirm" | "unsubscribe") {
  if (!TOKEN_SHAPE.test(token)) return null;
  const now = ctx.now();
  const [used] = await ctx.db
    .update(newsletterTokenTable)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(newsletterTokenTable.tokenHash, hashToken(token)),
        eq(newsletterTokenTable.purpose, purpose),
        isNull(newsletterTokenTable.usedAt),
        sql`(${newsletterTokenTable.expiresAt} is null or ${newsletterTokenTable.expiresAt} > ${now})`,
      ),
    )
    .returning();
  return used ?? null;
}

/**
 * Newsletter sign-up, step two: the confirmation link. The token works once (a guarded UPDATE
 * marks it used, so two clicks at once confirm once) and within 7 days. The subscriber becomes
 * `subscribed` with the confirmation time and address, and — the first time this address ever
 * confirms — gets the one-time welcome coupon (10 % off one order, 60 days, one use) by e-mail,
 * with the unsubscribe link and headers (links on `ctx.services.links.publicUrl`).
 * @returns the coupon code (null when the address had one before)
 * @throws NotFound (NEWSLETTER_TOKEN_INVALID) for an unknown, used or expired token
 */
export async function confirmNewsletter(
  ctx: Ctx,
  input: { token: string; ip?: string | null },
): Promise<{ email: string; couponCode: string | null }> {
  return withTransaction(ctx, async (tx) => {
    const used = await useToken(tx, input.token, "confirm");
    if (!used) throw new NotFound("This link is no longer valid", "NEWSLETTER_TOKEN_INVALID");
    const [sub] = await tx.db
      .select()
      .from(newsletterSubscriberTable)
      .where(eq(newsletterSubscriberTable.id, used.subscriberId))
      .for("update");
    if (!sub) throw new NotFound("This link is no longer valid", "NEWSLETTER_TOKEN_INVALID");
    const now = tx.now();
    // every other open confirmation link of this address stops working too
    await tx.db
      .update(newsletterTokenTable)
      .set({ usedAt: now, updatedAt: now })
      .where(
        and(
          eq(newsletterTokenTable.subscriberId, sub.id),
          eq(newsletterTokenTable.purpose, "confirm"),
          isNull(newsletterTokenTable.usedAt),
        ),
      );
    let couponCode: string | null = null;
    let couponId = sub.couponId;
    const endsAt = new Date(now.getTime() + WELCOME_COUPON.validDays * 24 * 60 * 60_000);
    if (!couponId) {
      couponId = createId("coupon", now.getTime());
      couponCode = welcomeCode();
      await tx.db.insert(couponTable).values({
        id: couponId,
        code: couponCode,
        kind: "percentage",
        percentBp: WELCOME_COUPON.percentBp,
        minSpendCents: null,
        startsAt: now,
        endsAt,
        usageLimit: 1,
        perCustomerLimit: 1,
        active: true,
        description: `Newsletter welcome (${sub.email})`,
        createdAt: now,
        updatedAt: now,
      });
    }
    await tx.db
      .update(newsletterSubscriberTable)
      .set({
        status: "subscribed",
        confirmedAt: now,
        confirmIp: input.ip ?? null,
        unsubscribedAt: null,
        unsubscribeMethod: null,
        couponId,
        updatedAt: now,
      })
      .where(eq(newsletterSubscriberTable.id, sub.id));
    await queueNewsletterEmail(tx, sub, {
      couponCode,
      percentOff: WELCOME_COUPON.percentBp / 100,
      validUntil: couponCode ? endsAt.toISOString() : null,
      shopUrl: `${tx.services.links.publicUrl.replace(/\/$/, "")}/product/search`,
    });
    return { email: sub.email, couponCode };
  });
}

/**
 * Unsubscribes through a newsletter e-mail's token: the page's button (`method: "link"`) or the
 * mail client's one-click POST (`"one-click"`, RFC 8058). Takes effect at once. The token works
 * once; every other unsubscribe token of the address is spent with it.
 * @throws NotFound (NEWSLETTER_TOKEN_INVALID) for an unknown or used token
 */
export async function unsubscribeNewsletter(
  ctx: Ctx,
  input: { token: string; method: "link" | "one-click" },
): Promise<{ email: string }> {
  return withTransaction(ctx, async (tx) => {
    const used = await useToken(tx, input.token, "unsubscribe");
    if (!used) throw new NotFound("This link is no longer valid", "NEWSLETTER_TOKEN_INVALID");
    const now = tx.now();
    await tx.db
      .update(newsletterTokenTable)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(newsletterTokenTable.subscriberId, used.subscriberId), isNull(newsletterTokenTable.usedAt)));
    const [sub] = await tx.db
      .update(newsletterSubscriberTable)
      .set({ status: "unsubscribed", unsubscribedAt: now, unsubscribeMethod: input.method, updatedAt: now })
      .where(eq(newsletterSubscriberTable.id, used.subscriberId))
      .returning();
    return { email: sub?.email ?? "" };
  });
}

/**
 * Whether an unsubscribe token can still be used (for the page that asks "unsubscribe?" before
 * the POST, since mail scanners follow GET links). Reads only.
 */
export async function checkUnsubscribeToken(
  ctx: Ctx,
  token: string,
): Promise<{ valid: boolean; email: string | null }> {
  if (!TOKEN_SHAPE.test(token)) return { valid: false, email: null };
  const [row] = await ctx.db
    .select({ email: newsletterSubscriberTable.email })
    .from(newsletterTokenTable)
    .innerJoin(newsletterSubscriberTable, eq(newsletterSubscriberTable.id, newsletterTokenTable.subscriberId))
    .where(
      and(
        eq(newsletterTokenTable.tokenHash, hashToken(token)),
        eq(newsletterTokenTable.purpose, "unsubscribe"),
        isNull(newsletterTokenTable.usedAt),
      ),
    );
  return row ? { valid: true, email: maskEmail(row.email) } : { valid: false, email: null };
}

/** `ana.silva@example.com` → `a•••a@example.com`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  if (local.length <= 2) return `${local[0] ?? ""}•••@${domain}`;
  return `${local[0]}•••${local[local.length - 1]}@${domain}`;
}

/** A subscriber as staff see it (issue 6 newsletter subscribers; `read:newsletter:any`). */
export interface SubscriberItem {
  id: string;
  email: string;
  status: NewsletterStatus;
  source: NewsletterSource;
  locale: string;
  requestedAt: string;
  requestIp: string | null;
  confirmedAt: string | null;
  confirmIp: string | null;
  unsubscribedAt: string | null;
  unsubscribeMethod: string | null;
  consentText: string;
  couponCode: string | null;
}

const subscriberFilters = {
  status: z.enum(NEWSLETTER_STATUSES),
  source: z.enum(NEWSLETTER_SOURCES),
  locale: z.enum(LOCALES),
};
export type SubscriberSort = "requestedAt" | "confirmedAt" | "email" | "status";
/** The subscriber list: sorts, filters by status, source and language, search by e-mail. */
export const SUBSCRIBER_LIST: ListSpec<SubscriberSort, typeof subscriberFilters> = {
  sorts: ["requestedAt", "confirmedAt", "email", "status"],
  defaultSort: "requestedAt",
  defaultDir: "desc",
  filters: subscriberFilters,
};
type SubscriberQuery = ListQuery<
  SubscriberSort,
  { status: NewsletterStatus; source: NewsletterSource; locale: Locale }
>;

function subscriberSource(ctx: Ctx, query: SubscriberQuery) {
  const s = newsletterSubscriberTable;
  const where = and(
    query.filters.status ? eq(s.status, query.filters.status) : undefined,
    query.filters.source ? eq(s.source, query.filters.source) : undefined,
    query.filters.locale ? eq(s.locale, query.filters.locale) : undefined,
    searchColumns(query.q, [s.email]),
  );
  return {
    sortColumns: { requestedAt: s.requestedAt, confirmedAt: s.confirmedAt, email: s.email, status: s.status },
    tiebreaker: s.id,
    count: async () => (await ctx.db.select({ n: count() }).from(s).where(where))[0]?.n ?? 0,
    rows: async ({ orderBy, limit, offset }: { orderBy: SQL[]; limit: number; offset: number }) => {
      const rows = await ctx.db
        .select({ s, couponCode: couponTable.code })
        .from(s)
        .leftJoin(couponTable, eq(couponTable.id, s.couponId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(
        ({ s: r, couponCode }): SubscriberItem => ({
          id: r.id,
          email: r.email,
          status: r.status,
          source: r.source,
          locale: r.locale,
          requestedAt: r.requestedAt.toISOString(),
          requestIp: r.requestIp,
          confirmedAt: r.confirmedAt?.toISOString() ?? null,
          confirmIp: r.confirmIp,
          unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
          unsubscribeMethod: r.unsubscribeMethod,
          consentText: r.consentText,
          couponCode: couponCode ?? null,
        }),
      );
    },
  };
}

/** One page of subscribers (staff, `read:newsletter:any`). @throws Unauthorized, Forbidden */
export async function listSubscribers(ctx: Ctx, query: SubscriberQuery): Promise<ListPage<SubscriberItem>> {
  requirePermission(ctx, "read:newsletter:any");
  return runListQuery(query, subscriberSource(ctx, query));
}

/** Every subscriber matching the list's filters, for the CSV export (spec §7 `/api/admin/newsletter`). */
export async function exportSubscribers(ctx: Ctx, query: SubscriberQuery): Promise<SubscriberItem[]> {
  requirePermission(ctx, "read:newsletter:any");
  return runListExport(query, subscriberSource(ctx, query));
}

/** Subscribers per status (the list page's summary). */
export async function countSubscribers(ctx: Ctx): Promise<Record<NewsletterStatus, number>> {
  requirePermission(ctx, "read:newsletter:any");
  const rows = await ctx.db
    .select({ status: newsletterSubscriberTable.status, n: count() })
    .from(newsletterSubscriberTable)
    .groupBy(newsletterSubscriberTable.status);
  const out: Record<NewsletterStatus, number> = { pending: 0, subscribed: 0, unsubscribed: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}
