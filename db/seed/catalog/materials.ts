/**
 * Fabrics of the demo catalogue (table `material`): knitted or woven in northern Portugal, weights in
 * g/m² as the mills state them. Names and compositions in English, European Portuguese and
 * Spanish.
 */

import type { SeedMaterial } from "./types.ts";

/** Every fabric the demo products are made of. */
export const seedMaterials: SeedMaterial[] = [
  {
    code: "organic-jersey-180",
    name: {
      en: "Organic cotton jersey",
      pt: "Jersey de algodão biológico",
      es: "Punto jersey de algodón orgánico",
    },
    composition: {
      en: "100% organic cotton, combed and ring-spun",
      pt: "100% algodão biológico, penteado e fiado em anel",
      es: "100% algodón orgánico, peinado y hilado en anillo",
    },
    weightGsm: 180,
  },
  {
    code: "slub-jersey-150",
    name: { en: "Slub cotton jersey", pt: "Jersey de algodão flamê", es: "Punto jersey de algodón flameado" },
    composition: {
      en: "100% organic cotton, slub yarn",
      pt: "100% algodão biológico, fio flamê",
      es: "100% algodón orgánico, hilo flameado",
    },
    weightGsm: 150,
  },
  {
    code: "heavy-jersey-240",
    name: {
      en: "Heavyweight cotton jersey",
      pt: "Jersey pesado de algodão",
      es: "Punto jersey grueso de algodón",
    },
    composition: {
      en: "100% organic cotton, compact-spun",
      pt: "100% algodão biológico, fiado compacto",
      es: "100% algodón orgánico, hilado compacto",
    },
    weightGsm: 240,
  },
  {
    code: "french-terry-280",
    name: { en: "Lightweight French terry", pt: "Felpa francesa leve", es: "Felpa francesa ligera" },
    composition: {
      en: "100% organic cotton",
      pt: "100% algodão biológico",
      es: "100% algodón orgánico",
    },
    weightGsm: 280,
  },
  {
    code: "french-terry-350",
    name: { en: "French terry", pt: "Felpa francesa", es: "Felpa francesa" },
    composition: {
      en: "80% organic cotton, 20% recycled polyester",
      pt: "80% algodão biológico, 20% poliéster reciclado",
      es: "80% algodón orgánico, 20% poliéster reciclado",
    },
    weightGsm: 350,
  },
  {
    code: "brushed-fleece-330",
    name: { en: "Brushed fleece", pt: "Felpa cardada", es: "Felpa perchada" },
    composition: {
      en: "70% organic cotton, 30% recycled polyester",
      pt: "70% algodão biológico, 30% poliéster reciclado",
      es: "70% algodón orgánico, 30% poliéster reciclado",
    },
    weightGsm: 330,
  },
  {
    code: "heavy-fleece-450",
    name: { en: "Heavyweight brushed fleece", pt: "Felpa cardada pesada", es: "Felpa perchada gruesa" },
    composition: {
      en: "85% organic cotton, 15% recycled polyester",
      pt: "85% algodão biológico, 15% poliéster reciclado",
      es: "85% algodón orgánico, 15% poliéster reciclado",
    },
    weightGsm: 450,
  },
  {
    code: "cotton-twill-260",
    name: { en: "Cotton twill", pt: "Sarja de algodão", es: "Sarga de algodón" },
    composition: {
      en: "98% organic cotton, 2% elastane",
      pt: "98% algodão biológico, 2% elastano",
      es: "98% algodón orgánico, 2% elastano",
    },
    weightGsm: 260,
  },
  {
    code: "cotton-ripstop-200",
    name: { en: "Cotton ripstop", pt: "Ripstop de algodão", es: "Ripstop de algodón" },
    composition: {
      en: "100% organic cotton",
      pt: "100% algodão biológico",
      es: "100% algodón orgánico",
    },
    weightGsm: 200,
  },
];
