/**
 * Categories of the demo catalogue (table `category`): three top-level groups — tops, sweats and
 * bottoms — each with sub-categories linked through `parent`. A search filtered by a top-level
 * code also finds the products of its sub-categories (`core/catalog/search-products.ts`).
 */

import type { SeedCategory } from "./types.ts";

/** Top-level categories first, then sub-categories; `sortOrder` counts among siblings. */
export const seedCategories: SeedCategory[] = [
  {
    code: "tops",
    sortOrder: 1,
    name: { en: "Tops", pt: "Partes de cima", es: "Partes de arriba" },
    description: {
      en: "Blank t-shirts and oversized tees in organic cotton jersey, cut and sewn in northern Portugal.",
      pt: "T-shirts lisas e t-shirts oversized em jersey de algodão biológico, cortadas e confecionadas no norte de Portugal.",
      es: "Camisetas lisas y camisetas oversize de punto jersey de algodón orgánico, cortadas y confeccionadas en el norte de Portugal.",
    },
  },
  {
    code: "sweats",
    sortOrder: 2,
    name: { en: "Sweats", pt: "Sweatshirts", es: "Sudaderas" },
    description: {
      en: "Hoodies and crewneck sweatshirts in French terry and brushed fleece, regular and oversized.",
      pt: "Sweatshirts com capuz e sweatshirts de gola redonda em felpa francesa e felpa cardada, em corte regular e oversized.",
      es: "Sudaderas con capucha y sudaderas de cuello redondo de felpa francesa y felpa perchada, en corte regular y oversize.",
    },
  },
  {
    code: "bottoms",
    sortOrder: 3,
    name: { en: "Bottoms", pt: "Partes de baixo", es: "Partes de abajo" },
    description: {
      en: "Shorts and pants with elastic drawcord waists, made to match our sweats.",
      pt: "Calções e calças com cós elástico e cordão, feitos para combinar com as nossas sweatshirts.",
      es: "Pantalones cortos y pantalones con cintura elástica y cordón, pensados para combinar con nuestras sudaderas.",
    },
  },
  {
    code: "t-shirts",
    parent: "tops",
    sortOrder: 1,
    name: { en: "T-shirts", pt: "T-shirts", es: "Camisetas" },
    description: {
      en: "Everyday, heavyweight and oversized t-shirts, ready to wear blank or to print and embroider.",
      pt: "T-shirts do dia a dia, pesadas e oversized, para usar lisas ou para estampar e bordar.",
      es: "Camisetas para el día a día, gruesas y oversize, para llevar lisas o para estampar y bordar.",
    },
  },
  {
    code: "hoodies",
    parent: "sweats",
    sortOrder: 1,
    name: { en: "Hoodies", pt: "Sweatshirts com capuz", es: "Sudaderas con capucha" },
    description: {
      en: "Pullover hoodies with lined hoods and kangaroo pockets, in regular and oversized fits.",
      pt: "Sweatshirts com capuz forrado e bolso canguru, em corte regular e oversized.",
      es: "Sudaderas con capucha forrada y bolsillo canguro, en corte regular y oversize.",
    },
  },
  {
    code: "sweatshirts",
    parent: "sweats",
    sortOrder: 2,
    name: { en: "Sweatshirts", pt: "Sweatshirts de gola redonda", es: "Sudaderas de cuello redondo" },
    description: {
      en: "Crewneck sweatshirts with rib cuffs and waistbands, from classic to boxy oversized.",
      pt: "Sweatshirts de gola redonda com punhos e cós canelados, do corte clássico ao oversized.",
      es: "Sudaderas de cuello redondo con puños y bajo de canalé, del corte clásico al oversize.",
    },
  },
  {
    code: "shorts",
    parent: "bottoms",
    sortOrder: 1,
    name: { en: "Shorts", pt: "Calções", es: "Pantalones cortos" },
    description: {
      en: "Sweat shorts and ripstop shorts with drawcord waists and deep side pockets.",
      pt: "Calções de felpa e de ripstop com cós de cordão e bolsos laterais fundos.",
      es: "Pantalones cortos de felpa y de ripstop con cintura de cordón y bolsillos laterales profundos.",
    },
  },
  {
    code: "pants",
    parent: "bottoms",
    sortOrder: 2,
    name: { en: "Pants", pt: "Calças", es: "Pantalones" },
    description: {
      en: "Joggers and sweatpants in fleece, French terry and cotton twill, finished with rib cuffs.",
      pt: "Calças de fato de treino em felpa cardada, felpa francesa e sarja de algodão, com punhos canelados.",
      es: "Pantalones de chándal de felpa perchada, felpa francesa y sarga de algodón, con puños de canalé.",
    },
  },
];
