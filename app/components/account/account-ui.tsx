import { buttonClass as uiButtonClass } from "../ui/button.tsx";
import {
  Building2,
  ChevronRight,
  FileText,
  Home,
  MapPin,
  Package,
  Palette,
  ShieldCheck,
  Star,
  UserRound,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";

const NAV = [
  { to: "/user", key: "nav.overview", icon: Home, end: true },
  { to: "/user/profile", key: "nav.profile", icon: UserRound, end: false },
  { to: "/user/order", key: "orders:nav", icon: Package, end: false },
  { to: "/user/designs", key: "customize:nav", icon: Palette, end: false },
  { to: "/user/quotes", key: "quotes:nav", icon: FileText, end: false },
  { to: "/user/feedback", key: "feedback:nav", icon: Star, end: false },
  { to: "/user/wholesale", key: "wholesale:nav", icon: Building2, end: false },
  { to: "/user/address", key: "nav.addresses", icon: MapPin, end: false },
  { to: "/user/privacy", key: "nav.privacy", icon: ShieldCheck, end: false },
] as const;

/**
 * The customer area's navigation: a scrollable row of tabs on phones, a side list from `lg`.
 * Links work without JavaScript; the current page has `aria-current="page"`.
 */
export function AccountNav() {
  const { t } = useTranslation("customer");
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // on a phone the row may be wider than the screen: keep the current tab in view
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page (and so the current tab) changes
  useEffect(() => {
    const current = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = current?.closest("ul");
    if (current && list && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <nav ref={ref} aria-label={t("nav.label")} className="-mx-4 lg:mx-0">
      <ul className="flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {NAV.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end}
              prefetch="intent"
              className={({ isActive }) =>
                `flex h-10 items-center gap-2 whitespace-nowrap rounded-full border px-3 text-sm font-medium sm:px-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:h-11 lg:rounded-lg lg:border-transparent lg:px-3 ${
                  isActive
                    ? "border-stone-900 bg-stone-900 text-white lg:bg-stone-100 lg:text-stone-900"
                    : "border-stone-200 bg-white text-stone-700 hover:bg-stone-50 lg:bg-transparent"
                }`
              }
            >
              <item.icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The customer area's frame: the greeting, the account navigation (a row of tabs on phones, a side
 * list from `lg`) and the page. Used by the `/user` layout and by the order pages that live outside
 * it (`/user/order/:id`, `/track`: guests with a signed link open them too) for a signed-in customer.
 */
export function AccountFrame({
  firstName,
  email,
  children,
}: {
  firstName: string | null;
  email: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("customer");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <div className="mb-5 lg:mb-8">
        <p className="text-sm text-stone-600">
          {firstName ? t("layout.hello", { name: firstName }) : t("layout.helloNoName")}
        </p>
        <p className="truncate text-xs text-stone-500">{email}</p>
      </div>
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <div className="mb-6 lg:mb-0">
          <div className="lg:sticky lg:top-28">
            <AccountNav />
          </div>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** A titled card of the customer area. */
export function Panel({
  title,
  description,
  children,
  id,
  action,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  id?: string;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm leading-6 text-stone-600">{description}</p> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}

/** Page heading of the customer area. */
export function PageHeading({ title, lead, action }: { title: string; lead?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-sm leading-6 text-stone-600 sm:text-base">{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** A card-wide link with a chevron (overview cards' "Manage" links). */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {children}
      <ChevronRight aria-hidden className="size-4" />
    </Link>
  );
}

/** Button styles of the customer area (the UI primitives' `buttonClass`). */
export const buttonClass = {
  primary: uiButtonClass(),
  secondary: uiButtonClass({ variant: "secondary" }),
  danger: uiButtonClass({ variant: "danger" }),
  quiet: uiButtonClass({ variant: "ghost", size: "sm" }),
} as const;
