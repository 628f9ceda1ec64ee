import type { GarmentType } from "../../core/catalog/garment-types.ts";
import type { DetailStroke } from "./geometry/build-garment.ts";
import type { ViewerDecal } from "./types.ts";
import { GARMENT_UV_LAYOUT, type TRIM_BANDS, type UvRect, placementArea, regionRect } from "./uv-layout.ts";

/**
 * Drawing into the garment's UV square with the 2D canvas API: the artwork layer (decals) and the
 * detail layer (seams, topstitching, rib wales, pocket shadow). Canvas y runs down, so a UV point
 * (u, v) is the pixel (u × size, (1 − v) × size); three.js textures keep `flipY` on.
 */

/** The 2D context calls used here (a subset of `CanvasRenderingContext2D`). */
export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Something drawable: a loaded image or bitmap. */
export type ArtworkSource = CanvasImageSource & { width: number; height: number };

/**
 * Sets the context's transform so that drawing in mm on a garment's panel (x from the panel's
 * left, y from its top, seen from outside, size M) lands on the panel's UV rectangle.
 * @returns false when the garment has no such panel
 */
export function setPanelTransform(
  ctx: Ctx2D,
  size: number,
  type: GarmentType,
  panel: keyof typeof GARMENT_UV_LAYOUT.panels,
): boolean {
  const scale = GARMENT_UV_LAYOUT.garments[type].panels[panel];
  if (!scale) return false;
  ctx.setTransform(scale.uPerMm * size, 0, 0, scale.vPerMm * size, scale.uv.u0 * size, (1 - scale.uv.v1) * size);
  return true;
}

/**
 * Draws every decal into the artwork layer: each is clipped to its placement's printable
 * rectangle, so artwork can never leave it, and positioned, sized and rotated in mm as the
 * design says. Text is fitted into its box. Decals whose image is not loaded yet are skipped.
 * @param ctx a context on a square canvas of `size` pixels, cleared by this call
 * @param images loaded artwork by URL
 */
export function drawArtwork(
  ctx: Ctx2D,
  size: number,
  type: GarmentType,
  decals: readonly ViewerDecal[],
  images: ReadonlyMap<string, ArtworkSource>,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size, size);
  for (const decal of decals) {
    const area = placementArea(type, decal.placement);
    if (!area || !setPanelTransform(ctx, size, type, area.panel)) continue;
    drawDecalInArea(ctx, area, decal, images);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

/**
 * Draws one decal with the context's current transform in panel mm: clipped to the printable
 * `area`, centred, sized and rotated as the decal says (the 2D fallback uses it too).
 */
export function drawDecalInArea(
  ctx: Ctx2D,
  area: { xMm: number; yMm: number; widthMm: number; heightMm: number },
  decal: ViewerDecal,
  images: ReadonlyMap<string, ArtworkSource>,
): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(area.xMm, area.yMm, area.widthMm, area.heightMm);
  ctx.clip();
  const k = decal.scale ?? 1;
  const w = decal.widthMm * k;
  const h = decal.heightMm * k;
  ctx.translate(area.xMm + (decal.centerXMm ?? area.widthMm / 2), area.yMm + (decal.centerYMm ?? area.heightMm / 2));
  ctx.rotate(((decal.rotationDeg ?? 0) * Math.PI) / 180);
  const image = decal.imageUrl ? images.get(decal.imageUrl) : undefined;
  if (image) {
    ctx.drawImage(image, -w / 2, -h / 2, w, h);
  } else if (decal.text?.value) {
    drawFittedText(ctx, decal.text, w, h);
  }
  ctx.restore();
}

/** Text centred in a w × h box (mm), as large as fits. */
function drawFittedText(ctx: Ctx2D, text: NonNullable<ViewerDecal["text"]>, w: number, h: number): void {
  const family = text.fontFamily ?? "system-ui, sans-serif";
  const weight = text.fontWeight ?? 700;
  ctx.font = `${weight} 100px ${family}`;
  const measured = ctx.measureText(text.value).width || 1;
  const fontSize = Math.min(h * 0.85, (100 * w) / measured);
  ctx.font = `${weight} ${fontSize}px ${family}`;
  ctx.fillStyle = text.colorHex ?? "#111111";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text.value, 0, 0, w);
}

/** The trim bands that carry rib knit (wales drawn across them). */
const RIB_BANDS: (keyof typeof TRIM_BANDS)[] = ["rib-front", "rib-back", "left-cuff", "right-cuff", "neck-rib"];

/**
 * Draws the detail layer, a multiply map (white = unchanged): rib wales on the rib bands, seams,
 * twin-needle topstitching and the pocket's soft shadow from the mesh's {@link DetailStroke}s.
 * @param ctx a context on a square canvas of `size` pixels
 */
export function drawDetail(ctx: Ctx2D, size: number, strokes: readonly DetailStroke[], ribbed: boolean): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, size, size);
  const px = (r: UvRect) => ({
    x: r.u0 * size,
    y: (1 - r.v1) * size,
    w: (r.u1 - r.u0) * size,
    h: (r.v1 - r.v0) * size,
  });
  if (ribbed) {
    const period = Math.max(4, Math.round(size / 300));
    for (const band of RIB_BANDS) {
      const b = px(regionRect(band));
      const gradient = ctx.createLinearGradient(0, 0, period, 0);
      gradient.addColorStop(0, "#d4d4d4");
      gradient.addColorStop(0.5, "#ffffff");
      gradient.addColorStop(1, "#d4d4d4");
      ctx.save();
      ctx.beginPath();
      ctx.rect(b.x, b.y, b.w, b.h);
      ctx.clip();
      for (let x = b.x; x < b.x + b.w; x += period) {
        ctx.setTransform(1, 0, 0, 1, x, 0);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, b.y, period, b.h);
      }
      ctx.restore();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
    }
  }
  const line = Math.max(1, size / 900);
  for (const s of strokes) {
    if (s.points.length < 2) continue;
    ctx.save();
    ctx.beginPath();
    s.points.forEach(([u, v], i) => {
      if (i === 0) ctx.moveTo(u * size, (1 - v) * size);
      else ctx.lineTo(u * size, (1 - v) * size);
    });
    if (s.style === "seam") {
      ctx.strokeStyle = "rgba(0,0,0,0.34)";
      ctx.lineWidth = line * 2.2;
    } else if (s.style === "stitch") {
      ctx.strokeStyle = "rgba(0,0,0,0.3)";
      ctx.lineWidth = line * 1.6;
      ctx.setLineDash([line * 5, line * 4]);
    } else {
      ctx.strokeStyle = "rgba(0,0,0,0.16)";
      ctx.lineWidth = line * 16;
      ctx.filter = `blur(${Math.round(line * 4)}px)`;
    }
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    ctx.stroke();
    ctx.restore();
  }
}
