import { ChevronRight, Package, Repeat2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { listOrders } from "../../../core/orders/get-order.ts";
import { deleteOrderTemplate, listOrderTemplates, reorderTemplate } from "../../../core/orders/order-templates.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { PageHeading, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { Pagination } from "../../components/catalog/pagination.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { formatDate, orderHref } from "../../components/orders/order-format.ts";
import { privatePageMeta } from "../../components/orders/page-meta.ts";
import { StatusBadge } from "../../components/orders/status-badge.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { ORDER_PAGE_HEADERS } from "../../lib/order-pages.server.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/order-list";

const PAGE_SIZE = 10;

/** Non-negative integer from the query, or the fallback. */
function queryInt(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name);
  const value = raw === null || raw === "" ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
}

/**
 * The customer's orders (spec §2 `/user/order`, §3 `offset`/`limit`), newest first, and their order
 * templates with "Order again".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  const limit = Math.max(1, queryInt(url, "limit", PAGE_SIZE, 50));
  const offset = queryInt(url, "offset", 0, 1_000_000);
  const [{ orders, total }, templates] = await Promise.all([
    listOrders(ctx, { userId: actor.userId, offset, limit }),
    listOrderTemplates(ctx),
  ]);
  return data(
    {
      offset,
      limit,
      total,
      orders: orders.map((o) => ({ ...o, placedOn: formatDate(o.placedAt, ctx.locale) })),
      templates: templates.map((tpl) => ({
        id: tpl.id,
        name: tpl.name,
        savedOn: formatDate(tpl.createdAt, ctx.locale),
        lines: tpl.lines.map((l) => ({ key: l.variantId, name: l.name, quantity: l.quantity, available: l.available })),
      })),
    },
    { headers: ORDER_PAGE_HEADERS },
  );
}

/**
 * Template actions: "Order again" puts the template's lines in the cart and opens checkout (when some
 * lines could not be added, the page says so first); "Delete" removes the template.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const templateId = form.get("templateId");
  if (typeof templateId !== "string" || !templateId) throw data(null, { status: 400 });
  try {
    if (intent === "reorder") {
      const result = await reorderTemplate(ctx, templateId);
      if (result.added > 0 && result.skipped.length === 0) {
        throw redirect("/checkout", { headers: { "Cache-Control": "no-store" } });
      }
      return { intent: "reorder" as const, added: result.added, skipped: result.skipped.length };
    }
    if (intent === "delete") {
      await deleteOrderTemplate(ctx, templateId);
      return { intent: "delete" as const, added: 0, skipped: 0 };
    }
  } catch (error) {
    if (error instanceof NotFound) return { intent: "missing" as const, added: 0, skipped: 0 };
    throw error;
  }
  throw data(null, { status: 400 });
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { ns: "orders", key: "list", path: "/user/order" });
}

export default function OrderList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("orders");
  const { orders, total, offset, limit, templates } = loaderData;
  const navigation = useNavigation();
  return (
    <>
      <PageHeading title={t("list.title")} lead={t("list.lead")} />
      {actionData?.intent === "reorder" ? (
        <Notice tone={actionData.added > 0 ? "info" : "error"} testId="reorder-result">
          {actionData.added > 0 ? (
            <>
              {t("templates.partly", { count: actionData.skipped })}{" "}
              <Link to="/checkout" className="font-medium underline underline-offset-2">
                {t("templates.toCheckout")}
              </Link>
            </>
          ) : (
            t("templates.nothingAdded")
          )}
        </Notice>
      ) : null}
      {actionData?.intent === "delete" ? <Notice tone="success">{t("templates.deleted")}</Notice> : null}
      {actionData?.intent === "missing" ? <Notice tone="error">{t("templates.missing")}</Notice> : null}

      {orders.length === 0 && offset === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <Package aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("list.emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("list.emptyBody")}</p>
          <Link to="/product/search" className={`mt-6 ${buttonClass.primary}`}>
            {t("list.startShopping")}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="orders-heading">
          <h2 id="orders-heading" className="sr-only">
            {t("list.title")}
          </h2>
          <p className="mb-3 text-sm text-stone-600">{t("list.count", { count: total })}</p>
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {orders.map((order) => (
              <li key={order.id} data-testid="order-row" className="relative hover:bg-stone-50">
                <div className="flex items-center gap-4 p-4 sm:p-5">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Link
                        to={orderHref("order", order.id, null)}
                        prefetch="intent"
                        className="font-semibold text-stone-900 after:absolute after:inset-0 focus:outline-none focus-visible:underline"
                      >
                        {order.number}
                      </Link>
                      <StatusBadge status={order.status} />
                    </div>
                    <p className="mt-1 text-sm text-stone-600">
                      <span>{t("list.placedOn", { date: order.placedOn })}</span>
                      <span aria-hidden> · </span>
                      <span>
                        {order.firstItemName
                          ? t("list.items", { count: order.itemCount, name: order.firstItemName })
                          : t("list.itemsNoName", { count: order.itemCount })}
                      </span>
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <span className="sr-only">{t("list.total")} </span>
                    <Eur cents={order.totalCents} className="font-medium text-stone-900" />
                  </div>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-stone-400" />
                </div>
              </li>
            ))}
          </ul>
          {orders.length === 0 ? <p className="mt-4 text-sm text-stone-600">{t("list.pastEnd")}</p> : null}
          <Pagination
            total={total}
            offset={offset}
            limit={limit}
            hrefFor={(o) => (o === 0 && limit === PAGE_SIZE ? "/user/order" : `/user/order?offset=${o}&limit=${limit}`)}
          />
        </section>
      )}

      <div className="mt-10">
        <Panel title={t("templates.title")} description={t("templates.lead")} id="templates">
          {templates.length === 0 ? (
            <p className="text-sm text-stone-600">{t("templates.empty")}</p>
          ) : (
            <ul className="space-y-4">
              {templates.map((tpl) => {
                const busy = navigation.formData?.get("templateId") === tpl.id;
                return (
                  <li key={tpl.id} data-testid="order-template" className="rounded-xl border border-stone-200 p-4">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 className="font-medium text-stone-900">{tpl.name}</h3>
                        <p className="text-xs text-stone-500">{t("templates.savedOn", { date: tpl.savedOn })}</p>
                      </div>
                      <Form method="post" className="flex flex-wrap gap-1">
                        <input type="hidden" name="templateId" value={tpl.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="reorder"
                          disabled={busy}
                          className={buttonClass.primary}
                          aria-label={t("templates.orderAgainNamed", { name: tpl.name })}
                        >
                          <Repeat2 aria-hidden className="size-4" />
                          {t("templates.orderAgain")}
                        </button>
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          disabled={busy}
                          className={`${buttonClass.quiet} text-red-800 hover:bg-red-50`}
                          aria-label={t("templates.deleteNamed", { name: tpl.name })}
                        >
                          {t("templates.delete")}
                        </button>
                      </Form>
                    </div>
                    <ul className="mt-3 space-y-1 text-sm">
                      {tpl.lines.map((line) => (
                        <li key={line.key} className="flex justify-between gap-3">
                          <span className={line.available ? "text-stone-700" : "text-stone-400 line-through"}>
                            {line.name ?? t("templates.unknownItem")}
                          </span>
                          <span className="shrink-0 text-stone-600">
                            ×{line.quantity}
                            {!line.available ? (
                              <span className="ml-2 text-xs text-amber-800">{t("templates.unavailable")}</span>
                            ) : null}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
