import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Page numbers to show: first, last, and two either side of the current page, with gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1]);
  if (current <= 3) for (const p of [2, 3, 4]) wanted.add(p);
  if (current >= pages - 2) for (const p of [pages - 3, pages - 2, pages - 1]) wanted.add(p);
  const list = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of list.entries()) {
    const prev = list[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  }
  return out;
}

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * Page links for an `offset`/`limit` list (spec §3 query parameters). Plain links, so they work
 * without JS and with the keyboard; the current page carries `aria-current="page"`.
 * @param hrefFor the URL of the page starting at an offset
 */
export function Pagination({
  total,
  offset,
  limit,
  hrefFor,
}: {
  total: number;
  offset: number;
  limit: number;
  hrefFor: (offset: number) => string;
}) {
  const { t } = useTranslation("catalog");
  const pages = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(pages, Math.floor(offset / limit) + 1);
  if (pages <= 1) return null;
  const offsetOf = (page: number) => (page - 1) * limit;
  return (
    <nav aria-label={t("pagination.label")} className="mt-12 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(offsetOf(current - 1))} rel="prev" className={`${itemClass} gap-1 hover:bg-stone-100`}>
              <ChevronLeft aria-hidden className="size-4" />
              <span className="max-sm:sr-only">{t("pagination.previous")}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefFor(offsetOf(page))}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("pagination.page", { page })}
                className={`${itemClass} ${page === current ? "bg-stone-900 text-white" : "hover:bg-stone-100"}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link to={hrefFor(offsetOf(current + 1))} rel="next" className={`${itemClass} gap-1 hover:bg-stone-100`}>
              <span className="max-sm:sr-only">{t("pagination.next")}</span>
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-sm text-stone-600">
        {t("pagination.showing", {
          from: Math.min(total, offset + 1),
          to: Math.min(total, offset + limit),
          total,
        })}
      </p>
    </nav>
  );
}
