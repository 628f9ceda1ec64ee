import { intlLocaleTag } from "../../../core/shared/locale.ts";
import type { ThreeProductOptions } from "../../../core/customization/get-three-product.ts";
import type { DesignDocument } from "../../../core/customization/design-document.ts";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { rotatedBox } from "../../../core/customization/artwork-box.ts";
import { decorationBoxOnPanel, decorationClashes } from "../../../core/customization/decoration-overlap.ts";
import { GARMENT_LAYOUTS, type PlacementCode } from "../../../core/customization/uv-layout.ts";
import type { LabelSlot, TechniqueCode } from "../../../core/customization/options.ts";
import { type DesignPrice, priceDesign } from "../../../core/customization/price-design.ts";
import { DesignInvalid, type DesignRefusal } from "../../../core/customization/refusals.ts";
import { TEXT_FONTS as SHIPPED_TEXT_FONTS, textFont, textFontStack } from "../../../core/customization/text-fonts.ts";
import { numberFormat } from "../../../core/shared/intl-format.ts";

/**
 * The configurator editor's state and its pure rules (no React, no DOM): what the panels change,
 * what is saved (`toDocument`), the live price (`evaluate`, the same engine the server runs), and
 * the geometry of an artwork inside its printable area (mm; centre from the area's top-left corner,
 * x right, y down, clockwise rotation — the design document's convention).
 */

/** The 3D product's options as the editor receives them from the loader. */
export type EditorOptions = ThreeProductOptions;

/** A text decoration as typed (the content may still be empty while typing). */
export interface EditorText {
  content: string;
  font: string;
  colorHex: string;
}

/**
 * One decoration while it is edited: artwork (an upload id) or a text on a placement, either possibly
 * not there yet (an upload in progress, an empty text). Only complete ones are saved and priced. A
 * placement may hold several (issue 20); `id` tells them apart in the editor and is not saved.
 */
export interface EditorPlacement {
  id: string;
  placement: string;
  technique: TechniqueCode;
  kind: "artwork" | "text";
  uploadId: string | null;
  text: EditorText | null;
  widthMm: number;
  heightMm: number;
  centerXMm: number;
  centerYMm: number;
  rotationDeg: number;
  /** Screen print ink colours (required there); embroidery thread colours (optional). */
  colourCount: number | null;
}

/** The document being edited. */
export interface EditorDocument {
  /** The blank's catalogue product id (issue 20; `document.blank`); null/absent: the default blank. */
  blank?: string | null;
  dye: string;
  labels: Partial<Record<LabelSlot, string>>;
  placements: EditorPlacement[];
  sizes: Record<string, number>;
  notes: string;
}

/** What the editor knows of an uploaded artwork (from the upload answer or the loader). */
export interface UploadInfo {
  id: string;
  url: string;
  name: string;
  contentType: string;
  widthPx: number | null;
  heightPx: number | null;
  /** The colours the server counted in it and a removable background (issue 20); absent when unknown. */
  artwork?: import("../../../core/media/artwork-colours.ts").ArtworkFacts | null;
  /** The artwork this one was made from (its background removed): choosing it again undoes that. */
  sourceUploadId?: string | null;
}

/**
 * Fonts offered for text: the licensed faces shipped with the shop (`core/customization/text-fonts.ts`,
 * issue 20), the default first; `code` is stored, `stack` is the CSS family with its fallbacks.
 */
export const TEXT_FONTS = SHIPPED_TEXT_FONTS;

/** The CSS font stack of a font code (a legacy name's face; the default face's when unknown). */
export function fontStack(code: string): string {
  return textFontStack(code);
}

/** Ink colours offered next to the free colour picker. */
export const TEXT_COLOURS = ["#111111", "#ffffff", "#b91c1c", "#1d4ed8", "#15803d", "#ca8a04"] as const;

/** Smallest artwork or text width the editor offers, mm. */
export const MIN_ARTWORK_MM = 10;

/** Rounds to 0.1 mm (what the editor stores). */
export const roundMm = (n: number) => Math.round(n * 10) / 10;

/** mm → cm text with at most one decimal in the reader's language ("12.5", "12,5", "30"). */
export function cm(mm: number, locale = "en"): string {
  const tag = intlLocaleTag(locale);
  return numberFormat(tag, { maximumFractionDigits: 1, useGrouping: false }).format(Math.round(mm) / 10);
}

/** A new document: the product's default dye, default labels, nothing printed, no quantities. */
export function initialDocument(options: EditorOptions): EditorDocument {
  return {
    blank: options.defaultProductId ?? null,
    dye: options.defaultDyeCode,
    labels: {},
    placements: [],
    sizes: {},
    notes: "",
  };
}

let decorationSeq = 0;
/** A new editor id for a decoration (unique in this page; ids of a loaded document are `d0`, `d1` …). */
export function newDecorationId(): string {
  decorationSeq += 1;
  return `n${decorationSeq}${Math.random().toString(36).slice(2, 6)}`;
}

/** The editor's form of a saved document. */
export function fromDocument(doc: DesignDocument): EditorDocument {
  return {
    blank: doc.blank ?? null,
    dye: doc.dye,
    labels: { ...doc.labels },
    sizes: { ...doc.sizes },
    notes: doc.notes ?? "",
    placements: doc.placements.map((p, i) => ({
      id: `d${i}`,
      placement: p.placement,
      technique: p.technique,
      kind: p.text ? "text" : "artwork",
      uploadId: p.artwork?.uploadId ?? null,
      // a font the shop no longer ships (older designs) opens as its nearest face, else the default
      text: p.text ? { content: p.text.content, font: textFont(p.text.font).code, colorHex: p.text.colorHex } : null,
      widthMm: p.widthMm,
      heightMm: p.heightMm,
      centerXMm: p.centerXMm,
      centerYMm: p.centerYMm,
      rotationDeg: p.rotationDeg ?? 0,
      colourCount: p.colourCount ?? null,
    })),
  };
}

/** True when a placement has something to print (an uploaded artwork, or a text with content). */
export function isComplete(p: EditorPlacement): boolean {
  return p.kind === "artwork" ? !!p.uploadId : !!p.text && p.text.content.trim().length > 0;
}

/**
 * The document to save: complete placements only (an artwork still uploading or an empty text is
 * left out, so a half-made decoration never blocks the auto-save), quantities without zeros.
 */
export function toDocument(doc: EditorDocument): DesignDocument {
  const sizes: Record<string, number> = {};
  for (const [size, n] of Object.entries(doc.sizes)) if (Number.isInteger(n) && n > 0) sizes[size] = n;
  return {
    ...(doc.blank ? { blank: doc.blank } : {}),
    dye: doc.dye,
    labels: { ...doc.labels },
    sizes,
    notes: doc.notes,
    placements: doc.placements.filter(isComplete).map((p) => ({
      placement: p.placement,
      technique: p.technique,
      artwork: p.kind === "artwork" && p.uploadId ? { uploadId: p.uploadId } : null,
      text:
        p.kind === "text" && p.text
          ? { content: p.text.content.trim(), font: p.text.font, colorHex: p.text.colorHex }
          : null,
      widthMm: roundMm(p.widthMm),
      heightMm: roundMm(p.heightMm),
      centerXMm: roundMm(p.centerXMm),
      centerYMm: roundMm(p.centerYMm),
      rotationDeg: Math.round(p.rotationDeg),
      colourCount: p.colourCount,
      stitchAreaMm2: null,
      minStrokeMm: null,
    })),
  };
}

/** Units in the size distribution. */
export function totalUnits(sizes: Record<string, number>): number {
  return Object.values(sizes).reduce((s, n) => s + (Number.isInteger(n) && n > 0 ? n : 0), 0);
}

/** The live price of a document, or its refusals; no price (and no refusals) without units. */
export interface Evaluation {
  quantity: number;
  price: DesignPrice | null;
  refusals: DesignRefusal[];
}

/**
 * Prices a document with the server's engine (`priceDesign`), for instant feedback; the server's
 * answer on save is authoritative. Mirrors `core/customization/designs.ts`: no units → no price.
 */
export function evaluate(options: EditorOptions, doc: DesignDocument): Evaluation {
  const quantity = totalUnits(doc.sizes);
  if (quantity === 0) return { quantity, price: null, refusals: [] };
  try {
    const price = priceDesign(options, {
      // the blank the server prices on (designs.ts `blankIdOf`): the document's, else the default
      blank: doc.blank ?? options.defaultProductId ?? undefined,
      dye: doc.dye,
      labels: doc.labels,
      sizes: doc.sizes,
      placements: doc.placements.map((p) => ({
        placement: p.placement,
        technique: p.technique,
        widthMm: p.widthMm,
        heightMm: p.heightMm,
        rotationDeg: p.rotationDeg,
        centerXMm: p.centerXMm,
        centerYMm: p.centerYMm,
        colourCount: p.colourCount ?? undefined,
        stitchAreaMm2: p.stitchAreaMm2 ?? undefined,
      })),
    });
    return { quantity, price, refusals: [] };
  } catch (error) {
    if (error instanceof DesignInvalid) return { quantity, price: null, refusals: error.refusals };
    throw error;
  }
}

/** The editor's panels. */
export const PANELS = ["dye", "labels", "print", "quantities", "notes"] as const;
export type PanelId = (typeof PANELS)[number];

/**
 * The panel a refusal belongs to (its `field`: `dye`, `labels.neck`, `placements.0.technique`,
 * `sizes`, `sizes.XL`), so it is shown next to what causes it.
 */
export function refusalPanel(refusal: Pick<DesignRefusal, "field" | "code">): PanelId {
  const head = refusal.field.split(".")[0];
  if (head === "dye") return "dye";
  if (head === "labels") return "labels";
  if (head === "placements") return "print";
  return "quantities";
}

/** The placement code a refusal is about (its details), or null. */
export function refusalPlacement(refusal: Pick<DesignRefusal, "details">): string | null {
  const p = refusal.details.placement;
  return typeof p === "string" ? p : null;
}

/** The label slot a refusal is about, or null. */
export function refusalSlot(refusal: Pick<DesignRefusal, "field" | "details">): string | null {
  const s = refusal.details.slot;
  if (typeof s === "string") return s;
  const [head, slot] = refusal.field.split(".");
  return head === "labels" && slot ? slot : null;
}

/** A printable area, mm. */
export interface Area {
  widthMm: number;
  heightMm: number;
}

/**
 * The widest an artwork of `aspect` (width ÷ height) may be so that, rotated, it fits `area`
 * (the rotated box grows linearly with the width), rounded down to 0.1 mm.
 */
export function maxWidthMm(area: Area, aspect: number, rotationDeg = 0): number {
  const a = aspect > 0 && Number.isFinite(aspect) ? aspect : 1;
  const unit = rotatedBox(1, 1 / a, rotationDeg);
  const fit = Math.min(area.widthMm / unit.widthMm, area.heightMm / unit.heightMm);
  return Math.floor(fit * 10 + 1e-6) / 10;
}

/**
 * A centre that keeps the rotated box inside the area (on an axis where the box is larger than the
 * area, the centre of the area).
 */
export function clampCenter(
  area: Area,
  box: { widthMm: number; heightMm: number; rotationDeg: number },
  centerXMm: number,
  centerYMm: number,
): { centerXMm: number; centerYMm: number } {
  const r = rotatedBox(box.widthMm, box.heightMm, box.rotationDeg);
  const clamp = (v: number, half: number, size: number) =>
    half * 2 >= size ? size / 2 : Math.min(Math.max(v, half), size - half);
  return {
    centerXMm: roundMm(clamp(centerXMm, r.widthMm / 2, area.widthMm)),
    centerYMm: roundMm(clamp(centerYMm, r.heightMm / 2, area.heightMm)),
  };
}

/** The aspect (width ÷ height) of an artwork from its pixels, 1 when unknown. */
export function uploadAspect(upload: Pick<UploadInfo, "widthPx" | "heightPx"> | undefined): number {
  if (!upload?.widthPx || !upload.heightPx) return 1;
  return upload.widthPx / upload.heightPx;
}

/** The current aspect of a placement's box. */
export function placementAspect(p: Pick<EditorPlacement, "widthMm" | "heightMm">): number {
  return p.heightMm > 0 ? p.widthMm / p.heightMm : 1;
}

/**
 * Resizes a placement to `widthMm` at `aspect` (height follows), within the area at its rotation,
 * and keeps it inside the area.
 */
export function resize(p: EditorPlacement, area: Area, widthMm: number, aspect = placementAspect(p)): EditorPlacement {
  const max = maxWidthMm(area, aspect, p.rotationDeg);
  const width = roundMm(Math.min(Math.max(widthMm, Math.min(MIN_ARTWORK_MM, max)), max));
  const height = roundMm(width / aspect);
  const centre = clampCenter(
    area,
    { widthMm: width, heightMm: height, rotationDeg: p.rotationDeg },
    p.centerXMm,
    p.centerYMm,
  );
  return { ...p, widthMm: width, heightMm: height, ...centre };
}

/** Rotates a placement (degrees, −180…180), shrinking it when the rotated box would not fit. */
export function rotate(p: EditorPlacement, area: Area, rotationDeg: number): EditorPlacement {
  const deg = Math.max(-180, Math.min(180, Math.round(rotationDeg)));
  return resize({ ...p, rotationDeg: deg }, area, p.widthMm);
}

/** Moves a placement's centre, kept inside the area. */
export function move(p: EditorPlacement, area: Area, centerXMm: number, centerYMm: number): EditorPlacement {
  return { ...p, ...clampCenter(area, p, centerXMm, centerYMm) };
}

/**
 * A new decoration on a placement: centred, 70 % of the widest that fits (at most 250 mm), with the
 * placement's first allowed technique (or the one asked for when allowed); screen print starts with one colour.
 */
export function newPlacement(
  area: Area & { code: string; techniques: TechniqueCode[] },
  kind: "artwork" | "text",
  aspect: number,
  technique?: TechniqueCode,
): EditorPlacement {
  const chosen = technique && area.techniques.includes(technique) ? technique : (area.techniques[0] ?? "digital-print");
  const base: EditorPlacement = {
    id: newDecorationId(),
    placement: area.code,
    technique: chosen,
    kind,
    uploadId: null,
    text: kind === "text" ? { content: "", font: TEXT_FONTS[0].code, colorHex: TEXT_COLOURS[0] } : null,
    widthMm: 1,
    heightMm: 1,
    centerXMm: area.widthMm / 2,
    centerYMm: area.heightMm / 2,
    rotationDeg: 0,
    colourCount: chosen === "screen-print" ? 1 : null,
  };
  const width = Math.min(maxWidthMm(area, aspect) * 0.7, 250);
  return resize(base, area, width, aspect);
}

/** Changes a placement's technique (screen print needs a colour count: 1 to start with). */
export function withTechnique(p: EditorPlacement, technique: TechniqueCode): EditorPlacement {
  const colourCount = technique === "screen-print" ? (p.colourCount ?? 1) : technique === "embroidery" ? null : null;
  return { ...p, technique, colourCount };
}

/**
 * The other decorations a decoration overlaps on its panel where the engine refuses it
 * (`PLACEMENT_CONFLICT`: another placement, or another technique; `decoration-overlap.ts`).
 * @returns the ids of the decorations it clashes with (complete or not), in document order
 */
export function clashesOf(garmentType: GarmentType, placements: readonly EditorPlacement[], id: string): string[] {
  const pairs = decorationClashes(garmentType, placements);
  const i = placements.findIndex((p) => p.id === id);
  const out: string[] = [];
  for (const [a, b] of pairs) {
    if (a === i) out.push(placements[b]!.id);
    else if (b === i) out.push(placements[a]!.id);
  }
  return out;
}

/**
 * Where a placement's printable area sits on its pattern panel (size M, mm): its top-left corner,
 * the panel's width (the garment's centre line is at half of it) and whether the panel's top is the
 * high point of the shoulder (tops) or the waist (bottoms). Null for an unknown placement.
 */
export function areaFrame(
  garmentType: GarmentType,
  code: string,
): { xMm: number; yMm: number; panelWidthMm: number; from: "hps" | "waist" } | null {
  const layout = GARMENT_LAYOUTS[garmentType];
  const area = layout?.placements[code as PlacementCode];
  const panel = area ? layout.panels[area.panel] : undefined;
  if (!area || !panel) return null;
  return { xMm: area.xMm, yMm: area.yMm, panelWidthMm: panel.widthMm, from: layout.kind === "top" ? "hps" : "waist" };
}

/**
 * The boxes of other placements' decorations that reach into a placement's printable area, in that
 * area's mm (for the map: where not to go). Only decorations on the same panel.
 */
export function neighbourBoxes(
  garmentType: GarmentType,
  placements: readonly EditorPlacement[],
  code: string,
): { id: string; x0: number; y0: number; x1: number; y1: number }[] {
  const frame = areaFrame(garmentType, code);
  const here = GARMENT_LAYOUTS[garmentType]?.placements[code as PlacementCode];
  if (!frame || !here) return [];
  const out: { id: string; x0: number; y0: number; x1: number; y1: number }[] = [];
  for (const p of placements) {
    if (p.placement === code || !isComplete(p)) continue;
    const box = decorationBoxOnPanel(garmentType, p);
    if (!box || box.panel !== here.panel) continue;
    const r = {
      id: p.id,
      x0: box.x0 - frame.xMm,
      y0: box.y0 - frame.yMm,
      x1: box.x1 - frame.xMm,
      y1: box.y1 - frame.yMm,
    };
    if (r.x1 <= 0 || r.y1 <= 0 || r.x0 >= here.widthMm || r.y0 >= here.heightMm) continue;
    out.push(r);
  }
  return out;
}

/** A guide line the map shows while snapping: vertical (`x`) or horizontal (`y`), mm in the area. */
export interface Guide {
  axis: "x" | "y";
  at: number;
  kind: "centre" | "edge" | "garment-centre" | "artwork";
}

/** How near (mm) a box edge or centre must come to a guide to snap to it. */
export const SNAP_MM = 3;

/**
 * Snaps a box's centre so that its left edge, centre or right edge (top, middle, bottom) meets the
 * nearest guide within `thresholdMm`: the area's edges and centre lines, the garment's centre line,
 * and the edges and centres of the other decorations of the placement. Each axis snaps on its own.
 * @param box the box's size before rotation and its rotation (its rotated box is what snaps)
 * @param others other decorations' rotated boxes in the area's mm
 * @param garmentCentreXMm the garment's centre line in the area's mm, when it crosses the area
 * @returns the snapped centre and the guides met (none when nothing was near)
 */
export function snapCentre(input: {
  area: Area;
  box: { widthMm: number; heightMm: number; rotationDeg: number };
  x: number;
  y: number;
  others?: readonly { x0: number; y0: number; x1: number; y1: number }[];
  garmentCentreXMm?: number | null;
  thresholdMm?: number;
}): { x: number; y: number; guides: Guide[] } {
  const threshold = input.thresholdMm ?? SNAP_MM;
  const r = rotatedBox(input.box.widthMm, input.box.heightMm, input.box.rotationDeg);
  const xs: { at: number; kind: Guide["kind"] }[] = [
    { at: 0, kind: "edge" },
    { at: input.area.widthMm, kind: "edge" },
    { at: input.area.widthMm / 2, kind: "centre" },
  ];
  const ys: { at: number; kind: Guide["kind"] }[] = [
    { at: 0, kind: "edge" },
    { at: input.area.heightMm, kind: "edge" },
    { at: input.area.heightMm / 2, kind: "centre" },
  ];
  const g = input.garmentCentreXMm;
  if (g !== null && g !== undefined && g > 0 && g < input.area.widthMm && Math.abs(g - input.area.widthMm / 2) > 0.5) {
    xs.push({ at: g, kind: "garment-centre" });
  }
  for (const o of input.others ?? []) {
    xs.push({ at: o.x0, kind: "artwork" }, { at: (o.x0 + o.x1) / 2, kind: "artwork" }, { at: o.x1, kind: "artwork" });
    ys.push({ at: o.y0, kind: "artwork" }, { at: (o.y0 + o.y1) / 2, kind: "artwork" }, { at: o.y1, kind: "artwork" });
  }
  const best = (centre: number, half: number, lines: { at: number; kind: Guide["kind"] }[]) => {
    let found: { shift: number; at: number; kind: Guide["kind"] } | null = null;
    for (const line of lines) {
      for (const offset of [-half, 0, half]) {
        const shift = line.at - (centre + offset);
        if (Math.abs(shift) <= threshold && (!found || Math.abs(shift) < Math.abs(found.shift) - 1e-9)) {
          found = { shift, at: line.at, kind: line.kind };
        }
      }
    }
    return found;
  };
  const bx = best(input.x, r.widthMm / 2, xs);
  const by = best(input.y, r.heightMm / 2, ys);
  const guides: Guide[] = [];
  if (bx) guides.push({ axis: "x", at: bx.at, kind: bx.kind });
  if (by) guides.push({ axis: "y", at: by.at, kind: by.kind });
  return { x: input.x + (bx?.shift ?? 0), y: input.y + (by?.shift ?? 0), guides };
}

/**
 * True when an edit was held back: the result's centre or width differs from what was asked for
 * by more than 0.1 mm (kept inside the printable area, or the widest that fits).
 */
export function wasClamped(
  asked: { centerXMm?: number; centerYMm?: number; widthMm?: number },
  got: Pick<EditorPlacement, "centerXMm" | "centerYMm" | "widthMm">,
): boolean {
  const off = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) > 0.1;
  return off(asked.centerXMm, got.centerXMm) || off(asked.centerYMm, got.centerYMm) || off(asked.widthMm, got.widthMm);
}

/**
 * The aspect of a text box: its measured width at a 100-unit font over a 115-unit line, from
 * `measure` (canvas `measureText` in the browser), or an estimate of 0.6 em per character.
 */
export function textAspect(
  content: string,
  font: string,
  measure?: (text: string, font: string) => number | undefined,
): number {
  const text = content.trim() || "Aa";
  const width = measure?.(text, font) ?? text.length * 60;
  return Math.max(width, 10) / 115;
}

/** A stable key of a document, to tell whether it changed since the last save. */
export function documentKey(doc: DesignDocument, name: string, status: string, published: boolean): string {
  return JSON.stringify({ doc, name, status, published });
}

/** The default name of a new design: the garment's name and the date. */
export function defaultDesignName(garmentName: string, date: Date, locale: string): string {
  const day = date.toLocaleDateString(intlLocaleTag(locale), { day: "numeric", month: "short" });
  return `${garmentName} · ${day}`.slice(0, 80);
}
