import Store from "lucide-react/icons/store";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountMenu } from "./account-menu.tsx";
import { LanguageSwitcher } from "./preferences.tsx";
import { HEADER_HEIGHT_CLASS } from "./site-header.tsx";

/**
 * The back office's own header (issue 15): the logo leading to `/admin`, the language switcher, a
 * way back to the shop and the account menu. No shop navigation, search, currency, cart or menu
 * button: the admin frame (app/routes/admin/layout.tsx) has its own navigation. Dashboard height
 * of spec §9 (92 px on desktop).
 */
export function BackOfficeHeader() {
  const { t } = useTranslation("admin");
  return (
    <header
      className="sticky top-0 z-30 bg-white/95 shadow-[0_1px_0_0_var(--color-stone-200)] backdrop-blur"
      data-layout="back-office"
    >
      <div
        className={`mx-auto flex max-w-[90rem] items-center gap-3 px-4 lg:gap-6 lg:px-8 ${HEADER_HEIGHT_CLASS.dashboard}`}
      >
        <Link
          to="/admin"
          className="flex items-baseline gap-2 text-xl font-bold tracking-tight text-stone-900 lg:text-2xl"
          data-testid="back-office-home"
        >
          Fabrico
          <span className="sr-only text-xs font-semibold uppercase tracking-widest whitespace-nowrap text-stone-500 sm:not-sr-only">
            {t("nav.label")}
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          <LanguageSwitcher id="admin-header-language" />
          <Link
            to="/"
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <Store aria-hidden className="size-5" />
            <span className="sr-only sm:not-sr-only">{t("nav.backToShop")}</span>
          </Link>
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
