import { useTranslation } from "react-i18next";
import { data } from "react-router";
import {
  SUBSCRIBER_LIST,
  type SubscriberItem,
  countSubscribers,
  listSubscribers,
} from "../../../core/marketing/newsletter.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/newsletter";
import { SHOP_TIME_ZONE, intlTag } from "../../components/orders/order-format.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * Newsletter subscribers (issue 6; `read:newsletter:any`): the double opt-in list with the consent
 * record, counts per status, filters, search, and the CSV export of spec §7 `/api/admin/newsletter`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:newsletter:any");
  const params = new URL(request.url).searchParams;
  const view = await adminCall(request, async () => {
    const query = parseListQuery(SUBSCRIBER_LIST, params);
    const [page, counts] = await Promise.all([listSubscribers(ctx, query), countSubscribers(ctx)]);
    return {
      list: listState("/admin/newsletter", page, query, SUBSCRIBER_LIST),
      items: page.items,
      counts,
      locale: ctx.locale,
    };
  });
  return data(view, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "newsletter", "admin.title"),
      description: rootText(root, "newsletter", "admin.lead"),
      path: "/admin/newsletter",
      noindex: true,
    },
    root,
  );
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const { list, items, counts, locale } = loaderData;
  const date = dateTimeFormat(intlTag(locale as Locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  });
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{date.format(new Date(iso))}</time> : "—");
  return (
    <AdminPage title={t("admin.title")} lead={t("admin.lead")}>
      <ul className="mb-6 grid gap-3 sm:grid-cols-3">
        {(["subscribed", "pending", "unsubscribed"] as const).map((s) => (
          <li key={s} className="rounded-2xl border border-stone-200 p-4">
            <p className="text-sm text-stone-600">{t(`admin.status.${s}`)}</p>
            <p className="mt-1 text-2xl font-semibold text-stone-900">{counts[s]}</p>
          </li>
        ))}
      </ul>
      <DataTable<SubscriberItem>
        caption={t("admin.title")}
        state={list}
        rows={items}
        rowKey={(r) => r.id}
        searchLabel={t("admin.search")}
        csvPath="/api/admin/newsletter"
        testId="subscriber-list"
        filters={
          <>
            <FilterSelect
              name="status"
              label={t("admin.columns.status")}
              value={list.filters.status}
              anyLabel={t("admin.anyStatus")}
              options={(["subscribed", "pending", "unsubscribed"] as const).map((s) => ({
                value: s,
                label: t(`admin.status.${s}`),
              }))}
            />
            <FilterSelect
              name="source"
              label={t("admin.columns.source")}
              value={list.filters.source}
              anyLabel={t("admin.anySource")}
              options={(["footer", "newsletter-page", "wholesale", "profile"] as const).map((s) => ({
                value: s,
                label: t(`admin.source.${s}`),
              }))}
            />
          </>
        }
        empty={{ title: t("admin.emptyTitle"), body: t("admin.emptyBody") }}
        columns={[
          {
            key: "email",
            header: t("admin.columns.email"),
            sort: "email",
            card: "title",
            cell: (r) => <span className="break-all">{r.email}</span>,
          },
          {
            key: "status",
            header: t("admin.columns.status"),
            sort: "status",
            cell: (r) => t(`admin.status.${r.status}`),
          },
          { key: "source", header: t("admin.columns.source"), wide: true, cell: (r) => t(`admin.source.${r.source}`) },
          { key: "language", header: t("admin.columns.language"), wide: true, cell: (r) => r.locale.toUpperCase() },
          {
            key: "requested",
            header: t("admin.columns.requested"),
            sort: "requestedAt",
            firstDir: "desc",
            className: "whitespace-nowrap",
            cell: (r) => when(r.requestedAt),
          },
          {
            key: "confirmed",
            header: t("admin.columns.confirmed"),
            sort: "confirmedAt",
            firstDir: "desc",
            className: "whitespace-nowrap",
            cell: (r) => when(r.confirmedAt),
          },
          {
            key: "coupon",
            header: t("admin.columns.coupon"),
            wide: true,
            cell: (r) => (r.couponCode ? <code className="text-xs">{r.couponCode}</code> : "—"),
          },
        ]}
      />
    </AdminPage>
  );
}
