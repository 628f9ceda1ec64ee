import { data, redirect } from "react-router";
import { getOutboxMessage, listOutbox } from "../../core/mail/list-outbox.ts";
import { EMAIL_STATUSES, type EmailStatus } from "../../core/mail/mail.sql.ts";
import type { Actor, Ctx } from "../../core/shared/ctx.ts";
import { Forbidden, Invalid, NotFound, Unauthorized } from "../../core/shared/errors.ts";
import { isId } from "../../core/shared/ids.ts";
import { type Locale, SHOP_TIME_ZONE } from "../../core/shared/locale.ts";
import { adminSignInUrl } from "./admin.server.ts";

/**
 * Loader logic of the admin "dev outbox" pages (issue 3: with no SMTP_URL set, messages go to a
 * dev outbox viewable at an admin-only page): `/admin/outbox` and `/admin/outbox/:id`. The routes
 * stay thin; this turns the query into a core call and the result into a view model, and every
 * refusal into a thrown response the page's error boundary shows:
 * - nobody signed in → 302 to the staff sign-in `/admin/auth` (back to this page);
 * - an administrator without two-step verification → 403 `{ reason: "twoFactorRequired" }`;
 * - anyone else who is not an administrator → 403 `{ reason: "forbidden" }`;
 * - an unknown message → 404 `{ reason: "notFound" }`.
 */

/** Why an outbox page was refused (the `data` of a thrown 403/404). */
export type OutboxRefusal = { reason: "forbidden" | "twoFactorRequired" | "notFound" };

/** Page sizes the list offers; a `limit` outside 1–100 falls back to the default. */
export const OUTBOX_DEFAULT_LIMIT = 20;
const PAGE_SIZES = [20, 50, 100] as const;
const MAX_LIMIT = 100;

/** The outbox is personal data with live links: never cached, never indexed. */
export const OUTBOX_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** One row of the list. Dates are ISO strings (formatted by the page in the shop's time zone). */
export interface OutboxListItem {
  id: string;
  createdAt: string;
  sentAt: string | null;
  to: string;
  template: string;
  subject: string;
  locale: Locale;
  status: EmailStatus;
  transport: string | null;
  attempts: number;
  lastError: string | null;
}

export interface OutboxListView {
  items: OutboxListItem[];
  total: number;
  offset: number;
  limit: number;
  /** The filters as applied (empty string: none). */
  filters: { status: EmailStatus | ""; to: string };
  statuses: readonly EmailStatus[];
  /** Links to the previous and next pages (filters kept), or null at either end. */
  previousHref: string | null;
  nextHref: string | null;
  /** The list without filters (page size kept). */
  clearHref: string;
  /** The page sizes offered, each as a link to the first page at that size (filters kept). */
  pageSizes: { size: number; href: string }[];
  defaultLimit: number;
  /** 1-based positions of the first and last row shown (0 and 0 when empty). */
  first: number;
  last: number;
  timeZone: string;
}

export interface OutboxMessageView {
  id: string;
  to: string;
  subject: string;
  template: string;
  locale: Locale;
  status: EmailStatus;
  transport: string | null;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
  related: { type: string; id: string } | null;
  /** The headers stored with the message (e.g. `Auto-Submitted`). */
  headers: [string, string][];
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  text: string;
  html: string;
  timeZone: string;
}

/** Lets admins in; otherwise throws the redirect or refusal described above. */
export function assertOutboxAccess(ctx: Ctx, returnTo: string): Actor {
  const actor = ctx.actor;
  if (!actor) throw redirect(adminSignInUrl(returnTo), { headers: { "Cache-Control": "no-store" } });
  if (actor.roles.includes("admin")) return actor;
  throw refusal(actor.staffNeedsTwoFactor === true ? "twoFactorRequired" : "forbidden");
}

function refusal(reason: OutboxRefusal["reason"]) {
  return data<OutboxRefusal>({ reason }, { status: reason === "notFound" ? 404 : 403, headers: OUTBOX_HEADERS });
}

/** Core's typed errors as page responses (core checks permissions too: DESIGN rule 6). */
function mapCoreError(error: unknown, returnTo: string): unknown {
  if (error instanceof Unauthorized) return redirect(adminSignInUrl(returnTo));
  if (error instanceof Forbidden) return refusal("forbidden");
  if (error instanceof NotFound) return refusal("notFound");
  if (error instanceof Invalid) return data(null, { status: 400, headers: OUTBOX_HEADERS });
  return error;
}

function nonNegativeInt(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return fallback;
  return Number(raw.trim());
}

/**
 * The list's query, made safe: an unknown status or a bad offset/limit is ignored rather than
 * refused (the page is reached by hand-edited URLs too).
 */
export function parseOutboxQuery(search: URLSearchParams): {
  status: EmailStatus | "";
  to: string;
  offset: number;
  limit: number;
} {
  const rawStatus = search.get("status") ?? "";
  const status: EmailStatus | "" = (EMAIL_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as EmailStatus)
    : "";
  const to = (search.get("to") ?? "").trim().slice(0, 320);
  const offset = nonNegativeInt(search.get("offset"), 0);
  const limit = nonNegativeInt(search.get("limit"), OUTBOX_DEFAULT_LIMIT);
  return { status, to, offset, limit: limit >= 1 && limit <= MAX_LIMIT ? limit : OUTBOX_DEFAULT_LIMIT };
}

/** `/admin/outbox` with these query values (defaults left out). */
export function outboxListHref(q: { status: string; to: string; offset: number; limit: number }): string {
  const params = new URLSearchParams();
  if (q.status) params.set("status", q.status);
  if (q.to) params.set("to", q.to);
  if (q.offset > 0) params.set("offset", String(q.offset));
  if (q.limit !== OUTBOX_DEFAULT_LIMIT) params.set("limit", String(q.limit));
  const query = params.toString();
  return query ? `/admin/outbox?${query}` : "/admin/outbox";
}

/**
 * The list page (`/admin/outbox?status=&to=&offset=&limit=`): newest first, filters applied.
 * @throws Response / data responses as described at the top of this file
 */
export async function loadOutboxList(ctx: Ctx, search: URLSearchParams): Promise<OutboxListView> {
  const query = parseOutboxQuery(search);
  const returnTo = outboxListHref(query);
  assertOutboxAccess(ctx, returnTo);
  let page: Awaited<ReturnType<typeof listOutbox>>;
  try {
    page = await listOutbox(ctx, {
      offset: query.offset,
      limit: query.limit,
      status: query.status || undefined,
      to: query.to || undefined,
    });
  } catch (error) {
    throw mapCoreError(error, returnTo);
  }
  const { offset, limit, total } = page;
  const previousHref = offset > 0 ? outboxListHref({ ...query, offset: Math.max(0, offset - limit) }) : null;
  const nextHref = offset + limit < total ? outboxListHref({ ...query, offset: offset + limit }) : null;
  return {
    items: page.items.map((m) => ({
      id: m.id,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      to: m.toAddress,
      template: m.template,
      subject: m.subject,
      locale: m.locale,
      status: m.status,
      transport: m.transport,
      attempts: m.attempts,
      lastError: m.lastError,
    })),
    total,
    offset,
    limit,
    filters: { status: query.status, to: query.to },
    statuses: EMAIL_STATUSES,
    previousHref,
    nextHref,
    clearHref: outboxListHref({ status: "", to: "", offset: 0, limit }),
    pageSizes: PAGE_SIZES.map((size) => ({ size, href: outboxListHref({ ...query, offset: 0, limit: size }) })),
    defaultLimit: OUTBOX_DEFAULT_LIMIT,
    first: page.items.length > 0 ? offset + 1 : 0,
    last: offset + page.items.length,
    timeZone: SHOP_TIME_ZONE,
  };
}

/**
 * One message (`/admin/outbox/:id`) with both bodies.
 * @throws Response / data responses as described at the top of this file (404 for an unknown id)
 */
export async function loadOutboxMessage(ctx: Ctx, id: string): Promise<OutboxMessageView> {
  const returnTo = `/admin/outbox/${encodeURIComponent(id)}`;
  assertOutboxAccess(ctx, returnTo);
  if (!isId("email", id)) throw refusal("notFound");
  let m: Awaited<ReturnType<typeof getOutboxMessage>>;
  try {
    m = await getOutboxMessage(ctx, id);
  } catch (error) {
    throw mapCoreError(error, returnTo);
  }
  return {
    id: m.id,
    to: m.toAddress,
    subject: m.subject,
    template: m.template,
    locale: m.locale,
    status: m.status,
    transport: m.transport,
    attempts: m.attempts,
    lastError: m.lastError,
    providerMessageId: m.providerMessageId,
    related: m.relatedType && m.relatedId ? { type: m.relatedType, id: m.relatedId } : null,
    headers: Object.entries(m.headers ?? {}),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    text: m.text,
    html: m.html,
    timeZone: SHOP_TIME_ZONE,
  };
}
