import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { type Decal, flatArea, flatDecals } from "./decals.ts";
import { FLAT_CANVAS, flatUrl } from "./flat-geometry.ts";

/**
 * The 2D preview: the garment's flat in the chosen dye with the artwork and texts laid over it
 * (and the printable area of the placement being edited, dashed), and small tags where the chosen
 * labels sit. Shown while the 3D viewer loads, where WebGL is missing, and on the review page.
 */
export function FlatPreview({
  garmentType,
  view,
  dyeHex,
  decals,
  highlight,
  labels = [],
  title,
  className,
}: {
  garmentType: GarmentType;
  view: "front" | "back";
  dyeHex: string;
  decals: readonly Decal[];
  /** Placement whose printable area is outlined. */
  highlight?: string | null;
  labels?: { code: string; slot: string; x: number; y: number }[];
  title: string;
  className?: string;
}) {
  const area = highlight ? flatArea(garmentType, highlight, view) : null;
  const placed = flatDecals(garmentType, decals, view);
  return (
    <svg
      viewBox={`0 0 ${FLAT_CANVAS.width} ${FLAT_CANVAS.height}`}
      role="img"
      aria-label={title}
      className={className}
      data-testid="flat-preview"
      data-view={view}
      data-dye={dyeHex}
    >
      <image
        href={flatUrl(garmentType, view, dyeHex)}
        x={0}
        y={0}
        width={FLAT_CANVAS.width}
        height={FLAT_CANVAS.height}
      />
      {area ? (
        <rect
          x={area.x}
          y={area.y}
          width={area.width}
          height={area.height}
          fill="none"
          stroke="#2f5d46"
          strokeWidth={1.5}
          strokeDasharray="6 4"
          data-testid="printable-area"
        />
      ) : null}
      {placed.map((d) => (
        <g
          key={d.decal.id}
          transform={`translate(${d.x} ${d.y}) rotate(${d.rotationDeg})`}
          data-testid="preview-decal"
          data-placement={d.decal.placement}
        >
          {d.decal.image ? (
            <image
              href={d.decal.image.url}
              x={-d.width / 2}
              y={-d.height / 2}
              width={d.width}
              height={d.height}
              preserveAspectRatio="none"
            />
          ) : d.decal.text ? (
            <text
              x={0}
              y={0}
              textAnchor="middle"
              dominantBaseline="central"
              fontFamily={d.decal.text.fontStack}
              fontSize={d.height / 1.15}
              fill={d.decal.text.colorHex}
              textLength={d.width}
              lengthAdjust="spacingAndGlyphs"
            >
              {d.decal.text.content}
            </text>
          ) : null}
        </g>
      ))}
      {view === "back"
        ? labels.map((l) => (
            <rect
              key={l.code}
              x={l.x - (l.x < 200 ? 0 : 14)}
              y={l.y - 4}
              width={28}
              height={10}
              rx={1.5}
              fill="#fafaf9"
              stroke="#57534e"
              strokeWidth={1}
              data-testid="preview-label"
              data-label={l.code}
            />
          ))
        : null}
    </svg>
  );
}
