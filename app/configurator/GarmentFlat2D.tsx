import { useId } from "react";
import type { GarmentType } from "../../core/catalog/garment-types.ts";
import { type Affine, panelToFlat } from "./flat-frames.ts";
import type { ArtworkSource, Ctx2D } from "./textures.ts";
import { loadDecalFonts } from "./text-fonts.ts";
import { drawDecalInArea } from "./textures.ts";
import type { ViewerDecal, ViewerLabel } from "./types.ts";
import { placementArea, uvToPanelMm } from "./uv-layout.ts";

/** Size of the technical flats' canvas (`core/media/flats`). */
export const FLAT_CANVAS = { width: 600, height: 700 } as const;

/** URL of the flat image of a garment, view and dye (served by `server/web/media.ts`). */
export function flatUrl(type: GarmentType, view: "front" | "back", dyeHex: string): string {
  return `/media/flat/${type}/${view}/${dyeHex.replace("#", "").toLowerCase()}.svg`;
}

const matrix = (m: Affine) => `matrix(${m.map((v) => Math.round(v * 10_000) / 10_000).join(" ")})`;

/** Props of the 2D fallback: the viewer's, with the view narrowed to what a flat shows. */
export interface GarmentFlat2DProps {
  garmentType: GarmentType;
  dyeHex: string;
  view: "front" | "back";
  decals: readonly ViewerDecal[];
  labels: readonly ViewerLabel[];
  /** Accessible description of the image. */
  label: string;
  onLoad?: () => void;
  className?: string;
}

/**
 * The no-WebGL view (also what the server renders): the garment's technical flat for the view,
 * tinted with the dye, with each artwork laid over its placement's printable rectangle (clipped
 * to it) and sewn-in labels marked on the back view. One inline SVG on the flats' 600 × 700 canvas.
 */
export function GarmentFlat2D({
  garmentType,
  dyeHex,
  view,
  decals,
  labels,
  label,
  onLoad,
  className,
}: GarmentFlat2DProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  return (
    <svg
      viewBox={`0 0 ${FLAT_CANVAS.width} ${FLAT_CANVAS.height}`}
      role="img"
      aria-label={label}
      className={className}
      data-testid="garment-flat"
      data-view={view}
    >
      <image
        href={flatUrl(garmentType, view, dyeHex)}
        width={FLAT_CANVAS.width}
        height={FLAT_CANVAS.height}
        onLoad={onLoad}
      />
      {decals.map((d) => {
        const area = placementArea(garmentType, d.placement);
        const m = area ? panelToFlat(garmentType, view, area.panel) : undefined;
        if (!area || !m) return null;
        const k = d.scale ?? 1;
        const w = d.widthMm * k;
        const h = d.heightMm * k;
        const cx = area.xMm + (d.centerXMm ?? area.widthMm / 2);
        const cy = area.yMm + (d.centerYMm ?? area.heightMm / 2);
        const clip = `${uid}-${d.id.replace(/[^a-zA-Z0-9_-]/g, "")}`;
        return (
          <g key={d.id} transform={matrix(m)} data-decal={d.id}>
            <clipPath id={clip}>
              <rect x={area.xMm} y={area.yMm} width={area.widthMm} height={area.heightMm} />
            </clipPath>
            <g clipPath={`url(#${clip})`}>
              <g transform={`translate(${cx} ${cy}) rotate(${d.rotationDeg ?? 0})`}>
                {d.imageUrl ? (
                  <image href={d.imageUrl} x={-w / 2} y={-h / 2} width={w} height={h} preserveAspectRatio="none" />
                ) : d.text?.value ? (
                  <text
                    x={0}
                    y={0}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontFamily={d.text.fontFamily ?? "system-ui, sans-serif"}
                    fontWeight={d.text.fontWeight ?? 700}
                    fontSize={h * 0.85}
                    fill={d.text.colorHex ?? "#111111"}
                    textLength={w}
                    lengthAdjust="spacingAndGlyphs"
                  >
                    {d.text.value}
                  </text>
                ) : null}
              </g>
            </g>
          </g>
        );
      })}
      {view === "back"
        ? labels.map((l) => {
            const m = panelToFlat(garmentType, "back", l.position.panel);
            if (!m) return null;
            const at = uvToPanelMm(garmentType, l.position.panel, l.position.uv);
            return (
              <g key={l.id} transform={matrix(m)} data-label={l.slot}>
                <rect
                  x={at.xMm - 22}
                  y={at.yMm + 4}
                  width={44}
                  height={l.slot === "care" ? 50 : 20}
                  fill={l.colorHex ?? "#e3d3a8"}
                  fillOpacity={0.55}
                  stroke="#555"
                  strokeDasharray="4 3"
                  strokeWidth={1.5}
                />
              </g>
            );
          })
        : null}
    </svg>
  );
}

/**
 * The 2D view as a PNG (the fallback's `renderViews`): the flat on white, artwork drawn with the
 * same clipping as on screen.
 */
export async function rasterizeFlat(
  input: Pick<GarmentFlat2DProps, "garmentType" | "dyeHex" | "view" | "decals">,
  width: number,
  height: number,
  loadImage: (url: string) => Promise<ArtworkSource | undefined>,
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d") as Ctx2D | null;
  if (!ctx) throw new Error("no 2D canvas");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  const fit = Math.min(width / FLAT_CANVAS.width, height / FLAT_CANVAS.height);
  const ox = (width - FLAT_CANVAS.width * fit) / 2;
  const oy = (height - FLAT_CANVAS.height * fit) / 2;
  const flat = await loadImage(flatUrl(input.garmentType, input.view, input.dyeHex));
  if (flat) ctx.drawImage(flat, ox, oy, FLAT_CANVAS.width * fit, FLAT_CANVAS.height * fit);
  const urls = [...new Set(input.decals.map((d) => d.imageUrl).filter((u): u is string => Boolean(u)))];
  const images = new Map<string, ArtworkSource>();
  for (const u of urls) {
    const img = await loadImage(u);
    if (img) images.set(u, img);
  }
  await loadDecalFonts(input.decals);
  for (const d of input.decals) {
    const area = placementArea(input.garmentType, d.placement);
    const m = area ? panelToFlat(input.garmentType, input.view, area.panel) : undefined;
    if (!area || !m) continue;
    ctx.setTransform(m[0] * fit, m[1] * fit, m[2] * fit, m[3] * fit, m[4] * fit + ox, m[5] * fit + oy);
    drawDecalInArea(ctx, area, d, images);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return new Promise((resolve, reject) =>
    (canvas as HTMLCanvasElement).toBlob(
      (b) => (b ? resolve(b) : reject(new Error("PNG encoding failed"))),
      "image/png",
    ),
  );
}
