import { useTranslation } from "react-i18next";
import { isDomainError } from "../../../core/shared/errors.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { rootText } from "../../lib/i18n.ts";

/** Error codes the quote pages translate (`quotes:errors.<code>`); anything else shows `generic`. */
export const QUOTE_ERRORS = [
  "QUOTE_STATUS_CONFLICT",
  "QUOTE_EXPIRED",
  "QUOTE_NOT_APPROVED",
  "DESIGN_NOT_FOUND",
  "EMPTY_SIZE_DISTRIBUTION",
  "QUOTE_MOVE_FORBIDDEN",
] as const;
export type QuoteError = (typeof QUOTE_ERRORS)[number] | "generic";

/** The translatable code of a domain error thrown by core/quotes (other errors are rethrown). */
export function quoteErrorOf(error: unknown): QuoteError {
  if (!isDomainError(error)) throw error;
  return (QUOTE_ERRORS as readonly string[]).includes(error.code) ? (error.code as QuoteError) : "generic";
}

export const QUOTE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** `meta` of the quote pages: title and description from `quotes:<key>.title|lead`, always `noindex`. */
export function quotePageMeta(
  matches: readonly unknown[],
  key: string,
  path: string,
  vars: Record<string, string | number> = {},
) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "quotes", `${key}.title`, vars),
      description: rootText(root, "quotes", `${key}.lead`, vars),
      path,
      noindex: true,
    },
    root,
  );
}

const TONES: Record<string, string> = {
  in_review: "bg-sky-50 text-sky-900 ring-sky-200",
  pending_approval: "bg-amber-50 text-amber-900 ring-amber-200",
  approved: "bg-brand-50 text-brand-800 ring-brand-100",
  accepted: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  declined: "bg-stone-100 text-stone-700 ring-stone-200",
  expired: "bg-stone-100 text-stone-700 ring-stone-200",
};

/**
 * A quote's status as a coloured badge (the words carry the meaning, the colour repeats it).
 * @param audience `customer` (default: "Awaiting your approval") or `staff` (the back office's
 *   wording, `admin-ops:quote.status.*`: "Offer sent, awaiting the customer")
 */
export function QuoteStatusBadge({
  status,
  audience = "customer",
}: {
  status: string;
  audience?: "customer" | "staff";
}) {
  const { t: tCustomer } = useTranslation("quotes");
  const { t: tStaff } = useTranslation("admin-ops");
  const t = (key: string, options: { defaultValue: string }) =>
    audience === "staff" ? tStaff(`quote.${key}`, { defaultValue: tCustomer(key, options) }) : tCustomer(key, options);
  return (
    <span
      data-testid="quote-status"
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status] ?? TONES.declined}`}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The size distribution as chips (`M × 50`) and the total units. */
export function SizeDistribution({ sizes, units }: { sizes: Record<string, number>; units: number }) {
  const { t } = useTranslation("quotes");
  const entries = Object.entries(sizes).filter(([, n]) => n > 0);
  return (
    <div>
      <ul className="flex flex-wrap gap-1.5" data-testid="quote-sizes">
        {entries.map(([size, n]) => (
          <li
            key={size}
            className="inline-flex items-center gap-1 rounded-md border border-stone-200 bg-stone-50 px-2 py-1 text-sm tabular-nums"
          >
            <span className="font-medium text-stone-900">{size}</span>
            <span className="text-stone-500">× {n}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-medium text-stone-800">{t("units", { count: units })}</p>
    </div>
  );
}

/** The garment type's name (singular) in the current language. */
export function useGarmentName(): (type: string) => string {
  const { t } = useTranslation("quotes");
  return (type) => t(`garment.${type}`, { defaultValue: type });
}
