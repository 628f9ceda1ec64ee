import { ArrowLeft, Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, type ShouldRevalidateFunctionArgs, data, useLocation } from "react-router";
import { getProfile } from "../../../core/customers/get-profile.ts";
import { isStaffRole } from "../../../core/shared/ctx.ts";
import { AdminErrorBoundary } from "../../components/admin/admin-ui.tsx";
import { ADMIN_HEADERS, requireStaff } from "../../lib/admin.server.ts";
import { navFor } from "../../lib/admin-nav.ts";
import { pageContext } from "../../lib/context.server.ts";
import type { Route } from "./+types/layout";

/**
 * The back office's frame (issue 6, spec §2 admin area, ADR 0012): every admin page is nested
 * here. Staff only (a visitor goes to `/admin/auth`, staff without two-step verification and
 * shoppers get the refusal page); the navigation shows only the areas the actor's roles open
 * (app/lib/admin-nav.ts). Child loaders check their own permission too: loaders run in parallel.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const actor = requireStaff(ctx, request);
  const profile = await getProfile(ctx);
  return data(
    {
      nav: navFor(actor).map(({ key, href, match }) => ({ key, href, match })),
      name: [profile.firstName, profile.lastName].filter(Boolean).join(" ") || profile.email,
      email: profile.email,
      roles: actor.roles.filter(isStaffRole),
    },
    { headers: ADMIN_HEADERS },
  );
}

export function headers() {
  return ADMIN_HEADERS;
}

/** The frame changes only after a form post (e.g. a role change), not on every navigation. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export const ErrorBoundary = AdminErrorBoundary;

type Nav = Route.ComponentProps["loaderData"]["nav"];

function NavList({ nav, onPick }: { nav: Nav; onPick?: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="space-y-0.5">
      {nav.map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.href}
            onClick={onPick}
            className={({ isActive }) =>
              `flex h-10 items-center rounded-lg px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                isActive ? "bg-stone-900 text-white" : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"
              }`
            }
            data-testid={`admin-nav-${item.key}`}
          >
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const current = loaderData.nav.find((item) => pathname.startsWith(item.match));
  const identity = (
    <div className="min-w-0">
      <p className="truncate text-sm font-semibold text-stone-900" data-testid="admin-user">
        {loaderData.name}
      </p>
      <p className="mt-0.5 flex flex-wrap gap-1">
        {loaderData.roles.map((role) => (
          <span key={role} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {t(`roles.${role}`)}
          </span>
        ))}
      </p>
    </div>
  );
  return (
    <div className="mx-auto w-full max-w-[90rem] px-4 py-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
      <aside className="hidden lg:block" aria-label={t("nav.label")}>
        <div className="sticky top-4 space-y-5">
          <div>
            <p className="text-xs font-semibold uppercase tracking-widest text-stone-500">{t("eyebrow")}</p>
            <div className="mt-2">{identity}</div>
          </div>
          <nav aria-label={t("nav.label")}>
            <NavList nav={loaderData.nav} />
          </nav>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 px-3 text-sm text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("nav.backToShop")}
          </Link>
        </div>
      </aside>
      <div className="min-w-0">
        <details
          className="group mb-5 rounded-2xl border border-stone-200 bg-white lg:hidden"
          key={pathname}
          data-testid="admin-menu"
        >
          <summary className="flex h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-details-marker]:hidden">
            <span className="flex min-w-0 items-center gap-2">
              <Menu aria-hidden className="size-5 text-stone-600" />
              <span className="text-xs font-semibold uppercase tracking-widest text-stone-500">{t("eyebrow")}</span>
              {current ? (
                <span className="truncate text-sm font-medium text-stone-900">· {t(`nav.${current.key}`)}</span>
              ) : null}
            </span>
            <span className="text-sm text-stone-600 group-open:hidden">{t("nav.open")}</span>
            <span className="hidden text-sm text-stone-600 group-open:inline">{t("nav.close")}</span>
          </summary>
          <div className="space-y-4 border-t border-stone-200 p-3">
            {identity}
            <nav aria-label={t("nav.label")} className="sm:columns-2">
              <NavList nav={loaderData.nav} />
            </nav>
          </div>
        </details>
        <div className="min-w-0" id="admin-content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
