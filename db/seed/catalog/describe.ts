/**
 * Builds the Markdown product descriptions of the demo catalogue in three languages from a
 * product's own sentences (intro, fit, details) and shared lines: the fabric (from its material
 * row), where it is made (Barcelos or Guimarães, low-impact dyes) and how it can be decorated.
 */

import { LOCALES, type Locale, type Localized } from "../../../core/shared/locale.ts";
import { seedMaterials } from "./materials.ts";

/** Decoration techniques of the configurator (spec §1): screen print, embroidery, digital print. */
export type Technique = "screen-print" | "embroidery" | "dtg";

/** The product-specific parts of a description. */
export interface DescriptionParts {
  /** The product's slug: its configurator is `/customize/{slug}` (linked when it can be decorated). */
  slug: string;
  /** One or two sentences opening the description. */
  intro: Localized;
  /** How it fits, after the "Fit:" label. */
  fit: Localized;
  /** Construction details, after the "Details:" label. */
  details: Localized;
  /** Material code from `seedMaterials`. */
  material: string;
  /** The workshop town where it is cut and sewn. */
  madeIn: "Barcelos" | "Guimarães";
  /** Dyed as a finished garment rather than as fabric. */
  garmentDyed?: boolean;
  /** Techniques it is suited to; empty for styles sold blank only. */
  decoration: readonly Technique[];
}

const LABELS: Record<Locale, { fit: string; fabric: string; details: string; made: string; deco: string }> = {
  en: { fit: "Fit", fabric: "Fabric", details: "Details", made: "Made in Portugal", deco: "Decoration" },
  pt: { fit: "Corte", fabric: "Tecido", details: "Detalhes", made: "Feito em Portugal", deco: "Personalização" },
  es: { fit: "Corte", fabric: "Tejido", details: "Detalles", made: "Hecho en Portugal", deco: "Personalización" },
};

const TECHNIQUES: Record<Technique, Localized> = {
  "screen-print": { en: "screen print", pt: "serigrafia", es: "serigrafía" },
  embroidery: { en: "embroidery", pt: "bordado", es: "bordado" },
  dtg: { en: "DTG (direct-to-garment) print", pt: "impressão digital (DTG)", es: "impresión digital (DTG)" },
};

/** "a, b and c" in each language; Spanish writes "e" instead of "y" before an /i/ sound. */
function joinList(items: string[], locale: Locale): string {
  if (items.length <= 1) return items.join("");
  const last = items[items.length - 1] ?? "";
  const and = { en: "and", pt: "e", es: /^h?i/i.test(last) ? "e" : "y" }[locale];
  return `${items.slice(0, -1).join(", ")} ${and} ${last}`;
}

function madeLine(town: string, garmentDyed: boolean, locale: Locale): string {
  if (garmentDyed) {
    return {
      en: `we cut and sew every piece in ${town} from fabric made by mills in northern Portugal, then dye it as a finished garment in small batches with low-impact dyes, which gives it a soft, lived-in colour.`,
      pt: `cortamos e confecionamos cada peça em ${town} com tecido de fábricas do norte de Portugal e tingimo-la já confecionada, em pequenos lotes e com corantes de baixo impacto, o que lhe dá uma cor suave e vivida.`,
      es: `cortamos y confeccionamos cada prenda en ${town} con tejido de fábricas del norte de Portugal y la teñimos ya confeccionada, en pequeños lotes y con tintes de bajo impacto, lo que le da un color suave y con carácter.`,
    }[locale];
  }
  return {
    en: `we cut and sew every piece in ${town} from fabric made by mills in northern Portugal and dyed with low-impact reactive dyes.`,
    pt: `cortamos e confecionamos cada peça em ${town} com tecido de fábricas do norte de Portugal, tingido com corantes reativos de baixo impacto.`,
    es: `cortamos y confeccionamos cada prenda en ${town} con tejido de fábricas del norte de Portugal, teñido con tintes reactivos de bajo impacto.`,
  }[locale];
}

function decorationLine(techniques: readonly Technique[], slug: string, locale: Locale): string {
  if (techniques.length === 0) {
    return {
      en: "**Blank only:** this style is sold undecorated and is not offered in the 3D configurator.",
      pt: "**Sem personalização:** este modelo é vendido liso e não está disponível no configurador 3D.",
      es: "**Sin personalización:** este modelo se vende liso y no está disponible en el configurador 3D.",
    }[locale];
  }
  const list = joinList(
    techniques.map((t) => TECHNIQUES[t][locale]),
    locale,
  );
  return {
    en: `**${LABELS.en.deco}:** takes ${list} well. Customise it in our [3D configurator](/customize/${slug}) or order it blank.`,
    pt: `**${LABELS.pt.deco}:** aceita ${list}. Personalize a peça no nosso [configurador 3D](/customize/${slug}) ou encomende-a sem decoração.`,
    es: `**${LABELS.es.deco}:** admite ${list}. Personaliza la prenda en nuestro [configurador 3D](/customize/${slug}) o pídela lisa.`,
  }[locale];
}

/**
 * The Markdown description of a product in English, European Portuguese and Spanish: the intro
 * paragraph, then bullets for fit, fabric (name, composition, g/m²), details, origin and decoration
 * (which links a decoratable product to its own configurator, `/customize/{slug}`).
 * @throws Error when `parts.material` is not a seeded material code
 */
export function productDescription(parts: DescriptionParts): Localized {
  const material = seedMaterials.find((m) => m.code === parts.material);
  if (!material) throw new Error(`productDescription: unknown material ${parts.material}`);
  const make = (locale: Locale): string => {
    const l = LABELS[locale];
    return [
      parts.intro[locale],
      "",
      `- **${l.fit}:** ${parts.fit[locale]}`,
      `- **${l.fabric}:** ${material.name[locale]} — ${material.composition[locale]}, ${material.weightGsm} g/m².`,
      `- **${l.details}:** ${parts.details[locale]}`,
      `- **${l.made}:** ${madeLine(parts.madeIn, parts.garmentDyed ?? false, locale)}`,
      `- ${decorationLine(parts.decoration, parts.slug, locale)}`,
    ].join("\n");
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Localized;
}
