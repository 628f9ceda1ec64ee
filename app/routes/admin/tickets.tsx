import { buttonClass } from "../../components/ui/button.tsx";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { TICKET_LIST, type TicketListItem, listTickets } from "../../../core/support/list-tickets.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { TicketStatusBadge } from "../../components/engagement/admin-badges.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/tickets";
import { SHOP_TIME_ZONE, intlTag } from "../../components/orders/order-format.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * The ticket inbox (issue 6 `/admin/ticket`; `read:ticket:any`): server-side list with search
 * (reference, name, e-mail, subject), status filter, sort by activity, opening or status; a
 * marker on tickets where the customer wrote last.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:ticket:any");
  const params = new URL(request.url).searchParams;
  const view = await adminCall(request, async () => {
    const query = parseListQuery(TICKET_LIST, params);
    const page = await listTickets(ctx, query);
    return { list: listState("/admin/ticket", page, query, TICKET_LIST), items: page.items, locale: ctx.locale };
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
      title: rootText(root, "support", "admin.title"),
      description: rootText(root, "support", "admin.lead"),
      path: "/admin/ticket",
      noindex: true,
    },
    root,
  );
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  const { list, items, locale } = loaderData;
  const date = dateTimeFormat(intlTag(locale as Locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <AdminPage
      title={t("admin.title")}
      lead={t("admin.lead")}
      actions={
        <Link to="/admin/ticket/create" className={buttonClass()}>
          <Plus aria-hidden className="size-4" />
          {t("admin.create")}
        </Link>
      }
    >
      <DataTable<TicketListItem>
        caption={t("admin.title")}
        state={list}
        rows={items}
        rowKey={(r) => r.id}
        searchLabel={t("admin.search")}
        testId="ticket-list"
        filters={
          <FilterSelect
            name="status"
            label={t("admin.statusFilter")}
            value={list.filters.status}
            anyLabel={t("admin.anyStatus")}
            options={(["open", "pending", "closed"] as const).map((s) => ({
              value: s,
              label: t(`ticket.status.${s}`),
            }))}
          />
        }
        empty={{
          title: list.q || list.filters.status ? t("admin.emptyFilteredTitle") : t("admin.emptyTitle"),
          body: list.q || list.filters.status ? t("admin.emptyFilteredBody") : t("admin.emptyBody"),
        }}
        columns={[
          {
            key: "number",
            header: t("admin.columns.number"),
            card: "title",
            cell: (r) => (
              <Link
                to={`/admin/ticket/${r.id}`}
                className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
              >
                {r.number}
              </Link>
            ),
          },
          {
            key: "subject",
            header: t("admin.columns.subject"),
            cell: (r) => (
              <span className="block max-w-xs truncate" title={r.subject}>
                {r.lastAuthor === "customer" && r.status !== "closed" ? (
                  <span
                    className="mr-1.5 inline-block size-2 rounded-full bg-amber-500"
                    title={t("admin.waitingForShop")}
                  >
                    <span className="sr-only">{t("admin.waitingForShop")}</span>
                  </span>
                ) : null}
                {r.subject}
              </span>
            ),
          },
          {
            key: "from",
            header: t("admin.columns.from"),
            cell: (r) => (
              <span className="block">
                <span className="block text-stone-900">{r.name}</span>
                <span className="block break-all text-xs text-stone-500">{r.email}</span>
              </span>
            ),
          },
          {
            key: "status",
            header: t("admin.columns.status"),
            sort: "status",
            cell: (r) => <TicketStatusBadge status={r.status} />,
          },
          {
            key: "messages",
            header: t("admin.columns.messages"),
            numeric: true,
            wide: true,
            cell: (r) => r.messageCount,
          },
          {
            key: "last",
            header: t("admin.columns.last"),
            sort: "lastMessageAt",
            firstDir: "desc",
            className: "whitespace-nowrap",
            cell: (r) => <time dateTime={r.lastMessageAt}>{date.format(new Date(r.lastMessageAt))}</time>,
          },
        ]}
      />
    </AdminPage>
  );
}
