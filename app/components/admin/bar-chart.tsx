import { useId } from "react";

/**
 * A bar chart drawn on the server as SVG (ADR 0012: no chart library in the bundle; works without
 * JavaScript, prints, and scales with the page). Accessible: the SVG is an image with a label that
 * states the total, the highest day and the period, and the exact values are in a table under a
 * "Show data" disclosure. Each bar has a `<title>` (tooltip on hover).
 */
export interface BarPoint {
  /** `YYYY-MM-DD` */
  day: string;
  value: number;
}

export function BarChart({
  title,
  points,
  format,
  summary,
  dataLabel,
  valueHeader,
  dayHeader,
  formatDay,
  headline,
  testId,
}: {
  title: string;
  /** Shown beside the title, e.g. the period's total. */
  headline?: string;
  points: BarPoint[];
  format: (value: number) => string;
  /** The image's text alternative, e.g. "Revenue by day, 1–31 March: total €180, highest €150 on 2 March". */
  summary: string;
  dataLabel: string;
  valueHeader: string;
  dayHeader: string;
  formatDay: (day: string) => string;
  testId?: string;
}) {
  const id = useId();
  const width = 640;
  const height = 180;
  const pad = { top: 12, right: 8, bottom: 24, left: 8 };
  const max = Math.max(1, ...points.map((p) => p.value));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, points.length);
  const barW = Math.max(1, Math.min(28, slot * 0.72));
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure className="rounded-2xl border border-stone-200 bg-white p-4" data-testid={testId}>
      <figcaption className="mb-2 flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold text-stone-900">{title}</span>
        {headline ? <span className="text-sm tabular-nums text-stone-600">{headline}</span> : null}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-44 w-full"
        role="img"
        aria-labelledby={`${id}-t`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-t`}>{summary}</title>
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={pad.top + plotH}
          y2={pad.top + plotH}
          className="stroke-stone-300"
          strokeWidth={1}
        />
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={pad.top}
          y2={pad.top}
          className="stroke-stone-100"
          strokeWidth={1}
          strokeDasharray="4 4"
        />
        {points.map((p, i) => {
          const h = (p.value / max) * plotH;
          const x = pad.left + i * slot + (slot - barW) / 2;
          return (
            <g key={p.day}>
              <rect
                x={x}
                y={pad.top + plotH - h}
                width={barW}
                height={Math.max(h, p.value > 0 ? 1 : 0)}
                rx={Math.min(3, barW / 3)}
                className="fill-brand-600"
              >
                <title>{`${formatDay(p.day)}: ${format(p.value)}`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text
                  x={pad.left + i * slot + slot / 2}
                  y={height - 6}
                  textAnchor="middle"
                  className="fill-stone-500"
                  fontSize={11}
                >
                  {p.day.slice(8, 10)}/{p.day.slice(5, 7)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-stone-600 hover:text-stone-900">{dataLabel}</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left text-xs">
            <thead>
              <tr className="text-stone-500">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {dayHeader}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {points.map((p) => (
                <tr key={p.day}>
                  <td className="py-1 pr-3 text-stone-700">{formatDay(p.day)}</td>
                  <td className="py-1 text-right tabular-nums text-stone-900">{format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
