import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, data, redirect, useNavigation } from "react-router";
import {
  GIFT_CARD_LIST,
  GIFT_CARD_STATES,
  createGiftCard,
  listGiftCards,
} from "../../../core/marketing/admin-coupons.ts";
import { DomainError, schemaIssue } from "../../../core/shared/errors.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { hasPermission } from "../../../core/shared/permissions.ts";
import { DateField } from "../../components/ui/date-field.tsx";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
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
import { listState } from "../../lib/list-state.ts";
import { pagePath } from "../../lib/request-path.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/giftcard";
import { parseEurosToCents } from "../../../core/shared/money.ts";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";

/**
 * Gift cards for staff (`/admin/giftcard`; API `/api/admin/giftcard`, spec §1 "gift codes"): the
 * list kit's table (search by code, filter by state, sort by issue date, code, balance, initial
 * amount or expiry, pages, CSV) with balance and initial amount (EUR cents), expiry and state, and
 * a form to issue one (code, amount in EUR, optional last day, UTC). Needs `read:coupon:any`;
 * issuing checks `create:coupon:any` in core (the form is shown only to staff who may issue).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:coupon:any");
  const url = new URL(request.url);
  const view = await adminCall(request, async () => {
    const query = parseListQuery(GIFT_CARD_LIST, url.searchParams);
    const page = await listGiftCards(ctx, query);
    return { list: listState(pagePath(request), page, query, GIFT_CARD_LIST), cards: page.items };
  });
  const issued = url.searchParams.get("issued");
  return data({ ...view, issued, mayIssue: hasPermission(ctx.actor, "create:coupon:any") }, { headers: ADMIN_HEADERS });
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
const cents = (v: FormDataEntryValue | null): number => parseEurosToCents(v) ?? Number.NaN;

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
    const issue = schemaIssue(error);
    if (issue) return data({ error: "INVALID_INPUT", field: issue.field.split(".")[0] ?? "" }, { status: 400 });
    if (error instanceof DomainError && error.status !== 401 && error.status !== 404) {
      return data({ error: error.code, field: error.field ?? null }, { status: error.status });
    }
    return adminCall(request, () => Promise.reject(error));
  }
}

/** The last day a card is good (it ends at the start of the next UTC day), in the reader's language. */
function lastDay(expiresAt: string, locale: Locale): string {
  return dateTimeFormat(intlTag(locale), { dateStyle: "medium", timeZone: "UTC" }).format(Date.parse(expiresAt) - 1);
}

type Card = Route.ComponentProps["loaderData"]["cards"][number];

export default function AdminGiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { locale } = useRootData();
  const { cards, issued, mayIssue, list } = loaderData;
  const busy = useNavigation().state !== "idle";
  const err = actionData as { error: string; field: string | null } | undefined;
  const id = useId();
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
            <DateField id={`${id}-expires`} name="expiresOn" />
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
      <DataTable<Card>
        caption={t("giftcards.title")}
        testId="admin-giftcard-list"
        state={list}
        rows={cards}
        rowKey={(c) => c.id}
        csvPath="/api/admin/giftcard"
        searchLabel={t("giftcards.search")}
        filters={
          <FilterSelect
            name="state"
            label={t("giftcards.state")}
            value={list.filters.state}
            anyLabel={t("coupons.any")}
            options={GIFT_CARD_STATES.map((s) => ({ value: s, label: t(`giftcards.states.${s}`) }))}
          />
        }
        empty={{ title: t("giftcards.emptyTitle"), body: t("giftcards.emptyBody") }}
        columns={[
          {
            key: "code",
            header: t("giftcards.code"),
            sort: "code",
            card: "title",
            cell: (c) => <span className="font-mono">{c.code}</span>,
          },
          {
            key: "balance",
            header: t("giftcards.balance"),
            sort: "balanceCents",
            firstDir: "desc",
            numeric: true,
            cell: (c) => <Eur cents={c.balanceCents} />,
          },
          {
            key: "initial",
            header: t("giftcards.initial"),
            sort: "initialCents",
            firstDir: "desc",
            numeric: true,
            cell: (c) => <Eur cents={c.initialCents} />,
          },
          {
            key: "expires",
            header: t("giftcards.expires"),
            sort: "expiresAt",
            cell: (c) => (c.expiresAt ? lastDay(c.expiresAt, locale) : t("giftcards.noExpiry")),
          },
          { key: "state", header: t("giftcards.state"), cell: (c) => t(`giftcards.states.${c.state}`) },
          {
            key: "created",
            header: t("giftcards.created"),
            sort: "createdAt",
            firstDir: "desc",
            wide: true,
            cell: (c) => formatDate(c.createdAt, locale),
          },
        ]}
      />
    </AdminPage>
  );
}
