/**
 * The eight garment types the shop makes (spec, opening paragraph and §1).
 * The slug is the stable code used in the DB, the API (`/api/product/get/{type}`) and URLs.
 */
export const GARMENT_TYPES = [
  "t-shirt",
  "oversized-t-shirt",
  "shorts",
  "hoodie",
  "oversized-hoodie",
  "pants",
  "sweatshirt",
  "oversized-sweatshirt",
] as const;

export type GarmentType = (typeof GARMENT_TYPES)[number];

/** True when `value` is one of the eight garment type slugs. */
export function isGarmentType(value: unknown): value is GarmentType {
  return typeof value === "string" && (GARMENT_TYPES as readonly string[]).includes(value);
}

/** Display names of the garment types in the shop's languages (filters, search, breadcrumbs). */
export const GARMENT_TYPE_LABELS: Record<GarmentType, { en: string; pt: string; es: string }> = {
  "t-shirt": { en: "T-shirt", pt: "T-shirt", es: "Camiseta" },
  "oversized-t-shirt": { en: "Oversized t-shirt", pt: "T-shirt oversized", es: "Camiseta oversize" },
  shorts: { en: "Shorts", pt: "Calções", es: "Pantalón corto" },
  hoodie: { en: "Hoodie", pt: "Sweatshirt com capuz", es: "Sudadera con capucha" },
  "oversized-hoodie": {
    en: "Oversized hoodie",
    pt: "Sweatshirt com capuz oversized",
    es: "Sudadera con capucha oversize",
  },
  pants: { en: "Pants", pt: "Calças", es: "Pantalón" },
  sweatshirt: { en: "Sweatshirt", pt: "Sweatshirt", es: "Sudadera" },
  "oversized-sweatshirt": { en: "Oversized sweatshirt", pt: "Sweatshirt oversized", es: "Sudadera oversize" },
};
