/**
 * Label and tag options (spec §1: neck, brand, size and care labels and tags; §5: woven neck label
 * MOQ 500; §9: labels sit 10 cm from the waist or bottom). EUR cents incl. VAT 23 % per unit.
 * Exactly one option per slot is the default (a partial unique index keeps it so).
 */

import type { LabelPositionRule } from "../../../core/customization/uv-layout.ts";
import type { SeedLabelOption } from "./types.ts";

const BACK_NECK: LabelPositionRule = { anchor: "back-neck", offsetMm: 15 };
/** Spec §9: 10 cm from the waist (bottoms) or the bottom hem (tops). */
const SIDE_SEAM: LabelPositionRule = { anchor: "side-seam", offsetMm: 100 };

/** All label options, by slot; `none`/`house` first as the defaults. */
export const seedLabelOptions: SeedLabelOption[] = [
  {
    code: "neck-none",
    slot: "neck",
    kind: "none",
    name: { en: "No neck label", pt: "Sem etiqueta de pescoço", es: "Sin etiqueta de cuello" },
    description: {
      en: "Nothing inside the back neck.",
      pt: "Nada no interior das costas do pescoço.",
      es: "Nada en el interior de la espalda del cuello.",
    },
    unitCents: 0,
    minQuantity: 1,
    position: null,
    isDefault: true,
  },
  {
    code: "neck-printed",
    slot: "neck",
    kind: "printed",
    name: { en: "Printed neck label", pt: "Etiqueta de pescoço estampada", es: "Etiqueta de cuello estampada" },
    description: {
      en: "Your logo and the size printed inside the back neck: nothing to scratch.",
      pt: "O seu logótipo e o tamanho estampados no interior das costas do pescoço: nada que pique.",
      es: "Tu logotipo y la talla estampados en el interior de la espalda del cuello: nada que pique.",
    },
    unitCents: 60,
    minQuantity: 1,
    position: BACK_NECK,
    isDefault: false,
  },
  {
    code: "neck-woven",
    slot: "neck",
    kind: "woven",
    name: { en: "Woven neck label", pt: "Etiqueta de pescoço tecida", es: "Etiqueta de cuello tejida" },
    description: {
      en: "A damask-woven label with your logo, sewn into the back neck. Minimum order 500 units.",
      pt: "Uma etiqueta tecida em damasco com o seu logótipo, cosida nas costas do pescoço. Encomenda mínima de 500 unidades.",
      es: "Una etiqueta tejida en damasco con tu logotipo, cosida en la espalda del cuello. Pedido mínimo de 500 unidades.",
    },
    unitCents: 45,
    minQuantity: 500,
    position: BACK_NECK,
    isDefault: false,
  },
  {
    code: "brand-none",
    slot: "brand",
    kind: "none",
    name: { en: "No brand label", pt: "Sem etiqueta de marca", es: "Sin etiqueta de marca" },
    description: {
      en: "No label on the outside.",
      pt: "Nenhuma etiqueta no exterior.",
      es: "Ninguna etiqueta en el exterior.",
    },
    unitCents: 0,
    minQuantity: 1,
    position: null,
    isDefault: true,
  },
  {
    code: "brand-woven",
    slot: "brand",
    kind: "woven",
    name: { en: "Woven brand flag", pt: "Etiqueta de marca tecida", es: "Etiqueta de marca tejida" },
    description: {
      en: "A small woven flag with your logo in the left side seam, 10 cm from the hem or waist. Minimum 100 units.",
      pt: "Uma pequena etiqueta tecida com o seu logótipo na costura lateral esquerda, a 10 cm da bainha ou da cintura. Mínimo de 100 unidades.",
      es: "Una pequeña etiqueta tejida con tu logotipo en la costura lateral izquierda, a 10 cm del bajo o de la cintura. Mínimo de 100 unidades.",
    },
    unitCents: 40,
    minQuantity: 100,
    position: SIDE_SEAM,
    isDefault: false,
  },
  {
    code: "size-none",
    slot: "size",
    kind: "none",
    name: { en: "No separate size label", pt: "Sem etiqueta de tamanho", es: "Sin etiqueta de talla" },
    description: {
      en: "The size appears on the care label only.",
      pt: "O tamanho aparece apenas na etiqueta de cuidados.",
      es: "La talla solo aparece en la etiqueta de cuidados.",
    },
    unitCents: 0,
    minQuantity: 1,
    position: null,
    isDefault: true,
  },
  {
    code: "size-printed",
    slot: "size",
    kind: "printed",
    name: { en: "Printed size label", pt: "Etiqueta de tamanho estampada", es: "Etiqueta de talla estampada" },
    description: {
      en: "A satin size label sewn with the care label in the left side seam, 10 cm from the hem or waist.",
      pt: "Uma etiqueta de tamanho em cetim cosida com a etiqueta de cuidados na costura lateral esquerda, a 10 cm da bainha ou da cintura.",
      es: "Una etiqueta de talla de satén cosida con la de cuidados en la costura lateral izquierda, a 10 cm del bajo o de la cintura.",
    },
    unitCents: 15,
    minQuantity: 1,
    position: SIDE_SEAM,
    isDefault: false,
  },
  {
    code: "care-house",
    slot: "care",
    kind: "house",
    name: { en: "Fabrico care label", pt: "Etiqueta de cuidados Fabrico", es: "Etiqueta de cuidados Fabrico" },
    description: {
      en: "Our composition and care label, required by EU law, in the left side seam 10 cm from the hem or waist. Included.",
      pt: "A nossa etiqueta de composição e cuidados, obrigatória por lei na UE, na costura lateral esquerda a 10 cm da bainha ou da cintura. Incluída.",
      es: "Nuestra etiqueta de composición y cuidados, obligatoria por ley en la UE, en la costura lateral izquierda a 10 cm del bajo o de la cintura. Incluida.",
    },
    unitCents: 0,
    minQuantity: 1,
    position: SIDE_SEAM,
    isDefault: true,
  },
  {
    code: "care-custom",
    slot: "care",
    kind: "printed",
    name: {
      en: "Branded care label",
      pt: "Etiqueta de cuidados com a sua marca",
      es: "Etiqueta de cuidados con tu marca",
    },
    description: {
      en: "Composition and care symbols printed on satin with your brand name. Minimum 50 units.",
      pt: "Composição e símbolos de cuidados estampados em cetim com o nome da sua marca. Mínimo de 50 unidades.",
      es: "Composición y símbolos de cuidados estampados en satén con el nombre de tu marca. Mínimo de 50 unidades.",
    },
    unitCents: 25,
    minQuantity: 50,
    position: SIDE_SEAM,
    isDefault: false,
  },
  {
    code: "hang-tag-none",
    slot: "hang-tag",
    kind: "none",
    name: { en: "No hang tag", pt: "Sem etiqueta suspensa", es: "Sin etiqueta colgante" },
    description: {
      en: "Shipped folded, without a tag.",
      pt: "Enviada dobrada, sem etiqueta.",
      es: "Se envía doblada, sin etiqueta.",
    },
    unitCents: 0,
    minQuantity: 1,
    position: null,
    isDefault: true,
  },
  {
    code: "hang-tag-card",
    slot: "hang-tag",
    kind: "card",
    name: { en: "Printed card hang tag", pt: "Etiqueta suspensa em cartão", es: "Etiqueta colgante de cartón" },
    description: {
      en: "A 350 g card tag printed both sides, attached at the back neck or waistband. Minimum 50 units.",
      pt: "Uma etiqueta em cartão de 350 g estampada dos dois lados, presa nas costas do pescoço ou no cós. Mínimo de 50 unidades.",
      es: "Una etiqueta de cartón de 350 g impresa por ambas caras, sujeta en la espalda del cuello o en la cinturilla. Mínimo de 50 unidades.",
    },
    unitCents: 35,
    minQuantity: 50,
    position: { anchor: "back-neck", offsetMm: 0 },
    isDefault: false,
  },
  {
    code: "hang-tag-kraft",
    slot: "hang-tag",
    kind: "card",
    name: {
      en: "Recycled kraft hang tag",
      pt: "Etiqueta suspensa em kraft reciclado",
      es: "Etiqueta colgante de kraft reciclado",
    },
    description: {
      en: "Recycled kraft board with a cotton string. Minimum 50 units.",
      pt: "Cartão kraft reciclado com fio de algodão. Mínimo de 50 unidades.",
      es: "Cartón kraft reciclado con cordón de algodón. Mínimo de 50 unidades.",
    },
    unitCents: 45,
    minQuantity: 50,
    position: { anchor: "back-neck", offsetMm: 0 },
    isDefault: false,
  },
];
