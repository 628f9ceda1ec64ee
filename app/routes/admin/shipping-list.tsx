import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { listShippingMethodsForStaff } from "../../../core/cms/admin-content.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { buttonPrimary, linkClass, opsText, panelClass } from "../../components/admin-ops/ops-ui.tsx";
import { Eur } from "../../components/orders/eur.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { useRootData } from "../../lib/root-data.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/shipping-list";

/**
 * Shipping methods for staff (`/admin/shipping`; API `/api/admin/shippingmethod`): every method,
 * inactive ones too, in display order, with carrier, destination countries, price (EUR cents,
 * VAT-inclusive), free-from threshold, delivery days and on/off. Needs `read:content:any`.
 * The list is short (a handful of methods), so it is one unpaginated table.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:content:any");
  const methods = await adminCall(request, () => listShippingMethodsForStaff(ctx));
  const params = new URL(request.url).searchParams;
  return data(
    {
      methods: methods.map((m) => ({
        id: m.id,
        code: m.code,
        carrier: m.carrier,
        name: m.name,
        priceCents: m.priceCents,
        freeOverCents: m.freeOverCents,
        minDays: m.minDays,
        maxDays: m.maxDays,
        countries: m.countries,
        active: m.active,
      })),
      deleted: params.get("deleted") === "1",
    },
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: opsText(root, "shipping.title"),
      description: opsText(root, "shipping.lead"),
      path: "/admin/shipping",
      noindex: true,
    },
    root,
  );
}

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600";
const td = "px-3 py-3 align-top text-sm text-stone-800";

export default function AdminShippingList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-ops");
  const { locale } = useRootData();
  const { methods, deleted } = loaderData;
  return (
    <AdminPage
      title={t("shipping.title")}
      lead={t("shipping.lead")}
      actions={
        <Link to="/admin/shipping/create" className={buttonPrimary}>
          <Plus aria-hidden className="size-4" /> {t("shipping.create")}
        </Link>
      }
    >
      {deleted ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t("shipping.deleted")}
        </p>
      ) : null}
      {methods.length === 0 ? (
        <div className={panelClass} data-testid="admin-shipping-empty">
          <p className="font-medium text-stone-900">{t("shipping.emptyTitle")}</p>
          <p className="mt-1 text-sm text-stone-600">{t("shipping.emptyBody")}</p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[56rem] divide-y divide-stone-200" data-testid="admin-shipping-list">
            <caption className="sr-only">{t("shipping.title")}</caption>
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className={th}>
                  {t("shipping.name")}
                </th>
                <th scope="col" className={th}>
                  {t("shipping.carrier")}
                </th>
                <th scope="col" className={th}>
                  {t("shipping.countries")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("shipping.price")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("shipping.freeOver")}
                </th>
                <th scope="col" className={th}>
                  {t("shipping.days")}
                </th>
                <th scope="col" className={th}>
                  {t("shipping.activeLabel")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {methods.map((m) => (
                <tr key={m.id}>
                  <td className={td}>
                    <Link to={`/admin/shipping/${m.id}`} className={linkClass}>
                      {m.name[locale] ?? m.name.en}
                    </Link>
                    <div className="font-mono text-xs text-stone-500">{m.code}</div>
                  </td>
                  <td className={td}>{t(`shipping.carriers.${m.carrier}`)}</td>
                  <td className={`${td} max-w-56`}>{m.countries.join(", ")}</td>
                  <td className={`${td} text-right tabular-nums`}>
                    <Eur cents={m.priceCents} />
                  </td>
                  <td className={`${td} text-right tabular-nums`}>
                    {m.freeOverCents === null ? "—" : <Eur cents={m.freeOverCents} />}
                  </td>
                  <td className={td}>{t("shipping.daysValue", { min: m.minDays, max: m.maxDays })}</td>
                  <td className={td}>{m.active ? t("shipping.on") : t("shipping.off")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
