import { type KeyboardEvent, type PointerEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type Area, type EditorPlacement, fontStack } from "./editor-state.ts";
import { useCm } from "./messages.ts";

/** The centre after an arrow key: 1 mm per press, 10 mm with Shift; null for other keys. */
export function nudge(key: string, shift: boolean, centre: { x: number; y: number }): { x: number; y: number } | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case "ArrowLeft":
      return { x: centre.x - step, y: centre.y };
    case "ArrowRight":
      return { x: centre.x + step, y: centre.y };
    case "ArrowUp":
      return { x: centre.x, y: centre.y - step };
    case "ArrowDown":
      return { x: centre.x, y: centre.y + step };
    default:
      return null;
  }
}

/**
 * The printable area as a 2D map (to scale, 1 cm grid) with the artwork's box on it: drag it with a
 * mouse or a finger, or focus the map and use the arrow keys (Shift for 1 cm steps). The parent
 * keeps the box inside the area.
 */
export function PlacementMap({
  area,
  placement,
  imageUrl,
  onMove,
  label,
  background,
}: {
  area: Area;
  placement: EditorPlacement;
  imageUrl: string | null;
  onMove: (centerXMm: number, centerYMm: number) => void;
  label: string;
  /** The dye, so the artwork is seen on the fabric's colour. */
  background: string;
}) {
  const { t } = useTranslation("customize");
  const toCm = useCm();
  const id = useId();
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ pointer: number; dx: number; dy: number } | null>(null);

  function toMm(e: PointerEvent): { x: number; y: number } | null {
    const el = svg.current;
    const matrix = el?.getScreenCTM();
    if (!el || !matrix) return null;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
    return { x: pt.x, y: pt.y };
  }

  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    const at = toMm(e);
    if (!at) return;
    e.preventDefault();
    svg.current?.focus();
    // grabbing the box keeps the grip; a press elsewhere moves the box's centre there
    const inside =
      Math.abs(at.x - placement.centerXMm) <= placement.widthMm / 2 &&
      Math.abs(at.y - placement.centerYMm) <= placement.heightMm / 2;
    drag.current = {
      pointer: e.pointerId,
      dx: inside ? placement.centerXMm - at.x : 0,
      dy: inside ? placement.centerYMm - at.y : 0,
    };
    e.currentTarget.setPointerCapture(e.pointerId);
    if (!inside) onMove(at.x, at.y);
  }

  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    if (!drag.current || drag.current.pointer !== e.pointerId) return;
    const at = toMm(e);
    if (at) onMove(at.x + drag.current.dx, at.y + drag.current.dy);
  }

  function onPointerUp(e: PointerEvent<SVGSVGElement>) {
    if (drag.current?.pointer === e.pointerId) drag.current = null;
  }

  function onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
    const next = nudge(e.key, e.shiftKey, { x: placement.centerXMm, y: placement.centerYMm });
    if (!next) return;
    e.preventDefault();
    onMove(next.x, next.y);
  }

  const lines: number[] = [];
  for (let x = 10; x < area.widthMm; x += 10) lines.push(x);
  const rows: number[] = [];
  for (let y = 10; y < area.heightMm; y += 10) rows.push(y);
  const { widthMm: w, heightMm: h } = placement;
  const position = t("print.positionNow", {
    x: toCm(placement.centerXMm),
    y: toCm(placement.centerYMm),
  });

  return (
    <div>
      <svg
        ref={svg}
        viewBox={`0 0 ${area.widthMm} ${area.heightMm}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is operated with the arrow keys
        tabIndex={0}
        role="application"
        aria-roledescription={t("print.mapRole")}
        aria-label={label}
        aria-describedby={`${id}-help ${id}-now`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        className="mx-auto block max-h-64 w-full touch-none select-none rounded-lg border border-stone-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        style={{ aspectRatio: `${area.widthMm} / ${area.heightMm}`, backgroundColor: background }}
        data-testid="placement-map"
      >
        {lines.map((x) => (
          <line
            key={`x${x}`}
            x1={x}
            x2={x}
            y1={0}
            y2={area.heightMm}
            stroke="#78716c"
            strokeOpacity={0.25}
            strokeWidth={0.5}
          />
        ))}
        {rows.map((y) => (
          <line
            key={`y${y}`}
            y1={y}
            y2={y}
            x1={0}
            x2={area.widthMm}
            stroke="#78716c"
            strokeOpacity={0.25}
            strokeWidth={0.5}
          />
        ))}
        <line
          x1={area.widthMm / 2}
          x2={area.widthMm / 2}
          y1={0}
          y2={area.heightMm}
          stroke="#78716c"
          strokeOpacity={0.5}
          strokeDasharray="2 2"
          strokeWidth={0.6}
        />
        <g transform={`translate(${placement.centerXMm} ${placement.centerYMm}) rotate(${placement.rotationDeg})`}>
          {imageUrl ? (
            <image href={imageUrl} x={-w / 2} y={-h / 2} width={w} height={h} preserveAspectRatio="none" />
          ) : placement.text ? (
            <text
              x={0}
              y={0}
              textAnchor="middle"
              dominantBaseline="central"
              fontFamily={fontStack(placement.text.font)}
              fontSize={h / 1.15}
              fill={placement.text.colorHex}
              textLength={w}
              lengthAdjust="spacingAndGlyphs"
            >
              {placement.text.content || " "}
            </text>
          ) : null}
          <rect
            x={-w / 2}
            y={-h / 2}
            width={w}
            height={h}
            fill="none"
            stroke="#ffffff"
            strokeOpacity={0.9}
            strokeWidth={Math.max(area.widthMm, area.heightMm) / 120}
          />
          <rect
            x={-w / 2}
            y={-h / 2}
            width={w}
            height={h}
            fill="none"
            stroke="#1c1917"
            strokeWidth={Math.max(area.widthMm, area.heightMm) / 200}
            strokeDasharray="3 2"
            className="cursor-move"
            data-testid="placement-box"
          />
        </g>
      </svg>
      <p id={`${id}-help`} className="mt-2 text-xs text-stone-600">
        {t("print.mapHelp")}
      </p>
      <p id={`${id}-now`} className="sr-only" aria-live="polite">
        {position}
      </p>
    </div>
  );
}
