import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductImage } from "../../../core/catalog/product-view.ts";

/**
 * The product images of the selected colour (its photos, then the front and back flats). The main view is a
 * scroll-snap strip, so it swipes on phones and shows the first image without JS; thumbnails
 * (buttons) and the arrow keys move between views.
 */
export function ProductGallery({ images, label }: { images: ProductImage[]; label: string }) {
  const { t } = useTranslation("catalog");
  const [active, setActive] = useState(0);
  const stripRef = useRef<HTMLDivElement>(null);
  const imageKey = images.map((i) => i.url).join("|");

  // A new colour shows its front view again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the image set changes
  useEffect(() => {
    setActive(0);
    stripRef.current?.scrollTo({ left: 0 });
  }, [imageKey]);

  const show = (index: number, focusThumb = false) => {
    const next = (index + images.length) % images.length;
    setActive(next);
    const strip = stripRef.current;
    if (strip) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      strip.scrollTo({ left: next * strip.clientWidth, behavior: smooth ? "smooth" : "auto" });
    }
    if (focusThumb) document.getElementById(`gallery-thumb-${next}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, fromThumbs: boolean) => {
    if (event.key === "ArrowRight") show(active + 1, fromThumbs);
    else if (event.key === "ArrowLeft") show(active - 1, fromThumbs);
    else if (event.key === "Home") show(0, fromThumbs);
    else if (event.key === "End") show(images.length - 1, fromThumbs);
    else return;
    event.preventDefault();
  };

  // Swiping the strip updates the thumbnails.
  const onScroll = () => {
    const strip = stripRef.current;
    if (!strip || strip.clientWidth === 0) return;
    const index = Math.round(strip.scrollLeft / strip.clientWidth);
    if (index !== active && index >= 0 && index < images.length) setActive(index);
  };

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel strip, not a form group */}
      <div
        ref={stripRef}
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard scrolling
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={(e) => onKeyDown(e, false)}
        aria-roledescription={t("gallery.carousel")}
        aria-label={t("gallery.position", { current: active + 1, total: images.length })}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl bg-stone-100 [scrollbar-width:none] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, i) => (
          <figure key={image.url} className="w-full shrink-0 snap-center" aria-hidden={i !== active}>
            <img
              src={image.url}
              alt={image.alt}
              data-testid={i === 0 ? "product-main-image" : undefined}
              width={image.width}
              height={image.height}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding="async"
              className={`aspect-[6/7] h-auto w-full object-contain ${image.view === "photo" ? "" : "p-6"}`}
            />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <fieldset aria-label={t("gallery.thumbnails")} className="flex gap-3">
          {images.map((image, i) => (
            <button
              key={image.url}
              id={`gallery-thumb-${i}`}
              type="button"
              onClick={() => show(i)}
              onKeyDown={(e) => onKeyDown(e, true)}
              aria-pressed={i === active}
              aria-label={
                image.view === "photo"
                  ? `${t("gallery.photo")}: ${image.alt}`
                  : t("gallery.show", { view: t(`gallery.${image.view}`) })
              }
              className={`w-20 overflow-hidden rounded-lg bg-stone-100 ring-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                i === active ? "ring-2 ring-stone-900" : "ring-1 ring-stone-200 hover:ring-stone-400"
              }`}
            >
              <img
                src={image.url}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className={`aspect-[6/7] h-auto w-full ${image.view === "photo" ? "object-cover" : "object-contain p-1.5"}`}
              />
            </button>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
