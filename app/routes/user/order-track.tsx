import { CloudOff, PackageSearch, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { refreshTracking } from "../../../core/orders/fulfil-order.ts";
import { type OrderView, getOrder } from "../../../core/orders/get-order.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { AccountFrame } from "../../components/account/account-ui.tsx";
import { formatDateTime, orderHref } from "../../components/orders/order-format.ts";
import { privatePageMeta } from "../../components/orders/page-meta.ts";
import { StatusBadge } from "../../components/orders/status-badge.tsx";
import { ORDER_PAGE_HEADERS, accountFrameOf, orderNotFound, tokenOf } from "../../lib/order-pages.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import type { Route } from "./+types/order-track";

/** How old stored tracking may be before the carrier is asked again (refreshTracking's default). */
const TRACKING_MAX_AGE_MS = 5 * 60_000;

/** Carriers whose tracking the shop fetches (others, like collection at the workshop, have none). */
const TRACKED = new Set(["ups", "mrw"]);

/**
 * Order tracking (spec §2 `/user/order/{id}/track`): the carrier is asked for fresh events when the
 * stored ones are older than 5 minutes (core/orders/fulfil-order.ts refreshTracking); each shipment
 * shows its carrier, tracking number, status and events, newest first, in Lisbon time. When the
 * carrier could not be reached, the stored events show with a note and the time they were fetched.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const token = tokenOf(request);
  let owner = false;
  let order: OrderView | null = null;
  if (ctx.actor) {
    try {
      await refreshTracking(ctx, { orderId: params.id, access: {}, maxAgeMs: TRACKING_MAX_AGE_MS });
      order = await getOrder(ctx, { orderId: params.id, access: {} });
      owner = true;
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  }
  if (!order) {
    try {
      await refreshTracking(ctx, { orderId: params.id, access: { token }, maxAgeMs: TRACKING_MAX_AGE_MS });
      order = await getOrder(ctx, { orderId: params.id, access: { token } });
    } catch (error) {
      if (error instanceof NotFound) orderNotFound();
      throw error;
    }
  }
  const now = ctx.now().getTime();
  const account = owner ? await accountFrameOf(context) : null;
  return data(
    {
      account,
      number: order.number,
      status: order.status,
      orderHref: orderHref("order", order.id, token),
      shipments: order.shipments.map((s) => {
        const tracked = TRACKED.has(s.carrier) && !!s.trackingNumber;
        const stale =
          tracked &&
          !s.deliveredAt &&
          (!s.lastTrackedAt || now - new Date(s.lastTrackedAt).getTime() >= TRACKING_MAX_AGE_MS);
        return {
          id: s.id,
          carrier: s.carrier,
          trackingNumber: s.trackingNumber,
          // the order's own step wins over a stale carrier status: staff may mark it delivered
          // before (or without) the carrier saying so, and then "Label created" would be wrong
          status: s.deliveredAt || order.status === "delivered" ? "delivered" : s.status,
          tracked,
          unreachable: stale,
          lastUpdatedText: s.lastTrackedAt ? formatDateTime(s.lastTrackedAt, ctx.locale) : null,
          deliveredText: s.deliveredAt ? formatDateTime(s.deliveredAt, ctx.locale) : null,
          events: [...s.events]
            .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
            .map((e, i) => ({
              key: `${e.at}-${i}`,
              at: e.at,
              atText: formatDateTime(e.at, ctx.locale),
              location: e.location,
              status: e.status && e.status !== "unknown" ? e.status : null,
              description: e.description,
            })),
        };
      }),
    },
    { headers: ORDER_PAGE_HEADERS },
  );
}

export function headers() {
  return ORDER_PAGE_HEADERS;
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return privatePageMeta(matches, {
    ns: "orders",
    key: "track",
    path: `/user/order/${params.id}/track`,
    vars: { number: loaderData?.number ?? "" },
  });
}

export default function OrderTrack({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  const content = <Tracking page={loaderData} />;
  return account ? (
    <AccountFrame firstName={account.firstName} email={account.email}>
      {content}
    </AccountFrame>
  ) : (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">{content}</div>
  );
}

function Tracking({ page }: { page: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("orders");
  return (
    <>
      <div className="mb-6">
        <p className="mb-1 text-sm">
          <Link to={page.orderHref} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t("track.back", { number: page.number })}
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {t("track.heading", { number: page.number })}
          </h1>
          <StatusBadge status={page.status} />
        </div>
      </div>
      {page.shipments.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <PackageSearch aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("track.noneTitle")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("track.noneBody")}</p>
        </div>
      ) : (
        <div className="space-y-6">
          {page.shipments.map((s) => (
            <section
              key={s.id}
              aria-labelledby={`shipment-${s.id}`}
              data-testid="shipment"
              className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Truck aria-hidden className="mt-1 size-5 shrink-0 text-stone-400" />
                  <div className="min-w-0">
                    <h2 id={`shipment-${s.id}`} className="text-lg font-semibold text-stone-900">
                      {t(`track.carrier.${s.carrier}`, { defaultValue: s.carrier.toUpperCase() })}
                    </h2>
                    {s.trackingNumber ? (
                      <p className="break-all text-sm text-stone-600">
                        {t("track.number")}{" "}
                        <span className="font-mono text-stone-900" data-testid="tracking-number">
                          {s.trackingNumber}
                        </span>
                      </p>
                    ) : null}
                  </div>
                </div>
                <span
                  data-testid="shipment-status"
                  className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-800"
                >
                  {t(`track.status.${s.status}`, { defaultValue: t("track.status.unknown") })}
                </span>
              </div>
              {s.deliveredText ? (
                <p className="mt-3 text-sm font-medium text-brand-800">
                  {t("track.deliveredAt", { date: s.deliveredText })}
                </p>
              ) : null}
              {s.unreachable ? (
                <p
                  role="status"
                  className="mt-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                >
                  <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
                  {s.lastUpdatedText
                    ? t("track.unreachable", { date: s.lastUpdatedText })
                    : t("track.unreachableNever")}
                </p>
              ) : null}
              {s.events.length > 0 ? (
                <ol className="mt-5 space-y-4 border-l-2 border-stone-200 pl-4" data-testid="tracking-events">
                  {s.events.map((e, i) => (
                    <li key={e.key} className="relative">
                      <span
                        aria-hidden
                        className={`absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full ${i === 0 ? "bg-brand-700" : "bg-stone-300"}`}
                      />
                      <p
                        className={`text-sm ${i === 0 ? "font-medium text-stone-900" : "text-stone-800"}`}
                        data-testid="tracking-event-status"
                      >
                        {e.status ? t(`track.status.${e.status}`) : e.description}
                      </p>
                      {e.status &&
                      e.description &&
                      // MRW answers in the page's language: no detail that only repeats the status
                      e.description.trim().toLocaleLowerCase() !== t(`track.status.${e.status}`).toLocaleLowerCase() ? (
                        <p className="text-xs text-stone-600" data-testid="tracking-event-detail">
                          <span className="sr-only">{t("track.carrierText")} </span>
                          {e.description}
                        </p>
                      ) : null}
                      <p className="text-xs text-stone-500">
                        <time dateTime={e.at}>{e.atText}</time>
                        {e.location ? <> · {e.location}</> : null}
                      </p>
                    </li>
                  ))}
                </ol>
              ) : s.tracked ? (
                <p className="mt-4 text-sm text-stone-600">{t("track.noEvents")}</p>
              ) : (
                <p className="mt-4 text-sm text-stone-600">{t("track.untracked")}</p>
              )}
              {s.lastUpdatedText && !s.unreachable ? (
                <p className="mt-4 text-xs text-stone-500">{t("track.lastUpdated", { date: s.lastUpdatedText })}</p>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </>
  );
}
