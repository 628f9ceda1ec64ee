import { useTranslation } from "react-i18next";
import { SHOP_ADDRESS, SHOP_LEGAL_NAME, SHOP_NIF } from "../../../core/shared/shop.ts";
import { ConsentSettingsLink } from "../engagement/consent.tsx";

/**
 * The legal pages a buyer may want while paying (issue 15): terms, privacy, returns and the EU
 * withdrawal right, contact, and the Portuguese complaints book every online seller links
 * (Decreto-Lei 156/2005 as amended by DL 74/2017).
 */
const CHECKOUT_LINKS = [
  { to: "/terms-of-use", key: "footer.terms" },
  { to: "/privacy", key: "footer.privacy" },
  { to: "/refund", key: "footer.returnsWithdrawal" },
  { to: "/contact", key: "footer.contact" },
  { to: "/complaints-book", key: "footer.complaints" },
] as const;

/**
 * The checkout's and payment page's minimal footer (issue 15, with the minimal `CheckoutHeader`):
 * the legal links above, opened in a new tab so the checkout stays where it is, the cookie
 * settings, and who sells (legal name, address, tax number) — no newsletter, shop navigation,
 * currency or language switches that would lead away from paying.
 */
export function CheckoutFooter() {
  const { t } = useTranslation("common");
  return (
    <footer
      className="mt-16 border-t border-stone-200 bg-stone-50"
      data-layout="checkout"
      data-testid="checkout-footer"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-xs text-stone-600 lg:px-8">
        <nav aria-label={t("footer.checkoutLinks")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {CHECKOUT_LINKS.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-6 items-center text-stone-700 underline decoration-stone-300 underline-offset-2 hover:text-stone-950 hover:decoration-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  {t(link.key)}
                  <span className="sr-only"> {t("footer.newTab")}</span>
                </a>
              </li>
            ))}
            <li>
              <ConsentSettingsLink className="inline-flex min-h-6 items-center text-sm text-stone-700 underline decoration-stone-300 underline-offset-2 hover:text-stone-950" />
            </li>
          </ul>
        </nav>
        <p data-testid="shop-legal">
          © {new Date().getFullYear()} {SHOP_LEGAL_NAME} · {SHOP_ADDRESS} · {t("footer.nif", { nif: SHOP_NIF })}
        </p>
      </div>
    </footer>
  );
}
