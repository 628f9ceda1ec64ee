import { buttonClass } from "../../components/ui/button.tsx";
import { inputClass as uiInputClass } from "../../components/ui/input.tsx";
import { ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import {
  AdminPage,
  OutboxErrorBoundary,
  StatusBadge,
  adminText,
  outboxErrorTitle,
  useOutboxDate,
} from "../../components/admin/outbox-ui.tsx";
import { pageContext } from "../../lib/context.server.ts";
import {
  OUTBOX_HEADERS,
  type OutboxListItem,
  type OutboxListView,
  loadOutboxList,
} from "../../lib/outbox-pages.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/outbox";

/**
 * The dev outbox (issue 3, `/admin/outbox`): every e-mail the shop queued, newest first, with
 * status, attempts and last error; filter by status and recipient (a GET form), page with
 * offset/limit links. Administrators with two-step verification only (app/lib/outbox-pages.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const view = await loadOutboxList(ctx, new URL(request.url).searchParams);
  return data(view, { headers: OUTBOX_HEADERS });
}

export function headers() {
  return OUTBOX_HEADERS;
}

export function meta({ matches, error }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: error ? outboxErrorTitle(root, error) : adminText(root, "outbox.title"),
      description: adminText(root, "outbox.lead"),
      path: "/admin/outbox",
      noindex: true,
    },
    root,
  );
}

export const ErrorBoundary = OutboxErrorBoundary;

const inputClass = uiInputClass;
const buttonPrimary = buttonClass();
const buttonQuiet =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
const pagerLink =
  "inline-flex h-10 items-center gap-1 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-900 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
const pagerDisabled =
  "inline-flex h-10 items-center gap-1 rounded-full border border-stone-200 px-4 text-sm font-medium text-stone-400";

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const view = loaderData as OutboxListView;
  const { t } = useTranslation("admin");
  const filtered = Boolean(view.filters.status || view.filters.to);
  return (
    <AdminPage title={t("outbox.title")} lead={t("outbox.lead")}>
      <Filters view={view} filtered={filtered} />
      {view.items.length === 0 ? (
        <div
          className="rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center"
          data-testid="outbox-empty"
        >
          <Inbox aria-hidden className="mx-auto size-8 text-stone-400" />
          <h2 className="mt-3 text-base font-semibold text-stone-900">
            {filtered ? t("outbox.emptyFilteredTitle") : t("outbox.emptyTitle")}
          </h2>
          <p className="mx-auto mt-1 max-w-md text-sm leading-6 text-stone-600">
            {filtered ? t("outbox.emptyFilteredBody") : t("outbox.emptyBody")}
          </p>
          {filtered ? (
            <Link to={view.clearHref} className={`${buttonQuiet} mt-4`}>
              {t("outbox.filters.clear")}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <MessageTable view={view} />
          <MessageCards view={view} />
          <Pager view={view} />
        </>
      )}
    </AdminPage>
  );
}

function Filters({ view, filtered }: { view: OutboxListView; filtered: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Form
      method="get"
      action="/admin/outbox"
      aria-label={t("outbox.filters.label")}
      className="mb-6 grid gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
    >
      <div>
        <label htmlFor="outbox-status" className="mb-1.5 block text-sm font-medium text-stone-800">
          {t("outbox.filters.status")}
        </label>
        <select
          id="outbox-status"
          name="status"
          defaultValue={view.filters.status}
          key={`status-${view.filters.status}`}
          className={`${inputClass} appearance-auto`}
        >
          <option value="">{t("outbox.filters.anyStatus")}</option>
          {view.statuses.map((s) => (
            <option key={s} value={s}>
              {t(`outbox.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="outbox-to" className="mb-1.5 block text-sm font-medium text-stone-800">
          {t("outbox.filters.to")}
        </label>
        <input
          id="outbox-to"
          name="to"
          type="search"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          defaultValue={view.filters.to}
          key={`to-${view.filters.to}`}
          placeholder={t("outbox.filters.toPlaceholder")}
          className={inputClass}
        />
      </div>
      {view.limit !== view.defaultLimit ? <input type="hidden" name="limit" value={view.limit} /> : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonPrimary}>
          {t("outbox.filters.apply")}
        </button>
        {filtered ? (
          <Link to={view.clearHref} className={buttonQuiet}>
            {t("outbox.filters.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function Delivery({ item, badge = true }: { item: OutboxListItem; badge?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <div className="space-y-1">
      {badge ? <StatusBadge status={item.status} /> : null}
      {item.attempts > 0 || item.status !== "sent" ? (
        <p className="text-xs text-stone-600">{t("outbox.attempts", { count: item.attempts })}</p>
      ) : null}
      {item.status === "sent" && item.transport ? (
        <p className="text-xs text-stone-500">
          {t(`outbox.transport.${item.transport}`, { defaultValue: item.transport })}
        </p>
      ) : null}
      {item.lastError ? (
        <p className="line-clamp-2 break-words text-xs text-red-700" title={item.lastError}>
          {t("outbox.lastError", { error: item.lastError })}
        </p>
      ) : null}
    </div>
  );
}

function MessageTable({ view }: { view: OutboxListView }) {
  const { t } = useTranslation("admin");
  const date = useOutboxDate(view.timeZone);
  const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-stone-500";
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 md:block">
      <table className="w-full min-w-[44rem] table-fixed text-sm" data-testid="outbox-table">
        <caption className="sr-only">{t("outbox.title")}</caption>
        <colgroup>
          <col className="w-[10.5rem] lg:w-48" />
          <col className="w-[24%]" />
          <col className="hidden w-40 lg:table-column" />
          <col />
          <col className="w-40 lg:w-48" />
        </colgroup>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>
              {t("outbox.columns.time")}
            </th>
            <th scope="col" className={th}>
              {t("outbox.columns.to")}
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              {t("outbox.columns.template")}
            </th>
            <th scope="col" className={th}>
              {t("outbox.columns.subject")}
            </th>
            <th scope="col" className={th}>
              {t("outbox.columns.status")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 bg-white">
          {view.items.map((item) => (
            <tr key={item.id} className="align-top hover:bg-stone-50" data-testid="outbox-row">
              <td className="px-4 py-3 text-stone-700">
                <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
              </td>
              <td className="break-words px-4 py-3 text-stone-900">{item.to}</td>
              <td className="hidden px-4 py-3 lg:table-cell">
                <code className="break-words rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">
                  {item.template}
                </code>
              </td>
              <td className="px-4 py-3">
                <Link
                  to={`/admin/outbox/${item.id}`}
                  className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
                >
                  {item.subject}
                </Link>
                <p className="mt-1 text-xs uppercase text-stone-500 lg:hidden">
                  <code className="normal-case">{item.template}</code> · {item.locale}
                </p>
                <p className="mt-1 hidden text-xs uppercase text-stone-500 lg:block">{item.locale}</p>
              </td>
              <td className="px-4 py-3">
                <Delivery item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per message. */
function MessageCards({ view }: { view: OutboxListView }) {
  const date = useOutboxDate(view.timeZone);
  return (
    <ul className="space-y-3 md:hidden" data-testid="outbox-cards">
      {view.items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-stone-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <time dateTime={item.createdAt} className="text-xs text-stone-600">
              {date(item.createdAt)}
            </time>
            <StatusBadge status={item.status} />
          </div>
          <Link
            to={`/admin/outbox/${item.id}`}
            className="mt-2 block break-words font-medium text-stone-900 underline decoration-stone-300 underline-offset-2"
          >
            {item.subject}
          </Link>
          <p className="mt-1 break-words text-sm text-stone-700">{item.to}</p>
          <p className="mt-1 text-xs text-stone-500">
            <code>{item.template}</code> · {item.locale.toUpperCase()}
          </p>
          <div className="mt-2 border-t border-stone-100 pt-2">
            <Delivery item={item} badge={false} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Pager({ view }: { view: OutboxListView }) {
  const { t } = useTranslation("admin");
  return (
    <nav
      aria-label={t("outbox.pagination")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-600"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <p data-testid="outbox-count">
          {t("outbox.showing", { first: view.first, last: view.last, total: view.total })}
        </p>
        <p className="text-xs text-stone-500">{t("outbox.timeZone")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-1">
          <span className="mr-1">{t("outbox.perPage")}</span>
          {view.pageSizes.map(({ size, href }) =>
            size === view.limit ? (
              <span key={size} aria-current="true" className="rounded-md bg-stone-900 px-2 py-1 text-white">
                {size}
              </span>
            ) : (
              <Link key={size} to={href} className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100">
                {size}
              </Link>
            ),
          )}
        </p>
        <div className="flex gap-2">
          {view.previousHref ? (
            <Link to={view.previousHref} className={pagerLink} rel="prev">
              <ChevronLeft aria-hidden className="size-4" />
              {t("outbox.previous")}
            </Link>
          ) : (
            <span className={pagerDisabled} aria-disabled="true">
              <ChevronLeft aria-hidden className="size-4" />
              {t("outbox.previous")}
            </span>
          )}
          {view.nextHref ? (
            <Link to={view.nextHref} className={pagerLink} rel="next">
              {t("outbox.next")}
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : (
            <span className={pagerDisabled} aria-disabled="true">
              {t("outbox.next")}
              <ChevronRight aria-hidden className="size-4" />
            </span>
          )}
        </div>
      </div>
    </nav>
  );
}
