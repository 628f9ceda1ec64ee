import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SHOP_ADDRESS, SHOP_LEGAL_NAME, SHOP_NIF } from "../../../core/shared/shop.ts";
import { useRootData } from "../../lib/root-data.ts";
import { ConsentSettingsLink } from "../engagement/consent.tsx";
import { FooterNewsletterForm } from "../engagement/newsletter-fields.tsx";
import { CurrencySwitcher, LanguageSwitcher } from "./preferences.tsx";

const SHOP_LINKS = [
  { to: "/product/search", key: "nav.shopAll" },
  { to: "/customize", key: "nav.custom" },
  { to: "/product/search?sort=best-selling", key: "footer.bestSellers" },
  { to: "/promo", key: "footer.promo" },
  { to: "/size-guide", key: "footer.sizeGuide" },
] as const;
const HELP_LINKS = [
  { to: "/faqs", key: "footer.faq" },
  { to: "/shipping-policy", key: "footer.shipping" },
  { to: "/refund", key: "footer.returns" },
  { to: "/contact", key: "footer.contact" },
  { to: "/about", key: "nav.about" },
  { to: "/community", key: "footer.community" },
] as const;
const LEGAL_LINKS = [
  { to: "/terms-of-use", key: "footer.terms" },
  { to: "/privacy", key: "footer.privacy" },
  { to: "/complaints-book", key: "footer.complaints" },
  { to: "/disputeresolution", key: "footer.disputes" },
] as const;

const NETWORK_NAMES: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  pinterest: "Pinterest",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; key: string }[] }) {
  const { t } = useTranslation("common");
  return (
    <div>
      <h2 className="text-sm font-semibold text-stone-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm text-stone-600">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hover:text-stone-900 hover:underline">
              {t(l.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer: shop, help and legal links, social links from the DB, preferences, EUR note. */
export function SiteFooter({ backOffice = false }: { backOffice?: boolean }) {
  const { t } = useTranslation("common");
  const { socialLinks, currency, locale } = useRootData();
  const year = new Date().getFullYear();
  const bottom = (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-xs text-stone-600 sm:flex-row sm:items-center sm:justify-between lg:px-8">
      <div className="space-y-1">
        <p>
          © {year} Fabrico · {t("footer.madeIn")}
          {currency !== "eur" ? <span className="block sm:inline"> · {t("footer.chargedInEur")}</span> : null}
        </p>
        {/* Who sells (issue 15): legal name, address and tax number, from core/shared/shop.ts. */}
        <p data-testid="shop-legal">
          {SHOP_LEGAL_NAME} · {SHOP_ADDRESS} · {t("footer.nif", { nif: SHOP_NIF })}
        </p>
      </div>
      <div className="flex gap-2">
        <LanguageSwitcher id="footer-language" />
        <CurrencySwitcher id="footer-currency" />
      </div>
    </div>
  );
  // the back office keeps the language switch but not the shop's links and newsletter sign-up
  if (backOffice) return <footer className="mt-16 border-t border-stone-200 bg-stone-50">{bottom}</footer>;
  return (
    <footer className="below-fold mt-16 border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold tracking-tight">Fabrico</p>
          <p className="mt-3 max-w-sm text-sm leading-6 text-stone-600">{t("footer.tagline")}</p>
          {socialLinks.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={t("footer.social")}>
              {socialLinks.map((s) => (
                <li key={s.url}>
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="font-medium text-stone-700 hover:text-stone-950 hover:underline"
                  >
                    {NETWORK_NAMES[s.network] ?? s.network}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <LinkColumn title={t("footer.shop")} links={SHOP_LINKS} />
        <LinkColumn title={t("footer.help")} links={HELP_LINKS} />
        <div>
          <LinkColumn title={t("footer.legal")} links={LEGAL_LINKS} />
          <ConsentSettingsLink className="mt-2 text-sm text-stone-600 hover:text-stone-900 hover:underline" />
        </div>
      </div>
      <div className="border-t border-stone-200">
        <section
          aria-labelledby="footer-newsletter"
          className="mx-auto grid max-w-7xl gap-4 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:items-start lg:px-8"
        >
          <div>
            <h2 id="footer-newsletter" className="text-sm font-semibold text-stone-900">
              {t("newsletter:footer.title")}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t("newsletter:footer.lead")}</p>
          </div>
          <FooterNewsletterForm locale={locale} />
        </section>
      </div>
      <div className="border-t border-stone-200">{bottom}</div>
    </footer>
  );
}
