import type { Locale, Localized } from "../shared/locale.ts";
import { GARMENT_TYPE_LABELS, type GarmentType } from "./garment-types.ts";

/**
 * Folds text for search: lowercase, accents removed (ç → c, ã → a, ñ → n), punctuation to spaces.
 * Used on both the stored documents and the query so "calcoes" finds "Calções".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();
}

/** What goes into a product's search document. */
export interface SearchSource {
  name: Localized;
  summary: Localized;
  garmentType: GarmentType;
  tags: string[];
  colorNames: Localized[];
  materialName: Localized;
}

/**
 * Builds the per-language search documents stored in `product.search_text_{en,pt,es}`:
 * name, garment type name, summary, material, colour names and tags, accent-folded.
 */
export function productSearchText(source: SearchSource): Localized {
  const make = (locale: Locale): string =>
    foldForSearch(
      [
        source.name[locale],
        GARMENT_TYPE_LABELS[source.garmentType][locale],
        GARMENT_TYPE_LABELS[source.garmentType].en,
        source.summary[locale],
        source.materialName[locale],
        ...source.colorNames.map((c) => c[locale]),
        ...source.tags,
      ].join(" "),
    );
  return { en: make("en"), pt: make("pt"), es: make("es") };
}
