import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductCard } from "../../../core/catalog/product-cards.ts";
import { productGridClass } from "./product-grid-layout.ts";

/** How many related products the product page shows (the API's default, spec §7 `GET /api/product/relations`). */
const RELATED_LIMIT = 4;

/** How far below the viewport the section starts loading, so the cards are there when the shopper scrolls to them. */
const LOAD_AHEAD = "600px 0px";

type Related =
  | { status: "waiting" }
  | { status: "loading" }
  | { status: "shown"; items: ProductCard[]; Grid: typeof import("./product-card.tsx").ProductGrid }
  | { status: "none" };

/**
 * "You may also like" under a product (ADR 0037). The browser loads the cards from the spec's
 * `GET /api/product/relations?productId=…&limit=4&lng=…` (§7) once the section comes within {@link LOAD_AHEAD}
 * of the viewport, as the big shops load recommendations: the product page's own request renders and sends
 * no card (they were ~20 % of its server time), and a shopper who never scrolls down costs nothing.
 *
 * The cards' code (`product-card.tsx`) is loaded then too, so it is not part of the product page's initial JS; a
 * failure of either leaves the section out.
 *
 * States: nothing at all on the server and before the section nears the viewport (a zero-height marker); a
 * busy grid of four placeholder cards while loading; the cards; no section when the product has no related
 * products or the call fails (recommendations are optional: the page stays whole). Prices are the signed-in
 * customer's (the call carries the session cookie), in the page's currency (the cards' `Price`).
 *
 * @param productId the product's id (`prd_…`) or slug; mount one per product (`key`), so a client-side
 *   navigation to another product starts again.
 * @param locale the page's language (`en`, `pt`, `es`), sent as `lng` so the names match the page.
 */
export function RelatedProducts({ productId, locale }: { productId: string; locale: string }) {
  const { t } = useTranslation("catalog");
  const marker = useRef<HTMLDivElement>(null);
  const [related, setRelated] = useState<Related>({ status: "waiting" });

  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const controller = new AbortController();
    const load = async () => {
      setRelated({ status: "loading" });
      const query = new URLSearchParams({ productId, limit: String(RELATED_LIMIT), lng: locale });
      try {
        // the cards' code comes with the cards: the product page's first load carries none of it
        const [{ ProductGrid }, res] = await Promise.all([
          import("./product-card.tsx"),
          fetch(`/api/product/relations?${query}`, {
            headers: { accept: "application/json" },
            signal: controller.signal,
          }),
        ]);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const { items } = (await res.json()) as { items: ProductCard[] };
        setRelated(items.length > 0 ? { status: "shown", items, Grid: ProductGrid } : { status: "none" });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("related products could not be loaded", error);
        setRelated({ status: "none" });
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [productId, locale]);

  if (related.status === "none") return null;
  return (
    <div ref={marker}>
      {related.status === "waiting" ? null : (
        <section
          aria-labelledby="related-title"
          aria-busy={related.status === "loading"}
          className="mt-16"
          data-testid="related-products"
        >
          <h2 id="related-title" className="text-2xl font-semibold tracking-tight text-stone-900">
            {t("product.related")}
          </h2>
          <div className="mt-6">
            {related.status === "shown" ? <related.Grid products={related.items} /> : <PlaceholderGrid />}
          </div>
        </section>
      )}
    </div>
  );
}

/** Four grey cards the size of product cards while the related products load (no layout shift when they come). */
function PlaceholderGrid() {
  return (
    <ul aria-hidden="true" className={productGridClass()}>
      {Array.from({ length: RELATED_LIMIT }, (_, i) => (
        <li key={i} className="flex flex-col gap-2 motion-safe:animate-pulse">
          <div className="aspect-[6/7] rounded-lg bg-stone-100" />
          <div className="h-3 w-1/3 rounded bg-stone-100" />
          <div className="h-4 w-3/4 rounded bg-stone-100" />
          <div className="h-4 w-1/4 rounded bg-stone-100" />
        </li>
      ))}
    </ul>
  );
}
