import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { rotatedBox } from "../../../core/customization/artwork-box.ts";
import {
  type Area,
  type EditorPlacement,
  type Guide,
  fontStack,
  move,
  resize,
  rotate,
  roundMm,
  snapCentre,
  wasClamped,
} from "./editor-state.ts";

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

/** A rotation snapped to the nearest 15° when within 4° of it (Alt turns snapping off). */
export function snapAngle(deg: number, snap = true): number {
  const rounded = Math.round(deg);
  if (!snap) return rounded;
  const near = Math.round(deg / 15) * 15;
  return Math.abs(near - deg) <= 4 ? near : rounded;
}

/** A decoration as the map draws it. */
export interface MapItem {
  placement: EditorPlacement;
  imageUrl: string | null;
  /** It fails preflight (low resolution, outside the area …): drawn with a warning marker. */
  warning: boolean;
}

/** Where the area sits on the garment: for the garment's centre line and the distance from the HPS (or waist). */
export interface MapFrame {
  xMm: number;
  yMm: number;
  panelWidthMm: number;
  from: "hps" | "waist";
}

type Gesture =
  | { kind: "move"; pointer: number; id: string; dx: number; dy: number }
  | { kind: "scale"; pointer: number; id: string; startDist: number; startWidth: number }
  | { kind: "rotate"; pointer: number; id: string; startAngle: number; startDeg: number };

/**
 * The printable area as a 2D map (to scale, 1 cm grid) with every decoration of the placement on it
 * (issue 20). Drag a decoration to move it; drag the corner handle to scale it and the round handle
 * to rotate it. While dragging, guides show where it snaps (the area's edges and centre lines, the
 * garment's centre line, the other decorations' edges and centres; within {@link SNAP_MM} mm; Alt
 * turns snapping off) and the position reads in mm from the garment's centre and from the high point
 * of the shoulder (HPS; the waist on bottoms). Keyboard: arrows move 1 mm (Shift 10 mm), + and −
 * scale, [ and ] rotate (Shift 15°). Decorations that fail preflight carry a warning marker; an edit
 * held back by the printable area says so in a polite live region. Other placements' decorations
 * that reach into the area are shaded (they may not be overlapped).
 */
export function PlacementMap({
  area,
  frame,
  items,
  selectedId,
  neighbours = [],
  onSelect,
  onChange,
  onCommit,
  label,
  background,
}: {
  area: Area;
  frame: MapFrame | null;
  items: MapItem[];
  selectedId: string | null;
  neighbours?: { id: string; x0: number; y0: number; x1: number; y1: number }[];
  onSelect: (id: string) => void;
  /** A changed decoration; `group` makes a gesture one undo step (see editor-history.ts). */
  onChange: (placement: EditorPlacement, group: string) => void;
  /** The gesture ended (pointer up, focus left): the next edit is a new undo step. */
  onCommit: () => void;
  label: string;
  /** The dye, so the artwork is seen on the fabric's colour. */
  background: string;
}) {
  const { t } = useTranslation("customize");
  const id = useId();
  const svg = useRef<SVGSVGElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const [dragging, setDragging] = useState(false);
  const [clampNote, setClampNote] = useState<string | null>(null);
  const selected = items.find((i) => i.placement.id === selectedId)?.placement ?? null;

  const pad = Math.max(area.widthMm, area.heightMm) * 0.08;
  const unit = Math.max(area.widthMm, area.heightMm) / 100;
  const handleR = unit * 2.6;

  function toMm(e: PointerEvent): { x: number; y: number } | null {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
    return { x: pt.x, y: pt.y };
  }

  function emit(
    next: EditorPlacement,
    asked: { centerXMm?: number; centerYMm?: number; widthMm?: number },
    group: string,
  ) {
    const clamped = wasClamped(asked, next);
    setClampNote(clamped ? t("print.clamped") : null);
    onChange(next, group);
  }

  const others = (p: EditorPlacement) => [
    ...items
      .filter((i) => i.placement.id !== p.id)
      .map((i) => {
        const r = rotatedBox(i.placement.widthMm, i.placement.heightMm, i.placement.rotationDeg);
        return {
          x0: i.placement.centerXMm - r.widthMm / 2,
          x1: i.placement.centerXMm + r.widthMm / 2,
          y0: i.placement.centerYMm - r.heightMm / 2,
          y1: i.placement.centerYMm + r.heightMm / 2,
        };
      }),
    ...neighbours,
  ];
  const garmentCentre = frame ? frame.panelWidthMm / 2 - frame.xMm : null;

  function moveTo(p: EditorPlacement, x: number, y: number, snap: boolean, group: string) {
    const snapped = snap
      ? snapCentre({ area, box: p, x, y, others: others(p), garmentCentreXMm: garmentCentre })
      : { x, y, guides: [] };
    setGuides(snapped.guides);
    emit(move(p, area, snapped.x, snapped.y), { centerXMm: snapped.x, centerYMm: snapped.y }, group);
  }

  function hit(at: { x: number; y: number }): EditorPlacement | null {
    // the selected one first (it is drawn on top), then the others from the top down
    const order = [...items]
      .reverse()
      .sort((a, b) => (a.placement.id === selectedId ? -1 : b.placement.id === selectedId ? 1 : 0));
    for (const item of order) {
      const p = item.placement;
      const rad = (-p.rotationDeg * Math.PI) / 180;
      const dx = at.x - p.centerXMm;
      const dy = at.y - p.centerYMm;
      const lx = dx * Math.cos(rad) - dy * Math.sin(rad);
      const ly = dx * Math.sin(rad) + dy * Math.cos(rad);
      if (Math.abs(lx) <= p.widthMm / 2 && Math.abs(ly) <= p.heightMm / 2) return p;
    }
    return null;
  }

  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    const at = toMm(e);
    if (!at) return;
    e.preventDefault();
    svg.current?.focus();
    const role = (e.target as Element).getAttribute?.("data-handle");
    if (selected && role === "scale") {
      gesture.current = {
        kind: "scale",
        pointer: e.pointerId,
        id: selected.id,
        startDist: Math.max(Math.hypot(at.x - selected.centerXMm, at.y - selected.centerYMm), 1),
        startWidth: selected.widthMm,
      };
    } else if (selected && role === "rotate") {
      gesture.current = {
        kind: "rotate",
        pointer: e.pointerId,
        id: selected.id,
        startAngle: (Math.atan2(at.y - selected.centerYMm, at.x - selected.centerXMm) * 180) / Math.PI,
        startDeg: selected.rotationDeg,
      };
    } else {
      const target = hit(at);
      if (target && target.id !== selectedId) onSelect(target.id);
      const p = target ?? selected;
      if (!p) return;
      gesture.current = {
        kind: "move",
        pointer: e.pointerId,
        id: p.id,
        dx: target ? p.centerXMm - at.x : 0,
        dy: target ? p.centerYMm - at.y : 0,
      };
      // a press beside every decoration brings the selected one there
      if (!target) moveTo(p, at.x, at.y, !e.altKey, `drag:${p.id}`);
    }
    setDragging(true);
    e.currentTarget.setPointerCapture(e.pointerId);
  }

  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const g = gesture.current;
    if (!g || g.pointer !== e.pointerId) return;
    const at = toMm(e);
    const p = items.find((i) => i.placement.id === g.id)?.placement;
    if (!at || !p) return;
    if (g.kind === "move") {
      moveTo(p, at.x + g.dx, at.y + g.dy, !e.altKey, `drag:${p.id}`);
    } else if (g.kind === "scale") {
      const dist = Math.hypot(at.x - p.centerXMm, at.y - p.centerYMm);
      const width = roundMm((g.startWidth * dist) / g.startDist);
      emit(resize(p, area, width), { widthMm: width }, `scale:${p.id}`);
    } else {
      const angle = (Math.atan2(at.y - p.centerYMm, at.x - p.centerXMm) * 180) / Math.PI;
      let deg = g.startDeg + angle - g.startAngle;
      deg = ((((deg + 180) % 360) + 360) % 360) - 180;
      const next = rotate(p, area, snapAngle(deg, !e.altKey));
      emit(next, { widthMm: p.widthMm }, `rotate:${p.id}`);
    }
  }

  function onPointerUp(e: PointerEvent<SVGSVGElement>) {
    if (gesture.current?.pointer !== e.pointerId) return;
    gesture.current = null;
    setDragging(false);
    setGuides([]);
    onCommit();
  }

  function onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
    if (!selected) return;
    const next = nudge(e.key, e.shiftKey, { x: selected.centerXMm, y: selected.centerYMm });
    const group = `key:${selected.id}`;
    if (next) {
      e.preventDefault();
      emit(move(selected, area, next.x, next.y), { centerXMm: next.x, centerYMm: next.y }, group);
      return;
    }
    const step = e.shiftKey ? 10 : 1;
    if (e.key === "+" || e.key === "=" || e.key === "-" || e.key === "_") {
      e.preventDefault();
      const width = selected.widthMm + (e.key === "+" || e.key === "=" ? step : -step);
      emit(resize(selected, area, width), { widthMm: width }, group);
    } else if (e.key === "[" || e.key === "]" || e.key === "{" || e.key === "}") {
      e.preventDefault();
      const turn = e.key === "]" || e.key === "}" ? (e.shiftKey ? 15 : 1) : e.shiftKey ? -15 : -1;
      emit(rotate(selected, area, selected.rotationDeg + turn), { widthMm: selected.widthMm }, group);
    }
  }

  const lines: number[] = [];
  for (let x = 10; x < area.widthMm; x += 10) lines.push(x);
  const rows: number[] = [];
  for (let y = 10; y < area.heightMm; y += 10) rows.push(y);

  const position = selected ? describePosition(selected, frame) : null;
  const positionText = position
    ? [
        position.fromCentreMm === 0
          ? t("print.onCentreLine")
          : t(position.fromCentreMm > 0 ? "print.rightOfCentre" : "print.leftOfCentre", {
              mm: Math.abs(position.fromCentreMm),
            }),
        position.fromTopMm === null
          ? null
          : t(frame?.from === "waist" ? "print.belowWaist" : "print.belowHps", { mm: position.fromTopMm }),
      ]
        .filter(Boolean)
        .join(" · ")
    : "";
  const sel = selected ? rotatedBox(selected.widthMm, selected.heightMm, selected.rotationDeg) : null;

  return (
    <div>
      <svg
        ref={svg}
        viewBox={`${-pad} ${-pad} ${area.widthMm + 2 * pad} ${area.heightMm + 2 * pad}`}
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
        onBlur={onCommit}
        className="mx-auto block max-h-[26rem] w-full touch-none select-none rounded-lg bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        style={{ aspectRatio: `${area.widthMm + 2 * pad} / ${area.heightMm + 2 * pad}` }}
        data-testid="placement-map"
        data-dragging={dragging ? "true" : "false"}
      >
        <rect
          x={0}
          y={0}
          width={area.widthMm}
          height={area.heightMm}
          fill={background}
          stroke="#78716c"
          strokeWidth={unit * 0.25}
        />
        {lines.map((x) => (
          <line
            key={`x${x}`}
            x1={x}
            x2={x}
            y1={0}
            y2={area.heightMm}
            stroke="#78716c"
            strokeOpacity={0.25}
            strokeWidth={unit * 0.15}
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
            strokeWidth={unit * 0.15}
          />
        ))}
        <line
          x1={area.widthMm / 2}
          x2={area.widthMm / 2}
          y1={0}
          y2={area.heightMm}
          stroke="#78716c"
          strokeOpacity={0.5}
          strokeDasharray={`${unit} ${unit}`}
          strokeWidth={unit * 0.2}
        />
        {neighbours.map((n) => (
          <rect
            key={n.id}
            x={n.x0}
            y={n.y0}
            width={n.x1 - n.x0}
            height={n.y1 - n.y0}
            fill="#78716c"
            fillOpacity={0.3}
            stroke="#57534e"
            strokeDasharray={`${unit} ${unit * 0.6}`}
            strokeWidth={unit * 0.25}
            data-testid="neighbour-box"
          />
        ))}
        {items.map(({ placement: p, imageUrl, warning }) => {
          const isSelected = p.id === selectedId;
          const { widthMm: w, heightMm: h } = p;
          return (
            <g
              key={p.id}
              transform={`translate(${p.centerXMm} ${p.centerYMm}) rotate(${p.rotationDeg})`}
              data-testid="map-item"
              data-id={p.id}
              data-selected={isSelected ? "true" : "false"}
              data-warning={warning ? "true" : "false"}
              className="cursor-move"
            >
              {imageUrl ? (
                <image href={imageUrl} x={-w / 2} y={-h / 2} width={w} height={h} preserveAspectRatio="none" />
              ) : p.text ? (
                <text
                  x={0}
                  y={0}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontFamily={fontStack(p.text.font)}
                  fontSize={h / 1.15}
                  fill={p.text.colorHex}
                  textLength={w}
                  lengthAdjust="spacingAndGlyphs"
                >
                  {p.text.content || " "}
                </text>
              ) : null}
              <rect
                x={-w / 2}
                y={-h / 2}
                width={w}
                height={h}
                fill="transparent"
                stroke="#ffffff"
                strokeOpacity={0.9}
                strokeWidth={unit * 0.8}
              />
              <rect
                x={-w / 2}
                y={-h / 2}
                width={w}
                height={h}
                fill="none"
                stroke={warning ? "#b45309" : isSelected ? "#1c1917" : "#78716c"}
                strokeWidth={unit * (isSelected ? 0.5 : 0.35)}
                strokeDasharray={isSelected ? undefined : `${unit * 1.5} ${unit}`}
                data-testid={isSelected ? "placement-box" : undefined}
              />
              {warning ? (
                <g transform={`translate(${-w / 2} ${-h / 2}) rotate(${-p.rotationDeg})`} data-testid="map-warning">
                  <circle r={unit * 3} fill="#b45309" stroke="#ffffff" strokeWidth={unit * 0.5} />
                  <text
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={unit * 4}
                    fontWeight={700}
                    fill="#ffffff"
                  >
                    !
                  </text>
                </g>
              ) : null}
              {isSelected ? (
                <>
                  <line x1={0} x2={0} y1={-h / 2} y2={-h / 2 - unit * 6} stroke="#1c1917" strokeWidth={unit * 0.3} />
                  <circle
                    cx={0}
                    cy={-h / 2 - unit * 6}
                    r={handleR}
                    fill="#ffffff"
                    stroke="#1c1917"
                    strokeWidth={unit * 0.4}
                    data-handle="rotate"
                    data-testid="rotate-handle"
                    className="cursor-grab"
                  />
                  <rect
                    x={w / 2 - handleR}
                    y={h / 2 - handleR}
                    width={handleR * 2}
                    height={handleR * 2}
                    fill="#ffffff"
                    stroke="#1c1917"
                    strokeWidth={unit * 0.4}
                    data-handle="scale"
                    data-testid="scale-handle"
                    className="cursor-nwse-resize"
                  />
                </>
              ) : null}
            </g>
          );
        })}
        {guides.map((g) => (
          <line
            key={`${g.axis}${g.at}`}
            x1={g.axis === "x" ? g.at : -pad}
            x2={g.axis === "x" ? g.at : area.widthMm + pad}
            y1={g.axis === "y" ? g.at : -pad}
            y2={g.axis === "y" ? g.at : area.heightMm + pad}
            stroke="#db2777"
            strokeWidth={unit * 0.35}
            data-testid="snap-guide"
            data-kind={g.kind}
          />
        ))}
        {dragging && selected && sel && position ? (
          <g data-testid="drag-position">
            {position.fromTopMm !== null ? (
              <line
                x1={selected.centerXMm}
                x2={selected.centerXMm}
                y1={-pad}
                y2={selected.centerYMm - sel.heightMm / 2}
                stroke="#2563eb"
                strokeWidth={unit * 0.3}
                strokeDasharray={`${unit} ${unit * 0.6}`}
              />
            ) : null}
            <text
              x={Math.min(Math.max(selected.centerXMm, unit * 20), area.widthMm - unit * 20)}
              y={-pad / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={unit * 3.6}
              fontWeight={600}
              fill="#1e3a8a"
              paintOrder="stroke"
              stroke="#ffffff"
              strokeWidth={unit * 0.8}
            >
              {positionText}
            </text>
          </g>
        ) : null}
      </svg>
      <p className="mt-2 text-xs font-medium text-stone-800" data-testid="map-position">
        {positionText}
      </p>
      <p id={`${id}-help`} className="mt-1 text-xs text-stone-600">
        {t("print.mapHelp")}
      </p>
      <p id={`${id}-now`} className="sr-only" aria-live="polite">
        {dragging ? "" : positionText}
      </p>
      <p className="mt-1 min-h-4 text-xs text-amber-800" aria-live="polite" data-testid="clamp-note">
        {clampNote}
      </p>
    </div>
  );
}

/**
 * Where a decoration sits on the garment: its centre's distance from the garment's centre line
 * (mm, + to the viewer's right) and its top's distance below the high point of the shoulder (or the
 * waist), from the rotated box; whole mm. Without a frame, only the area's own centre is known.
 */
export function describePosition(
  p: Pick<EditorPlacement, "centerXMm" | "centerYMm" | "widthMm" | "heightMm" | "rotationDeg">,
  frame: MapFrame | null,
): { fromCentreMm: number; fromTopMm: number | null } {
  const r = rotatedBox(p.widthMm, p.heightMm, p.rotationDeg);
  if (!frame) return { fromCentreMm: 0, fromTopMm: null };
  return {
    fromCentreMm: Math.round(frame.xMm + p.centerXMm - frame.panelWidthMm / 2),
    fromTopMm: Math.round(frame.yMm + p.centerYMm - r.heightMm / 2),
  };
}
