import type { Locale, Localized } from "../shared/locale.ts";
import { pickLocale } from "../shared/locale.ts";
import type { GarmentType } from "./garment-types.ts";

/**
 * One image of a product: a photo staff uploaded (`view: "photo"`, core/catalog/product-photos.ts) or a
 * garment flat drawn for a colour (see core/media/flats). Size in px.
 */
export interface ProductImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** A photo, or a drawn flat: front, back, or a close-up of the front (`detail`). */
  view: "front" | "back" | "detail" | "photo";
  colorCode: string;
}

/** Flats are drawn on a 600 × 700 canvas. */
export const FLAT_WIDTH = 600;
export const FLAT_HEIGHT = 700;

/** A drawn view of a product image (core/media/flats `FLAT_IMAGE_VIEWS`). */
export type FlatImageView = "front" | "back" | "detail";

/** URL of a garment flat image, e.g. `/media/flat/hoodie/front/1f2a44.svg` (views: front, back, detail). */
export function flatImageUrl(garmentType: GarmentType, view: FlatImageView, hex: string): string {
  return `/media/flat/${garmentType}/${view}/${hex.replace("#", "").toLowerCase()}.svg`;
}

const VIEW_WORDS: Record<FlatImageView, Localized> = {
  front: { en: "front view", pt: "vista de frente", es: "vista frontal" },
  back: { en: "back view", pt: "vista de trás", es: "vista trasera" },
  detail: { en: "detail", pt: "pormenor", es: "detalle" },
};

/** The image of `view` for a colour, with alt text in `locale` ("Heavyweight Tee in Navy, front view"). */
export function productImage(input: {
  garmentType: GarmentType;
  productName: string;
  color: { code: string; hex: string; name: Localized };
  view: FlatImageView;
  locale: Locale;
}): ProductImage {
  const joiner = { en: "in", pt: "em", es: "en" }[input.locale];
  return {
    url: flatImageUrl(input.garmentType, input.view, input.color.hex),
    alt: `${input.productName} ${joiner} ${pickLocale(input.color.name, input.locale)}, ${VIEW_WORDS[input.view][input.locale]}`,
    width: FLAT_WIDTH,
    height: FLAT_HEIGHT,
    view: input.view,
    colorCode: input.color.code,
  };
}
