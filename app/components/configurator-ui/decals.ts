import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { GARMENT_LAYOUTS, type PlacementCode, type UvRect } from "../../../core/customization/uv-layout.ts";
import { type EditorOptions, type EditorPlacement, type UploadInfo, fontStack, isComplete } from "./editor-state.ts";
import { textFontCss } from "../../../core/customization/text-fonts.ts";
import { loadTextFonts } from "../../configurator/text-fonts.ts";
import { flatViewOf, panelToFlat } from "./flat-geometry.ts";

/**
 * The decorations of a design as the viewers need them: per placement its panel and UV rectangle
 * (for the 3D decals), the artwork box in the printable area (mm), and the image or the text.
 * Pure; browser-only helpers (text measuring, PNG rendering) are at the bottom and check for a DOM.
 */
export interface Decal {
  /** The decoration's editor id (a placement may hold several). */
  id: string;
  placement: string;
  panel: string;
  /** The placement's printable area on the texture (UV, v up). */
  uv: UvRect;
  /** The printable area and the box inside it, mm (centre from the area's top-left, clockwise rotation). */
  area: { widthMm: number; heightMm: number };
  box: { centerXMm: number; centerYMm: number; widthMm: number; heightMm: number; rotationDeg: number };
  image: { url: string } | null;
  text: { content: string; font: string; fontStack: string; colorHex: string } | null;
}

/** The complete decorations of a document, in its order. */
export function decalsOf(
  options: Pick<EditorOptions, "placements">,
  placements: readonly EditorPlacement[],
  uploads: Readonly<Record<string, UploadInfo>>,
): Decal[] {
  const out: Decal[] = [];
  for (const p of placements) {
    if (!isComplete(p)) continue;
    const rule = options.placements.find((r) => r.code === p.placement);
    if (!rule) continue;
    const upload = p.uploadId ? uploads[p.uploadId] : undefined;
    out.push({
      id: p.id,
      placement: p.placement,
      panel: rule.panel,
      uv: rule.uv,
      area: { widthMm: rule.widthMm, heightMm: rule.heightMm },
      box: {
        centerXMm: p.centerXMm,
        centerYMm: p.centerYMm,
        widthMm: p.widthMm,
        heightMm: p.heightMm,
        rotationDeg: p.rotationDeg,
      },
      image: p.kind === "artwork" ? { url: upload?.url ?? `/media/upload/${p.uploadId}` } : null,
      text:
        p.kind === "text" && p.text
          ? { content: p.text.content, font: p.text.font, fontStack: fontStack(p.text.font), colorHex: p.text.colorHex }
          : null,
    });
  }
  return out;
}

/** A decal drawn on a flat view: centre, size and rotation in flat units (600 × 700). */
export interface FlatDecal {
  decal: Decal;
  x: number;
  y: number;
  width: number;
  height: number;
  rotationDeg: number;
}

/** The printable area of a placement on a flat view (flat units), or null when not on that view. */
export function flatArea(
  garmentType: GarmentType,
  placement: string,
  view: "front" | "back",
): { x: number; y: number; width: number; height: number } | null {
  const area = GARMENT_LAYOUTS[garmentType]?.placements[placement as PlacementCode];
  if (!area || flatViewOf(area.panel) !== view) return null;
  const p = panelToFlat(garmentType, area.panel, area.xMm, area.yMm);
  if (!p) return null;
  return { x: p.x, y: p.y, width: area.widthMm * p.scale, height: area.heightMm * p.scale };
}

/** The decals that show on a flat view, placed on it. */
export function flatDecals(garmentType: GarmentType, decals: readonly Decal[], view: "front" | "back"): FlatDecal[] {
  const out: FlatDecal[] = [];
  for (const decal of decals) {
    const area = GARMENT_LAYOUTS[garmentType]?.placements[decal.placement as PlacementCode];
    if (!area || flatViewOf(area.panel) !== view) continue;
    const c = panelToFlat(garmentType, area.panel, area.xMm + decal.box.centerXMm, area.yMm + decal.box.centerYMm);
    if (!c) continue;
    out.push({
      decal,
      x: c.x,
      y: c.y,
      width: decal.box.widthMm * c.scale,
      height: decal.box.heightMm * c.scale,
      rotationDeg: decal.box.rotationDeg,
    });
  }
  return out;
}

/** Labels that show on the back view: small tags where they sit (§9), flat units. */
export function flatLabels(
  garmentType: GarmentType,
  options: Pick<EditorOptions, "labels">,
  chosen: Readonly<Record<string, string | undefined>>,
): { code: string; slot: string; x: number; y: number }[] {
  const out: { code: string; slot: string; x: number; y: number }[] = [];
  for (const label of options.labels) {
    const picked = chosen[label.slot] ?? options.labels.find((l) => l.slot === label.slot && l.isDefault)?.code;
    if (picked !== label.code || label.kind === "none" || !label.position) continue;
    const p = panelToFlat(garmentType, label.position.panel, label.position.xMm, label.position.yMm);
    if (p) out.push({ code: label.code, slot: label.slot, x: p.x, y: p.y });
  }
  return out;
}

let measureCanvas: HTMLCanvasElement | null = null;

/** Width of `text` at a 100 px font in the browser (canvas), or undefined outside one. */
export function measureText(text: string, font: string): number | undefined {
  if (typeof document === "undefined") return undefined;
  measureCanvas ??= document.createElement("canvas");
  const g = measureCanvas.getContext("2d");
  if (!g) return undefined;
  const css = textFontCss(font, 100);
  // a face not loaded yet measures as its fallback: fetch it, so the next measurement is true
  if (document.fonts && !document.fonts.check(css, text || "Aa")) void loadTextFonts([{ font, sample: text }]);
  g.font = css;
  return g.measureText(text).width;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = "async";
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image ${url} did not load`));
    img.src = url;
  });
}

/**
 * Renders a flat view of a design to a PNG (the review's front and back images when no 3D render
 * is at hand): the dyed flat, then each decal. Browser only.
 * @returns the PNG, or null when something could not be drawn
 */
export async function renderFlatPng(input: {
  garmentType: GarmentType;
  view: "front" | "back";
  flatUrl: string;
  decals: readonly Decal[];
  scale?: number;
}): Promise<Blob | null> {
  const scale = input.scale ?? 2;
  const canvas = document.createElement("canvas");
  canvas.width = 600 * scale;
  canvas.height = 700 * scale;
  const g = canvas.getContext("2d");
  if (!g) return null;
  try {
    // canvas text does not wait for a web font: load the faces first
    await loadTextFonts(input.decals.flatMap((d) => (d.text ? [{ font: d.text.font, sample: d.text.content }] : [])));
    g.fillStyle = "#f5f5f4";
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.scale(scale, scale);
    g.drawImage(await loadImage(input.flatUrl), 0, 0, 600, 700);
    for (const d of flatDecals(input.garmentType, input.decals, input.view)) {
      g.save();
      g.translate(d.x, d.y);
      g.rotate((d.rotationDeg * Math.PI) / 180);
      if (d.decal.image) {
        g.drawImage(await loadImage(d.decal.image.url), -d.width / 2, -d.height / 2, d.width, d.height);
      } else if (d.decal.text) {
        const size = d.height / 1.15;
        g.font = textFontCss(d.decal.text.font, size);
        g.fillStyle = d.decal.text.colorHex;
        g.textAlign = "center";
        g.textBaseline = "middle";
        g.fillText(d.decal.text.content, 0, 0, d.width);
      }
      g.restore();
    }
  } catch {
    return null;
  }
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), "image/png"));
}
