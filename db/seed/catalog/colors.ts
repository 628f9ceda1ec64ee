/**
 * Garment dye colours of the demo catalogue (table `color`). Hex values are the swatch and flat
 * tint (`#rrggbb`); names are in English, European Portuguese and Spanish.
 */

import type { SeedColor } from "./types.ts";

/** The colour palette, in swatch order (light to dark, then colours). */
export const seedColors: SeedColor[] = [
  { code: "white", hex: "#f7f7f4", name: { en: "White", pt: "Branco", es: "Blanco" } },
  { code: "ecru", hex: "#ede6d6", name: { en: "Ecru", pt: "Cru", es: "Crudo" } },
  { code: "sand", hex: "#d8c3a0", name: { en: "Sand", pt: "Areia", es: "Arena" } },
  {
    code: "heather-grey",
    hex: "#b4b4b1",
    name: { en: "Heather grey", pt: "Cinzento mesclado", es: "Gris jaspeado" },
  },
  { code: "charcoal", hex: "#3d3f43", name: { en: "Charcoal", pt: "Cinzento-carvão", es: "Gris marengo" } },
  { code: "black", hex: "#1b1b1c", name: { en: "Black", pt: "Preto", es: "Negro" } },
  { code: "navy", hex: "#1f2a44", name: { en: "Navy", pt: "Azul-marinho", es: "Azul marino" } },
  { code: "sky", hex: "#a9c6df", name: { en: "Sky blue", pt: "Azul-celeste", es: "Azul cielo" } },
  { code: "sage", hex: "#9cab8e", name: { en: "Sage", pt: "Verde-salva", es: "Verde salvia" } },
  { code: "forest", hex: "#2f4a3a", name: { en: "Forest green", pt: "Verde-floresta", es: "Verde bosque" } },
  { code: "terracotta", hex: "#b4643f", name: { en: "Terracotta", pt: "Terracota", es: "Terracota" } },
  { code: "burgundy", hex: "#6b1e2b", name: { en: "Burgundy", pt: "Grená", es: "Burdeos" } },
];
