import { intlLocaleTag, SHOP_TIME_ZONE } from "../../../core/shared/locale.ts";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import { WHOLESALE_LIST, listApplicationsPage } from "../../../core/wholesale/list-applications.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterSelect } from "../../components/admin/data-table.tsx";
import { StageBadge, VatBadge } from "../../components/wholesale/admin-wholesale-ui.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/wholesale-list";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * `/admin/wholesale` (issue 7): the B2B applications on the list kit — filter by stage and VAT check,
 * search brand, e-mail, VAT number or zip, sort by date or brand; a row opens the review page.
 * Staff with `read:wholesale:any`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:wholesale:any");
  const params = new URL(request.url).searchParams;
  const view = await adminCall(request, async () => {
    const query = parseListQuery(WHOLESALE_LIST, params);
    const page = await listApplicationsPage(ctx, query);
    return { list: listState("/admin/wholesale", page, query, WHOLESALE_LIST), items: page.items };
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
      title: rootText(root, "wholesale", "admin.title"),
      description: rootText(root, "wholesale", "admin.lead"),
      path: "/admin/wholesale",
      noindex: true,
    },
    root,
  );
}

type Item = Route.ComponentProps["loaderData"]["items"][number];

export default function WholesaleApplications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("wholesale");
  const tag = intlLocaleTag(i18n.language);
  const date = dateTimeFormat(tag, { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });
  const f = loaderData.list.filters;
  return (
    <AdminPage title={t("admin.title")} lead={t("admin.lead")}>
      <DataTable<Item>
        caption={t("admin.title")}
        state={loaderData.list}
        rows={loaderData.items}
        rowKey={(r) => r.id}
        testId="wholesale-list"
        searchLabel={t("admin.filters.search")}
        filters={
          <>
            <FilterSelect
              name="stage"
              label={t("admin.filters.stage")}
              value={f.stage}
              anyLabel={t("admin.filters.all")}
              options={[
                { value: "open", label: t("admin.filters.open") },
                { value: "contact", label: t("stage.contact") },
                { value: "review", label: t("stage.review") },
                { value: "approved", label: t("stage.approved") },
                { value: "declined", label: t("stage.declined") },
              ]}
            />
            <FilterSelect
              name="vat"
              label={t("admin.filters.vat")}
              value={f.vat}
              anyLabel={t("admin.filters.any")}
              options={[
                { value: "valid", label: t("vat.valid") },
                { value: "invalid", label: t("vat.invalid") },
                { value: "unavailable", label: t("vat.pending") },
                { value: "none", label: t("admin.filters.none") },
              ]}
            />
          </>
        }
        empty={{ title: t("admin.empty") }}
        columns={[
          {
            key: "brand",
            header: t("admin.columns.brand"),
            sort: "brandName",
            card: "title",
            cell: (r) => (
              <Link
                to={`/admin/wholesale/${r.id}`}
                className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
              >
                {r.brandName}
              </Link>
            ),
          },
          {
            key: "applicant",
            header: t("admin.columns.applicant"),
            cell: (r) => <span className="break-all">{r.applicantEmail}</span>,
          },
          { key: "stage", header: t("admin.columns.stage"), cell: (r) => <StageBadge stage={r.stage} /> },
          {
            key: "euVat",
            header: t("admin.columns.euVat"),
            cell: (r) => (
              <>
                {r.euVatNumber ? <VatBadge number={r.euVatNumber} status={r.euVatStatus} /> : "—"}
                {r.vatHeldByAnotherAccount ? (
                  <span
                    className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300"
                    data-testid="ws-vat-held"
                  >
                    {t("admin.vatHeld")}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            key: "ukVat",
            header: t("admin.columns.ukVat"),
            wide: true,
            cell: (r) => (r.ukVatNumber ? <VatBadge number={r.ukVatNumber} status={r.ukVatStatus} /> : "—"),
          },
          {
            key: "received",
            header: t("admin.columns.received"),
            sort: "createdAt",
            firstDir: "desc",
            className: "whitespace-nowrap",
            cell: (r) => <time dateTime={r.createdAt}>{date.format(new Date(r.createdAt))}</time>,
          },
        ]}
      />
    </AdminPage>
  );
}
