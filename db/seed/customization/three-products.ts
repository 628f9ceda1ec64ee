/**
 * The eight 3D products of the demo: one made-to-order garment per garment type, sewn in 100 %
 * organic cotton (polyester would not take the garment dye) and dyed to order in Barcelos. Base
 * prices are EUR cents incl. VAT 23 % per unit at the quantity breaks 1–9, 10–49, 50–99, 100–249 and
 * 250+; large sizes carry a surcharge for the extra fabric.
 *
 * Techniques per placement: front, back and chest take all three; sleeves, nape and hood take screen
 * print and embroidery (a DTG platen cannot hold them flat); legs take all three; the back of shorts
 * and pants (below the waistband) takes screen print and embroidery.
 */

import type { PriceBreak, TechniqueCode } from "../../../core/customization/options.ts";
import type { Localized } from "../../../core/shared/locale.ts";
import type { PlacementCode } from "../../../core/customization/uv-layout.ts";
import { ALL_DYES, BOTTOM_DYES } from "./dyes.ts";
import type { SeedThreeProduct } from "./types.ts";

/** Names of the placements in the shop's languages. */
export const PLACEMENT_NAMES: Record<PlacementCode, Localized> = {
  front: { en: "Front", pt: "Frente", es: "Delantero" },
  back: { en: "Back", pt: "Costas", es: "Espalda" },
  "left-chest": { en: "Left chest", pt: "Peito esquerdo", es: "Pecho izquierdo" },
  "right-chest": { en: "Right chest", pt: "Peito direito", es: "Pecho derecho" },
  "left-sleeve": { en: "Left sleeve", pt: "Manga esquerda", es: "Manga izquierda" },
  "right-sleeve": { en: "Right sleeve", pt: "Manga direita", es: "Manga derecha" },
  nape: { en: "Back of the neck", pt: "Nuca", es: "Nuca" },
  hood: { en: "Hood", pt: "Capuz", es: "Capucha" },
  "left-leg": { en: "Left leg", pt: "Perna esquerda", es: "Pierna izquierda" },
  "right-leg": { en: "Right leg", pt: "Perna direita", es: "Pierna derecha" },
};

const ALL: TechniqueCode[] = ["digital-print", "screen-print", "embroidery"];
const STITCH_OR_SCREEN: TechniqueCode[] = ["screen-print", "embroidery"];

const TOP_PLACEMENTS = {
  front: ALL,
  back: ALL,
  "left-chest": ALL,
  "right-chest": ALL,
  "left-sleeve": STITCH_OR_SCREEN,
  "right-sleeve": STITCH_OR_SCREEN,
} satisfies SeedThreeProduct["placements"];

const BOTTOM_PLACEMENTS = {
  "left-leg": ALL,
  "right-leg": ALL,
  back: STITCH_OR_SCREEN,
} satisfies SeedThreeProduct["placements"];

const FULL_RUN = ["XS", "S", "M", "L", "XL", "XXL", "3XL"];
const XS_TO_XXL = ["XS", "S", "M", "L", "XL", "XXL"];
const S_TO_XXL = ["S", "M", "L", "XL", "XXL"];

/** Base unit prices at 1, 10, 50, 100 and 250 units. */
const prices = (...cents: [number, number, number, number, number]): PriceBreak[] =>
  [1, 10, 50, 100, 250].map((minQuantity, i) => ({ minQuantity, unitCents: cents[i]! }));

/** One per garment type, in the configurator's order. */
export const seedThreeProducts: SeedThreeProduct[] = [
  {
    garmentType: "t-shirt",
    name: { en: "Custom t-shirt", pt: "T-shirt personalizada", es: "Camiseta personalizada" },
    description: {
      en: "Regular-fit crew-neck tee in 180 g/m² organic cotton jersey, dyed to order.",
      pt: "T-shirt de gola redonda de corte regular em jersey de algodão biológico de 180 g/m², tingida por encomenda.",
      es: "Camiseta de cuello redondo de corte regular en punto jersey de algodón orgánico de 180 g/m², teñida por encargo.",
    },
    sizes: FULL_RUN,
    sizeSurchargeCents: { XXL: 150, "3XL": 300 },
    basePriceBreaks: prices(1290, 1090, 950, 850, 750),
    dyes: ALL_DYES,
    defaultDye: "white",
    placements: { ...TOP_PLACEMENTS, nape: STITCH_OR_SCREEN },
  },
  {
    garmentType: "oversized-t-shirt",
    name: {
      en: "Custom oversized t-shirt",
      pt: "T-shirt oversized personalizada",
      es: "Camiseta oversize personalizada",
    },
    description: {
      en: "Boxy tee with dropped shoulders in 240 g/m² heavyweight organic cotton jersey, dyed to order.",
      pt: "T-shirt larga de ombros descaídos em jersey pesado de algodão biológico de 240 g/m², tingida por encomenda.",
      es: "Camiseta amplia de hombros caídos en punto jersey grueso de algodón orgánico de 240 g/m², teñida por encargo.",
    },
    sizes: XS_TO_XXL,
    sizeSurchargeCents: { XXL: 150 },
    basePriceBreaks: prices(1590, 1350, 1190, 1050, 940),
    dyes: ALL_DYES,
    defaultDye: "ecru",
    placements: { ...TOP_PLACEMENTS, nape: STITCH_OR_SCREEN },
  },
  {
    garmentType: "shorts",
    name: { en: "Custom shorts", pt: "Calções personalizados", es: "Pantalón corto personalizado" },
    description: {
      en: "Drawcord shorts in 280 g/m² organic cotton French terry with side pockets, dyed to order.",
      pt: "Calções com cordão em felpa francesa de algodão biológico de 280 g/m², com bolsos laterais, tingidos por encomenda.",
      es: "Pantalón corto con cordón en felpa francesa de algodón orgánico de 280 g/m², con bolsillos laterales, teñido por encargo.",
    },
    sizes: S_TO_XXL,
    sizeSurchargeCents: { XXL: 200 },
    basePriceBreaks: prices(2490, 2150, 1890, 1690, 1490),
    dyes: BOTTOM_DYES,
    defaultDye: "ecru",
    placements: BOTTOM_PLACEMENTS,
  },
  {
    garmentType: "hoodie",
    name: { en: "Custom hoodie", pt: "Sweatshirt com capuz personalizada", es: "Sudadera con capucha personalizada" },
    description: {
      en: "Pullover hoodie with a lined hood and kangaroo pocket in 350 g/m² organic cotton French terry, dyed to order.",
      pt: "Sweatshirt com capuz forrado e bolso canguru em felpa francesa de algodão biológico de 350 g/m², tingida por encomenda.",
      es: "Sudadera con capucha forrada y bolsillo canguro en felpa francesa de algodón orgánico de 350 g/m², teñida por encargo.",
    },
    sizes: FULL_RUN,
    sizeSurchargeCents: { XXL: 200, "3XL": 400 },
    basePriceBreaks: prices(3490, 2990, 2690, 2390, 2150),
    dyes: ALL_DYES,
    defaultDye: "ecru",
    placements: { ...TOP_PLACEMENTS, hood: STITCH_OR_SCREEN },
  },
  {
    garmentType: "oversized-hoodie",
    name: {
      en: "Custom oversized hoodie",
      pt: "Sweatshirt com capuz oversized personalizada",
      es: "Sudadera con capucha oversize personalizada",
    },
    description: {
      en: "Roomy hoodie with dropped shoulders, a double-layer hood and kangaroo pocket in 400 g/m² organic cotton French terry, dyed to order.",
      pt: "Sweatshirt ampla de ombros descaídos, capuz de camada dupla e bolso canguru em felpa francesa de algodão biológico de 400 g/m², tingida por encomenda.",
      es: "Sudadera amplia de hombros caídos, capucha de doble capa y bolsillo canguro en felpa francesa de algodón orgánico de 400 g/m², teñida por encargo.",
    },
    sizes: XS_TO_XXL,
    sizeSurchargeCents: { XXL: 200 },
    basePriceBreaks: prices(3990, 3450, 3090, 2790, 2490),
    dyes: ALL_DYES,
    defaultDye: "ecru",
    placements: { ...TOP_PLACEMENTS, hood: STITCH_OR_SCREEN },
  },
  {
    garmentType: "pants",
    name: { en: "Custom sweatpants", pt: "Calças personalizadas", es: "Pantalón personalizado" },
    description: {
      en: "Tapered joggers with ribbed cuffs and a drawcord waist in 350 g/m² organic cotton French terry, dyed to order.",
      pt: "Calças de corte afunilado com punhos canelados e cordão na cintura em felpa francesa de algodão biológico de 350 g/m², tingidas por encomenda.",
      es: "Pantalón de corte cónico con puños de canalé y cordón en la cintura en felpa francesa de algodón orgánico de 350 g/m², teñido por encargo.",
    },
    sizes: S_TO_XXL,
    sizeSurchargeCents: { XXL: 200 },
    basePriceBreaks: prices(3290, 2850, 2550, 2290, 2050),
    dyes: BOTTOM_DYES,
    defaultDye: "ecru",
    placements: BOTTOM_PLACEMENTS,
  },
  {
    garmentType: "sweatshirt",
    name: { en: "Custom sweatshirt", pt: "Sweatshirt personalizada", es: "Sudadera personalizada" },
    description: {
      en: "Crew-neck sweatshirt with ribbed cuffs and hem in 350 g/m² organic cotton French terry, dyed to order.",
      pt: "Sweatshirt de gola redonda com punhos e bainha canelados em felpa francesa de algodão biológico de 350 g/m², tingida por encomenda.",
      es: "Sudadera de cuello redondo con puños y bajo de canalé en felpa francesa de algodón orgánico de 350 g/m², teñida por encargo.",
    },
    sizes: FULL_RUN,
    sizeSurchargeCents: { XXL: 200, "3XL": 400 },
    basePriceBreaks: prices(2890, 2490, 2250, 1990, 1790),
    dyes: ALL_DYES,
    defaultDye: "ecru",
    placements: { ...TOP_PLACEMENTS, nape: STITCH_OR_SCREEN },
  },
  {
    garmentType: "oversized-sweatshirt",
    name: {
      en: "Custom oversized sweatshirt",
      pt: "Sweatshirt oversized personalizada",
      es: "Sudadera oversize personalizada",
    },
    description: {
      en: "Boxy crew-neck sweatshirt with dropped shoulders in 400 g/m² organic cotton French terry, dyed to order.",
      pt: "Sweatshirt larga de gola redonda e ombros descaídos em felpa francesa de algodão biológico de 400 g/m², tingida por encomenda.",
      es: "Sudadera amplia de cuello redondo y hombros caídos en felpa francesa de algodón orgánico de 400 g/m², teñida por encargo.",
    },
    sizes: XS_TO_XXL,
    sizeSurchargeCents: { XXL: 200 },
    basePriceBreaks: prices(3290, 2850, 2550, 2290, 2050),
    dyes: ALL_DYES,
    defaultDye: "ecru",
    placements: { ...TOP_PLACEMENTS, nape: STITCH_OR_SCREEN },
  },
];
