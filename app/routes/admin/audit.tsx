import { intlLocaleTag } from "../../../core/shared/locale.ts";
import { type AuditChange, auditChanges } from "../../lib/audit-diff.ts";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { AUDIT_LIST, listAuditEntries } from "../../../core/audit/list-audit.ts";
import { SHOP_TIME_ZONE, parseListQuery } from "../../../core/shared/list-query.ts";
import { AdminErrorBoundary, AdminPage, adminText } from "../../components/admin/admin-ui.tsx";
import { DataTable, FilterInput } from "../../components/admin/data-table.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { listState } from "../../lib/list-state.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/audit";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";

/**
 * The audit log (issue 6, `/admin/audit`): every admin write with who, when, what and the
 * changed fields before → after; filters by action, entity, actor and Lisbon days; search; CSV
 * through `GET /api/admin/audit?format=csv`. Admins only (`read:audit:any`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:audit:any");
  const params = new URL(request.url).searchParams;
  const view = await adminCall(request, async () => {
    const query = parseListQuery(AUDIT_LIST, params);
    const page = await listAuditEntries(ctx, query);
    return {
      list: listState("/admin/audit", page, query, AUDIT_LIST),
      items: page.items.map((e) => ({
        id: e.id,
        at: e.at.toISOString(),
        actorId: e.actorId,
        actor: e.actorEmail ?? e.actorId,
        actorName: e.actorName,
        action: e.action,
        entityType: e.entityType,
        entityId: e.entityId,
        changes: auditChanges(e.before, e.after),
      })),
      timeZone: SHOP_TIME_ZONE,
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
      title: adminText(root, "audit.title"),
      description: adminText(root, "audit.lead"),
      path: "/admin/audit",
      noindex: true,
    },
    root,
  );
}

type Change = AuditChange;

type Item = Awaited<ReturnType<typeof loader>>["data"]["items"][number];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const view = loaderData;
  const tag = intlLocaleTag(i18n.language);
  const date = dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "medium", timeZone: view.timeZone });
  const f = view.list.filters;
  return (
    <AdminPage title={t("audit.title")} lead={t("audit.lead")}>
      <DataTable<Item>
        caption={t("audit.title")}
        state={view.list}
        rows={view.items}
        rowKey={(r) => r.id}
        csvPath="/api/admin/audit"
        searchLabel={t("audit.search")}
        searchPlaceholder={t("audit.searchPlaceholder")}
        filters={
          <>
            <FilterInput name="action" label={t("audit.filters.action")} value={f.action} placeholder="customer." />
            <FilterInput name="entityType" label={t("audit.filters.entityType")} value={f.entityType} />
            <FilterInput name="entityId" label={t("audit.filters.entityId")} value={f.entityId} />
            <FilterInput name="from" type="date" label={t("audit.filters.from")} value={f.from} />
            <FilterInput name="to" type="date" label={t("audit.filters.to")} value={f.to} />
            {f.actor ? <input type="hidden" name="actor" value={f.actor} /> : null}
          </>
        }
        empty={{ title: t("audit.emptyTitle"), body: t("audit.emptyBody") }}
        columns={[
          {
            key: "at",
            header: t("audit.columns.at"),
            sort: "at",
            firstDir: "desc",
            className: "whitespace-nowrap",
            cell: (r) => <time dateTime={r.at}>{date.format(new Date(r.at))}</time>,
          },
          {
            key: "actor",
            header: t("audit.columns.actor"),
            cell: (r) =>
              r.actorId ? (
                <Link
                  to={`/admin/audit?actor=${encodeURIComponent(r.actorId)}`}
                  className="break-all underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
                  title={r.actorName ?? undefined}
                >
                  {r.actor}
                </Link>
              ) : (
                <span className="text-stone-500">{t("audit.system")}</span>
              ),
          },
          {
            key: "action",
            header: t("audit.columns.action"),
            sort: "action",
            card: "title",
            cell: (r) => <code className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-800">{r.action}</code>,
          },
          {
            key: "entity",
            header: t("audit.columns.entity"),
            sort: "entityType",
            cell: (r) => (
              <Link
                to={`/admin/audit?entityType=${encodeURIComponent(r.entityType)}&entityId=${encodeURIComponent(r.entityId)}`}
                className="break-all underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
              >
                {r.entityType} · {r.entityId}
              </Link>
            ),
          },
          {
            key: "changes",
            header: t("audit.columns.changes"),
            cell: (r) => <Changes changes={r.changes} />,
          },
        ]}
      />
      <p className="mt-3 text-xs text-stone-500">{t("audit.timeZone")}</p>
    </AdminPage>
  );
}

function Changes({ changes }: { changes: Change[] }) {
  const { t } = useTranslation("admin");
  if (changes.length === 0) return <span className="text-stone-500">{t("audit.noChanges")}</span>;
  return (
    <ul className="space-y-1 text-xs" data-testid="audit-changes">
      {changes.map((c) => (
        <li key={c.field} className="[overflow-wrap:anywhere]">
          {c.field ? <span className="font-medium text-stone-900">{c.field}: </span> : null}
          <span className="text-red-800 line-through decoration-red-300">{c.before}</span>
          <span aria-hidden> → </span>
          <span className="sr-only">{t("audit.changedTo")}</span>
          <span className="text-brand-800">{c.after}</span>
        </li>
      ))}
    </ul>
  );
}
