import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import { listAdminAttributes } from "../../../core/catalog/admin-attributes.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { catalogText, pick } from "../../components/admin/catalog-form.tsx";
import { ADMIN_HEADERS, adminCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/attributes";

/**
 * The attributes overview (issue 6; spec §2 `/admin/attributes`): sizes, colours and materials,
 * how many values each has, a preview, and the way to each list (`/admin/attributes/size|color|material`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:product:any");
  const [size, color, material] = await adminCall(request, () =>
    Promise.all([
      listAdminAttributes(ctx, "size"),
      listAdminAttributes(ctx, "color"),
      listAdminAttributes(ctx, "material"),
    ]),
  );
  const preview = (items: typeof size) =>
    items.slice(0, 8).map((a) => ({ id: a.id, code: a.code, name: a.name, hex: a.hex ?? null }));
  return data(
    {
      groups: [
        { type: "size", count: size.length, preview: preview(size) },
        { type: "color", count: color.length, preview: preview(color) },
        { type: "material", count: material.length, preview: preview(material) },
      ] as const,
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
      title: catalogText(root, "attributes.title"),
      description: catalogText(root, "attributes.lead"),
      path: "/admin/attributes",
      noindex: true,
    },
    root,
  );
}

export default function Attributes({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin-catalog");
  return (
    <AdminPage title={t("attributes.title")} lead={t("attributes.lead")}>
      <ul className="grid gap-4 md:grid-cols-3">
        {loaderData.groups.map((g) => (
          <li key={g.type}>
            <Link
              to={`/admin/attributes/${g.type}`}
              className="group block h-full rounded-2xl border border-stone-200 bg-white p-5 hover:border-stone-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              data-testid={`attributes-${g.type}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-stone-900">{t(`attributes.types.${g.type}`)}</h2>
                <ChevronRight aria-hidden className="size-5 text-stone-400 group-hover:text-stone-700" />
              </div>
              <p className="mt-1 text-sm text-stone-600">{t("attributes.count", { count: g.count })}</p>
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-hidden>
                {g.preview.map((a) => (
                  <li
                    key={a.id}
                    className="inline-flex items-center gap-1.5 rounded-full border border-stone-200 px-2 py-0.5 text-xs text-stone-700"
                  >
                    {a.hex ? (
                      <span
                        className="size-3 rounded-full border border-stone-300"
                        style={{ backgroundColor: a.hex }}
                      />
                    ) : null}
                    {a.name ? pick(a.name, i18n.language) || a.code : a.code}
                  </li>
                ))}
              </ul>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
