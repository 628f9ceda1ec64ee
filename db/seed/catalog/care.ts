/**
 * Care label lines of the demo products (`product.care`), one instruction per line, following
 * the usual ISO 3758 care symbols: wash, bleach, dry, iron, professional cleaning.
 */

import type { Localized } from "../../../core/shared/locale.ts";

/** Cotton jersey t-shirts. */
export const JERSEY_CARE: Localized<string[]> = {
  en: [
    "Machine wash at 30 °C, inside out",
    "Wash with similar colours",
    "Do not bleach",
    "Do not tumble dry",
    "Iron on medium heat; do not iron over prints",
    "Do not dry clean",
  ],
  pt: [
    "Lavar à máquina a 30 °C, do avesso",
    "Lavar com cores semelhantes",
    "Não usar lixívia",
    "Não secar na máquina",
    "Passar a ferro a temperatura média; não passar sobre as estampagens",
    "Não limpar a seco",
  ],
  es: [
    "Lavar a máquina a 30 °C, del revés",
    "Lavar con colores similares",
    "No usar lejía",
    "No usar secadora",
    "Planchar a temperatura media; no planchar sobre el estampado",
    "No limpiar en seco",
  ],
};

/** French terry and brushed fleece (hoodies, sweatshirts, sweat shorts and joggers). */
export const FLEECE_CARE: Localized<string[]> = {
  en: [
    "Machine wash at 30 °C, inside out",
    "Wash with similar colours",
    "Do not bleach",
    "Do not tumble dry; dry flat",
    "Iron on low heat; do not iron over prints or embroidery",
    "Do not dry clean",
  ],
  pt: [
    "Lavar à máquina a 30 °C, do avesso",
    "Lavar com cores semelhantes",
    "Não usar lixívia",
    "Não secar na máquina; secar na horizontal",
    "Passar a ferro a temperatura baixa; não passar sobre estampagens ou bordados",
    "Não limpar a seco",
  ],
  es: [
    "Lavar a máquina a 30 °C, del revés",
    "Lavar con colores similares",
    "No usar lejía",
    "No usar secadora; secar en plano",
    "Planchar a temperatura baja; no planchar sobre estampados ni bordados",
    "No limpiar en seco",
  ],
};

/** Garment-dyed pieces: the colour settles over the first washes. */
export const GARMENT_DYED_CARE: Localized<string[]> = {
  en: [
    "Wash separately for the first washes: the colour may transfer",
    "Machine wash at 30 °C, inside out",
    "Do not bleach",
    "Do not tumble dry; dry flat in the shade",
    "Iron on low heat, inside out",
    "Do not dry clean",
  ],
  pt: [
    "Lavar em separado nas primeiras lavagens: a cor pode passar para outras peças",
    "Lavar à máquina a 30 °C, do avesso",
    "Não usar lixívia",
    "Não secar na máquina; secar na horizontal, à sombra",
    "Passar a ferro a temperatura baixa, do avesso",
    "Não limpar a seco",
  ],
  es: [
    "Lavar por separado los primeros lavados: el color puede desteñir",
    "Lavar a máquina a 30 °C, del revés",
    "No usar lejía",
    "No usar secadora; secar en plano y a la sombra",
    "Planchar a temperatura baja, del revés",
    "No limpiar en seco",
  ],
};

/** Woven cotton twill and ripstop. */
export const WOVEN_CARE: Localized<string[]> = {
  en: [
    "Machine wash at 40 °C",
    "Wash with similar colours",
    "Do not bleach",
    "Tumble dry on low heat",
    "Iron on medium heat",
    "Do not dry clean",
  ],
  pt: [
    "Lavar à máquina a 40 °C",
    "Lavar com cores semelhantes",
    "Não usar lixívia",
    "Pode secar na máquina a temperatura baixa",
    "Passar a ferro a temperatura média",
    "Não limpar a seco",
  ],
  es: [
    "Lavar a máquina a 40 °C",
    "Lavar con colores similares",
    "No usar lejía",
    "Secadora a temperatura baja",
    "Planchar a temperatura media",
    "No limpiar en seco",
  ],
};
