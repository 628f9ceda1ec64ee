import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The cart's and checkout's notice for wholesale lines below their minimum order quantity (problem
 * `BELOW_MOQ`, core/checkout/price-checkout.ts): how many more units of the garment type are needed;
 * the order cannot be placed until then. Nothing for other problems. `cartLink`: a link back to the
 * cart (checkout), left out on the cart page itself.
 */
export function MoqNotice({
  problems,
  cartLink = true,
}: {
  problems: readonly { code: string; moq?: number; missing?: number }[];
  cartLink?: boolean;
}) {
  const { t } = useTranslation("wholesale");
  const short = problems.filter((p) => p.code === "BELOW_MOQ");
  if (short.length === 0) return null;
  // one notice per distinct shortfall (several lines of one garment type share it)
  const seen = new Set<string>();
  const unique = short.filter((p) => {
    const key = `${p.moq}:${p.missing}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <div
      role="alert"
      data-testid="moq-notice"
      className="mt-4 flex flex-wrap items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        {unique.map((p) => (
          <p key={`${p.moq}:${p.missing}`}>{t("cart.moqShort", { count: p.missing ?? 0, moq: p.moq ?? 0 })}</p>
        ))}
        {cartLink ? (
          <Link to="/cart" className="font-medium underline underline-offset-2">
            {t("reviewCart", { ns: "checkout" })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
