/**
 * The star rating drawn for product cards and the reviews (issue 8), in a file of its own: product cards on the
 * home and search pages show it without loading the product page's reviews (issue 17).
 */

/** The star sizes of {@link Stars}: small (cards, 14 px), medium (16 px), large (the reviews' summary, 20 px). */
const STAR_SIZES = { sm: "[--star-size:0.875rem]", md: "[--star-size:1rem]", lg: "[--star-size:1.25rem]" } as const;

/**
 * Five stars, `rating` of them filled (rounded to whole stars), drawn by the `stars` utility (app.css) as one
 * element; `label` is what screen readers read instead.
 */
export function Stars({
  rating,
  size = "md",
  label,
}: {
  rating: number;
  size?: keyof typeof STAR_SIZES;
  label?: string;
}) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span
      className={`stars ${STAR_SIZES[size]}`}
      style={{ "--stars-filled": filled } as React.CSSProperties}
      role="img"
      aria-label={label}
      data-stars={filled}
    />
  );
}
