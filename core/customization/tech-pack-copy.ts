/** The translated texts of the production tech pack PDF (issue 16 split of tech-pack.ts). */
import type { Locale } from "../shared/locale.ts";
import type { PreflightWarning } from "./preflight.ts";
import type { PriceLine } from "./price-design.ts";
import type { LabelPlacement } from "./uv-layout.ts";

/** Every text the tech pack prints, in one language. */
export type Copy = {
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

/** The garment reference point a placement is measured from. */
export type ReferenceKind = "front" | "back" | "bottom-front" | "bottom-back" | "sleeve" | "hood";
/** Which side of the reference line a placement sits on. */
export type Side = "centre" | "wearerLeft" | "wearerRight" | "viewerLeft" | "viewerRight";

/** Names of the price lines' parts, in the tech pack's language. */
export interface LineNames {
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

/** The tech pack's texts per locale (en, pt, es). */
export const COPY: Record<Locale, Copy> = {
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
