import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, data, redirect, useNavigation } from "react-router";
import { createGiftCard, listGiftCards } from "../../../core/marketing/admin-coupons.ts";
import { DomainError } from "../../../core/shared/errors.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import {
  FormNote,
  buttonPrimary,
  inputClass,
  labelClass,
  opsText,
  panelClass,
} from "../../components/admin-ops/ops-ui.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { formatDate, intlTag } from "../../components/orders/order-format.ts";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/giftcard";

/**
 * Gift cards for staff (`/admin/giftcard`; API `/api/admin/giftcard`, spec §1 "gift codes"): the
 * newest 200 with code, balance, initial amount (EUR cents), expiry and on/off, and a form to issue
 * one (code, amount in EUR, optional last day, UTC). Needs `read:coupon:any`; issuing checks
 * `create:coupon:any` in core (the form is shown only to staff who may issue).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:coupon:any");
  const cards = await adminCall(request, () => listGiftCards(ctx));
  const issued = new URL(request.url).searchParams.get("issued");
  return data({ cards, issued, mayIssue: hasPermission(ctx.actor, "create:coupon:any") }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: opsText(root, "giftcards.title"),
      description: opsText(root, "giftcards.lead"),
      path: "/admin/giftcard",
      noindex: true,
    },
    root,
  );
}

/** Euros typed by staff as cents; empty or malformed → NaN (refused by the schema). */
function cents(v: FormDataEntryValue | null): number {
  const s = typeof v === "string" ? v.trim() : "";
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(s);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0")) : Number.NaN;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:coupon:any");
  const f = await request.formData();
  const expires = typeof f.get("expiresOn") === "string" ? String(f.get("expiresOn")) : "";
  try {
    const card = await createGiftCard(ctx, {
      code: String(f.get("code") ?? ""),
      initialCents: cents(f.get("amount")),
      // the card is good through its last day (UTC): it ends at the start of the next one
      expiresAt: expires ? new Date(Date.parse(`${expires}T00:00:00Z`) + 86_400_000).toISOString() : null,
      active: f.get("active") === "on",
    });
    throw redirect(`/admin/giftcard?issued=${encodeURIComponent(card.code)}`, { headers: ADMIN_HEADERS });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof DomainError && error.status !== 401 && error.status !== 404) {
      return data({ error: error.code, field: error.field ?? null }, { status: error.status });
    }
    if ((error as { name?: string })?.name === "ZodError") {
      const field = String((error as { issues?: { path: unknown[] }[] }).issues?.[0]?.path[0] ?? "");
      return data({ error: "INVALID_INPUT", field }, { status: 400 });
    }
    return adminCall(request, () => Promise.reject(error));
  }
}

/** The last day a card is good (it ends at the start of the next UTC day), in the reader's language. */
function lastDay(expiresAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "medium", timeZone: "UTC" }).format(
    Date.parse(expiresAt) - 1,
  );
}

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600";
const td = "px-3 py-3 text-sm text-stone-800";

export default function AdminGiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { locale } = useRootData();
  const { cards, issued, mayIssue } = loaderData;
  const busy = useNavigation().state !== "idle";
  const err = actionData as { error: string; field: string | null } | undefined;
  const id = useId();
  const now = Date.now();
  const stateOf = (c: (typeof cards)[number]) =>
    !c.active
      ? "off"
      : c.expiresAt && Date.parse(c.expiresAt) <= now
        ? "expired"
        : c.balanceCents === 0
          ? "spent"
          : "active";
  return (
    <AdminPage title={t("giftcards.title")} lead={t("giftcards.lead")}>
      {issued ? <FormNote ok={t("giftcards.issued", { code: issued })} /> : null}
      {mayIssue ? (
        <Form
          key={issued ?? "new"}
          method="post"
          className={`${panelClass} mt-4 mb-6 grid max-w-3xl gap-4 sm:grid-cols-3`}
        >
          <h2 className="text-base font-semibold text-stone-900 sm:col-span-3">{t("giftcards.issueTitle")}</h2>
          <div>
            <label htmlFor={`${id}-code`} className={labelClass}>
              {t("giftcards.code")}
            </label>
            <input
              id={`${id}-code`}
              name="code"
              required
              minLength={3}
              maxLength={40}
              autoCapitalize="characters"
              className={inputClass}
              aria-invalid={err?.field === "code" || err?.error?.startsWith("COUPON_CODE") ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor={`${id}-amount`} className={labelClass}>
              {t("giftcards.amountEur")}
            </label>
            <input
              id={`${id}-amount`}
              name="amount"
              required
              inputMode="decimal"
              className={inputClass}
              aria-invalid={err?.field === "initialCents" ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor={`${id}-expires`} className={labelClass}>
              {t("giftcards.expiresOn")}
            </label>
            <input id={`${id}-expires`} name="expiresOn" type="date" className={inputClass} />
          </div>
          <label className="inline-flex items-center gap-2 text-sm sm:col-span-3">
            <input type="checkbox" name="active" defaultChecked /> {t("giftcards.activeLabel")}
          </label>
          <div className="sm:col-span-3">
            <button type="submit" className={buttonPrimary} disabled={busy}>
              {t("giftcards.issue")}
            </button>
            <FormNote
              error={
                err
                  ? `${t(`errors.${err.error}`, { defaultValue: t("errors.generic") })}${err.field ? ` (${t(`giftcards.fields.${err.field}`, { defaultValue: err.field })})` : ""}`
                  : null
              }
            />
          </div>
        </Form>
      ) : null}
      {cards.length === 0 ? (
        <div className={panelClass} data-testid="admin-giftcard-empty">
          <p className="font-medium text-stone-900">{t("giftcards.emptyTitle")}</p>
          <p className="mt-1 text-sm text-stone-600">{t("giftcards.emptyBody")}</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[40rem] divide-y divide-stone-200" data-testid="admin-giftcard-list">
            <caption className="sr-only">{t("giftcards.title")}</caption>
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className={th}>
                  {t("giftcards.code")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("giftcards.balance")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("giftcards.initial")}
                </th>
                <th scope="col" className={th}>
                  {t("giftcards.expires")}
                </th>
                <th scope="col" className={th}>
                  {t("giftcards.state")}
                </th>
                <th scope="col" className={th}>
                  {t("giftcards.created")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {cards.map((c) => (
                <tr key={c.id}>
                  <td className={`${td} font-mono`}>{c.code}</td>
                  <td className={`${td} text-right tabular-nums`}>
                    <Eur cents={c.balanceCents} />
                  </td>
                  <td className={`${td} text-right tabular-nums`}>
                    <Eur cents={c.initialCents} />
                  </td>
                  <td className={td}>{c.expiresAt ? lastDay(c.expiresAt, locale) : t("giftcards.noExpiry")}</td>
                  <td className={td}>{t(`giftcards.states.${stateOf(c)}`)}</td>
                  <td className={td}>{formatDate(c.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
