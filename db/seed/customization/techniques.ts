/**
 * Decoration techniques and their price rules (ADR 0009). EUR cents incl. VAT 23 %; areas in mm².
 * - Digital print (direct to garment): from 1 unit, full colour, by print-area band (chest 100 × 100,
 *   A4, the standard 305 × 406 front, the oversized 356 × 432), no development cost.
 * - Screen print: from 20 units, at most 8 colours, per colour per unit, plus 50 EUR development per
 *   colour per placement (spec §9).
 * - Embroidery: from 10 units, at most 12 thread colours, by stitch-area band (up to 300 × 300 mm of
 *   stitches), plus one film per placement at 50, 80, 120 or 200 EUR by band (spec §9: 50–200 EUR).
 */

import type { SeedTechnique } from "./types.ts";

const breaks = (...pairs: [number, number][]) => pairs.map(([minQuantity, unitCents]) => ({ minQuantity, unitCents }));

/** The three techniques of spec §1, in the configurator's order. */
export const seedTechniques: SeedTechnique[] = [
  {
    code: "digital-print",
    name: { en: "Digital print", pt: "Impressão digital", es: "Impresión digital" },
    description: {
      en: "Full-colour inkjet print straight onto the fabric (DTG). No set-up costs, so it pays from a single piece; best for photos and gradients.",
      pt: "Impressão a jato de tinta a cores diretamente no tecido (DTG). Sem custos de preparação, compensa a partir de uma peça; ideal para fotografias e degradês.",
      es: "Impresión de chorro de tinta a todo color directamente sobre el tejido (DTG). Sin costes de preparación, compensa desde una sola prenda; ideal para fotos y degradados.",
    },
    minQuantity: 1,
    maxColours: null,
    pricing: {
      kind: "digital-print",
      areaBands: [
        { maxAreaMm2: 10_000, unitBreaks: breaks([1, 450], [10, 400], [50, 360], [100, 330], [250, 300]) },
        { maxAreaMm2: 62_370, unitBreaks: breaks([1, 750], [10, 680], [50, 620], [100, 570], [250, 520]) },
        { maxAreaMm2: 123_830, unitBreaks: breaks([1, 1050], [10, 950], [50, 870], [100, 800], [250, 740]) },
        { maxAreaMm2: 153_792, unitBreaks: breaks([1, 1250], [10, 1130], [50, 1040], [100, 960], [250, 890]) },
      ],
    },
  },
  {
    code: "screen-print",
    name: { en: "Screen print", pt: "Serigrafia", es: "Serigrafía" },
    description: {
      en: "One screen per ink colour, up to 8 colours: vivid, hard-wearing and the most economical from 20 pieces. Development: 50 EUR per colour.",
      pt: "Um quadro por cor de tinta, até 8 cores: cores vivas, resistentes e a opção mais económica a partir de 20 peças. Desenvolvimento: 50 EUR por cor.",
      es: "Una pantalla por color de tinta, hasta 8 colores: colores vivos, duraderos y la opción más económica desde 20 prendas. Desarrollo: 50 EUR por color.",
    },
    minQuantity: 20,
    maxColours: 8,
    pricing: {
      kind: "screen-print",
      perColourBreaks: breaks([20, 180], [50, 130], [100, 95], [250, 70], [500, 55]),
      developmentCentsPerColour: 5000,
    },
  },
  {
    code: "embroidery",
    name: { en: "Embroidery", pt: "Bordado", es: "Bordado" },
    description: {
      en: "Stitched from a digitised film in up to 12 thread colours, priced by stitch area. Development: one film per placement, 50 to 200 EUR by size.",
      pt: "Bordado a partir de um filme digitalizado, até 12 cores de linha, com preço por área bordada. Desenvolvimento: um filme por posição, de 50 a 200 EUR conforme o tamanho.",
      es: "Bordado a partir de una película digitalizada, hasta 12 colores de hilo, con precio por superficie bordada. Desarrollo: una película por posición, de 50 a 200 EUR según el tamaño.",
    },
    minQuantity: 10,
    maxColours: 12,
    pricing: {
      kind: "embroidery",
      stitchAreaBands: [
        { maxAreaMm2: 2_500, developmentCents: 5000, unitBreaks: breaks([10, 450], [50, 390], [100, 340], [250, 300]) },
        {
          maxAreaMm2: 10_000,
          developmentCents: 8000,
          unitBreaks: breaks([10, 650], [50, 560], [100, 490], [250, 430]),
        },
        {
          maxAreaMm2: 40_000,
          developmentCents: 12_000,
          unitBreaks: breaks([10, 1250], [50, 1090], [100, 950], [250, 850]),
        },
        {
          maxAreaMm2: 90_000,
          developmentCents: 20_000,
          unitBreaks: breaks([10, 2200], [50, 1950], [100, 1700], [250, 1500]),
        },
      ],
    },
  },
];
