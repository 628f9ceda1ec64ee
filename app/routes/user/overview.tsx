import { KeyRound, MapPin, Package, ShieldCheck, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { getOverview } from "../../../core/customers/get-overview.ts";
import { listOrders } from "../../../core/orders/get-order.ts";
import { CardLink, PageHeading, Panel } from "../../components/account/account-ui.tsx";
import { AddressLines } from "../../components/account/address-card.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { formatDate } from "../../components/orders/order-format.ts";
import { StatusBadge } from "../../components/orders/status-badge.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { customerText } from "../../lib/customer-form.ts";
import { displayPhone } from "../../lib/customer-pages.server.ts";
import { countryNames, intlLocale } from "../../lib/countries.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/overview";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";

/** The customer area's overview (spec §1 user dashboard, §2 `/user`): profile, addresses, orders, security. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const [overview, orders] = await Promise.all([getOverview(ctx), listOrders(ctx, { userId: actor.userId, limit: 1 })]);
  const latest = orders.orders[0];
  const country = overview.defaultAddress?.country;
  // formatted here, not in the component: the server's and the browser's ICU data may differ
  const memberSince = dateTimeFormat(intlLocale(ctx.locale), { year: "numeric", month: "long" }).format(
    new Date(overview.profile.memberSince),
  );
  return {
    ...overview,
    memberSince,
    countryName: country ? countryNames(ctx.locale, [country])[country] : null,
    defaultPhone: displayPhone(overview.defaultAddress?.phone ?? null),
    orders: {
      total: orders.total,
      latest: latest ? { ...latest, placedOn: formatDate(latest.placedAt, ctx.locale) } : null,
    },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: customerText(root, "overview.title"),
      description: customerText(root, "overview.lead"),
      path: "/user",
      noindex: true,
    },
    root,
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("customer");
  const { t: to } = useTranslation("orders");
  const { profile, defaultAddress, counts, countryName, memberSince, defaultPhone, orders } = loaderData;
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <>
      <PageHeading title={t("overview.title")} lead={t("overview.lead")} />
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title={t("overview.profileTitle")} action={<UserRound aria-hidden className="size-5 text-stone-400" />}>
          <dl className="space-y-1 text-sm">
            <dt className="sr-only">{t("profile.name")}</dt>
            <dd className="font-medium text-stone-900">{fullName || t("overview.noName")}</dd>
            <dt className="sr-only">{t("profile.email")}</dt>
            <dd className="break-all text-stone-600">{profile.email}</dd>
            <dt className="sr-only">{t("overview.memberSinceLabel")}</dt>
            <dd className="text-stone-500">{t("overview.memberSince", { date: memberSince })}</dd>
          </dl>
          {!profile.saved ? <p className="mt-3 text-sm text-stone-600">{t("overview.completeProfile")}</p> : null}
          <div className="mt-4">
            <CardLink to="/user/profile">{t("overview.editProfile")}</CardLink>
          </div>
        </Panel>

        <Panel title={t("overview.addressesTitle")} action={<MapPin aria-hidden className="size-5 text-stone-400" />}>
          {defaultAddress ? (
            <>
              <p className="mb-2 text-xs font-medium uppercase tracking-wide text-stone-500">
                {t("address.defaultBadge")}
              </p>
              <AddressLines
                address={defaultAddress}
                countryName={countryName ?? defaultAddress.country}
                phone={defaultPhone}
              />
              <p className="mt-3 text-sm text-stone-600">{t("overview.addressCount", { count: counts.addresses })}</p>
            </>
          ) : (
            <p className="text-sm text-stone-600">{t("overview.noAddress")}</p>
          )}
          <div className="mt-4">
            <CardLink to={defaultAddress ? "/user/address" : "/user/address/create"}>
              {defaultAddress ? t("overview.manageAddresses") : t("overview.addAddress")}
            </CardLink>
          </div>
        </Panel>

        <Panel title={t("overview.ordersTitle")} action={<Package aria-hidden className="size-5 text-stone-400" />}>
          {orders.latest ? (
            <>
              <p className="mb-2 text-xs font-medium uppercase tracking-wide text-stone-500">{to("overview.latest")}</p>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-stone-900">{orders.latest.number}</span>
                <StatusBadge status={orders.latest.status} />
              </div>
              <p className="mt-1 text-sm text-stone-600">
                {to("list.placedOn", { date: orders.latest.placedOn })} · <Eur cents={orders.latest.totalCents} />
              </p>
              <p className="mt-3 text-sm text-stone-600">{to("overview.count", { count: orders.total })}</p>
              <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
                <CardLink to={`/user/order/${orders.latest.id}`}>
                  {to("detail.heading", { number: orders.latest.number })}
                </CardLink>
                <CardLink to="/user/order">{to("overview.viewAll")}</CardLink>
              </div>
            </>
          ) : (
            <>
              <p className="text-sm text-stone-600">{t("overview.noOrders")}</p>
              <div className="mt-4">
                <CardLink to="/product/search">{t("overview.startShopping")}</CardLink>
              </div>
            </>
          )}
        </Panel>

        <Panel
          title={t("overview.securityTitle")}
          action={<ShieldCheck aria-hidden className="size-5 text-stone-400" />}
        >
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <span
                aria-hidden
                className={`size-2 shrink-0 rounded-full ${profile.twoFactorEnabled ? "bg-brand-600" : "bg-amber-500"}`}
              />
              <span className="text-stone-700">
                {profile.twoFactorEnabled ? t("security.statusOn") : t("security.statusOff")}
              </span>
            </li>
            <li className="flex items-center gap-2 text-stone-700">
              <KeyRound aria-hidden className="size-4 shrink-0 text-stone-400" />
              {t("overview.passwordHint")}
            </li>
          </ul>
          <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
            <CardLink to="/user/profile#security">{t("overview.manageSecurity")}</CardLink>
            <CardLink to="/user/privacy">{t("overview.privacyLink")}</CardLink>
          </div>
        </Panel>
      </div>
    </>
  );
}
