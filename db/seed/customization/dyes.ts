/**
 * The garment dye palette of the made-to-order garments (spec §1 "garment dye"). Hex values tint the
 * 3D model and the flats. Heather grey is not here: it is a yarn melange and cannot be garment-dyed,
 * so the palette has a dyed stone grey instead.
 */

import type { SeedDye } from "./types.ts";

/** All dyes, in swatch order (light to dark, then colours). */
export const seedDyes: SeedDye[] = [
  { code: "white", hex: "#f7f7f4", name: { en: "White", pt: "Branco", es: "Blanco" } },
  { code: "ecru", hex: "#ede6d6", name: { en: "Ecru", pt: "Cru", es: "Crudo" } },
  { code: "sand", hex: "#d8c3a0", name: { en: "Sand", pt: "Areia", es: "Arena" } },
  { code: "stone", hex: "#a7a49c", name: { en: "Stone grey", pt: "Cinzento-pedra", es: "Gris piedra" } },
  { code: "charcoal", hex: "#3d3f43", name: { en: "Charcoal", pt: "Cinzento-carvão", es: "Gris marengo" } },
  { code: "black", hex: "#1b1b1c", name: { en: "Black", pt: "Preto", es: "Negro" } },
  { code: "navy", hex: "#1f2a44", name: { en: "Navy", pt: "Azul-marinho", es: "Azul marino" } },
  { code: "cobalt", hex: "#2f55a4", name: { en: "Cobalt blue", pt: "Azul-cobalto", es: "Azul cobalto" } },
  { code: "sky", hex: "#a9c6df", name: { en: "Sky blue", pt: "Azul-celeste", es: "Azul cielo" } },
  { code: "lilac", hex: "#b9a7cf", name: { en: "Lilac", pt: "Lilás", es: "Lila" } },
  { code: "sage", hex: "#9cab8e", name: { en: "Sage", pt: "Verde-salva", es: "Verde salvia" } },
  { code: "olive", hex: "#6b6b3a", name: { en: "Olive", pt: "Verde-azeitona", es: "Verde oliva" } },
  { code: "forest", hex: "#2f4a3a", name: { en: "Forest green", pt: "Verde-floresta", es: "Verde bosque" } },
  { code: "mustard", hex: "#d9a53f", name: { en: "Mustard", pt: "Mostarda", es: "Mostaza" } },
  { code: "terracotta", hex: "#b4643f", name: { en: "Terracotta", pt: "Terracota", es: "Terracota" } },
  { code: "burgundy", hex: "#6b1e2b", name: { en: "Burgundy", pt: "Grená", es: "Burdeos" } },
];

/** Every dye: tops are offered in the whole palette. */
export const ALL_DYES = seedDyes.map((d) => d.code);

/** Bottoms: the palette without the pale pastels (white, sky, lilac), which show wear on trousers. */
export const BOTTOM_DYES = ALL_DYES.filter((c) => !["white", "sky", "lilac"].includes(c));
