import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { GARMENT_TYPE_LABELS } from "../catalog/garment-types.ts";
import { SHOP_ADDRESS, SHOP_CONTACT_EMAIL } from "../mail/templates/layout.ts";
import type { FileStorage } from "../media/storage.ts";
import { type UploadView, readUpload } from "../media/store-upload.ts";
import { uploadTable } from "../media/uploads.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { type Locale, SHOP_TIME_ZONE, intlLocaleTag } from "../shared/locale.ts";
import { rotatedBox } from "./artwork-box.ts";
import { drawDesignText } from "./tech-pack-fonts.ts";
import { textFont } from "./text-fonts.ts";
import { type DesignOwner, type DesignView, getDesign, getDesignForStaff } from "./designs.ts";
import { type ThreeProductOptions, getThreeProductOptions } from "./get-three-product.ts";
import type { LabelSlot } from "./options.ts";
import { type PreflightWarning, effectiveDpi } from "./preflight.ts";
import type { PriceLine } from "./price-design.ts";
import { GARMENT_LAYOUTS, type LabelPlacement, type PanelCode } from "./uv-layout.ts";

/**
 * The production tech pack (issue 5: "a production tech pack as PDF for every saved design …
 * downloadable by the customer and by admins"): one A4 PDF, drawn with pdfkit in the standard
 * Helvetica fonts (WinAnsi: Portuguese and Spanish letters, €, dashes; anything else prints as "?";
 * a design's own texts are set in their face, the preview's font files embedded: `tech-pack-fonts.ts`),
 * texts in `ctx.locale`. It holds the shop's name, the design (name, id, version, dates), the garment,
 * the dye with a swatch, the size distribution, labels and tags with their positions (spec §9:
 * 10 cm from the waist or bottom), every placement (technique, printed size, position in mm from the
 * printable area's top-left and from the garment's reference point, rotation, ink/thread counts,
 * stitch area, a diagram at scale, the artwork embedded with its file name, pixel size and effective
 * DPI, or the text with font and colour), the rendered front/back views, preflight warnings, the
 * price breakdown (EUR incl. VAT) with the under-delivery note (3–5 %, never charged, spec §9), the
 * notes for the production team and page numbers.
 *
 * Positions on the garment use the flat pattern of size M (`GARMENT_LAYOUTS`, ADR 0009): a panel's
 * top edge is the high point shoulder (front and back of tops), the top of the waistband (bottoms),
 * the top of the sleeve cap (sleeves) or of the hood; its vertical centre line is centre front, centre
 * back, the sleeve's or the hood pattern's centre line.
 */

/** The shop's name as printed on the tech pack. */
export const TECH_PACK_SHOP_NAME = "Fabrico";
/**
 * Raster artwork longer than this (px) is embedded as a downscaled preview: the boxes it is drawn in
 * are at most 3.5 in wide (≈ 340 DPI on paper), and the file itself is the production master.
 */
export const TECH_PACK_MAX_PREVIEW_PX = 1200;
/** SVG artwork is rasterised for the PDF to at most this many pixels on its long side. */
export const TECH_PACK_SVG_PREVIEW_PX = 1200;

/** What rendering needs besides the design: the file storage holding artwork and rendered views. */
export interface TechPackDeps {
  storage: FileStorage;
}

/** Rendering switches. `compress: false` leaves the PDF's content streams readable (tests). */
export interface TechPackRenderOptions {
  compress?: boolean;
}

type Copy = {
  title: string;
  madeIn: string;
  design: string;
  name: string;
  id: string;
  version: string;
  status: string;
  statuses: Record<"draft" | "saved", string>;
  updated: string;
  generated: string;
  garment: string;
  garmentType: string;
  product: string;
  cut: string;
  fabric: string;
  /** The blank's fabric: name, weight (g/m²) and composition, then where it is sewn and dyed. */
  fabricOf: (f: { name: string; weightGsm: number; composition: string }) => string;
  /** A garment without a blank: the 3D product's own made-to-order fabric. */
  fabricText: string;
  pattern: string;
  patternText: string;
  dye: string;
  sizes: string;
  size: string;
  units: string;
  total: string;
  noSizes: string;
  labels: string;
  slot: string;
  option: string;
  position: string;
  none: string;
  labelPosition: (l: LabelPlacement, mm: (n: number) => string) => string;
  decoration: string;
  noDecoration: string;
  placement: string;
  technique: string;
  printableArea: string;
  printedSize: string;
  rotatedBox: string;
  rotation: string;
  inArea: string;
  inAreaText: (centre: string, topLeft: string) => string;
  onGarment: string;
  /** Per reference: "on <centre line>", "<distance> <side> of <centre line>", "below <top edge>". */
  reference: Record<ReferenceKind, { on: string; of: string; below: string }>;
  side: Record<Exclude<Side, "centre">, string>;
  onGarmentText: (o: { horizontal: string; down: string; top: string; below: string }) => string;
  colours: string;
  inks: (n: number) => string;
  threads: (n: number | null) => string;
  stitchArea: string;
  fullColour: string;
  artwork: string;
  file: string;
  pixels: string;
  dpi: string;
  dpiValue: (dpi: number, ok: boolean) => string;
  vector: string;
  missing: string;
  previewOnly: string;
  text: string;
  font: string;
  colour: string;
  textNote: string;
  views: string;
  front: string;
  back: string;
  preflight: string;
  noWarnings: string;
  warning: (w: PreflightWarning, placement: string) => string;
  price: string;
  description: string;
  qty: string;
  unit: string;
  lineTotal: string;
  line: (l: PriceLine, names: LineNames) => string;
  recurring: string;
  development: string;
  grandTotal: string;
  perUnit: string;
  vat: string;
  notPriced: string;
  underDelivery: (min: number, max: number, minUnits: number, maxUnits: number) => string;
  notes: string;
  noNotes: string;
  page: (i: number, n: number) => string;
};

type ReferenceKind = "front" | "back" | "bottom-front" | "bottom-back" | "sleeve" | "hood";
type Side = "centre" | "wearerLeft" | "wearerRight" | "viewerLeft" | "viewerRight";

interface LineNames {
  product: string;
  placement: (code: string | undefined) => string;
  technique: (code: string | undefined) => string;
  label: (code: string) => string;
}

const PREFLIGHT_EN: Record<string, (p: PreflightWarning["params"]) => string> = {
  LOW_RESOLUTION: (p) => `resolution ${p.dpi} DPI at print size, under ${p.minimumDpi} DPI`,
  OUTSIDE_PRINTABLE_AREA: (p) =>
    `artwork reaches ${p.overflowMm} mm outside the printable area (${p.widthMm} × ${p.heightMm} mm)`,
  TOO_MANY_COLOURS: (p) => `${p.colours} colours; ${p.technique} takes at most ${p.maximum}`,
  MORE_COLOURS_THAN_CHOSEN: (p) => `artwork has ${p.colours} colours, ${p.chosen} priced`,
  EMBROIDERY_THIN_LINES: (p) => `lines of ${p.minStrokeMm} mm, under ${p.minimumMm} mm for embroidery`,
  EMBROIDERY_SMALL_TEXT: (p) => `text ${p.textHeightMm} mm high, under ${p.minimumMm} mm for embroidery`,
};
const PREFLIGHT_PT: typeof PREFLIGHT_EN = {
  LOW_RESOLUTION: (p) => `resolução de ${p.dpi} DPI ao tamanho de impressão, abaixo de ${p.minimumDpi} DPI`,
  OUTSIDE_PRINTABLE_AREA: (p) => `a arte sai ${p.overflowMm} mm da área imprimível (${p.widthMm} × ${p.heightMm} mm)`,
  TOO_MANY_COLOURS: (p) => `${p.colours} cores; ${p.technique} aceita no máximo ${p.maximum}`,
  MORE_COLOURS_THAN_CHOSEN: (p) => `a arte tem ${p.colours} cores, ${p.chosen} orçamentadas`,
  EMBROIDERY_THIN_LINES: (p) => `linhas de ${p.minStrokeMm} mm, abaixo de ${p.minimumMm} mm para bordado`,
  EMBROIDERY_SMALL_TEXT: (p) => `texto com ${p.textHeightMm} mm de altura, abaixo de ${p.minimumMm} mm para bordado`,
};
const PREFLIGHT_ES: typeof PREFLIGHT_EN = {
  LOW_RESOLUTION: (p) => `resolución de ${p.dpi} DPI al tamaño de impresión, por debajo de ${p.minimumDpi} DPI`,
  OUTSIDE_PRINTABLE_AREA: (p) =>
    `el diseño sale ${p.overflowMm} mm del área imprimible (${p.widthMm} × ${p.heightMm} mm)`,
  TOO_MANY_COLOURS: (p) => `${p.colours} colores; ${p.technique} admite como máximo ${p.maximum}`,
  MORE_COLOURS_THAN_CHOSEN: (p) => `el diseño tiene ${p.colours} colores, ${p.chosen} presupuestados`,
  EMBROIDERY_THIN_LINES: (p) => `líneas de ${p.minStrokeMm} mm, por debajo de ${p.minimumMm} mm para bordado`,
  EMBROIDERY_SMALL_TEXT: (p) => `texto de ${p.textHeightMm} mm de alto, por debajo de ${p.minimumMm} mm para bordado`,
};

const COPY: Record<Locale, Copy> = {
  en: {
    title: "Production tech pack",
    madeIn: "Made to order in Barcelos, Portugal",
    design: "Design",
    name: "Name",
    id: "Design id",
    version: "Version",
    status: "Status",
    statuses: { draft: "draft", saved: "saved" },
    updated: "Last saved",
    generated: "Generated",
    garment: "Garment",
    garmentType: "Garment type",
    product: "Product",
    cut: "Pattern (cut)",
    fabric: "Fabric",
    fabricOf: (f) => `${f.name}, ${f.weightGsm} g/m², ${f.composition}; sewn and dyed to order in Barcelos`,
    fabricText: "100 % organic cotton, sewn and dyed to order in Barcelos",
    pattern: "Measurements",
    patternText: "mm on the flat pattern of size M; x to the right, y down, panels seen from outside",
    dye: "Dye",
    sizes: "Size distribution",
    size: "Size",
    units: "Units",
    total: "Total",
    noSizes: "No units yet.",
    labels: "Labels and tags",
    slot: "Slot",
    option: "Option",
    position: "Position",
    none: "None",
    labelPosition: (l, mm) => {
      const where =
        l.anchor === "back-neck"
          ? `Inside centre back, ${mm(l.offsetMm)} below the ${l.reference === "waistband" ? "top of the waistband" : "neckline"}`
          : `Wearer's left side seam, ${mm(l.offsetMm)} ${l.reference === "bottom-hem" ? "above the bottom hem" : "below the top of the waistband"}`;
      return `${where} (back panel x ${mm(l.xMm)}, y ${mm(l.yMm)})`;
    },
    decoration: "Decoration",
    noDecoration: "No decoration: a plain dyed garment.",
    placement: "Placement",
    technique: "Technique",
    printableArea: "Printable area",
    printedSize: "Printed size (W × H)",
    rotatedBox: "Box once rotated",
    rotation: "Rotation",
    inArea: "Position in the printable area",
    inAreaText: (c, t) => `centre at ${c} from its top-left corner; artwork's top-left corner (unrotated) at ${t}`,
    onGarment: "Position on the garment",
    reference: {
      front: { on: "on centre front", of: "of centre front", below: "the high point shoulder (HPS)" },
      back: { on: "on centre back", of: "of centre back", below: "the high point shoulder (HPS)" },
      "bottom-front": { on: "on centre front", of: "of centre front", below: "the top of the waistband" },
      "bottom-back": { on: "on centre back", of: "of centre back", below: "the top of the waistband" },
      sleeve: {
        on: "on the sleeve's centre line",
        of: "of the sleeve's centre line",
        below: "the top of the sleeve cap",
      },
      hood: {
        on: "on the hood pattern's centre line",
        of: "of the hood pattern's centre line",
        below: "the top of the hood",
      },
    },
    side: {
      wearerLeft: "to the wearer's left",
      wearerRight: "to the wearer's right",
      viewerLeft: "to the left (seen from outside)",
      viewerRight: "to the right (seen from outside)",
    },
    onGarmentText: (o) =>
      `centre of the print ${o.horizontal}, ${o.down} below ${o.below}; top of the print ${o.top} below ${o.below}`,
    colours: "Colours",
    inks: (n) => `${n} screen-print ink${n === 1 ? "" : "s"} (one screen each)`,
    threads: (n) => (n === null ? "thread colours not given" : `${n} thread colour${n === 1 ? "" : "s"}`),
    stitchArea: "Stitch area",
    fullColour: "Full colour (digital print)",
    artwork: "Artwork",
    file: "File",
    pixels: "Pixels",
    dpi: "Effective resolution",
    dpiValue: (dpi, ok) => `${dpi} DPI at print size${ok ? "" : " (under 150 DPI)"}`,
    vector: "Vector (SVG): resolution-independent",
    missing: "file not available",
    previewOnly: "Preview downscaled; print from the original file",
    text: "Text",
    font: "Font",
    colour: "Colour",
    textNote: "Drawn here in the font itself (the same file as the online preview, embedded in this PDF); print in it.",
    views: "Rendered views",
    front: "Front",
    back: "Back",
    preflight: "Preflight warnings",
    noWarnings: "None.",
    warning: (w, placement) => `${placement}: ${PREFLIGHT_EN[w.code]?.(w.params) ?? w.code}`,
    price: "Price",
    description: "Line",
    qty: "Qty",
    unit: "Unit",
    lineTotal: "Total",
    line: (l, n) => {
      switch (l.kind) {
        case "garment":
          return `${n.product} (garment, from ${l.breakMinQuantity ?? 1} units)`;
        case "size-surcharge":
          return `Size surcharge ${l.code}`;
        case "decoration":
          return `${n.technique(l.technique)}: ${n.placement(l.placement)}${l.colours ? `, ${l.colours} colour${l.colours === 1 ? "" : "s"}` : ""}`;
        case "label":
          return n.label(l.code);
        case "development":
          return l.technique === "screen-print"
            ? `Screens: ${n.placement(l.placement)}, ${l.colours ?? 1} colour${l.colours === 1 ? "" : "s"} (one-off)`
            : `Embroidery film: ${n.placement(l.placement)} (one-off)`;
      }
    },
    recurring: "Per unit, without one-off costs",
    development: "One-off development costs",
    grandTotal: "Total",
    perUnit: "Per unit, all in",
    vat: "EUR, Portuguese VAT (23 %) included.",
    notPriced: "Not priced: the design breaks these rules as it stands",
    underDelivery: (min, max, a, b) =>
      `Under-delivery: dyeing to order typically damages ${min}–${max} % of a batch (${a}–${b} units here). Damaged garments are neither shipped nor charged.`,
    notes: "Notes for the production team",
    noNotes: "None.",
    page: (i, n) => `Page ${i} of ${n}`,
  },
  pt: {
    title: "Ficha técnica de produção",
    madeIn: "Feito por encomenda em Barcelos, Portugal",
    design: "Design",
    name: "Nome",
    id: "Id do design",
    version: "Versão",
    status: "Estado",
    statuses: { draft: "rascunho", saved: "guardado" },
    updated: "Guardado em",
    generated: "Gerado em",
    garment: "Peça",
    garmentType: "Tipo de peça",
    product: "Produto",
    cut: "Molde (corte)",
    fabric: "Tecido",
    fabricOf: (f) =>
      `${f.name}, ${f.weightGsm} g/m², ${f.composition}; confecionado e tingido por encomenda em Barcelos`,
    fabricText: "100 % algodão orgânico, confecionado e tingido por encomenda em Barcelos",
    pattern: "Medidas",
    patternText: "mm no molde plano do tamanho M; x para a direita, y para baixo, painéis vistos de fora",
    dye: "Tingimento",
    sizes: "Distribuição de tamanhos",
    size: "Tamanho",
    units: "Unidades",
    total: "Total",
    noSizes: "Ainda sem unidades.",
    labels: "Etiquetas",
    slot: "Tipo",
    option: "Opção",
    position: "Posição",
    none: "Nenhuma",
    labelPosition: (l, mm) => {
      const where =
        l.anchor === "back-neck"
          ? `No interior, ao centro das costas, ${mm(l.offsetMm)} abaixo ${l.reference === "waistband" ? "do topo do cós" : "do decote"}`
          : `Costura lateral esquerda (de quem veste), ${mm(l.offsetMm)} ${l.reference === "bottom-hem" ? "acima da bainha" : "abaixo do topo do cós"}`;
      return `${where} (painel das costas x ${mm(l.xMm)}, y ${mm(l.yMm)})`;
    },
    decoration: "Decoração",
    noDecoration: "Sem decoração: uma peça lisa tingida.",
    placement: "Posição",
    technique: "Técnica",
    printableArea: "Área imprimível",
    printedSize: "Tamanho impresso (L × A)",
    rotatedBox: "Caixa depois de rodada",
    rotation: "Rotação",
    inArea: "Posição na área imprimível",
    inAreaText: (c, t) =>
      `centro a ${c} do canto superior esquerdo; canto superior esquerdo da arte (sem rotação) a ${t}`,
    onGarment: "Posição na peça",
    reference: {
      front: { on: "no centro da frente", of: "do centro da frente", below: "do ponto alto do ombro (HPS)" },
      back: { on: "no centro das costas", of: "do centro das costas", below: "do ponto alto do ombro (HPS)" },
      "bottom-front": { on: "no centro da frente", of: "do centro da frente", below: "do topo do cós" },
      "bottom-back": { on: "no centro das costas", of: "do centro das costas", below: "do topo do cós" },
      sleeve: { on: "na linha central da manga", of: "da linha central da manga", below: "do topo da cabeça da manga" },
      hood: {
        on: "na linha central do molde do capuz",
        of: "da linha central do molde do capuz",
        below: "do topo do capuz",
      },
    },
    side: {
      wearerLeft: "à esquerda (de quem veste)",
      wearerRight: "à direita (de quem veste)",
      viewerLeft: "à esquerda (vista de fora)",
      viewerRight: "à direita (vista de fora)",
    },
    onGarmentText: (o) =>
      `centro da impressão ${o.horizontal}, ${o.down} abaixo ${o.below}; topo da impressão ${o.top} abaixo ${o.below}`,
    colours: "Cores",
    inks: (n) => `${n} ${n === 1 ? "tinta" : "tintas"} de serigrafia (um quadro cada)`,
    threads: (n) => (n === null ? "cores de linha não indicadas" : `${n} ${n === 1 ? "cor" : "cores"} de linha`),
    stitchArea: "Área bordada",
    fullColour: "Quadricromia (impressão digital)",
    artwork: "Arte",
    file: "Ficheiro",
    pixels: "Píxeis",
    dpi: "Resolução efetiva",
    dpiValue: (dpi, ok) => `${dpi} DPI ao tamanho de impressão${ok ? "" : " (abaixo de 150 DPI)"}`,
    vector: "Vetorial (SVG): independente da resolução",
    missing: "ficheiro indisponível",
    previewOnly: "Pré-visualização reduzida; imprimir a partir do ficheiro original",
    text: "Texto",
    font: "Tipo de letra",
    colour: "Cor",
    textNote:
      "Desenhado aqui no próprio tipo de letra (o mesmo ficheiro da pré-visualização online, incorporado neste PDF); imprimir nele.",
    views: "Vistas renderizadas",
    front: "Frente",
    back: "Costas",
    preflight: "Avisos de pré-impressão",
    noWarnings: "Nenhum.",
    warning: (w, placement) => `${placement}: ${PREFLIGHT_PT[w.code]?.(w.params) ?? w.code}`,
    price: "Preço",
    description: "Linha",
    qty: "Qtd.",
    unit: "Unitário",
    lineTotal: "Total",
    line: (l, n) => {
      switch (l.kind) {
        case "garment":
          return `${n.product} (peça, a partir de ${l.breakMinQuantity ?? 1} unidades)`;
        case "size-surcharge":
          return `Suplemento de tamanho ${l.code}`;
        case "decoration":
          return `${n.technique(l.technique)}: ${n.placement(l.placement)}${l.colours ? `, ${l.colours} ${l.colours === 1 ? "cor" : "cores"}` : ""}`;
        case "label":
          return n.label(l.code);
        case "development":
          return l.technique === "screen-print"
            ? `Quadros: ${n.placement(l.placement)}, ${l.colours ?? 1} ${l.colours === 1 ? "cor" : "cores"} (custo único)`
            : `Filme de bordado: ${n.placement(l.placement)} (custo único)`;
      }
    },
    recurring: "Por unidade, sem custos únicos",
    development: "Custos únicos de desenvolvimento",
    grandTotal: "Total",
    perUnit: "Por unidade, tudo incluído",
    vat: "EUR, IVA português (23 %) incluído.",
    notPriced: "Sem preço: o design, tal como está, não cumpre estas regras",
    underDelivery: (min, max, a, b) =>
      `Entrega inferior: o tingimento por encomenda danifica tipicamente ${min}–${max} % de um lote (${a}–${b} unidades aqui). As peças danificadas não são enviadas nem cobradas.`,
    notes: "Notas para a equipa de produção",
    noNotes: "Nenhuma.",
    page: (i, n) => `Página ${i} de ${n}`,
  },
  es: {
    title: "Ficha técnica de producción",
    madeIn: "Hecho por encargo en Barcelos, Portugal",
    design: "Diseño",
    name: "Nombre",
    id: "Id del diseño",
    version: "Versión",
    status: "Estado",
    statuses: { draft: "borrador", saved: "guardado" },
    updated: "Guardado el",
    generated: "Generado el",
    garment: "Prenda",
    garmentType: "Tipo de prenda",
    product: "Producto",
    cut: "Patrón (corte)",
    fabric: "Tejido",
    fabricOf: (f) => `${f.name}, ${f.weightGsm} g/m², ${f.composition}; confeccionado y teñido por encargo en Barcelos`,
    fabricText: "100 % algodón orgánico, confeccionado y teñido por encargo en Barcelos",
    pattern: "Medidas",
    patternText: "mm sobre el patrón plano de la talla M; x hacia la derecha, y hacia abajo, piezas vistas desde fuera",
    dye: "Tinte",
    sizes: "Distribución de tallas",
    size: "Talla",
    units: "Unidades",
    total: "Total",
    noSizes: "Aún sin unidades.",
    labels: "Etiquetas",
    slot: "Tipo",
    option: "Opción",
    position: "Posición",
    none: "Ninguna",
    labelPosition: (l, mm) => {
      const where =
        l.anchor === "back-neck"
          ? `En el interior, en el centro de la espalda, ${mm(l.offsetMm)} por debajo ${l.reference === "waistband" ? "de la parte superior de la cinturilla" : "del escote"}`
          : `Costura lateral izquierda (de quien la lleva), ${mm(l.offsetMm)} ${l.reference === "bottom-hem" ? "por encima del bajo" : "por debajo de la parte superior de la cinturilla"}`;
      return `${where} (pieza de la espalda x ${mm(l.xMm)}, y ${mm(l.yMm)})`;
    },
    decoration: "Decoración",
    noDecoration: "Sin decoración: una prenda lisa teñida.",
    placement: "Ubicación",
    technique: "Técnica",
    printableArea: "Área imprimible",
    printedSize: "Tamaño impreso (An × Al)",
    rotatedBox: "Caja una vez girada",
    rotation: "Rotación",
    inArea: "Posición en el área imprimible",
    inAreaText: (c, t) =>
      `centro a ${c} de la esquina superior izquierda; esquina superior izquierda del diseño (sin girar) a ${t}`,
    onGarment: "Posición en la prenda",
    reference: {
      front: { on: "sobre el centro delantero", of: "del centro delantero", below: "del punto alto del hombro (HPS)" },
      back: {
        on: "sobre el centro de la espalda",
        of: "del centro de la espalda",
        below: "del punto alto del hombro (HPS)",
      },
      "bottom-front": {
        on: "sobre el centro delantero",
        of: "del centro delantero",
        below: "de la parte superior de la cinturilla",
      },
      "bottom-back": {
        on: "sobre el centro de la espalda",
        of: "del centro de la espalda",
        below: "de la parte superior de la cinturilla",
      },
      sleeve: {
        on: "sobre la línea central de la manga",
        of: "de la línea central de la manga",
        below: "de la parte superior de la copa de la manga",
      },
      hood: {
        on: "sobre la línea central del patrón de la capucha",
        of: "de la línea central del patrón de la capucha",
        below: "de la parte superior de la capucha",
      },
    },
    side: {
      wearerLeft: "a la izquierda (de quien la lleva)",
      wearerRight: "a la derecha (de quien la lleva)",
      viewerLeft: "a la izquierda (vista desde fuera)",
      viewerRight: "a la derecha (vista desde fuera)",
    },
    onGarmentText: (o) =>
      `centro de la impresión ${o.horizontal}, ${o.down} por debajo ${o.below}; parte superior de la impresión ${o.top} por debajo ${o.below}`,
    colours: "Colores",
    inks: (n) => `${n} ${n === 1 ? "tinta" : "tintas"} de serigrafía (una pantalla cada una)`,
    threads: (n) => (n === null ? "colores de hilo no indicados" : `${n} ${n === 1 ? "color" : "colores"} de hilo`),
    stitchArea: "Área bordada",
    fullColour: "Color completo (impresión digital)",
    artwork: "Diseño",
    file: "Archivo",
    pixels: "Píxeles",
    dpi: "Resolución efectiva",
    dpiValue: (dpi, ok) => `${dpi} DPI al tamaño de impresión${ok ? "" : " (por debajo de 150 DPI)"}`,
    vector: "Vectorial (SVG): independiente de la resolución",
    missing: "archivo no disponible",
    previewOnly: "Vista previa reducida; imprimir desde el archivo original",
    text: "Texto",
    font: "Fuente",
    colour: "Color",
    textNote:
      "Dibujado aquí en la propia fuente (el mismo archivo que la vista previa en línea, incrustado en este PDF); imprimir en ella.",
    views: "Vistas renderizadas",
    front: "Delantera",
    back: "Espalda",
    preflight: "Avisos de preimpresión",
    noWarnings: "Ninguno.",
    warning: (w, placement) => `${placement}: ${PREFLIGHT_ES[w.code]?.(w.params) ?? w.code}`,
    price: "Precio",
    description: "Línea",
    qty: "Cant.",
    unit: "Unitario",
    lineTotal: "Total",
    line: (l, n) => {
      switch (l.kind) {
        case "garment":
          return `${n.product} (prenda, desde ${l.breakMinQuantity ?? 1} unidades)`;
        case "size-surcharge":
          return `Suplemento de talla ${l.code}`;
        case "decoration":
          return `${n.technique(l.technique)}: ${n.placement(l.placement)}${l.colours ? `, ${l.colours} ${l.colours === 1 ? "color" : "colores"}` : ""}`;
        case "label":
          return n.label(l.code);
        case "development":
          return l.technique === "screen-print"
            ? `Pantallas: ${n.placement(l.placement)}, ${l.colours ?? 1} ${l.colours === 1 ? "color" : "colores"} (coste único)`
            : `Película de bordado: ${n.placement(l.placement)} (coste único)`;
      }
    },
    recurring: "Por unidad, sin costes únicos",
    development: "Costes únicos de desarrollo",
    grandTotal: "Total",
    perUnit: "Por unidad, todo incluido",
    vat: "EUR, IVA portugués (23 %) incluido.",
    notPriced: "Sin precio: el diseño, tal como está, incumple estas reglas",
    underDelivery: (min, max, a, b) =>
      `Entrega inferior: el teñido por encargo daña normalmente un ${min}–${max} % de un lote (${a}–${b} unidades aquí). Las prendas dañadas no se envían ni se cobran.`,
    notes: "Notas para el equipo de producción",
    noNotes: "Ninguna.",
    page: (i, n) => `Página ${i} de ${n}`,
  },
};

/** Characters of WinAnsi (the standard fonts' encoding) above 0x7f outside Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACEMENTS: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "−": "-",
  "→": "->",
  "\u2009": " ",
  "\u202f": "\u00a0",
  "\u2007": " ",
  "\t": " ",
};

/**
 * Text as the standard PDF fonts can show it: WinAnsi characters (ASCII, Latin-1, €, typographic
 * quotes and dashes) kept, a few look-alikes replaced (≤ → <=, narrow spaces), anything else "?"
 * (pdfkit would otherwise print garbage for characters outside the font's encoding).
 */
export function pdfText(value: string): string {
  let out = "";
  for (const ch of value.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
    } else if (REPLACEMENTS[ch] !== undefined) {
      out += REPLACEMENTS[ch];
    } else if (code === 13) {
      // dropped: "\r\n" keeps its "\n"
    } else {
      out += code < 0x20 ? " " : "?";
    }
  }
  return out;
}

/**
 * The download's file name, `<design name> tech pack.pdf`, as a `Content-Disposition` value: an
 * ASCII `filename` (accents dropped, quotes and other characters replaced) and the exact name as
 * RFC 6266/5987 `filename*` (UTF-8).
 */
export function techPackContentDisposition(designName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const name = `${designName.replace(/[\u0000-\u001f\u007f/\\]/g, " ").trim() || "design"} tech pack.pdf`;
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "'");
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Number, length, money and date formats in the reader's language. */
function formats(locale: Locale) {
  const tag = intlLocaleTag(locale);
  const one = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR" });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });
  const num = (n: number) => one.format(Math.round(n * 10) / 10 + 0);
  return {
    num,
    int: (n: number) => whole.format(n),
    mm: (n: number) => `${num(n)} mm`,
    size: (w: number, h: number) => `${num(w)} × ${num(h)} mm`,
    xy: (x: number, y: number) => `x ${num(x)} mm, y ${num(y)} mm`,
    money: (cents: number) => money.format(cents / 100),
    date: (value: Date | string) => `${date.format(typeof value === "string" ? new Date(value) : value)} (Lisboa)`,
  };
}

/** An artwork or rendered view ready to embed. */
interface PreparedImage {
  uploadId: string;
  upload: UploadView | null;
  /** PNG or JPEG bytes per background colour it is drawn on (transparency flattened onto it); empty = placeholder. */
  images: Map<string, Buffer>;
  downscaled: boolean;
}

/** Background of the artwork and view boxes. */
const PREVIEW_BG = "#f3f3f3";
/** Fast PNG settings for previews sharp writes (pdfkit embeds opaque, non-interlaced PNGs without re-encoding). */
const PREVIEW_PNG = { compressionLevel: 3, adaptiveFiltering: false } as const;

/**
 * Loads an upload for embedding, for each background it will be drawn on. Opaque PNG and JPEG go
 * in as stored (they were re-encoded at upload, so pdfkit embeds them as they are). Sharp does the
 * rest, because pdfkit decodes transparent or interlaced PNGs pixel by pixel in JavaScript (≈ 0.5 s
 * for 2000 × 2000 px): transparency is flattened onto the background the image sits on (the dye in
 * the diagram, grey in the preview: the same look), anything longer than
 * {@link TECH_PACK_MAX_PREVIEW_PX} is downscaled, and SVG is rasterised to
 * {@link TECH_PACK_SVG_PREVIEW_PX}. A missing or unreadable file gives no images (a placeholder).
 */
async function prepareImage(
  ctx: Ctx,
  storage: FileStorage,
  uploadId: string,
  backgrounds: string[],
): Promise<PreparedImage> {
  let file: Awaited<ReturnType<typeof readUpload>>;
  try {
    file = await readUpload(ctx, storage, uploadId);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    // the row may outlive its bytes: keep the file's name for the placeholder
    const [row] = await ctx.db.select().from(uploadTable).where(eq(uploadTable.id, uploadId));
    const upload: UploadView | null = row
      ? {
          id: row.id,
          kind: row.kind,
          name: row.name,
          contentType: row.contentType,
          size: row.size,
          widthPx: row.widthPx,
          heightPx: row.heightPx,
          url: `/media/upload/${row.id}`,
          artwork: row.artwork ?? null,
          sourceUploadId: row.sourceUploadId ?? null,
        }
      : null;
    return { uploadId, upload, images: new Map(), downscaled: false };
  }
  const { upload, bytes } = file;
  const images = new Map<string, Buffer>();
  /** Decodes (and downscales) once, then flattens the pixels onto each background. */
  const flattened = async (source: Buffer | Uint8Array, resize: boolean) => {
    let decoded = sharp(source);
    if (resize) {
      decoded = decoded.resize({ width: TECH_PACK_MAX_PREVIEW_PX, height: TECH_PACK_MAX_PREVIEW_PX, fit: "inside" });
    }
    const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    await Promise.all(
      backgrounds.map(async (background) => {
        images.set(background, await sharp(data, { raw }).flatten({ background }).png(PREVIEW_PNG).toBuffer());
      }),
    );
  };
  try {
    if (upload.contentType === "image/svg+xml") {
      const long = Math.max(upload.widthPx ?? 0, upload.heightPx ?? 0) || 300;
      const density = Math.min(Math.max((72 * TECH_PACK_SVG_PREVIEW_PX) / long, 1), 2400);
      const raster = sharp(bytes, { density }).resize({
        width: TECH_PACK_SVG_PREVIEW_PX,
        height: TECH_PACK_SVG_PREVIEW_PX,
        fit: "inside",
      });
      await flattened(await raster.png({ compressionLevel: 0 }).toBuffer(), false);
      return { uploadId, upload, images, downscaled: false };
    }
    if (upload.contentType !== "image/png" && upload.contentType !== "image/jpeg") {
      return { uploadId, upload, images, downscaled: false };
    }
    const meta = await sharp(bytes).metadata();
    const downscaled = Math.max(meta.width ?? 0, meta.height ?? 0) > TECH_PACK_MAX_PREVIEW_PX;
    if (meta.hasAlpha) {
      await flattened(bytes, downscaled);
    } else if (downscaled || (upload.contentType === "image/png" && meta.isProgressive)) {
      const resized = sharp(bytes).resize({
        width: TECH_PACK_MAX_PREVIEW_PX,
        height: TECH_PACK_MAX_PREVIEW_PX,
        fit: "inside",
        withoutEnlargement: true,
      });
      const image = await (upload.contentType === "image/png"
        ? resized.png(PREVIEW_PNG)
        : resized.jpeg({ quality: 88 })
      ).toBuffer();
      for (const background of backgrounds) images.set(background, image);
    } else {
      const image = Buffer.from(bytes);
      for (const background of backgrounds) images.set(background, image);
    }
    return { uploadId, upload, images, downscaled };
  } catch (error) {
    ctx.log.warn({ err: error, uploadId }, "tech pack: artwork could not be prepared");
    return { uploadId, upload, images: new Map(), downscaled: false };
  }
}

const uploadIdOf = (url: string | null) => (url ? (/\/media\/upload\/([^/?#]+)$/.exec(url)?.[1] ?? null) : null);

/** Where a placement's printable area sits on its pattern panel (from the options' UV rectangles). */
function areaOnPanel(options: ThreeProductOptions, code: string) {
  const placement = options.placements.find((p) => p.code === code);
  if (!placement) return null;
  const panel = options.panels.find((p) => p.code === placement.panel);
  if (!panel) return { placement, panel: null, xMm: 0, yMm: 0 };
  const du = panel.uv.u1 - panel.uv.u0;
  const dv = panel.uv.v1 - panel.uv.v0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    placement,
    panel,
    xMm: round(((placement.uv.u0 - panel.uv.u0) / du) * panel.widthMm),
    yMm: round(((panel.uv.v1 - placement.uv.v1) / dv) * panel.heightMm),
  };
}

function referenceKind(options: ThreeProductOptions, panel: PanelCode): ReferenceKind | null {
  const bottom = GARMENT_LAYOUTS[options.garmentType]?.kind === "bottom";
  if (panel === "front") return bottom ? "bottom-front" : "front";
  if (panel === "back") return bottom ? "bottom-back" : "back";
  if (panel === "left-sleeve" || panel === "right-sleeve") return "sleeve";
  if (panel === "hood") return "hood";
  return null;
}

/** Panels are seen from outside: on the front the viewer's right is the wearer's left, on the back it is the wearer's right. */
function sideOf(panel: PanelCode, dxMm: number): Side {
  if (Math.abs(dxMm) < 0.05) return "centre";
  if (panel === "front") return dxMm > 0 ? "wearerLeft" : "wearerRight";
  if (panel === "back") return dxMm > 0 ? "wearerRight" : "wearerLeft";
  return dxMm > 0 ? "viewerRight" : "viewerLeft";
}

/** A light or dark line colour that shows on `hex`. */
function contrastOn(hex: string): string {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  if (!Number.isFinite(n)) return "#333333";
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140 ? "#333333" : "#eeeeee";
}

const A4_WIDTH = 595.28;
const MARGIN = 42;
const FOOTER = 28;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const GREY = "#666666";
const INK = "#111111";
const RULE = "#cccccc";

type Doc = PDFKit.PDFDocument;
type PdfImage = unknown;

/**
 * pdfkit parses an image once (`openImage`) so that drawing it twice embeds it once; `cache` keys
 * on the bytes. Null when there is no image for `background` or pdfkit cannot read it.
 */
function openImage(
  doc: Doc,
  cache: WeakMap<Buffer, PdfImage>,
  prepared: PreparedImage | null,
  background: string,
): PdfImage | null {
  const bytes = prepared?.images.get(background);
  if (!bytes) return null;
  const known = cache.get(bytes);
  if (known) return known;
  try {
    const image = (doc as Doc & { openImage(src: Buffer): PdfImage }).openImage(bytes);
    cache.set(bytes, image);
    return image;
  } catch {
    return null;
  }
}

/**
 * Draws the production tech pack of `design` as an A4 PDF (see the module comment for what it holds).
 * Texts in `ctx.locale`; lengths in mm; money EUR cents shown as euros incl. VAT; dates in Lisbon
 * time. Artwork and rendered views are read from `deps.storage` (`readUpload`): opaque PNG/JPEG
 * embedded as stored, transparent ones flattened by sharp onto the colour they are drawn on, all
 * downscaled above {@link TECH_PACK_MAX_PREVIEW_PX} px, SVG rasterised with sharp; a file that is
 * missing or unreadable becomes a placeholder box with its name. No access check here: call
 * {@link getTechPack} for that.
 * @param options the design's 3D product options (`getThreeProductOptions(ctx, design.threeProduct.id)`)
 * @param render `compress: false` for readable content streams (tests)
 * @returns the PDF bytes (`%PDF-…`)
 * @throws whatever the storage throws other than a missing file
 */
export async function renderTechPack(
  ctx: Ctx,
  deps: TechPackDeps,
  design: DesignView,
  options: ThreeProductOptions,
  render: TechPackRenderOptions = {},
): Promise<Uint8Array> {
  const t = COPY[ctx.locale] ?? COPY.en;
  const f = formats(ctx.locale);
  const spec = design.document;
  const dye = options.dyes.find((d) => d.code === spec.dye);
  const dyeHex = /^#[0-9a-f]{6}$/i.test(dye?.hex ?? "") ? (dye?.hex ?? "#ffffff") : "#ffffff";
  const [artworks, views] = await Promise.all([
    Promise.all(
      spec.placements.map((p) =>
        p.artwork ? prepareImage(ctx, deps.storage, p.artwork.uploadId, [dyeHex, PREVIEW_BG]) : null,
      ),
    ),
    Promise.all(
      [uploadIdOf(design.frontImageUrl), uploadIdOf(design.backImageUrl)].map((id) =>
        id ? prepareImage(ctx, deps.storage, id, [PREVIEW_BG]) : null,
      ),
    ),
  ]);
  const opened = new WeakMap<Buffer, PdfImage>();

  const doc: Doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    compress: render.compress ?? true,
    bufferPages: true,
    info: {
      Title: pdfText(`${design.name} - ${t.title}`),
      Author: TECH_PACK_SHOP_NAME,
      Subject: `${t.title} ${design.id} v${design.version}`,
      Creator: TECH_PACK_SHOP_NAME,
      CreationDate: ctx.now(),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });

  const pageBottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > pageBottom()) doc.addPage();
  };
  const write = (text: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(text), x, y, opts);
  const heightOf = (text: string, width: number, size: number, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
    return doc.heightOfString(pdfText(text), { width });
  };

  /** A section title, kept on one page with at least `keep` points of what follows. */
  const heading = (text: string, keep = 40) => {
    ensure(30 + keep);
    doc.y += 10;
    doc.font("Helvetica-Bold").fontSize(13).fillColor(INK);
    write(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 6;
  };

  const LABEL_WIDTH = 150;
  const rows = (pairs: [string, string][]) => {
    for (const [label, value] of pairs) {
      const h = Math.max(heightOf(label, LABEL_WIDTH - 8, 9), heightOf(value, CONTENT_WIDTH - LABEL_WIDTH, 10));
      ensure(h + 3);
      const y = doc.y;
      doc.font("Helvetica").fontSize(9).fillColor(GREY);
      write(label, MARGIN, y + 0.8, { width: LABEL_WIDTH - 8 });
      doc.font("Helvetica").fontSize(10).fillColor(INK);
      write(value, MARGIN + LABEL_WIDTH, y, { width: CONTENT_WIDTH - LABEL_WIDTH });
      doc.y = y + h + 3;
    }
  };

  const paragraph = (text: string, size = 10, colour = INK) => {
    ensure(heightOf(text, CONTENT_WIDTH, size) + 4);
    doc.font("Helvetica").fontSize(size).fillColor(colour);
    write(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.y += 4;
  };

  type Column = { title: string; width: number; align?: "left" | "right" | "center" };
  const table = (columns: Column[], body: string[][], boldRows: ReadonlySet<number> = new Set()) => {
    const cellHeight = (cells: string[], bold: boolean) =>
      Math.max(...cells.map((cell, i) => heightOf(cell, (columns[i]?.width ?? 40) - 8, 9, bold))) + 6;
    const drawRow = (cells: string[], bold: boolean, header: boolean) => {
      const h = cellHeight(cells, bold || header);
      const y = doc.y;
      if (header) doc.rect(MARGIN, y, CONTENT_WIDTH, h).fill("#eeeeee");
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const col = columns[i];
        if (!col) return;
        doc
          .font(bold || header ? "Helvetica-Bold" : "Helvetica")
          .fontSize(9)
          .fillColor(header ? GREY : INK);
        write(cell, x + 4, y + 3, { width: col.width - 8, align: col.align ?? "left" });
        x += col.width;
      });
      doc
        .moveTo(MARGIN, y + h)
        .lineTo(MARGIN + CONTENT_WIDTH, y + h)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + h;
    };
    const headerCells = columns.map((c) => c.title);
    ensure(cellHeight(headerCells, true) + cellHeight(body[0] ?? [""], boldRows.has(0)));
    drawRow(headerCells, false, true);
    body.forEach((cells, i) => {
      const h = cellHeight(cells, boldRows.has(i));
      if (doc.y + h > pageBottom()) {
        doc.addPage();
        drawRow(headerCells, false, true);
      }
      drawRow(cells, boldRows.has(i), false);
    });
    doc.y += 6;
  };

  const placementName = (code: string | undefined) =>
    options.placements.find((p) => p.code === code)?.name ?? code ?? "";
  const techniqueName = (code: string | undefined) =>
    options.techniques.find((x) => x.code === code)?.name ?? code ?? "";
  const labelName = (code: string) => options.labels.find((l) => l.code === code)?.name ?? code;

  // ——— header ———
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK);
  write(TECH_PACK_SHOP_NAME, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(8).fillColor(GREY);
  write(`${t.madeIn}\n${SHOP_ADDRESS}\n${SHOP_CONTACT_EMAIL}`, MARGIN + CONTENT_WIDTH - 260, MARGIN + 2, {
    width: 260,
    align: "right",
  });
  doc.font("Helvetica-Bold").fontSize(15).fillColor(INK);
  write(t.title, MARGIN, MARGIN + 34);
  doc.font("Helvetica").fontSize(11).fillColor(GREY);
  write(`${design.name} · v${design.version}`, MARGIN, doc.y + 1, { width: CONTENT_WIDTH });
  doc.y += 4;

  // ——— design and garment ———
  heading(t.design);
  rows([
    [t.name, design.name],
    [t.id, design.id],
    [t.version, `${design.version} (${t.statuses[design.status] ?? design.status})`],
    [t.updated, f.date(design.updatedAt)],
    [t.generated, f.date(ctx.now())],
  ]);

  heading(t.garment);
  const garmentLabel = GARMENT_TYPE_LABELS[options.garmentType]?.[ctx.locale] ?? options.garmentType;
  // the blank the design is made from: its name, fabric, weight and composition (issue 20)
  const blank = design.blank;
  rows([
    [t.garmentType, garmentLabel],
    [t.product, blank ? `${blank.name} (${blank.slug})` : `${options.name} (${options.code})`],
    [t.cut, `${options.name} (${options.code})`],
    [t.fabric, blank?.fabric ? t.fabricOf(blank.fabric) : t.fabricText],
    [t.pattern, t.patternText],
  ]);

  // dye, with a swatch
  {
    ensure(22);
    const y = doc.y;
    doc.font("Helvetica").fontSize(9).fillColor(GREY);
    write(t.dye, MARGIN, y + 4, { width: LABEL_WIDTH - 8 });
    doc
      .lineWidth(0.5)
      .rect(MARGIN + LABEL_WIDTH, y, 34, 17)
      .fillAndStroke(dyeHex, "#999999");
    doc.font("Helvetica-Bold").fontSize(10).fillColor(INK);
    write(`${dye?.name ?? spec.dye}  ${dye?.hex ?? ""}  (${spec.dye})`, MARGIN + LABEL_WIDTH + 42, y + 4, {
      width: CONTENT_WIDTH - LABEL_WIDTH - 42,
    });
    doc.y = y + 22;
  }

  // ——— sizes ———
  heading(t.sizes);
  const sizeCodes = [...options.sizes, ...Object.keys(spec.sizes).filter((s) => !options.sizes.includes(s))];
  const totalUnits = Object.values(spec.sizes).reduce((a, b) => a + b, 0);
  {
    const width = CONTENT_WIDTH / (sizeCodes.length + 2);
    table(
      [
        { title: t.size, width },
        ...sizeCodes.map((s) => ({ title: s, width, align: "right" as const })),
        { title: t.total, width, align: "right" },
      ],
      [[t.units, ...sizeCodes.map((s) => f.int(spec.sizes[s] ?? 0)), f.int(totalUnits)]],
    );
  }

  // ——— labels ———
  heading(t.labels);
  const labelRows = options.labelSlots.map(({ code: slot, name }) => {
    const chosen =
      spec.labels[slot as LabelSlot] ?? options.labels.find((l) => l.slot === slot && l.isDefault)?.code ?? null;
    const option = chosen ? options.labels.find((l) => l.code === chosen) : undefined;
    if (!option || option.kind === "none") return [name, option?.name ?? t.none, "-"];
    return [
      name,
      `${option.name}${option.minQuantity > 1 ? ` (MOQ ${f.int(option.minQuantity)})` : ""}`,
      option.position ? t.labelPosition(option.position, f.mm) : "-",
    ];
  });
  table(
    [
      { title: t.slot, width: 95 },
      { title: t.option, width: 150 },
      { title: t.position, width: CONTENT_WIDTH - 245 },
    ],
    labelRows,
  );

  // ——— notes ———
  heading(t.notes);
  paragraph(spec.notes.trim() || t.noNotes);

  // ——— decoration ———
  heading(t.decoration, spec.placements.length > 0 ? 290 : 20);
  if (spec.placements.length === 0) paragraph(t.noDecoration);
  const lineColour = contrastOn(dyeHex);
  spec.placements.forEach((p, index) => {
    const where = areaOnPanel(options, p.placement);
    const area = where?.placement ?? { widthMm: p.widthMm, heightMm: p.heightMm };
    const prepared = artworks[index] ?? null;
    const image = openImage(doc, opened, prepared, dyeHex);
    const preview = openImage(doc, opened, prepared, PREVIEW_BG);
    // the numbers
    const rotation = p.rotationDeg ?? 0;
    const box = rotatedBox(p.widthMm, p.heightMm, rotation);
    const details: [string, string][] = [
      [t.technique, techniqueName(p.technique)],
      [
        t.placement,
        `${placementName(p.placement)} (${p.placement}${where?.panel && where.panel.code !== p.placement ? `; ${where.panel.code}` : ""})`,
      ],
      [t.printableArea, f.size(area.widthMm, area.heightMm)],
      [t.printedSize, f.size(p.widthMm, p.heightMm)],
      [t.rotation, `${f.num(rotation)}°`],
    ];
    if (rotation % 180 !== 0) details.push([t.rotatedBox, f.size(box.widthMm, box.heightMm)]);
    details.push([
      t.inArea,
      t.inAreaText(f.xy(p.centerXMm, p.centerYMm), f.xy(p.centerXMm - p.widthMm / 2, p.centerYMm - p.heightMm / 2)),
    ]);
    if (where?.panel) {
      const kind = referenceKind(options, where.panel.code);
      const cx = where.xMm + p.centerXMm;
      const cy = where.yMm + p.centerYMm;
      const dx = cx - where.panel.widthMm / 2;
      if (kind) {
        const ref = t.reference[kind];
        const side = sideOf(where.panel.code, dx);
        details.push([
          t.onGarment,
          t.onGarmentText({
            horizontal: side === "centre" ? ref.on : `${f.mm(Math.abs(dx))} ${t.side[side]} ${ref.of}`,
            down: f.mm(cy),
            top: f.mm(cy - box.heightMm / 2),
            below: ref.below,
          }),
        ]);
      }
    }
    if (p.technique === "screen-print") details.push([t.colours, t.inks(p.colourCount ?? 1)]);
    else if (p.technique === "embroidery") {
      details.push([t.colours, t.threads(p.colourCount ?? null)]);
      details.push([t.stitchArea, `${f.int(p.stitchAreaMm2 ?? p.widthMm * p.heightMm)} mm²`]);
    } else details.push([t.colours, t.fullColour]);
    if (p.artwork) {
      const upload = prepared?.upload;
      details.push([
        t.file,
        upload
          ? `${upload.name} (${upload.contentType})${prepared?.images.size ? "" : `: ${t.missing}`}`
          : `${p.artwork.uploadId}: ${t.missing}`,
      ]);
      if (upload?.widthPx && upload.heightPx) {
        details.push([t.pixels, `${f.int(upload.widthPx)} × ${f.int(upload.heightPx)} px`]);
        if (upload.contentType === "image/svg+xml") details.push([t.dpi, t.vector]);
        else {
          const dpi = effectiveDpi(upload.widthPx, upload.heightPx, p.widthMm, p.heightMm);
          details.push([t.dpi, t.dpiValue(dpi, dpi >= options.rules.minPrintDpi)]);
        }
      }
      if (prepared?.downscaled) details.push(["", t.previewOnly]);
    }
    if (p.text) {
      details.push(
        [t.text, `“${p.text.content}”`],
        [t.font, `${textFont(p.text.font).code} (SIL Open Font License 1.1)`],
        [t.colour, p.text.colorHex.toLowerCase()],
        ["", t.textNote],
      );
    }
    const BOX_W = 250;
    const BOX_H = 150;
    const rowsHeight = details.reduce(
      (sum, [label, value]) =>
        sum + Math.max(heightOf(label, LABEL_WIDTH - 8, 9), heightOf(value, CONTENT_WIDTH - LABEL_WIDTH, 10)) + 3,
      0,
    );
    // keep a placement on one page when it fits on one
    ensure(Math.min(22 + BOX_H + 18 + rowsHeight, pageBottom() - MARGIN - 10));
    doc.y += 4;
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK);
    write(`${index + 1}. ${placementName(p.placement)}: ${techniqueName(p.technique)}`, MARGIN, doc.y, {
      width: CONTENT_WIDTH,
    });
    const top = doc.y + 4;

    // diagram: the printable area at scale on the dye, the artwork at its place and rotation
    const s = Math.min(BOX_W / area.widthMm, BOX_H / area.heightMm);
    const aw = area.widthMm * s;
    const ah = area.heightMm * s;
    const ox = MARGIN + (BOX_W - aw) / 2;
    const oy = top + (BOX_H - ah) / 2;
    doc.save();
    doc.rect(ox, oy, aw, ah).fill(dyeHex);
    doc.rect(ox, oy, aw, ah).lineWidth(0.7).dash(3, { space: 2 }).strokeColor(lineColour).stroke();
    doc.undash();
    doc.restore();
    doc.save();
    doc.translate(ox + p.centerXMm * s, oy + p.centerYMm * s).rotate(p.rotationDeg ?? 0);
    const w = p.widthMm * s;
    const h = p.heightMm * s;
    if (image) {
      doc.image(image as Buffer, -w / 2, -h / 2, { fit: [w, h], align: "center", valign: "center" });
    } else if (p.text) {
      drawDesignText(doc, p.text, { centre: [0, 0], width: w, maxSize: h * 0.9, minSize: 2 });
    }
    doc
      .rect(-w / 2, -h / 2, w, h)
      .lineWidth(0.5)
      .strokeColor(image || p.text ? lineColour : "#cc0000")
      .stroke();
    if (!image && !p.text) {
      doc
        .moveTo(-w / 2, -h / 2)
        .lineTo(w / 2, h / 2)
        .moveTo(w / 2, -h / 2)
        .lineTo(-w / 2, h / 2)
        .stroke();
    }
    doc.restore();
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    write(`${t.printableArea} ${f.size(area.widthMm, area.heightMm)}`, MARGIN, top + BOX_H + 3, {
      width: BOX_W,
      align: "center",
    });

    // the artwork itself (or the text), on a neutral ground
    const px = MARGIN + BOX_W + 11;
    const pw = CONTENT_WIDTH - BOX_W - 11;
    doc.rect(px, top, pw, BOX_H).fill(PREVIEW_BG);
    if (preview) {
      doc.image(preview as Buffer, px + 6, top + 6, {
        fit: [pw - 12, BOX_H - 12],
        align: "center",
        valign: "center",
      });
    } else if (p.text) {
      drawDesignText(doc, p.text, { centre: [px + pw / 2, top + BOX_H / 2], width: pw - 20, maxSize: 40, minSize: 4 });
    } else {
      doc
        .rect(px + 10, top + 10, pw - 20, BOX_H - 20)
        .lineWidth(0.6)
        .strokeColor("#cc0000")
        .stroke();
      doc.font("Helvetica").fontSize(9).fillColor("#cc0000");
      write(`${prepared?.upload?.name ?? p.artwork?.uploadId ?? ""}\n${t.missing}`, px + 14, top + BOX_H / 2 - 12, {
        width: pw - 28,
        align: "center",
      });
    }
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    write(
      p.text ? `${t.text}: ${textFont(p.text.font).code}` : (prepared?.upload?.name ?? p.artwork?.uploadId ?? ""),
      px,
      top + BOX_H + 3,
      { width: pw, align: "center", lineBreak: false, ellipsis: true },
    );
    doc.y = top + BOX_H + 18;

    rows(details);
    doc.y += 6;
  });

  // ——— rendered views ———
  const shown = views
    .map((v, i) => ({ prepared: v, title: i === 0 ? t.front : t.back }))
    .filter((v) => v.prepared !== null);
  if (shown.length > 0) {
    const VIEW_H = 300;
    heading(t.views, VIEW_H + 20);
    const top = doc.y;
    const w = (CONTENT_WIDTH - 11) / 2;
    shown.forEach((v, i) => {
      const x = MARGIN + i * (w + 11);
      const image = openImage(doc, opened, v.prepared, PREVIEW_BG);
      doc.rect(x, top, w, VIEW_H).fill(PREVIEW_BG);
      if (image)
        doc.image(image as Buffer, x + 6, top + 6, { fit: [w - 12, VIEW_H - 12], align: "center", valign: "center" });
      doc.font("Helvetica").fontSize(9).fillColor(GREY);
      write(image ? v.title : `${v.title}: ${t.missing}`, x, top + VIEW_H + 3, { width: w, align: "center" });
    });
    doc.y = top + VIEW_H + 18;
  }

  // ——— preflight ———
  heading(t.preflight);
  if (design.preflight.length === 0) paragraph(t.noWarnings);
  for (const w of design.preflight) paragraph(`• ${t.warning(w, placementName(w.placement))}`);

  // ——— price ———
  heading(t.price);
  const price = design.price;
  if (price) {
    const names: LineNames = {
      product: design.blank?.name ?? options.name,
      placement: placementName,
      technique: techniqueName,
      label: labelName,
    };
    const body = price.lines.map((l) => [
      t.line(l, names),
      f.int(l.quantity),
      f.money(l.unitCents),
      f.money(l.totalCents),
    ]);
    const first = body.length;
    body.push(
      [t.recurring, "", f.money(price.recurringUnitCents), ""],
      [t.development, "", "", f.money(price.developmentCents)],
      [t.grandTotal, f.int(price.quantity), f.money(price.unitCents), f.money(price.totalCents)],
    );
    table(
      [
        { title: t.description, width: CONTENT_WIDTH - 250 },
        { title: t.qty, width: 60, align: "right" },
        { title: t.unit, width: 90, align: "right" },
        { title: t.lineTotal, width: 100, align: "right" },
      ],
      body,
      new Set([first + 2]),
    );
    paragraph(`${t.perUnit}: ${f.money(price.unitCents)}. ${t.vat}`, 9, GREY);
  } else if (design.refusals.length > 0) {
    paragraph(`${t.notPriced}:`);
    for (const r of design.refusals) paragraph(`• ${r.code}: ${r.message}`, 9);
  } else {
    paragraph(t.noSizes);
  }
  const under = price?.underDelivery;
  const min = options.rules.underDeliveryRateBp.min / 100;
  const max = options.rules.underDeliveryRateBp.max / 100;
  paragraph(
    t.underDelivery(
      min,
      max,
      under?.minUnits ?? Math.floor((totalUnits * min) / 100),
      under?.maxUnits ?? Math.ceil((totalUnits * max) / 100),
    ),
    9,
    GREY,
  );

  // ——— footers ———
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 6;
    doc
      .moveTo(MARGIN, y - 5)
      .lineTo(MARGIN + CONTENT_WIDTH, y - 5)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc.font("Helvetica").fontSize(8).fillColor(GREY);
    write(`${TECH_PACK_SHOP_NAME} · ${t.title} · ${design.name} · v${design.version}`, MARGIN, y, {
      width: CONTENT_WIDTH - 90,
      lineBreak: false,
      ellipsis: true,
    });
    write(t.page(i - range.start + 1, range.count), MARGIN + CONTENT_WIDTH - 90, y, {
      width: 90,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The design a tech pack may be made of: the caller's own (as `getDesign` decides: the signed-in
 * user or the guest's cart token), or any design for staff (`read:order:any`). A design someone
 * else published in the gallery is NOT enough: the tech pack holds the price and the notes.
 * @throws NotFound (DESIGN_NOT_FOUND) otherwise, so a guessed id does not tell whether it exists
 */
export async function techPackDesign(ctx: Ctx, owner: DesignOwner, id: string): Promise<DesignView> {
  let view: DesignView | null = null;
  try {
    view = await getDesign(ctx, owner, id);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
  if (view?.mine) return view;
  return getDesignForStaff(ctx, id);
}

/**
 * The tech pack download (`GET /api/customize/{id}/techpack`): checks access ({@link techPackDesign}),
 * loads the 3D product's options in `ctx.locale` and renders ({@link renderTechPack}).
 * @returns the PDF bytes and the `Content-Disposition` value (`<design name> tech pack.pdf`)
 * @throws NotFound (DESIGN_NOT_FOUND, THREE_PRODUCT_NOT_FOUND)
 */
export async function getTechPack(
  ctx: Ctx,
  deps: TechPackDeps,
  owner: DesignOwner,
  id: string,
  render: TechPackRenderOptions = {},
): Promise<{ bytes: Uint8Array; contentDisposition: string; designName: string }> {
  const design = await techPackDesign(ctx, owner, id);
  const options = await getThreeProductOptions(ctx, design.threeProduct.id);
  const bytes = await renderTechPack(ctx, deps, design, options, render);
  return { bytes, contentDisposition: techPackContentDisposition(design.name), designName: design.name };
}
