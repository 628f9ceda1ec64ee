import Search from "lucide-react/icons/search";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";

/** Main navigation: the shop, the configurator (`/customize`), the garment groups (search filters), the about page. */
export const NAV_LINKS = [
  { to: "/product/search", key: "nav.shopAll" },
  { to: "/customize", key: "nav.custom" },
  { to: "/product/search?garmentType=t-shirt,oversized-t-shirt", key: "nav.tshirts" },
  { to: "/product/search?garmentType=hoodie,oversized-hoodie", key: "nav.hoodies" },
  { to: "/product/search?garmentType=sweatshirt,oversized-sweatshirt", key: "nav.sweatshirts" },
  { to: "/product/search?garmentType=shorts,pants", key: "nav.bottoms" },
  { to: "/about", key: "nav.about" },
] as const;

/**
 * The product search form (GET /product/search?q=…), used in the header, the mobile menu and the
 * 404 page. `onSubmit` runs as the search is sent (the mobile menu closes itself with it).
 */
export function SearchForm({ id, onSubmit, autoFocus }: { id: string; onSubmit?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation("common");
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/product/search" role="search" className="relative w-full" onSubmit={onSubmit}>
      <label htmlFor={id} className="sr-only">
        {t("layout.searchLabel")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={params.get("q") ?? ""}
        placeholder={t("layout.searchPlaceholder")}
        // biome-ignore lint/a11y/noAutofocus: only in the search panel the visitor just opened
        autoFocus={autoFocus}
        className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pl-10 pr-4 text-sm placeholder:text-stone-500 focus:border-stone-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      />
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-stone-500"
      />
    </Form>
  );
}
