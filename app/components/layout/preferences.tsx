import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { LOCALES, type Locale } from "../../../core/shared/locale.ts";
import { CURRENCIES, type CurrencyCode, storeCurrency } from "../../lib/currency.ts";
import { LANGUAGE_LABELS, storeLanguage } from "../../lib/i18n.ts";
import { useRootData } from "../../lib/root-data.ts";
import { notify } from "../../lib/toast.ts";

const selectClass =
  "h-9 rounded-md border border-stone-300 bg-white pl-2 pr-7 text-sm font-medium text-stone-800 hover:border-stone-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * Language switcher (ENG / PT / ES, spec §9). The choice goes to localStorage `i18nextLng` and a
 * cookie, then the page data reloads so the server-rendered texts follow.
 */
export function LanguageSwitcher({ id }: { id: string }) {
  const { t } = useTranslation("common");
  const { locale } = useRootData();
  const revalidator = useRevalidator();
  const change = (value: string) => {
    storeLanguage(value as Locale);
    const url = new URL(window.location.href);
    if (url.searchParams.has("lng")) {
      url.searchParams.delete("lng");
      window.location.assign(url.toString());
      return;
    }
    revalidator.revalidate();
  };
  return (
    <span className="inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {t("layout.language")}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => change(e.target.value)}
        className={selectClass}
        data-testid="language-switcher"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_LABELS[l].short}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * Currency switcher with the spec's eight currencies and symbols (§9). Stored locally as
 * `{ value, symbol, exchangeRate }` (§3) and in a cookie so server-rendered prices follow.
 */
export function CurrencySwitcher({ id }: { id: string }) {
  const { t } = useTranslation("common");
  const { currency, rates } = useRootData();
  const revalidator = useRevalidator();
  const change = (value: string) => {
    const code = value as CurrencyCode;
    storeCurrency(code, code === "eur" ? 1 : (rates?.rates[code] ?? 1));
    revalidator.revalidate();
    void notify(
      code === "eur" ? t("layout.currencyEur") : t("layout.currencyChanged", { currency: code.toUpperCase() }),
      "info",
    );
  };
  return (
    <span className="inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {t("layout.currency")}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(e) => change(e.target.value)}
        className={selectClass}
        data-testid="currency-switcher"
      >
        {CURRENCIES.map((c) => (
          <option key={c.code} value={c.code} disabled={c.code !== "eur" && !rates}>
            {c.code.toUpperCase()} {c.symbol.trim()}
          </option>
        ))}
      </select>
    </span>
  );
}
